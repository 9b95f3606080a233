import { IssuedDocument } from '@backoffice/documents/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { AllocateReceipt } from './allocate-receipt.use-case';
import { AwaitApprovalNumber } from './await-approval-number';
import { DocumentClient, TaxAuthorityAnswer } from './documents.ports';
import { NOW, ScriptedAuthority, codeOf, inMemoryPorts, inline, owner } from './in-memory-ports';
import { IssueDocument, IssueDocumentInput } from './issue-document.use-case';
import { RequestApprovalNumber } from './request-approval-number.use-case';
import { SettleRelated } from './settle-related.use-case';

const clients: Record<number, DocumentClient> = { 10: { id: 10, name: 'Acme Ltd', taxId: '514000001' }, 11: { id: 11, name: 'Other', taxId: null } };

function setUp(authorityAnswer?: () => Promise<TaxAuthorityAnswer>) {
  const { documents, outbox, idempotency, jobs, clock, settlements } = inMemoryPorts();
  const authority = new ScriptedAuthority(authorityAnswer);
  const approvalNumber = new AwaitApprovalNumber(new RequestApprovalNumber(inline, documents, authority, outbox, clock), { waitInRequestMs: 50 }, jobs, idempotency);
  const useCase = new IssueDocument(
    inline,
    documents,
    idempotency,
    outbox,
    { find: async (companyId, id) => (companyId === 1 ? (clients[id] ?? null) : null) },
    { forCompany: async () => ({ vatRate: Decimal.of(18), allocationNumberThreshold: Decimal.of(5000) }) },
    clock,
    { hash: (text) => text },
    new AllocateReceipt(documents, outbox, settlements),
    new SettleRelated(documents, outbox, settlements),
    approvalNumber,
  );
  return { documents, outbox, idempotency, authority, jobs, useCase };
}

const invoice = (overrides: Partial<IssueDocumentInput> = {}): IssueDocumentInput => ({
  entityId: 11,
  items: [
    { description: 'Widget', quantity: 3, unitPrice: 10.1 },
    { description: 'Fee', quantity: 1, unitPrice: 0.35 },
  ],
  ...overrides,
});

