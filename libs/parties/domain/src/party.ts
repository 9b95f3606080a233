/**
 * One entity record of a company that is a client, a vendor or both (spec "What the service
 * does"): one per company and tax id. Money and rates are exact decimal strings.
 */
export type EntityType = 'MURSHE' | 'COMPANY' | 'PATOOR';
export const ENTITY_TYPES: readonly EntityType[] = ['MURSHE', 'COMPANY', 'PATOOR'];

export type PaymentTermType = 'CURRENT_PLUS_DAYS' | 'DAYS_ONLY';
export const PAYMENT_TERM_TYPES: readonly PaymentTermType[] = ['CURRENT_PLUS_DAYS', 'DAYS_ONLY'];

export type RoundDocumentTotal = 'use_default' | 'round' | 'none';
export const ROUND_DOCUMENT_TOTALS: readonly RoundDocumentTotal[] = ['use_default', 'round', 'none'];

export type WithholdingBase = 'with_vat' | 'without_vat';
export const WITHHOLDING_BASES: readonly WithholdingBase[] = ['with_vat', 'without_vat'];

export const VENDOR_SORT_FIELDS = ['id', 'name', 'email', 'taxId', 'type'] as const;
export type VendorSortField = (typeof VENDOR_SORT_FIELDS)[number];

/** Spec "Limits" plus the lengths the spec leaves open (docs/parties.md). */
export const PARTY_LIMITS = {
  name: 200,
  taxId: 32,
  email: 254,
  phoneNumber: 20,
  ledgerEntityAccountKey: 8,
  text: 100,
  maxTermDays: 1000,
  maxInternalCode: 2_147_483_647,
  rateScale: 2,
  moneyScale: 2,
  maxMoney: 1_000_000_000_000,
  search: 200,
} as const;

export interface Address {
  id: number;
  city: string;
  street: string;
  houseNumber: string | null;
  zipCode: string | null;
  country: string | null;
}
export type AddressFields = Omit<Address, 'id'>;

export interface Contact {
  id: number;
  firstName: string;
  lastName: string | null;
  phoneNumber: string | null;
  email: string | null;
  addressId: number | null;
}
export type ContactFields = Omit<Contact, 'id'>;

/** The fields a vendor create or edit may set; null means "not set" (cleared). */
export interface VendorFields {
  name: string;
  taxId: string | null;
  type: EntityType | null;
  email: string | null;
  phoneNumber: string | null;
  addressId: number | null;
  logoFileId: number | null;
  paymentTermType: PaymentTermType | null;
  paymentTermDays: number | null;
  vendorInternalCode: number | null;
  withholdingTaxRate: string | null;
  bankNumber: string | null;
  branchNumber: string | null;
  accountNumber: string | null;
  accountingCustomerNumber: string | null;
  ledgerEntityAccountKey: string | null;
  specialVat: string | null;
  creditLimit: string | null;
  roundDocumentTotal: RoundDocumentTotal;
  taxDeductionsFileNumber: string | null;
  withholdingCertificateNumber: string | null;
  withholdingValidFrom: string | null;
  withholdingValidUntil: string | null;
  withholdingBase: WithholdingBase | null;
  withholdingFileId: number | null;
}

/** A vendor as stored: its own values, before the company's fallbacks. */
export interface Vendor extends VendorFields {
  id: number;
  visibleId: string;
  companyId: number;
  isClient: boolean;
  address: Address | null;
  contacts: Contact[];
}

/** The company defaults a vendor falls back to (identity's company settings). */
export interface VendorDefaults {
  paymentTermType: PaymentTermType;
  paymentTermDays: number;
  withholdingTaxRate: string;
  vatRate: string;
}

/**
 * What a vendor's terms are in effect (contract: they read back as the effective value). A
 * cleared payment term takes the company's type and days together; a vendor term without days
 * takes the company's days.
 */
export function effectiveTerms(v: Pick<VendorFields, 'paymentTermType' | 'paymentTermDays' | 'withholdingTaxRate' | 'specialVat'>, d: VendorDefaults) {
  const ownTerm = v.paymentTermType !== null;
  return {
    paymentTermType: ownTerm ? (v.paymentTermType as PaymentTermType) : d.paymentTermType,
    paymentTermDays: ownTerm ? (v.paymentTermDays ?? d.paymentTermDays) : d.paymentTermDays,
    withholdingTaxRate: v.withholdingTaxRate ?? d.withholdingTaxRate,
    specialVat: v.specialVat ?? d.vatRate,
  };
}

export const EMPTY_VENDOR_FIELDS: Omit<VendorFields, 'name'> = {
  taxId: null,
  type: null,
  email: null,
  phoneNumber: null,
  addressId: null,
  logoFileId: null,
  paymentTermType: null,
  paymentTermDays: null,
  vendorInternalCode: null,
  withholdingTaxRate: null,
  bankNumber: null,
  branchNumber: null,
  accountNumber: null,
  accountingCustomerNumber: null,
  ledgerEntityAccountKey: null,
  specialVat: null,
  creditLimit: null,
  roundDocumentTotal: 'use_default',
  taxDeductionsFileNumber: null,
  withholdingCertificateNumber: null,
  withholdingValidFrom: null,
  withholdingValidUntil: null,
  withholdingBase: null,
  withholdingFileId: null,
};
