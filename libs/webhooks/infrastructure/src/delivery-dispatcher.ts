import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@backoffice/shared/config';
import { JOB_QUEUE, JobQueue } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import { AttemptDelivery, DELIVER_WEBHOOK_JOB, DeliveryRef, DeliveryScheduler } from '@backoffice/webhooks/application';

/** Wakes deliveries through the job queue (one `webhooks` queue for every endpoint). */
@Injectable()
export class QueueDeliveryScheduler implements DeliveryScheduler {
  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueue) {}

  async schedule(refs: DeliveryRef[], delayMs?: number): Promise<void> {
    const byEndpoint = new Map<number, number[]>();
    for (const ref of refs) {
      if (!byEndpoint.has(ref.endpointId)) byEndpoint.set(ref.endpointId, []);
      byEndpoint.get(ref.endpointId)?.push(ref.deliveryId);
    }
    const jobs: { endpointId: number; deliveryIds: number[] }[] = [];
    for (const [endpointId, ids] of byEndpoint) {
      for (let i = 0; i < ids.length; i += QueueDeliveryScheduler.PER_JOB) jobs.push({ endpointId, deliveryIds: ids.slice(i, i + QueueDeliveryScheduler.PER_JOB) });
    }
    await Promise.all(jobs.map((job) => this.jobs.enqueue(DELIVER_WEBHOOK_JOB, job, delayMs ? { delayMs } : {})));
  }

  private static readonly PER_JOB = 100;
}

/**
 * Runs attempts in the consuming process with a limit per endpoint. A `webhooks.deliver` job
 * only hands its delivery over and completes at once, so the queue's concurrency slots are never
 * held for the length of an HTTP call: a hanging endpoint fills its own few slots and waits in
 * its own line, while other endpoints' jobs keep flowing. Anything held here is also in
 * PostgreSQL (pending, unleased), so a process that dies loses nothing: the relay re-enqueues it.
 */
@Injectable()
export class DeliveryDispatcher {
  private readonly lines = new Map<number, { running: number; waiting: Set<number> }>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;
  /** Deliveries waiting in memory for one endpoint before new ones are put back on the queue. */
  private static readonly MAX_WAITING = 5_000;

  constructor(
    private readonly attempt: AttemptDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Job handler: puts the delivery in its endpoint's line and returns at once; the line runs it
   * (lease, attempt, record) when one of the endpoint's slots is free.
   */
  async accept(job: { endpointId: number; deliveryIds: number[] }): Promise<void> {
    if (this.stopped) throw new Error('the webhook dispatcher is shutting down');
    const line = this.line(job.endpointId);
    for (const deliveryId of job.deliveryIds) {
      if (line.waiting.size >= DeliveryDispatcher.MAX_WAITING) break; // still pending in PostgreSQL: the relay brings it back
      line.waiting.add(deliveryId);
    }
    this.pump(job.endpointId);
  }

  /** Waits for the attempts under way (each bounded by the time-out), then takes no more. */
  async close(): Promise<void> {
    this.stopped = true;
    for (const line of this.lines.values()) line.waiting.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private pump(endpointId: number): void {
    const line = this.line(endpointId);
    while (!this.stopped && line.running < this.config.webhookDelivery.endpointConcurrency && line.waiting.size > 0) {
      const deliveryId = line.waiting.values().next().value as number;
      line.waiting.delete(deliveryId);
      line.running++;
      this.track(this.run({ deliveryId, endpointId }));
    }
    if (line.running === 0 && line.waiting.size === 0) this.lines.delete(endpointId);
  }

  private async run(ref: DeliveryRef): Promise<void> {
    try {
      const claimed = await this.attempt.claim(ref.deliveryId);
      if (claimed) await this.attempt.execute(claimed);
      else await this.attempt.rescheduleIfEarly(ref);
    } catch (error) {
      // The delivery stays pending in PostgreSQL (its lease, if taken, expires): the relay enqueues it again.
      this.logger.error({ err: error, deliveryId: ref.deliveryId, endpointId: ref.endpointId }, 'webhook attempt failed unexpectedly');
    } finally {
      this.line(ref.endpointId).running--;
      this.pump(ref.endpointId);
    }
  }

  private line(endpointId: number) {
    let line = this.lines.get(endpointId);
    if (!line) this.lines.set(endpointId, (line = { running: 0, waiting: new Set() }));
    return line;
  }

  private track(promise: Promise<void>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }
}
