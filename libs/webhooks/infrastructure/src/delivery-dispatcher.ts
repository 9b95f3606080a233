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
    await Promise.all(refs.map((ref) => this.jobs.enqueue(DELIVER_WEBHOOK_JOB, ref, delayMs ? { delayMs } : {})));
  }
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

  /** Job handler: start the delivery now if its endpoint has a free slot, else queue it in its line. */
  async accept(ref: DeliveryRef): Promise<void> {
    if (this.stopped) throw new Error('the webhook dispatcher is shutting down');
    const line = this.line(ref.endpointId);
    if (line.running < this.config.webhookDelivery.endpointConcurrency) {
      line.running++;
      try {
        const claimed = await this.attempt.claim(ref.deliveryId);
        if (!claimed) {
          this.release(ref.endpointId);
          await this.attempt.rescheduleIfEarly(ref);
          return;
        }
        this.track(this.run(ref.endpointId, () => this.attempt.execute(claimed)));
      } catch (error) {
        this.release(ref.endpointId);
        throw error;
      }
      return;
    }
    if (line.waiting.size >= DeliveryDispatcher.MAX_WAITING) return; // still pending in PostgreSQL: the relay brings it back
    line.waiting.add(ref.deliveryId);
  }

  /** Waits for the attempts under way (each bounded by the time-out), then takes no more. */
  async close(): Promise<void> {
    this.stopped = true;
    for (const line of this.lines.values()) line.waiting.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(endpointId: number, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      // The lease expires and the relay tries again; nothing is lost.
      this.logger.error({ err: error, endpointId }, 'webhook attempt failed unexpectedly');
    } finally {
      this.release(endpointId);
    }
  }

  private release(endpointId: number): void {
    const line = this.line(endpointId);
    line.running--;
    const next = line.waiting.values().next();
    if (!next.done && !this.stopped) {
      line.waiting.delete(next.value);
      this.track(
        this.accept({ deliveryId: next.value, endpointId }).catch((error) => this.logger.warn({ err: error, endpointId }, 'webhook delivery left for the relay')),
      );
    } else if (line.running === 0 && line.waiting.size === 0) {
      this.lines.delete(endpointId);
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
