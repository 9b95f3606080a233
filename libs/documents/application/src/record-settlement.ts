import { Inject, Injectable } from '@nestjs/common';
import { SettlementChange, snapshotOf } from '@backoffice/documents/domain';
import { DOCUMENT_EVENTS, documentEvent } from './document-events';
import { DOCUMENT_REPOSITORY, DocumentRepository, EVENT_OUTBOX, EventOutbox } from './documents.ports';

/**
 * Writes one settlement change the domain decided: the document's covered amount and status
 * (which moves it to the head of the change feed) and its `document.status_changed` event, in the
 * caller's transaction. Issuing, allocating, closing and cancelling all settle through here.
 */
@Injectable()
export class RecordSettlement {
  constructor(
    @Inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
  ) {}

  /** `changedBy`: the visibleId of the document that caused it, or `api_key:<id>` for a change by hand. */
  async execute(companyId: number, change: SettlementChange, changedBy: string): Promise<void> {
    const { before, after, reason } = change;
    await this.documents.updateSettlement(after.id, { coveredAmount: after.coveredAmount, status: after.status, updatedAt: after.updatedAt });
    await this.outbox.add({
      companyId,
      documentId: after.id,
      ...documentEvent(DOCUMENT_EVENTS.statusChanged, { document: snapshotOf(after), previousStatus: before.status, reason, changedBy }),
      at: after.updatedAt,
    });
  }
}
