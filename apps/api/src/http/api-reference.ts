import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { webhookOperations } from '../webhooks/event-catalogue';
import { buildApiDocument } from './openapi/document';

/** The version of the HTTP contract (not of the package): bumped when the document changes incompatibly. */
export const API_VERSION = '1.0.0';

/** The OpenAPI document (`/openapi.json`, `/openapi.yaml`) and the reference UI at `/docs`. */
export function setUpApiReference(app: NestFastifyApplication, options: { serverUrl: string }): OpenAPIObject {
  const document = buildApiDocument(app, { serverUrl: options.serverUrl, version: API_VERSION, webhooks: webhookOperations() });
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', yamlDocumentUrl: 'openapi.yaml', raw: ['json', 'yaml'] });
  return document;
}
