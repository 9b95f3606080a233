import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BootstrapCompany } from '@backoffice/identity/application';
import { AppConfig } from '@backoffice/shared/config';
import { describeWithDatabase, describeWithRedis, eventually, testConfig, testLogger } from '@backoffice/shared/testing';
import { Queue, Worker } from 'bullmq';
import { BrowserContext, chromium } from 'playwright-core';
import request from 'supertest';
import { createApiApp } from '../src/create-api-app';

const ADMIN_TOKEN = 'operator-token-0123456789abcdef-0123456789';
/** Debian's Chromium (`apt-get install chromium`); CI installs it. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** With DOCS_SCREENSHOTS=1 the screenshot replaces the one the README shows. */
const SCREENSHOT =
  process.env.DOCS_SCREENSHOTS === '1' ? path.resolve(__dirname, '../../../docs/images/queue-dashboard.png') : path.join(tmpdir(), `queue-dashboard-${process.pid}.png`);

describeWithDatabase()('queue dashboard at /admin/queues', () => {
  describeWithRedis()('with REDIS_URL and ADMIN_TOKEN', () => {
    let app: NestFastifyApplication;
    let config: AppConfig;
    let base: string;
    let http: ReturnType<typeof request>;

    beforeAll(async () => {
      // No recovery passes: the queues show this test's jobs only, not those of files other tests left in the database.
      config = testConfig({ ADMIN_TOKEN, BACKGROUND_TASKS: 'false' });
      app = await createApiApp(config, testLogger(config));
      await app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
      http = request(app.getHttpServer());
    });
    afterAll(async () => {
      await app.close();
    });

    it('refuses anyone without the operator token, a company API key included, and asks browsers for it', async () => {
      const company = await app.get(BootstrapCompany).execute(`Dashboard ${process.pid}-${Date.now()}`);
      for (const authorization of [undefined, `Bearer ${company.keys.owner}`, `Basic ${Buffer.from(`operator:${company.keys.owner}`).toString('base64')}`, 'Bearer wrong']) {
        const answer = await http.get('/admin/queues/api/queues').set(authorization ? { authorization } : {});
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ error: 'UNAUTHORIZED', message: expect.stringContaining('ADMIN_TOKEN') });
        expect(answer.headers['www-authenticate']).toMatch(/^Basic realm=/);
      }
      const page = await http.get('/admin/queues').set('authorization', `Bearer ${ADMIN_TOKEN}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // Its own CSP (scripts from this origin only), the other security headers as everywhere.
      expect(page.headers['content-security-policy']).toMatch(/script-src 'self'; style-src 'self' 'unsafe-inline'/);
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('DENY');
    });

    it('lists the queues in a real browser and shows a failed job with its error', async () => {
      // A job fails for good on the files queue (as a broken inspection would).
      const files = new Queue('files', { connection: { url: config.redisUrl }, prefix: config.queuePrefix });
      const failing = new Worker(
        'files',
        async () => {
          throw new Error('inspection failed on purpose');
        },
        { connection: { url: config.redisUrl }, prefix: config.queuePrefix },
      );
      const profile = mkdtempSync(path.join(tmpdir(), 'chromium-profile-'));
      let browser: BrowserContext | undefined;
      try {
        const job = await files.add('files.inspect', { fileId: 987654 }, { attempts: 1 });
        await eventually(async () => (await files.getJobState(job.id as string)) === 'failed', 10_000);

        browser = await chromium.launchPersistentContext(profile, {
          executablePath: CHROMIUM,
          headless: true,
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
          httpCredentials: { username: 'operator', password: ADMIN_TOKEN },
          viewport: { width: 1280, height: 800 },
        });
        const page = browser.pages()[0] ?? (await browser.newPage());
        const refusedScripts: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && /Refused to (execute|load the script|apply inline style)/.test(message.text())) refusedScripts.push(message.text());
        });
        const answer = await page.goto(`${base}/admin/queues`);
        expect(answer?.status()).toBe(200);
        for (const queue of ['documents', 'extraction', 'files', 'webhooks']) await page.getByText(queue, { exact: true }).first().waitFor({ timeout: 20_000 });

        await page.goto(`${base}/admin/queues/queue/files?status=failed`);
        await page.getByText('inspection failed on purpose').first().waitFor({ timeout: 20_000 });
        expect(await page.getByText('files.inspect').count()).toBeGreaterThan(0);
        mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
        await page.screenshot({ path: SCREENSHOT });
        expect(refusedScripts).toEqual([]);
      } finally {
        await browser?.close();
        rmSync(profile, { recursive: true, force: true });
        await failing.close();
        await files.obliterate({ force: true });
        await files.close();
      }
    }, 90_000);
  });

  it('is not served without ADMIN_TOKEN', async () => {
    const config = testConfig({ ADMIN_TOKEN: undefined });
    const app = await createApiApp(config, testLogger(config));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const answer = await request(app.getHttpServer()).get('/admin/queues').set('authorization', `Bearer ${ADMIN_TOKEN}`);
      expect(answer.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
