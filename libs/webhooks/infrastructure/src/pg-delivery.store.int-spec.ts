import { createLogger } from '@backoffice/shared/observability';
import { contend, newCompany, rolledBack, TestDatabase, useTestDatabase, whileHolding } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { DeliveryRef } from '@backoffice/webhooks/application';
import { PgDeliveryStore, PgEventLog } from './pg-delivery.store';
import { PgWebhookEndpointRepository } from './pg-webhook-endpoint.repository';
import { anAttempt, anEndpoint, newDelivery, newOutboxEvent, OutboxEventRow, retireEndpoints } from './testing';

interface DeliveryRow {
  id: number;
  endpoint_id: number;
  outbox_id: number;
  status: string;
  attempts: number;
  next_attempt_at: Date | null;
  locked_until: Date | null;
  enqueued_at: Date | null;
  redelivery_of: number | null;
  last_status: number | null;
  last_failure: string | null;
}
const deliveryColumns = `id::int, endpoint_id::int, outbox_id::int, status, attempts, next_attempt_at, locked_until, enqueued_at, redelivery_of::int, last_status, last_failure`;
const deliveryRow = async (db: TestDatabase, id: number): Promise<DeliveryRow> =>
  (await db.uow.manager().query(`SELECT ${deliveryColumns} FROM webhook_deliveries WHERE id = $1`, [id]))[0];
const deliveriesOfCompany = async (db: TestDatabase, companyId: number): Promise<DeliveryRow[]> =>
  db.uow.manager().query(`SELECT ${deliveryColumns} FROM webhook_deliveries WHERE company_id = $1 ORDER BY outbox_id, endpoint_id, id`, [companyId]);

const inAnHour = () => new Date(Date.now() + 3_600_000);
const longAgo = (day = 1) => new Date(Date.UTC(1990, 0, day));
/** Older than anything another test leaves due: what takeOverdue, oldest first, meets first. */
const before1990 = (day: number) => new Date(Date.UTC(1970, 0, day));

