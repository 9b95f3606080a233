import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Jobs range from a webhook hand-over (a millisecond) to reading a scanned receipt (seconds). */
const JOB_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/**
 * Webhook delivery attempts made by this process, by outcome and failure reason. Incremented
 * where an attempt is recorded (libs/webhooks), never read back from the table. One counter per
 * process, like prom-client's process_* metrics, shown by every app registry in the process.
 */
export const webhookAttempts = new Counter({
  name: 'backoffice_webhook_attempts_total',
  help: 'Webhook delivery attempts made by this process, by outcome (delivered, failed) and failure reason (none when delivered)',
  labelNames: ['outcome', 'reason'] as const,
  registers: [],
});

/**
 * How long new events wait for their webhook: from the event's write in its transaction to the
 * start of the first attempt of each of its deliveries, observed where the attempt is leased
 * (libs/webhooks). Redeliveries, recoveries, retries and events held for a disabled endpoint are
 * not counted: this is the live path's latency, what the delivery benchmark measures.
 */
export const webhookDeliveryLatency = new Histogram({
  name: 'backoffice_webhook_delivery_latency_seconds',
  help: "Seconds from an event's write to the start of the first attempt of a delivery of it, for deliveries of new events (not retries, redeliveries or held ones)",
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [],
});

/**
 * This process's metrics, in its own registry (never prom-client's global one, so two apps in
 * one process, as in the tests, do not collide). Labels are bounded by construction: the route
 * is the pattern a request matched (`/documents/:visibleId`), never the URL it asked for; jobs
 * are labelled by their declared name and queue.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'backoffice_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class, from arrival to the last byte sent',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'backoffice_rate_limited_requests_total',
    help: 'Requests refused with 429 RATE_LIMITED',
    registers: [this.registry],
  });
  readonly jobDuration = new Histogram({
    name: 'backoffice_job_duration_seconds',
    help: 'Job runs in this process by queue, job name and outcome (completed, retrying, failed), from the handler start to its end',
    labelNames: ['queue', 'job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });
  readonly jobs = new Counter({
    name: 'backoffice_jobs_total',
    help: 'Job runs in this process by queue, job name and outcome: completed, retrying (failed, another attempt scheduled) or failed (no attempt left)',
    labelNames: ['queue', 'job', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly activeJobs = new Gauge({
    name: 'backoffice_jobs_active',
    help: 'Jobs running in this process now, by queue and job name',
    labelNames: ['queue', 'job'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.registry.registerMetric(webhookAttempts);
    this.registry.registerMetric(webhookDeliveryLatency);
  }

  /** `route` undefined: no route matched (a 404 for an unknown path). */
  observeHttp(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ method, route: route ?? 'unmatched', status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
  }

  jobStarted(job: { queue: string; name: string }): void {
    this.activeJobs.inc({ queue: job.queue, job: job.name });
  }

  jobFinished(job: { queue: string; name: string }, outcome: 'completed' | 'retrying' | 'failed', seconds: number): void {
    const labels = { queue: job.queue, job: job.name };
    this.activeJobs.dec(labels);
    this.jobs.inc({ ...labels, outcome });
    this.jobDuration.observe({ ...labels, outcome }, seconds);
  }

  contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}

let attemptsCounted = 0;

/** Counts one recorded webhook attempt (called by the webhooks context once the attempt is stored). */
export function countWebhookAttempt(outcome: 'delivered' | 'failed', reason: string | null): void {
  webhookAttempts.inc({ outcome, reason: reason ?? 'none' });
  attemptsCounted++;
}

/** How many attempts this process has counted: a reading of delivery states older than the last one is stale. */
export function webhookAttemptsCounted(): number {
  return attemptsCounted;
}

/** Observes the latency of one new event's first delivery attempt (see webhookDeliveryLatency). */
export function observeWebhookDeliveryLatency(seconds: number): void {
  webhookDeliveryLatency.observe(Math.max(0, seconds));
}
