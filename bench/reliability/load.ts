/**
 * Mixed load on the real API and worker, then the invariants checked in PostgreSQL.
 *   BENCH_DATABASE_URL=… REDIS_URL=… node -r @swc-node/register bench/reliability/load.ts [seconds] [connections]
 * (bench/reliability/load.sh prepares a fresh database and runs this under the bench lock.)
 *
 * Clients mix reads, document creations with an Idempotency-Key (30% of them also retried with
 * the same key and body, half of those while the first call still runs), stock movements of every
 * kind and expenses, over 4 companies with 2 webhook endpoints each on receivers that fail at
 * random. Printed: one JSON line per route (requests, rps, p50/p99 ms, statuses), then one per check.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { Answer, call, json, RouteStats, sleep } from './lib/http';
import { documentNumbering, eventsDelivered, outstandingDeliveries, printChecks, receiverAgrees, stockMatchesMovements } from './lib/invariants';
import { startFlakyReceivers } from './lib/receivers';
import { SeededCompany, seedCompany } from './lib/seed';
import { isReady, RELIABILITY_ENV, startApp, until } from './lib/stack';
import { freePort } from '@backoffice/shared/testing';

const DB = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bo_reliability_bench';
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const COMPANIES = 4;
const LOG_DIR = process.env.RELIABILITY_LOG_DIR ?? '/tmp';

const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)];
const quantity = () => 1 + Math.floor(Math.random() * 5);

class Load {
  readonly stats = new RouteStats();
  /** Idempotency key → every document id answered for it (must be exactly one). */
  readonly issued = new Map<string, Set<string>>();
  readonly keysByCompany = new Map<number, Set<string>>();
  readonly unexpected: string[] = [];
  readonly visibleIds = new Map<number, string[]>();
  /** Retries answered from the stored response (`Idempotent-Replay: true`). */
  replays = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly companies: SeededCompany[],
  ) {}

  private async send(route: string, method: string, url: string, key: string, body?: unknown, headers?: Record<string, string>, expected = [200]): Promise<Answer> {
    const answer = await call(this.baseUrl, method, url, { key, body, headers });
    this.stats.record(route, answer);
    if (!expected.includes(answer.status) && this.unexpected.length < 50) this.unexpected.push(`${route} ${answer.status} ${answer.failure ?? answer.text.slice(0, 200)}`);
    return answer;
  }

  async read(c: SeededCompany): Promise<void> {
    const r = Math.random();
    if (r < 0.25) await this.send('GET /documents', 'GET', '/documents?limit=20', c.key);
    else if (r < 0.45) await this.send('GET /inventory', 'GET', '/inventory?limit=50', c.key);
    else if (r < 0.6) await this.send('GET /inventory/movements', 'GET', `/inventory/movements?inventoryId=${pick(c.inventoryIds)}&limit=20`, c.key);
    else if (r < 0.75) await this.send('GET /expenses', 'GET', '/expenses?limit=20', c.key);
    else if (r < 0.85) await this.send('GET /vendors', 'GET', '/vendors?limit=20', c.key);
    else if (this.visibleIds.get(c.companyId)?.length)
      await this.send('GET /documents/id/:visibleId', 'GET', `/documents/id/${pick(this.visibleIds.get(c.companyId) ?? [])}`, c.key);
  }

  async createDocument(c: SeededCompany): Promise<void> {
    const type = pick(['invoice', 'invoice', 'receipt', 'quotation']);
    const body =
      type === 'receipt'
        ? { entityId: c.clientId, payments: [{ method: 'cash', amount: quantity() * 10 }] }
        : { entityId: c.clientId, items: [{ description: 'Load line', quantity: quantity(), unitPrice: 99.9 }] };
    const key = randomUUID();
    if (!this.keysByCompany.has(c.companyId)) this.keysByCompany.set(c.companyId, new Set());
    this.keysByCompany.get(c.companyId)?.add(key);
    const attempt = async (route: string) => {
      for (let i = 0; i < 50; i++) {
        const a = await this.send(route, 'POST', `/documents/create/${type}`, c.key, body, { 'idempotency-key': key }, [200, 409]);
        if (a.status === 200) {
          const id = json<{ visibleId: string }>(a).visibleId;
          if (!this.issued.has(key)) this.issued.set(key, new Set());
          this.issued.get(key)?.add(id);
          if (!this.visibleIds.has(c.companyId)) this.visibleIds.set(c.companyId, []);
          this.visibleIds.get(c.companyId)?.push(id);
          if (a.headers['idempotent-replay'] === 'true') this.replays++;
          return;
        }
        if (a.status !== 409 || !a.text.includes('REQUEST_IN_PROGRESS')) return;
        await sleep(20);
      }
    };
    const retry = Math.random();
    if (retry < 0.15) await Promise.all([attempt('POST /documents/create/:type'), attempt('POST /documents/create/:type (same key, concurrent)')]);
    else if (retry < 0.3) {
      await attempt('POST /documents/create/:type');
      await attempt('POST /documents/create/:type (same key, retried)');
    } else await attempt('POST /documents/create/:type');
  }

  async moveStock(c: SeededCompany): Promise<void> {
    const index = Math.floor(Math.random() * c.inventoryIds.length);
    const movementType = pick(['ADD', 'SUBTRACT', 'SUBTRACT', 'RESERVE', 'RELEASE', 'RELEASE_AND_SUBTRACT', 'ADD_AND_RESERVE', 'TRANSFER', 'ADJUST']);
    const body: Record<string, unknown> = { inventoryId: c.inventoryIds[index], movementType, quantity: movementType === 'ADJUST' ? 500 + quantity() : quantity() };
    if (movementType === 'TRANSFER') body.targetWarehouseId = c.warehouseIds[(index % 2) ^ 1];
    await this.send('POST /inventory/movements/create', 'POST', '/inventory/movements/create', c.key, body, undefined, [200, 409]);
  }

  async createExpense(c: SeededCompany): Promise<void> {
    await this.send('POST /expenses/create', 'POST', '/expenses/create', c.key, {
      vendorId: c.vendorId,
      fileId: c.fileId,
      date: '2026-03-04',
      total: 117,
      tax: 17,
      deductableTax: 17,
      title: 'Load',
    });
  }

  async client(deadline: number): Promise<void> {
    while (Date.now() < deadline) {
      const c = pick(this.companies);
      const r = Math.random();
      if (r < 0.45) await this.read(c);
      else if (r < 0.7) await this.createDocument(c);
      else if (r < 0.88) await this.moveStock(c);
      else await this.createExpense(c);
    }
  }
}

