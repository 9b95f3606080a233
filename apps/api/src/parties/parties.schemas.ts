import { ENTITY_TYPES, PAYMENT_TERM_TYPES, PRICING_MODES, ROUND_DOCUMENT_TOTALS, TIER_TYPES, TIERS_MODES, WITHHOLDING_BASES } from '@backoffice/parties/domain';
import { Amount, CalendarDate, Id, Named, Nullable, Page, StringEnum, Success, Type } from '../http/openapi/schemas';

const Enum = StringEnum;
const Text = () => Type.String();
const NullableText = () => Nullable(Type.String());

export const AddressSchema = Named('Address', {
  id: Id(),
  city: Text(),
  street: Text(),
  houseNumber: NullableText(),
  zipCode: NullableText(),
  country: NullableText(),
});

export const ContactSchema = Named('Contact', {
  id: Id(),
  firstName: Text(),
  lastName: NullableText(),
  phoneNumber: NullableText(),
  email: NullableText(),
  addressId: Nullable(Id()),
});

/** A vendor as lists show it: the effective payment terms and withholding rate (company defaults filled in). */
export const VendorRowSchema = Named('VendorRow', {
  id: Id(),
  visibleId: Type.String({ format: 'uuid' }),
  name: Text(),
  taxId: NullableText(),
  type: Nullable(Enum(ENTITY_TYPES)),
  email: NullableText(),
  phoneNumber: NullableText(),
  paymentTermType: Enum(PAYMENT_TERM_TYPES),
  paymentTermDays: Type.Integer({ minimum: 0 }),
  vendorInternalCode: Nullable(Type.Integer({ minimum: 0 })),
  withholdingTaxRate: Type.Number({ minimum: 0, maximum: 100, description: 'Percent; the company default when the vendor has none' }),
  companyId: Id(),
  address: Nullable(AddressSchema),
  logoFile: Nullable(Type.Object({ id: Id() })),
  contacts: Type.Array(ContactSchema),
});

/** The single record: every list field plus every field an edit can set, flat. */
export const VendorSchema = Named('Vendor', {
  ...VendorRowSchema.properties,
  isClient: Type.Boolean(),
  addressId: Nullable(Id()),
  logoFileId: Nullable(Id()),
  bankNumber: NullableText(),
  branchNumber: NullableText(),
  accountNumber: NullableText(),
  accountingCustomerNumber: NullableText(),
  ledgerEntityAccountKey: NullableText(),
  specialVat: Type.Number({ minimum: 0, maximum: 100, description: 'Percent; the company VAT rate when the vendor has none' }),
  creditLimit: Nullable(Amount()),
  roundDocumentTotal: Enum(ROUND_DOCUMENT_TOTALS),
  taxDeductionsFileNumber: NullableText(),
  withholdingCertificateNumber: NullableText(),
  withholdingValidFrom: Nullable(CalendarDate()),
  withholdingValidUntil: Nullable(CalendarDate()),
  withholdingBase: Nullable(Enum(WITHHOLDING_BASES)),
  withholdingFileId: Nullable(Id()),
});

export const VendorPageSchema = Page('VendorPage', VendorRowSchema);

export const VendorCreatedSchema = Named('VendorCreated', { success: Success, vendorId: Id() });
export const VendorEditedSchema = Named('VendorEdited', { success: Success, visibleId: Type.String({ format: 'uuid' }) });
export const ClientCreatedSchema = Named('ClientCreated', { success: Success, clientId: Id() });
export const AddressCreatedSchema = Named('AddressCreated', { success: Success, addressId: Id() });
export const ContactCreatedSchema = Named('ContactCreated', { success: Success, contactId: Id() });

export const PriceTierSchema = Named('PriceTier', {
  from: Type.Number(),
  to: Nullable(Type.Number()),
  tierType: Enum(TIER_TYPES),
  price: Nullable(Type.Number()),
  discountPercent: Nullable(Type.Number()),
  discountAmount: Nullable(Type.Number()),
});

export const PricelistEntrySchema = Named('PricelistEntry', {
  id: Id(),
  productId: Id(),
  productVisibleId: Type.String({ format: 'uuid' }),
  productName: Text(),
  productSku: NullableText(),
  productManufacturerSku: NullableText(),
  productUnit: NullableText(),
  productBuyingPrice: Nullable(Type.Number()),
  vendorSku: NullableText(),
  pricingMode: Enum(PRICING_MODES),
  buyingPrice: Nullable(Type.Number({ description: "fixed: the vendor's price; default: the product's own" })),
  priceTiers: Nullable(Type.Array(PriceTierSchema)),
  tiersMode: Nullable(Enum(TIERS_MODES)),
  quantityStep: Nullable(Type.Number()),
  quantityStepPrice: Nullable(Type.Number()),
});

/** The whole pricelist: `entries` (the original key) and the same rows as a whole-set page. */
export const PricelistSchema = Page('Pricelist', PricelistEntrySchema, { entries: Type.Array(PricelistEntrySchema) });

export const PricelistReplacedSchema = Named('PricelistReplaced', { success: Success, entries: Type.Integer({ minimum: 0, description: 'Entries stored' }) });

export const PriceQuoteSchema = Named('PriceQuote', {
  productId: Id(),
  pricingMode: Enum(PRICING_MODES),
  tiersMode: Nullable(Enum(TIERS_MODES)),
  quantity: Type.Number(),
  billedQuantity: Type.Number({ description: 'The quantity charged (rounded up to the step where there is one)' }),
  unitPrice: Type.Number(),
  lineTotal: Type.Number(),
  source: Enum(['default', 'fixed', 'tier', 'gap', 'step'] as const, 'Which rule priced it'),
  tierIndex: Nullable(Type.Integer({ minimum: 0 })),
});
