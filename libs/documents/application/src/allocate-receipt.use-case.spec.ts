import { Decimal } from '@backoffice/shared/kernel';
import { AllocateReceipt } from './allocate-receipt.use-case';
import { NOW, codeOf, inMemoryPorts, visibleIdOf } from './in-memory-ports';

describe('AllocateReceipt', () => {
  function setUp() {
    const { documents, outbox, settlements } = inMemoryPorts();
    const receipt = documents.seed({ id: 9, type: 'receipt', entityId: 11, status: 'CLOSED', amount: Decimal.of(130), tax: Decimal.of(0), totalWithTax: Decimal.of(130) });
    return { documents, outbox, receipt, allocate: new AllocateReceipt(documents, outbox, settlements) };
  }

  it('locks the invoices, writes the allocations, then reports them and each settlement, in request order', async () => {
    const { documents, outbox, receipt, allocate } = setUp();
    documents.seed({ id: 4, type: 'invoice', entityId: 11, totalWithTax: Decimal.of(50) });
    documents.seed({ id: 3, type: 'invoice', entityId: 11, totalWithTax: Decimal.of(100), coveredAmount: Decimal.of(20), status: 'PARTIALLY_PAID' });
    await allocate.execute(
      receipt,
      [
        { documentId: 4, amount: 50 },
        { documentId: 3, amount: 30 },
      ],
      NOW,
    );
    expect(documents.locks).toEqual([[4, 3]]);
    expect(documents.allocations).toEqual([
      { receiptId: 9, invoiceId: 4, amount: '50.00', releasedAt: null },
      { receiptId: 9, invoiceId: 3, amount: '30.00', releasedAt: null },
    ]);
    expect(documents.writes).toEqual(['allocations 9', 'settle 4 PAID 50.00', 'settle 3 PARTIALLY_PAID 50.00']);
    expect(outbox.types()).toEqual(['document.allocated@9', 'document.status_changed@4', 'document.status_changed@3']);
    expect(outbox.events[0]).toMatchObject({
      companyId: 1,
      at: NOW,
      data: {
        document: { id: visibleIdOf(9), type: 'receipt' },
        allocations: [
          { documentId: 4, id: visibleIdOf(4), number: 4, amount: 50 },
          { documentId: 3, id: visibleIdOf(3), number: 3, amount: 30 },
        ],
      },
    });
    expect(outbox.events[2].data).toMatchObject({
      previousStatus: 'PARTIALLY_PAID',
      reason: 'ALLOCATION',
      changedBy: visibleIdOf(9),
      document: { status: 'PARTIALLY_PAID', coveredAmount: 50, remainingAmount: 50 },
    });
  });

  it('rounds each amount to the agora before it is checked, so an invoice can be paid to its exact total', async () => {
    const { documents, outbox, receipt, allocate } = setUp();
    documents.seed({ id: 3, type: 'invoice', entityId: 11, totalWithTax: Decimal.of(50), coveredAmount: Decimal.of('39.99'), status: 'PARTIALLY_PAID' });
    await allocate.execute(receipt, [{ documentId: 3, amount: 10.014 }], NOW);
    expect(documents.writes).toEqual(['allocations 9', 'settle 3 PAID 50.00']);
    expect(outbox.events[0].data).toMatchObject({ allocations: [{ documentId: 3, amount: 10.01 }] });
  });

  it('writes nothing when one allocation cannot be made: beyond an open amount or the receipt, not open, not found, not an invoice of the entity', async () => {
    const { documents, outbox, receipt, allocate } = setUp();
    documents.seed({ id: 1, type: 'invoice', entityId: 11, totalWithTax: Decimal.of(100) });
    documents.seed({ id: 2, type: 'invoice', entityId: 11, totalWithTax: Decimal.of(100), coveredAmount: Decimal.of(90), status: 'PARTIALLY_PAID' });
    documents.seed({ id: 3, type: 'invoice', entityId: 11, totalWithTax: Decimal.of(100), coveredAmount: Decimal.of(100), status: 'PAID' });
    documents.seed({ id: 4, type: 'invoice', entityId: 11, status: 'CLOSED' });
    documents.seed({ id: 5, type: 'invoice', entityId: 11, companyId: 2 });
    documents.seed({ id: 6, type: 'invoice', entityId: 12 });
    documents.seed({ id: 7, type: 'order', entityId: 11 });
    const allocating = (...allocations: [number, number][]) =>
      codeOf(
        allocate.execute(
          receipt,
          allocations.map(([documentId, amount]) => ({ documentId, amount })),
          NOW,
        ),
      );
    expect(await allocating([1, 100], [2, 10.01])).toBe('ALLOCATION_EXCEEDS_BALANCE');
    expect(await allocating([3, 0.01])).toBe('ALLOCATION_EXCEEDS_BALANCE');
    expect(await allocating([1, 100], [2, 10], [4, 20.01])).toBe('ALLOCATION_EXCEEDS_RECEIPT');
    expect(await allocating([4, 1])).toBe('DOCUMENT_NOT_OPEN');
    expect(await allocating([1, 1], [5, 1])).toBe('DOCUMENT_NOT_FOUND');
    expect(await allocating([6, 1])).toBe('VALIDATION_ERROR');
    expect(await allocating([7, 1])).toBe('VALIDATION_ERROR');
    expect(await allocating([1, 1], [1, 1])).toBe('VALIDATION_ERROR');
    expect(documents.writes).toEqual([]);
    expect(documents.allocations).toEqual([]);
    expect(outbox.events).toEqual([]);
    expect(documents.docs.get(2)?.coveredAmount.toScale(2)).toBe('90.00');
  });
});
