import { EnqueueOptions, JobDefinition, JobQueue, JobTimeoutError, RequestOptions } from '@backoffice/shared/kernel';
import { Job, MinimalJob, Queue, QueueEvents, Worker } from 'bullmq';
import IORedis, { Redis, RedisOptions } from 'ioredis';
import { currentOrigin } from '@backoffice/shared/observability';
import type { Logger } from 'pino';
import { JobObserver, JobOrigin, runJob } from './job-runner';
import { JobRegistry } from './job-registry';

/** The retry schedule travels as BullMQ's custom backoff, read from the job's definition. */
const SCHEDULE_BACKOFF = 'schedule';
/**
 * Beside the payload in a job's data: the request (and company) that enqueued it, for the
 * worker's log lines. Taken off again before the handler sees the payload.
 */
const ORIGIN_KEY = '__origin';

function withOrigin<P>(payload: P): P {
  const origin = currentOrigin();
  return origin && payload && typeof payload === 'object' && !Array.isArray(payload) ? { ...payload, [ORIGIN_KEY]: origin } : payload;
}

function splitOrigin(data: unknown): { payload: unknown; origin?: JobOrigin } {
  if (!data || typeof data !== 'object' || !(ORIGIN_KEY in data)) return { payload: data };
  const { [ORIGIN_KEY]: origin, ...payload } = data as Record<string, unknown>;
  return { payload, origin: origin as JobOrigin };
}

export function createRedisConnection(url: string, options: RedisOptions = {}): Redis {
  return new IORedis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, ...options });
}

