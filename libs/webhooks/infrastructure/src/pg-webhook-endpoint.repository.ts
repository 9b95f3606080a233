import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';
import { DeliveryRef, DisabledReason, EndpointHealthPolicy, EndpointSettings, WebhookEndpoint, WebhookEndpointRepository } from '@backoffice/webhooks/application';
import { rowsOf } from './sql-rows';

interface EndpointRow {
  id: string;
  public_id: string;
  company_id: number;
  url: string;
  events: string[];
  description: string | null;
  metadata: Record<string, string>;
  rate_limit_per_second: number | null;
  disabled_at: Date | null;
  disabled_reason: DisabledReason | null;
  created_at: Date;
}

const COLUMNS = 'id, public_id, company_id, url, events, description, metadata, rate_limit_per_second, disabled_at, disabled_reason, created_at';

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: Number(row.id),
    publicId: row.public_id,
    companyId: row.company_id,
    url: row.url,
    events: row.events,
    description: row.description,
    metadata: row.metadata,
    rateLimitPerSecond: row.rate_limit_per_second,
    disabledAt: row.disabled_at,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
  };
}

/** Column of each settable field. */
const SETTABLE = { url: 'url', events: 'events', description: 'description', metadata: 'metadata', rateLimitPerSecond: 'rate_limit_per_second' } as const;

