import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUE, JobQueue } from '@backoffice/shared/kernel';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import { BullMqJobQueue, JobRegistry } from '@backoffice/shared/queue';
import { Counter, Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { AppMetrics } from './app-metrics';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed'] as const;
/** Scrapes within this long of each other share one reading of PostgreSQL and Redis. */
const SNAPSHOT_REUSE_MS = 1000;
const QUERY_TIMEOUT = '2s';

interface Snapshot {
  postgres?: {
    outbox: { count: number; oldestAgeSeconds: number };
    attempts: { outcome: string; reason: string; count: number }[];
    deliveries: { status: string; count: number }[];
  };
  queues?: { name: string; counts: Record<string, number>; oldestWaitingAgeSeconds: number }[];
  /** Undefined in the embedded mode, where jobs never reach Redis. */
  redisUp?: boolean;
}

/**
 * Figures of the whole system, read at scrape time from PostgreSQL (outbox, webhook deliveries
 * and attempts) and Redis (BullMQ queues), so every API instance reports the same numbers
 * whichever process did the work. A source that does not answer is reported by
 * `backoffice_metrics_source_up` = 0 and its series are left out of that scrape.
 */
@Injectable()
export class SystemMetrics {
  private snapshot?: { at: number; value: Promise<Snapshot> };

  constructor(
    metrics: AppMetrics,
    private readonly dataSource: DataSource,
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
    new Counter({
      name: 'backoffice_webhook_attempts_total',
      help: 'Webhook delivery attempts by outcome (delivered, failed) and failure reason (none when delivered)',
      labelNames: ['outcome', 'reason'] as const,
      registers,
      async collect() {
        const s = await read();
        this.reset();
        for (const row of s.postgres?.attempts ?? []) this.inc({ outcome: row.outcome, reason: row.reason }, row.count);
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

  /** One reading per scrape, shared by every collector above. */
  read(): Promise<Snapshot> {
    if (!this.snapshot || Date.now() - this.snapshot.at > SNAPSHOT_REUSE_MS) {
      this.snapshot = { at: Date.now(), value: this.take() };
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

  private readPostgres(): Promise<Snapshot['postgres']> {
    return this.dataSource.transaction('READ COMMITTED', async (manager) => {
      await manager.query(`SET LOCAL statement_timeout = '${QUERY_TIMEOUT}'`);
      const [outbox] = await manager.query(
        `SELECT count(*) AS count, COALESCE(EXTRACT(EPOCH FROM clock_timestamp() - min(created_at)), 0) AS age
           FROM outbox_events WHERE published_at IS NULL`,
      );
      const attempts = await manager.query(`SELECT outcome, COALESCE(failure, 'none') AS reason, count(*) AS count FROM webhook_attempts GROUP BY 1, 2`);
      const deliveries = await manager.query(`SELECT status, count(*) AS count FROM webhook_deliveries GROUP BY 1`);
      return {
        outbox: { count: Number(outbox.count), oldestAgeSeconds: Math.max(0, Number(outbox.age)) },
        attempts: attempts.map((r: { outcome: string; reason: string; count: string }) => ({ outcome: r.outcome, reason: r.reason, count: Number(r.count) })),
        deliveries: deliveries.map((r: { status: string; count: string }) => ({ status: r.status, count: Number(r.count) })),
      };
    });
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
