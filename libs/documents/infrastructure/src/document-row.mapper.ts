import { ApprovalNumberStatus, DocumentStatus, DocumentType, IssuedDocument, PaymentMethod } from '@backoffice/documents/domain';
import { Decimal } from '@backoffice/shared/kernel';

/** Columns every document read selects, in the shape `toDocument` expects. */
export const DOCUMENT_COLUMNS = `
  d.id, d.visible_id, d.company_id, d.type, d.number, d.external_id, d.entity_id, d.client_name, d.client_tax_id,
  to_char(d.issue_date, 'YYYY-MM-DD') AS issue_date, d.currency, d.vat_rate::text AS vat_rate, d.amount::text AS amount,
  d.tax::text AS tax, d.total_with_tax::text AS total_with_tax, d.covered_amount::text AS covered_amount, d.status,
  d.related_document_id, d.remarks, d.approval_number_status, d.tax_authority_approval_number, d.approval_rejection_reason,
  d.cancelled, d.cancellation_reason, d.created_at, d.updated_at, d.change_seq::text AS change_seq`;

/**
 * The summary read model (DocumentSummary) written by PostgreSQL: exact decimals converted once
 * to the nearest double (what the JSON number of the API is), the remaining amount computed in
 * numeric, times in the ISO form `Date.toISOString` gives (UTC, milliseconds truncated).
 */
export const SUMMARY_COLUMNS = `
  d.id, d.visible_id AS "visibleId", d.type, d.number, d.external_id AS "externalId", d.entity_id AS "entityId",
  d.client_name AS "clientName", to_char(d.issue_date, 'YYYY-MM-DD') AS "issueDate", rtrim(d.currency) AS currency,
  d.vat_rate::float8 AS "vatRate", d.amount::float8 AS amount, d.tax::float8 AS tax, d.total_with_tax::float8 AS "totalWithTax",
  d.status, d.status IN ('OPEN', 'PARTIALLY_PAID') AS "isOpen", d.covered_amount::float8 AS "coveredAmount",
  GREATEST(d.total_with_tax - d.covered_amount, 0)::float8 AS "remainingAmount", d.related_document_id AS "relatedDocumentId",
  d.remarks, d.approval_number_status AS "approvalNumberStatus", d.tax_authority_approval_number AS "taxAuthorityApprovalNumber",
  d.approval_rejection_reason AS "approvalRejectionReason", d.cancelled, d.cancellation_reason AS "cancellationReason",
  to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(d.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

export interface DocumentRow {
  id: number;
  visible_id: string;
  company_id: number;
  type: DocumentType;
  number: number;
  external_id: string | null;
  entity_id: number;
  client_name: string;
  client_tax_id: string | null;
  issue_date: string;
  currency: string;
  vat_rate: string;
  amount: string;
  tax: string;
  total_with_tax: string;
  covered_amount: string;
  status: DocumentStatus;
  related_document_id: number | null;
  remarks: string | null;
  approval_number_status: ApprovalNumberStatus | null;
  tax_authority_approval_number: string | null;
  approval_rejection_reason: string | null;
  cancelled: boolean;
  cancellation_reason: string | null;
  created_at: Date;
  updated_at: Date;
  change_seq: string;
}

export interface LineRow {
  document_id: number;
  description: string;
  quantity: string;
  unit_price: string;
  line_total: string;
  product_id: number | null;
}

export interface PaymentRow {
  document_id: number;
  method: PaymentMethod;
  amount: string;
  paid_on: string;
}

export function toDocument(row: DocumentRow, lines: LineRow[] = [], payments: PaymentRow[] = []): IssuedDocument {
  return {
    id: row.id,
    visibleId: row.visible_id,
    companyId: row.company_id,
    type: row.type,
    number: row.number,
    externalId: row.external_id,
    entityId: row.entity_id,
    clientName: row.client_name,
    clientTaxId: row.client_tax_id,
    issueDate: row.issue_date,
    currency: row.currency.trim(),
    vatRate: Decimal.of(row.vat_rate),
    amount: Decimal.of(row.amount),
    tax: Decimal.of(row.tax),
    totalWithTax: Decimal.of(row.total_with_tax),
    coveredAmount: Decimal.of(row.covered_amount),
    status: row.status,
    relatedDocumentId: row.related_document_id,
    remarks: row.remarks,
    approvalNumberStatus: row.approval_number_status,
    taxAuthorityApprovalNumber: row.tax_authority_approval_number,
    approvalRejectionReason: row.approval_rejection_reason,
    cancelled: row.cancelled,
    cancellationReason: row.cancellation_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lines: lines.map((l) => ({
      description: l.description,
      quantity: Decimal.of(l.quantity),
      unitPrice: Decimal.of(l.unit_price),
      lineTotal: Decimal.of(l.line_total),
      productId: l.product_id,
    })),
    payments: payments.map((p) => ({ method: p.method, amount: Decimal.of(p.amount), date: p.paid_on })),
  };
}
