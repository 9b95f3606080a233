import { ConflictError, Decimal, ValidationError } from '@backoffice/shared/kernel';

/**
 * A charge's states:
 *   (processor approves, capture now)   → succeeded
 *   (processor approves, capture later) → authorized → succeeded (captured) | canceled (voided)
 *   (processor declines or errors)      → failed
 * Refunds never change the status: they add to `refundedAmount` up to `capturedAmount`.
 */
export type ChargeStatus = 'authorized' | 'succeeded' | 'failed' | 'canceled';
export const CHARGE_STATUSES: readonly ChargeStatus[] = ['authorized', 'succeeded', 'failed', 'canceled'];

export interface Charge {
  id: number;
  publicId: string;
  companyId: number;
  entityId: number;
  paymentMethodId: number;
  paymentMethodPublicId: string;
  brand: string;
  last4: string;
  provider: string;
  processorReference: string | null;
  amount: Decimal;
  currency: string;
  status: ChargeStatus;
  capturedAmount: Decimal;
  refundedAmount: Decimal;
  failureCode: string | null;
  failureMessage: string | null;
  description: string | null;
  /** Asked for at creation: a receipt document is issued when money is captured. */
  issueReceipt: boolean;
  receiptDocumentId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The part of an authorisation to capture: all of it when no amount is given, never more. */
export function captureAmount(charge: Charge, requested: Decimal | undefined): Decimal {
  if (charge.status !== 'authorized') throw new ConflictError('CHARGE_NOT_CAPTURABLE', `Only an authorized charge can be captured; this one is ${charge.status}`);
  const amount = requested ?? charge.amount;
  if (amount.gt(charge.amount)) throw ValidationError.field('amount', `may not exceed the authorized ${charge.amount.toScale(2)}`);
  return amount;
}

export function assertVoidable(charge: Charge): void {
  if (charge.status !== 'authorized') throw new ConflictError('CHARGE_NOT_VOIDABLE', `Only an authorized charge can be voided; this one is ${charge.status}`);
}

export function refundableAmount(charge: Charge): Decimal {
  return charge.status === 'succeeded' ? charge.capturedAmount.minus(charge.refundedAmount) : Decimal.ZERO;
}

/** The refund's amount: what is left to refund when none is given; never more than that. */
export function refundAmount(charge: Charge, requested: Decimal | undefined): Decimal {
  if (charge.status !== 'succeeded') throw new ConflictError('CHARGE_NOT_REFUNDABLE', `Only a captured charge can be refunded; this one is ${charge.status}`);
  const left = refundableAmount(charge);
  if (left.isZero()) throw new ConflictError('CHARGE_ALREADY_REFUNDED', 'This charge has been refunded in full');
  const amount = requested ?? left;
  if (amount.gt(left)) throw new ConflictError('REFUND_EXCEEDS_CHARGE', `At most ${left.toScale(2)} is left to refund on this charge`);
  return amount;
}