/** Every key answered with one document, and each company holds exactly as many documents as keys it issued. */
async function idempotencyHolds(db: Client, load: Load) {
  const split = [...load.issued.entries()].filter(([, ids]) => ids.size !== 1).map(([key, ids]) => ({ key, ids: [...ids] }));
  const counts: { companyId: number; keys: number; documents: number }[] = [];
  for (const [companyId, keys] of load.keysByCompany) {
    const answered = [...keys].filter((k) => load.issued.has(k)).length;
    const {
      rows: [{ n }],
    } = await db.query(`SELECT count(*)::int AS n FROM documents WHERE company_id = $1`, [companyId]);
    counts.push({ companyId, keys: answered, documents: n });
  }
  const ok = split.length === 0 && counts.every((c) => c.keys === c.documents);
  return { name: 'one document per idempotency key', ok, detail: { keys: load.issued.size, replays: load.replays, split: split.slice(0, 5), counts } };
}

async function main() {
  const seconds = Number(process.argv[2] ?? 30);
  const connections = Number(process.argv[3] ?? 16);
  const db = new Client({ connectionString: DB });
  await db.connect();
  const receivers = await startFlakyReceivers({ failRate: 0.2, hangRate: 0.03 });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = { ...RELIABILITY_ENV, DATABASE_URL: DB, REDIS_URL: REDIS, QUEUE_PREFIX: `reliability-load-${Date.now()}`, PORT: String(port), HOST: '127.0.0.1' };
  const api = startApp('api', env, path.join(LOG_DIR, 'reliability-load-api.log'));
  const worker = startApp('worker', { ...env, MIGRATIONS_RUN: 'false' }, path.join(LOG_DIR, 'reliability-load-worker.log'));
  try {
    await until('API ready', () => isReady(baseUrl), 120_000);
    const companies: SeededCompany[] = [];
    for (let i = 0; i < COMPANIES; i++) companies.push(await seedCompany(db, baseUrl, i, { receiverBaseUrl: receivers.baseUrl, endpoints: 2 }));
    const load = new Load(baseUrl, companies);
    const loadBefore = loadavg()[0];
    const started = Date.now();
    await Promise.all(Array.from({ length: connections }, () => load.client(started + seconds * 1000)));
    const elapsed = (Date.now() - started) / 1000;
    const routes = load.stats.summary(elapsed);
    const total = routes.reduce((n, r) => n + r.requests, 0);
    for (const r of routes) console.log(JSON.stringify(r));
    console.log(
      JSON.stringify({
        total,
        seconds: Number(elapsed.toFixed(1)),
        rps: Math.round(total / elapsed),
        connections,
        loadavgBefore: loadBefore,
        loadavgAfter: loadavg()[0],
        unexpected: load.unexpected.slice(0, 10),
      }),
    );
    // Deliveries still retrying finish within the short retry schedule.
    const settled = await until('deliveries settled', async () => (await outstandingDeliveries(db)) === 0, 90_000, 250).catch(() => -1);
    console.log(JSON.stringify({ deliveriesSettledInMs: settled, receiverRequests: receivers.requests(), duplicateDeliveries: receivers.duplicates() }));
    const noServerErrors = { name: 'no 5xx and no dropped connection', ok: load.stats.serverErrors() === 0, detail: { serverErrors: load.stats.serverErrors() } };
    const ok = printChecks([
      noServerErrors,
      await idempotencyHolds(db, load),
      await documentNumbering(db),
      await stockMatchesMovements(db),
      await eventsDelivered(db, true),
      await receiverAgrees(db, receivers.acknowledged),
    ]);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await api.stop();
    await worker.stop();
    await receivers.close();
    await db.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
