import { CanActivate, ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import { DomainError } from '@backoffice/shared/kernel';
import { AppMetrics } from '@backoffice/shared/metrics';
import { RATE_LIMITER, RateLimiter } from '@backoffice/shared/ratelimit';
import type { FastifyReply } from 'fastify';
import { AuthenticatedRequest } from './auth';

export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', 'rate_limited', `Too many requests for this API key; retry after ${retryAfterSeconds} s`);
  }
}

/**
 * Runs after ApiKeyGuard, so only authenticated requests count, each against its own key (a
 * 401 never touches a bucket). Routes that need no key (health, metrics, the API reference,
 * signed file links) have no caller here and are not limited. Every limited answer carries
 * `RateLimit-Limit` / `RateLimit-Remaining` / `RateLimit-Reset` (seconds); a refusal is 429
 * RATE_LIMITED with `Retry-After` in whole seconds, rounded up.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Optional() @Inject(RATE_LIMITER) private readonly limiter: RateLimiter | null,
    private readonly metrics: AppMetrics,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const actor = context.switchToHttp().getRequest<AuthenticatedRequest>().actor;
    if (!this.limiter || !actor) return true;
    const decision = await this.limiter.consume(`key:${actor.keyId}`);
    if (decision.limit === 0) return true; // the limiter's store is unreachable: let it through
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    void reply
      .header('ratelimit-limit', String(decision.limit))
      .header('ratelimit-remaining', String(decision.remaining))
      .header('ratelimit-reset', String(Math.ceil(decision.resetMs / 1000)));
    if (decision.allowed) return true;
    const retryAfter = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
    void reply.header('retry-after', String(retryAfter));
    this.metrics.rateLimited.inc();
    throw new RateLimitedError(retryAfter);
  }
}
