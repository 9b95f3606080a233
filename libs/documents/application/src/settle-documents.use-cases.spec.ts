import { Actor, Decimal } from '@backoffice/shared/kernel';
import { NOW, codeOf, employee, inMemoryPorts, inline, owner, visibleIdOf } from './in-memory-ports';
import { CancelDocument, CloseDocument } from './settle-documents.use-cases';

function setUp() {
  const { documents, outbox, clock, settlements } = inMemoryPorts();
  const close = new CloseDocument(inline, documents, clock, settlements);
  const cancel = new CancelDocument(inline, documents, outbox, clock, settlements);
  return { documents, outbox, close, cancel };
}

describe('CloseDocument', () => {
  it('closes an open document by hand: CLOSED, its covered amount kept, reported as MANUAL by the API key', async () => {
    const { documents, outbox, close } = setUp();
    documents.seed({ id: 3, type: 'invoice', coveredAmount: Decimal.of(50), status: 'PARTIALLY_PAID' });
    const closed = await close.execute(owner, visibleIdOf(3));
    expect(closed).toMatchObject({ id: 3, status: 'CLOSED', coveredAmount: Decimal.of(50), updatedAt: NOW });
    expect(documents.locks).toEqual([[3]]);
    expect(documents.writes).toEqual(['settle 3 CLOSED 50.00']);
    expect(outbox.types()).toEqual(['document.status_changed@3']);
    expect(outbox.events[0]).toMatchObject({
      at: NOW,
      data: {
        document: { id: visibleIdOf(3), status: 'CLOSED', isOpen: false, coveredAmount: 50, remainingAmount: 68 },
        previousStatus: 'PARTIALLY_PAID',
        reason: 'MANUAL',
        changedBy: 'api_key:7',
      },
    });
  });

  it('finds the document by its public id in any letter case', async () => {
    const { documents, close } = setUp();
    documents.seed({ id: 4, type: 'quotation' });
    expect((await close.execute(owner, visibleIdOf(4).toUpperCase())).status).toBe('CLOSED');
    expect(documents.docs.get(4)?.status).toBe('CLOSED');
  });

  it('refuses a document that is no longer open: paid, closed or cancelled', async () => {
    const { documents, outbox, close } = setUp();
    documents.seed({ id: 1, type: 'invoice', coveredAmount: Decimal.of(118), status: 'PAID' });
    documents.seed({ id: 2, type: 'order', status: 'CLOSED' });
    documents.seed({ id: 3, type: 'receipt', status: 'CANCELLED', cancelled: true });
    for (const id of [1, 2, 3]) expect(await codeOf(close.execute(owner, visibleIdOf(id)))).toBe('DOCUMENT_NOT_OPEN');
    expect(documents.writes).toEqual([]);
    expect(outbox.events).toEqual([]);
  });
});

