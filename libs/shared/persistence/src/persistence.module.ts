import { Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '@backoffice/shared/config';
import { ERROR_TRANSLATOR, REQUEST_HASHER, UNIT_OF_WORK } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import { DataSource, DataSourceOptions } from 'typeorm';
import { dataSourceOptions, resolveDatabaseUrl, stopEmbeddedDatabase } from './database-connection';
import { runMigrations } from './run-migrations';
import { ChangeNotifications } from './change-notifications';
import { HmacRequestHasher } from './hmac-request-hasher';
import { IdempotentRequests } from './idempotent-requests';
import { OutboxCommits } from './outbox-commits';
import { PgErrorTranslator } from './pg-errors';
import { PgIdempotencyStore } from './pg-idempotency.store';
import { TypeOrmUnitOfWork } from './typeorm-unit-of-work';

/**
 * TypeORM on PostgreSQL. Records are registered by each context's infrastructure module with
 * `TypeOrmModule.forFeature` (autoLoadEntities); the schema comes only from migrations, run at
 * start unless MIGRATIONS_RUN=false, never from `synchronize`.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG, LOGGER],
      // migrationsRun is read by dataSourceFactory below, which runs them under an advisory lock.
      useFactory: async (config: AppConfig, logger: Logger) => ({
        ...dataSourceOptions(config, await resolveDatabaseUrl(config, logger)),
        autoLoadEntities: true,
        retryAttempts: 3,
        retryDelay: 1000,
      }),
      dataSourceFactory: async (options?: DataSourceOptions) => {
        const dataSource = await new DataSource({ ...(options as DataSourceOptions), migrationsRun: false }).initialize();
        if (options?.migrationsRun) await runMigrations(dataSource);
        return dataSource;
      },
    }),
  ],
  providers: [
    TypeOrmUnitOfWork,
    { provide: UNIT_OF_WORK, useExisting: TypeOrmUnitOfWork },
    PgIdempotencyStore,
    IdempotentRequests,
    OutboxCommits,
    ChangeNotifications,
    { provide: ERROR_TRANSLATOR, useClass: PgErrorTranslator },
    { provide: REQUEST_HASHER, useClass: HmacRequestHasher },
  ],
  exports: [TypeOrmUnitOfWork, UNIT_OF_WORK, PgIdempotencyStore, IdempotentRequests, OutboxCommits, ChangeNotifications, ERROR_TRANSLATOR, REQUEST_HASHER],
})
export class PersistenceModule implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await stopEmbeddedDatabase();
  }
}
