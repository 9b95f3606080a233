import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfig } from '@backoffice/shared/config';
import { Logger, PinoNestLogger } from '@backoffice/shared/observability';
import { WorkerModule } from './worker.module';

/** Builds and starts the worker (consumers start on bootstrap). Used by main.ts and the tests. */
export async function createWorker(config: AppConfig, logger: Logger): Promise<INestApplicationContext> {
  if (!config.redisUrl) {
    throw new Error('The worker consumes BullMQ queues and needs REDIS_URL. Without Redis, `npm start` runs the jobs inside the API process.');
  }
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger), { logger: new PinoNestLogger(logger) });
  app.enableShutdownHooks();
  await app.init();
  return app;
}
