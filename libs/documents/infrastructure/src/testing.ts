/**
 * Builders for the documents context's tests (`@backoffice/documents/infrastructure/testing`);
 * imported from tests only. The database side (companies, API keys) is in
 * `@backoffice/shared/persistence/testing`.
 */
import { UnnumberedDocument } from '@backoffice/documents/application';
import { DocumentLine } from '@backoffice/documents/domain';
import { Decimal } from '@backoffice/shared/kernel';

/** A priced line: `quantity × unitPrice`. */
export function aLine(unitPrice: string, quantity = '1', overrides: Partial<DocumentLine> = {}): DocumentLine {
  return {
    description: 'Consulting',
    quantity: Decimal.of(quantity),
    unitPrice: Decimal.of(unitPrice),
    lineTotal: Decimal.of(quantity).times(unitPrice).round(2),
    productId: null,
    ...overrides,
  };
}

/** An open invoice of 100 + 18% VAT to entity 1, authored by `createdByKeyId`; the repository numbers it. */
export function aDocument(companyId: number, createdByKeyId: number, overrides: Partial<UnnumberedDocument> = {}): UnnumberedDocument {
  const now = new Date();
  return {
    companyId,
    type: 'invoice',
    externalId: null,
    entityId: 1,
    clientName: 'Client Ltd',
    clientTaxId: null,
    issueDate: '2026-01-15',
    currency: 'ILS',
    vatRate: Decimal.of('18'),
    amount: Decimal.of('100'),
    tax: Decimal.of('18'),
    totalWithTax: Decimal.of('118'),
    coveredAmount: Decimal.ZERO,
    status: 'OPEN',
    relatedDocumentId: null,
    remarks: null,
    approvalNumberStatus: null,
    taxAuthorityApprovalNumber: null,
    createdByKeyId,
    updatedAt: now,
    lines: [aLine('100')],
    payments: [],
    ...overrides,
  };
}
