/**
 * What the webhook benchmarks share (run.ts, throughput; latency.ts, latency): the bench database
 * made ready, endpoints stored as the API stores them, the worker as a child process, events
 * written to the outbox as the documents context writes them, the loopback receivers
 * (receivers.ts, another process) and the raw sender (BullMQ jobs, http keep-alive, HMAC).
 */
import { ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import * as http from 'node:http';
import { createInterface } from 'node:readline';
import * as path from 'node:path';
import { SecretsKey } from '@backoffice/shared/config';
import { AesGcmSecretCipher } from '@backoffice/webhooks/infrastructure';
import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { Client, Pool } from 'pg';

export const ROOT = path.resolve(__dirname, '../..');
export const DB = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_webhooks_bench';
export const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const SECRETS_KEY = 'bench-secrets-key-0123456789abcdef0123456789';
export const TIMEOUT_MS = Number(process.env.WEBHOOK_TIMEOUT_MS ?? 10_000);
export const RAW_CONCURRENCY = Number(process.env.RAW_CONCURRENCY ?? 100);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Db = Client | Pool;

export interface Receivers {
  urls: string[];
  /** Resolves with the time at which the healthy receivers had answered `n` requests in all. */
  answeredAt(n: number, timeoutMs: number): Promise<number | null>;
  /** Started with `arrivals`: per `webhook-id`, the first request's arrival at each receiver (ms since the epoch, by index). */
  arrivals(): Promise<Record<string, (number | null)[]>>;
  stop(): void;
}

export async function startReceivers(count: number, hanging: number, arrivals = false): Promise<Receivers> {
  const args = ['-r', '@swc-node/register', 'bench/webhooks/receivers.ts', String(count), String(hanging), ...(arrivals ? ['arrivals'] : [])];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  // `arrivals` is answered at once, `at <n>` when it happens: each kind of answer has its own line.
  const replies: ((line: string) => void)[] = [];
  const arrivalReplies: ((line: string) => void)[] = [];
  const first = new Promise<string>((resolve) => replies.push(resolve));
  lines.on('line', (line) => (line.startsWith('{"arrivals"') ? arrivalReplies : replies).shift()?.(line));
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
    arrivals: () =>
      new Promise((resolve) => {
        arrivalReplies.push((line) => resolve((JSON.parse(line) as { arrivals: Record<string, (number | null)[]> }).arrivals));
        child.stdin?.write('arrivals\n');
      }),
    stop: () => child.kill('SIGKILL'),
  };
}

export function envelope(type = 'document.created') {
  return { id: randomUUID(), type, created: Math.floor(Date.now() / 1000), data: { document: { id: randomUUID(), number: 1, totalWithTax: 118, status: 'OPEN' } } };
}

/**
 * Earlier runs leave deliveries retrying to receivers that are gone (and whose ports new
 * receivers may reuse): they are cancelled. This machine's PostgreSQL runs with autovacuum off, so
 * the dead rows of earlier runs are vacuumed here, or every run would be slower than the last.
 */
export async function prepareDatabase(db: Db): Promise<void> {
  await db.query(`UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL WHERE status IN ('pending', 'retrying')`);
  for (const table of ['webhook_deliveries', 'webhook_attempts', 'outbox_events', 'webhook_event_feed', 'webhook_endpoints']) await db.query(`VACUUM ANALYZE ${table}`);
}

export async function createCompany(db: Db): Promise<number> {
  const [{ id }] = (await db.query(`INSERT INTO companies (name) VALUES ($1) RETURNING id`, [`Webhook bench ${Date.now()}`])).rows;
  return Number(id);
}

/** A new company with one endpoint per URL, each subscribed to every event, its secret encrypted as the API stores it. */
export async function createEndpoints(db: Db, urls: string[]): Promise<{ companyId: number; endpointIds: number[] }> {
  const cipher = new AesGcmSecretCipher(SecretsKey.fromString(SECRETS_KEY).derive('webhook-endpoint-secrets'));
  const companyId = await createCompany(db);
  const endpointIds: number[] = [];
  for (const [i, url] of urls.entries()) {
    const { rows } = await db.query(
      `INSERT INTO webhook_endpoints (public_id, company_id, url, events, secret_enc, created_at) VALUES ($1, $2, $3, $4, $5, now() - interval '1 minute') RETURNING id`,
      [`we_bench_${companyId}_${i}`, companyId, url, [`*`], cipher.encrypt(`whsec_bench_${i}`)],
    );
    endpointIds.push(Number(rows[0].id));
  }
  return { companyId, endpointIds };
}

