import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';
import { AppConfig } from '@backoffice/shared/config';
import { startEmbeddedDatabase } from './embedded-database';
import { MIGRATIONS } from './migrations';

let embedded: Promise<{ url: string; stop(): Promise<void> }> | undefined;

/**
 * The database this process uses: DATABASE_URL when set, otherwise the embedded server (started
 * once per process, whatever asks first).
 */
export async function resolveDatabaseUrl(config: AppConfig, logger: Logger): Promise<string> {
  if (config.database.url) return config.database.url;
  embedded ??= startEmbeddedDatabase({ dataDir: config.dataDir, port: config.database.embeddedPort, logger });
  return (await embedded).url;
}

export async function stopEmbeddedDatabase(): Promise<void> {
  const running = embedded;
  embedded = undefined;
  if (running) await (await running).stop();
}

/** How every process connects: its pool, numeric kept as text, the one migration timeline. */
export function dataSourceOptions(config: AppConfig, url: string): PostgresConnectionOptions {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrationsRun: config.database.migrationsRun,
    migrations: MIGRATIONS,
    // READ COMMITTED is what every transaction here is written for; set once per connection, so a
    // transaction opens with one statement (no SET TRANSACTION round trip), whatever the server's default.
    extra: { max: config.database.poolSize, application_name: 'backoffice', options: '-c default_transaction_isolation=read\\ committed' },
    // numeric stays a string end to end: money is never a float.
    parseInt8: false,
  };
}

/**
 * A connected DataSource outside Nest, with no records and no migrations run: for the CLI's
 * migration commands. Close it with `closeDataSource`.
 */
export async function openDataSource(config: AppConfig, logger: Logger): Promise<DataSource> {
  const options = dataSourceOptions(config, await resolveDatabaseUrl(config, logger));
  return new DataSource({ ...options, migrationsRun: false, extra: { ...options.extra, max: 2 } }).initialize();
}

/** Closes a DataSource from `openDataSource`, and the embedded server if this process started it. */
export async function closeDataSource(dataSource: DataSource): Promise<void> {
  await dataSource.destroy();
  await stopEmbeddedDatabase();
}