/** Producer side: the API (and any process) enqueues here; a worker process consumes. */
export class BullMqJobQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly events = new Map<string, Promise<QueueEvents>>();

  constructor(
    private readonly connection: Redis,
    private readonly prefix: string,
    private readonly logger?: Logger,
  ) {}

  async enqueue<P, R = void>(job: JobDefinition<P, R>, payload: P, options: EnqueueOptions = {}): Promise<void> {
    const added = await this.queue(job.queue).add(job.name, withOrigin(payload), {
      delay: options.delayMs,
      // BullMQ reserves ':' in custom ids.
      jobId: options.jobId?.replace(/:/g, '_'),
      attempts: job.retryDelaysMs.length + 1,
      backoff: job.retryDelaysMs.length > 0 ? { type: SCHEDULE_BACKOFF } : undefined,
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
    // The link between a request's lines and the worker's: this line carries the request's reqId, the worker's the jobId.
    this.logger?.debug({ enqueued: { job: job.name, jobId: added.id, delayMs: options.delayMs } }, 'job enqueued');
  }

  /**
   * Adds the job once (no retries: someone is waiting) and waits for a worker's result through
   * the queue's event stream. On time-out a job no worker has taken yet is removed.
   */
  async request<P, R>(job: JobDefinition<P, R>, payload: P, options: RequestOptions): Promise<R> {
    const events = await this.queueEvents(job.queue);
    const added = await this.queue(job.queue).add(job.name, withOrigin(payload), {
      attempts: 1,
      removeOnComplete: { age: 3600, count: 1000 },
      removeOnFail: { age: 24 * 3600 },
    });
    try {
      return (await added.waitUntilFinished(events, options.timeoutMs)) as R;
    } catch (error) {
      if (error instanceof Error && /timed out before finishing/.test(error.message)) {
        await added.remove().catch(() => undefined);
        throw new JobTimeoutError(job.name, options.timeoutMs);
      }
      throw error;
    }
  }

  async repeat<P>(job: JobDefinition<P>, payload: P, everyMs: number): Promise<void> {
    await this.queue(job.queue).upsertJobScheduler(
      job.name,
      { every: everyMs },
      { name: job.name, data: payload, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
    );
  }

  queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.prefix });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** One event listener per queue, on its own connection (it blocks reading the stream). */
  private queueEvents(name: string): Promise<QueueEvents> {
    let events = this.events.get(name);
    if (!events) {
      // QueueEvents makes (and on close ends) its own duplicate of the connection it is given;
      // handing it a duplicate of ours would leave that one open for ever.
      const listener = new QueueEvents(name, { connection: this.connection, prefix: this.prefix });
      events = listener.waitUntilReady().then(() => listener);
      this.events.set(name, events);
    }
    return events;
  }

  async close(): Promise<void> {
    const events = await Promise.all([...this.events.values()].map((e) => e.catch(() => undefined)));
    await Promise.all(events.map((e) => e?.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}

/** Consumer side: one BullMQ Worker per queue that has handlers in this process. */
export class BullMqConsumer {
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];
  private readonly inFlight = new Map<string, { job: Job; token?: string }>();
  private closing?: Promise<void>;

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly registry: JobRegistry,
    private readonly logger: Logger,
    private readonly concurrency: number,
    private readonly observer?: JobObserver,
  ) {}

  /** Whether every queue's worker is running (for readiness): started, not closing, its connection up. */
  running(): boolean {
    return this.workers.length > 0 && !this.closing && this.workers.every((w) => w.isRunning()) && this.connections.every((c) => c.status === 'ready');
  }

  /** The queues this consumer takes jobs from. */
  queueNames(): string[] {
    return this.workers.map((w) => w.name);
  }

  start(): void {
    for (const queueName of this.registry.queues()) {
      const connection = createRedisConnection(this.redisUrl);
      this.connections.push(connection);
      const worker = new Worker(queueName, (job, token) => this.process(job, token), {
        connection,
        prefix: this.prefix,
        concurrency: this.concurrency,
        settings: { backoffStrategy: (attemptsMade, _type, _err, job) => this.retryDelay(attemptsMade, job) },
      });
      worker.on('error', (error) => this.logger.error({ err: error, queue: queueName }, 'queue worker error'));
      this.workers.push(worker);
      this.logger.info({ queue: queueName, concurrency: this.concurrency }, 'consuming queue');
    }
  }

  /**
   * Stops taking jobs and waits for the running ones to finish, at most `drainMs` when given.
   * Jobs still running then go back to the waiting list at once, for another worker, rather than
   * after BullMQ's stalled-job check (a lock time-out later). Later calls share the first one.
   */
  close(drainMs?: number): Promise<void> {
    this.closing ??= this.stop(drainMs);
    return this.closing;
  }

  private async stop(drainMs: number | undefined): Promise<void> {
    const closed = Promise.all(this.workers.map((w) => w.close())).then(
      () => true,
      () => true,
    );
    const drained = drainMs === undefined ? await closed : await Promise.race([closed, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), drainMs))]);
    if (!drained) await this.handBack();
    // BullMQ leaves a connection it was handed open; this consumer made them, so it ends them.
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }

  private async handBack(): Promise<void> {
    const running = [...this.inFlight.values()];
    this.inFlight.clear();
    await Promise.all(
      running.map(async ({ job, token }) => {
        try {
          await job.moveToWait(token);
          this.logger.warn({ job: job.name, jobId: job.id }, 'job not finished within the shutdown bound; handed back to the queue');
        } catch (error) {
          this.logger.warn({ err: error, job: job.name, jobId: job.id }, "job could not be handed back; BullMQ's stalled-job check will return it");
        }
      }),
    );
  }

  private async process(job: Job, token?: string): Promise<unknown> {
    const registered = this.registry.get(job.name);
    if (!registered) {
      this.logger.error({ job: job.name, jobId: job.id, queue: job.queueName }, 'no handler registered for job');
      throw new Error(`no handler registered for job ${job.name}`);
    }
    const key = `${job.queueName}:${job.id}`;
    this.inFlight.set(key, { job, token });
    const attempt = job.attemptsMade + 1;
    const { payload, origin } = splitOrigin(job.data);
    const retryInMs = attempt < (job.opts.attempts ?? 1) ? this.retryDelay(attempt, job) : undefined;
    try {
      return await runJob({ queue: job.queueName, name: job.name, id: String(job.id), attempt, payload, origin, retryInMs }, registered.handler, this.logger, this.observer);
    } finally {
      this.inFlight.delete(key);
    }
  }

  private retryDelay(attemptsMade: number, job: MinimalJob | undefined): number {
    const delays = (job && this.registry.get(job.name)?.definition.retryDelaysMs) ?? [];
    return delays[attemptsMade - 1] ?? delays[delays.length - 1] ?? 0;
  }
}
