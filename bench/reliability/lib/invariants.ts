/**
 * What must hold after any load or fault, read straight from PostgreSQL. Each check returns the
 * rows that break it (an empty list is a pass) and a few counts for the report.
 */
import { Client } from 'pg';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: Record<string, unknown>;
}

/** Numbers per company and type run 1..n with no gap and no duplicate, and the counter row says n. */
export async function documentNumbering(db: Client): Promise<CheckResult> {
  const { rows: broken } = await db.query(`
    SELECT d.company_id, d.type, count(*)::int AS documents, count(DISTINCT d.number)::int AS distinct_numbers,
           min(d.number) AS lowest, max(d.number) AS highest, max(c.last_number) AS counter
      FROM documents d LEFT JOIN document_counters c ON c.company_id = d.company_id AND c.type = d.type
     GROUP BY d.company_id, d.type
    HAVING min(d.number) <> 1 OR max(d.number) <> count(*) OR count(DISTINCT d.number) <> count(*) OR max(c.last_number) <> max(d.number)`);
  const {
    rows: [totals],
  } = await db.query(`SELECT count(*)::int AS documents, count(DISTINCT (company_id, type))::int AS series FROM documents`);
  return { name: 'document numbers consecutive per company and type', ok: broken.length === 0, detail: { ...totals, broken: broken.slice(0, 10) } };
}

/** Every stock record's quantity and reserved quantity equal the sums of its movements. */
export async function stockMatchesMovements(db: Client): Promise<CheckResult> {
  const { rows: broken } = await db.query(`
    SELECT r.id, r.quantity, r.reserved_quantity, coalesce(m.q, 0) AS movements_quantity, coalesce(m.rq, 0) AS movements_reserved
      FROM stock_records r
      LEFT JOIN (SELECT inventory_id, sum(quantity_delta) AS q, sum(reserved_delta) AS rq FROM stock_movements GROUP BY inventory_id) m ON m.inventory_id = r.id
     WHERE r.quantity <> coalesce(m.q, 0) OR r.reserved_quantity <> coalesce(m.rq, 0)`);
  const {
    rows: [totals],
  } = await db.query(`SELECT (SELECT count(*)::int FROM stock_records) AS records, (SELECT count(*)::int FROM stock_movements) AS movements`);
  return { name: 'stock quantity equals the sum of its movements', ok: broken.length === 0, detail: { ...totals, broken: broken.slice(0, 10) } };
}

/**
 * Every committed event has a delivery to every endpoint subscribed when it was written, and each
 * delivery is delivered or still scheduled (pending or retrying with a next attempt). `dropped`
 * counts as lost here: the runs keep receivers' failures within the retry budget.
 */
export async function eventsDelivered(db: Client, requireAllDelivered = false): Promise<CheckResult> {
  const {
    rows: [events],
  } = await db.query(`SELECT count(*)::int AS events, count(*) FILTER (WHERE published_at IS NULL)::int AS unpublished FROM outbox_events`);
  const { rows: missing } = await db.query(`
    SELECT o.event_id, e.public_id AS endpoint
      FROM outbox_events o
      JOIN webhook_endpoints e ON e.company_id = o.company_id AND e.deleted_at IS NULL AND e.created_at <= o.created_at AND ('*' = ANY (e.events) OR o.type = ANY (e.events))
     WHERE o.published_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.outbox_id = o.id AND d.endpoint_id = e.id AND d.redelivery_of IS NULL)
     LIMIT 10`);
  const { rows: statuses } = await db.query(`SELECT status, count(*)::int AS n FROM webhook_deliveries WHERE redelivery_of IS NULL GROUP BY status ORDER BY status`);
  const {
    rows: [{ unscheduled }],
  } = await db.query(
    `SELECT count(*)::int AS unscheduled FROM webhook_deliveries WHERE redelivery_of IS NULL AND (status = 'dropped' OR (status IN ('pending', 'retrying') AND next_attempt_at IS NULL))`,
  );
  const byStatus = Object.fromEntries(statuses.map((r) => [r.status, r.n]));
  const undelivered = statuses.filter((r) => r.status !== 'delivered').reduce((n, r) => n + r.n, 0);
  const ok = missing.length === 0 && unscheduled === 0 && (!requireAllDelivered || (undelivered === 0 && events.unpublished === 0));
  return {
    name: requireAllDelivered ? 'every committed event delivered' : 'every committed event delivered or still scheduled',
    ok,
    detail: { ...events, deliveries: byStatus, unscheduled, missing },
  };
}

/** Deliveries still to be made (unpublished events count too). */
export async function outstandingDeliveries(db: Client): Promise<number> {
  const {
    rows: [row],
  } = await db.query(`
    SELECT (SELECT count(*) FROM outbox_events WHERE published_at IS NULL)::int
         + (SELECT count(*) FROM webhook_deliveries WHERE status IN ('pending', 'retrying'))::int AS n`);
  return row.n;
}

/** Receivers' view: each delivery recorded as delivered was really acknowledged by its receiver. */
export async function receiverAgrees(db: Client, acknowledged: Set<string>): Promise<CheckResult> {
  const { rows } = await db.query(`SELECT e.url, d.event_id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.status = 'delivered'`);
  const unseen = rows.filter((r) => !acknowledged.has(`${new URL(r.url).pathname}|${r.event_id}`));
  return {
    name: 'receivers acknowledged every delivery recorded as delivered',
    ok: unseen.length === 0,
    detail: { delivered: rows.length, acknowledgedByReceivers: acknowledged.size, unseen: unseen.slice(0, 10) },
  };
}

export function printChecks(results: CheckResult[]): boolean {
  for (const r of results) console.log(JSON.stringify({ check: r.name, ok: r.ok, ...r.detail }));
  return results.every((r) => r.ok);
}
