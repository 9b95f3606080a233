import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEFAULT_LIMIT, MAX_LIMIT, PageWindow, parsePageWindow } from '@backoffice/shared/kernel';
import { IsOptional } from 'class-validator';
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

/**
 * Pagination parameters of a paged list (read by PageQuery, which validates them): the query
 * class of such a route extends this, so the document states them. Numbers only (anything else is
 * 400); sizes are clamped to 1-200, never refused; fractions are truncated.
 */
export class PaginationParams {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, description: 'Rows per page (clamped to 1-200)' })
  @IsOptional()
  limit?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0, description: 'Rows to skip; wins over page' })
  @IsOptional()
  offset?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1, description: '1-based page of pageSize rows' })
  @IsOptional()
  page?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_LIMIT, description: 'The same as limit; wins over it' })
  @IsOptional()
  pageSize?: string;
}

/** A list read from a cursor: only the size of the batch. */
export class LimitParam {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT, description: 'Rows per batch (clamped to 1-200)' })
  @IsOptional()
  limit?: string;
}
