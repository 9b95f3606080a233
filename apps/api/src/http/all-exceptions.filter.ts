import { randomUUID } from 'node:crypto';
import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import { ERROR_TRANSLATOR, ErrorTranslator } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import type { FastifyReply } from 'fastify';
import { renderError } from './error-mapping';

/**
 * Renders every error a handler, guard or interceptor throws as the contract's body; what an
 * adapter's driver raised is first put in domain terms by the adapters' translator.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(ERROR_TRANSLATOR) private readonly translator: ErrorTranslator,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    sendError(reply, exception, this.logger, this.translator);
  }
}

export function sendError(reply: FastifyReply, exception: unknown, logger: Logger, translator?: ErrorTranslator): void {
  const errorId = randomUUID();
  const rendered = renderError(exception, errorId, translator);
  if (rendered.unexpected) logger.error({ err: exception, errorId }, 'unexpected error');
  if (reply.sent) return;
  void reply.status(rendered.status).header('content-type', 'application/json; charset=utf-8').send(rendered.body);
}
