import { PageWindow } from '@backoffice/shared/kernel';
import { Product, ProductFields } from '@backoffice/catalogue/domain';

export interface ProductFilter {
  search?: string;
  isActive?: boolean;
}

export interface ProductRepository {
  create(companyId: number, fields: ProductFields): Promise<Product>;
  /** Applies the given fields; false when the company has no such product. */
  update(companyId: number, id: number, fields: Partial<ProductFields>): Promise<boolean>;
  findById(companyId: number, id: number): Promise<Product | null>;
  findByIds(companyId: number, ids: number[]): Promise<Product[]>;
  list(companyId: number, filter: ProductFilter, window: PageWindow): Promise<{ rows: Product[]; total: number }>;
}
export const PRODUCT_REPOSITORY = Symbol('ProductRepository');
