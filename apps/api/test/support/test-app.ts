import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { BootstrapCompany, BootstrappedCompany } from '@backoffice/identity/application';
import { AppConfig } from '@backoffice/shared/config';
import { testConfig, testLogger } from '@backoffice/shared/testing';
import request from 'supertest';
import { createApiApp } from '../../src/create-api-app';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  http: ReturnType<typeof request>;
  /** A fresh company with one key per role. */
  newCompany(name?: string): Promise<BootstrappedCompany>;
  close(): Promise<void>;
}

/** The real API app on the real servers (see libs/shared/testing), listening on a free port. */
export async function startTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const config = testConfig(env);
  const app = await createApiApp(config, testLogger(config));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const http = request(app.getHttpServer());
  let companies = 0;
  return {
    app,
    config,
    http,
    newCompany: (name) => app.get(BootstrapCompany).execute(name ?? `Test company ${process.pid}-${Date.now()}-${++companies}`),
    close: () => app.close(),
  };
}

export const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
