import { Inject, Injectable } from '@nestjs/common';
import { DocumentLine, DocumentPayment, DocumentType, checkShape, needsApprovalNumber, priceDraft } from '@backoffice/documents/domain';
import { Actor, CLOCK, Clock, NotFoundError, assertCan } from '@backoffice/shared/kernel';
import { DOCUMENT_PARTIES, DOCUMENT_SETTINGS, DocumentParties, DocumentSettings } from './documents.ports';
import { IssueDocumentInput } from './issue-document.use-case';

export interface DocumentPreview {
  type: DocumentType;
  number: null;
  entityId: number;
  clientName: string;
  issueDate: string;
  currency: string;
  vatRate: string;
  amount: string;
  tax: string;
  totalWithTax: string;
  needsApprovalNumber: boolean;
  lines: DocumentLine[];
  payments: DocumentPayment[];
  remarks: string | null;
}

/**
 * `POST /documents/preview`: the same checks and arithmetic as issuing, without a number, a
 * write or an event (and without regard to any Idempotency-Key).
 */
@Injectable()
export class PreviewDocument {
  constructor(
    @Inject(DOCUMENT_PARTIES) private readonly parties: DocumentParties,
    @Inject(DOCUMENT_SETTINGS) private readonly settings: DocumentSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, type: DocumentType, input: IssueDocumentInput): Promise<DocumentPreview> {
    assertCan(actor, 'create_documents');
    checkShape(type, input);
    const client = await this.parties.find(actor.companyId, input.entityId);
    if (!client) throw new NotFoundError('Entity', 'ENTITY_NOT_FOUND');
    const settings = await this.settings.forCompany(actor.companyId);
    const issueDate = input.date ?? this.clock.now().toISOString().slice(0, 10);
    const { lines, payments, totals } = priceDraft(type, input, settings.vatRate, issueDate);
    return {
      type,
      number: null,
      entityId: client.id,
      clientName: client.name,
      issueDate,
      currency: input.currency ?? 'ILS',
      vatRate: settings.vatRate.toString(),
      amount: totals.amount.toScale(2),
      tax: totals.tax.toScale(2),
      totalWithTax: totals.totalWithTax.toScale(2),
      needsApprovalNumber: needsApprovalNumber({ type, clientTaxId: client.taxId, amountBeforeVat: totals.amount, thresholdBeforeVat: settings.allocationNumberThreshold }),
      lines,
      payments,
      remarks: input.remarks ?? null,
    };
  }
}
