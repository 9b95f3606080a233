/**
 * Builders for the webhooks context's tests (`@backoffice/webhooks/infrastructure/testing`);
 * imported from tests only. The database side (companies, transactions) is in
 * `@backoffice/shared/persistence/testing`.
 */
import { randomUUID } from 'node:crypto';
import { TestDatabase, insertRow } from '@backoffice/shared/persistence/testing';
import { AttemptRecord, EndpointSettings } from '@backoffice/webhooks/application';

/** What registering an endpoint stores: every event, no description, no rate limit. */
export function anEndpoint(
  companyId: number,
  overrides: Partial<{ publicId: string; url: string; events: string[]; secretEnc: string } & EndpointSettings> = {},
): { publicId: string; companyId: number; url: string; events: string[]; secretEnc: string } & EndpointSettings {
  return {
    publicId: `we_${randomUUID().replace(/-/g, '')}`,
    companyId,
    url: 'https://hooks.example.com/backoffice',
    events: ['*'],
    secretEnc: `sealed-${randomUUID()}`,
    description: null,
    metadata: {},
    rateLimitPerSecond: null,
    ...overrides,
  };
}

export interface OutboxEventRow {
  /** outbox_events.id */
  id: number;
  eventId: string;
  type: string;
  companyId: number;
}

/**
 * An event in the company's outbox. Published already unless `published: false`: only then does
 * a relay pass take it (and with it, every other unpublished event of the database).
 */
export async function newOutboxEvent(
  db: TestDatabase,
  companyId: number,
  options: { type?: string; published?: boolean; createdAt?: Date; data?: Record<string, unknown> } = {},
): Promise<OutboxEventRow> {
  const eventId = randomUUID();
  const type = options.type ?? 'document.created';
  const envelope = { id: eventId, type, created: Math.floor((options.createdAt ?? new Date()).getTime() / 1000), data: options.data ?? {} };
  const row = await insertRow<{ id: string }>(db, 'outbox_events', {
    event_id: eventId,
    company_id: companyId,
    type,
    envelope: JSON.stringify(envelope),
    // By default the database's clock, as an endpoint's created_at: a relay compares the two.
    ...(options.createdAt ? { created_at: options.createdAt } : {}),
    published_at: options.published === false ? null : new Date(),
  });
  return { id: Number(row.id), eventId, type, companyId };
}

/**
 * A delivery of the event to the endpoint, pending and due now unless `values` (columns of
 * webhook_deliveries) say otherwise. Answers its id.
 */
export async function newDelivery(db: TestDatabase, endpointId: number, event: OutboxEventRow, values: Record<string, unknown> = {}): Promise<number> {
  const row = await insertRow<{ id: string }>(db, 'webhook_deliveries', {
    endpoint_id: endpointId,
    company_id: event.companyId,
    outbox_id: event.id,
    event_id: event.eventId,
    event_type: event.type,
    status: 'pending',
    next_attempt_at: new Date(),
    ...values,
  });
  return Number(row.id);
}

/** A failed first attempt (HTTP 500) that scheduled a retry in a minute. */
export function anAttempt(overrides: Partial<AttemptRecord> = {}): AttemptRecord {
  return {
    attempt: 1,
    startedAt: new Date(),
    durationMs: 12,
    responseStatus: 500,
    outcome: 'failed',
    failure: 'http_5xx',
    errorMessage: null,
    retryAfterSeconds: null,
    nextAttemptAt: new Date(Date.now() + 60_000),
    ...overrides,
  };
}

/**
 * Deletes the endpoints and cancels their waiting deliveries, so nothing a test leaves is acted on
 * later by a relay, a recovery pass or a worker sharing the database. For `beforeClose`.
 */
export async function retireEndpoints(db: TestDatabase, endpointIds: number[]): Promise<void> {
  await db.dataSource.query(
    `UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL WHERE endpoint_id = ANY ($1::bigint[]) AND status IN ('pending', 'retrying', 'held')`,
    [endpointIds],
  );
  await db.dataSource.query(`UPDATE webhook_endpoints SET deleted_at = now() WHERE id = ANY ($1::bigint[]) AND deleted_at IS NULL`, [endpointIds]);
}
