import { ChargeSchema, RefundSchema } from '@backoffice/payments/application';
import { CalendarDate, Id, Named, Nullable, Page, StringEnum, Success, Timestamp, Type } from '../http/openapi/schemas';

/** The processor's brand name: visa, mastercard, amex, discover, diners, jcb or unknown today; others may come with new processors. */
const Brand = () => Type.String({ examples: ['visa'] });
const Currency = () => Type.String({ pattern: '^[A-Z]{3}$' });
const PublicId = (prefix: string) => Type.String({ description: `${prefix}_…` });

export const PaymentMethodSchema = Named('PaymentMethod', {
  id: PublicId('pm'),
  entityId: Id({ description: 'The client' }),
  brand: Brand(),
  last4: Type.String({ pattern: '^[0-9]{4}$' }),
  expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
  expYear: Type.Integer(),
  provider: Type.String(),
  createdAt: Timestamp(),
});
export const PaymentMethodSavedSchema = Named('PaymentMethodSaved', { success: Success, ...PaymentMethodSchema.properties });
export const PaymentMethodPageSchema = Page('PaymentMethodPage', PaymentMethodSchema);
export const PaymentMethodRemovedSchema = Named('PaymentMethodRemoved', { success: Success, id: PublicId('pm') });

export const ProviderSchema = Named('Provider', {
  id: Type.String(),
  name: Type.String(),
  testMode: Type.Boolean({ description: 'The sandbox: no money moves' }),
  capabilities: Type.Array(Type.String()),
  default: Type.Boolean(),
});
export const ProviderPageSchema = Page('ProviderPage', ProviderSchema);

export const ChargeAnswerSchema = Named('ChargeAnswer', {
  success: Type.Boolean({ description: 'false for a declined card: the charge is recorded as failed' }),
  ...ChargeSchema.properties,
});

export const ChargeWithRefundsSchema = Named('ChargeWithRefunds', { ...ChargeSchema.properties, refunds: Type.Array(RefundSchema) });
export const RefundAnswerSchema = Named('RefundAnswer', { success: Success, ...RefundSchema.properties, charge: ChargeSchema });

export const PaymentPageSchema = Named('PaymentPage', {
  id: PublicId('pp'),
  entityId: Nullable(Id()),
  title: Type.String(),
  description: Nullable(Type.String()),
  amount: Type.Number(),
  currency: Currency(),
  createdAt: Timestamp(),
});
export const PaymentPageCreatedSchema = Named('PaymentPageCreated', { success: Success, ...PaymentPageSchema.properties });
export const PaymentPagePageSchema = Page('PaymentPagePage', PaymentPageSchema, {});

export const RecurringPaymentSchema = Named('RecurringPayment', {
  id: PublicId('rp'),
  entityId: Id(),
  paymentMethodId: PublicId('pm'),
  amount: Type.Number(),
  currency: Currency(),
  interval: StringEnum(['week', 'month', 'year'] as const),
  startDate: CalendarDate(),
  nextChargeDate: CalendarDate(),
  description: Nullable(Type.String()),
  status: Type.Literal('active'),
  createdAt: Timestamp(),
});
export const RecurringPaymentCreatedSchema = Named('RecurringPaymentCreated', { success: Success, ...RecurringPaymentSchema.properties });
export const RecurringPaymentPageSchema = Page('RecurringPaymentPage', RecurringPaymentSchema);
