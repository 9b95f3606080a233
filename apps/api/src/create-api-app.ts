import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { AppConfig } from '@backoffice/shared/config';
import { Logger, PinoNestLogger, requestContext } from '@backoffice/shared/observability';
import { ApiModule } from './api.module';
import { sendError } from './http/all-exceptions.filter';
import { RequestValidationPipe } from './http/validation.pipe';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Builds the API application (not yet listening). `main.ts` and the e2e tests both use it, so
 * tests exercise exactly what runs.
 */
export async function createApiApp(config: AppConfig, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new ApiFastifyAdapter(logger, {
    loggerInstance: logger,
    bodyLimit: JSON_BODY_LIMIT,
    // A caller's X-Request-Id is kept when it is sane, so both sides can quote the same id.
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule.forRoot(config, logger), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(multipart, { limits: { fileSize: config.files.maxBytes, files: 1, fields: 10, parts: 20 } });
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  app.useGlobalPipes(new RequestValidationPipe());
  app.enableShutdownHooks();
  setUpApiReference(app);
  await app.init();
  return app;
}

/**
 * Errors raised before a route handler runs (unparseable JSON, an oversized body, a bad URL) go
 * to Fastify's error handler. Nest installs one that reduces them to a bare status; this adapter
 * installs the API's own instead, so they keep their precise code and the contract's body.
 */
type FastifyAdapterOptions = FastifyServerOptions & { loggerInstance?: Logger };

class ApiFastifyAdapter extends FastifyAdapter {
  constructor(
    private readonly errorLogger: Logger,
    options: FastifyAdapterOptions,
  ) {
    super(options);
  }

  override setErrorHandler(): ReturnType<FastifyAdapter['setErrorHandler']> {
    return super.setErrorHandler((error: unknown, _request: unknown, reply: FastifyReply) => sendError(reply, error, this.errorLogger));
  }
}

function setUpApiReference(app: NestFastifyApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Back-office API')
      .setDescription('Suppliers, expenses, stock, documents, signed webhooks and a change feed. Every route takes `Authorization: Bearer <API key>`.')
      .setVersion('1')
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'API key (sk_…)' })
      .build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', yamlDocumentUrl: 'openapi.yaml', raw: ['json', 'yaml'] });
}
