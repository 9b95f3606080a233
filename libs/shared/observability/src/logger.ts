import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { contextFields, requestContext } from './request-context';

/**
 * Structured JSON logs on stdout (or stderr for the CLI, whose stdout is its answer). Every line
 * written while a request is handled carries its `reqId` (once) and, once authenticated, its
 * `companyId`; every line written while a job runs carries `jobId`, `job`, `attempt`, the company
 * and the `reqId` of the request that enqueued it. Credentials never reach a log line: the
 * redaction list covers the headers and fields that could hold them.
 */
export function createLogger(options: { level: string; name: string; destination?: 1 | 2; stream?: pino.DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      name: options.name,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      mixin(_fields, _level, logger) {
        const store = requestContext.getStore();
        if (!store) return {};
        const fields = contextFields(store);
        // Fastify's request logger is a child bound to the same reqId: one key per line.
        if (fields.reqId !== undefined && boundReqId(logger)) delete fields.reqId;
        return fields;
      },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'headers.cookie',
          // Plugins log their own options at trace level (the multipart parser logs the request headers).
          '*.headers.authorization',
          '*.headers.cookie',
          '*.secret',
          '*.key',
          '*.password',
          'secret',
          'key',
          'password',
        ],
        censor: '[redacted]',
      },
      serializers: { err: pino.stdSerializers.err, req: requestSummary },
    },
    options.stream ?? pino.destination({ fd: options.destination ?? 1, sync: false }),
  );
}

/** Whether a (child) logger's own bindings, kept serialised by pino, already hold a `reqId`. */
function boundReqId(logger: object): boolean {
  const bindings = (logger as Record<symbol, unknown>)[pino.symbols.chindingsSym];
  return typeof bindings === 'string' && bindings.includes('"reqId":');
}

/**
 * Fastify's request summary (it takes this serializer over its own), with the credentials a URL
 * can carry masked: the signature of a signed file link is as good as a key until it expires.
 */
function requestSummary(req: { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: maskUrlSecrets(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

export function maskUrlSecrets(url: string | undefined): string | undefined {
  return url?.replace(/([?&](?:signature|token|secret|key|api_key)=)[^&#]*/gi, '$1[redacted]');
}

/** Lets Nest's own messages go through the same JSON logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, message instanceof Error ? message.message : String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
