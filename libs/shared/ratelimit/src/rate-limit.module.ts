import { DynamicModule, Inject, Injectable, Module, OnApplicationShutdown, Optional } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@backoffice/shared/config';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import IORedis from 'ioredis';
import { InProcessRateLimiter } from './in-process-rate-limiter';
import { RATE_LIMITER, RateLimitDecision, RateLimiter, RateLimitPolicy } from './rate-limiter.port';
import { RedisRateLimiter } from './redis-rate-limiter';

const WARN_EVERY_MS = 10_000;
const CONNECT_WAIT_MS = 2000;

/**
 * A limiter that cannot reach Redis lets the request through: an outage of the limiter's store
 * should not become an outage of the API. It says so in the log, at most every ten seconds.
 */
export class FailOpenRateLimiter implements RateLimiter {
  private lastWarning = 0;

  constructor(
    private readonly inner: RateLimiter,
    private readonly logger: Logger,
  ) {}

  async consume(key: string, policy?: RateLimitPolicy): Promise<RateLimitDecision> {
    try {
      return await this.inner.consume(key, policy);
    } catch (error) {
      if (Date.now() - this.lastWarning > WARN_EVERY_MS) {
        this.lastWarning = Date.now();
        this.logger.warn({ err: error }, 'rate limiter unavailable; requests are let through unlimited');
      }
      return { allowed: true, limit: 0, remaining: 0, retryAfterMs: 0, resetMs: 0 };
    }
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

@Injectable()
class RateLimiterLifecycle implements OnApplicationShutdown {
  constructor(@Optional() @Inject(RATE_LIMITER) private readonly limiter: RateLimiter | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.limiter?.close();
  }
}

/**
 * Provides RATE_LIMITER: Redis when REDIS_URL is set (one bucket per key for every instance
 * with the same QUEUE_PREFIX), in-process otherwise, and null when RATE_LIMIT_PER_MINUTE is 0.
 */
@Module({})
export class RateLimitModule {
  static forRoot(): DynamicModule {
    return {
      module: RateLimitModule,
      providers: [
        {
          provide: RATE_LIMITER,
          inject: [APP_CONFIG, LOGGER],
          useFactory: async (config: AppConfig, logger: Logger): Promise<RateLimiter | null> => {
            const policy = config.rateLimit;
            if (policy.perMinute === 0) {
              logger.info('rate limiting off (RATE_LIMIT_PER_MINUTE=0)');
              return null;
            }
            if (!config.redisUrl) return new InProcessRateLimiter(policy);
            // Its own connection that fails fast: BullMQ's waits for Redis forever, which would
            // hold every request while Redis is away.
            const redis = new IORedis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 500 });
            redis.on('error', () => undefined);
            // Connected before the first request (which would otherwise pass unlimited), but a
            // Redis that is down at start does not hold the API's start.
            await new Promise<void>((resolve) => {
              redis.once('ready', () => resolve());
              setTimeout(resolve, CONNECT_WAIT_MS).unref();
            });
            return new FailOpenRateLimiter(new RedisRateLimiter(redis, config.queuePrefix, policy), logger);
          },
        },
        RateLimiterLifecycle,
      ],
      exports: [RATE_LIMITER],
    };
  }
}
