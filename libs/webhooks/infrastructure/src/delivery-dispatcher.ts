import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@backoffice/shared/config';
import { JOB_QUEUE, JobQueue } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import {
  AttemptDelivery,
  DELIVER_WEBHOOK_JOB,
  DeliverWebhookPayload,
  DeliveryRef,
  DeliveryScheduler,
  WEBHOOK_ENDPOINT_REPOSITORY,
  WebhookEndpointRepository,
} from '@backoffice/webhooks/application';
import { DeliveryPacer } from './delivery-pacer';

/** Wakes deliveries through the job queue (one `webhooks` queue for every endpoint). */
@Injectable()
export class QueueDeliveryScheduler implements DeliveryScheduler {
  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueue) {}

  async schedule(refs: DeliveryRef[], delayMs?: number, perSecond?: number): Promise<void> {
    const byEndpoint = new Map<number, number[]>();
    for (const ref of refs) {
      if (!byEndpoint.has(ref.endpointId)) byEndpoint.set(ref.endpointId, []);
      byEndpoint.get(ref.endpointId)?.push(ref.deliveryId);
    }
    const jobs: DeliverWebhookPayload[] = [];
    for (const [endpointId, ids] of byEndpoint) {
      for (let i = 0; i < ids.length; i += QueueDeliveryScheduler.PER_JOB)
        jobs.push({ endpointId, deliveryIds: ids.slice(i, i + QueueDeliveryScheduler.PER_JOB), ...(perSecond ? { perSecond } : {}) });
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
  /** Deliveries waiting for a slot, each with its catch-up pace (attempts a second) or null. */
  waiting: Map<number, number | null>;
  /** The endpoint's rate limit as last read. */
  pace: Pace;
  /** A leased delivery is waiting for its turn from the pacer (at most one at a time per line). */
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
  private readonly sleepers = new Set<() => void>();
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
  async accept(job: DeliverWebhookPayload): Promise<void> {
    if (this.stopped) throw new Error('the webhook dispatcher is shutting down');
    const line = this.line(job.endpointId);
    for (const deliveryId of job.deliveryIds) {
      if (line.waiting.size >= DeliveryDispatcher.MAX_WAITING) break; // still pending in PostgreSQL: the relay brings it back
      // A wake-up folded into one already waiting keeps the slower pace of the two.
      line.waiting.set(deliveryId, slower(line.waiting.get(deliveryId) ?? null, job.perSecond ?? null));
    }
    await this.readRate(line.pace, job.endpointId);
    this.pump(job.endpointId);
  }

  /** Waits for the attempts under way (each bounded by the time-out), then takes no more. */
  async close(): Promise<void> {
    this.stopped = true;
    for (const line of this.lines.values()) line.waiting.clear();
    for (const wake of [...this.sleepers]) wake();
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Starts what the endpoint's slots allow, oldest first. With a rate limit (the endpoint's, or a
   * catch-up's pace when the delivery came with one; the slower of the two), one delivery at a
   * time is leased and then waits for its turn from the pacer (shared by every delivering
   * process) before its request goes out: requests leave at most `rate` per second to that
   * endpoint, spaced as the pacer spaces the turns whatever the lease took, the rest wait in the
   * line, and other endpoints' lines are not touched. So a catch-up's deliveries whose jobs came
   * late and together still go out one after another, oldest first, not side by side.
   */
  private pump(endpointId: number): void {
    const line = this.line(endpointId);
    while (!this.stopped && !line.asking && line.running < this.config.webhookDelivery.endpointConcurrency && line.waiting.size > 0) {
      const { deliveryId, perSecond } = this.next(line);
      const rate = slower(line.pace.rate, perSecond);
      line.running++;
      if (rate !== null) {
        line.asking = true;
        this.track(this.run({ deliveryId, endpointId }, line, rate, perSecond));
        return;
      }
      this.track(this.run({ deliveryId, endpointId }, line, null, null));
    }
    if (line.running === 0 && line.waiting.size === 0 && !line.asking) this.lines.delete(endpointId);
  }

  /** The line's oldest delivery, taken out of it. Oldest by the delivery's id, not by when its job came: jobs due close together (a catch-up's, 50 ms apart) may be handed over in either order. */
  private next(line: Line): { deliveryId: number; perSecond: number | null } {
    let deliveryId = Number.POSITIVE_INFINITY;
    for (const id of line.waiting.keys()) if (id < deliveryId) deliveryId = id;
    const perSecond = line.waiting.get(deliveryId) ?? null;
    line.waiting.delete(deliveryId);
    return { deliveryId, perSecond };
  }

  /**
   * One attempt: the lease, then (rate-limited lines) the endpoint's turn, then the request and
   * its record. A turn is taken only for a delivery leased, so a delivery another process sent
   * first costs none. A process that stops while waiting for a turn leaves the lease to expire.
   */
  private async run(ref: DeliveryRef, line: Line, rate: number | null, perSecond: number | null): Promise<void> {
    let asking = rate !== null;
    // The line's next delivery may be leased (and wait for the following turn) while this one is sent.
    const handOver = () => {
      if (!asking) return;
      asking = line.asking = false;
      this.pump(ref.endpointId);
    };
    try {
      const claimed = await this.attempt.claim(ref.deliveryId);
      if (claimed && rate !== null) await this.turn(ref.endpointId, rate);
      handOver();
      if (this.stopped && rate !== null) return; // no turn was given: the lease expires and the relay brings the delivery back
      if (claimed) await this.attempt.execute(claimed);
      else await this.attempt.rescheduleIfEarly(ref, perSecond ?? undefined);
    } catch (error) {
      // The delivery stays pending in PostgreSQL (its lease, if taken, expires): the relay enqueues it again.
      this.logger.error({ err: error, deliveryId: ref.deliveryId, endpointId: ref.endpointId }, 'webhook attempt failed unexpectedly');
    } finally {
      if (asking) line.asking = false;
      asking = false;
      line.running--;
      this.pump(ref.endpointId);
    }
  }

  /** Waits until the pacer gives the endpoint its next turn (asking again when told to wait; a second after the pacer failed). */
  private async turn(endpointId: number, rate: number): Promise<void> {
    while (!this.stopped) {
      let waitMs: number;
      try {
        waitMs = await this.pacer.waitMs(endpointId, rate);
      } catch (error) {
        this.logger.error({ err: error, endpointId }, 'webhook pacing failed; the turn is asked again in a second');
        waitMs = 1000;
      }
      if (waitMs === 0) return;
      await this.sleep(waitMs);
    }
  }

  /** A timer that close() cuts short. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
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

  private line(endpointId: number): Line {
    let line = this.lines.get(endpointId);
    if (!line) this.lines.set(endpointId, (line = { running: 0, waiting: new Map(), pace: this.paceOf(endpointId) }));
    return line;
  }

  private track(promise: Promise<void>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }
}

/** The slower of two paces (attempts a second), null standing for none. */
function slower(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}
