import { closeByHand, releaseAllocation } from '@backoffice/documents/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { NOW, inMemoryPorts, visibleIdOf } from './in-memory-ports';

describe('RecordSettlement', () => {
  it('saves the covered amount and status, then reports the change with the document as it is after, why and by whom', async () => {
    const { documents, outbox, settlements } = inMemoryPorts();
    const invoice = documents.seed({ id: 3, type: 'invoice', coveredAmount: Decimal.of(118), status: 'PAID' });
    await settlements.execute(1, releaseAllocation(invoice, Decimal.of(18), NOW), visibleIdOf(9));
    expect(documents.writes).toEqual(['settle 3 PARTIALLY_PAID 100.00']);
    expect(documents.docs.get(3)).toMatchObject({ status: 'PARTIALLY_PAID', coveredAmount: Decimal.of(100), updatedAt: NOW });
    expect(outbox.events).toEqual([
      {
        companyId: 1,
        documentId: 3,
        type: 'document.status_changed',
        at: NOW,
        data: {
          document: expect.objectContaining({ documentId: 3, status: 'PARTIALLY_PAID', isOpen: true, coveredAmount: 100, remainingAmount: 18, updatedAt: NOW.toISOString() }),
          previousStatus: 'PAID',
          reason: 'ALLOCATION_CANCELLED',
          changedBy: visibleIdOf(9),
        },
      },
    ]);
  });

  it('dates the event at the change, and names who made a change by hand', async () => {
    const { documents, outbox, settlements } = inMemoryPorts();
    const at = new Date('2026-03-02T08:30:00Z');
    await settlements.execute(1, closeByHand(documents.seed({ id: 4, type: 'order' }), at), 'api_key:7');
    expect(documents.writes).toEqual(['settle 4 CLOSED 0.00']);
    expect(outbox.events[0]).toMatchObject({
      at,
      data: { document: { status: 'CLOSED', updatedAt: at.toISOString() }, previousStatus: 'OPEN', reason: 'MANUAL', changedBy: 'api_key:7' },
    });
  });
});