describeWithDatabase()('PgDeliveryStore', () => {
  const registered: number[] = [];
  const db = useTestDatabase({ beforeClose: (d) => retireEndpoints(d, registered) });
  let store: PgDeliveryStore;
  let endpoints: PgWebhookEndpointRepository;
  beforeAll(() => {
    store = new PgDeliveryStore(db.uow, createLogger({ level: 'silent', name: 'test' }));
    endpoints = new PgWebhookEndpointRepository(db.uow);
  });

  /** Every unpublished event of the database, relayed: the refs of the pending deliveries made. */
  const relayAll = async () => {
    const refs: DeliveryRef[] = [];
    for (let more = true; more;) {
      const pass = await store.relay(500);
      refs.push(...pass.refs);
      more = pass.more;
    }
    return refs;
  };
  const endpoint = async (companyId?: number, overrides: Parameters<typeof anEndpoint>[1] = {}) => {
    const created = await endpoints.create(anEndpoint(companyId ?? (await newCompany(db)), overrides));
    registered.push(created.id);
    return created;
  };
  /** A delivery of a fresh event of the endpoint's company. */
  const delivery = async (e: { id: number; companyId: number }, values: Record<string, unknown> = {}, event?: OutboxEventRow) =>
    newDelivery(db, e.id, event ?? (await newOutboxEvent(db, e.companyId, { data: { n: 1 } })), values);

  describe('relay', () => {
    it('fans each unpublished event out to the company’s endpoints that subscribe to it and existed when it happened', async () => {
      const companyId = await newCompany(db);
      await rolledBack(db, async () => {
        const all = await endpoint(companyId, { events: ['*'] });
        const created = await endpoint(companyId, { events: ['document.created'] });
        await endpoint(companyId, { events: ['charge.succeeded'] });
        const deleted = await endpoint(companyId);
        await endpoints.delete(companyId, deleted.publicId);
        const disabled = await endpoint(companyId);
        await endpoints.disable(disabled.id, 'MANUAL');
        const later = await endpoint(companyId);
        await db.uow.manager().query(`UPDATE webhook_endpoints SET created_at = $2 WHERE id = $1`, [later.id, inAnHour()]);
        await endpoint(await newCompany(db));

        const at = new Date(Date.now() + 60_000);
        const e1 = await newOutboxEvent(db, companyId, { type: 'document.created', published: false, createdAt: at });
        const e2 = await newOutboxEvent(db, companyId, { type: 'document.updated', published: false, createdAt: at });
        const refs = await relayAll();

        const made = await deliveriesOfCompany(db, companyId);
        expect(made.map((d) => [d.outbox_id, d.endpoint_id, d.status])).toEqual([
          [e1.id, all.id, 'pending'],
          [e1.id, created.id, 'pending'],
          [e1.id, disabled.id, 'held'],
          [e2.id, all.id, 'pending'],
          [e2.id, disabled.id, 'held'],
        ]);
        const mine = new Set(made.map((d) => d.id));
        expect(refs.filter((r) => mine.has(r.deliveryId)).sort((a, b) => a.deliveryId - b.deliveryId)).toEqual(
          made
            .filter((d) => d.status === 'pending')
            .map((d) => ({ deliveryId: d.id, endpointId: d.endpoint_id }))
            .sort((a, b) => a.deliveryId - b.deliveryId),
        );
        const feed: { outbox_id: number }[] = await db.uow.manager().query(`SELECT outbox_id::int FROM webhook_event_feed WHERE company_id = $1 ORDER BY position`, [companyId]);
        expect(feed.map((f) => f.outbox_id)).toEqual([e1.id, e2.id]);
        const [{ unpublished }] = await db.uow
          .manager()
          .query(`SELECT count(*)::int AS unpublished FROM outbox_events WHERE company_id = $1 AND published_at IS NULL`, [companyId]);
        expect(unpublished).toBe(0);
      });
    });

    it('lets relays take turns: a second one waits for the first to commit and then finds nothing of it left', async () => {
      const companyId = await newCompany(db);
      const e = await endpoint(companyId);
      const events = [await newOutboxEvent(db, companyId, { published: false }), await newOutboxEvent(db, companyId, { published: false })];
      let firstRefs: DeliveryRef[] = [];
      const { second } = await contend(db, { lock: async () => (firstRefs = await relayAll()) }, () => relayAll());
      const made = await deliveriesOfCompany(db, companyId);
      expect(made.map((d) => [d.outbox_id, d.endpoint_id])).toEqual(events.map((ev) => [ev.id, e.id]));
      expect(firstRefs.filter((r) => r.endpointId === e.id)).toHaveLength(2);
      expect(second.filter((r) => r.endpointId === e.id)).toEqual([]);
      const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM webhook_event_feed WHERE company_id = $1`, [companyId]);
      expect(n).toBe(2);
    });
  });

  describe('the event log', () => {
    it('serves the company’s relayed events after a position, in feed order, filtered by type', async () => {
      const companyId = await newCompany(db);
      const log = new PgEventLog(db.uow);
      await rolledBack(db, async () => {
        const a = await newOutboxEvent(db, companyId, { type: 'document.created', published: false, data: { n: 'a' } });
        const b = await newOutboxEvent(db, companyId, { type: 'charge.succeeded', published: false });
        const c = await newOutboxEvent(db, companyId, { type: 'document.created', published: false });
        await newOutboxEvent(db, await newCompany(db), { type: 'document.created', published: false });
        await relayAll();

        const entries = await log.after(companyId, 0, null, 10);
        expect(entries.map((e) => e.envelope.id)).toEqual([a.eventId, b.eventId, c.eventId]);
        expect(entries[0].envelope).toEqual({ id: a.eventId, type: 'document.created', created: expect.any(Number), data: { n: 'a' } });
        expect(entries[1].position).toBeGreaterThan(entries[0].position);
        expect((await log.after(companyId, entries[0].position, null, 10)).map((e) => e.envelope.id)).toEqual([b.eventId, c.eventId]);
        expect((await log.after(companyId, entries[0].position, null, 1)).map((e) => e.envelope.id)).toEqual([b.eventId]);
        expect((await log.after(companyId, 0, ['document.created'], 10)).map((e) => e.envelope.id)).toEqual([a.eventId, c.eventId]);
        expect(await log.after(companyId, entries[2].position, null, 10)).toEqual([]);
      });
    });
  });

  describe('takeOverdue', () => {
    it('takes due deliveries whose job seems lost (not enqueued lately, not leased), oldest due first, and marks them enqueued', async () => {
      const e = await endpoint();
      await rolledBack(db, async () => {
        const lost = await delivery(e, { next_attempt_at: before1990(1), enqueued_at: null });
        const lostRetry = await delivery(e, { status: 'retrying', next_attempt_at: before1990(2), enqueued_at: before1990(1) });
        const enqueuedLately = await delivery(e, { next_attempt_at: before1990(1), enqueued_at: new Date() });
        const leased = await delivery(e, { next_attempt_at: before1990(1), locked_until: inAnHour() });
        const finished = await delivery(e, { status: 'delivered', next_attempt_at: before1990(1) });
        const notDue = await delivery(e, { next_attempt_at: new Date() });

        expect(await store.takeOverdue(60_000, 1)).toEqual([{ deliveryId: lost, endpointId: e.id }]);
        const taken = (await store.takeOverdue(60_000, 1000)).map((r) => r.deliveryId);
        expect(taken).toContain(lostRetry);
        for (const id of [lost, enqueuedLately, leased, finished, notDue]) expect(taken).not.toContain(id);
        expect((await deliveryRow(db, lost)).enqueued_at?.getTime()).toBeGreaterThan(before1990(2).getTime());
      });
    });

    it('skips a delivery another transaction holds instead of waiting for it', async () => {
      const e = await endpoint();
      const held = await delivery(e, { next_attempt_at: longAgo(1) });
      try {
        const lock = () => db.uow.manager().query(`SELECT id FROM webhook_deliveries WHERE id = $1 FOR UPDATE`, [held]);
        const taken = await whileHolding(db, lock, () => rolledBack(db, () => store.takeOverdue(60_000, 1000)), { transaction: false });
        expect(taken.map((r) => r.deliveryId)).not.toContain(held);
        expect((await rolledBack(db, () => store.takeOverdue(60_000, 1000))).map((r) => r.deliveryId)).toContain(held);
      } finally {
        await db.dataSource.query(`UPDATE webhook_deliveries SET status = 'cancelled' WHERE id = $1`, [held]);
      }
    });
  });

  describe('claim', () => {
    it('leases a due delivery once, with what the attempt needs', async () => {
      const e = await endpoint(undefined, { secretEnc: 'sealed-now', url: 'https://receiver.example.com/in' });
      const event = await newOutboxEvent(db, e.companyId, { data: { document: { id: 'd1', total: 10.5 } } });
      const id = await delivery(e, {}, event);
      const claimed = await store.claim(id, 30_000);
      expect(claimed).toEqual({ deliveryId: id, endpointId: e.id, attemptNumber: 1, url: 'https://receiver.example.com/in', secretEncs: ['sealed-now'], body: expect.any(String) });
      expect(JSON.parse(claimed?.body ?? '')).toEqual({ id: event.eventId, type: event.type, created: expect.any(Number), data: { document: { id: 'd1', total: 10.5 } } });
      expect((await deliveryRow(db, id)).locked_until?.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(await store.claim(id, 30_000)).toBeNull();
    });

    it('gives one lease for one delivery asked twice at once', async () => {
      const e = await endpoint();
      const id = await delivery(e);
      const answers = await Promise.all([store.claim(id, 30_000), store.claim(id, 30_000)]);
      expect(answers.filter((a) => a !== null)).toHaveLength(1);
    });

    it('refuses deliveries not due, finished, or of a disabled or deleted endpoint; takes one whose lease ran out', async () => {
      const e = await endpoint();
      expect(await store.claim(await delivery(e, { next_attempt_at: inAnHour() }), 30_000)).toBeNull();
      expect(await store.claim(await delivery(e, { status: 'delivered' }), 30_000)).toBeNull();
      const expired = await delivery(e, { status: 'retrying', attempts: 2, locked_until: longAgo() });
      expect(await store.claim(expired, 30_000)).toMatchObject({ attemptNumber: 3 });

      const disabled = await endpoint();
      const waiting = await delivery(disabled);
      await endpoints.disable(disabled.id, 'MANUAL');
      await db.dataSource.query(`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now() WHERE id = $1`, [waiting]);
      expect(await store.claim(waiting, 30_000)).toBeNull();

      const deleted = await endpoint();
      const orphan = await delivery(deleted);
      await db.dataSource.query(`UPDATE webhook_endpoints SET deleted_at = now() WHERE id = $1`, [deleted.id]);
      expect(await store.claim(orphan, 30_000)).toBeNull();
    });

    it('signs with the previous secret too during a rotation’s overlap', async () => {
      const e = await endpoint(undefined, { secretEnc: 'old' });
      await endpoints.rotateSecret(e.id, 'new', inAnHour());
      expect((await store.claim(await delivery(e), 30_000))?.secretEncs).toEqual(['new', 'old']);
    });
  });

  it('says how long a waiting delivery has until it is due, and nothing for one leased or finished', async () => {
    const e = await endpoint();
    // Rolled back: a due delivery left behind would look lost to every later takeOverdue.
    await rolledBack(db, async () => {
      const ms = await store.dueInMs(await delivery(e, { next_attempt_at: new Date(Date.now() + 10_000) }));
      // Measured from the transaction's start (its now()), a moment before the row was written.
      expect(ms).toBeGreaterThan(8_000);
      expect(ms).toBeLessThanOrEqual(11_000);
      expect(await store.dueInMs(await delivery(e, { next_attempt_at: longAgo() }))).toBe(0);
      expect(await store.dueInMs(await delivery(e, { locked_until: inAnHour() }))).toBeNull();
      expect(await store.dueInMs(await delivery(e, { status: 'delivered' }))).toBeNull();
      expect(await store.dueInMs(-1)).toBeNull();
    });
  });

  describe('recordAttempt', () => {
    it('stores the attempt and the delivery’s next state, and frees the lease; recording it again changes nothing', async () => {
      const e = await endpoint();
      const id = await delivery(e);
      await store.claim(id, 30_000);
      const next = new Date(Date.now() + 60_000);
      await store.recordAttempt(id, anAttempt({ nextAttemptAt: next }), { status: 'retrying', nextAttemptAt: next });
      await store.recordAttempt(id, anAttempt({ nextAttemptAt: next }), { status: 'retrying', nextAttemptAt: next });
      expect(await deliveryRow(db, id)).toMatchObject({ status: 'retrying', attempts: 1, next_attempt_at: next, locked_until: null, last_status: 500, last_failure: 'http_5xx' });
      const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM webhook_attempts WHERE delivery_id = $1`, [id]);
      expect(n).toBe(1);
    });

    it('leaves a delivery cancelled meanwhile cancelled, and one held meanwhile held unless the attempt delivered it', async () => {
      const e = await endpoint();
      const [cancelled, held, heldDelivered] = [await delivery(e, { status: 'cancelled' }), await delivery(e, { status: 'held' }), await delivery(e, { status: 'held' })];
      const retry = { status: 'retrying' as const, nextAttemptAt: inAnHour() };
      await Promise.all([
        store.recordAttempt(cancelled, anAttempt(), retry),
        store.recordAttempt(held, anAttempt(), retry),
        store.recordAttempt(heldDelivered, anAttempt({ outcome: 'delivered', responseStatus: 200, failure: null, nextAttemptAt: null }), {
          status: 'delivered',
          nextAttemptAt: null,
        }),
      ]);
      expect(await deliveryRow(db, cancelled)).toMatchObject({ status: 'cancelled', next_attempt_at: null, attempts: 1 });
      expect(await deliveryRow(db, held)).toMatchObject({ status: 'held', next_attempt_at: null });
      expect(await deliveryRow(db, heldDelivered)).toMatchObject({ status: 'delivered', last_status: 200 });
    });
  });

  describe('list', () => {
    it('pages the endpoint’s deliveries newest first with their attempts in order, filtered, counting every match', async () => {
      const e = await endpoint();
      const event = await newOutboxEvent(db, e.companyId);
      const first = await delivery(e, {}, event);
      const second = await delivery(e);
      const third = await delivery(e, { status: 'delivered' });
      await delivery(await endpoint());
      await store.recordAttempt(first, anAttempt({ attempt: 2 }), { status: 'retrying', nextAttemptAt: inAnHour() });
      await store.recordAttempt(first, anAttempt({ attempt: 1 }), { status: 'retrying', nextAttemptAt: inAnHour() });

      const page = await store.list(e.id, {}, { limit: 2, offset: 0 });
      expect(page.total).toBe(3);
      expect(page.data.map((d) => d.id)).toEqual([third, second]);
      const last = await store.list(e.id, {}, { limit: 2, offset: 2 });
      expect(last.data.map((d) => [d.id, d.attempts.map((a) => a.attempt)])).toEqual([[first, [1, 2]]]);
      expect(last.data[0]).toMatchObject({ eventId: event.eventId, eventType: event.type, status: 'retrying', redeliveryOf: null, attemptCount: 2, lastResponseStatus: 500 });
      expect(await store.list(e.id, { status: 'delivered' }, { limit: 10, offset: 0 })).toMatchObject({ total: 1, data: [{ id: third }] });
      expect(await store.list(e.id, { eventId: event.eventId }, { limit: 10, offset: 0 })).toMatchObject({ total: 1, data: [{ id: first }] });
    });
  });

  describe('redeliver and recover', () => {
    it('redelivers an event of the endpoint afresh, and nothing of another endpoint', async () => {
      const e = await endpoint();
      const original = await delivery(e, { status: 'dropped', attempts: 8 });
      const ref = await store.redeliver(e.id, original);
      expect(ref).toEqual({ deliveryId: expect.any(Number), endpointId: e.id });
      expect(await deliveryRow(db, ref?.deliveryId ?? -1)).toMatchObject({ status: 'pending', attempts: 0, redelivery_of: original });
      expect(await store.redeliver((await endpoint()).id, original)).toBeNull();
    });

    it('recovers each dropped delivery since the time once, and makes retrying ones due now', async () => {
      const e = await endpoint();
      const dropped = await delivery(e, { status: 'dropped' });
      await delivery(e, { status: 'dropped', created_at: longAgo() });
      const retrying = await delivery(e, { status: 'retrying', next_attempt_at: inAnHour() });

      const since = new Date(Date.now() - 3_600_000);
      const refs = await store.recover(e.id, since);
      const fresh = refs.find((r) => r.deliveryId !== retrying);
      expect(refs.map((r) => r.deliveryId).sort((a, b) => a - b)).toEqual([retrying, fresh?.deliveryId].sort((a, b) => (a ?? 0) - (b ?? 0)));
      expect(await deliveryRow(db, fresh?.deliveryId ?? -1)).toMatchObject({ status: 'pending', redelivery_of: dropped });
      expect((await deliveryRow(db, retrying)).next_attempt_at?.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
      expect((await store.recover(e.id, since)).map((r) => r.deliveryId)).toEqual([retrying]);
    });

    it('recovers into held deliveries for a disabled endpoint', async () => {
      const e = await endpoint();
      const dropped = await delivery(e, { status: 'dropped' });
      await endpoints.disable(e.id, 'MANUAL');
      const [ref] = await store.recover(e.id, new Date(Date.now() - 3_600_000));
      expect(await deliveryRow(db, ref.deliveryId)).toMatchObject({ status: 'held', next_attempt_at: null, redelivery_of: dropped });
    });
  });
});
