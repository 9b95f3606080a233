/**
 * Builders for the parties context's tests (`@backoffice/parties/infrastructure/testing`);
 * imported from tests only. The database side (companies, other contexts' rows) is in
 * `@backoffice/shared/persistence/testing`.
 */
import { randomUUID } from 'node:crypto';
import { AddressFields, ContactFields, EMPTY_VENDOR_FIELDS, PricelistEntryFields, VendorFields } from '@backoffice/parties/domain';

/** A vendor's fields with only a name set (unique, so searches find just this one). */
export function aVendor(overrides: Partial<VendorFields> = {}): VendorFields {
  return { ...EMPTY_VENDOR_FIELDS, name: `Vendor ${randomUUID().slice(0, 8)}`, ...overrides };
}

/** A tax id no other test uses (nine digits). */
export function aTaxId(): string {
  return String(100_000_000 + Math.floor(Math.random() * 899_999_999));
}

export function anAddress(overrides: Partial<AddressFields> = {}): AddressFields {
  return { city: 'Haifa', street: 'Herzl', houseNumber: '12', zipCode: null, country: 'IL', ...overrides };
}

export function aContact(overrides: Partial<ContactFields> = {}): ContactFields {
  return { firstName: 'Dana', lastName: 'Levi', phoneNumber: null, email: null, addressId: null, ...overrides };
}

/** A pricelist entry at a fixed buying price, unless `overrides` price it otherwise. */
export function aPricelistEntry(productId: number, overrides: Partial<PricelistEntryFields> = {}): PricelistEntryFields {
  return { productId, pricingMode: 'fixed', vendorSku: null, buyingPrice: '10', priceTiers: null, tiersMode: null, quantityStep: null, quantityStepPrice: null, ...overrides };
}
