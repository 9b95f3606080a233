/**
 * The rate-limit port: one allowance per caller key, drawn down by each request. Two adapters:
 * Redis (shared by every API instance) and in-process (the embedded mode, one instance).
 */
export interface RateLimiter {
  /**
   * Takes one request from `key`'s allowance and says whether it may proceed; `policy`, when
   * given, is that key's own (a webhook endpoint's rate) instead of the limiter's.
   */
  consume(key: string, policy?: RateLimitPolicy): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** The bucket's size: how many requests may be sent at once after a quiet spell. */
  limit: number;
  /** Requests that could still be sent right now, after this one. */
  remaining: number;
  /** When refused, how long until one request is allowed again; 0 when allowed. */
  retryAfterMs: number;
  /** How long until the bucket is full again. */
  resetMs: number;
}

export interface RateLimitPolicy {
  /** Sustained requests per minute. */
  perMinute: number;
  /** Bucket size. */
  burst: number;
}

export const RATE_LIMITER = Symbol('RateLimiter');
