import { BootstrappedCompany } from '@backoffice/identity/application';
import { ChangeNotifications } from '@backoffice/shared/persistence';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { DataSource } from 'typeorm';
import { bearer, startTestApp, TestApp } from './support/test-app';

/** Polls `attempt` until it answers true, and says how long that took (ms); fails past `withinMs`. */
async function within(withinMs: number, attempt: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await attempt()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/**
 * Two API processes' worth of apps on one database: API keys and company settings are answered
 * from memory (RECORD_CACHE_TTL_MS), and every change reaches both at once through PostgreSQL
 * notifications, whoever makes it.
 */
describeWithDatabase()('API keys and company settings kept in memory, changed everywhere at once', () => {
  let a: TestApp;
  let b: TestApp;
  let company: BootstrappedCompany;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp();
    company = await a.newCompany();
    // Each process starts listening when it first reads a key.
    expect((await a.http.get('/files').set(bearer(company.keys.owner))).status).toBe(200);
    expect((await b.http.get('/files').set(bearer(company.keys.owner))).status).toBe(200);
    expect(await a.app.get(ChangeNotifications).whenListening()).toBe(true);
    expect(await b.app.get(ChangeNotifications).whenListening()).toBe(true);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const newKey = async () => (await a.http.post('/api-keys').set(bearer(company.keys.owner)).send({ name: 'Till', role: 'employee' })).body as { id: number; key: string };
  const status = async (t: TestApp, key: string) => (await t.http.get('/files').set(bearer(key))).status;

  /** A revocation PostgreSQL does not announce: triggers do not fire for a replica-role session. */
  const revokeUnannounced = (id: number) =>
    a.app.get(DataSource).transaction(async (m) => {
      await m.query(`SET LOCAL session_replication_role = replica`);
      await m.query(`UPDATE api_keys SET revoked_at = now() WHERE id = $1`, [id]);
    });

  it('answers a key it has seen from memory (proved by a revocation nobody announces going unnoticed)', async () => {
    const key = await newKey();
    expect(await status(b, key.key)).toBe(200);
    await revokeUnannounced(key.id);
    expect(await status(b, key.key)).toBe(200);
    // A process that never saw the key reads it: refused.
    const c = await startTestApp({ RUN_JOBS: 'false' });
    try {
      expect(await status(c, company.keys.owner)).toBe(200);
      expect(await c.app.get(ChangeNotifications).whenListening()).toBe(true);
      expect(await status(c, key.key)).toBe(401);
    } finally {
      await c.close();
    }
  });

  it('refuses a key revoked through the API in the revoking process at once, and in the other within a notification', async () => {
    const key = await newKey();
    expect(await status(a, key.key)).toBe(200);
    expect(await status(b, key.key)).toBe(200);
    expect((await a.http.delete(`/api-keys/${key.id}`).set(bearer(company.keys.owner))).status).toBe(200);
    expect(await status(a, key.key)).toBe(401);
    const tookMs = await within(1_000, async () => (await status(b, key.key)) === 401);
    expect(tookMs).toBeLessThan(1_000);
  });

  it('refuses a key an operator revoked in plain SQL, in every process', async () => {
    const key = await newKey();
    expect(await status(a, key.key)).toBe(200);
    expect(await status(b, key.key)).toBe(200);
    await a.app.get(DataSource).query(`UPDATE api_keys SET revoked_at = now() WHERE id = $1`, [key.id]);
    await within(1_000, async () => (await status(a, key.key)) === 401 && (await status(b, key.key)) === 401);
  });

  it('shows changed settings in the changing process at once and in the other within a notification', async () => {
    expect((await b.http.get('/company/settings').set(bearer(company.keys.owner))).body.vatRate).toBe(18);
    expect((await a.http.get('/company/settings').set(bearer(company.keys.owner))).body.vatRate).toBe(18);
    expect((await a.http.put('/company/settings').set(bearer(company.keys.owner)).send({ vatRate: 17.5 })).status).toBe(200);
    expect((await a.http.get('/company/settings').set(bearer(company.keys.owner))).body.vatRate).toBe(17.5);
    await within(1_000, async () => (await b.http.get('/company/settings').set(bearer(company.keys.owner))).body.vatRate === 17.5);
  });

  it('forgets everything when its listening connection is lost, so a change made meanwhile is not missed', async () => {
    const key = await newKey();
    expect(await status(b, key.key)).toBe(200);
    const listener = b.app.get(ChangeNotifications);
    await a.app.get(DataSource).query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'backoffice-listener' AND datname = current_database()`);
    await within(2_000, async () => !listener.listening);
    // Unannounced, and made while B was deaf: B must read it, not answer from memory.
    await revokeUnannounced(key.id);
    expect(await status(b, key.key)).toBe(401);
    expect(await listener.whenListening()).toBe(true);
    expect(await status(b, key.key)).toBe(401);
  });

  it('with RECORD_CACHE_TTL_MS=0 reads the key on every request', async () => {
    const c = await startTestApp({ RECORD_CACHE_TTL_MS: '0', RUN_JOBS: 'false' });
    try {
      const key = await newKey();
      expect(await status(c, key.key)).toBe(200);
      await revokeUnannounced(key.id);
      expect(await status(c, key.key)).toBe(401);
    } finally {
      await c.close();
    }
  });
});
