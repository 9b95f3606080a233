import { Decimal } from '@backoffice/shared/kernel';
import { DocumentStatus } from './document-type';

export interface Balance {
  totalWithTax: Decimal;
  coveredAmount: Decimal;
}

/**
 * What an invoice's settlement says about its status: nothing covered stays OPEN, part covered is
 * PARTIALLY_PAID, fully covered is PAID. A closed or cancelled document keeps its status.
 */
export function settledStatus(current: DocumentStatus, balance: Balance): DocumentStatus {
  if (current === 'CLOSED' || current === 'CANCELLED') return current;
  if (balance.coveredAmount.lte(0)) return 'OPEN';
  return balance.coveredAmount.gte(balance.totalWithTax) ? 'PAID' : 'PARTIALLY_PAID';
}

export function remainingAmount(balance: Balance): Decimal {
  const remaining = balance.totalWithTax.minus(balance.coveredAmount);
  return remaining.isNegative() ? Decimal.ZERO.round(2) : remaining.round(2);
}
