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
import IORedis from 'ioredis';
import { Client } from 'pg';
import {
  createEndpoints,
  DB,
  deliveredCount,
  envelope,
  forgetQueues,
  insertEvent,
  prepareDatabase,
  RAW_CONCURRENCY,
  REDIS,
  sleep,
  startRawSender,
  startReceivers,
  startWorker,
  TIMEOUT_MS,
} from './lib';

const ENDPOINTS = 100;
const HANGING = 10;

/** The system: a worker process; events written to the outbox as the documents context does. */
async function runSystem(db: Client, perEndpoint: number, hanging: number) {
  await prepareDatabase(db);
  const receivers = await startReceivers(ENDPOINTS, hanging);
  const { companyId, endpointIds } = await createEndpoints(db, receivers.urls);
  const healthy = endpointIds.slice(hanging);
  const prefix = `bench-wh-${Date.now()}`;
  const worker = startWorker(prefix, { WEBHOOK_RELAY_INTERVAL_MS: '100' });
  // Warm-up: the worker is up (swc compile, Nest, BullMQ) once one event reached every healthy endpoint.
  await insertEvent(db, companyId);
  await receivers.answeredAt(healthy.length, 120_000);
  // One event per delivery wanted: each event fans out to all 100 endpoints. Timed at the
  // receivers, as the raw sender is, so polling the database does not load the run.
  const expected = healthy.length * perEndpoint;
  const started = Date.now();
  for (let i = 0; i < perEndpoint; i++) {
    await insertEvent(db, companyId);
  }
  const lastAt = await receivers.answeredAt(healthy.length + expected, 120_000);
  const seconds = ((lastAt ?? Date.now()) - started) / 1000;
  // Every healthy delivery is also recorded as delivered (its attempt row written) shortly after.
  await sleep(500);
  const delivered = (await deliveredCount(db, healthy)) - healthy.length;
  worker.kill('SIGKILL');
  receivers.stop();
  const redis = new IORedis(REDIS, { maxRetriesPerRequest: 1 });
  await forgetQueues(redis, prefix);
  redis.disconnect();
  return { complete: lastAt !== null, expected, recordedDelivered: delivered, seconds, perSecond: Math.round(expected / seconds) };
}

/** Raw: BullMQ jobs carrying url and body, a Worker POSTing with http keep-alive, HMAC per job. */
async function runRaw(perEndpoint: number, hanging: number) {
  const receivers = await startReceivers(ENDPOINTS, hanging);
  const urls = receivers.urls;
  const healthyUrls = new Set(urls.slice(hanging));
  const expected = healthyUrls.size * perEndpoint;
  let delivered = 0;
  const sender = startRawSender((url, status) => {
    if (status >= 200 && status < 300 && healthyUrls.has(url)) delivered++;
  });
  const started = Date.now();
  for (let i = 0; i < perEndpoint; i++) {
    const body = JSON.stringify(envelope());
    await sender.send(urls.map((url) => ({ url, body })));
  }
  const lastAt = await receivers.answeredAt(expected, 120_000);
  const seconds = ((lastAt ?? Date.now()) - started) / 1000;
  await sender.stop();
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
