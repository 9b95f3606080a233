import { Inject, Injectable } from '@nestjs/common';
import { IssuedDocument, isOpenStatus, rulesOf, settledStatus, snapshotOf } from '@backoffice/documents/domain';
import { Actor, CLOCK, Clock, ConflictError, UNIT_OF_WORK, UnitOfWork, assertCan, isVisibleId } from '@backoffice/shared/kernel';
import { DOCUMENT_EVENTS } from './document-events';
import { DOCUMENT_REPOSITORY, DocumentRepository, EVENT_OUTBOX, EventOutbox } from './documents.ports';
import { DocumentNotFoundError } from './read-documents.use-cases';

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
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(actor: Actor, visibleId: string): Promise<IssuedDocument> {
    assertCan(actor, 'write_business_data');
    return this.uow.run(async () => {
      const document = await lockByVisibleId(this.documents, actor.companyId, visibleId);
      if (!isOpenStatus(document.status)) throw new ConflictError('DOCUMENT_NOT_OPEN', `The document is ${document.status.toLowerCase()}`);
      const now = this.clock.now();
      await this.documents.updateSettlement(document.id, { coveredAmount: document.coveredAmount, status: 'CLOSED', updatedAt: now });
      const closed = { ...document, status: 'CLOSED' as const, updatedAt: now };
      await this.outbox.add({
        companyId: actor.companyId,
        type: DOCUMENT_EVENTS.statusChanged,
        documentId: document.id,
        data: { document: snapshotOf(closed), previousStatus: document.status, reason: 'MANUAL', changedBy: byKey(actor) },
        at: now,
      });
      return closed;
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
  ) {}

  execute(actor: Actor, visibleId: string, reason: string): Promise<IssuedDocument> {
    assertCan(actor, 'write_business_data');
    return this.uow.run(async () => {
      const document = await lockByVisibleId(this.documents, actor.companyId, visibleId);
      if (!rulesOf(document.type).cancellable) throw new ConflictError('DOCUMENT_NOT_CANCELLABLE', 'Only receipts and refunds can be cancelled; credit other documents with a refund');
      if (document.cancelled) throw new ConflictError('DOCUMENT_ALREADY_CANCELLED', 'The document is already cancelled');
      const now = this.clock.now();
      const given = await this.documents.activeAllocations(document.id);
      const invoices = new Map((await this.documents.lockForUpdate(actor.companyId, given.map((a) => a.invoiceId))).map((d) => [d.id, d]));
      await this.documents.releaseAllocations(document.id, now);
      await this.documents.markCancelled(document.id, reason, now);
      const cancelled = { ...document, status: 'CANCELLED' as const, cancelled: true, cancellationReason: reason, updatedAt: now };
      await this.outbox.add({ companyId: actor.companyId, type: DOCUMENT_EVENTS.cancelled, documentId: document.id, data: { document: snapshotOf(cancelled), cancellationReason: reason }, at: now });
      for (const allocation of given) {
        const invoice = invoices.get(allocation.invoiceId) as IssuedDocument;
        const coveredAmount = invoice.coveredAmount.minus(allocation.amount);
        const status = settledStatus(invoice.status, { totalWithTax: invoice.totalWithTax, coveredAmount });
        await this.documents.updateSettlement(invoice.id, { coveredAmount, status, updatedAt: now });
        await this.outbox.add({
          companyId: actor.companyId,
          type: DOCUMENT_EVENTS.statusChanged,
          documentId: invoice.id,
          data: { document: snapshotOf({ ...invoice, coveredAmount, status, updatedAt: now }), previousStatus: invoice.status, reason: 'ALLOCATION_CANCELLED', changedBy: document.visibleId },
          at: now,
        });
      }
      return cancelled;
    });
  }
}
