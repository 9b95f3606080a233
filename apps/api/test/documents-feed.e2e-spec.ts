import { describeWithDatabase, eventually } from '@backoffice/shared/testing';
import { Client } from 'pg';
import { createDocument, item, newClient } from './support/documents';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('documents: list and change feed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '0' });
  });
  afterAll(() => t.close());

  it('lists newest issued first, with filters and the legacy keys', async () => {
    const company = await t.newCompany();
    const a = await newClient(t, company, 'A Ltd');
    const b = await newClient(t, company, 'B Ltd');
    await createDocument(t, company, 'invoice', { entityId: a, items: [item(1)], date: '2026-01-10' });
    await createDocument(t, company, 'quotation', { entityId: b, items: [item(1)], date: '2026-02-10' });
    await createDocument(t, company, 'invoice', { entityId: b, items: [item(1)], date: '2026-03-10' });
    const all = await t.http.get('/documents?pageSize=2').set(bearer(company.keys.employee));
    expect(all.status).toBe(200);
    expect(all.body.data.map((d: { issueDate: string }) => d.issueDate)).toEqual(['2026-03-10', '2026-02-10']);
    expect(all.body).toMatchObject({ documents: all.body.data, total: 3, page: 1, pageSize: 2 });
    expect(all.body.pagination).toEqual({ total: 3, limit: 2, offset: 0, hasMore: true, page: 1, pageSize: 2, totalPages: 2 });
    const invoices = await t.http.get('/documents?type=invoice').set(bearer(company.keys.employee));
    expect(invoices.body.data.map((d: { type: string }) => d.type)).toEqual(['invoice', 'invoice']);
    const ofB = await t.http.get(`/documents?entityId=${b}`).set(bearer(company.keys.employee));
    expect(ofB.body.pagination.total).toBe(2);
    const range = await t.http.get('/documents?startDate=2026-02-01&endDate=2026-02-28').set(bearer(company.keys.employee));
    expect(range.body.data.map((d: { type: string }) => d.type)).toEqual(['quotation']);
    const open = await t.http.get('/documents?status=OPEN').set(bearer(company.keys.employee));
    expect(open.body.pagination.total).toBe(3);
    const bad = await t.http.get('/documents?status=DONE').set(bearer(company.keys.employee));
    expect(bad.status).toBe(400);
  });

  it('shows each document in the list and the feed exactly as its detail view does, without lines and payments', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Summary Ltd', '514000001');
    const invoice = await createDocument(t, company, 'invoice', {
      entityId: client,
      items: [{ description: 'Odd cents', quantity: 3, unitPrice: 33.337 }],
      externalId: 'summary-1',
      remarks: 'with "quotes" and עברית',
      currency: 'USD',
    });
    expect(invoice.status).toBe(200);
    // A partial payment: coveredAmount, remainingAmount and PARTIALLY_PAID all move.
    const receipt = await createDocument(t, company, 'receipt', {
      entityId: client,
      payments: [{ method: 'cash', amount: 10.1 }],
      allocations: [{ documentId: invoice.body.id, amount: 10.1 }],
    });
    expect(receipt.status).toBe(200);
    const detail = async (visibleId: string) => {
      const { lines: _lines, payments: _payments, ...summary } = (await t.http.get(`/documents/id/${visibleId}`).set(bearer(company.keys.employee))).body;
      return summary;
    };
    const expected = [await detail(receipt.body.visibleId), await detail(invoice.body.visibleId)];
    expect(expected[1]).toMatchObject({ status: 'PARTIALLY_PAID', isOpen: true, coveredAmount: 10.1, remainingAmount: 107.91, currency: 'USD' });
    const list = await t.http.get('/documents').set(bearer(company.keys.employee));
    expect(list.body.data).toEqual(expected);
    const feed = await t.http.get('/documents?updatedSince=2000-01-01T00:00:00Z').set(bearer(company.keys.employee));
    expect([...feed.body.data].sort((a: { id: number }, b: { id: number }) => b.id - a.id)).toEqual(expected);
  });

  it('sweeps changes oldest first with opaque cursors, and a document reappears when it changes', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Feed Ltd');
    const since = new Date(Date.now() - 1000).toISOString();
    const invoice = await createDocument(t, company, 'invoice', { entityId: client, items: [item(10)] });
    const second = await createDocument(t, company, 'quotation', { entityId: client, items: [item(1)] });
    await createDocument(t, company, 'receipt', { entityId: client, payments: [{ method: 'cash', amount: 11.8 }], allocations: [{ documentId: invoice.body.id, amount: 11.8 }] });

    // Changes become visible once no older transaction anywhere is still running: poll briefly.
    const { first, next } = await eventually(async () => {
      const page1 = await t.http.get(`/documents?updatedSince=${encodeURIComponent(since)}&limit=2`).set(bearer(company.keys.employee));
      if (page1.body.data?.length !== 2) return null;
      const page2 = await t.http.get(`/documents?cursor=${encodeURIComponent(page1.body.nextCursor)}&limit=2`).set(bearer(company.keys.employee));
      return page2.body.data?.length === 1 ? { first: page1, next: page2 } : null;
    });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['data', 'hasMore', 'nextCursor', 'pagination', 'total']);
    // The invoice changed after the quotation was issued (settled by the receipt), so it comes later.
    expect(first.body.data.map((d: { visibleId: string }) => d.visibleId)).toEqual([second.body.visibleId, expect.any(String)]);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.total).toBe(2);
    const seen = [...first.body.data, ...next.body.data];
    expect(seen[seen.length - 1]).toMatchObject({ visibleId: invoice.body.visibleId, status: 'PAID' });
    expect(next.body.hasMore).toBe(false);
    const drained = await t.http.get(`/documents?cursor=${encodeURIComponent(next.body.nextCursor)}`).set(bearer(company.keys.employee));
    expect(drained.body.data).toEqual([]);
    expect(drained.body.nextCursor).toBe(next.body.nextCursor);
  });

  it('rejects cursors it did not issue and unparseable updatedSince, never falling back to a listing', async () => {
    const company = await t.newCompany();
    const other = await t.newCompany();
    const client = await newClient(t, company, 'Cursor Ltd');
    await createDocument(t, company, 'invoice', { entityId: client, items: [item(1)] });
    const batch = await eventually(async () => {
      const res = await t.http.get('/documents?updatedSince=2000-01-01').set(bearer(company.keys.owner));
      return res.body.nextCursor ? res : null;
    });
    const cursor: string = batch.body.nextCursor;
    const tampered = cursor.slice(0, -2) + (cursor.endsWith('AA') ? 'BB' : 'AA');
    for (const bad of [tampered, 'not-a-cursor', Buffer.from('{"v":1,"c":1,"p":"0"}').toString('base64url') + '.x']) {
      const res = await t.http.get(`/documents?cursor=${encodeURIComponent(bad)}`).set(bearer(company.keys.owner));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('INVALID_CURSOR');
    }
    const foreign = await t.http.get(`/documents?cursor=${encodeURIComponent(cursor)}`).set(bearer(other.keys.owner));
    expect(foreign.body.error).toBe('INVALID_CURSOR');
    const wins = await t.http.get(`/documents?cursor=${encodeURIComponent(cursor)}&updatedSince=garbage`).set(bearer(company.keys.owner));
    expect(wins.status).toBe(200);
    for (const since of ['yesterday', '2026-13-01', '12/01/2026']) {
      const res = await t.http.get(`/documents?updatedSince=${encodeURIComponent(since)}`).set(bearer(company.keys.owner));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('INVALID_UPDATED_SINCE');
    }
  });

  it('never skips a change when two transactions commit out of order', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Order Ltd');
    const early = await createDocument(t, company, 'invoice', { entityId: client, items: [item(1)] });
    const start = await eventually(async () => {
      const res = await t.http.get('/documents?updatedSince=2000-01-01').set(bearer(company.keys.owner));
      return res.body.data?.length === 1 ? res : null;
    });
    const cursor = start.body.nextCursor;

    // A slow transaction takes the next change position for `early` and does not commit yet…
    const slow = new Client({ connectionString: t.config.database.url });
    await slow.connect();
    try {
      await slow.query('BEGIN');
      await slow.query(`UPDATE documents SET remarks = 'slow', updated_at = now(), change_seq = nextval('document_change_seq'), change_xid = pg_current_xact_id() WHERE id = $1`, [
        early.body.id,
      ]);
      // …while a fast one commits a later position.
      const late = await createDocument(t, company, 'invoice', { entityId: client, items: [item(2)] });
      const during = await t.http.get(`/documents?cursor=${encodeURIComponent(cursor)}`).set(bearer(company.keys.owner));
      // The later change is held back rather than letting the cursor pass the uncommitted one.
      expect(during.body.data).toEqual([]);
      await slow.query('COMMIT');
      const after = await eventually(async () => {
        const res = await t.http.get(`/documents?cursor=${encodeURIComponent(during.body.nextCursor)}`).set(bearer(company.keys.owner));
        return res.body.data?.length === 2 ? res : null;
      });
      expect(after.body.data.map((d: { visibleId: string }) => d.visibleId)).toEqual([early.body.visibleId, late.body.visibleId]);
      expect(after.body.data[0].remarks).toBe('slow');
    } finally {
      await slow.end();
    }
  });
});
