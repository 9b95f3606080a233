import { Logger } from '@backoffice/shared/observability';
import { RateLimiter } from '@backoffice/shared/ratelimit';

const WARN_EVERY_MS = 10_000;

/**
 * Spaces the attempts to an endpoint that has a rate limit (`rateLimitPerSecond`), across every
 * process that delivers: one bucket per endpoint of burst 1 refilled at its rate (GCRA), in Redis
 * when there is one, so two workers together still send at most the endpoint's rate. While Redis
 * cannot answer, each process paces on its own (the rate then holds per process), and says so in
 * the log at most every ten seconds.
 */
export class DeliveryPacer {
  private lastWarning = 0;

  constructor(
    private readonly shared: RateLimiter | null,
    private readonly local: RateLimiter,
    private readonly logger: Logger,
  ) {}

  /** Takes the endpoint's next turn: 0 to start an attempt now, else how many ms to wait before asking again. */
  async waitMs(endpointId: number, perSecond: number): Promise<number> {
    const key = `webhook-endpoint:${endpointId}`;
    const policy = { perMinute: perSecond * 60, burst: 1 };
    let decision = null;
    if (this.shared) {
      try {
        decision = await this.shared.consume(key, policy);
      } catch (error) {
        if (Date.now() - this.lastWarning > WARN_EVERY_MS) {
          this.lastWarning = Date.now();
          this.logger.warn({ err: error }, 'webhook rate limits cannot reach Redis; each process paces its endpoints on its own meanwhile');
        }
      }
    }
    decision ??= await this.local.consume(key, policy);
    return decision.allowed ? 0 : Math.max(1, Math.ceil(decision.retryAfterMs));
  }

  async close(): Promise<void> {
    await Promise.all([this.shared?.close(), this.local.close()]);
  }
}
