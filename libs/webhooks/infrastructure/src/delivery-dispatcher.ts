import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@backoffice/shared/config';
import { JOB_QUEUE, JobQueue } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import { AttemptDelivery, DELIVER_WEBHOOK_JOB, DeliveryRef, DeliveryScheduler, WEBHOOK_ENDPOINT_REPOSITORY, WebhookEndpointRepository } from '@backoffice/webhooks/application';
import { DeliveryPacer } from './delivery-pacer';

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
interface Line {
  running: number;
  waiting: Set<number>;
  /** The endpoint's rate limit as last read. */
  pace: Pace;
  timer?: NodeJS.Timeout;
  /** A turn is being asked of the pacer (at most one at a time per line). */
  asking?: boolean;
}

interface Pace {
  /** Attempts per second allowed to this endpoint (its rateLimitPerSecond), null for none. */
  rate: number | null;
  /** When the rate was read. */
  readAt: number;
}

/** How long a line trusts the endpoint's rate limit it read before reading it again. */
const RATE_TTL_MS = 10_000;

@Injectable()
export class DeliveryDispatcher {
  private readonly lines = new Map<number, Line>();
  private readonly paces = new Map<number, Pace>();
  private readonly inFlight = new Set<Promise<void>>();
  private stopped = false;
  /** Deliveries waiting in memory for one endpoint before new ones are put back on the queue. */
  private static readonly MAX_WAITING = 5_000;

  constructor(
    private readonly attempt: AttemptDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(WEBHOOK_ENDPOINT_REPOSITORY) private readonly endpoints: WebhookEndpointRepository,
    private readonly pacer: DeliveryPacer,
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
    await this.readRate(line.pace, job.endpointId);
    this.pump(job.endpointId);
  }

  /** Waits for the attempts under way (each bounded by the time-out), then takes no more. */
  async close(): Promise<void> {
    this.stopped = true;
    for (const line of this.lines.values()) {
      line.waiting.clear();
      clearTimeout(line.timer);
    }
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Starts what the endpoint's slots allow, oldest first. With a rate limit, each attempt first
   * takes a turn from the pacer (shared by every delivering process): attempts start at most
   * `rate` per second to that endpoint, the rest wait in the line (a timer comes back for them),
   * and other endpoints' lines are not touched.
   */
  private pump(endpointId: number): void {
    const line = this.line(endpointId);
    while (!this.stopped && !line.timer && !line.asking && line.running < this.config.webhookDelivery.endpointConcurrency && line.waiting.size > 0) {
      if (line.pace.rate !== null) {
        this.takeTurn(endpointId, line, line.pace.rate);
        return;
      }
      this.start(endpointId, line);
    }
    if (line.running === 0 && line.waiting.size === 0 && !line.timer && !line.asking) this.lines.delete(endpointId);
  }

  private start(endpointId: number, line: Line): void {
    // Oldest first by the delivery's id, not by when its job came: jobs due close together (a catch-up's, 50 ms apart) may be handed over in either order.
    let deliveryId = Number.POSITIVE_INFINITY;
    for (const id of line.waiting) if (id < deliveryId) deliveryId = id;
    line.waiting.delete(deliveryId);
    line.running++;
    this.track(this.run({ deliveryId, endpointId }));
  }

  /** Asks the pacer for the endpoint's next turn: starts one attempt when given it, else comes back when it is due. */
  private takeTurn(endpointId: number, line: Line, rate: number): void {
    line.asking = true;
    const turn = this.pacer.waitMs(endpointId, rate).then(
      (waitMs) => {
        line.asking = false;
        if (this.stopped) return;
        if (waitMs > 0) {
          line.timer = setTimeout(() => {
            line.timer = undefined;
            this.pump(endpointId);
          }, waitMs);
          return;
        }
        // The turn is taken: it is used if the line still has a delivery and a free slot.
        if (line.waiting.size > 0 && line.running < this.config.webhookDelivery.endpointConcurrency) this.start(endpointId, line);
        this.pump(endpointId);
      },
      (error: unknown) => {
        line.asking = false;
        this.logger.error({ err: error, endpointId }, 'webhook pacing failed; the line is tried again in a second');
        line.timer = setTimeout(() => {
          line.timer = undefined;
          this.pump(endpointId);
        }, 1000);
      },
    );
    this.track(turn);
  }

  /** The endpoint's rate limit, read again at most every RATE_TTL_MS (an edit takes effect within it). */
  private async readRate(pace: Pace, endpointId: number): Promise<void> {
    if (Date.now() - pace.readAt < RATE_TTL_MS) return;
    pace.rate = await this.endpoints.rateLimitOf(endpointId).catch(() => pace.rate);
    pace.readAt = Date.now();
  }

  /** An endpoint's pace; paces not needed any more (idle line, stale rate) are let go now and then. */
  private paceOf(endpointId: number): Pace {
    let pace = this.paces.get(endpointId);
    if (!pace) {
      if (this.paces.size >= 10_000) {
        const now = Date.now();
        for (const [id, p] of this.paces) if (!this.lines.has(id) && now - p.readAt >= RATE_TTL_MS) this.paces.delete(id);
      }
      this.paces.set(endpointId, (pace = { rate: null, readAt: 0 }));
    }
    return pace;
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

  private line(endpointId: number): Line {
    let line = this.lines.get(endpointId);
    if (!line) this.lines.set(endpointId, (line = { running: 0, waiting: new Set(), pace: this.paceOf(endpointId) }));
    return line;
  }

  private track(promise: Promise<void>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }
}