describe('CancelDocument', () => {
  /** Receipt 9 paid all of invoice 3 and part of invoice 4; receipt 8 paid another part of invoice 4. */
  function withAllocations() {
    const ports = setUp();
    const { documents } = ports;
    documents.seed({ id: 8, type: 'receipt', status: 'CLOSED', amount: Decimal.of(20), tax: Decimal.of(0), totalWithTax: Decimal.of(20) });
    documents.seed({ id: 9, type: 'receipt', status: 'CLOSED', amount: Decimal.of(80), tax: Decimal.of(0), totalWithTax: Decimal.of(80) });
    documents.seed({ id: 3, type: 'invoice', totalWithTax: Decimal.of(50), coveredAmount: Decimal.of(50), status: 'PAID' });
    documents.seed({ id: 4, type: 'invoice', coveredAmount: Decimal.of(50), status: 'PARTIALLY_PAID' });
    documents.seedAllocation(8, 4, '20.00');
    documents.seedAllocation(9, 4, '30.00');
    documents.seedAllocation(9, 3, '50.00');
    return ports;
  }

  it('cancels a receipt and gives its allocations back: each invoice it settled owes that amount again', async () => {
    const { documents, outbox, cancel } = withAllocations();
    const cancelled = await cancel.execute(owner, visibleIdOf(9), 'Bounced cheque');
    expect(cancelled).toMatchObject({ id: 9, status: 'CANCELLED', cancelled: true, cancellationReason: 'Bounced cheque', updatedAt: NOW });
    expect(documents.locks).toEqual([[9], [3, 4]]);
    expect(documents.writes).toEqual(['release 9', 'cancel 9', 'settle 3 OPEN 0.00', 'settle 4 PARTIALLY_PAID 20.00']);
    expect(documents.allocations.map((a) => [a.receiptId, a.invoiceId, a.releasedAt])).toEqual([
      [8, 4, null],
      [9, 4, NOW],
      [9, 3, NOW],
    ]);
    expect(documents.docs.get(9)).toMatchObject({ status: 'CANCELLED', cancelled: true, cancellationReason: 'Bounced cheque' });
    expect(outbox.types()).toEqual(['document.cancelled@9', 'document.status_changed@3', 'document.status_changed@4']);
    expect(outbox.events[0]).toMatchObject({
      at: NOW,
      data: { cancellationReason: 'Bounced cheque', document: { id: visibleIdOf(9), status: 'CANCELLED', cancelled: true, isOpen: false } },
    });
    expect(outbox.events[1].data).toMatchObject({
      previousStatus: 'PAID',
      reason: 'ALLOCATION_CANCELLED',
      changedBy: visibleIdOf(9),
      document: { status: 'OPEN', coveredAmount: 0, remainingAmount: 50 },
    });
    expect(outbox.events[2].data).toMatchObject({ previousStatus: 'PARTIALLY_PAID', document: { status: 'PARTIALLY_PAID', coveredAmount: 20, remainingAmount: 98 } });
  });

  it('gives allocations back once: cancelling again is refused and changes nothing', async () => {
    const { documents, outbox, cancel } = withAllocations();
    await cancel.execute(owner, visibleIdOf(9), 'Bounced cheque');
    const written = [...documents.writes];
    expect(await codeOf(cancel.execute(owner, visibleIdOf(9), 'Again'))).toBe('DOCUMENT_ALREADY_CANCELLED');
    expect(documents.writes).toEqual(written);
    expect(outbox.events).toHaveLength(3);
    expect(documents.docs.get(4)?.coveredAmount.toScale(2)).toBe('20.00');
  });

  it('cancels a refund, which settled nothing', async () => {
    const { documents, outbox, cancel } = setUp();
    documents.seed({ id: 12, type: 'refund', status: 'CLOSED', relatedDocumentId: 3 });
    await cancel.execute(owner, visibleIdOf(12), 'Issued by mistake');
    expect(documents.writes).toEqual(['release 12', 'cancel 12']);
    expect(outbox.types()).toEqual(['document.cancelled@12']);
  });

  it('refuses every other type: an issued invoice is credited, never cancelled', async () => {
    const { documents, outbox, cancel } = setUp();
    const others = ['invoice', 'invoiceReceipt', 'quotation', 'order', 'delivery', 'return'] as const;
    others.forEach((type, i) => documents.seed({ id: i + 1, type }));
    for (const [i] of others.entries()) expect(await codeOf(cancel.execute(owner, visibleIdOf(i + 1), 'No'))).toBe('DOCUMENT_NOT_CANCELLABLE');
    expect(documents.writes).toEqual([]);
    expect(outbox.events).toEqual([]);
  });
});

describe('CloseDocument and CancelDocument', () => {
  /** Both use cases, as async calls: a refused permission is thrown before any promise is made. */
  const byHand = ({ close, cancel }: ReturnType<typeof setUp>) => [
    async (actor: Actor, id: string) => close.execute(actor, id),
    async (actor: Actor, id: string) => cancel.execute(actor, id, 'By hand'),
  ];

  it('answer DOCUMENT_NOT_FOUND for an id that is not a UUID, unknown, or of another company, without locking anything', async () => {
    const ports = setUp();
    ports.documents.seed({ id: 5, type: 'receipt', status: 'CLOSED', companyId: 2 });
    for (const action of byHand(ports)) {
      for (const id of ['5', 'not-a-uuid', visibleIdOf(404), visibleIdOf(5)]) expect(await codeOf(action(owner, id))).toBe('DOCUMENT_NOT_FOUND');
    }
    expect(ports.documents.locks).toEqual([]);
    expect(ports.documents.docs.get(5)?.status).toBe('CLOSED');
  });

  it('need a key that may write business data: an employee key is refused before anything is read', async () => {
    const ports = setUp();
    ports.documents.seed({ id: 5, type: 'receipt', status: 'CLOSED' });
    ports.documents.seed({ id: 6, type: 'order' });
    const manager: Actor = { ...employee, role: 'manager' };
    const [close, cancel] = byHand(ports);
    expect(await codeOf(close(employee, visibleIdOf(6)))).toBe('FORBIDDEN');
    expect(await codeOf(cancel(employee, visibleIdOf(5)))).toBe('FORBIDDEN');
    expect(ports.documents.locks).toEqual([]);
    expect((await close(manager, visibleIdOf(6))).status).toBe('CLOSED');
    expect((await cancel(manager, visibleIdOf(5))).status).toBe('CANCELLED');
  });
});
