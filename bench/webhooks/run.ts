/**
 * Webhook delivery throughput: the real worker (relay → deliveries → per-endpoint dispatcher →
 * signed POST, attempts recorded in PostgreSQL) beside a raw BullMQ + http keep-alive sender (one
 * job per delivery, HMAC signed, nothing recorded), in the same run, to the same 100 loopback
 * receivers (bench/webhooks/receivers.ts, another process). Each case: `perEndpoint` deliveries
 * to each endpoint; with `hanging` > 0 that many receivers never answer and the sender's time-out
 * ends those attempts. Printed: one JSON line per case with deliveries per second to the healthy
 * endpoints: time from the first event (or job) to the last healthy answer, taken the same way for
 * both senders by the receivers' process, so nothing polls the database during the run.
 *   BENCH_DATABASE_URL=… REDIS_URL=… node -r @swc-node/register bench/webhooks/run.ts [perEndpoint]
 */
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import * as http from 'node:http';
import { createInterface } from 'node:readline';
import * as path from 'node:path';
import { SecretsKey } from '@backoffice/shared/config';
import { AesGcmSecretCipher } from '@backoffice/webhooks/infrastructure';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { Client } from 'pg';

const ROOT = path.resolve(__dirname, '../..');
const DB = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_webhooks_bench';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRETS_KEY = 'bench-secrets-key-0123456789abcdef0123456789';
const ENDPOINTS = 100;
const HANGING = 10;
const TIMEOUT_MS = Number(process.env.WEBHOOK_TIMEOUT_MS ?? 10_000);
const RAW_CONCURRENCY = Number(process.env.RAW_CONCURRENCY ?? 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Receivers {
  urls: string[];
  /** Resolves with the time at which the healthy receivers had answered `n` requests in all. */
  answeredAt(n: number, timeoutMs: number): Promise<number | null>;
  stop(): void;
}

async function startReceivers(hanging: number): Promise<Receivers> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'bench/webhooks/receivers.ts', String(ENDPOINTS), String(hanging)], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const replies: ((line: string) => void)[] = [];
  const first = new Promise<string>((resolve) => replies.push(resolve));
  lines.on('line', (line) => replies.shift()?.(line));
  const urls = (JSON.parse(await first) as { urls: string[] }).urls;
  return {
    urls,
    answeredAt: (n, timeoutMs) =>
      Promise.race([
        new Promise<number>((resolve) => {
          replies.push((line) => resolve((JSON.parse(line) as { at: number }).at));
          child.stdin?.write(`at ${n}\n`);
        }),
        sleep(timeoutMs).then(() => null),
      ]),
    stop: () => child.kill('SIGKILL'),
  };
}

function envelope(type = 'document.created') {
  return { id: randomUUID(), type, created: Math.floor(Date.now() / 1000), data: { document: { id: randomUUID(), number: 1, totalWithTax: 118, status: 'OPEN' } } };
}

