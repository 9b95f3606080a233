import { Inject, Injectable } from '@nestjs/common';
import { PageWindow } from '@backoffice/shared/kernel';
import { countWebhookAttempt, observeWebhookDeliveryLatency } from '@backoffice/shared/metrics';
import { LOGGER, Logger, requestContext } from '@backoffice/shared/observability';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';
import { MicroBatcher } from './micro-batcher';
import { rowsOf } from './sql-rows';
import { AttemptRecord, ClaimedDelivery, DeliveryRef, DeliveryStatus, DeliveryStore, DeliveryView, EventLog, EventLogEntry } from '@backoffice/webhooks/application';
import { FailureReason } from '@backoffice/webhooks/domain';

type RefRow = { id: string; endpoint_id: string };
type RecordInput = { deliveryId: number; a: AttemptRecord; next: { status: DeliveryStatus; nextAttemptAt: Date | null } };
/** What the log line of an attempt names besides the attempt itself. */
type RecordedDelivery = { eventId: string; endpointId: number; companyId: number } | undefined;
const toRef = (r: RefRow): DeliveryRef => ({ deliveryId: Number(r.id), endpointId: Number(r.endpoint_id) });

/**
 * Delivery state in PostgreSQL. A worker takes a lease (`locked_until`) on a due delivery with
 * one UPDATE, so a delivery is attempted by one process at a time however many jobs wake for it;
 * a worker that dies leaves the lease to expire and the relay enqueues the delivery again.
 */
@Injectable()
export class PgDeliveryStore implements DeliveryStore {
  // A claim gates a send, so its window is short; a record only frees the lease and the slot,
  // so it waits longer and shares its statement (and commit) with more finished attempts.
  private readonly claims = new MicroBatcher((inputs: { deliveryId: number; leaseMs: number }[]) => this.claimBatch(inputs), { windowMs: 2 });
  private readonly records = new MicroBatcher((inputs: RecordInput[]) => this.recordBatch(inputs), { windowMs: 10 });

