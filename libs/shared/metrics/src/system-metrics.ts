import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { JOB_QUEUE, JobQueue, OUTBOX_FIGURES, OutboxFigures } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import { BullMqJobQueue, JobRegistry } from '@backoffice/shared/queue';
import { Gauge } from 'prom-client';
import { AppMetrics, webhookAttemptsCounted } from './app-metrics';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;
/** Scrapes within this long of each other share one reading of PostgreSQL and Redis. */
const SNAPSHOT_REUSE_MS = 1000;

interface Snapshot {
  postgres?: {
    outbox: { count: number; oldestAgeSeconds: number };
    deliveries: { status: string; count: number }[];
  };
  queues?: { name: string; counts: Record<string, number>; oldestWaitingAgeSeconds: number }[];
  /** Undefined in the embedded mode, where jobs never reach Redis. */
  redisUp?: boolean;
}

/**
 * Figures of the whole system, read at scrape time from PostgreSQL (outbox, webhook deliveries
 * by state, through the webhooks context's OUTBOX_FIGURES) and Redis (BullMQ queues), so every API instance reports the same numbers
 * whichever process did the work. A source that does not answer is reported by
 * `backoffice_metrics_source_up` = 0 and its series are left out of that scrape.
 */
@Injectable()
export class SystemMetrics {
  private snapshot?: { at: number; attempts: number; value: Promise<Snapshot> };
  private figures?: OutboxFigures;

  constructor(
    metrics: AppMetrics,
    private readonly modules: ModuleRef,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly registry: JobRegistry,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    const registers = [metrics.registry];
    const read = () => this.read();
    new Gauge({
      name: 'backoffice_metrics_source_up',
      help: 'Whether the source of the system-wide figures answered this scrape (1) or not (0)',
      labelNames: ['source'] as const,
      registers,
      async collect() {
        const s = await read();
        this.reset();
        this.set({ source: 'postgres' }, s.postgres ? 1 : 0);
        if (s.redisUp !== undefined) this.set({ source: 'redis' }, s.redisUp ? 1 : 0);
      },
    });
    new Gauge({
      name: 'backoffice_outbox_unrelayed_events',
      help: 'Events committed to outbox_events and not yet relayed to deliveries and the event feed',
      registers,
      async collect() {
        const s = await read();
        this.reset();
        if (s.postgres) this.set(s.postgres.outbox.count);
      },
    });
    new Gauge({
      name: 'backoffice_outbox_oldest_unrelayed_age_seconds',
      help: 'Age of the oldest event not yet relayed (0 when none waits)',
      registers,
      async collect() {
        const s = await read();
        this.reset();
        if (s.postgres) this.set(s.postgres.outbox.oldestAgeSeconds);
      },
    });
    new Gauge({
      name: 'backoffice_webhook_deliveries',
      help: 'Webhook deliveries by state (pending, retrying, delivered, dropped, cancelled)',
      labelNames: ['status'] as const,
      registers,
      async collect() {
        const s = await read();
        this.reset();
        for (const row of s.postgres?.deliveries ?? []) this.set({ status: row.status }, row.count);
      },
    });
    new Gauge({
      name: 'backoffice_queue_jobs',
      help: 'BullMQ jobs by queue and state',
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        const s = await read();
        this.reset();
        for (const queue of s.queues ?? []) for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, queue.counts[state] ?? 0);
      },
    });
    new Gauge({
      name: 'backoffice_queue_oldest_waiting_job_age_seconds',
      help: 'How long the oldest job ready to run has been waiting for a worker (0 when none waits)',
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const s = await read();
        this.reset();
        for (const queue of s.queues ?? []) this.set({ queue: queue.name }, queue.oldestWaitingAgeSeconds);
      },
    });
  }

  /**
   * One reading per scrape, shared by every collector above (and by scrapes within a second),
   * unless this process recorded a webhook attempt since it was taken: an exposition never shows
   * the attempt counter ahead of the delivery states it led to.
   */
  read(): Promise<Snapshot> {
    const attempts = webhookAttemptsCounted();
    if (!this.snapshot || Date.now() - this.snapshot.at > SNAPSHOT_REUSE_MS || this.snapshot.attempts !== attempts) {
      this.snapshot = { at: Date.now(), attempts, value: this.take() };
    }
    return this.snapshot.value;
  }

  private async take(): Promise<Snapshot> {
    const [postgres, queues] = await Promise.all([
      this.readPostgres().catch((error: unknown) => {
        this.logger.warn({ err: error }, 'metrics: PostgreSQL figures unavailable');
        return undefined;
      }),
      this.readQueues().catch((error: unknown) => {
        this.logger.warn({ err: error }, 'metrics: queue figures unavailable');
        return undefined;
      }),
    ]);
    return { postgres, queues, redisUp: this.jobs instanceof BullMqJobQueue ? queues !== undefined : undefined };
  }

  /** From the webhooks context (OUTBOX_FIGURES), found in whichever module of the app provides it. */
  private readPostgres(): Promise<Snapshot['postgres']> {
    this.figures ??= this.modules.get<OutboxFigures>(OUTBOX_FIGURES, { strict: false });
    return this.figures.read();
  }

  private async readQueues(): Promise<Snapshot['queues']> {
    if (!(this.jobs instanceof BullMqJobQueue)) return undefined;
    const jobs = this.jobs;
    const now = Date.now();
    return Promise.all(
      this.registry.queues().map(async (name) => {
        const queue = jobs.queue(name);
        const [counts, oldest] = await Promise.all([queue.getJobCounts(...QUEUE_STATES), queue.getJobs(['wait'], 0, 0, true)]);
        const first = oldest[0];
        const readySince = first ? first.timestamp + (first.delay ?? 0) : now;
        return { name, counts, oldestWaitingAgeSeconds: Math.max(0, (now - readySince) / 1000) };
      }),
    );
  }
}