@Injectable()
export class PgWebhookEndpointRepository implements WebhookEndpointRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async create(input: { publicId: string; companyId: number; url: string; events: string[]; secretEnc: string } & EndpointSettings): Promise<WebhookEndpoint> {
    const rows: EndpointRow[] = await this.db.query(
      `INSERT INTO webhook_endpoints (public_id, company_id, url, events, secret_enc, description, metadata, rate_limit_per_second) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
      [input.publicId, input.companyId, input.url, input.events, input.secretEnc, input.description, JSON.stringify(input.metadata), input.rateLimitPerSecond],
    );
    return toEndpoint(rows[0]);
  }

  async list(companyId: number): Promise<WebhookEndpoint[]> {
    const rows: EndpointRow[] = await this.db.query(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id`, [companyId]);
    return rows.map(toEndpoint);
  }

  async find(companyId: number, publicId: string): Promise<WebhookEndpoint | null> {
    const rows: EndpointRow[] = await this.db.query(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE company_id = $1 AND public_id = $2 AND deleted_at IS NULL`, [
      companyId,
      publicId,
    ]);
    return rows[0] ? toEndpoint(rows[0]) : null;
  }

  async update(companyId: number, publicId: string, changes: Partial<{ url: string; events: string[] } & EndpointSettings>): Promise<WebhookEndpoint | null> {
    const fields = (Object.keys(SETTABLE) as (keyof typeof SETTABLE)[]).filter((field) => changes[field] !== undefined);
    const values = fields.map((field) => (field === 'metadata' ? JSON.stringify(changes.metadata) : changes[field]));
    const sets = fields.map((field, i) => `${SETTABLE[field]} = $${i + 3}`);
    const rows = rowsOf<EndpointRow>(
      await this.db.query(
        `UPDATE webhook_endpoints SET ${sets.length ? sets.join(', ') : 'url = url'} WHERE company_id = $1 AND public_id = $2 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
        [companyId, publicId, ...values],
      ),
    );
    return rows[0] ? toEndpoint(rows[0]) : null;
  }

  async delete(companyId: number, publicId: string): Promise<boolean> {
    return this.db.run(async () => {
      const rows = rowsOf<{ id: string }>(
        await this.db.query(`UPDATE webhook_endpoints SET deleted_at = now() WHERE company_id = $1 AND public_id = $2 AND deleted_at IS NULL RETURNING id`, [companyId, publicId]),
      );
      if (rows.length === 0) return false;
      await this.db.query(
        `UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL, updated_at = now() WHERE endpoint_id = $1 AND status IN ('pending', 'retrying', 'held')`,
        [rows[0].id],
      );
      return true;
    });
  }

  async rotateSecret(endpointId: number, secretEnc: string, previousUntil: Date): Promise<void> {
    await this.db.query(`UPDATE webhook_endpoints SET previous_secret_enc = secret_enc, previous_secret_until = $2, secret_enc = $3 WHERE id = $1`, [
      endpointId,
      previousUntil,
      secretEnc,
    ]);
  }

  async rateLimitOf(endpointId: number): Promise<number | null> {
    const rows = rowsOf<{ rate: number | null }>(await this.db.query(`SELECT rate_limit_per_second AS rate FROM webhook_endpoints WHERE id = $1`, [endpointId]));
    return rows[0]?.rate ?? null;
  }

  async signingSecrets(endpointId: number): Promise<string[]> {
    const rows = rowsOf<{ secret_enc: string; previous: string | null }>(
      await this.db.query(`SELECT secret_enc, CASE WHEN previous_secret_until > now() THEN previous_secret_enc END AS previous FROM webhook_endpoints WHERE id = $1`, [endpointId]),
    );
    return rows[0] ? [rows[0].secret_enc, ...(rows[0].previous ? [rows[0].previous] : [])] : [];
  }

  async disable(endpointId: number, reason: DisabledReason): Promise<boolean> {
    return this.db.run(async () => {
      const rows = rowsOf<{ id: string }>(
        await this.db.query(`UPDATE webhook_endpoints SET disabled_at = now(), disabled_reason = $2 WHERE id = $1 AND disabled_at IS NULL AND deleted_at IS NULL RETURNING id`, [
          endpointId,
          reason,
        ]),
      );
      if (rows.length === 0) return false;
      await this.holdWaiting(endpointId);
      return true;
    });
  }

  /** Deliveries waiting for an attempt are held; one leased right now finishes its attempt, and its record holds it if it must retry. */
  private async holdWaiting(endpointId: number): Promise<void> {
    await this.db.query(`UPDATE webhook_deliveries SET status = 'held', next_attempt_at = NULL, updated_at = now() WHERE endpoint_id = $1 AND status IN ('pending', 'retrying')`, [
      endpointId,
    ]);
  }

  async enable(endpointId: number, catchUpWindowMs: number, ratePerSecond: number): Promise<{ ref: DeliveryRef; delayMs: number }[]> {
    return this.db.run(async () => {
      const enabled = rowsOf<{ id: string }>(
        await this.db.query(
          `UPDATE webhook_endpoints SET disabled_at = NULL, disabled_reason = NULL, failing_since = NULL, failed_attempts = 0 WHERE id = $1 AND disabled_at IS NOT NULL RETURNING id`,
          [endpointId],
        ),
      );
      if (enabled.length === 0) return [];
      // Held longer than the window: dropped, as a delivery that ran out of attempts is (recover brings them back).
      await this.db.query(
        `UPDATE webhook_deliveries SET status = 'dropped', last_failure = 'endpoint_disabled', updated_at = now()
            WHERE endpoint_id = $1 AND status = 'held' AND created_at < now() - make_interval(secs => $2::float8 / 1000)`,
        [endpointId, catchUpWindowMs],
      );
      const intervalMs = 1000 / ratePerSecond;
      const released = rowsOf<{ id: string; delay_ms: number }>(
        await this.db.query(
          `WITH locked AS (
             SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'held' ORDER BY id FOR UPDATE
           ), held AS (
             SELECT id, (row_number() OVER (ORDER BY id) - 1) * $2::float8 AS delay_ms FROM locked
           )
           UPDATE webhook_deliveries d
              SET status = CASE WHEN d.attempts > 0 THEN 'retrying' ELSE 'pending' END,
                  next_attempt_at = now() + make_interval(secs => held.delay_ms / 1000), enqueued_at = now(), updated_at = now()
             FROM held WHERE d.id = held.id
           RETURNING d.id, held.delay_ms`,
          [endpointId, intervalMs],
        ),
      );
      return released
        .map((row) => ({ ref: { deliveryId: Number(row.id), endpointId }, delayMs: Math.round(Number(row.delay_ms)) }))
        .sort((a, b) => a.ref.deliveryId - b.ref.deliveryId);
    });
  }

  async noteAttempt(
    endpointId: number,
    outcome: { ok: boolean; gone: boolean; at: Date },
    policy: EndpointHealthPolicy,
  ): Promise<{ reason: DisabledReason; endpoint: Pick<WebhookEndpoint, 'companyId' | 'publicId' | 'url'> } | null> {
    if (outcome.ok) {
      // Ends a run of failures; a no-op (no row changed) for an endpoint that was healthy.
      await this.db.query(`UPDATE webhook_endpoints SET failing_since = NULL, failed_attempts = 0 WHERE id = $1 AND failed_attempts > 0`, [endpointId]);
      return null;
    }
    return this.db.run(async () => {
      // In SET, columns read the row as it was: the rule sees the run before this failure.
      const disables = `e.disabled_at IS NULL AND ($3 OR (coalesce(e.failing_since, $2) <= $2::timestamptz - make_interval(secs => $4::float8 / 1000) AND e.failed_attempts + 1 >= $5))`;
      const rows = rowsOf<{ disabled_reason: DisabledReason; newly: boolean; company_id: number; public_id: string; url: string }>(
        await this.db.query(
          `UPDATE webhook_endpoints e
              SET failing_since = coalesce(e.failing_since, $2),
                  failed_attempts = e.failed_attempts + 1,
                  disabled_reason = CASE WHEN ${disables} THEN (CASE WHEN $3 THEN 'GONE' ELSE 'FAILING' END) ELSE e.disabled_reason END,
                  disabled_at = CASE WHEN ${disables} THEN now() ELSE e.disabled_at END
             FROM (SELECT id, disabled_at AS was_disabled_at FROM webhook_endpoints WHERE id = $1 FOR UPDATE) before
            WHERE e.id = before.id AND e.deleted_at IS NULL
           RETURNING e.disabled_reason, (before.was_disabled_at IS NULL AND e.disabled_at IS NOT NULL) AS newly, e.company_id, e.public_id, e.url`,
          [endpointId, outcome.at, outcome.gone, policy.disableAfterMs, policy.minFailedAttempts],
        ),
      );
      if (!rows[0]?.newly) return null;
      await this.holdWaiting(endpointId);
      const row = rows[0];
      return { reason: row.disabled_reason, endpoint: { companyId: row.company_id, publicId: row.public_id, url: row.url } };
    });
  }
}
