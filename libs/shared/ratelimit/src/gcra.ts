import { RateLimitDecision, RateLimitPolicy } from './rate-limiter.port';

/**
 * The generic cell rate algorithm: a token bucket of `burst` requests refilled continuously at
 * `perMinute`, kept as one number per key, the theoretical arrival time (TAT) of the next
 * request once the bucket has drained. A request is admitted when, after adding one emission
 * interval, the TAT is no more than `burst` intervals ahead of now. The Redis adapter runs the
 * same arithmetic in Lua (`redis-rate-limiter.ts`); this is the in-process copy and the
 * reference the unit tests pin down.
 */
export function gcra(policy: RateLimitPolicy, storedTat: number | undefined, now: number): { decision: RateLimitDecision; tat: number | undefined } {
  const interval = 60_000 / policy.perMinute;
  const capacity = interval * policy.burst;
  const tat = Math.max(storedTat ?? now, now);
  const next = tat + interval;
  if (next - now > capacity) {
    return { decision: { allowed: false, limit: policy.burst, remaining: 0, retryAfterMs: next - now - capacity, resetMs: tat - now }, tat: storedTat };
  }
  return {
    decision: { allowed: true, limit: policy.burst, remaining: Math.floor((capacity - (next - now)) / interval + 1e-9), retryAfterMs: 0, resetMs: next - now },
    tat: next,
  };
}
