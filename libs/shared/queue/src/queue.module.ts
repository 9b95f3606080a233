import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown, Optional } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@backoffice/shared/config';
import { JOB_HANDLER_REGISTRY, JOB_QUEUE, JobQueue } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import type { Redis } from 'ioredis';
import { BullMqConsumer, BullMqJobQueue, createRedisConnection } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JOB_OBSERVER, JobObserver } from './job-runner';
import { JobRegistry } from './job-registry';

export const QUEUE_OPTIONS = Symbol('QueueOptions');
export const REDIS_CONNECTION = Symbol('RedisConnection');

export interface QueueOptions {
  /**
   * Whether this process runs job handlers. The worker app does; the API does only in the
   * embedded mode (no REDIS_URL), where jobs never leave the process.
   */
  consume: boolean;
}

/** Reports whether the queue backend answers; used by /health/ready. */
@Injectable()
export class QueueHealth {
  constructor(@Inject(REDIS_CONNECTION) private readonly redis: Redis | null) {}

  mode(): 'bullmq' | 'in-process' {
    return this.redis ? 'bullmq' : 'in-process';
  }

  async ping(timeoutMs = 1000): Promise<boolean> {
    if (!this.redis) return true;
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
    return Promise.race([
      this.redis.ping().then(
        (r) => r === 'PONG',
        () => false,
      ),
      timeout,
    ]);
  }
}

/** Starts the consumers once every module has registered its handlers, and stops them first at shutdown. */
@Injectable()
export class QueueLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer?: BullMqConsumer;
  private stopped = false;

  constructor(
    @Inject(QUEUE_OPTIONS) private readonly options: QueueOptions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(REDIS_CONNECTION) private readonly redis: Redis | null,
    private readonly registry: JobRegistry,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(JOB_OBSERVER) private readonly observer?: JobObserver,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.consume && this.config.redisUrl) {
      this.consumer = new BullMqConsumer(this.config.redisUrl, this.config.queuePrefix, this.registry, this.logger, this.config.worker.concurrency, this.observer);
      this.consumer.start();
    }
  }

  /**
   * For readiness: whether this process's consumers are taking jobs. True when it consumes
   * nothing from BullMQ (in-process jobs run while the process does).
   */
  consuming(): { running: boolean; queues: string[] } {
    if (!this.consumer) return { running: !this.stopped, queues: [] };
    return { running: !this.stopped && this.consumer.running(), queues: this.consumer.queueNames() };
  }

  /**
   * The first step of a graceful shutdown: no more jobs are taken; running ones get up to
   * `drainMs`, then BullMQ jobs go back to the queue (in-process ones are dropped: that mode
   * keeps nothing across restarts anyway).
   */
  async stopConsuming(drainMs: number): Promise<void> {
    this.stopped = true;
    await this.consumer?.close(drainMs);
    if (this.queue instanceof InProcessJobQueue) await this.queue.close(drainMs);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.close();
    if (this.queue instanceof InProcessJobQueue && !this.stopped) await this.queue.close();
    if (this.queue instanceof BullMqJobQueue) await this.queue.close();
    if (this.redis) await this.redis.quit().catch(() => undefined);
  }
}

/**
 * The job queue, chosen in one place: BullMQ when REDIS_URL is set, in-process otherwise. The
 * choice is logged at start.
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(options: QueueOptions): DynamicModule {
    return {
      module: QueueModule,
      providers: [
        { provide: QUEUE_OPTIONS, useValue: options },
        JobRegistry,
        { provide: JOB_HANDLER_REGISTRY, useExisting: JobRegistry },
        {
          provide: REDIS_CONNECTION,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => (config.redisUrl ? createRedisConnection(config.redisUrl) : null),
        },
        {
          provide: JOB_QUEUE,
          inject: [APP_CONFIG, REDIS_CONNECTION, JobRegistry, LOGGER, { token: JOB_OBSERVER, optional: true }],
          useFactory: (config: AppConfig, redis: Redis | null, registry: JobRegistry, logger: Logger, observer?: JobObserver) => {
            if (redis) {
              logger.info({ mode: 'bullmq', consume: options.consume }, 'job queue: BullMQ on Redis');
              return new BullMqJobQueue(redis, config.queuePrefix, logger);
            }
            if (!options.consume) throw new Error('REDIS_URL is required to run jobs outside the API process');
            logger.info({ mode: 'in-process' }, 'job queue: in-process (no REDIS_URL); jobs are not kept across restarts');
            return new InProcessJobQueue(registry, logger, config.worker.concurrency, observer);
          },
        },
        QueueHealth,
        QueueLifecycle,
      ],
      exports: [JOB_QUEUE, JOB_HANDLER_REGISTRY, JobRegistry, QueueHealth, QueueLifecycle, REDIS_CONNECTION],
    };
  }
}
