import 'reflect-metadata';
import { loadConfigOrExit } from '@backoffice/shared/config';
import { exitGracefullyOnSignals } from '@backoffice/shared/lifecycle';
import { createLogger } from '@backoffice/shared/observability';
import { createApiApp, stopApiApp } from './create-api-app';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, name: 'api' });
  logger.info(
    { database: config.database.url ? 'DATABASE_URL' : 'embedded', jobs: config.redisUrl ? 'bullmq' : 'in-process' },
    config.redisUrl ? 'starting API; jobs go to BullMQ for the worker app' : 'starting API with in-process jobs (no REDIS_URL)',
  );
  const app = await createApiApp(config, logger);
  exitGracefullyOnSignals({ logger, timeoutMs: config.shutdown.timeoutMs, stop: (deadline) => stopApiApp(app, config, deadline) });
  await app.listen({ port: config.port, host: config.host });
  logger.info({ port: config.port }, 'API listening');
}

main().catch((error: unknown) => {
  process.stderr.write(`API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
