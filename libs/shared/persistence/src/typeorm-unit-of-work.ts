import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@backoffice/shared/kernel';
import type { Pool } from 'pg';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * The UnitOfWork adapter. The transaction's EntityManager travels in async-local storage, so a
 * repository asks `manager()` and joins whatever transaction its caller opened (or runs on the
 * pool when none is open). Nested `run` calls join the outer transaction.
 */
@Injectable()
export class TypeOrmUnitOfWork implements UnitOfWork {
  private readonly current = new AsyncLocalStorage<EntityManager>();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: () => Promise<T>, options?: { isolation?: 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE' }): Promise<T> {
    if (this.current.getStore()) return work();
    return this.dataSource.transaction(options?.isolation ?? 'READ COMMITTED', (manager) => this.current.run(manager, work));
  }

  manager(): EntityManager {
    return this.current.getStore() ?? this.dataSource.manager;
  }

  /**
   * A SELECT answering its rows. Outside a transaction it goes to the pool directly: TypeORM's
   * per-statement query runner, broadcaster and logger cost about a tenth of a millisecond of CPU
   * each time, which a list endpoint paid five or six times per request. Inside a transaction it
   * joins it. Errors come out as TypeORM's `QueryFailedError`, as from `manager().query`.
   */
  async select<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const transaction = this.current.getStore();
    if (transaction) return transaction.query(sql, params);
    try {
      return (await this.pool().query(sql, params)).rows as T[];
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