/**
 * An event written to the outbox as the documents context writes it, in a transaction of its own
 * (committed when this resolves). `published`: marked relayed at once, for a sender that delivers
 * it itself, so that no worker relays it later.
 */
export async function insertEvent(db: Db, companyId: number, published = false) {
  const e = envelope();
  await db.query(
    published
      ? `INSERT INTO outbox_events (event_id, company_id, type, envelope, created_at, published_at) VALUES ($1, $2, $3, $4, now(), now())`
      : `INSERT INTO outbox_events (event_id, company_id, type, envelope, created_at) VALUES ($1, $2, $3, $4, now())`,
    [e.id, companyId, e.type, JSON.stringify(e)],
  );
  return e;
}

/** Deliveries to these endpoints recorded as delivered (attempt row written). */
export async function deliveredCount(db: Db, endpointIds: number[]): Promise<number> {
  return (await db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = ANY ($1) AND status = 'delivered'`, [endpointIds])).rows[0].n as number;
}

/** The worker (`apps/worker`) as deployed, against the bench database; `env` adds to or overrides its settings. */
export function startWorker(queuePrefix: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(process.execPath, ['-r', '@swc-node/register', 'apps/worker/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: DB,
      REDIS_URL: REDIS,
      QUEUE_PREFIX: queuePrefix,
      SECRETS_KEY,
      MIGRATIONS_RUN: 'false',
      LOG_LEVEL: process.env.WORKER_LOG_LEVEL ?? 'warn',
      WEBHOOKS_ALLOW_HTTP: 'true',
      ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Deletes every key under a worker's queue prefix: its queues keep completed jobs, which would otherwise stay in Redis after the run. */
export async function forgetQueues(redis: IORedis, prefix: string): Promise<void> {
  for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 1000 })) if ((keys as string[]).length > 0) await redis.unlink(...(keys as string[]));
}

export interface RawJob {
  url: string;
  body: string;
  /** Sent besides content-type and service-signature. */
  headers?: Record<string, string>;
}

export interface RawSender {
  send(jobs: RawJob[]): Promise<unknown>;
  stop(): Promise<void>;
}

/** The raw sender's producer: BullMQ jobs carrying url and body, one per delivery, under `prefix`. */
export function rawQueue(prefix: string) {
  const connection = new IORedis(REDIS, { maxRetriesPerRequest: null });
  const queue = new Queue('raw-webhooks', { connection, prefix });
  return {
    send: (jobs: RawJob[]) => queue.addBulk(jobs.map((data) => ({ name: 'deliver', data, opts: { removeOnComplete: true, removeOnFail: true } }))),
    close: async () => {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      await connection.quit();
    },
  };
}

/**
 * The raw sender's consumer: a BullMQ Worker POSTing each job with http keep-alive (8 sockets per
 * endpoint), HMAC per job, nothing recorded. `answered` sees each answer's status.
 */
export function rawWorker(prefix: string, answered: (url: string, status: number) => void = () => undefined) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const post = ({ url, body, headers }: RawJob, secret: string) =>
    new Promise<number>((resolve, reject) => {
      const t = Math.floor(Date.now() / 1000);
      const sig = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
      const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'service-signature': `t=${t},v1=${sig}`, ...headers } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
  const worker = new Worker<RawJob>(
    'raw-webhooks',
    async (job) => {
      const status = await post(job.data, 'whsec_raw');
      answered(job.data.url, status);
    },
    { connection: new IORedis(REDIS, { maxRetriesPerRequest: null }), prefix, concurrency: RAW_CONCURRENCY },
  );
  return {
    ready: () => worker.waitUntilReady(),
    close: async () => {
      await worker.close(true);
      agent.destroy();
    },
  };
}

/** Raw, producer and consumer in this process. */
export function startRawSender(answered?: (url: string, status: number) => void): RawSender {
  const prefix = `bench-raw-${Date.now()}`;
  const queue = rawQueue(prefix);
  const worker = rawWorker(prefix, answered);
  return {
    send: queue.send,
    stop: async () => {
      await worker.close();
      await queue.close();
    },
  };
}
