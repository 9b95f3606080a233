import { Decimal, ValidationError } from '@backoffice/shared/kernel';
import { DocumentTotals, computePaymentTotal, computeTotals } from './document-totals';
import { DocumentType, PaymentMethod, rulesOf } from './document-type';
import type { DocumentLine, DocumentPayment } from './issued-document';

/** What a request to issue (or preview) a document carries of its lines, payments and links. */
export interface DraftInput {
  items?: { description: string; quantity: number; unitPrice: number; productId?: number }[];
  payments?: { method: PaymentMethod; amount: number; date?: string }[];
  allocations?: { documentId: number; amount: number }[];
  relatedDocumentId?: number;
}

export interface PricedDraft {
  lines: DocumentLine[];
  payments: DocumentPayment[];
  totals: DocumentTotals;
  /** What the payments add up to. */
  paid: Decimal;
}

/** Lines and payments of a request, priced exactly; what issuing and preview share. */
export function priceDraft(type: DocumentType, input: DraftInput, vatRate: Decimal, issueDate: string): PricedDraft {
  const lines: DocumentLine[] = (input.items ?? []).map((item) => ({
    description: item.description,
    quantity: Decimal.of(item.quantity),
    unitPrice: Decimal.of(item.unitPrice),
    lineTotal: Decimal.ZERO,
    productId: item.productId ?? null,
  }));
  const payments: DocumentPayment[] = (input.payments ?? []).map((p) => ({ method: p.method, amount: Decimal.of(p.amount).round(2), date: p.date ?? issueDate }));
  const totals = rulesOf(type).items ? computeTotals(lines, vatRate) : computePaymentTotal(payments);
  totals.lineTotals.forEach((t, i) => (lines[i].lineTotal = t));
  const paid = payments.reduce((s, p) => s.plus(p.amount), Decimal.ZERO);
  return { lines, payments, totals, paid };
}

/** What each type takes (lines, payments, allocations, the document it credits); every problem at once. */
export function checkShape(type: DocumentType, input: DraftInput): void {
  const rules = rulesOf(type);
  const problems: { field: string; problem: string }[] = [];
  if (rules.items && !input.items?.length) problems.push({ field: 'items', problem: `at least one line is required on a ${type}` });
  if (!rules.items && input.items?.length) problems.push({ field: 'items', problem: `not accepted on a ${type}` });
  if (!rules.payments && input.payments?.length) problems.push({ field: 'payments', problem: `not accepted on a ${type}` });
  if (type === 'receipt' && !input.payments?.length) problems.push({ field: 'payments', problem: 'a receipt records at least one payment' });
  if (!rules.allocations && input.allocations?.length) problems.push({ field: 'allocations', problem: 'only receipts settle invoices' });
  if (rules.credits && input.relatedDocumentId == null) problems.push({ field: 'relatedDocumentId', problem: `a ${type} names the document it credits` });
  if (problems.length) throw new ValidationError(problems);
}
