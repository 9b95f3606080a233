import { AddressFields, ContactFields, EntityType, PricelistEntryFields, Vendor, VendorDefaults, VendorFields, VendorSortField } from '@backoffice/parties/domain';
import { PageWindow } from '@backoffice/shared/kernel';

export interface VendorFilter {
  search?: string;
  type?: EntityType;
  email?: string;
  taxId?: string;
  hasContacts?: boolean;
  sortBy: VendorSortField;
  sortOrder: 'asc' | 'desc';
}

export interface EntityRoles {
  id: number;
  visibleId: string;
  isVendor: boolean;
  isClient: boolean;
}

export interface PartyRepository {
  /** Locks the row (FOR UPDATE) inside a unit of work. */
  findByTaxId(companyId: number, taxId: string): Promise<EntityRoles | null>;
  /** Null when the company already has an entity with this tax id (a concurrent create won). */
  insert(companyId: number, fields: VendorFields, roles: { isVendor: boolean; isClient: boolean }): Promise<EntityRoles | null>;
  /** Sets the given fields (and roles); only the fields present in `changes` are written. */
  update(companyId: number, id: number, changes: Partial<VendorFields> & { isVendor?: boolean; isClient?: boolean }): Promise<void>;
  findVendor(companyId: number, by: { visibleId: string } | { id: number }): Promise<Vendor | null>;
  listVendors(companyId: number, filter: VendorFilter, window: PageWindow): Promise<{ rows: Vendor[]; total: number }>;
  findEntity(companyId: number, id: number): Promise<EntityRoles | null>;
  attachContact(companyId: number, entityId: number, contactId: number): Promise<void>;
  createAddress(companyId: number, fields: AddressFields): Promise<number>;
  addressExists(companyId: number, id: number): Promise<boolean>;
  createContact(companyId: number, fields: ContactFields): Promise<number>;
  contactExists(companyId: number, id: number): Promise<boolean>;
}
export const PARTY_REPOSITORY = Symbol('PartyRepository');

/** Uploaded files a vendor may point at (logo, withholding certificate). */
export interface FileReferences {
  exists(companyId: number, fileId: number): Promise<boolean>;
}
export const FILE_REFERENCES = Symbol('FileReferences');

export interface StoredPricelistEntry extends PricelistEntryFields {
  id: number;
}

export interface PricelistRepository {
  /** Deletes the vendor's entries and inserts these, in the caller's unit of work; answers the row count. */
  replace(companyId: number, entityId: number, entries: PricelistEntryFields[]): Promise<number>;
  list(companyId: number, entityId: number): Promise<StoredPricelistEntry[]>;
  findByProduct(companyId: number, entityId: number, productId: number): Promise<StoredPricelistEntry | null>;
}
export const PRICELIST_REPOSITORY = Symbol('PricelistRepository');

/** The catalogue's products as pricelists need them (implemented over catalogue's FindProducts). */
export interface CatalogueProduct {
  id: number;
  visibleId: string;
  name: string;
  sku: string | null;
  manufacturerSku: string | null;
  unit: string | null;
  buyingPrice: string | null;
  isActive: boolean;
}

export interface ProductCatalogue {
  byIds(companyId: number, ids: number[]): Promise<Map<number, CatalogueProduct>>;
}
export const PRODUCT_CATALOGUE = Symbol('ProductCatalogue');

/** The company's defaults vendors fall back to (implemented over identity's GetCompanySettings). */
export interface CompanyDefaults {
  forCompany(companyId: number): Promise<VendorDefaults>;
}
export const COMPANY_DEFAULTS = Symbol('CompanyDefaults');
