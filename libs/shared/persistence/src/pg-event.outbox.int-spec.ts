import { describeWithDatabase } from '@backoffice/shared/testing';
import { OutboxCommits } from './outbox-commits';
import { PgEventOutbox } from './pg-event.outbox';
import { newCompany, useTestDatabase } from './testing';

describeWithDatabase()('PgEventOutbox', () => {
  const companies: number[] = [];
  // Marked relayed at the end: an unrelayed event left behind would show as outbox lag to whatever shares the database.
  const db = useTestDatabase({
    beforeClose: (d) => d.dataSource.query(`UPDATE outbox_events SET published_at = now() WHERE company_id = ANY ($1::int[]) AND published_at IS NULL`, [companies]),
  });
  const company = async () => {
    const companyId = await newCompany(db);
    companies.push(companyId);
    return companyId;
  };
  let commits: OutboxCommits;
  let outbox: PgEventOutbox;
  let signals: number;
  beforeAll(() => {
    commits = new OutboxCommits();
    outbox = new PgEventOutbox(db.uow, commits);
  });
  beforeEach(() => {
    signals = 0;
    commits.subscribe(() => signals++);
  });

  const rowsOf = (companyId: number) =>
    db.dataSource.query(`SELECT event_id, company_id, type, document_id, envelope, created_at, published_at FROM outbox_events WHERE company_id = $1 ORDER BY id`, [companyId]);

  it('writes the envelope (id, type, created in seconds, data) unpublished, in the caller’s transaction', async () => {
    const companyId = await company();
    const at = new Date('2026-03-04T05:06:07.890Z');
    const id = await db.uow.run(async () => {
      const eventId = await outbox.add({ companyId, type: 'document.created', documentId: null, data: { document: { id: 'd1' } }, at });
      expect(signals).toBe(0);
      return eventId;
    });
    expect(signals).toBe(1);
    expect(await rowsOf(companyId)).toEqual([
      {
        event_id: id,
        company_id: companyId,
        type: 'document.created',
        document_id: null,
        envelope: { id, type: 'document.created', created: Math.floor(at.getTime() / 1000), data: { document: { id: 'd1' } } },
        created_at: at,
        published_at: null,
      },
    ]);
  });

  it('leaves nothing and signals nothing when the transaction rolls back', async () => {
    const companyId = await company();
    await expect(
      db.uow.run(async () => {
        await outbox.add({ companyId, type: 'x.y', documentId: null, data: {}, at: new Date() });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await rowsOf(companyId)).toEqual([]);
    expect(signals).toBe(0);
  });

  it('gives every event its own id', async () => {
    const companyId = await company();
    const ids = await db.uow.run(async () => {
      const added: string[] = [];
      for (let i = 0; i < 3; i++) added.push(await outbox.add({ companyId, type: 't', documentId: null, data: {}, at: new Date() }));
      return added;
    });
    expect(new Set(ids).size).toBe(3);
    expect((await rowsOf(companyId)).map((r: { event_id: string }) => r.event_id).sort()).toEqual([...ids].sort());
  });
});
