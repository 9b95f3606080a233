import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { AppConfig } from '@backoffice/shared/config';
import { Deadline } from '@backoffice/shared/lifecycle';
import { JOB_QUEUE } from '@backoffice/shared/kernel';
import { AppMetrics } from '@backoffice/shared/metrics';
import { Logger, PinoNestLogger, requestContext } from '@backoffice/shared/observability';
import { JobRegistry, QueueLifecycle } from '@backoffice/shared/queue';
import { registerQueueDashboard } from './admin/queue-dashboard';
import { ApiModule } from './api.module';
import { setUpApiReference } from './http/api-reference';
import { ShutdownState } from './health/shutdown-state';
import { sendError } from './http/all-exceptions.filter';
import { answerClientError } from './http/client-error';
import { serialiseReply } from './http/compiled-json';
import { registerHttpMetrics } from './http/http-metrics';
import { registerSecurityHeaders } from './http/security-headers';
import { RequestValidationPipe } from './http/validation.pipe';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const JSON_BODY_LIMIT = 1024 * 1024;

export interface ApiAppOptions {
  /**
   * Called with the Fastify instance and the OpenAPI document just before the app starts, the
   * last moment hooks can be added (the e2e suite checks every answer against the document).
   */
  instrument?: (fastify: FastifyInstance, document: OpenAPIObject) => void;
}

/**
 * Builds the API application (not yet listening). `main.ts` and the e2e tests both use it, so
 * tests exercise exactly what runs.
 */
export async function createApiApp(config: AppConfig, logger: Logger, options: ApiAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new ApiFastifyAdapter(logger, {
    loggerInstance: logger,
    bodyLimit: JSON_BODY_LIMIT,
    // A caller's X-Request-Id is kept when it is sane, so both sides can quote the same id.
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: true,
    // A URL the router cannot decode, or a path segment over its length limit: the contract's 4xx.
    frameworkErrors: (error, _request, reply) => sendError(reply, error, logger),
    clientErrorHandler: answerClientError,
    // Requests on keep-alive connections during shutdown get the contract's 503 (below), not Fastify's.
    return503OnClosing: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule.forRoot(config, logger), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  // Hot list routes answer with JSON compiled from their documented schema (http/compiled-json.ts).
  fastify.setReplySerializer(serialiseReply);
  await fastify.register(multipart, { limits: { fileSize: config.files.maxBytes, files: 1, fields: 10, parts: 20 } });
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
  registerSecurityHeaders(fastify, { hstsMaxAgeSeconds: config.http.hstsMaxAgeSeconds });
  registerHttpMetrics(fastify, app.get(AppMetrics));
  const shutdown = app.get(ShutdownState);
  fastify.addHook('onRequest', (_request, reply, done) => {
    if (!shutdown.closing) return done();
    void reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send({ error: 'SHUTTING_DOWN', message: 'This instance is shutting down; send the request again' });
  });
  // From the signal on, answers close their connection: an idle keep-alive connection would hold the listener's close open until its time-out.
  fastify.addHook('onSend', (_request, reply, _payload, done) => {
    if (shutdown.draining) void reply.header('connection', 'close');
    done();
  });
  // After the root hooks above, which its scope takes over (security headers, then its own CSP and operator token).
  await registerQueueDashboard(fastify, { config, jobs: app.get(JOB_QUEUE), registry: app.get(JobRegistry), logger });
  app.useGlobalPipes(new RequestValidationPipe());
  // Signals are handled by main.ts (stopApiApp), not by Nest's shutdown hooks.
  const document = setUpApiReference(app, { serverUrl: config.publicBaseUrl });
  options.instrument?.(fastify, document);
  await app.init();
  return app;
}

/**
 * Graceful shutdown of a listening API (SIGTERM, see main.ts): readiness turns 503 at once; after
 * SHUTDOWN_DRAIN_DELAY_MS the listener closes (new connections are refused) and requests in
 * flight run to the end; then, in the embedded mode, running jobs get what time is left; last,
 * every module closes (relay timer, Redis, the database). All within `deadline`.
 */
export async function stopApiApp(app: NestFastifyApplication, config: AppConfig, deadline: Deadline): Promise<void> {
  const state = app.get(ShutdownState);
  const reserveMs = Math.min(1000, config.shutdown.timeoutMs / 4);
  state.draining = true;
  const delayMs = Math.min(config.shutdown.drainDelayMs, deadline.budgetMs(reserveMs));
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  state.closing = true;
  await app.getHttpAdapter().getInstance().close();
  await app.get(QueueLifecycle).stopConsuming(deadline.budgetMs(reserveMs));
  await app.close();
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
