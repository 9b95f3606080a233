import { gcra } from './gcra';
import { RateLimitDecision, RateLimiter, RateLimitPolicy } from './rate-limiter.port';

const PRUNE_ABOVE = 10_000;

/** The embedded mode's limiter: the same algorithm in this process's memory. */
export class InProcessRateLimiter implements RateLimiter {
  private readonly tats = new Map<string, number>();

  constructor(
    private readonly policy: RateLimitPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(key: string, policy: RateLimitPolicy = this.policy): Promise<RateLimitDecision> {
    const now = this.now();
    if (this.tats.size > PRUNE_ABOVE) this.prune(now);
    const { decision, tat } = gcra(policy, this.tats.get(key), now);
    if (tat !== undefined) this.tats.set(key, tat);
    return decision;
  }

  async close(): Promise<void> {
    this.tats.clear();
  }

  /** A TAT in the past is a full bucket, the same as no entry. */
  private prune(now: number): void {
    for (const [key, tat] of this.tats) if (tat <= now) this.tats.delete(key);
  }
}
