/**
 * Webhook delivery latency: per delivery, the time from the commit of its event to the arrival of
 * the first attempt's request at the receiver, and deliveries per second, for one worker process
 * (`apps/worker`, production settings: the relay is woken by the commit's Redis message and its
 * 1 s tick stays the safety net) beside a raw BullMQ + http keep-alive sender in the same run (its
 * Worker in a process of its own too, raw-worker.ts), to the same 10 loopback receivers
 * (receivers.ts with `arrivals`, another process).
 *
 * Events are committed as the API commits them: an INSERT into `outbox_events` in a transaction
 * of its own (4 connections, as concurrent requests), then, for the system, the message the API
 * publishes on `<QUEUE_PREFIX>:outbox-committed` (folded to one per turn of the event loop, as
 * RelayWakeUp does); for the raw sender, one BullMQ job per endpoint carrying URL, body and
 * `webhook-id`. The commit time is taken when the INSERT is acknowledged; the receivers note the
 * first request for each `webhook-id` at each endpoint on the same clock.
 *
 * Cases: steady (STEADY_RATE events a second for STEADY_SECONDS, each to every endpoint) and burst
 * (BURST_EVENTS committed as fast as the connections allow; drained = last first-request in).
 * Each is preceded by a warm-up (one event to every endpoint, then 2 s at the steady rate) that is
 * not measured. For the system, the worker's own histogram (`backoffice_webhook_delivery_latency_seconds`,
 * scraped from its `/metrics` before and after the case) is printed beside the receivers' figures.
 * One JSON line per case and sender; system and raw alternate, `rounds` times. BENCH_ONLY=system
 * or raw and BENCH_CASES=steady or burst narrow a run; WAKE_UP=off leaves the message out, so the
 * system's events wait for the relay's tick.
 *   BENCH_DATABASE_URL=… REDIS_URL=… node -r @swc-node/register bench/webhooks/latency.ts [rounds]
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import IORedis from 'ioredis';
import { Pool } from 'pg';

import { epochMs } from './clock';
import {
  createCompany,
  createEndpoints,
  DB,
  deliveredCount,
  envelope,
  forgetQueues,
  insertEvent,
  prepareDatabase,
  rawQueue,
  REDIS,
  ROOT,
  sleep,
  startReceivers,
  startWorker,
} from './lib';
import { freePort } from '@backoffice/shared/testing';

const ENDPOINTS = 10;
const STEADY_RATE = Number(process.env.STEADY_RATE ?? 50);
const STEADY_SECONDS = Number(process.env.STEADY_SECONDS ?? 20);
const BURST_EVENTS = Number(process.env.BURST_EVENTS ?? 2000);
const WARM_UP_SECONDS = 2;
/** Connections committing events at once, as concurrent API requests would. */
const COMMITTERS = 4;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';
const LATENCY_METRIC = 'backoffice_webhook_delivery_latency_seconds';
/** WAKE_UP=off: no message after the commit, so the system's events wait for the relay's tick (to see what the message saves). */
const WAKE_UP = process.env.WAKE_UP !== 'off';

type Envelope = ReturnType<typeof envelope>;
type Case = 'steady' | 'burst';
/** Cumulative bucket counts of the latency histogram, by upper bound in seconds (Infinity last). */
type Buckets = [number, number][];

interface Sender {
  name: string;
  companyId: number;
  /** Events this sender delivers itself are marked relayed, so no worker relays them later. */
  published: boolean;
  /** What follows the commit: the wake-up message, or the raw sender's jobs. */
  afterCommit(e: Envelope): unknown;
  latencyBuckets?(): Promise<Buckets>;
  recordedDelivered?(): Promise<number>;
  stop(): Promise<void>;
}

