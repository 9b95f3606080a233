import { randomUUID } from 'node:crypto';
import { ArgumentsHost, Catch, ExceptionFilter, Inject } from '@nestjs/common';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import type { FastifyReply } from 'fastify';
import { renderError } from './error-mapping';

/** Renders every error a handler throws as the contract's body. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    sendError(reply, exception, this.logger);
  }
}

export function sendError(reply: FastifyReply, exception: unknown, logger: Logger): void {
  const errorId = randomUUID();
  const rendered = renderError(exception, errorId);
  if (rendered.unexpected) logger.error({ err: exception, errorId }, 'unexpected error');
  if (reply.sent) return;
  void reply.status(rendered.status).header('content-type', 'application/json; charset=utf-8').send(rendered.body);
}