/** The system: a worker process; events written to the outbox as the documents context does. */
async function runSystem(db: Client, perEndpoint: number, hanging: number) {
  // Earlier runs leave deliveries retrying to receivers that are gone (and whose ports new
  // receivers may reuse): cancel them. This machine's PostgreSQL runs with autovacuum off, so
  // the dead rows of earlier runs are vacuumed here, or every run would be slower than the last.
  await db.query(`UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL WHERE status IN ('pending', 'retrying')`);
  for (const table of ['webhook_deliveries', 'webhook_attempts', 'outbox_events', 'webhook_event_feed', 'webhook_endpoints']) await db.query(`VACUUM ANALYZE ${table}`);
  const receivers = await startReceivers(hanging);
  const urls = receivers.urls;
  const cipher = new AesGcmSecretCipher(SecretsKey.fromString(SECRETS_KEY).derive('webhook-endpoint-secrets'));
  const [{ id: companyId }] = (await db.query(`INSERT INTO companies (name) VALUES ($1) RETURNING id`, [`Webhook bench ${Date.now()}`])).rows;
  const endpointIds: number[] = [];
  for (const [i, url] of urls.entries()) {
    const { rows } = await db.query(`INSERT INTO webhook_endpoints (public_id, company_id, url, events, secret_enc, created_at) VALUES ($1, $2, $3, $4, $5, now() - interval '1 minute') RETURNING id`, [
      `we_bench_${companyId}_${i}`,
      companyId,
      url,
      [`*`],
      cipher.encrypt(`whsec_bench_${i}`),
    ]);
    endpointIds.push(Number(rows[0].id));
  }
  const healthy = endpointIds.slice(hanging);
  const prefix = `bench-wh-${Date.now()}`;
  const worker = spawn(process.execPath, ['-r', '@swc-node/register', 'apps/worker/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: DB,
      REDIS_URL: REDIS,
      QUEUE_PREFIX: prefix,
      SECRETS_KEY,
      MIGRATIONS_RUN: 'false',
      LOG_LEVEL: process.env.WORKER_LOG_LEVEL ?? 'warn',
      WEBHOOKS_ALLOW_HTTP: 'true',
      ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      WEBHOOK_RELAY_INTERVAL_MS: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const insertEvent = async () => {
    const e = envelope();
    await db.query(`INSERT INTO outbox_events (event_id, company_id, type, envelope, created_at) VALUES ($1, $2, $3, $4, now())`, [e.id, companyId, e.type, JSON.stringify(e)]);
  };
  const deliveredCount = async () =>
    (await db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = ANY ($1) AND status = 'delivered'`, [healthy])).rows[0].n as number;
  // Warm-up: the worker is up (swc compile, Nest, BullMQ) once one event reached every healthy endpoint.
  await insertEvent();
  await receivers.answeredAt(healthy.length, 120_000);
  // One event per delivery wanted: each event fans out to all 100 endpoints. Timed at the
  // receivers, as the raw sender is, so polling the database does not load the run.
  const expected = healthy.length * perEndpoint;
  const started = Date.now();
  for (let i = 0; i < perEndpoint; i++) {
    await insertEvent();
  }
  const lastAt = await receivers.answeredAt(healthy.length + expected, 120_000);
  const seconds = ((lastAt ?? Date.now()) - started) / 1000;
  // Every healthy delivery is also recorded as delivered (its attempt row written) shortly after.
  await sleep(500);
  const delivered = (await deliveredCount()) - healthy.length;
  worker.kill('SIGKILL');
  receivers.stop();
  return { complete: lastAt !== null, expected, recordedDelivered: delivered, seconds, perSecond: Math.round(expected / seconds) };
}

/** Raw: BullMQ jobs carrying url and body, a Worker POSTing with http keep-alive, HMAC per job. */
async function runRaw(perEndpoint: number, hanging: number) {
  const receivers = await startReceivers(hanging);
  const urls = receivers.urls;
  const connection = new IORedis(REDIS, { maxRetriesPerRequest: null });
  const prefix = `bench-raw-${Date.now()}`;
  const queue = new Queue('raw-webhooks', { connection, prefix });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const healthyUrls = new Set(urls.slice(hanging));
  const expected = healthyUrls.size * perEndpoint;
  let delivered = 0;
  const post = (url: string, body: string, secret: string) =>
    new Promise<number>((resolve, reject) => {
      const t = Math.floor(Date.now() / 1000);
      const sig = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
      const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'service-signature': `t=${t},v1=${sig}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
  const worker = new Worker(
    'raw-webhooks',
    async (job) => {
      const status = await post(job.data.url, job.data.body, 'whsec_raw');
      if (status >= 200 && status < 300 && healthyUrls.has(job.data.url)) delivered++;
    },
    { connection: new IORedis(REDIS, { maxRetriesPerRequest: null }), prefix, concurrency: RAW_CONCURRENCY },
  );
  const started = Date.now();
  for (let i = 0; i < perEndpoint; i++) {
    const body = JSON.stringify(envelope());
    await queue.addBulk(urls.map((url) => ({ name: 'deliver', data: { url, body }, opts: { removeOnComplete: true, removeOnFail: true } })));
  }
  const lastAt = await receivers.answeredAt(expected, 120_000);
  const seconds = ((lastAt ?? Date.now()) - started) / 1000;
  await worker.close(true);
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await connection.quit();
  agent.destroy();
  receivers.stop();
  return { complete: lastAt !== null, expected, senderCounted: delivered, seconds, perSecond: Math.round(expected / seconds) };
}

async function main() {
  const perEndpoint = Number(process.argv[2] ?? 30);
  const db = new Client({ connectionString: DB });
  await db.connect();
  const only = process.env.BENCH_ONLY; // 'system' or 'raw': one sender only, when looking into one
  for (const hanging of [0, HANGING]) {
    if (only !== 'raw') {
      const system = await runSystem(db, perEndpoint, hanging);
      console.log(JSON.stringify({ sender: 'system', endpoints: ENDPOINTS, hanging, perEndpoint, timeoutMs: TIMEOUT_MS, ...system }));
    }
    if (only === 'system') continue;
    const raw = await runRaw(perEndpoint, hanging);
    console.log(JSON.stringify({ sender: 'raw bullmq+http', endpoints: ENDPOINTS, hanging, perEndpoint, timeoutMs: TIMEOUT_MS, concurrency: RAW_CONCURRENCY, ...raw }));
  }
  await db.end();
  process.exit(0); // sockets to the hanging receivers would otherwise keep the process up to the time-out
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
