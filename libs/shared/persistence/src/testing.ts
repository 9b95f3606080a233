/**
 * For adapter tests (`*.int-spec.ts`) against the real PostgreSQL, imported from tests only as
 * `@backoffice/shared/persistence/testing`:
 * - `useTestDatabase()`: a DataSource on the migrated schema and its unit of work, per test file;
 * - `newCompany()`: a fresh company per test, so no test sees another's rows whatever runs beside it;
 * - minimal rows of the tables other contexts point at (API keys, files, entities, products),
 *   since a context's tests may not import another context's builders;
 * - `contend()` / `whileHolding()`: two transactions meeting on a lock, observed through
 *   PostgreSQL's own lock table rather than timed;
 * - `rolledBack()`: work whose rows nobody else ever sees, for adapters that read across companies.
 * Each context's `@backoffice/<context>/infrastructure/testing` builds on these.
 */
import { randomUUID } from 'node:crypto';
import { DataSource, DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';
import { runMigrations } from './run-migrations';
import { TypeOrmUnitOfWork } from './typeorm-unit-of-work';

export interface TestDatabase {
  dataSource: DataSource;
  uow: TypeOrmUnitOfWork;
}

/** The TypeORM entities an adapter maps (for the few that use entity repositories). */
type Entities = DataSourceOptions['entities'];

/**
 * Opens a DataSource on DATABASE_URL with the connection settings of the service (numeric as
 * text) and the migrations applied (under the migration lock, so parallel test files take turns).
 * Close it with `dataSource.destroy()`.
 */
export async function openTestDatabase(options: { entities?: Entities; poolSize?: number } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: adapter tests run against a real PostgreSQL (see libs/shared/testing)');
  const dataSource = await new DataSource({
    type: 'postgres',
    url,
    synchronize: false,
    migrations: MIGRATIONS,
    entities: options.entities ?? [],
    // As every process connects (database-connection.ts): READ COMMITTED unless a transaction asks for more.
    extra: { max: options.poolSize ?? 6, application_name: 'backoffice-int-spec', options: '-c default_transaction_isolation=read\\ committed' },
    parseInt8: false,
  }).initialize();
  await runMigrations(dataSource);
  return { dataSource, uow: new TypeOrmUnitOfWork(dataSource) };
}

/**
 * The test file's database: opened before its tests, closed after them. Read its fields inside
 * hooks and tests (they are set by `beforeAll`). `beforeClose` runs last on the open database:
 * where a file retires rows that background passes (relay, recovery scans) of other processes
 * sharing the database would otherwise pick up.
 */
export function useTestDatabase(options: { entities?: Entities; poolSize?: number; beforeClose?: (db: TestDatabase) => Promise<unknown> } = {}): TestDatabase {
  const db = {} as TestDatabase;
  beforeAll(async () => Object.assign(db, await openTestDatabase(options)));
  afterAll(async () => {
    if (!db.dataSource?.isInitialized) return;
    try {
      await options.beforeClose?.(db);
    } finally {
      await db.dataSource.destroy();
    }
  });
  return db;
}

/** A new company of its own: the scope every adapter test works in. */
export async function newCompany(db: TestDatabase, name = `Adapter test ${randomUUID()}`): Promise<number> {
  const [row] = await db.dataSource.query(`INSERT INTO companies (name) VALUES ($1) RETURNING id`, [name]);
  return row.id;
}

/** Inserts one row of `table` with these columns (anything else takes its default) and answers it. */
export async function insertRow<T = Record<string, unknown>>(db: TestDatabase, table: string, values: Record<string, unknown>): Promise<T> {
  const columns = Object.keys(values);
  const [row] = await db.uow
    .manager()
    .query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`, Object.values(values));
  return row;
}

/** A text no other test uses (names, tax ids, keys). */
export const unique = (prefix = 'x'): string => `${prefix}-${randomUUID().slice(0, 13)}`;

/** An API key row of the company (the author of movements, expenses, documents). */
export async function newApiKey(db: TestDatabase, companyId: number, values: Record<string, unknown> = {}): Promise<number> {
  const hash = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
  const row = await insertRow<{ id: number }>(db, 'api_keys', { company_id: companyId, name: 'Test key', role: 'owner', key_hash: hash, key_prefix: hash.slice(0, 8), ...values });
  return row.id;
}

/**
 * A stored file row of the company (a receipt, a logo), inspected already: a file waiting for
 * inspection would be put back on the queue by any recovery pass sharing the database.
 */
export async function newFile(db: TestDatabase, companyId: number, values: Record<string, unknown> = {}): Promise<number> {
  const sha = randomUUID().replace(/-/g, '').padEnd(64, '0');
  const row = await insertRow<{ id: number }>(db, 'files', {
    company_id: companyId,
    name: 'receipt.pdf',
    mime_type: 'application/pdf',
    size: 1,
    sha256: sha,
    storage_key: unique('key'),
    detected_type: 'pdf',
    inspected_at: new Date(),
    ...values,
  });
  return row.id;
}

/** An entity row of the company: a vendor unless `values` say otherwise. */
export async function newEntity(db: TestDatabase, companyId: number, values: Record<string, unknown> = {}): Promise<number> {
  const row = await insertRow<{ id: number }>(db, 'entities', { company_id: companyId, name: unique('Entity'), is_vendor: true, ...values });
  return row.id;
}

/** A product row of the company's catalogue. */
export async function newProduct(db: TestDatabase, companyId: number, values: Record<string, unknown> = {}): Promise<number> {
  const row = await insertRow<{ id: number }>(db, 'products', { company_id: companyId, name: unique('Product'), ...values });
  return row.id;
}

/** A promise with its resolver outside. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The PostgreSQL backend (connection) the current transaction runs on. */
export async function backendPid(db: TestDatabase): Promise<number> {
  const [row] = await db.uow.manager().query(`SELECT pg_backend_pid() AS pid`);
  return row.pid;
}

/**
 * Resolves once PostgreSQL reports backend `waiting` blocked by backend `holder` (pg_blocking_pids),
 * and fails if `settled` says the waiting work finished first: it never waited. Polls the lock
 * table; no fixed delay decides anything.
 */
async function untilBlocked(db: TestDatabase, waiting: number, holder: number, settled: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.dataSource.query(`SELECT $2::int = ANY (pg_blocking_pids($1::int)) AS blocked`, [waiting, holder]);
    if (row.blocked) return;
    if (settled()) throw new Error('the second transaction finished without waiting for the first one’s lock');
    if (Date.now() > deadline) throw new Error(`backend ${waiting} was not blocked by ${holder} within ${timeoutMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Two transactions meeting on a lock. `first.lock` runs in transaction A, which then stays open;
 * `second` runs in transaction B and must wait for A (checked in pg_locks, by A's backend); then
 * `first.after` runs and A commits, and B goes on. Answers what each returned: B's answer shows
 * what it saw once A had committed.
 */
export async function contend<A, B>(
  db: TestDatabase,
  first: { lock: () => Promise<unknown>; after?: () => Promise<A> },
  second: () => Promise<B>,
): Promise<{ first: A | undefined; second: B }> {
  const holding = deferred<number>();
  const release = deferred();
  const a = db.uow.run(async () => {
    await first.lock();
    holding.resolve(await backendPid(db));
    await release.promise;
    return first.after ? first.after() : undefined;
  });
  // A ends before holding only by failing: that failure is the answer.
  const holder = await Promise.race([holding.promise, a.then(() => -1)]);
  const waiting = deferred<number>();
  let settled = false;
  const b = db.uow.run(async () => {
    waiting.resolve(await backendPid(db));
    return second();
  });
  const done = () => void (settled = true);
  b.then(done, done);
  try {
    await untilBlocked(db, await Promise.race([waiting.promise, b.then(() => -1)]), holder, () => settled);
  } catch (error) {
    release.resolve();
    await Promise.allSettled([a, b]);
    throw error;
  }
  release.resolve();
  const [firstResult, secondResult] = await Promise.all([a, b]);
  return { first: firstResult, second: secondResult };
}

/**
 * `work` while transaction A holds what `hold` locked, then A rolls back. `work` must not wait
 * for A: it runs in transaction B, where a lock wait fails it after `lockTimeoutMs` instead of
 * hanging the test, or, with `transaction: false`, on the pool outside any transaction.
 */
export async function whileHolding<T>(
  db: TestDatabase,
  hold: () => Promise<unknown>,
  work: () => Promise<T>,
  options: { transaction?: boolean; lockTimeoutMs?: number } = {},
): Promise<T> {
  const holding = deferred();
  const release = deferred();
  const a = db.uow
    .run(async () => {
      await hold();
      holding.resolve();
      await release.promise;
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  await Promise.race([holding.promise, a]);
  try {
    if (options.transaction === false) return await work();
    return await db.uow.run(async () => {
      await db.uow.manager().query(`SET LOCAL lock_timeout = ${Math.trunc(options.lockTimeoutMs ?? 2_000)}`);
      return work();
    });
  } finally {
    release.resolve();
    await a;
  }
}

class RolledBack extends Error {
  constructor() {
    super('rolled back on purpose');
  }
}

/**
 * `work` in a transaction that is rolled back afterwards: its rows are never seen by another
 * connection nor left behind. For adapters whose reads span companies (recovery scans, the relay,
 * figures), so a test sees only its own rows plus what was committed before.
 */
export async function rolledBack<T>(db: TestDatabase, work: () => Promise<T>, options?: { isolation?: 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE' }): Promise<T> {
  let result: T | undefined;
  await db.uow
    .run(async () => {
      result = await work();
      throw new RolledBack();
    }, options)
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}
