import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from '@backoffice/shared/config';
import { Deadline } from '@backoffice/shared/lifecycle';
import { Logger, PinoNestLogger } from '@backoffice/shared/observability';
import { QueueLifecycle } from '@backoffice/shared/queue';
import { WorkerHttpServer } from './worker-http.server';
import { WorkerModule } from './worker.module';

/** Builds and starts the worker (consumers start on bootstrap). Used by main.ts and the tests. */
export async function createWorker(config: AppConfig, logger: Logger): Promise<INestApplicationContext> {
  if (!config.redisUrl) {
    throw new Error('The worker consumes BullMQ queues and needs REDIS_URL. Without Redis, `npm start` runs the jobs inside the API process.');
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger), { logger: new PinoNestLogger(logger) });
  // Signals are handled by main.ts (stopWorker), not by Nest's shutdown hooks.
  await app.init();
  return app;
}

/**
 * Graceful shutdown (SIGTERM, see main.ts): readiness turns 503; stop fetching jobs; running jobs
 * get until shortly before the bound, then go back to the queue for another worker; then every
 * module closes (the HTTP port last of all, with the database and Redis).
 */
export async function stopWorker(app: INestApplicationContext, config: AppConfig, deadline: Deadline): Promise<void> {
  const reserveMs = Math.min(1000, config.shutdown.timeoutMs / 4);
  app.get(WorkerHttpServer).draining = true;
  await app.get(QueueLifecycle).stopConsuming(deadline.budgetMs(reserveMs));
  await app.close();
}
