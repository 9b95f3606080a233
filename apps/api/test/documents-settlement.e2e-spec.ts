import { TAX_AUTHORITY } from '@backoffice/documents/application';
import { SimulatedTaxAuthority } from '@backoffice/documents/infrastructure';
import { describeWithDatabase, eventually } from '@backoffice/shared/testing';
import { createDocument, item, newClient, outboxOf } from './support/documents';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('documents: settlement, events and allocation numbers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '0' });
  });
  afterAll(() => t.close());

  it('settles invoices by receipt allocations, PARTIALLY_PAID then PAID, with their events', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Payer Ltd');
    const invoice = await createDocument(t, company, 'invoice', { entityId: client, items: [item(100)] }); // 118.00
    const first = await createDocument(t, company, 'receipt', {
      entityId: client,
      payments: [{ method: 'bankTransfer', amount: 50 }],
      allocations: [{ documentId: invoice.body.id, amount: 50 }],
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ type: 'receipt', totalWithTax: 50, tax: 0, status: 'CLOSED' });
    let read = await t.http.get(`/documents/${invoice.body.id}`).set(bearer(company.keys.owner));
    expect(read.body).toMatchObject({ status: 'PARTIALLY_PAID', coveredAmount: 50, remainingAmount: 68, isOpen: true });

    const tooMuch = await createDocument(t, company, 'receipt', {
      entityId: client,
      payments: [{ method: 'cash', amount: 100 }],
      allocations: [{ documentId: invoice.body.id, amount: 100 }],
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toBe('ALLOCATION_EXCEEDS_BALANCE');
    const beyondReceipt = await createDocument(t, company, 'receipt', {
      entityId: client,
      payments: [{ method: 'cash', amount: 10 }],
      allocations: [{ documentId: invoice.body.id, amount: 20 }],
    });
    expect(beyondReceipt.status).toBe(409);
    expect(beyondReceipt.body.error).toBe('ALLOCATION_EXCEEDS_RECEIPT');

    await createDocument(t, company, 'receipt', { entityId: client, payments: [{ method: 'cash', amount: 68 }], allocations: [{ documentId: invoice.body.id, amount: 68 }] });
    read = await t.http.get(`/documents/${invoice.body.id}`).set(bearer(company.keys.owner));
    expect(read.body).toMatchObject({ status: 'PAID', coveredAmount: 118, remainingAmount: 0, isOpen: false });

    const events = await outboxOf(t, company.companyId);
    expect(events.map((e) => e.type)).toEqual([
      'document.created',
      'document.created',
      'document.allocated',
      'document.status_changed',
      'document.created',
      'document.allocated',
      'document.status_changed',
    ]);
    const allocated = events[2].envelope;
    expect(allocated.data.allocations).toEqual([{ documentId: invoice.body.id, id: invoice.body.visibleId, number: invoice.body.number, amount: 50 }]);
    const changed = events[3].envelope;
    expect(changed.data).toMatchObject({ reason: 'ALLOCATION', changedBy: first.body.visibleId, previousStatus: 'OPEN' });
    expect(changed.data.document).toMatchObject({
      id: invoice.body.visibleId,
      documentId: invoice.body.id,
      status: 'PARTIALLY_PAID',
      isOpen: true,
      remainingAmount: 68,
      coveredAmount: 50,
    });
    for (const e of events) {
      expect(e.envelope).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: e.type, created: expect.any(Number), data: expect.any(Object) });
      expect(Object.keys(e.envelope.data.document).sort()).toEqual(
        [
          'amount',
          'approvalNumberStatus',
          'cancelled',
          'coveredAmount',
          'currency',
          'documentId',
          'entityId',
          'externalId',
          'id',
          'isOpen',
          'issueDate',
          'number',
          'remainingAmount',
          'retainerId',
          'status',
          'tax',
          'taxAuthorityApprovalNumber',
          'totalWithTax',
          'type',
          'updatedAt',
        ].sort(),
      );
    }
  });

  it('refuses allocations to another client or a non-invoice', async () => {
    const company = await t.newCompany();
    const a = await newClient(t, company, 'A Ltd');
    const b = await newClient(t, company, 'B Ltd');
    const invoiceOfA = await createDocument(t, company, 'invoice', { entityId: a, items: [item(10)] });
    const quotation = await createDocument(t, company, 'quotation', { entityId: b, items: [item(10)] });
    for (const target of [invoiceOfA.body.id, quotation.body.id]) {
      const res = await createDocument(t, company, 'receipt', { entityId: b, payments: [{ method: 'cash', amount: 5 }], allocations: [{ documentId: target, amount: 5 }] });
      expect(res.status).toBe(400);
    }
    const unknown = await createDocument(t, company, 'receipt', {
      entityId: b,
      payments: [{ method: 'cash', amount: 5 }],
      allocations: [{ documentId: 2_000_000_000, amount: 5 }],
    });
    expect(unknown.status).toBe(404);
  });

  it('closes a covered document (reason COVERED) and reports a refund against the original', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Cover Ltd');
    const order = await createDocument(t, company, 'order', { entityId: client, items: [item(20)] });
    const invoice = await createDocument(t, company, 'invoice', { entityId: client, items: [item(20)], relatedDocumentId: order.body.id });
    expect(invoice.status).toBe(200);
    const readOrder = await t.http.get(`/documents/${order.body.id}`).set(bearer(company.keys.owner));
    expect(readOrder.body).toMatchObject({ status: 'CLOSED', isOpen: false });
    const refund = await createDocument(t, company, 'refund', { entityId: client, items: [item(5)], relatedDocumentId: invoice.body.id });
    expect(refund.status).toBe(200);
    const unknownRelated = await createDocument(t, company, 'refund', { entityId: client, items: [item(5)], relatedDocumentId: 2_000_000_000 });
    expect(unknownRelated.status).toBe(404);
    expect(unknownRelated.body.error).toBe('RELATED_DOCUMENT_NOT_FOUND');
    const other = await t.newCompany();
    const otherClient = await newClient(t, other, 'Other Ltd');
    const foreignRelated = await createDocument(t, other, 'refund', { entityId: otherClient, items: [item(5)], relatedDocumentId: invoice.body.id });
    expect(foreignRelated.status).toBe(404);
    for (const action of ['close', 'cancel']) {
      const foreign = await t.http.post(`/documents/${refund.body.visibleId}/${action}`).set(bearer(other.keys.owner)).send({ reason: 'not mine' });
      expect(foreign.status).toBe(404);
    }
    const events = await outboxOf(t, company.companyId);
    const covered = events.find((e) => e.type === 'document.status_changed');
    expect(covered?.envelope.data).toMatchObject({ reason: 'COVERED', changedBy: invoice.body.visibleId, document: { id: order.body.visibleId, status: 'CLOSED' } });
    const refunded = events.find((e) => e.type === 'document.refunded');
    expect(refunded?.envelope.data).toMatchObject({
      document: { id: invoice.body.visibleId },
      refundedBy: { id: refund.body.visibleId, documentId: refund.body.id, type: 'refund' },
    });
  });

  it('closes an open document by hand (reason MANUAL) and refuses to close it twice', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Close Ltd');
    const quotation = await createDocument(t, company, 'quotation', { entityId: client, items: [item(3)] });
    const byEmployee = await t.http.post(`/documents/${quotation.body.visibleId}/close`).set(bearer(company.keys.employee));
    expect(byEmployee.status).toBe(403);
    const closed = await t.http.post(`/documents/${quotation.body.visibleId}/close`).set(bearer(company.keys.manager));
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ success: true, visibleId: quotation.body.visibleId, status: 'CLOSED' });
    const again = await t.http.post(`/documents/${quotation.body.visibleId}/close`).set(bearer(company.keys.manager));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('DOCUMENT_NOT_OPEN');
    const events = await outboxOf(t, company.companyId);
    expect(events[events.length - 1].envelope.data).toMatchObject({
      reason: 'MANUAL',
      changedBy: expect.stringMatching(/^api_key:\d+$/),
      document: { status: 'CLOSED', isOpen: false },
    });
    const unknown = await t.http.post('/documents/00000000-0000-4000-8000-000000000000/close').set(bearer(company.keys.manager));
    expect(unknown.status).toBe(404);
  });

  it('cancels receipts (giving their allocations back) and refunds, and nothing else', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Cancel Ltd');
    const invoice = await createDocument(t, company, 'invoice', { entityId: client, items: [item(100)] });
    const receipt = await createDocument(t, company, 'receipt', {
      entityId: client,
      payments: [{ method: 'check', amount: 118 }],
      allocations: [{ documentId: invoice.body.id, amount: 118 }],
    });
    expect((await t.http.get(`/documents/${invoice.body.id}`).set(bearer(company.keys.owner))).body.status).toBe('PAID');

    const notCancellable = await t.http.post(`/documents/${invoice.body.visibleId}/cancel`).set(bearer(company.keys.manager)).send({ reason: 'oops' });
    expect(notCancellable.status).toBe(409);
    expect(notCancellable.body.error).toBe('DOCUMENT_NOT_CANCELLABLE');
    const noReason = await t.http.post(`/documents/${receipt.body.visibleId}/cancel`).set(bearer(company.keys.manager)).send({});
    expect(noReason.status).toBe(400);

    const cancelled = await t.http.post(`/documents/${receipt.body.visibleId}/cancel`).set(bearer(company.keys.manager)).send({ reason: 'Check bounced' });
    expect(cancelled.status).toBe(200);
    const reopened = await t.http.get(`/documents/${invoice.body.id}`).set(bearer(company.keys.owner));
    expect(reopened.body).toMatchObject({ status: 'OPEN', coveredAmount: 0, remainingAmount: 118, isOpen: true });
    const readReceipt = await t.http.get(`/documents/${receipt.body.id}`).set(bearer(company.keys.owner));
    expect(readReceipt.body).toMatchObject({ status: 'CANCELLED', cancelled: true, cancellationReason: 'Check bounced' });
    const twice = await t.http.post(`/documents/${receipt.body.visibleId}/cancel`).set(bearer(company.keys.manager)).send({ reason: 'again' });
    expect(twice.status).toBe(409);

    const events = await outboxOf(t, company.companyId);
    const cancelEvent = events.find((e) => e.type === 'document.cancelled');
    expect(cancelEvent?.envelope.data).toMatchObject({ cancellationReason: 'Check bounced', document: { id: receipt.body.visibleId, cancelled: true } });
    expect(events[events.length - 1].envelope.data).toMatchObject({ reason: 'ALLOCATION_CANCELLED', document: { id: invoice.body.visibleId, status: 'OPEN' } });

    // The money is available again: a new receipt can settle the invoice.
    const again = await createDocument(t, company, 'receipt', {
      entityId: client,
      payments: [{ method: 'cash', amount: 118 }],
      allocations: [{ documentId: invoice.body.id, amount: 118 }],
    });
    expect(again.status).toBe(200);
  });

  it('previews a document without issuing it or consuming a number, whatever the Idempotency-Key', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Preview Ltd');
    const preview = await t.http
      .post('/documents/preview')
      .set(bearer(company.keys.employee))
      .set('Idempotency-Key', 'preview-key')
      .send({ type: 'invoice', entityId: client, items: [item(19.99, 3), item(10.01, 0.5)] });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ type: 'invoice', number: null, amount: 64.98, tax: 11.7, totalWithTax: 76.68, clientName: 'Preview Ltd' });
    const html = await t.http
      .post('/documents/preview/html')
      .set(bearer(company.keys.employee))
      .send({ type: 'invoice', entityId: client, items: [item(1, 1, '<script>x</script>')] });
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.text).toContain('&lt;script&gt;');
    expect(html.text).not.toContain('<script>');
    const issued = await createDocument(t, company, 'invoice', { entityId: client, items: [item(1)] }, 'preview-key');
    expect(issued.body.number).toBe(1);
    expect(issued.headers['idempotent-replay']).toBeUndefined();
    const badPreview = await t.http.post('/documents/preview').set(bearer(company.keys.employee)).send({ type: 'invoice', entityId: client });
    expect(badPreview.status).toBe(400);
  });

  it('asks the tax authority for an allocation number on large invoices to clients with a tax id', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Big Client Ltd', '514000007');
    const small = await createDocument(t, company, 'invoice', { entityId: client, items: [item(4999.99)] });
    expect(small.body.approvalNumberStatus).toBeNull();
    const big = await createDocument(t, company, 'invoice', { entityId: client, items: [item(5000)] });
    expect(big.body).toMatchObject({ approvalNumberStatus: 'APPROVED', taxAuthorityApprovalNumber: expect.stringMatching(/^\d{9}$/) });
    const events = await outboxOf(t, company.companyId);
    const assigned = events.find((e) => e.type === 'document.approval_number.assigned');
    expect(assigned?.envelope.data.document).toMatchObject({
      id: big.body.visibleId,
      approvalNumberStatus: 'APPROVED',
      taxAuthorityApprovalNumber: big.body.taxAuthorityApprovalNumber,
    });
  });

  it('answers PENDING when the authority is slow, and records the number when it arrives', async () => {
    const slow = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '400', TAX_AUTHORITY_WAIT_MS: '0' });
    try {
      const company = await slow.newCompany();
      const client = await newClient(slow, company, 'Slow Ltd', '514000007');
      const res = await createDocument(slow, company, 'invoiceReceipt', { entityId: client, items: [item(6000)], payments: [{ method: 'cash', amount: 7080 }] }, 'pending-key');
      expect(res.body).toMatchObject({ approvalNumberStatus: 'PENDING', taxAuthorityApprovalNumber: null, status: 'PAID' });
      const done = await eventually(async () => {
        const read = await slow.http.get(`/documents/${res.body.id}`).set(bearer(company.keys.owner));
        return read.body.approvalNumberStatus === 'APPROVED' ? read.body : null;
      }, 15_000);
      expect(done.taxAuthorityApprovalNumber).toMatch(/^\d{9}$/);
    } finally {
      await slow.close();
    }
  });

  it('keeps asking with a job while the authority is unreachable, until the number is assigned', async () => {
    const down = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '0', TAX_AUTHORITY_FAILURE_RATE: '1' });
    try {
      const company = await down.newCompany();
      const client = await newClient(down, company, 'Patient Ltd', '514000007');
      const res = await createDocument(down, company, 'invoice', { entityId: client, items: [item(7000)] });
      expect(res.body).toMatchObject({ approvalNumberStatus: 'PENDING', taxAuthorityApprovalNumber: null });
      // The authority comes back; the job (wherever it runs: in-process, or the worker) gets the number.
      for (const context of [down.app, down.worker]) context?.get<SimulatedTaxAuthority>(TAX_AUTHORITY).configure({ failureRate: 0 });
      const done = await eventually(
        async () => {
          const read = await down.http.get(`/documents/${res.body.id}`).set(bearer(company.keys.owner));
          return read.body.approvalNumberStatus === 'APPROVED' ? read.body : null;
        },
        25_000,
        250,
      );
      expect(done.taxAuthorityApprovalNumber).toMatch(/^\d{9}$/);
    } finally {
      await down.close();
    }
  }, 40_000);

  it('records REJECTED with the reason when the authority refuses', async () => {
    const refusing = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '0', TAX_AUTHORITY_REFUSAL_RATE: '1' });
    try {
      const company = await refusing.newCompany();
      const client = await newClient(refusing, company, 'Irregular Ltd', '514000007');
      const res = await createDocument(refusing, company, 'invoice', { entityId: client, items: [item(9000)] });
      expect(res.body).toMatchObject({ approvalNumberStatus: 'REJECTED', taxAuthorityApprovalNumber: null });
      const read = await refusing.http.get(`/documents/${res.body.id}`).set(bearer(company.keys.owner));
      expect(read.body.approvalRejectionReason).toEqual(expect.any(String));
    } finally {
      await refusing.close();
    }
  });
});
