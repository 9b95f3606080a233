/**
 * What every drill shares: private PostgreSQL and Redis, the API and worker as processes on them,
 * seeded companies with webhook endpoints, a client that retries a creation with the same
 * Idempotency-Key until it gets its answer, a readiness probe that records every change, and the
 * final checks.
 */
import { randomUUID } from 'node:crypto';
import * as path from 'node:path';
import { Client } from 'pg';
import { call, json, sleep } from '../lib/http';
import { documentNumbering, eventsDelivered, outstandingDeliveries, receiverAgrees, stockMatchesMovements, CheckResult } from '../lib/invariants';
import { FlakyReceivers, startFlakyReceivers } from '../lib/receivers';
import { SeededCompany, seedCompany } from '../lib/seed';
import { AppProcess, isReady, PrivatePostgres, PrivateRedis, RELIABILITY_ENV, startApp, startPrivatePostgres, startPrivateRedis, until } from '../lib/stack';
import { freePort } from '@backoffice/shared/testing';

const LOG_DIR = process.env.RELIABILITY_LOG_DIR ?? '/tmp';

export const DRILL_ENV = { ...RELIABILITY_ENV, DATABASE_POOL_SIZE: '10' };

export class Harness {
  api!: AppProcess;
  worker!: AppProcess;
  db!: Client;
  companies: SeededCompany[] = [];
  baseUrl = '';
  private env: Record<string, string> = {};
  /** Idempotency key → documents answered for it; every key must end with exactly one. */
  readonly answers = new Map<string, { companyId: number; ids: Set<string> }>();
  /** Idempotency key → stock movements answered for it, and the rows its movement writes (a TRANSFER two). */
  readonly movements = new Map<string, { companyId: number; ids: Set<number>; rows: number }>();
  /** Movement rows each company had before the drill's clients started. */
  private movementsBefore = new Map<number, number>();
  readonly statuses: Record<string, number> = {};
  readonly readiness: { at: number; ready: boolean }[] = [];
  private probing = false;

  private constructor(
    readonly name: string,
    readonly pg: PrivatePostgres,
    readonly redis: PrivateRedis,
    readonly receivers: FlakyReceivers,
  ) {}

  static async start(name: string): Promise<Harness> {
    const [pg, redis, receivers] = await Promise.all([startPrivatePostgres(), startPrivateRedis(), startFlakyReceivers({ failRate: 0.15, hangRate: 0.02 })]);
    const h = new Harness(name, pg, redis, receivers);
    const port = await freePort();
    h.baseUrl = `http://127.0.0.1:${port}`;
    h.env = { ...DRILL_ENV, DATABASE_URL: pg.url, REDIS_URL: redis.url, QUEUE_PREFIX: `drill-${name}`, PORT: String(port), HOST: '127.0.0.1' };
    h.startApi();
    await until('API ready', () => isReady(h.baseUrl), 120_000);
    h.startWorker();
    h.db = new Client({ connectionString: pg.url });
    h.db.on('error', () => undefined);
    await h.db.connect();
    for (let i = 0; i < 2; i++) h.companies.push(await seedCompany(h.db, h.baseUrl, i, { receiverBaseUrl: receivers.baseUrl, endpoints: 2 }));
    // Faults hit a system in steady state: the worker is up once a first event reached its receivers.
    for (const company of h.companies) await h.createWithRetries(company, Date.now() + 30_000);
    await until('worker delivering', async () => (await outstandingDeliveries(h.db)) === 0, 120_000, 200);
    await h.countMovementsBefore();
    return h;
  }

  startApi(): void {
    this.api = startApp('api', this.env, path.join(LOG_DIR, `reliability-drill-${this.name}-api.log`));
  }

  startWorker(): void {
    this.worker = startApp('worker', { ...this.env, MIGRATIONS_RUN: 'false' }, path.join(LOG_DIR, `reliability-drill-${this.name}-worker.log`));
  }

  /** Polls /health/ready every 100 ms and keeps each change (time since `t0`). */
  probeReadiness(t0: number): () => void {
    this.probing = true;
    let last: boolean | undefined;
    void (async () => {
      while (this.probing) {
        const ready = await isReady(this.baseUrl).catch(() => false);
        if (ready !== last) this.readiness.push({ at: Date.now() - t0, ready });
        last = ready;
        await sleep(100);
      }
    })();
    return () => (this.probing = false);
  }

