import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { databaseUrl, describeWithDatabase, eventually, freePort } from '@backoffice/shared/testing';
import { DataSource } from 'typeorm';
import { card, CARDS } from './support/gateway';
import { spawnApp, SpawnedProcess } from './support/spawned-api';

const ROOT = path.resolve(__dirname, '../../..');
/** Every test card, and numbers refused by validation (they reach the service all the same). */
const NUMBERS = [...Object.values(CARDS), '4242424242424241', '4000056655665556'];

/**
 * No full card number is ever stored or logged. The API runs as its own process, as in production,
 * with LOG_LEVEL=trace (every request logged), and is sent every test card through every gateway
 * route, plus refused and malformed requests carrying card numbers. Its whole output and every
 * text of every table of the database are then searched for the numbers.
 */
describeWithDatabase()('payment gateway: no full card number in the database, the logs or the answers', () => {
  let server: SpawnedProcess | undefined;
  let dataDir: string;
  let env: Record<string, string | undefined>;
  let base: string;
  const answers: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-card-data-'));
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // No REDIS_URL: jobs run in this one process, so its output is all there is to search.
    env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'trace', NODE_ENV: 'test', DATABASE_URL: databaseUrl() };
    server = spawnApp('api', env);
    await eventually(async () => (await fetch(`${base}/health/ready`).catch(() => undefined))?.status === 200, 90_000, 250);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = async (method: string, route: string, key: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    answers.push(text);
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  it('uses every card on every route, then finds none of the numbers anywhere', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['-r', '@swc-node/register', 'apps/cli/src/main.ts', 'bootstrap', '--company', `Card Data ${process.pid}`], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    const owner: string = JSON.parse(stdout).keys.owner;
    const client = await send('POST', '/clients/create', owner, { name: 'Card Holder' });
    expect(client.status).toBe(200);
    const entityId = client.body.clientId;

    for (const [i, number] of Object.values(CARDS).entries()) {
      const saved = await send('POST', '/gateway/tokens', owner, { entityId, card: card(number) }, { 'Idempotency-Key': `card-data-${i}` });
      expect(saved.status).toBe(200);
      expect((await send('POST', '/gateway/tokens', owner, { entityId, card: card(number) }, { 'Idempotency-Key': `card-data-${i}` })).status).toBe(200);
      const charged = await send('POST', '/gateway/charges', owner, { paymentMethodId: saved.body.id, amount: 10, issueReceipt: true });
      expect(charged.status).toBe(200);
      const auth = await send('POST', '/gateway/charges', owner, { paymentMethodId: saved.body.id, amount: 20, capture: false }, { 'Idempotency-Key': `auth-${i}` });
      if (auth.body.status === 'authorized') {
        expect((await send('POST', `/gateway/charges/${auth.body.id}/capture`, owner, {})).status).toBe(200);
        expect((await send('POST', `/gateway/charges/${auth.body.id}/refunds`, owner, { amount: 5 })).status).toBe(200);
      }
      expect((await send('GET', `/gateway/charges/${charged.body.id}`, owner)).status).toBe(200);
      expect((await send('DELETE', `/gateway/tokens/${saved.body.id}`, owner)).status).toBe(200);
    }
    // Refused requests carry numbers too: a failed check, an expired card, a number as a JSON
    // number, a number in an unknown field, a number inside malformed JSON, a number in the URL.
    expect((await send('POST', '/gateway/tokens', owner, { entityId, card: card('4242424242424241') })).status).toBe(400);
    expect((await send('POST', '/gateway/tokens', owner, { entityId, card: { ...card('4000056655665556'), expYear: 2001 } })).status).toBe(400);
    expect((await send('POST', '/gateway/tokens', owner, { entityId, card: { ...card(CARDS.visa), number: Number(CARDS.visa) } })).status).toBe(400);
    expect((await send('POST', '/gateway/charges', owner, { paymentMethodId: 'pm_x', amount: 1, cardNumber: CARDS.mastercard })).status).toBe(400);
    expect((await send('POST', '/gateway/tokens', owner, `{"entityId": ${entityId}, "card": {"number": "${CARDS.declined}", "cvc": 1x}}`)).status).toBe(400);
    expect((await send('POST', '/gateway/tokens', owner, { entityId: 2147483000, card: card(CARDS.insufficientFunds) })).status).toBe(404);
    expect((await send('GET', `/gateway/charges/${CARDS.processorError}`, owner)).status).toBe(404);

    await new Promise((resolve) => setTimeout(resolve, 500)); // pino writes asynchronously
    const output = server?.output() ?? '';
    // The logs did record the requests: the search below looks where the numbers would be.
    expect(output).toContain('/gateway/tokens');
    expect(output).toMatch(/"reqId"/);
    const found = (text: string) => NUMBERS.filter((n) => text.includes(n) && !(n === CARDS.processorError && text.includes(`/gateway/charges/${n}`)));
    expect(found(output)).toEqual([]);
    expect(found(answers.join('\n'))).toEqual([]);

    const db = await new DataSource({ type: 'postgres', url: databaseUrl() }).initialize();
    try {
      const tables: { name: string }[] = await db.query(`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`);
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['payment_methods', 'charges', 'charge_refunds', 'outbox_events', 'idempotency_keys', 'documents']));
      const patterns = NUMBERS.map((n) => `%${n}%`);
      const hits: string[] = [];
      for (const { name } of tables) {
        const [row] = await db.query(`SELECT count(*)::int AS n FROM ${name} AS t WHERE t::text LIKE ANY($1)`, [patterns]);
        if (row.n > 0) hits.push(name);
      }
      expect(hits).toEqual([]);
      // What is kept instead: brand, last four and the processor's token.
      const kept = await db.query(`SELECT brand, last4, processor_token FROM payment_methods WHERE entity_id = $1 ORDER BY id`, [entityId]);
      expect(kept.map((k: { last4: string }) => k.last4)).toEqual(Object.values(CARDS).map((n) => n.slice(-4)));
      expect(kept.every((k: { processor_token: string }) => /^tok_sandbox_/.test(k.processor_token))).toBe(true);
      const columns: { column_name: string }[] = await db.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name ~* '(^|_)(pan|cvc|cvv|card_number)($|_)'`,
      );
      expect(columns).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 120_000);
});
