import { Global, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '@backoffice/shared/config';
import { UNIT_OF_WORK } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import { DataSource, DataSourceOptions } from 'typeorm';
import { resolveDatabaseUrl, stopEmbeddedDatabase } from './database-connection';
import { MIGRATIONS } from './migrations';
import { runMigrations } from './run-migrations';
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
      useFactory: async (config: AppConfig, logger: Logger) => ({
        type: 'postgres' as const,
        url: await resolveDatabaseUrl(config, logger),
        autoLoadEntities: true,
        synchronize: false,
        // Read by dataSourceFactory below, which runs them under an advisory lock.
        migrationsRun: config.database.migrationsRun,
        migrations: MIGRATIONS,
        extra: { max: config.database.poolSize, application_name: 'backoffice' },
        // numeric stays a string end to end: money is never a float.
        parseInt8: false,
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
  providers: [TypeOrmUnitOfWork, { provide: UNIT_OF_WORK, useExisting: TypeOrmUnitOfWork }],
  exports: [TypeOrmUnitOfWork, UNIT_OF_WORK],
})
export class PersistenceModule implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await stopEmbeddedDatabase();
  }
}
