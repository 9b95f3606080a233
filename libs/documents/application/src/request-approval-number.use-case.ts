import { Inject, Injectable } from '@nestjs/common';
import { IssuedDocument, snapshotOf } from '@backoffice/documents/domain';
import { CLOCK, Clock, UNIT_OF_WORK, UnitOfWork } from '@backoffice/shared/kernel';
import { DOCUMENT_EVENTS, documentEvent } from './document-events';
import { DOCUMENT_REPOSITORY, DocumentRepository, EVENT_OUTBOX, EventOutbox, TAX_AUTHORITY, TaxAuthority, TaxAuthorityAnswer } from './documents.ports';

/**
 * Asks the tax authority for a PENDING document's allocation number and records the answer:
 * APPROVED with the number (and `document.approval_number.assigned`), or REJECTED with the
 * authority's reason. The network call happens outside any transaction; recording takes the
 * document's row lock and does nothing if another attempt recorded an answer first. An
 * unreachable authority throws, so the job retries on its schedule.
 */
@Injectable()
export class RequestApprovalNumber {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @Inject(TAX_AUTHORITY) private readonly authority: TaxAuthority,
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Returns the document after the attempt (unchanged when it no longer waits for a number). */
  async execute(input: { documentId: number }): Promise<IssuedDocument | null> {
    const document = await this.documents.findByIdUnscoped(input.documentId);
    if (!document || document.approvalNumberStatus !== 'PENDING' || !document.clientTaxId) return document;
    const answer = await this.authority.requestAllocationNumber({
      companyId: document.companyId,
      documentId: document.id,
      type: document.type,
      number: document.number,
      clientTaxId: document.clientTaxId,
      amountBeforeVat: document.amount.toScale(2),
      issueDate: document.issueDate,
    });
    return this.record(input.documentId, answer);
  }

  private record(documentId: number, answer: TaxAuthorityAnswer): Promise<IssuedDocument | null> {
    return this.uow.run(async () => {
      const current = await this.documents.lockByIdUnscoped(documentId);
      if (!current || current.approvalNumberStatus !== 'PENDING') return current;
      const now = this.clock.now();
      const approved = answer.outcome === 'approved';
      const change = {
        status: approved ? ('APPROVED' as const) : ('REJECTED' as const),
        number: approved ? answer.allocationNumber : null,
        reason: approved ? null : answer.reason,
        updatedAt: now,
      };
      await this.documents.recordApproval(documentId, change);
      const updated: IssuedDocument = {
        ...current,
        approvalNumberStatus: change.status,
        taxAuthorityApprovalNumber: change.number,
        approvalRejectionReason: change.reason,
        updatedAt: now,
      };
      if (approved) {
        await this.outbox.add({ companyId: current.companyId, documentId, ...documentEvent(DOCUMENT_EVENTS.approvalNumberAssigned, { document: snapshotOf(updated) }), at: now });
      }
      return updated;
    });
  }
}
