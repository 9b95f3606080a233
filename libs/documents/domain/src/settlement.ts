import { ConflictError, Decimal, NotFoundError, ValidationError } from '@backoffice/shared/kernel';
import { DocumentStatus, DocumentType, isOpenStatus, rulesOf } from './document-type';
import type { IssuedDocument } from './issued-document';

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

/** Why a document's settlement changed, as `document.status_changed` reports it. */
export type SettlementReason = 'ALLOCATION' | 'ALLOCATION_CANCELLED' | 'COVERED' | 'MANUAL';

/** One document's settlement change: the document before and after, and why. */
export interface SettlementChange {
  before: IssuedDocument;
  after: IssuedDocument;
  reason: SettlementReason;
}

/** Closing an open document by hand (`POST /documents/:id/close`). */
export function closeByHand(document: IssuedDocument, at: Date): SettlementChange {
  if (!isOpenStatus(document.status)) throw new ConflictError('DOCUMENT_NOT_OPEN', `The document is ${document.status.toLowerCase()}`);
  return { before: document, after: { ...document, status: 'CLOSED', updatedAt: at }, reason: 'MANUAL' };
}

/**
 * What a newly issued document does to the document it names (`relatedDocumentId`): a refund or
 * return credits it and changes nothing of its own (the caller reports `document.refunded`); any
 * other type covers it, closing it if it is still open. Null when its settlement does not change.
 */
export function coverRelated(issuedType: DocumentType, related: IssuedDocument, at: Date): SettlementChange | null {
  if (rulesOf(issuedType).credits) return null;
  if (!isOpenStatus(related.status)) return null;
  return { before: related, after: { ...related, status: 'CLOSED', updatedAt: at }, reason: 'COVERED' };
}

export interface AllocationRequest {
  invoiceId: number;
  amount: Decimal;
}

/**
 * A receipt settling invoices of its client: never more than the receipt received, never more
 * than an invoice still owes, each invoice once, only open invoices of the same entity. `invoices`
 * are the locked invoices by id. Answers each invoice's settlement change, in request order.
 */
export function allocateReceipt(receipt: IssuedDocument, requested: AllocationRequest[], invoices: Map<number, IssuedDocument>, at: Date): SettlementChange[] {
  if (new Set(requested.map((a) => a.invoiceId)).size !== requested.length) throw ValidationError.field('allocations', 'an invoice may appear once');
  const total = requested.reduce((s, a) => s.plus(a.amount), Decimal.ZERO);
  if (total.gt(receipt.totalWithTax)) throw new ConflictError('ALLOCATION_EXCEEDS_RECEIPT', 'Allocations add up to more than the receipt received');
  for (const [i, allocation] of requested.entries()) {
    const invoice = invoices.get(allocation.invoiceId);
    if (!invoice) throw new NotFoundError(`allocations[${i}].documentId`, 'DOCUMENT_NOT_FOUND');
    if (!rulesOf(invoice.type).settleable || invoice.entityId !== receipt.entityId) {
      throw ValidationError.field(`allocations[${i}].documentId`, 'must be an invoice of the same entity');
    }
    if (invoice.status === 'CLOSED' || invoice.status === 'CANCELLED') throw new ConflictError('DOCUMENT_NOT_OPEN', `Invoice ${invoice.number} is ${invoice.status.toLowerCase()}`);
    if (allocation.amount.gt(invoice.totalWithTax.minus(invoice.coveredAmount))) {
      throw new ConflictError('ALLOCATION_EXCEEDS_BALANCE', `Invoice ${invoice.number} has ${invoice.totalWithTax.minus(invoice.coveredAmount).toScale(2)} left to pay`);
    }
  }
  return requested.map((allocation) => {
    const invoice = invoices.get(allocation.invoiceId) as IssuedDocument;
    return settle(invoice, invoice.coveredAmount.plus(allocation.amount), 'ALLOCATION', at);
  });
}

/** A cancelled receipt gives an allocation back: the invoice owes that amount again. */
export function releaseAllocation(invoice: IssuedDocument, amount: Decimal, at: Date): SettlementChange {
  return settle(invoice, invoice.coveredAmount.minus(amount), 'ALLOCATION_CANCELLED', at);
}

function settle(invoice: IssuedDocument, coveredAmount: Decimal, reason: SettlementReason, at: Date): SettlementChange {
  const status = settledStatus(invoice.status, { totalWithTax: invoice.totalWithTax, coveredAmount });
  return { before: invoice, after: { ...invoice, coveredAmount, status, updatedAt: at }, reason };
}
