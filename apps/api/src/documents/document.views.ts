import { IssuedDocument, isOpenStatus, remainingAmount } from '@backoffice/documents/domain';

/** A document in lists and the change feed (no lines). */
export function documentSummary(d: IssuedDocument) {
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
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

/** A document with its lines and payments (`GET /documents/id/:visibleId` and friends). */
export function documentDetail(d: IssuedDocument) {
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
