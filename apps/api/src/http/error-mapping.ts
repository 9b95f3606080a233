import { HttpException } from '@nestjs/common';
import { DependencyUnavailableError, DomainError, ErrorDetail, ErrorKind, ErrorTranslator } from '@backoffice/shared/kernel';

export interface ErrorBody {
  error: string;
  message: string;
  details?: ErrorDetail[];
  errorId?: string;
}

export interface RenderedError {
  status: number;
  body: ErrorBody;
  /** Only unexpected errors are logged at error level, with their stack. */
  unexpected: boolean;
}

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RATE_LIMITED',
  431: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
};

/** Fastify's own codes for what a client sent wrong, before any handler ran. */
const FASTIFY_CODES: Record<string, { status: number; error: string; message?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'INVALID_JSON', message: 'The body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'INVALID_JSON', message: 'The body is empty but Content-Type is application/json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'JSON bodies may be at most 1 MB' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send JSON with Content-Type: application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'BAD_REQUEST', message: 'Content-Length does not match the body' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, error: 'PAYLOAD_TOO_LARGE', message: 'Files may be at most 10 MB' },
  FST_FILES_LIMIT: { status: 400, error: 'VALIDATION_ERROR', message: 'Send one file in the field "file"' },
  FST_PARTS_LIMIT: { status: 400, error: 'VALIDATION_ERROR', message: 'Too many multipart parts' },
  FST_FIELDS_LIMIT: { status: 400, error: 'VALIDATION_ERROR', message: 'Too many multipart fields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, error: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send multipart/form-data with the file in the field "file"' },
  FST_ERR_BAD_URL: { status: 400, error: 'BAD_REQUEST', message: 'The URL is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: 'URI_TOO_LONG', message: 'A path segment is too long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, error: 'BAD_REQUEST' },
};

/**
 * The one mapping from anything thrown to the contract's error body. Domain errors carry their
 * own code and kind; framework errors about what the client sent become 4xx; everything else
 * is an opaque 500 whose id is logged with the stack.
 */
export function renderError(thrown: unknown, errorId: string, translator?: ErrorTranslator): RenderedError {
  // What an adapter's driver raised is put in the domain's terms by the adapters' own translator.
  const error = thrown instanceof DomainError ? thrown : (translator?.translate(thrown) ?? thrown);
  if (error instanceof DomainError) {
    const body: ErrorBody = { error: error.code, message: error.message };
    if (error.details) body.details = error.details;
    // A dependency out of reach is answered 503 (retry) and still logged: operators need to see it.
    return { status: STATUS_BY_KIND[error.kind], body, unexpected: error instanceof DependencyUnavailableError };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status < 500) {
      const message = status === 404 ? 'No such route' : httpMessage(error);
      return { status, body: { error: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message }, unexpected: false };
    }
  }
  const fastify = error as { code?: unknown; statusCode?: unknown; message?: unknown };
  if (typeof fastify?.code === 'string' && FASTIFY_CODES[fastify.code]) {
    const known = FASTIFY_CODES[fastify.code];
    return { status: known.status, body: { error: known.error, message: known.message ?? String(fastify.message) }, unexpected: false };
  }
  if (typeof fastify?.statusCode === 'number' && fastify.statusCode >= 400 && fastify.statusCode < 500) {
    const status = fastify.statusCode;
    return { status, body: { error: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message: String(fastify.message ?? 'Bad request') }, unexpected: false };
  }
  return {
    status: 500,
    body: { error: 'INTERNAL_ERROR', message: `Something went wrong on our side; quote error id ${errorId} when reporting it`, errorId },
    unexpected: true,
  };
}

function httpMessage(error: HttpException): string {
  const response = error.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  return Array.isArray(message) ? message.join('; ') : String(message ?? error.message);
}
