/** An answer outside 2xx, with the contract's error body. */
export class BackofficeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { field: string; problem: string }[] | undefined,
    readonly requestId: string | null,
  ) {
    super(`${status} ${code}: ${message}`);
    this.name = 'BackofficeApiError';
  }
}

/** What every openapi-fetch call returns. */
export interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a 2xx answer, or a BackofficeApiError carrying the error body. */
export function unwrap<T>(result: FetchResult<T>): T {
  if (result.response.ok && result.error === undefined) return result.data as T;
  const body = (result.error ?? {}) as { error?: unknown; message?: unknown; details?: { field: string; problem: string }[] };
  throw new BackofficeApiError(
    result.response.status,
    typeof body.error === 'string' ? body.error : 'HTTP_ERROR',
    typeof body.message === 'string' ? body.message : result.response.statusText,
    body.details,
    result.response.headers.get('x-request-id'),
  );
}
