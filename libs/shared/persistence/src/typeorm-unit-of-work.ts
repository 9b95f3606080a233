import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@backoffice/shared/kernel';
import type { Pool, PoolClient } from 'pg';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/** The part of TypeORM's Postgres query runner this uses: its connection, once connected. */
interface PostgresQueryRunner {
  databaseConnection?: PoolClient;
}

/**
 * The UnitOfWork adapter. The transaction's EntityManager travels in async-local storage, so a
 * repository asks `manager()` and joins whatever transaction its caller opened (or runs on the
 * pool when none is open). Nested `run` calls join the outer transaction, which is what lets an
 * Idempotency-Key wrap a whole request in one transaction around use cases that open their own.
 * A failed statement spoils the whole transaction, so no caller may catch a database error and
 * go on inside one: writes that can meet a concurrent one are written not to fail (ON CONFLICT).
 */
@Injectable()
export class TypeOrmUnitOfWork implements UnitOfWork {
  private readonly current = new AsyncLocalStorage<Transaction>();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: () => Promise<T>, options?: { isolation?: 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE' }): Promise<T> {
    if (this.current.getStore()) return work();
    const transaction: Transaction = { manager: this.dataSource.manager, effects: [] };
    const body = (manager: EntityManager) => this.current.run({ manager, effects: transaction.effects }, work);
    // Without an isolation level the transaction is READ COMMITTED, the connection's default
    // (database-connection.ts), and opens without a SET TRANSACTION round trip.
    return (options?.isolation && options.isolation !== 'READ COMMITTED' ? this.dataSource.transaction(options.isolation, body) : this.dataSource.transaction(body)).then(
      async (result) => {
        for (const effect of transaction.effects) await effect();
        return result;
      },
    );
  }

  async afterCommit(effect: () => Promise<void>): Promise<void> {
    const transaction = this.current.getStore();
    if (transaction) transaction.effects.push(effect);
    else await effect();
  }

  manager(): EntityManager {
    return this.current.getStore()?.manager ?? this.dataSource.manager;
  }

  /**
   * A SELECT answering its rows. Outside a transaction it goes to the pool directly: TypeORM's
   * per-statement query runner, broadcaster and logger cost about a tenth of a millisecond of CPU
   * each time, which a list endpoint paid five or six times per request. Inside a transaction it
   * joins it. Errors come out as TypeORM's `QueryFailedError`, as from `manager().query`.
   *
   * `prepare` makes it a named prepared statement on each pooled connection (named after a
   * hash of its text): parsed once per connection and, once PostgreSQL has seen a few
   * executions, planned once too. Planning was most of the database's time for the hot list
   * reads (2-4 ms against under 1 ms of execution). Meant for statements of a fixed shape whose
   * plan does not hinge on the parameters' values; each distinct text stays prepared for the
   * connection's life, so values (page window included) go in parameters, never in the text.
   * Name the result columns: with `SELECT *`, a column added by a migration while the statement
   * is prepared changes its result type, which PostgreSQL refuses to execute. Inside a transaction
   * the statement is prepared on the transaction's connection the same way.
   */
  async select<T>(sql: string, params: unknown[] = [], options?: { prepare?: boolean }): Promise<T[]> {
    // Rows whatever the statement (an UPDATE … RETURNING too), inside a transaction or not.
    return (await this.send(sql, params, options?.prepare === true)).rows as T[];
  }

  /**
   * A statement in the caller's transaction, or on the pool when none is open: what
   * `manager().query` does (rows; `[rows, rowCount]` for UPDATE and DELETE; QueryFailedError on
   * failure), sent straight to the transaction's pg connection. TypeORM's query runner adds its
   * logger, broadcaster and awaits around every statement, 30-40 µs of CPU each, and issuing a
   * document runs a dozen statements. The SQL adapters (`Pg*`) use this; entity repositories
   * (`TypeOrm*`) keep `manager()`. `prepare` as for `select`: the statements every write of a hot
   * path sends (the Idempotency-Key's lock, lookup and stored answer, the outbox event, a
   * document's numbered insert) are prepared, which more than halved PostgreSQL's CPU per issued
   * document (planning the insert of a document with its lines and payments was most of it).
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as EntityManager.query: the caller names the row type
  async query<T = any>(sql: string, params: unknown[] = [], options?: { prepare?: boolean }): Promise<T> {
    const raw = await this.send(sql, params, options?.prepare === true);
    return (raw.command === 'UPDATE' || raw.command === 'DELETE' ? [raw.rows, raw.rowCount] : raw.rows) as T;
  }

  /** The statement on the transaction's connection when one is open, else on the pool: pg's own result. */
  private async send(sql: string, params: unknown[], prepare: boolean): Promise<{ command: string; rows: unknown[]; rowCount: number | null }> {
    const manager = this.current.getStore()?.manager;
    const connection = manager ? (manager.queryRunner as PostgresQueryRunner | undefined)?.databaseConnection : undefined;
    if (manager && !connection) {
      // A transaction whose connection pg does not expose: TypeORM's answer, read back into pg's shape.
      const result: unknown = await manager.query(sql, params);
      const counted = Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number';
      return counted ? { command: 'UPDATE', rows: result[0], rowCount: result[1] } : { command: 'SELECT', rows: result as unknown[], rowCount: null };
    }
    try {
      const target = connection ?? this.pool();
      return await (prepare ? target.query({ name: statementName(sql), text: sql, values: params }) : target.query(sql, params));
    } catch (error) {
      throw error instanceof Error && 'code' in error ? new QueryFailedError(sql, params, error) : error;
    }
  }

  private pool(): Pool {
    return (this.dataSource.driver as PostgresDriver).master as Pool;
  }

  inTransaction(): boolean {
    return this.current.getStore() !== undefined;
  }
}

interface Transaction {
  manager: EntityManager;
  /** What runs once the outermost transaction has committed. */
  effects: (() => Promise<void>)[];
}

const statementNames = new Map<string, string>();

/** A stable name per statement text, so every pooled connection prepares each text once. */
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(sql).digest('hex')}`;
    statementNames.set(sql, name);
  }
  return name;
}
