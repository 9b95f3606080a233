import { Decimal } from '@backoffice/shared/kernel';
import { ApprovalNumberStatus } from './approval-policy';
import { DocumentStatus, DocumentType, PaymentMethod, isOpenStatus } from './document-type';
import { remainingAmount } from './settlement';

export interface DocumentLine {
  description: string;
  quantity: Decimal;
  unitPrice: Decimal;
  lineTotal: Decimal;
  productId: number | null;
}

export interface DocumentPayment {
  method: PaymentMethod;
  amount: Decimal;
  date: string;
}

/** An issued document as stored. Money is exact; dates are `YYYY-MM-DD`. */
export interface IssuedDocument {
  id: number;
  visibleId: string;
  companyId: number;
  type: DocumentType;
  number: number;
  externalId: string | null;
  entityId: number;
  clientName: string;
  clientTaxId: string | null;
  issueDate: string;
  currency: string;
  vatRate: Decimal;
  amount: Decimal;
  tax: Decimal;
  totalWithTax: Decimal;
  coveredAmount: Decimal;
  status: DocumentStatus;
  relatedDocumentId: number | null;
  remarks: string | null;
  approvalNumberStatus: ApprovalNumberStatus | null;
  taxAuthorityApprovalNumber: string | null;
  approvalRejectionReason: string | null;
  cancelled: boolean;
  cancellationReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  lines: DocumentLine[];
  payments: DocumentPayment[];
}

/**
 * The document as events and the change feed show it (spec "Event envelope and document
 * snapshot"): `id` is the public id, `documentId` the internal number receipt allocation uses.
 * No lines, contact details or payment instruments.
 */
export interface DocumentSnapshot {
  id: string;
  documentId: number;
  type: DocumentType;
  number: number;
  externalId: string | null;
  entityId: number;
  retainerId: number | null;
  issueDate: string;
  updatedAt: string;
  currency: string;
  amount: number;
  tax: number;
  totalWithTax: number;
  status: DocumentStatus;
  isOpen: boolean;
  remainingAmount: number;
  coveredAmount: number;
  taxAuthorityApprovalNumber: string | null;
  approvalNumberStatus: ApprovalNumberStatus | null;
  cancelled: boolean;
}

export function snapshotOf(d: IssuedDocument): DocumentSnapshot {
  return {
    id: d.visibleId,
    documentId: d.id,
    type: d.type,
    number: d.number,
    externalId: d.externalId,
    entityId: d.entityId,
    retainerId: null,
    issueDate: d.issueDate,
    updatedAt: d.updatedAt.toISOString(),
    currency: d.currency,
    amount: d.amount.toNumber(),
    tax: d.tax.toNumber(),
    totalWithTax: d.totalWithTax.toNumber(),
    status: d.status,
    isOpen: isOpenStatus(d.status),
    remainingAmount: remainingAmount(d).toNumber(),
    coveredAmount: d.coveredAmount.toNumber(),
    taxAuthorityApprovalNumber: d.taxAuthorityApprovalNumber,
    approvalNumberStatus: d.approvalNumberStatus,
    cancelled: d.cancelled,
  };
}

/** Status a newly issued document starts in. */
export function initialStatus(type: DocumentType, totalWithTax: Decimal, paid: Decimal): DocumentStatus {
  switch (type) {
    case 'invoice':
    case 'quotation':
    case 'order':
    case 'delivery':
      return 'OPEN';
    case 'invoiceReceipt':
      return paid.gte(totalWithTax) ? 'PAID' : paid.isZero() ? 'OPEN' : 'PARTIALLY_PAID';
    case 'receipt':
    case 'refund':
    case 'return':
      return 'CLOSED';
  }
}
