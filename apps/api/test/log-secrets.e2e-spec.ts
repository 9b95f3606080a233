import { databaseUrl, describeWithDatabase, eventually, freePort, startWebhookReceiver, TEST_SECRETS_KEY, WebhookReceiver } from '@backoffice/shared/testing';
import request from 'supertest';
import { spawnApp, SpawnedProcess } from './support/spawned-api';

/** A test card number of the card networks: it must never be written anywhere in clear. */
const CARD_NUMBER = '4242424242424242';

/**
 * Credentials never reach the logs. The real processes run with the real logger at `trace` (the
 * most verbose level) and their whole output is searched after a flow that handles every kind of
 * secret: API keys (bootstrap, created, sent, revoked, wrong), webhook signing secrets (created,
 * rotated, used to sign deliveries), signed file links, and a card number sent in a body.
 */
describeWithDatabase()('log hygiene: secrets never appear in log output', () => {
  let api: SpawnedProcess;
  let cliOutput = '';
  let receiver: WebhookReceiver;
  let http: ReturnType<typeof request>;
  const secrets = new Map<string, string>();
  const env = (extra: Record<string, string> = {}) => ({
    DATABASE_URL: databaseUrl(),
    SECRETS_KEY: TEST_SECRETS_KEY,
    LOG_LEVEL: 'trace',
    NODE_ENV: 'production',
    WEBHOOKS_ALLOW_HTTP: 'true',
    ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_RELAY_INTERVAL_MS: '50',
    TAX_AUTHORITY_LATENCY_MS: '0',
    ...extra,
  });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // Bootstrap through the CLI: its stdout is the answer (the keys); its logs go to stderr.
    const cli = spawnApp('cli', env(), ['bootstrap', '--company', `Log hygiene ${process.pid}`]);
    const code = await cli.exited;
    const [answer, ...logLines] = cli
      .output()
      .split('\n')
      .sort((a) => (a.startsWith('{"companyId"') ? -1 : 1));
    if (code !== 0) throw new Error(`bootstrap failed (${code}): ${cli.output()}`);
    cliOutput = logLines.join('\n');
    const keys = (JSON.parse(answer) as { keys: Record<string, string> }).keys;
    for (const [role, key] of Object.entries(keys)) secrets.set(`${role} key from bootstrap`, key);
    const port = await freePort();
    // No REDIS_URL: jobs (webhook deliveries among them) run inside this one process, so its output covers them.
    api = spawnApp('api', env({ PORT: String(port), HOST: '127.0.0.1' }));
    http = request(`http://127.0.0.1:${port}`);
    await eventually(async () => (await http.get('/health/live').catch(() => ({ status: 0 }))).status === 200, 60_000, 200);
  }, 90_000);
  afterAll(async () => {
    await api?.stop();
    await receiver?.close();
  });

  it('keeps every key, signing secret, link signature and card number out of the API and CLI logs', async () => {
    const owner = { authorization: `Bearer ${secrets.get('owner key from bootstrap')}` };
    const created = await http.post('/api-keys').set(owner).send({ name: 'integration', role: 'manager' });
    expect(created.status).toBe(200);
    secrets.set('created API key', created.body.key);
    expect((await http.get('/vendors').set({ authorization: `Bearer ${created.body.key}` })).status).toBe(200);
    expect((await http.get('/vendors').set('x-api-key', created.body.key).set('cookie', `session=${created.body.key}`)).status).toBe(401);
    expect((await http.delete(`/api-keys/${created.body.id}`).set(owner)).status).toBe(200);
    expect((await http.get('/vendors').set({ authorization: `Bearer ${created.body.key}` })).status).toBe(401);
    const wrongKey = `sk_${'W'.repeat(40)}`;
    secrets.set('unknown API key', wrongKey);
    expect((await http.get('/vendors').set({ authorization: `Bearer ${wrongKey}` })).status).toBe(401);

    const endpoint = await http
      .post('/webhooks')
      .set(owner)
      .send({ url: receiver.url, events: ['*'] });
    expect(endpoint.status).toBe(200);
    secrets.set('webhook secret', endpoint.body.secret);
    const rotated = await http.post(`/webhooks/${endpoint.body.id}/rotate-secret`).set(owner);
    expect(rotated.status).toBe(200);
    secrets.set('rotated webhook secret', rotated.body.secret ?? rotated.body.newSecret);
    const client = await http.post('/clients/create').set(owner).send({ name: 'Log hygiene client' });
    expect(
      (
        await http
          .post('/documents/create/invoice')
          .set(owner)
          .send({ entityId: client.body.clientId, items: [{ description: 'x', quantity: 1, unitPrice: 10 }] })
      ).status,
    ).toBe(200);
    await eventually(async () => receiver.requests.length > 0, 20_000);

    const upload = await http.post('/files/upload').set(owner).attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), { filename: 'receipt.pdf', contentType: 'application/pdf' });
    expect(upload.status).toBe(200);
    const link = new URL(upload.body.remoteUrl);
    secrets.set('file link signature', link.searchParams.get('signature') ?? '');
    expect((await http.get(`${link.pathname}${link.search}`)).status).toBe(200);
    expect((await http.get(`${link.pathname}?expires=${link.searchParams.get('expires')}&signature=${'0'.repeat(64)}`)).status).toBe(403);

    // A card saved and charged through the gateway, and a declined one: only brand and last four may be kept.
    const expYear = new Date().getUTCFullYear() + 3;
    const saved = await http
      .post('/gateway/tokens')
      .set(owner)
      .send({ entityId: client.body.clientId, card: { number: CARD_NUMBER, expMonth: 12, expYear, cvc: '987' } });
    expect(saved.status).toBe(200);
    expect((await http.post('/gateway/charges').set(owner).send({ paymentMethodId: saved.body.id, amount: 12.5 })).status).toBe(200);
    const invalid = await http
      .post('/gateway/tokens')
      .set(owner)
      .send({ entityId: client.body.clientId, card: { number: '4242424242424241', expMonth: 12, expYear, cvc: '987' } });
    expect(invalid.status).toBe(400);
    secrets.set('invalid card number', '4242424242424241');
    // A card number where none belongs: rejected, and not echoed into the logs either.
    const card = await http.post('/vendors/create').set(owner).send({ taxId: '514000000', name: 'Card holder', type: 'COMPANY', cardNumber: CARD_NUMBER });
    expect(card.status).toBe(400);
    expect(card.text).not.toContain(CARD_NUMBER);
    secrets.set('card number', CARD_NUMBER);
    secrets.set('secrets key', TEST_SECRETS_KEY);

    await new Promise((resolve) => setTimeout(resolve, 500)); // the logger writes asynchronously
    const logs = `${api.output()}\n${cliOutput}`;
    // The logs are really there, at the verbose level, for the requests above (else this test proves nothing).
    expect(logs).toContain('/api-keys');
    expect(logs).toContain('/files/content/');
    expect(logs.split('\n').length).toBeGreaterThan(20);
    for (const value of secrets.values()) expect(value.length).toBeGreaterThan(8);
    const leaked = [...secrets].filter(([, value]) => logs.includes(value)).map(([what]) => what);
    const leakedLines = [...secrets].flatMap(([what, value]) =>
      logs
        .split('\n')
        .filter((l) => l.includes(value))
        .slice(0, 1)
        .map((l) => `${what}: ${l.slice(0, 300)}`),
    );
    expect({ leaked, leakedLines }).toEqual({ leaked: [], leakedLines: [] });
    expect(logs).not.toMatch(/sk_[A-Za-z0-9]{32,}/);
    expect(logs).not.toMatch(/whsec_[A-Za-z0-9+/=_-]{16,}/);
  }, 90_000);
});
