import { ApprovalNumberStatus, DocumentStatus, DocumentType, IssuedDocument } from '@backoffice/documents/domain';
import { IdempotentOutcome } from '@backoffice/shared/kernel';

/** The answer of `POST /documents/create/:type`, the one stored under its Idempotency-Key. */
export interface CreationResponse {
  success: true;
  id: number;
  visibleId: string;
  type: DocumentType;
  number: number;
  externalId: string | null;
  amount: number;
  tax: number;
  totalWithTax: number;
  status: DocumentStatus;
  approvalNumberStatus: ApprovalNumberStatus | null;
  taxAuthorityApprovalNumber: string | null;
  alreadyExists?: true;
}

export type IssueOutcome = IdempotentOutcome<CreationResponse>;

export function creationResponse(d: IssuedDocument): CreationResponse {
  return {
    success: true,
    id: d.id,
    visibleId: d.visibleId,
    type: d.type,
    number: d.number,
    externalId: d.externalId,
    amount: d.amount.toNumber(),
    tax: d.tax.toNumber(),
    totalWithTax: d.totalWithTax.toNumber(),
    status: d.status,
    approvalNumberStatus: d.approvalNumberStatus,
    taxAuthorityApprovalNumber: d.taxAuthorityApprovalNumber,
  };
}
