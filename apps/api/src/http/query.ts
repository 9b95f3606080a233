import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { PageWindow, parsePageWindow } from '@backoffice/shared/kernel';
import { Transform } from 'class-transformer';
import type { FastifyRequest } from 'fastify';

/** The pagination window of a list request (limit, offset, page, pageSize; rules 1-3). */
export const PageQuery = createParamDecorator((_: unknown, context: ExecutionContext): PageWindow => {
  const query = (context.switchToHttp().getRequest<FastifyRequest>().query ?? {}) as Record<string, unknown>;
  return parsePageWindow(query);
});

/**
 * Query-string booleans: `true`/`false` (and `1`/`0`). Anything else is left as is, so the
 * `@IsBoolean()` beside it reports a VALIDATION_ERROR rather than guessing.
 */
export const QueryBoolean = () =>
  Transform(({ value }) => {
    if (value === 'true' || value === '1' || value === true) return true;
    if (value === 'false' || value === '0' || value === false) return false;
    return value;
  });

/** Query-string whole numbers; anything else is left for `@IsInt()` to reject. */
export const QueryInt = () => Transform(({ value }) => (typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value));

/** Pagination parameters a list query class must accept (they are read by PageQuery). */
export class PaginationParams {
  limit?: string;
  offset?: string;
  page?: string;
  pageSize?: string;
}
