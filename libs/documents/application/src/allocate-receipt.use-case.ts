import { Inject, Injectable } from '@nestjs/common';
import { IssuedDocument, allocateReceipt, snapshotOf } from '@backoffice/documents/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { DOCUMENT_EVENTS, documentEvent } from './document-events';
import { DOCUMENT_REPOSITORY, DocumentRepository, EVENT_OUTBOX, EventOutbox } from './documents.ports';
import { RecordSettlement } from './record-settlement';

/**
 * A newly issued receipt settles invoices of its client, in the issuing transaction: the invoices
 * are locked (in id order), the domain checks and prices the allocations, then the allocation
 * rows, the receipt's `document.allocated` event and each invoice's settlement are written.
 */
@Injectable()
export class AllocateReceipt {
  constructor(
    @Inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    private readonly settlements: RecordSettlement,
  ) {}

  async execute(receipt: IssuedDocument, requested: { documentId: number; amount: number }[], now: Date): Promise<void> {
    const amounts = requested.map((a) => ({ invoiceId: a.documentId, amount: Decimal.of(a.amount).round(2) }));
    const locked = await this.documents.lockForUpdate(
      receipt.companyId,
      amounts.map((a) => a.invoiceId),
    );
    const changes = allocateReceipt(receipt, amounts, new Map(locked.map((d) => [d.id, d])), now);
    await this.documents.addAllocations(receipt.companyId, receipt.id, amounts);
    const allocations = changes.map(({ before }, i) => ({ documentId: before.id, id: before.visibleId, number: before.number, amount: amounts[i].amount.toNumber() }));
    await this.outbox.add({
      companyId: receipt.companyId,
      documentId: receipt.id,
      ...documentEvent(DOCUMENT_EVENTS.allocated, { document: snapshotOf(receipt), allocations }),
      at: now,
    });
    for (const change of changes) await this.settlements.execute(receipt.companyId, change, receipt.visibleId);
  }
}
