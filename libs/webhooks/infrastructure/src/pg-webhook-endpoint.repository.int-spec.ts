import { contend, newCompany, TestDatabase, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgWebhookEndpointRepository } from './pg-webhook-endpoint.repository';
import { anEndpoint, newDelivery, newOutboxEvent, retireEndpoints } from './testing';

/** Statuses and due times of the endpoint's deliveries, in id order. */
const deliveriesOf = async (db: TestDatabase, endpointId: number) =>
  (await db.dataSource.query(`SELECT id::int, status, next_attempt_at, last_failure FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id`, [endpointId])) as {
    id: number;
    status: string;
    next_attempt_at: Date | null;
    last_failure: string | null;
  }[];

describeWithDatabase()('PgWebhookEndpointRepository', () => {
  const created: number[] = [];
  const db = useTestDatabase({ beforeClose: (d) => retireEndpoints(d, created) });
  let endpoints: PgWebhookEndpointRepository;
  beforeAll(() => (endpoints = new PgWebhookEndpointRepository(db.uow)));

  const registered = async (companyId?: number, overrides: Parameters<typeof anEndpoint>[1] = {}) => {
    const endpoint = await endpoints.create(anEndpoint(companyId ?? (await newCompany(db)), overrides));
    created.push(endpoint.id);
    return endpoint;
  };
  /** One delivery per status given, of fresh events of the endpoint's company. */
  const deliveries = async (endpoint: { id: number; companyId: number }, statuses: string[], values: Record<string, unknown> = {}) => {
    const ids: number[] = [];
    for (const status of statuses) ids.push(await newDelivery(db, endpoint.id, await newOutboxEvent(db, endpoint.companyId), { status, ...values }));
    return ids;
  };

  describe('registration', () => {
    it('creates an endpoint and answers it as stored, metadata and events included', async () => {
      const companyId = await newCompany(db);
      const endpoint = await registered(companyId, {
        events: ['document.created', 'charge.succeeded'],
        description: 'ERP',
        metadata: { team: 'finance', ü: 'ß' },
        rateLimitPerSecond: 5,
      });
      expect(endpoint).toEqual({
        id: expect.any(Number),
        publicId: expect.stringMatching(/^we_/),
        companyId,
        url: 'https://hooks.example.com/backoffice',
        events: ['document.created', 'charge.succeeded'],
        description: 'ERP',
        metadata: { team: 'finance', ü: 'ß' },
        rateLimitPerSecond: 5,
        disabledAt: null,
        disabledReason: null,
        createdAt: expect.any(Date),
      });
      expect(await endpoints.find(companyId, endpoint.publicId)).toEqual(endpoint);
      expect(await endpoints.rateLimitOf(endpoint.id)).toBe(5);
    });

    it('lists the company’s live endpoints in id order; another company sees none of them', async () => {
      const companyId = await newCompany(db);
      const a = await registered(companyId);
      const deleted = await registered(companyId);
      const b = await registered(companyId);
      await endpoints.delete(companyId, deleted.publicId);
      await registered();
      expect((await endpoints.list(companyId)).map((e) => e.id)).toEqual([a.id, b.id]);
      expect(await endpoints.find(companyId, deleted.publicId)).toBeNull();
      expect(await endpoints.find(await newCompany(db), a.publicId)).toBeNull();
    });

    it('updates only the fields given, and nothing of a deleted or another company’s endpoint', async () => {
      const e = await registered(undefined, { description: 'Before', metadata: { a: '1' } });
      const updated = await endpoints.update(e.companyId, e.publicId, { url: 'https://other.example.com/h', metadata: { b: '2' }, description: undefined });
      expect(updated).toMatchObject({ url: 'https://other.example.com/h', metadata: { b: '2' }, description: 'Before', events: ['*'] });
      expect(await endpoints.update(e.companyId, e.publicId, {})).toEqual(updated);
      expect(await endpoints.update(await newCompany(db), e.publicId, { url: 'https://x.example.com' })).toBeNull();
      await endpoints.delete(e.companyId, e.publicId);
      expect(await endpoints.update(e.companyId, e.publicId, { description: 'Late' })).toBeNull();
    });

    it('deletes once, cancelling the deliveries still waiting and leaving finished ones as they were', async () => {
      const e = await registered();
      const ids = await deliveries(e, ['pending', 'retrying', 'held', 'delivered', 'dropped']);
      expect(await endpoints.delete(await newCompany(db), e.publicId)).toBe(false);
      expect(await endpoints.delete(e.companyId, e.publicId)).toBe(true);
      expect(await endpoints.delete(e.companyId, e.publicId)).toBe(false);
      expect((await deliveriesOf(db, e.id)).map((d) => [d.id, d.status, d.next_attempt_at])).toEqual([
        [ids[0], 'cancelled', null],
        [ids[1], 'cancelled', null],
        [ids[2], 'cancelled', null],
        [ids[3], 'delivered', expect.any(Date)],
        [ids[4], 'dropped', expect.any(Date)],
      ]);
    });
  });

  it('signs with the current secret, and with the previous one only until its overlap ends', async () => {
    const e = await registered(undefined, { secretEnc: 'sealed-1' });
    expect(await endpoints.signingSecrets(e.id)).toEqual(['sealed-1']);
    await endpoints.rotateSecret(e.id, 'sealed-2', new Date(Date.now() + 3_600_000));
    expect(await endpoints.signingSecrets(e.id)).toEqual(['sealed-2', 'sealed-1']);
    await endpoints.rotateSecret(e.id, 'sealed-3', new Date(Date.now() - 1));
    expect(await endpoints.signingSecrets(e.id)).toEqual(['sealed-3']);
    expect(await endpoints.signingSecrets(-1)).toEqual([]);
  });

  describe('disable and enable', () => {
    it('disabling holds the waiting deliveries, once', async () => {
      const e = await registered();
      const ids = await deliveries(e, ['pending', 'retrying', 'delivered']);
      expect(await endpoints.disable(e.id, 'MANUAL')).toBe(true);
      expect(await endpoints.disable(e.id, 'MANUAL')).toBe(false);
      expect(await endpoints.find(e.companyId, e.publicId)).toMatchObject({ disabledAt: expect.any(Date), disabledReason: 'MANUAL' });
      expect((await deliveriesOf(db, e.id)).map((d) => [d.id, d.status, d.next_attempt_at])).toEqual([
        [ids[0], 'held', null],
        [ids[1], 'held', null],
        [ids[2], 'delivered', expect.any(Date)],
      ]);
    });

    it('enabling releases held deliveries of the catch-up window oldest first, paced, and drops older ones', async () => {
      const e = await registered();
      await endpoints.disable(e.id, 'MANUAL');
      const [old] = await deliveries(e, ['held'], { created_at: new Date(Date.now() - 2 * 3_600_000), next_attempt_at: null });
      const [fresh1, fresh2] = await deliveries(e, ['held', 'held'], { next_attempt_at: null });
      const [retried] = await deliveries(e, ['held'], { next_attempt_at: null, attempts: 2 });

      const released = await endpoints.enable(e.id, 3_600_000, 4);
      expect(released).toEqual([
        { ref: { deliveryId: fresh1, endpointId: e.id }, delayMs: 0 },
        { ref: { deliveryId: fresh2, endpointId: e.id }, delayMs: 250 },
        { ref: { deliveryId: retried, endpointId: e.id }, delayMs: 500 },
      ]);
      const rows = await deliveriesOf(db, e.id);
      expect(rows.map((d) => [d.id, d.status, d.last_failure])).toEqual([
        [old, 'dropped', 'endpoint_disabled'],
        [fresh1, 'pending', null],
        [fresh2, 'pending', null],
        [retried, 'retrying', null],
      ]);
      expect(Number(rows[2].next_attempt_at) - Number(rows[1].next_attempt_at)).toBe(250);
      expect(await endpoints.find(e.companyId, e.publicId)).toMatchObject({ disabledAt: null, disabledReason: null });
      expect(await endpoints.enable(e.id, 3_600_000, 4)).toEqual([]);
    });
  });

  describe('noteAttempt', () => {
    const at = (iso: string) => new Date(iso);
    const failed = (iso: string, gone = false) => ({ ok: false, gone, at: at(iso) });
    const health = async (id: number) =>
      (await db.dataSource.query(`SELECT failing_since, failed_attempts, disabled_reason FROM webhook_endpoints WHERE id = $1`, [id]))[0] as {
        failing_since: Date | null;
        failed_attempts: number;
        disabled_reason: string | null;
      };

    it('disables after failures that lasted long enough and were enough, holding the waiting deliveries', async () => {
      const e = await registered();
      const [waiting] = await deliveries(e, ['retrying']);
      const policy = { disableAfterMs: 60_000, minFailedAttempts: 3 };
      expect(await endpoints.noteAttempt(e.id, failed('2026-01-01T00:00:00Z'), policy)).toBeNull();
      expect(await endpoints.noteAttempt(e.id, failed('2026-01-01T00:05:00Z'), policy)).toBeNull();
      expect(await health(e.id)).toEqual({ failing_since: at('2026-01-01T00:00:00Z'), failed_attempts: 2, disabled_reason: null });
      expect(await endpoints.noteAttempt(e.id, failed('2026-01-01T00:06:00Z'), policy)).toEqual({
        reason: 'FAILING',
        endpoint: { companyId: e.companyId, publicId: e.publicId, url: e.url },
      });
      expect((await deliveriesOf(db, e.id)).find((d) => d.id === waiting)?.status).toBe('held');
      expect(await endpoints.noteAttempt(e.id, failed('2026-01-01T00:07:00Z'), policy)).toBeNull();
    });

    it('a success ends the run of failures; a 410 disables at once', async () => {
      const e = await registered();
      const policy = { disableAfterMs: 0, minFailedAttempts: 100 };
      await endpoints.noteAttempt(e.id, failed('2026-01-01T00:00:00Z'), policy);
      await endpoints.noteAttempt(e.id, { ok: true, gone: false, at: at('2026-01-01T00:01:00Z') }, policy);
      expect(await health(e.id)).toEqual({ failing_since: null, failed_attempts: 0, disabled_reason: null });
      expect(await endpoints.noteAttempt(e.id, failed('2026-01-01T00:02:00Z', true), policy)).toMatchObject({ reason: 'GONE' });
    });

    it('counts two concurrent failures one after the other, and only one of them reports disabling', async () => {
      const e = await registered();
      const policy = { disableAfterMs: 0, minFailedAttempts: 1 };
      let firstAnswer: unknown;
      const { second } = await contend(db, { lock: async () => (firstAnswer = await endpoints.noteAttempt(e.id, failed('2026-01-01T00:00:00Z'), policy)) }, () =>
        endpoints.noteAttempt(e.id, failed('2026-01-01T00:00:01Z'), policy),
      );
      expect(firstAnswer).toMatchObject({ reason: 'FAILING' });
      expect(second).toBeNull();
      expect(await health(e.id)).toMatchObject({ failed_attempts: 2, disabled_reason: 'FAILING' });
    });
  });
});
