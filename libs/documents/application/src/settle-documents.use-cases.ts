import { Inject, Injectable } from '@nestjs/common';
import { IssuedDocument, closeByHand, releaseAllocation, rulesOf, snapshotOf } from '@backoffice/documents/domain';
import { Actor, CLOCK, Clock, ConflictError, UNIT_OF_WORK, UnitOfWork, assertCan, isVisibleId } from '@backoffice/shared/kernel';
import { DOCUMENT_EVENTS, documentEvent } from './document-events';
import { DOCUMENT_REPOSITORY, DocumentRepository, EVENT_OUTBOX, EventOutbox } from './documents.ports';
import { DocumentNotFoundError } from './read-documents.use-cases';
import { RecordSettlement } from './record-settlement';

/** Who made a manual change, as `changedBy` names it: the API key. */
const byKey = (actor: Actor) => `api_key:${actor.keyId}`;

async function lockByVisibleId(documents: DocumentRepository, companyId: number, visibleId: string): Promise<IssuedDocument> {
  const found = isVisibleId(visibleId) ? await documents.findByVisibleId(companyId, visibleId.toLowerCase()) : null;
  const [locked] = found ? await documents.lockForUpdate(companyId, [found.id]) : [];
  if (!locked) throw new DocumentNotFoundError();
  return locked;
}

/** `POST /documents/:visibleId/close`: an open document is closed by hand (reason MANUAL). */
@Injectable()
export class CloseDocument {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settlements: RecordSettlement,
  ) {}

  execute(actor: Actor, visibleId: string): Promise<IssuedDocument> {
    assertCan(actor, 'write_business_data');
    return this.uow.run(async () => {
      const document = await lockByVisibleId(this.documents, actor.companyId, visibleId);
      const change = closeByHand(document, this.clock.now());
      await this.settlements.execute(actor.companyId, change, byKey(actor));
      return change.after;
    });
  }
}

/**
 * `POST /documents/:visibleId/cancel`: receipts and refunds only (an issued invoice is credited,
 * never cancelled). A cancelled receipt gives its allocations back: each invoice it settled
 * reopens by that amount (`status_changed`, reason ALLOCATION_CANCELLED).
 */
@Injectable()
export class CancelDocument {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly settlements: RecordSettlement,
  ) {}

  execute(actor: Actor, visibleId: string, reason: string): Promise<IssuedDocument> {
    assertCan(actor, 'write_business_data');
    return this.uow.run(async () => {
      const document = await lockByVisibleId(this.documents, actor.companyId, visibleId);
      if (!rulesOf(document.type).cancellable)
        throw new ConflictError('DOCUMENT_NOT_CANCELLABLE', 'Only receipts and refunds can be cancelled; credit other documents with a refund');
      if (document.cancelled) throw new ConflictError('DOCUMENT_ALREADY_CANCELLED', 'The document is already cancelled');
      const now = this.clock.now();
      const given = await this.documents.activeAllocations(document.id);
      const invoices = new Map(
        (
          await this.documents.lockForUpdate(
            actor.companyId,
            given.map((a) => a.invoiceId),
          )
        ).map((d) => [d.id, d]),
      );
      await this.documents.releaseAllocations(document.id, now);
      await this.documents.markCancelled(document.id, reason, now);
      const cancelled = { ...document, status: 'CANCELLED' as const, cancelled: true, cancellationReason: reason, updatedAt: now };
      await this.outbox.add({
        companyId: actor.companyId,
        documentId: document.id,
        ...documentEvent(DOCUMENT_EVENTS.cancelled, { document: snapshotOf(cancelled), cancellationReason: reason }),
        at: now,
      });
      for (const allocation of given) {
        const change = releaseAllocation(invoices.get(allocation.invoiceId) as IssuedDocument, allocation.amount, now);
        await this.settlements.execute(actor.companyId, change, document.visibleId);
      }
      return cancelled;
    });
  }
}
