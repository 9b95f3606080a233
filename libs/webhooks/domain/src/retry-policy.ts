/**
 * What happens after an attempt (spec "Delivery and retries"): any 2xx delivers; otherwise the
 * next try waits the next delay of the schedule counted from this attempt, and after the initial
 * send plus one retry per delay the delivery is dropped.
 */
export type FailureReason = 'dns' | 'connect' | 'tls' | 'timeout' | 'http_3xx' | 'http_4xx' | 'http_5xx' | 'blocked_address' | 'endpoint_deleted' | 'endpoint_disabled';

export interface AttemptResult {
  status: number | null;
  failure: FailureReason | null;
  /** Seconds from a `Retry-After` header on a 429 or 503, if one was given. */
  retryAfterSeconds?: number | null;
}

export type NextStep = { kind: 'delivered' } | { kind: 'retry'; delayMs: number } | { kind: 'dropped' };

/** Longest extra wait a receiver's Retry-After can add to the schedule. */
export const MAX_RETRY_AFTER_EXTRA_MS = 2 * 3_600_000;

export function classifyStatus(status: number): FailureReason | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 500) return 'http_5xx';
  if (status >= 400) return 'http_4xx';
  return 'http_3xx';
}

/**
 * `attemptNumber` is 1 for the initial send. A Retry-After on a 429 or 503 is honoured, but never
 * sooner than the schedule and at most two hours beyond it.
 */
export function nextStep(attemptNumber: number, result: AttemptResult, delaysMs: readonly number[]): NextStep {
  if (result.failure === null) return { kind: 'delivered' };
  if (attemptNumber > delaysMs.length) return { kind: 'dropped' };
  const scheduled = delaysMs[attemptNumber - 1];
  let delayMs = scheduled;
  if ((result.status === 429 || result.status === 503) && result.retryAfterSeconds != null && result.retryAfterSeconds > 0) {
    delayMs = Math.min(Math.max(scheduled, result.retryAfterSeconds * 1000), scheduled + MAX_RETRY_AFTER_EXTRA_MS);
  }
  return { kind: 'retry', delayMs };
}

/** Reads a Retry-After header: delta seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | null {
  if (!value) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}
