import { PurgeIdempotencyKeys } from '@backoffice/documents/application';
import { describeWithDatabase, eventually } from '@backoffice/shared/testing';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDocument, item, newClient } from './support/documents';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('documents: no gap after a killed request, no change lost by the feed', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '0' });
  });
  afterAll(() => t.close());

  it('leaves no gap when the database session of a request is killed half-way', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Killed Ltd');
    const first = await createDocument(t, company, 'invoice', { entityId: client, items: [item(1)] });
    expect(first.body.number).toBe(1);
    const holder = new Client({ connectionString: t.config.database.url });
    await holder.connect();
    try {
      // Hold the counter row, so the next creation stops half-way: its transaction has begun and
      // waits on the number.
      await holder.query('BEGIN');
      const locked = await holder.query(`SELECT last_number FROM document_counters WHERE company_id = $1 AND type = 'invoice' FOR UPDATE`, [company.companyId]);
      expect(locked.rows).toEqual([{ last_number: 1 }]);
      // supertest sends on then(): start the request now, await its answer later.
      const pending = createDocument(t, company, 'invoice', { entityId: client, items: [item(2)] }).then((res) => res);
      const victim = await eventually(async () => {
        // Inside a transaction the statistics views keep their first snapshot: refresh them.
        await holder.query('SELECT pg_stat_clear_snapshot()');
        const rows = await holder.query(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock' AND query LIKE '%document_counters%'`,
        );
        return rows.rows[0]?.pid as number | undefined;
      });
      await holder.query('SELECT pg_terminate_backend($1)', [victim]);
      const killed = await pending;
      // A dropped database session is the server's fault and worth a retry with the same key.
      expect(killed.status).toBe(503);
      expect(killed.body.error).toBe('SERVICE_UNAVAILABLE');
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    const next = await createDocument(t, company, 'invoice', { entityId: client, items: [item(3)] });
    expect(next.status).toBe(200);
    expect(next.body.number).toBe(2);
    const numbers = await t.app.get(DataSource).query(`SELECT number FROM documents WHERE company_id = $1 AND type = 'invoice' ORDER BY number`, [company.companyId]);
    expect(numbers.map((r: { number: number }) => r.number)).toEqual([1, 2]);
  });

  it('purges stored Idempotency-Key answers after the retention, keeping recent ones', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Purge Ltd');
    await createDocument(t, company, 'invoice', { entityId: client, items: [item(1)] }, 'old-key');
    await createDocument(t, company, 'invoice', { entityId: client, items: [item(1)] }, 'new-key');
    const db = t.app.get(DataSource);
    await db.query(`UPDATE idempotency_keys SET created_at = now() - interval '49 hours' WHERE company_id = $1 AND key = 'old-key'`, [company.companyId]);
    await db.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE company_id = $1 AND key = 'new-key'`, [company.companyId]);
    expect(await t.app.get(PurgeIdempotencyKeys).execute()).toBeGreaterThanOrEqual(1);
    const left = await db.query(`SELECT key FROM idempotency_keys WHERE company_id = $1 ORDER BY key`, [company.companyId]);
    expect(left.map((r: { key: string }) => r.key)).toEqual(['new-key']);
    // The purged key is free again: the same key issues a new document.
    const reused = await createDocument(t, company, 'invoice', { entityId: client, items: [item(1)] }, 'old-key');
    expect(reused.body.number).toBe(3);
    expect(reused.headers['idempotent-replay']).toBeUndefined();
  });

  it('drains 5,000 documents in pages of 100 while 500 changes happen, ending with every document at its final state', async () => {
    const company = await t.newCompany();
    const client = await newClient(t, company, 'Drain Ltd');
    const db = t.app.get(DataSource);
    await db.query(`INSERT INTO document_counters (company_id, type, last_number) VALUES ($1, 'quotation', 5000)`, [company.companyId]);
    await db.query(
      `INSERT INTO documents (company_id, type, number, entity_id, client_name, issue_date, currency, vat_rate, amount, tax, total_with_tax, status)
       SELECT $1, 'quotation', n, $2, 'Drain Ltd', DATE '2026-01-01' + (n % 300), 'ILS', 18, 100, 18, 118, 'OPEN' FROM generate_series(1, 5000) n`,
      [company.companyId, client],
    );
    const ids: number[] = (await db.query(`SELECT id FROM documents WHERE company_id = $1 ORDER BY id`, [company.companyId])).map((r: { id: number }) => r.id);

    // 500 changes, each in its own transaction, some of them slow, while the consumer drains.
    const writer = (async () => {
      for (let i = 0; i < 500; i++) {
        const id = ids[(i * 7919) % ids.length];
        await db.transaction(async (tx) => {
          await tx.query(`UPDATE documents SET remarks = $2, updated_at = now(), change_seq = nextval('document_change_seq'), change_xid = pg_current_xact_id() WHERE id = $1`, [
            id,
            `change ${i}`,
          ]);
          if (i % 50 === 0) await new Promise((r) => setTimeout(r, 30));
        });
      }
    })();

    const latest = new Map<string, { remarks: string | null }>();
    let cursor: string | undefined;
    let writerDone = false;
    void writer.then(() => (writerDone = true));
    const fetchPage = async () => {
      const url = cursor ? `/documents?cursor=${encodeURIComponent(cursor)}&limit=100` : `/documents?updatedSince=2000-01-01T00:00:00Z&limit=100`;
      const res = await t.http.get(url).set(bearer(company.keys.owner));
      expect(res.status).toBe(200);
      for (const d of res.body.data) latest.set(d.visibleId, { remarks: d.remarks });
      cursor = res.body.nextCursor ?? cursor;
      return res.body;
    };
    // Keep draining until the writer is done and a short page says the feed is drained.
    for (let pages = 0; pages < 2000; pages++) {
      const body = await fetchPage();
      if (!body.hasMore && writerDone) {
        const final = await eventually(async () => {
          const page = await fetchPage();
          return page.hasMore ? null : page;
        });
        if (final.data.length === 0) break;
      }
    }
    await writer;

    const truth: { visible_id: string; remarks: string | null }[] = await db.query(`SELECT visible_id, remarks FROM documents WHERE company_id = $1`, [company.companyId]);
    expect(latest.size).toBe(5000);
    const wrong = truth.filter((row) => latest.get(row.visible_id)?.remarks !== row.remarks);
    expect(wrong).toEqual([]);
  }, 120_000);
});
