import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BootstrapCompany, BootstrappedCompany } from '@backoffice/identity/application';
import { AppConfig } from '@backoffice/shared/config';
import { testConfig, testLogger } from '@backoffice/shared/testing';
import request from 'supertest';
import { createWorker } from '../../../worker/src/create-worker';
import { createApiApp } from '../../src/create-api-app';
import { ResponseContract } from './response-contract';

export interface TestApp {
  app: NestFastifyApplication;
  /** The worker running beside the API when REDIS_URL is set. */
  worker?: INestApplicationContext;
  config: AppConfig;
  http: ReturnType<typeof request>;
  /** A fresh company with one key per role. */
  newCompany(name?: string): Promise<BootstrappedCompany>;
  close(): Promise<void>;
}

/**
 * The real API app on the real servers (see libs/shared/testing), listening on a free port. With
 * REDIS_URL set, a worker runs beside it as in production, so jobs the API enqueues are run.
 */
export async function startTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const logger = testLogger(config);
  const app = await createApiApp(config, logger, { instrument: (fastify, document) => new ResponseContract(document).install(fastify) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const worker = config.redisUrl ? await createWorker(config, logger) : undefined;
  const http = request(app.getHttpServer());
  let companies = 0;
  return {
    app,
    worker,
    config,
    http,
    newCompany: (name) => app.get(BootstrapCompany).execute(name ?? `Test company ${process.pid}-${Date.now()}-${++companies}`),
    close: async () => {
      await worker?.close();
      await app.close();
    },
  };
}

export const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