describe('IssueDocument', () => {
  it('numbers, prices exactly, stores and announces a document, and answers its creation response', async () => {
    const { documents, outbox, useCase } = setUp();
    const { body, replayed } = await useCase.execute(owner, 'invoice', invoice({ date: '2026-02-27' }));
    expect(replayed).toBe(false);
    expect(body).toMatchObject({ success: true, type: 'invoice', number: 1, amount: 30.65, tax: 5.52, totalWithTax: 36.17, status: 'OPEN', approvalNumberStatus: null });
    const stored = documents.docs.get(body.id) as IssuedDocument;
    expect(stored.lines.map((l) => l.lineTotal.toScale(2))).toEqual(['30.30', '0.35']);
    expect(stored).toMatchObject({ issueDate: '2026-02-27', clientName: 'Other', currency: 'ILS', createdAt: NOW });
    expect(outbox.types()).toEqual([`document.created@${body.id}`]);
    expect(outbox.events[0].data).toMatchObject({ document: { id: body.visibleId, totalWithTax: 36.17, status: 'OPEN', remainingAmount: 36.17 } });
  });

  it('refuses a request of the wrong shape, or for an unknown entity, before taking a number or writing anything', async () => {
    const { documents, outbox, useCase } = setUp();
    expect(await codeOf(useCase.execute(owner, 'receipt', { entityId: 11 }))).toBe('VALIDATION_ERROR');
    expect(await codeOf(useCase.execute(owner, 'invoice', { entityId: 11 }))).toBe('VALIDATION_ERROR');
    expect(await codeOf(useCase.execute(owner, 'invoice', invoice({ allocations: [{ documentId: 1, amount: 1 }] })))).toBe('VALIDATION_ERROR');
    expect(await codeOf(useCase.execute(owner, 'refund', invoice()))).toBe('VALIDATION_ERROR');
    expect(await codeOf(useCase.execute(owner, 'invoice', invoice({ entityId: 99 })))).toBe('ENTITY_NOT_FOUND');
    expect(documents.writes).toEqual([]);
    expect(outbox.events).toEqual([]);
  });

  it('answers the existing document for an externalId already issued, without a new number', async () => {
    const { documents, useCase } = setUp();
    const first = await useCase.execute(owner, 'invoice', invoice({ externalId: 'order-1' }));
    const again = await useCase.execute(owner, 'invoice', invoice({ externalId: 'order-1', remarks: 'resent' }));
    expect(again.body).toMatchObject({ id: first.body.id, number: 1, alreadyExists: true });
    expect(documents.counters.get('1/invoice')).toBe(1);
  });

  it('runs again when a concurrent request committed the same externalId first, and answers that document', async () => {
    const { documents, useCase } = setUp();
    const winner = documents.seed({ id: 500, type: 'invoice', externalId: 'order-2', number: 9 });
    documents.docs.delete(500);
    documents.loseExternalIdRaceTo = winner;
    const { body } = await useCase.execute(owner, 'invoice', invoice({ externalId: 'order-2' }));
    expect(body).toMatchObject({ id: 500, number: 9, alreadyExists: true });
  });

  it('replays the stored answer for the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const { documents, outbox, useCase } = setUp();
    const first = await useCase.execute(owner, 'invoice', invoice(), 'key-1');
    const replay = await useCase.execute(owner, 'invoice', invoice(), 'key-1');
    expect(replay).toEqual({ body: first.body, replayed: true });
    expect(await codeOf(useCase.execute(owner, 'invoice', invoice({ remarks: 'changed' }), 'key-1'))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await codeOf(useCase.execute(owner, 'order', invoice(), 'key-1'))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await codeOf(useCase.execute(owner, 'invoice', invoice(), ' '))).toBe('INVALID_IDEMPOTENCY_KEY');
    expect(documents.docs.size).toBe(1);
    expect(outbox.events).toHaveLength(1);
  });

  describe('the tax authority', () => {
    const large = invoice({ entityId: 10, items: [{ description: 'Project', quantity: 1, unitPrice: 6000 }] });

    it('answers APPROVED with the number when the authority answers within the wait, and a replay answers the same', async () => {
      const { idempotency, outbox, jobs, useCase } = setUp(async () => ({ outcome: 'approved', allocationNumber: 'AL-1' }));
      const { body } = await useCase.execute(owner, 'invoice', large, 'key-2');
      expect(body).toMatchObject({ approvalNumberStatus: 'APPROVED', taxAuthorityApprovalNumber: 'AL-1' });
      expect(idempotency.answers.get('1/key-2')?.body).toEqual(body);
      expect(await useCase.execute(owner, 'invoice', large, 'key-2')).toEqual({ body, replayed: true });
      expect(outbox.types()).toEqual([`document.created@${body.id}`, `document.approval_number.assigned@${body.id}`]);
      expect(jobs.enqueued).toEqual([]);
    });

    it('answers PENDING and leaves the asking to a job when the authority does not answer in time', async () => {
      const { jobs, authority, useCase } = setUp();
      const { body } = await useCase.execute(owner, 'invoice', large);
      expect(body.approvalNumberStatus).toBe('PENDING');
      expect(authority.calls).toBe(1);
      expect(jobs.enqueued).toEqual([{ name: 'documents.request-approval-number', payload: { documentId: body.id }, options: { jobId: `approval-${body.id}`, delayMs: 10_000 } }]);
    });

    it('does not ask below the threshold or for a client without a tax id', async () => {
      const { authority, useCase } = setUp();
      expect((await useCase.execute(owner, 'invoice', invoice({ entityId: 10 }))).body.approvalNumberStatus).toBeNull();
      expect((await useCase.execute(owner, 'invoice', invoice({ entityId: 11, items: large.items }))).body.approvalNumberStatus).toBeNull();
      expect(authority.calls).toBe(0);
    });
  });

  describe('a related document', () => {
    it('is locked and checked before the new document takes its number', async () => {
      const { documents, useCase } = setUp();
      documents.seed({ id: 1, type: 'invoice', entityId: 10 });
      expect(await codeOf(useCase.execute(owner, 'refund', invoice({ relatedDocumentId: 1 })))).toBe('VALIDATION_ERROR');
      expect(await codeOf(useCase.execute(owner, 'refund', invoice({ relatedDocumentId: 404 })))).toBe('RELATED_DOCUMENT_NOT_FOUND');
      expect(documents.locks).toEqual([[1], [404]]);
      expect(documents.writes).toEqual([]);
    });

    it('is named by the new document and settled after it is announced: credited by a refund, covered by any other type', async () => {
      const { documents, outbox, useCase } = setUp();
      documents.seed({ id: 1, type: 'invoice', entityId: 11 });
      documents.seed({ id: 2, type: 'order', entityId: 11 });
      const refund = await useCase.execute(owner, 'refund', invoice({ relatedDocumentId: 1 }));
      const covering = await useCase.execute(owner, 'invoice', invoice({ relatedDocumentId: 2 }));
      expect(documents.docs.get(refund.body.id)?.relatedDocumentId).toBe(1);
      expect(documents.docs.get(covering.body.id)?.relatedDocumentId).toBe(2);
      expect(outbox.types()).toEqual([`document.created@${refund.body.id}`, 'document.refunded@1', `document.created@${covering.body.id}`, 'document.status_changed@2']);
      expect([documents.docs.get(1)?.status, documents.docs.get(2)?.status]).toEqual(['OPEN', 'CLOSED']);
    });
  });

  it('settles the invoices a receipt names, after announcing the receipt', async () => {
    const { documents, outbox, useCase } = setUp();
    documents.seed({ id: 4, type: 'invoice', entityId: 11, totalWithTax: Decimal.of(50) });
    const { body } = await useCase.execute(owner, 'receipt', { entityId: 11, payments: [{ method: 'cash', amount: 80 }], allocations: [{ documentId: 4, amount: 50 }] });
    expect(body).toMatchObject({ type: 'receipt', status: 'CLOSED', totalWithTax: 80 });
    expect(documents.allocations).toEqual([{ receiptId: body.id, invoiceId: 4, amount: '50.00', releasedAt: null }]);
    expect(outbox.types()).toEqual([`document.created@${body.id}`, `document.allocated@${body.id}`, 'document.status_changed@4']);
    expect((documents.docs.get(4) as IssuedDocument).status).toBe('PAID');
  });
});
