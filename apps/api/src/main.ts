import 'reflect-metadata';
import { AppConfig, loadConfigOrExit } from '@backoffice/shared/config';
import { exitGracefullyOnSignals } from '@backoffice/shared/lifecycle';
import { createLogger, Logger } from '@backoffice/shared/observability';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { consumesJobs } from './api.module';
import { createApiApp, stopApiApp } from './create-api-app';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, name: 'api' });
  const { fields, message } = describeMode(config);
  logger.info(fields, message);
  // Signals are handled from before the consumers start: a SIGTERM during start-up still drains.
  const starting = start(config, logger);
  const signals = exitGracefullyOnSignals({ logger, timeoutMs: config.shutdown.timeoutMs, stop: async (deadline) => stopApiApp(await starting, config, deadline) });
  await starting;
  // The embedded PostgreSQL installs its own exit hook while starting; the drain above stops it last.
  signals.claimSignals();
  logger.info({ port: config.port }, 'API listening');
}

async function start(config: AppConfig, logger: Logger): Promise<NestFastifyApplication> {
  const app = await createApiApp(config, logger);
  await app.listen({ port: config.port, host: config.host });
  return app;
}

/** The start-up line: which database, which queue backend, and whether this process runs the jobs. */
function describeMode(config: AppConfig): { fields: Record<string, unknown>; message: string } {
  const jobs = consumesJobs(config);
  const fields = {
    database: config.database.url ? 'DATABASE_URL' : 'embedded',
    queue: config.redisUrl ? 'bullmq' : 'in-process',
    runsJobs: jobs,
  };
  if (!config.redisUrl) {
    const ignored = config.runJobs ? '' : ' (RUN_JOBS=false has no effect without REDIS_URL)';
    return { fields, message: `starting API and job consumers in one process; jobs run in-process (no REDIS_URL)${ignored}` };
  }
  return jobs
    ? { fields, message: 'starting API and job consumers in one process; jobs on BullMQ, shared with any other instance' }
    : { fields, message: 'starting API only (RUN_JOBS=false); jobs go to BullMQ for the worker app' };
}

main().catch((error: unknown) => {
  process.stderr.write(`API failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