  /**
   * Issues one document under a new key and retries with the same key and body until a 200:
   * what a careful client does when the connection drops, the server answers 5xx, or the first
   * call still runs (409 REQUEST_IN_PROGRESS).
   */
  async createWithRetries(company: SeededCompany, deadline: number): Promise<void> {
    const key = randomUUID();
    const body = { entityId: company.clientId, items: [{ description: 'Drill line', quantity: 1, unitPrice: 100 }] };
    this.answers.set(key, { companyId: company.companyId, ids: new Set() });
    while (Date.now() < deadline) {
      const a = await call(this.baseUrl, 'POST', '/documents/create/invoice', { key: company.key, body, headers: { 'idempotency-key': key }, timeoutMs: 10_000 });
      const label =
        a.status === 0 ? 'no answer' : a.status === 409 ? `409 ${json<{ error: string }>(a).error}` : a.headers['idempotent-replay'] === 'true' ? '200 replayed' : String(a.status);
      this.statuses[label] = (this.statuses[label] ?? 0) + 1;
      if (a.status === 200) {
        this.answers.get(key)?.ids.add(json<{ visibleId: string }>(a).visibleId);
        return;
      }
      if (a.status >= 400 && a.status < 500 && a.status !== 409 && a.status !== 429) return; // a client error: retrying cannot help
      await sleep(100 + Math.random() * 200);
    }
  }

  /** `clients` loops issuing documents until `untilMs` (ms since epoch, or read each time when a function). */
  async burst(clients: number, untilMs: number | (() => number)): Promise<void> {
    const end = typeof untilMs === 'function' ? untilMs : () => untilMs;
    await Promise.all(
      Array.from({ length: clients }, async (_, i) => {
        const company = this.companies[i % this.companies.length];
        // One client in four moves stock instead: a crash mid-movement must not split a record from its movements.
        if (i % 4 === 3) while (Date.now() < end()) await this.moveStock(company, end() + 60_000);
        else while (Date.now() < end()) await this.createWithRetries(company, end() + 60_000);
      }),
    );
  }

  /**
   * One stock movement of a random kind under a new Idempotency-Key, retried with the same key and
   * body until answered, like a document: a movement whose answer was lost comes back replayed,
   * never applied twice. A refusal (409 INSUFFICIENT_STOCK and the like) is an answer too.
   */
  async moveStock(company: SeededCompany, deadline: number): Promise<void> {
    const index = Math.floor(Math.random() * company.inventoryIds.length);
    const types = ['ADD', 'SUBTRACT', 'RESERVE', 'RELEASE', 'TRANSFER', 'ADD_AND_RESERVE', 'RELEASE_AND_SUBTRACT'];
    const movementType = types[Math.floor(Math.random() * types.length)];
    const body: Record<string, unknown> = { inventoryId: company.inventoryIds[index], movementType, quantity: 1 + Math.floor(Math.random() * 5) };
    if (movementType === 'TRANSFER') body.targetWarehouseId = company.warehouseIds[(index % 2) ^ 1];
    const key = randomUUID();
    this.movements.set(key, { companyId: company.companyId, ids: new Set(), rows: movementType === 'TRANSFER' ? 2 : 1 });
    while (Date.now() < deadline) {
      const a = await call(this.baseUrl, 'POST', '/inventory/movements/create', { key: company.key, body, headers: { 'idempotency-key': key }, timeoutMs: 10_000 });
      const label = `movement ${a.status === 0 ? 'no answer' : a.status === 409 ? `409 ${json<{ error: string }>(a).error}` : a.headers['idempotent-replay'] === 'true' ? '200 replayed' : a.status}`;
      this.statuses[label] = (this.statuses[label] ?? 0) + 1;
      if (a.status === 200) {
        this.movements.get(key)?.ids.add(json<{ movementId: number }>(a).movementId);
        return;
      }
      if (a.status >= 400 && a.status < 500 && !(a.status === 409 && json<{ error: string }>(a).error === 'REQUEST_IN_PROGRESS') && a.status !== 429) {
        this.movements.delete(key); // refused: nothing applied, nothing to count
        return;
      }
      await sleep(100 + Math.random() * 200);
    }
  }

