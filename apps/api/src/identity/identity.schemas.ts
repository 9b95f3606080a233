import { PAYMENT_TERM_TYPES } from '@backoffice/identity/domain';
import { ROLES } from '@backoffice/shared/kernel';
import { Id, Named, Nullable, Page, StringEnum, Success, Timestamp, Type } from '../http/openapi/schemas';

export const ApiKeySchema = Named('ApiKey', {
  id: Id(),
  name: Type.String(),
  role: StringEnum(ROLES),
  prefix: Type.String({ description: 'The first characters of the key, to recognise it by' }),
  createdAt: Timestamp(),
  revokedAt: Nullable(Timestamp()),
});

export const ApiKeyPageSchema = Page('ApiKeyPage', ApiKeySchema);

export const ApiKeyCreatedSchema = Named('ApiKeyCreated', {
  success: Success,
  id: Id(),
  key: Type.String({ pattern: '^sk_[0-9A-Za-z]{40}$', description: 'The secret; shown once, stored only as a hash' }),
  role: StringEnum(ROLES),
});

export const CompanySettingsSchema = Named('CompanySettings', {
  defaultPaymentTermType: StringEnum(PAYMENT_TERM_TYPES),
  defaultPaymentTermDays: Type.Integer({ minimum: 0 }),
  defaultWithholdingTaxRate: Type.Number({ minimum: 0, maximum: 100 }),
  vatRate: Type.Number({ minimum: 0, maximum: 100 }),
  roundDocumentTotals: Type.Boolean(),
  allocationNumberThreshold: Type.Number({ minimum: 0, description: 'Invoices above this amount before VAT need a tax-authority allocation number' }),
});

export const CompanySettingsEditedSchema = Named('CompanySettingsEdited', { success: Success, settings: CompanySettingsSchema });