  constructor(
    private readonly db: TypeOrmUnitOfWork,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * One relay pass, in one transaction under an advisory lock: relays in several processes take
   * turns, so the feed positions given here become visible in order (GET /events never serves a
   * later position before an earlier one).
   */
  async relay(batchSize: number): Promise<{ refs: DeliveryRef[]; more: boolean }> {
    return this.db.run(async () => {
      await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('webhooks.relay'))`);
      return this.relayLocked(batchSize);
    });
  }

  private async relayLocked(batchSize: number): Promise<{ refs: DeliveryRef[]; more: boolean }> {
    const rows: { taken: number; refs: RefRow[] }[] = await this.db.query(
      `WITH batch AS (
         SELECT id FROM outbox_events WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
       ), marked AS (
         UPDATE outbox_events o SET published_at = now() FROM batch WHERE o.id = batch.id
         RETURNING o.id, o.company_id, o.type, o.event_id, o.created_at
       ), positioned AS (
         INSERT INTO webhook_event_feed (position, outbox_id, company_id, type)
         SELECT nextval('webhook_event_feed_position_seq'), id, company_id, type FROM (SELECT * FROM marked ORDER BY id) m
       ), made AS (
         -- A disabled endpoint's delivery is held: recorded, attempted once it is enabled again.
         INSERT INTO webhook_deliveries (endpoint_id, company_id, outbox_id, event_id, event_type, status, next_attempt_at, enqueued_at)
         SELECT e.id, m.company_id, m.id, m.event_id, m.type,
                CASE WHEN e.disabled_at IS NULL THEN 'pending' ELSE 'held' END,
                CASE WHEN e.disabled_at IS NULL THEN now() END, now()
           FROM marked m
           JOIN webhook_endpoints e ON e.company_id = m.company_id AND e.deleted_at IS NULL AND e.created_at <= m.created_at
                                   AND ('*' = ANY (e.events) OR m.type = ANY (e.events))
         ON CONFLICT DO NOTHING
         RETURNING id, endpoint_id, status
       )
       SELECT (SELECT count(*) FROM marked)::int AS taken,
              (SELECT coalesce(json_agg(json_build_object('id', id::text, 'endpoint_id', endpoint_id::text)), '[]'::json) FROM made WHERE status = 'pending') AS refs`,
      [batchSize],
    );
    return { refs: rows[0].refs.map(toRef), more: rows[0].taken === batchSize };
  }

  async takeOverdue(olderThanMs: number, limit: number): Promise<DeliveryRef[]> {
    const rows = rowsOf<RefRow>(
      await this.db.query(
        `UPDATE webhook_deliveries SET enqueued_at = now()
        WHERE id IN (
          SELECT id FROM webhook_deliveries
           WHERE status IN ('pending', 'retrying')
             AND next_attempt_at < now() - make_interval(secs => $1::float8 / 1000)
             AND (enqueued_at IS NULL OR enqueued_at < now() - make_interval(secs => $1::float8 / 1000))
             AND (locked_until IS NULL OR locked_until < now())
           ORDER BY next_attempt_at LIMIT $2
           FOR UPDATE SKIP LOCKED)
        RETURNING id, endpoint_id`,
        [olderThanMs, limit],
      ),
    );
    return rows.map(toRef);
  }

  /** Leases are taken in batches: the claims of a couple of milliseconds share one UPDATE. */
  claim(deliveryId: number, leaseMs: number): Promise<ClaimedDelivery | null> {
    return this.claims.submit({ deliveryId, leaseMs });
  }

  private async claimBatch(inputs: { deliveryId: number; leaseMs: number }[]): Promise<(ClaimedDelivery | null)[]> {
    const rows = rowsOf<{
      id: string;
      endpoint_id: string;
      attempts: number;
      url: string;
      secret_enc: string;
      previous_secret_enc: string | null;
      body: string;
      since_event_s: number | null;
    }>(
      await this.db.query(
        `UPDATE webhook_deliveries d SET locked_until = now() + make_interval(secs => $2::float8 / 1000), updated_at = now()
           FROM webhook_endpoints e, outbox_events o
          WHERE d.id = ANY ($1::bigint[]) AND e.id = d.endpoint_id AND o.id = d.outbox_id
            AND d.status IN ('pending', 'retrying') AND e.deleted_at IS NULL AND e.disabled_at IS NULL
            AND d.next_attempt_at <= now() + interval '20 milliseconds'
            AND (d.locked_until IS NULL OR d.locked_until < now())
          RETURNING d.id, d.endpoint_id, d.attempts, e.url, e.secret_enc,
                    CASE WHEN e.previous_secret_until > now() THEN e.previous_secret_enc END AS previous_secret_enc,
                    o.envelope::text AS body,
                    -- A new event's first attempt (due when the relay created it): its latency so far.
                    CASE WHEN d.attempts = 0 AND d.redelivery_of IS NULL AND d.next_attempt_at = d.created_at
                         THEN extract(epoch FROM clock_timestamp() - o.created_at)::float8 END AS since_event_s`,
        [[...new Set(inputs.map((i) => i.deliveryId))], Math.max(...inputs.map((i) => i.leaseMs))],
      ),
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return inputs.map(({ deliveryId }) => {
      const row = byId.get(deliveryId);
      byId.delete(deliveryId); // a duplicate id in the batch gets the lease once
      if (!row) return null;
      if (row.since_event_s !== null) observeWebhookDeliveryLatency(row.since_event_s);
      return {
        deliveryId,
        endpointId: Number(row.endpoint_id),
        attemptNumber: row.attempts + 1,
        url: row.url,
        secretEncs: row.previous_secret_enc ? [row.secret_enc, row.previous_secret_enc] : [row.secret_enc],
        body: row.body,
      };
    });
  }

  async dueInMs(deliveryId: number): Promise<number | null> {
    const rows: { ms: number }[] = await this.db.query(
      `SELECT greatest(0, extract(epoch FROM next_attempt_at - now()) * 1000)::float8 AS ms FROM webhook_deliveries WHERE id = $1 AND status IN ('pending', 'retrying') AND (locked_until IS NULL OR locked_until < now())`,
      [deliveryId],
    );
    return rows[0] ? Math.ceil(rows[0].ms) : null;
  }

  /**
   * Recorded in batches: the attempts finished within ten milliseconds share one statement. Once
   * stored, the attempt is counted (`backoffice_webhook_attempts_total`) and logged.
   */
  async recordAttempt(deliveryId: number, a: AttemptRecord, next: { status: DeliveryStatus; nextAttemptAt: Date | null }): Promise<void> {
    const delivery = await this.records.submit({ deliveryId, a, next });
    countWebhookAttempt(a.outcome, a.failure);
    this.logAttempt({ deliveryId, a, next }, delivery);
  }

  /**
   * One line per attempt, naming the delivery, its event and company: how a failing delivery is
   * found in the worker's output. Written outside any job's log context, since the dispatcher runs
   * attempts apart from the job that woke them.
   */
  private logAttempt({ deliveryId, a, next }: RecordInput, delivery: RecordedDelivery): void {
    const fields = {
      deliveryId,
      ...delivery,
      attempt: a.attempt,
      status: a.responseStatus,
      failure: a.failure ?? undefined,
      error: a.errorMessage ?? undefined,
      durationMs: a.durationMs,
      retryAfterSeconds: a.retryAfterSeconds ?? undefined,
      nextAttemptAt: a.nextAttemptAt?.toISOString(),
    };
    requestContext.exit(() => {
      if (a.outcome === 'delivered') this.logger.info(fields, 'webhook delivered');
      else if (next.status === 'retrying') this.logger.warn(fields, 'webhook attempt failed; retry scheduled');
      else this.logger.warn(fields, `webhook attempt failed; delivery ${next.status}`);
    });
  }

  /** One statement per batch (atomic): the attempt rows and each delivery's next state. */
  private async recordBatch(inputs: RecordInput[]): Promise<RecordedDelivery[]> {
    const rows = inputs.map(({ deliveryId, a, next }) => ({
      delivery_id: deliveryId,
      attempt: a.attempt,
      started_at: a.startedAt.toISOString(),
      duration_ms: a.durationMs,
      response_status: a.responseStatus,
      outcome: a.outcome,
      failure: a.failure,
      error_message: a.errorMessage,
      retry_after_seconds: a.retryAfterSeconds,
      next_attempt_at: a.nextAttemptAt?.toISOString() ?? null,
      status: next.status,
    }));
    const updated = await this.db.query(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(delivery_id bigint, attempt int, started_at timestamptz, duration_ms int, response_status int,
                                                         outcome text, failure text, error_message text, retry_after_seconds int,
                                                         next_attempt_at timestamptz, status text)
       ), attempt AS (
         INSERT INTO webhook_attempts (delivery_id, attempt, started_at, duration_ms, response_status, outcome, failure, error_message, retry_after_seconds, next_attempt_at)
         SELECT delivery_id, attempt, started_at, duration_ms, response_status, outcome, failure, error_message, retry_after_seconds, next_attempt_at FROM input
         ON CONFLICT (delivery_id, attempt) DO NOTHING
       )
       -- A delivery cancelled meanwhile (endpoint deleted) stays cancelled; one held meanwhile
       -- (endpoint disabled) stays held unless this attempt delivered it.
       UPDATE webhook_deliveries d
          SET status = CASE WHEN d.status = 'cancelled' OR (d.status = 'held' AND i.status <> 'delivered') THEN d.status ELSE i.status END,
              next_attempt_at = CASE WHEN d.status IN ('cancelled', 'held') THEN NULL ELSE i.next_attempt_at END,
              attempts = greatest(d.attempts, i.attempt), locked_until = NULL, enqueued_at = now(),
              last_attempt_at = i.started_at, last_status = i.response_status, last_failure = i.failure, updated_at = now()
         FROM input i WHERE d.id = i.delivery_id
       RETURNING d.id, d.event_id, d.endpoint_id, d.company_id`,
      [JSON.stringify(rows)],
    );
    const byId = new Map(
      rowsOf<{ id: string; event_id: string; endpoint_id: string; company_id: number }>(updated).map((r) => [
        Number(r.id),
        { eventId: r.event_id, endpointId: Number(r.endpoint_id), companyId: Number(r.company_id) },
      ]),
    );
    return inputs.map((i) => byId.get(i.deliveryId));
  }

  async list(endpointId: number, filter: { eventId?: string; status?: DeliveryStatus }, window: PageWindow): Promise<{ data: DeliveryView[]; total: number }> {
    const where = ['endpoint_id = $1'];
    const params: unknown[] = [endpointId];
    if (filter.eventId) where.push(`event_id = $${params.push(filter.eventId)}`);
    if (filter.status) where.push(`status = $${params.push(filter.status)}`);
    const clause = where.join(' AND ');
    const [rows, count] = await Promise.all([
      this.db.query(`SELECT * FROM webhook_deliveries WHERE ${clause} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        window.limit,
        window.offset,
      ]) as Promise<DeliveryRow[]>,
      this.db.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE ${clause}`, params) as Promise<{ n: number }[]>,
    ]);
    const attempts: AttemptRow[] = rows.length
      ? await this.db.query(`SELECT * FROM webhook_attempts WHERE delivery_id = ANY ($1) ORDER BY delivery_id, attempt`, [rows.map((r) => r.id)])
      : [];
    const byDelivery = new Map<string, AttemptRecord[]>();
    for (const a of attempts) {
      const list = byDelivery.get(a.delivery_id) ?? [];
      list.push({
        attempt: a.attempt,
        startedAt: a.started_at,
        durationMs: a.duration_ms,
        responseStatus: a.response_status,
        outcome: a.outcome,
        failure: a.failure,
        errorMessage: a.error_message,
        retryAfterSeconds: a.retry_after_seconds,
        nextAttemptAt: a.next_attempt_at,
      });
      byDelivery.set(a.delivery_id, list);
    }
    return {
      total: count[0].n,
      data: rows.map((r) => ({
        id: Number(r.id),
        eventId: r.event_id,
        eventType: r.event_type,
        status: r.status,
        redeliveryOf: r.redelivery_of === null ? null : Number(r.redelivery_of),
        attemptCount: r.attempts,
        nextAttemptAt: r.next_attempt_at,
        lastAttemptAt: r.last_attempt_at,
        lastResponseStatus: r.last_status,
        lastFailure: r.last_failure,
        createdAt: r.created_at,
        attempts: byDelivery.get(r.id) ?? [],
      })),
    };
  }

  async redeliver(endpointId: number, deliveryId: number): Promise<DeliveryRef | null> {
    const rows: RefRow[] = await this.db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, company_id, outbox_id, event_id, event_type, redelivery_of, status, next_attempt_at, enqueued_at)
       SELECT endpoint_id, company_id, outbox_id, event_id, event_type, id, 'pending', now(), now()
         FROM webhook_deliveries WHERE id = $1 AND endpoint_id = $2
       RETURNING id, endpoint_id`,
      [deliveryId, endpointId],
    );
    return rows[0] ? toRef(rows[0]) : null;
  }

  async recover(endpointId: number, since: Date): Promise<DeliveryRef[]> {
    return this.db.run(async () => {
      const fresh: RefRow[] = await this.db.query(
        // For a disabled endpoint they are held, like its new events: enabling it sends them.
        `INSERT INTO webhook_deliveries (endpoint_id, company_id, outbox_id, event_id, event_type, redelivery_of, status, next_attempt_at, enqueued_at)
         SELECT d.endpoint_id, d.company_id, d.outbox_id, d.event_id, d.event_type, d.id,
                CASE WHEN e.disabled_at IS NULL THEN 'pending' ELSE 'held' END, CASE WHEN e.disabled_at IS NULL THEN now() END, now()
           FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
          WHERE d.endpoint_id = $1 AND d.status = 'dropped' AND d.created_at >= $2
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries r WHERE r.redelivery_of = d.id)
         RETURNING id, endpoint_id`,
        [endpointId, since],
      );
      const hurried = rowsOf<RefRow>(
        await this.db.query(
          `UPDATE webhook_deliveries SET next_attempt_at = now(), enqueued_at = now(), updated_at = now()
          WHERE endpoint_id = $1 AND status = 'retrying' AND created_at >= $2
          RETURNING id, endpoint_id`,
          [endpointId, since],
        ),
      );
      return [...fresh, ...hurried].map(toRef);
    });
  }
}

interface DeliveryRow {
  id: string;
  event_id: string;
  event_type: string;
  status: DeliveryStatus;
  redelivery_of: string | null;
  attempts: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_status: number | null;
  last_failure: string | null;
  created_at: Date;
}

interface AttemptRow {
  delivery_id: string;
  attempt: number;
  started_at: Date;
  duration_ms: number;
  response_status: number | null;
  outcome: 'delivered' | 'failed';
  failure: FailureReason | null;
  error_message: string | null;
  retry_after_seconds: number | null;
  next_attempt_at: Date | null;
}

/**
 * `GET /events`: the relayed outbox in feed-position order (positions given by the relay under a
 * lock, so they are committed in order and a cursor never skips one).
 */
@Injectable()
export class PgEventLog implements EventLog {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async after(companyId: number, position: number, types: string[] | null, limit: number): Promise<EventLogEntry[]> {
    const rows: { position: string; envelope: Record<string, unknown> }[] = await this.db.query(
      `SELECT f.position, o.envelope FROM webhook_event_feed f JOIN outbox_events o ON o.id = f.outbox_id
        WHERE f.company_id = $1 AND f.position > $2 AND ($3::text[] IS NULL OR f.type = ANY ($3))
        ORDER BY f.position LIMIT $4`,
      [companyId, position, types, limit],
    );
    return rows.map((r) => ({ position: Number(r.position), envelope: r.envelope }));
  }
}
