/**
 * The one error type that crosses layers. Domain and application code throw subclasses; only
 * the API's exception filter turns `kind` into an HTTP status and renders the contract's body
 * `{ error: code, message, details? }`.
 */
export type ErrorKind = 'validation' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'unsupported' | 'rate_limited' | 'unprocessable' | 'unavailable';

export interface ErrorDetail {
  field: string;
  problem: string;
}

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  constructor(details: ErrorDetail[], message = describeDetails(details)) {
    super('VALIDATION_ERROR', 'validation', message, details);
  }

  static field(field: string, problem: string): ValidationError {
    return new ValidationError([{ field, problem }]);
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string, code = 'NOT_FOUND') {
    super(code, 'not_found', `${what} was not found`);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'This API key may not do that') {
    super('FORBIDDEN', 'forbidden', message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'A valid API key is required: Authorization: Bearer <key>') {
    super('UNAUTHORIZED', 'unauthorized', message);
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, message: string) {
    super(code, 'conflict', message);
  }
}

function describeDetails(details: ErrorDetail[]): string {
  if (details.length === 0) return 'The request is not valid';
  return details.map((d) => `${d.field}: ${d.problem}`).join('; ');
}

/**
 * A dependency the request needs (the database, Redis) cannot be reached right now: 503, and
 * worth a retry with the same Idempotency-Key. Adapters throw it for connection-level failures;
 * the underlying error is kept as `cause` for the log.
 */
export class DependencyUnavailableError extends DomainError {
  constructor(message: string, cause?: unknown) {
    super('SERVICE_UNAVAILABLE', 'unavailable', message);
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

/**
 * Turns an error an adapter's driver raised into the domain's terms, or answers undefined when it
 * is not one it knows. The persistence lib provides one for PostgreSQL; the HTTP layer asks it
 * before rendering, so it sees only domain errors.
 */
export interface ErrorTranslator {
  translate(error: unknown): DomainError | undefined;
}
export const ERROR_TRANSLATOR = Symbol('ErrorTranslator');
