import { Decimal, ValidationError } from '@backoffice/shared/kernel';
import { NOW, codeOf, inMemoryPorts, visibleIdOf } from './in-memory-ports';
import { SettleRelated } from './settle-related.use-case';

describe('SettleRelated', () => {
  function setUp() {
    const { documents, outbox, settlements } = inMemoryPorts();
    return { documents, outbox, related: new SettleRelated(documents, outbox, settlements) };
  }

  describe('lock', () => {
    it('locks the related document and answers it when it belongs to the same entity', async () => {
      const { documents, related } = setUp();
      documents.seed({ id: 1, type: 'order', entityId: 11 });
      expect((await related.lock(1, 1, 11)).id).toBe(1);
      expect(documents.locks).toEqual([[1]]);
    });

    it('refuses a document that is unknown, of another company or of another entity', async () => {
      const { documents, outbox, related } = setUp();
      documents.seed({ id: 1, type: 'invoice', entityId: 11 });
      documents.seed({ id: 2, type: 'invoice', entityId: 11, companyId: 2 });
      expect(await codeOf(related.lock(1, 404, 11))).toBe('RELATED_DOCUMENT_NOT_FOUND');
      expect(await codeOf(related.lock(1, 2, 11))).toBe('RELATED_DOCUMENT_NOT_FOUND');
      const otherEntity = await related.lock(1, 1, 10).catch((e: ValidationError) => e);
      expect(otherEntity).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'relatedDocumentId', problem: 'belongs to another entity' }] });
      expect(documents.writes).toEqual([]);
      expect(outbox.events).toEqual([]);
    });
  });

  describe('execute', () => {
    it.each(['refund', 'return'] as const)('a %s credits it: document.refunded names the credit note, and the credited document stays as it was', async (type) => {
      const { documents, outbox, related } = setUp();
      const credited = documents.seed({ id: 1, type: 'invoice', entityId: 11, coveredAmount: Decimal.of(50), status: 'PARTIALLY_PAID' });
      const credit = documents.seed({ id: 101, type, number: 3, entityId: 11, totalWithTax: Decimal.of('36.17'), relatedDocumentId: 1 });
      await related.execute(credit, credited, NOW);
      expect(outbox.events).toEqual([
        {
          companyId: 1,
          documentId: 1,
          type: 'document.refunded',
          at: NOW,
          data: {
            document: expect.objectContaining({ documentId: 1, status: 'PARTIALLY_PAID', coveredAmount: 50, remainingAmount: 68 }),
            refundedBy: { id: visibleIdOf(101), documentId: 101, type, number: 3, totalWithTax: 36.17 },
          },
        },
      ]);
      expect(documents.writes).toEqual([]);
      expect(documents.docs.get(1)).toBe(credited);
    });

    it('any other type covers it: an open document is closed, reported as COVERED by the new document', async () => {
      const { documents, outbox, related } = setUp();
      const order = documents.seed({ id: 1, type: 'order', entityId: 11 });
      const invoice = documents.seed({ id: 101, type: 'invoice', entityId: 11, relatedDocumentId: 1 });
      await related.execute(invoice, order, NOW);
      expect(documents.writes).toEqual(['settle 1 CLOSED 0.00']);
      expect(documents.docs.get(1)).toMatchObject({ status: 'CLOSED', updatedAt: NOW });
      expect(outbox.types()).toEqual(['document.status_changed@1']);
      expect(outbox.events[0].data).toMatchObject({ previousStatus: 'OPEN', reason: 'COVERED', changedBy: visibleIdOf(101), document: { status: 'CLOSED', isOpen: false } });
    });

    it('leaves a document that is no longer open as it is', async () => {
      const { documents, outbox, related } = setUp();
      const paid = documents.seed({ id: 1, type: 'invoice', entityId: 11, coveredAmount: Decimal.of(118), status: 'PAID' });
      const closed = documents.seed({ id: 2, type: 'quotation', entityId: 11, status: 'CLOSED' });
      const invoice = documents.seed({ id: 101, type: 'invoiceReceipt', entityId: 11 });
      await related.execute(invoice, paid, NOW);
      await related.execute(invoice, closed, NOW);
      expect(documents.writes).toEqual([]);
      expect(outbox.events).toEqual([]);
    });
  });
});
