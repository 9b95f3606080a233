import { Decimal } from '@backoffice/shared/kernel';

export interface PricedLine {
  quantity: Decimal;
  unitPrice: Decimal;
}

export interface DocumentTotals {
  /** Before VAT, the sum of the lines' totals. */
  amount: Decimal;
  tax: Decimal;
  totalWithTax: Decimal;
  lineTotals: Decimal[];
}

/** Money is kept to the agora (two decimals). */
export const MONEY_SCALE = 2;

/**
 * Lines are priced before VAT. Each line total is rounded to the agora, the amount is their exact
 * sum, and VAT is computed once on the amount at the company rate and rounded per document
 * (contract "Documents"), so the document never carries per-line rounding drift in its tax.
 */
export function computeTotals(lines: PricedLine[], vatRatePercent: Decimal): DocumentTotals {
  const lineTotals = lines.map((l) => l.quantity.times(l.unitPrice).round(MONEY_SCALE));
  const amount = lineTotals.reduce((sum, t) => sum.plus(t), Decimal.ZERO).round(MONEY_SCALE);
  const tax = amount.times(vatRatePercent).dividedBy(100, MONEY_SCALE);
  return { amount, tax, totalWithTax: amount.plus(tax).round(MONEY_SCALE), lineTotals };
}

/** A receipt's total is what was paid; it carries no VAT of its own. */
export function computePaymentTotal(payments: { amount: Decimal }[]): DocumentTotals {
  const amount = payments.reduce((sum, p) => sum.plus(p.amount), Decimal.ZERO).round(MONEY_SCALE);
  return { amount, tax: Decimal.ZERO.round(MONEY_SCALE), totalWithTax: amount, lineTotals: [] };
}
