import { IssuedDocument, isOpenStatus, remainingAmount } from '@backoffice/documents/domain';
import { Static } from '../http/openapi/schemas';
import { DocumentSchema, DocumentSummarySchema } from './documents.schemas';

/** A document in lists and the change feed (no lines). */
export function documentSummary(d: IssuedDocument): Static<typeof DocumentSummarySchema> {
  return {
    id: d.id,
    visibleId: d.visibleId,
    type: d.type,
    number: d.number,
    externalId: d.externalId,
    entityId: d.entityId,
    clientName: d.clientName,
    issueDate: d.issueDate,
    currency: d.currency,
    vatRate: d.vatRate.toNumber(),
    amount: d.amount.toNumber(),
    tax: d.tax.toNumber(),
    totalWithTax: d.totalWithTax.toNumber(),
    status: d.status,
    isOpen: isOpenStatus(d.status),
    coveredAmount: d.coveredAmount.toNumber(),
    remainingAmount: remainingAmount(d).toNumber(),
    relatedDocumentId: d.relatedDocumentId,
    remarks: d.remarks,
    approvalNumberStatus: d.approvalNumberStatus,
    taxAuthorityApprovalNumber: d.taxAuthorityApprovalNumber,
    approvalRejectionReason: d.approvalRejectionReason,
    cancelled: d.cancelled,
    cancellationReason: d.cancellationReason,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** A document with its lines and payments (`GET /documents/id/:visibleId` and friends). */
export function documentDetail(d: IssuedDocument): Static<typeof DocumentSchema> {
  return {
    ...documentSummary(d),
    lines: d.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity.toNumber(),
      unitPrice: l.unitPrice.toNumber(),
      lineTotal: l.lineTotal.toNumber(),
      productId: l.productId,
    })),
    payments: d.payments.map((p) => ({ method: p.method, amount: p.amount.toNumber(), date: p.date })),
  };
}