/** The system: one worker process at its production settings (relay tick 1 s), with its metrics port. */
async function systemSender(pool: Pool, urls: string[]): Promise<Sender> {
  await prepareDatabase(pool);
  const { companyId, endpointIds } = await createEndpoints(pool, urls);
  const prefix = `bench-wh-latency-${Date.now()}`;
  const port = await freePort();
  const worker = startWorker(prefix, { WORKER_HTTP_PORT: String(port), HOST: '127.0.0.1', METRICS_TOKEN, WEBHOOK_RELAY_INTERVAL_MS: undefined });
  // The API's commit path (libs/webhooks/infrastructure/src/relay-wake-up.ts): after a commit,
  // one message per turn of the event loop on `<QUEUE_PREFIX>:outbox-committed`, its origin this process.
  const publisher = new IORedis(REDIS, { maxRetriesPerRequest: 1 });
  const channel = `${prefix}:outbox-committed`;
  const origin = randomUUID();
  let publishQueued = false;
  return {
    name: WAKE_UP ? 'system' : 'system, no wake-up message',
    companyId,
    published: false,
    afterCommit: () => {
      if (publishQueued || !WAKE_UP) return;
      publishQueued = true;
      setImmediate(() => {
        publishQueued = false;
        publisher.publish(channel, origin).catch(() => undefined);
      });
    },
    latencyBuckets: () => scrapeLatency(port),
    recordedDelivered: () => deliveredCount(pool, endpointIds),
    stop: async () => {
      worker.kill('SIGKILL');
      await forgetQueues(publisher, prefix);
      publisher.disconnect();
    },
  };
}

/** Raw: after the commit, one BullMQ job per endpoint, POSTed by a Worker in a process of its own (raw-worker.ts). */
async function rawSender(pool: Pool, urls: string[]): Promise<Sender> {
  const companyId = await createCompany(pool);
  const prefix = `bench-raw-${Date.now()}`;
  const worker = spawn(process.execPath, ['-r', '@swc-node/register', 'bench/webhooks/raw-worker.ts', prefix], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await once(createInterface({ input: worker.stdout as NodeJS.ReadableStream }), 'line');
  const queue = rawQueue(prefix);
  return {
    name: 'raw bullmq+http',
    companyId,
    published: true,
    afterCommit: (e) => {
      const body = JSON.stringify(e);
      return queue.send(urls.map((url) => ({ url, body, headers: { 'webhook-id': e.id } })));
    },
    stop: async () => {
      worker.kill('SIGKILL');
      await queue.close();
    },
  };
}

/** `count` commits at `rate` a second, each started on its schedule whether or not the previous one is done. */
async function atRate(commit: () => Promise<void>, rate: number, count: number): Promise<void> {
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(commit());
  }
  await Promise.all(pending);
}

/** `count` commits as fast as COMMITTERS connections take them. */
async function asFastAsPossible(commit: () => Promise<void>, count: number): Promise<void> {
  let left = count;
  await Promise.all(
    Array.from({ length: COMMITTERS }, async () => {
      while (left-- > 0) await commit();
    }),
  );
}

