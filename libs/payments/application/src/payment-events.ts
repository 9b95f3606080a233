import { CHARGE_STATUSES, Charge } from '@backoffice/payments/domain';
import { Static, TSchema, Type } from '@sinclair/typebox';
import { PaymentMethod, Refund } from './payments.ports';

/** Gateway event types of the catalogue (spec "Event types"). */
export const PAYMENT_EVENTS = {
  chargeSucceeded: 'charge.succeeded',
  chargeFailed: 'charge.failed',
  chargeCaptured: 'charge.captured',
  chargeCanceled: 'charge.canceled',
  refundCreated: 'refund.created',
  paymentMethodAttached: 'payment_method.attached',
  paymentMethodDetached: 'payment_method.detached',
} as const;

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** The processor's brand name: visa, mastercard, amex, discover, diners, jcb or unknown today. */
const brand = () => Type.String({ examples: ['visa'] });
const last4 = () => Type.String({ pattern: '^[0-9]{4}$' });
const timestamp = () => Type.String({ format: 'date-time' });

/**
 * A charge as the API answers it and as events carry it (`data.charge`). The card appears only as
 * its brand and last four digits. The schemas here are the one description of the gateway's
 * answers and events: the builders below are typed by them and the OpenAPI document publishes them.
 */
export const ChargeSchema = Type.Object(
  {
    id: Type.String({ description: 'ch_…' }),
    entityId: Type.Integer(),
    amount: Type.Number(),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    status: Type.Unsafe<Charge['status']>({ type: 'string', enum: [...CHARGE_STATUSES] }),
    captured: Type.Boolean(),
    capturedAmount: Type.Number(),
    refundedAmount: Type.Number(),
    refunded: Type.Boolean({ description: 'Refunded in full' }),
    paymentMethod: Type.Object({ id: Type.String({ description: 'pm_…' }), brand: brand(), last4: last4() }),
    failureCode: nullable(Type.String({ description: 'Why the processor declined (failed charges)' })),
    failureMessage: nullable(Type.String()),
    description: nullable(Type.String()),
    receiptDocumentId: nullable(Type.Integer({ description: 'The receipt issued for the captured amount' })),
    provider: Type.String(),
    createdAt: timestamp(),
    updatedAt: timestamp(),
  },
  { $id: 'Charge' },
);

export const RefundSchema = Type.Object(
  {
    id: Type.String({ description: 're_…' }),
    chargeId: Type.String({ description: 'ch_…' }),
    entityId: Type.Integer(),
    amount: Type.Number(),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    status: Type.Literal('succeeded'),
    reason: nullable(Type.String()),
    createdAt: timestamp(),
  },
  { $id: 'Refund' },
);

/** A saved card in events (`data.paymentMethod`): brand and last four only, no expiry. */
export const PaymentMethodEventSchema = Type.Object(
  {
    id: Type.String({ description: 'pm_…' }),
    entityId: Type.Integer(),
    brand: brand(),
    last4: last4(),
    provider: Type.String(),
    createdAt: timestamp(),
    detachedAt: nullable(timestamp()),
  },
  { $id: 'PaymentMethodEvent' },
);

const charge = (id: string, description: string) => Type.Object({ charge: ChargeSchema }, { $id: id, description });
const paymentMethod = (id: string, description: string) => Type.Object({ paymentMethod: PaymentMethodEventSchema }, { $id: id, description });

export const PAYMENT_EVENT_DATA = {
  [PAYMENT_EVENTS.chargeSucceeded]: charge('ChargeSucceededEventData', 'A charge was approved (and captured unless it was an authorisation)'),
  [PAYMENT_EVENTS.chargeFailed]: charge('ChargeFailedEventData', 'The processor declined a charge'),
  [PAYMENT_EVENTS.chargeCaptured]: charge('ChargeCapturedEventData', 'An authorised charge was captured'),
  [PAYMENT_EVENTS.chargeCanceled]: charge('ChargeCanceledEventData', 'An authorised charge was voided'),
  [PAYMENT_EVENTS.refundCreated]: Type.Object(
    { refund: RefundSchema, charge: ChargeSchema },
    { $id: 'RefundCreatedEventData', description: 'A charge was refunded, in full or in part' },
  ),
  [PAYMENT_EVENTS.paymentMethodAttached]: paymentMethod('PaymentMethodAttachedEventData', 'A card was saved for a client'),
  [PAYMENT_EVENTS.paymentMethodDetached]: paymentMethod('PaymentMethodDetachedEventData', 'A saved card was removed'),
} as const;

export type PaymentEventType = keyof typeof PAYMENT_EVENT_DATA;

/** An event's type and data, the data checked against its schema by the compiler. */
export function paymentEvent<T extends PaymentEventType>(type: T, data: Static<(typeof PAYMENT_EVENT_DATA)[T]>): { type: T; data: Record<string, unknown> } {
  return { type, data };
}

export function chargeSnapshot(c: Charge): Static<typeof ChargeSchema> {
  return {
    id: c.publicId,
    entityId: c.entityId,
    amount: c.amount.toNumber(),
    currency: c.currency,
    status: c.status,
    captured: c.status === 'succeeded',
    capturedAmount: c.capturedAmount.toNumber(),
    refundedAmount: c.refundedAmount.toNumber(),
    refunded: c.status === 'succeeded' && c.refundedAmount.eq(c.capturedAmount) && !c.capturedAmount.isZero(),
    paymentMethod: { id: c.paymentMethodPublicId, brand: c.brand, last4: c.last4 },
    failureCode: c.failureCode,
    failureMessage: c.failureMessage,
    description: c.description,
    receiptDocumentId: c.receiptDocumentId,
    provider: c.provider,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
export type ChargeSnapshot = ReturnType<typeof chargeSnapshot>;

export function refundSnapshot(r: Refund, charge: Charge): Static<typeof RefundSchema> {
  return {
    id: r.publicId,
    chargeId: charge.publicId,
    entityId: charge.entityId,
    amount: r.amount.toNumber(),
    currency: charge.currency,
    status: 'succeeded' as const,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  };
}
export type RefundSnapshot = ReturnType<typeof refundSnapshot>;

export function paymentMethodEventSnapshot(m: PaymentMethod): Static<typeof PaymentMethodEventSchema> {
  return {
    id: m.publicId,
    entityId: m.entityId,
    brand: m.brand,
    last4: m.last4,
    provider: m.provider,
    createdAt: m.createdAt.toISOString(),
    detachedAt: m.detachedAt?.toISOString() ?? null,
  };
}
