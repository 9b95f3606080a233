import { Inject, Injectable } from '@nestjs/common';
import { IssuedDocument, coverRelated, rulesOf, snapshotOf } from '@backoffice/documents/domain';
import { NotFoundError, ValidationError } from '@backoffice/shared/kernel';
import { DOCUMENT_EVENTS, documentEvent } from './document-events';
import { DOCUMENT_REPOSITORY, DocumentRepository, EVENT_OUTBOX, EventOutbox } from './documents.ports';
import { RecordSettlement } from './record-settlement';

/**
 * The document a new one names (`relatedDocumentId`), in the issuing transaction: locked and
 * checked before the new document takes its number, then credited (a refund or return:
 * `document.refunded`) or covered (any other type closes it if open).
 */
@Injectable()
export class SettleRelated {
  constructor(
    @Inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    private readonly settlements: RecordSettlement,
  ) {}

  /** The related document, locked: it must exist in the company and belong to the same entity. */
  async lock(companyId: number, relatedId: number, entityId: number): Promise<IssuedDocument> {
    const [related] = await this.documents.lockForUpdate(companyId, [relatedId]);
    if (!related) throw new NotFoundError('Related document', 'RELATED_DOCUMENT_NOT_FOUND');
    if (related.entityId !== entityId) throw ValidationError.field('relatedDocumentId', 'belongs to another entity');
    return related;
  }

  async execute(issued: IssuedDocument, related: IssuedDocument, now: Date): Promise<void> {
    if (rulesOf(issued.type).credits) {
      const refundedBy = { id: issued.visibleId, documentId: issued.id, type: issued.type, number: issued.number, totalWithTax: issued.totalWithTax.toNumber() };
      await this.outbox.add({
        companyId: issued.companyId,
        documentId: related.id,
        ...documentEvent(DOCUMENT_EVENTS.refunded, { document: snapshotOf(related), refundedBy }),
        at: now,
      });
      return;
    }
    const change = coverRelated(issued.type, related, now);
    if (change) await this.settlements.execute(issued.companyId, change, issued.visibleId);
  }
}
