import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BootstrapCompany, BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase, describeWithRedis, testConfig, testLogger } from '@backoffice/shared/testing';
import request from 'supertest';
import { createApiApp } from '../src/create-api-app';
import { bearer } from './support/test-app';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

interface Api {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
}

/** The API alone (no worker): these tests only count requests. */
async function startApi(env: Record<string, string | undefined>): Promise<Api> {
  const config = testConfig(env);
  const app = await createApiApp(config, testLogger(config));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, http: request(app.getHttpServer()) };
}

const newCompany = (api: Api) => api.app.get(BootstrapCompany).execute(`Rate limit ${process.pid}-${Date.now()}-${Math.random()}`);

describeWithDatabase()('rate limiting per API key', () => {
  describeWithRedis()('on Redis', () => {
    // One request a second sustained, three at once.
    const LIMITS = { RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_BURST: '3' };
    let api: Api;
    let acme: BootstrappedCompany;

    beforeAll(async () => {
      api = await startApi(LIMITS);
      acme = await newCompany(api);
    });
    afterAll(() => api.app.close());

    it('answers 429 RATE_LIMITED with Retry-After once a key has used its burst, and admits it again after that wait', async () => {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await api.http.get('/warehouses').set(bearer(acme.keys.employee)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(answers.map((a) => a.headers['ratelimit-remaining'])).toEqual(['2', '1', '0', '0']);
      expect(answers[0].headers['ratelimit-limit']).toBe('3');
      const refused = answers[3];
      expect(refused.body).toEqual({ error: 'RATE_LIMITED', message: expect.any(String) });
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(1);

      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      expect((await api.http.get('/warehouses').set(bearer(acme.keys.employee))).status).toBe(200);
    });

    it('counts each key on its own', async () => {
      for (let i = 0; i < 3; i++) await api.http.get('/warehouses').set(bearer(acme.keys.manager));
      expect((await api.http.get('/warehouses').set(bearer(acme.keys.manager))).status).toBe(429);
      expect((await api.http.get('/warehouses').set(bearer(acme.keys.accountant))).status).toBe(200);
    });

    it('never counts or refuses unauthenticated requests: they stay 401', async () => {
      const answers = await Promise.all(Array.from({ length: 12 }, () => api.http.get('/warehouses').set(bearer('sk_notARealKey0123456789012345678901234567'))));
      expect(new Set(answers.map((a) => a.status))).toEqual(new Set([401]));
      expect(answers.every((a) => a.headers['ratelimit-limit'] === undefined)).toBe(true);
    });

    it('does not limit health, metrics, the API reference or signed file links', async () => {
      const company = await newCompany(api);
      const uploaded = await api.http.post('/files/upload').set(bearer(company.keys.owner)).attach('file', PDF, { filename: 'r.pdf', contentType: 'application/pdf' });
      expect(uploaded.status).toBe(200);
      const link = new URL(uploaded.body.remoteUrl);
      // The owner key has used one of its three; spend the rest so the key is at its limit.
      while ((await api.http.get('/warehouses').set(bearer(company.keys.owner))).status !== 429);

      for (const path of ['/health/live', '/health/ready', '/metrics', '/docs', '/openapi.json', `${link.pathname}${link.search}`]) {
        const statuses = [];
        for (let i = 0; i < 6; i++) statuses.push((await api.http.get(path).set(bearer(company.keys.owner))).status);
        expect({ path, statuses }).toEqual({ path, statuses: [200, 200, 200, 200, 200, 200] });
      }
    });

    it('is shared by every API instance on the same Redis and queue prefix: together they admit the burst once', async () => {
      const prefix = `rl-shared-${process.pid}-${Date.now()}`;
      const env = { RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_BURST: '6', QUEUE_PREFIX: prefix };
      const [one, two] = await Promise.all([startApi(env), startApi(env)]);
      try {
        const company = await newCompany(one);
        const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).http.get('/warehouses').set(bearer(company.keys.owner))));
        const statuses = answers.map((a) => a.status);
        // Each instance was sent ten requests, more than the burst: deciding alone, each would have admitted six, twelve in all. Which instance
        // answers which of the six depends on the order the requests reach Redis (on a loaded machine one instance may admit all six), so only
        // the sum is asserted.
        expect(statuses.filter((s) => s === 200)).toHaveLength(6);
        expect(statuses.filter((s) => s === 429)).toHaveLength(14);
      } finally {
        await Promise.all([one.app.close(), two.app.close()]);
      }
    });
  });

  it('limits in-process in the embedded mode (no REDIS_URL), behind the same answer', async () => {
    const api = await startApi({ REDIS_URL: undefined, RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_BURST: '2' });
    try {
      const company = await newCompany(api);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await api.http.get('/warehouses').set(bearer(company.keys.owner))).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await api.app.close();
    }
  });

  it('is off with RATE_LIMIT_PER_MINUTE=0', async () => {
    const api = await startApi({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_BURST: '1' });
    try {
      const company = await newCompany(api);
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await api.http.get('/warehouses').set(bearer(company.keys.owner)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      expect(answers[0].headers['ratelimit-limit']).toBeUndefined();
    } finally {
      await api.app.close();
    }
  });
});
