import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@backoffice/shared/kernel';
import { DataSource, EntityManager } from 'typeorm';

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

  inTransaction(): boolean {
    return this.current.getStore() !== undefined;
  }
}
