import { Charge } from '@backoffice/payments/domain';
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

/**
 * A charge as the API answers it and as events carry it (`data.charge`). The card appears only as
 * its brand and last four digits.
 */
export function chargeSnapshot(c: Charge) {
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

export function refundSnapshot(r: Refund, charge: Charge) {
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

/** A saved card in events (`data.paymentMethod`): brand and last four only, no expiry. */
export function paymentMethodEventSnapshot(m: PaymentMethod) {
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
