import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import type { Response } from 'supertest';
import { bearer, startTestApp, TestApp } from './support/test-app';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

function expectBaseHeaders(response: Response): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

describeWithDatabase()('security headers', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
  });
  afterAll(() => t.close());

  it('every JSON answer, success or error, carries them with a CSP that loads nothing and forbids framing', async () => {
    const answers = [
      await t.http.get('/warehouses').set(bearer(acme.keys.owner)),
      await t.http.get('/warehouses'),
      await t.http.get('/no/such/route').set(bearer(acme.keys.owner)),
      await t.http.post('/warehouses/create').set(bearer(acme.keys.owner)).set('content-type', 'application/json').send('{"name":'),
      await t.http.get('/health/ready'),
      await t.http.get('/openapi.json'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 404, 400, 200, 200]);
    for (const answer of answers) {
      expectBaseHeaders(answer);
      expect(answer.headers['content-security-policy']).toBe(API_CSP);
    }
  });

  it('sends Strict-Transport-Security only on requests that came over HTTPS (a proxy saying so)', async () => {
    const plain = await t.http.get('/health/live');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await t.http.get('/health/live').set('X-Forwarded-Proto', 'https');
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('keeps the API reference working: its scripts come from /docs itself and load', async () => {
    const page = await t.http.get('/docs');
    expect(page.status).toBe(200);
    expectBaseHeaders(page);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Every script is a same-origin file (no inline script the CSP would block) that serves.
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const script = await t.http.get(new URL(src, 'http://host/docs').pathname);
      expect({ src, status: script.status }).toEqual({ src, status: 200 });
      expect(script.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('leaves the sandboxing CSP of signed file links in place, with the other headers', async () => {
    const uploaded = await t.http.post('/files/upload').set(bearer(acme.keys.owner)).attach('file', PDF, { filename: 'r.pdf', contentType: 'application/pdf' });
    const link = new URL(uploaded.body.remoteUrl);
    const file = await t.http.get(`${link.pathname}${link.search}`);
    expect(file.status).toBe(200);
    expectBaseHeaders(file);
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('omits Strict-Transport-Security when HSTS_MAX_AGE_SECONDS is 0', async () => {
    const other = await startTestApp({ HSTS_MAX_AGE_SECONDS: '0', REDIS_URL: undefined });
    try {
      const proxied = await other.http.get('/health/live').set('X-Forwarded-Proto', 'https');
      expect(proxied.status).toBe(200);
      expect(proxied.headers['strict-transport-security']).toBeUndefined();
      expectBaseHeaders(proxied);
    } finally {
      await other.close();
    }
  });
});
