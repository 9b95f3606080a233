/**
 * Builders for the catalogue's tests (`@backoffice/catalogue/infrastructure/testing`); imported
 * from tests only. The database side (companies, other contexts' rows) is in
 * `@backoffice/shared/persistence/testing`.
 */
import { ProductFields } from '@backoffice/catalogue/domain';

/** A product's fields, active and priced; `overrides` say what the test is about. */
export function aProduct(overrides: Partial<ProductFields> = {}): ProductFields {
  return { name: 'Espresso beans 1kg', sku: null, manufacturerSku: null, unit: 'kg', buyingPrice: '40', price: '59.9', isActive: true, ...overrides };
}