  /** Counts each company's movement rows now, the baseline of the exactly-once check. */
  async countMovementsBefore(): Promise<void> {
    for (const c of this.companies) {
      const { rows } = await this.db.query(`SELECT count(*)::int AS n FROM stock_movements WHERE company_id = $1`, [c.companyId]);
      this.movementsBefore.set(c.companyId, rows[0].n);
    }
  }

  /** Every answered movement key applied once: rows written equal the rows of the keys answered. */
  private async movementsOncePerKey(): Promise<CheckResult> {
    const split = [...this.movements.values()].filter((m) => m.ids.size > 1).length;
    const unanswered = [...this.movements.values()].filter((m) => m.ids.size === 0).length;
    const counts: { companyId: number; keys: number; expectedRows: number; rows: number }[] = [];
    for (const c of this.companies) {
      const mine = [...this.movements.values()].filter((m) => m.companyId === c.companyId);
      const { rows } = await this.db.query(`SELECT count(*)::int AS n FROM stock_movements WHERE company_id = $1`, [c.companyId]);
      counts.push({
        companyId: c.companyId,
        keys: mine.length,
        expectedRows: mine.reduce((sum, m) => sum + m.rows, 0),
        rows: rows[0].n - (this.movementsBefore.get(c.companyId) ?? 0),
      });
    }
    return {
      name: 'each stock movement key applied exactly once',
      ok: split === 0 && unanswered === 0 && counts.every((c) => c.rows === c.expectedRows),
      detail: { keys: this.movements.size, unanswered, split, counts },
    };
  }

  async settleDeliveries(timeoutMs = 90_000): Promise<number> {
    return until('deliveries settled', async () => (await outstandingDeliveries(this.db)) === 0, timeoutMs, 250).catch(() => -1);
  }

  async reconnectDb(): Promise<void> {
    await this.db.end().catch(() => undefined);
    this.db = new Client({ connectionString: this.pg.url });
    this.db.on('error', () => undefined);
    await until('drill database connection', async () => (await this.db.connect().then(() => true)) as boolean, 30_000, 500);
  }

  async checks(): Promise<CheckResult[]> {
    const split = [...this.answers.entries()].filter(([, a]) => a.ids.size > 1);
    const unanswered = [...this.answers.values()].filter((a) => a.ids.size === 0).length;
    const counts: { companyId: number; keys: number; documents: number }[] = [];
    for (const c of this.companies) {
      const keys = [...this.answers.values()].filter((a) => a.companyId === c.companyId).length;
      const {
        rows: [{ n }],
      } = await this.db.query(`SELECT count(*)::int AS n FROM documents WHERE company_id = $1`, [c.companyId]);
      counts.push({ companyId: c.companyId, keys, documents: n });
    }
    const opaque = Object.entries(this.statuses).filter(([label]) => /(^| )5\d\d$/.test(label) && !label.endsWith('503'));
    return [
      {
        // While a dependency is down the API says so (503, or no answer while it restarts), never an opaque 500.
        name: 'no 5xx other than 503 during the fault',
        ok: opaque.length === 0,
        detail: { clientSaw: this.statuses },
      },
      {
        name: 'exactly one document per idempotency key',
        ok: split.length === 0 && unanswered === 0 && counts.every((c) => c.keys === c.documents),
        detail: { keys: this.answers.size, unanswered, split: split.length, counts },
      },
      await documentNumbering(this.db),
      await stockMatchesMovements(this.db),
      await this.movementsOncePerKey(),
      await eventsDelivered(this.db, true),
      await receiverAgrees(this.db, this.receivers.acknowledged),
    ];
  }

  async stop(): Promise<void> {
    this.probing = false;
    await Promise.all([this.api?.stop(), this.worker?.stop()]);
    await this.db?.end().catch(() => undefined);
    await this.receivers.close();
    await this.redis.stop();
    await this.pg.destroy();
  }
}
