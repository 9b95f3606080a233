import { newCompany, rolledBack, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgOutboxFigures } from './pg-outbox-figures';
import { PgWebhookEndpointRepository } from './pg-webhook-endpoint.repository';
import { anEndpoint, newDelivery, newOutboxEvent } from './testing';

describeWithDatabase()('PgOutboxFigures', () => {
  const db = useTestDatabase();
  let figures: PgOutboxFigures;
  beforeAll(() => (figures = new PgOutboxFigures(db.uow)));

  const countOf = (read: Awaited<ReturnType<PgOutboxFigures['read']>>, status: string) => read.deliveries.find((d) => d.status === status)?.count ?? 0;

  it('reads the unrelayed events, the oldest one’s age and the deliveries by state', async () => {
    const companyId = await newCompany(db);
    // One snapshot for the whole test (REPEATABLE READ), rolled back: the differences are exactly this test's rows.
    await rolledBack(
      db,
      async () => {
        const before = await figures.read();
        const endpoint = await new PgWebhookEndpointRepository(db.uow).create(anEndpoint(companyId));
        await newOutboxEvent(db, companyId, { published: false, createdAt: new Date(Date.now() - 3_600_000) });
        await newOutboxEvent(db, companyId, { published: false });
        for (const status of ['held', 'held', 'dropped']) await newDelivery(db, endpoint.id, await newOutboxEvent(db, companyId), { status });

        const after = await figures.read();
        expect(after.outbox.count - before.outbox.count).toBe(2);
        expect(after.outbox.oldestAgeSeconds).toBeGreaterThanOrEqual(3_600);
        expect(countOf(after, 'held') - countOf(before, 'held')).toBe(2);
        expect(countOf(after, 'dropped') - countOf(before, 'dropped')).toBe(1);
        expect(after.deliveries.every((d) => Number.isInteger(d.count) && d.count > 0)).toBe(true);
      },
      { isolation: 'REPEATABLE READ' },
    );
  });

  it('answers within its own short transaction when called outside one', async () => {
    const read = await figures.read();
    expect(read.outbox.count).toBeGreaterThanOrEqual(0);
    expect(read.outbox.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(read.deliveries.map((d) => d.status).sort()).toEqual([...new Set(read.deliveries.map((d) => d.status))].sort());
  });
});
