import type { Redis } from 'ioredis';
import { RateLimitDecision, RateLimiter, RateLimitPolicy } from './rate-limiter.port';

/**
 * `gcra.ts` as one Lua script, so the read, the decision and the write are one atomic step in
 * Redis: two API instances can never both take the last slot of a key. The clock is Redis's own
 * (`TIME`), so instances with skewed clocks still agree. Numbers travel as strings because Redis
 * truncates Lua numbers to integers on the way out.
 */
const SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local interval = tonumber(ARGV[1])
local capacity = interval * tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local nextTat = tat + interval
if nextTat - now > capacity then
  return {0, 0, string.format('%.3f', nextTat - now - capacity), string.format('%.3f', tat - now)}
end
redis.call('SET', KEYS[1], string.format('%.3f', nextTat), 'PX', math.ceil(nextTat - now))
return {1, math.floor((capacity - (nextTat - now)) / interval + 1e-9), '0', string.format('%.3f', nextTat - now)}
`;

type GcraCommand = (key: string, intervalMs: string, burst: string) => Promise<[number, number, string, string]>;

export class RedisRateLimiter implements RateLimiter {
  private readonly run: GcraCommand;

  /** `redis` belongs to the limiter (closed with it); keys are `<prefix>:ratelimit:<key>`. */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly policy: RateLimitPolicy,
  ) {
    // defineCommand sends EVALSHA and falls back to EVAL when Redis does not know the script yet.
    redis.defineCommand('backofficeRateLimit', { numberOfKeys: 1, lua: SCRIPT });
    const command = (redis as unknown as { backofficeRateLimit: GcraCommand }).backofficeRateLimit.bind(redis);
    this.run = command;
  }

  async consume(key: string, policy: RateLimitPolicy = this.policy): Promise<RateLimitDecision> {
    const [allowed, remaining, retryAfterMs, resetMs] = await this.run(`${this.prefix}:ratelimit:${key}`, String(60_000 / policy.perMinute), String(policy.burst));
    return { allowed: allowed === 1, limit: policy.burst, remaining, retryAfterMs: Number(retryAfterMs), resetMs: Number(resetMs) };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
