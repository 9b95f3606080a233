import type { Logger } from 'pino';
import { AppConfig } from '@backoffice/shared/config';
import { startEmbeddedDatabase } from './embedded-database';

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
