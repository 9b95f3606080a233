import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { loadConfigOrExit } from '@backoffice/shared/config';
import { createLogger } from '@backoffice/shared/observability';
import { OpenAPIObject } from '@nestjs/swagger';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { ApiModule } from './api.module';
import { API_VERSION } from './http/api-reference';
import { buildApiDocument } from './http/openapi/document';
import { webhookOperations } from './webhooks/event-catalogue';

/** Where the committed document lives; CI fails when the served one differs from it. */
export const COMMITTED_DOCUMENT = 'docs/openapi.json';
/** The server the committed document names: `npm start` on its defaults. */
export const COMMITTED_SERVER = 'http://localhost:3000';

/** The document as committed: stable key order, two-space indent, a final newline. */
export function serializeDocument(document: OpenAPIObject): string {
  return `${JSON.stringify({ ...document, servers: [{ url: COMMITTED_SERVER, description: 'This deployment (PUBLIC_BASE_URL)' }] }, null, 2)}\n`;
}

/**
 * `npm run openapi:write`: writes the OpenAPI document to docs/openapi.json. Nest's preview mode
 * reads the routes without creating a single provider, so nothing connects to a database or Redis.
 */
async function main(): Promise<void> {
  const config = { ...loadConfigOrExit(), logLevel: 'silent' as const };
  const logger = createLogger({ level: config.logLevel, name: 'openapi' });
  const app = await NestFactory.create(ApiModule.forRoot(config, logger), new FastifyAdapter(), { preview: true, logger: false });
  const file = path.resolve(process.argv[2] ?? COMMITTED_DOCUMENT);
  writeFileSync(file, serializeDocument(buildApiDocument(app, { serverUrl: COMMITTED_SERVER, version: API_VERSION, webhooks: webhookOperations() })));
  process.stdout.write(`${file}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