async function measure(pool: Pool, shape: Case, kind: 'system' | 'raw') {
  const loadBefore = loadavg()[0];
  const receivers = await startReceivers(ENDPOINTS, 0, true);
  const sender = kind === 'system' ? await systemSender(pool, receivers.urls) : await rawSender(pool, receivers.urls);
  const committedAt = new Map<string, number>();
  let committed = 0;
  const commit = (measured: boolean) => async () => {
    const e = await insertEvent(pool, sender.companyId, sender.published);
    const at = epochMs();
    committed++;
    if (measured) committedAt.set(e.id, at);
    await sender.afterCommit(e);
  };
  // Warm-up, not measured: the worker is up (swc compile, Nest, BullMQ) once one event reached
  // every endpoint; then both paths run for a while at the steady rate.
  await commit(false)();
  if ((await receivers.answeredAt(ENDPOINTS, 120_000)) === null) throw new Error(`${sender.name}: the warm-up event was not delivered within 120 s`);
  await atRate(commit(false), STEADY_RATE, STEADY_RATE * WARM_UP_SECONDS);
  await receivers.answeredAt(committed * ENDPOINTS, 60_000);
  const warmUpEvents = committed;
  const bucketsBefore = await sender.latencyBuckets?.();

  const events = shape === 'steady' ? STEADY_RATE * STEADY_SECONDS : BURST_EVENTS;
  const started = epochMs();
  if (shape === 'steady') await atRate(commit(true), STEADY_RATE, events);
  else await asFastAsPossible(commit(true), events);
  const commitSeconds = (epochMs() - started) / 1000;
  const complete = (await receivers.answeredAt(committed * ENDPOINTS, 120_000)) !== null;
  const arrivals = await receivers.arrivals();
  const bucketsAfter = await sender.latencyBuckets?.();
  await sleep(500); // the last attempts are recorded shortly after their answer
  const recordedDelivered = sender.recordedDelivered ? (await sender.recordedDelivered()) - warmUpEvents * ENDPOINTS : undefined;
  await sender.stop();
  receivers.stop();

  const latencies: number[] = [];
  let firstCommit = Infinity;
  let lastArrival = 0;
  for (const [id, at] of committedAt) {
    firstCommit = Math.min(firstCommit, at);
    for (const arrived of arrivals[id] ?? []) {
      if (typeof arrived !== 'number') continue;
      latencies.push(arrived - at);
      lastArrival = Math.max(lastArrival, arrived);
    }
  }
  latencies.sort((a, b) => a - b);
  const deliveries = events * ENDPOINTS;
  const seconds = (lastArrival - firstCommit) / 1000;
  const metric = bucketsBefore && bucketsAfter ? histogramSummary(bucketsBefore, bucketsAfter) : undefined;
  return {
    case: shape,
    sender: sender.name,
    endpoints: ENDPOINTS,
    events,
    ...(shape === 'steady' ? { offeredPerSecond: STEADY_RATE * ENDPOINTS } : {}),
    deliveries,
    complete,
    missing: deliveries - latencies.length,
    p50Ms: round(percentile(latencies, 0.5)),
    p99Ms: round(percentile(latencies, 0.99)),
    maxMs: round(latencies.at(-1) ?? NaN),
    commitSeconds: round(commitSeconds, 2),
    seconds: round(seconds, 2),
    perSecond: Math.round(latencies.length / seconds),
    ...(metric ? { metric } : {}),
    ...(recordedDelivered !== undefined ? { recordedDelivered } : {}),
    load1: [round(loadBefore, 2), round(loadavg()[0], 2)],
  };
}

/** Nearest rank. */
function percentile(sorted: number[], q: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function round(value: number, digits = 1): number {
  return Number(value.toFixed(digits));
}

async function scrapeLatency(port: number): Promise<Buckets> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`GET /metrics: ${response.status}`);
  const counts = new Map<number, number>();
  for (const [, le, value] of (await response.text()).matchAll(new RegExp(`^${LATENCY_METRIC}_bucket\\{[^}]*le="([^"]+)"[^}]*\\} (\\S+)$`, 'gm'))) {
    const bound = le === '+Inf' ? Infinity : Number(le);
    counts.set(bound, (counts.get(bound) ?? 0) + Number(value));
  }
  return [...counts].sort((a, b) => a[0] - b[0]);
}

/** The case's observations (after minus before), with p50 and p99 interpolated within buckets as Prometheus's histogram_quantile does. */
function histogramSummary(before: Buckets, after: Buckets) {
  const earlier = new Map(before);
  const buckets: Buckets = after.map(([le, n]) => [le, n - (earlier.get(le) ?? 0)]);
  const count = buckets.at(-1)?.[1] ?? 0;
  const quantile = (q: number) => {
    let [lower, below] = [0, 0];
    for (const [le, n] of buckets) {
      if (n >= q * count) return le === Infinity ? lower : lower + (le - lower) * ((q * count - below) / Math.max(1, n - below));
      [lower, below] = [le, n];
    }
    return NaN;
  };
  return { name: LATENCY_METRIC, count, p50Ms: round(quantile(0.5) * 1000), p99Ms: round(quantile(0.99) * 1000) };
}

async function main() {
  const rounds = Number(process.argv[2] ?? 2);
  const only = process.env.BENCH_ONLY; // 'system' or 'raw': one sender only, when looking into one
  const cases = (process.env.BENCH_CASES ?? 'steady,burst').split(',') as Case[];
  const pool = new Pool({ connectionString: DB, max: COMMITTERS });
  for (let pass = 1; pass <= rounds; pass++) {
    for (const shape of cases) {
      for (const kind of ['system', 'raw'] as const) {
        if (only && only !== kind) continue;
        console.log(JSON.stringify({ round: pass, ...(await measure(pool, shape, kind)) }));
      }
    }
  }
  await pool.end();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
