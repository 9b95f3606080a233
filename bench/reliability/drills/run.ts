/**
 * Fault drills against private servers (never the shared PostgreSQL and Redis):
 *   node -r @swc-node/register bench/reliability/drills/run.ts [api-kill|worker-kill|redis-restart|postgres-restart ...]
 * (bench/reliability/drills/run.sh runs them under the bench lock; no argument runs all four.)
 *
 * Each drill starts its own PostgreSQL cluster, Redis, API, worker and flaky webhook receivers,
 * keeps clients issuing documents (each retrying with the same Idempotency-Key until answered),
 * injects its fault, and then checks: one document per key, consecutive numbers, stock equal to
 * movements, every event delivered (and acknowledged by its receiver). Readiness is polled every
 * 100 ms throughout; its transitions are printed with the fault's timing.
 */
import { loadavg } from 'node:os';
import { sleep } from '../lib/http';
import { printChecks } from '../lib/invariants';
import { isReady, until } from '../lib/stack';
import { Harness } from './harness';

type Drill = (h: Harness, t0: number) => Promise<Record<string, unknown>>;

/**
 * kill -9 the API in the middle of a creation burst, three times; its supervisor starts it again
 * at once. Requests that committed but whose answer was lost come back as replays.
 */
const apiKill: Drill = async (h) => {
  let end = Number.POSITIVE_INFINITY;
  const burst = h.burst(16, () => end);
  const kills: { killedAtMs: number; readyAgainAfterMs: number }[] = [];
  const t0 = Date.now();
  for (let i = 0; i < 3; i++) {
    await sleep(1_500);
    await h.api.kill();
    const killedAtMs = Date.now() - t0;
    h.startApi();
    kills.push({ killedAtMs, readyAgainAfterMs: await until('API ready again', () => isReady(h.baseUrl), 120_000) });
  }
  end = Date.now() + 1_500;
  await burst;
  return { kills };
};

/** kill -9 the worker while deliveries are leased (an HTTP call in flight); it is started again 2 s later. */
const workerKill: Drill = async (h, t0) => {
  const burst = h.burst(8, t0 + 8_000);
  await sleep(1_500);
  const leased = async () =>
    (
      await h.db.query(
        `SELECT count(*) FILTER (WHERE status IN ('pending', 'retrying'))::int AS outstanding, count(*) FILTER (WHERE locked_until > now())::int AS leased FROM webhook_deliveries`,
      )
    ).rows[0] as {
      outstanding: number;
      leased: number;
    };
  let atKill = await leased();
  for (let i = 0; i < 200 && atKill.leased === 0; i++) atKill = await leased();
  await h.worker.kill();
  const killedAtMs = Date.now() - t0;
  await sleep(2_000);
  h.startWorker();
  await burst;
  return { killedAtMs, deliveriesAtKill: atKill };
};

/** Redis killed (nothing persisted: every queued job is lost) and started again 3 s later on the same port. */
const redisRestart: Drill = async (h, t0) => {
  const burst = h.burst(8, t0 + 10_000);
  await sleep(2_000);
  await h.redis.stop();
  const stoppedAtMs = Date.now() - t0;
  const notReadyAfterMs = await until('readiness reports Redis down', async () => !(await isReady(h.baseUrl)), 15_000, 50).catch(() => -1);
  await sleep(3_000);
  await h.redis.start();
  const restartedAtMs = Date.now() - t0;
  const readyAgainAfterMs = await until('ready again after Redis', () => isReady(h.baseUrl), 60_000, 50);
  await burst;
  return { stoppedAtMs, notReadyAfterMs, restartedAtMs, readyAgainAfterMs };
};

/** PostgreSQL shut down immediately (as in a crash) and started again 3 s later. */
const postgresRestart: Drill = async (h, t0) => {
  const burst = h.burst(8, t0 + 10_000);
  await sleep(2_000);
  await h.pg.stop();
  const stoppedAtMs = Date.now() - t0;
  const notReadyAfterMs = await until('readiness reports PostgreSQL down', async () => !(await isReady(h.baseUrl)), 15_000, 50).catch(() => -1);
  await sleep(3_000);
  await h.pg.start();
  const restartedAtMs = Date.now() - t0;
  const readyAgainAfterMs = await until('ready again after PostgreSQL', () => isReady(h.baseUrl), 60_000, 50);
  await h.reconnectDb();
  await burst;
  return { stoppedAtMs, notReadyAfterMs, restartedAtMs, readyAgainAfterMs };
};

const DRILLS: Record<string, Drill> = { 'api-kill': apiKill, 'worker-kill': workerKill, 'redis-restart': redisRestart, 'postgres-restart': postgresRestart };

async function runDrill(name: string): Promise<boolean> {
  const h = await Harness.start(name);
  try {
    const t0 = Date.now();
    const stopProbe = h.probeReadiness(t0);
    const loadBefore = loadavg()[0];
    const timings = await DRILLS[name](h, t0);
    const settledMs = await h.settleDeliveries();
    stopProbe();
    // The API and worker were not restarted by hand (except the killed process in its own drill): still serving.
    const servingAfter = await isReady(h.baseUrl);
    console.log(
      JSON.stringify({
        drill: name,
        ...timings,
        deliveriesSettledInMs: settledMs,
        duplicateDeliveries: h.receivers.duplicates(),
        readiness: h.readiness,
        servingAfter,
        loadavg: [loadBefore, loadavg()[0]],
      }),
    );
    return printChecks([{ name: 'ready again without a manual restart', ok: servingAfter, detail: {} }, ...(await h.checks())]);
  } finally {
    await h.stop();
  }
}

async function main() {
  const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(DRILLS);
  const unknown = names.filter((n) => !DRILLS[n]);
  if (unknown.length > 0) throw new Error(`unknown drill ${unknown.join(', ')}; known: ${Object.keys(DRILLS).join(', ')}`);
  let ok = true;
  for (const name of names) ok = (await runDrill(name)) && ok;
  console.log(JSON.stringify({ drills: names, ok, at: new Date().toISOString() }));
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
