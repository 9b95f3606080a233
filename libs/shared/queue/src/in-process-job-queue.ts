import { randomUUID } from 'node:crypto';
import { EnqueueOptions, JobDefinition, JobQueue, JobTimeoutError, RequestOptions } from '@backoffice/shared/kernel';
import { currentOrigin } from '@backoffice/shared/observability';
import type { Logger } from 'pino';
import { JobObserver, JobOrigin, runJob } from './job-runner';
import { JobRegistry } from './job-registry';

interface PendingJob {
  id: string;
  name: string;
  payload: unknown;
  attempt: number;
  origin?: JobOrigin;
}

/**
 * The embedded default (no REDIS_URL): jobs run in this process, with the same delays and retry
 * schedule as on BullMQ. Nothing survives a restart, which is why work that must not be lost
 * (webhook deliveries) is recorded in PostgreSQL first and re-enqueued from there.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly intervals = new Set<NodeJS.Timeout>();
  private readonly waitingIds = new Set<string>();
  private readonly running = new Set<Promise<void>>();
  private readonly backlog: PendingJob[] = [];
  private closed = false;

  constructor(
    private readonly registry: JobRegistry,
    private readonly logger: Logger,
    private readonly concurrency: number,
    private readonly observer?: JobObserver,
  ) {}

  async enqueue<P, R = void>(job: JobDefinition<P, R>, payload: P, options: EnqueueOptions = {}): Promise<void> {
    if (this.closed) throw new Error('the job queue is shutting down');
    const id = options.jobId ?? randomUUID();
    if (options.jobId && this.waitingIds.has(id)) return;
    this.waitingIds.add(id);
    this.logger.debug({ enqueued: { job: job.name, jobId: id, delayMs: options.delayMs } }, 'job enqueued');
    this.schedule({ id, name: job.name, payload, attempt: 1, origin: currentOrigin() }, options.delayMs ?? 0);
  }

  /**
   * Calls the handler at once, outside the concurrency limit (the caller is waiting, as an HTTP
   * request would for its own work). The result goes through JSON as it would through Redis, so
   * both modes hand callers the same values.
   */
  async request<P, R>(job: JobDefinition<P, R>, payload: P, options: RequestOptions): Promise<R> {
    if (this.closed) throw new Error('the job queue is shutting down');
    const registered = this.registry.get(job.name);
    if (!registered) throw new Error(`no handler registered for job ${job.name}`);
    const run = { queue: job.queue, name: job.name, id: randomUUID(), attempt: 1, payload: JSON.parse(JSON.stringify(payload)), origin: currentOrigin() };
    const result = runJob(run, registered.handler, this.logger, this.observer);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(settled);
    void settled.finally(() => this.running.delete(settled));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new JobTimeoutError(job.name, options.timeoutMs)), options.timeoutMs);
      timer.unref();
    });
    try {
      const value = await Promise.race([result, timeout]);
      return (value === undefined ? undefined : JSON.parse(JSON.stringify(value))) as R;
    } finally {
      clearTimeout(timer);
    }
  }

  async repeat<P>(job: JobDefinition<P>, payload: P, everyMs: number): Promise<void> {
    if (this.closed) return;
    const timer = setInterval(() => {
      if (!this.closed) this.backlog.push({ id: randomUUID(), name: job.name, payload, attempt: 1 });
      this.drain();
    }, everyMs);
    timer.unref();
    this.intervals.add(timer);
  }

  /** Stops timers and waits (bounded) for the jobs that are running. */
  async close(timeoutMs = 10_000): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const interval of this.intervals) clearInterval(interval);
    this.timers.clear();
    this.backlog.length = 0;
    await Promise.race([Promise.allSettled([...this.running]), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  private schedule(job: PendingJob, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.backlog.push(job);
      this.drain();
    }, delayMs);
    this.timers.add(timer);
  }

  private drain(): void {
    while (!this.closed && this.running.size < this.concurrency && this.backlog.length > 0) {
      const job = this.backlog.shift() as PendingJob;
      const run = this.execute(job).finally(() => {
        this.running.delete(run);
        this.drain();
      });
      this.running.add(run);
    }
  }

  private async execute(job: PendingJob): Promise<void> {
    if (job.attempt === 1) this.waitingIds.delete(job.id);
    const registered = this.registry.get(job.name);
    if (!registered) {
      this.logger.error({ job: job.name, jobId: job.id }, 'no handler registered for job; dropped');
      return;
    }
    const nextDelay = registered.definition.retryDelaysMs[job.attempt - 1];
    const run = { queue: registered.definition.queue, name: job.name, id: job.id, attempt: job.attempt, payload: job.payload, origin: job.origin, retryInMs: nextDelay };
    try {
      await runJob(run, registered.handler, this.logger, this.observer);
    } catch {
      // Logged by runJob; a retry left is scheduled unless the queue is closing (nothing is kept across restarts).
      if (nextDelay !== undefined && !this.closed) this.schedule({ ...job, attempt: job.attempt + 1 }, nextDelay);
    }
  }
}
