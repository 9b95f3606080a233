import { Decimal } from '@backoffice/shared/kernel';
import { DocumentType, rulesOf } from './document-type';

export type ApprovalNumberStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/**
 * A tax invoice (`invoice`, `invoiceReceipt`) to a client with a tax id, at or above the
 * company's threshold before VAT, needs a tax-authority allocation number (contract "Documents").
 */
export function needsApprovalNumber(input: { type: DocumentType; clientTaxId: string | null; amountBeforeVat: Decimal; thresholdBeforeVat: Decimal }): boolean {
  return rulesOf(input.type).taxInvoice && !!input.clientTaxId && input.amountBeforeVat.gte(input.thresholdBeforeVat);
}
