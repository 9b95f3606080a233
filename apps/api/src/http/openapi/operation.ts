import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiExtension, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { Permission, ROLES, can } from '@backoffice/shared/kernel';
import { IdempotencyInterceptor, SealIdempotentAnswer } from '../idempotency.interceptor';
import { TSchema } from './schemas';

/** Error codes an operation may answer, by HTTP status, beyond the ones every operation of its shape has. */
export type ErrorCodes = Partial<Record<number, readonly string[]>>;

export interface OperationSpec {
  /** Readable and unique: `<resource>.<verb>` (`vendors.list`, `documents.create`). */
  id: string;
  summary: string;
  description?: string;
  /** The 200 answer: a JSON schema, or other content (by media type). */
  response?: TSchema | OtherContent;
  /** The 200 answer may also be the JSON body `null` (reads of unknown ids, contract "Errors"). */
  answersNull?: boolean;
  errors?: ErrorCodes;
  /**
   * Takes `Idempotency-Key`: true runs the route under IdempotencyInterceptor; 'in-use-case' for
   * routes whose use case holds the key itself (document creation, the gateway). Either way the
   * document states the header, its 400 and 409 answers and `Idempotent-Replay`.
   */
  idempotent?: boolean | 'in-use-case';
  /** With idempotent: the answer carries a secret, so the stored copy is encrypted. */
  sealAnswer?: boolean;
  /** A JSON request body (adds 400 INVALID_JSON, 413 and 415 answers). */
  jsonBody?: boolean;
  /**
   * With jsonBody: a realistic body, the request body's `example` in the document (and in the
   * reference's "Try it out"). The e2e suite validates every example against its body's schema.
   */
  example?: object;
  /** Properties some error bodies carry beside error, message (by status). */
  errorProperties?: Record<number, Record<string, object>>;
  /** What the caller's role needs; roles without it get 403 FORBIDDEN. Absent: every role (`read`). */
  permission?: Permission;
}

export interface OtherContent {
  description: string;
  content: Record<string, { schema: object }>;
}

/** Carried from the decorator to the document builder, which expands and removes it. */
export const OPERATION_EXTENSION = 'x-backoffice-operation';

export interface OperationExtension {
  errors: ErrorCodes;
  errorProperties: Record<number, Record<string, object>>;
  idempotent: boolean;
  jsonBody: boolean;
  answersNull: boolean;
  example?: object;
}

/**
 * Describes one operation completely: id, summary, the success answer's schema, and the error
 * codes it adds to those of every operation of its shape (document.ts adds 400/401/429/500/503
 * and the rest from the operation's parameters and security).
 */
export function Operation(spec: OperationSpec): MethodDecorator {
  const roles = spec.permission ? ROLES.filter((role) => can(role, spec.permission as Permission)) : [...ROLES];
  const errors: ErrorCodes = { ...(spec.errors ?? {}) };
  if (spec.permission && roles.length < ROLES.length) errors[403] = ['FORBIDDEN', ...(errors[403] ?? [])];
  const description = [spec.description, `Roles: ${roles.join(', ')}.`].filter(Boolean).join('\n\n');
  const extension: OperationExtension = {
    errors,
    errorProperties: spec.errorProperties ?? {},
    idempotent: spec.idempotent !== undefined && spec.idempotent !== false,
    jsonBody: spec.jsonBody ?? false,
    answersNull: spec.answersNull ?? false,
    ...(spec.example ? { example: spec.example } : {}),
  };
  return applyDecorators(
    ApiOperation({ operationId: spec.id, summary: spec.summary, description }),
    ApiExtension('x-roles', roles),
    successResponse(spec),
    ApiExtension(OPERATION_EXTENSION, extension),
    ...(spec.idempotent === true ? [UseInterceptors(IdempotencyInterceptor)] : []),
    ...(spec.sealAnswer ? [SealIdempotentAnswer()] : []),
  );
}

function successResponse(spec: OperationSpec): MethodDecorator {
  const response = spec.response;
  if (response === undefined) return ApiResponse({ status: 200, description: 'Done' });
  if (isOtherContent(response)) return ApiResponse({ status: 200, description: response.description, content: response.content });
  const schema = spec.answersNull ? { anyOf: [response, { type: 'null' }] } : response;
  return ApiResponse({ status: 200, description: spec.summary, content: { 'application/json': { schema: schema as object } } });
}

function isOtherContent(response: TSchema | OtherContent): response is OtherContent {
  return typeof (response as OtherContent).content === 'object' && typeof (response as OtherContent).description === 'string' && !('type' in response);
}
