/**
 * The ceiling for document creation: Fastify + pg running the same transaction as the service
 * (key lookup, Idempotency-Key lock and lookup, entity, settings, counter, document, line,
 * outbox event, stored answer), with none of Nest, TypeORM, validation or the domain model.
 *   DATABASE_URL=… PORT=3202 node -r @swc-node/register bench/documents/raw-server.ts
 */
import { createHash, randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();

app.post<{ Body: { entityId: number; items: { description: string; quantity: number; unitPrice: number }[] } }>('/documents/create/invoice', async (request, reply) => {
  const secret = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  const idempotencyKey = request.headers['idempotency-key'] as string;
  const client = await pool.connect();
  try {
    const {
      rows: [key],
    } = await client.query(`SELECT id, company_id FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`, [createHash('sha256').update(secret).digest('hex')]);
    if (!key) return reply.status(401).send({ error: 'UNAUTHORIZED' });
    const body = request.body;
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    await client.query('BEGIN');
    const lock = createHash('sha256').update(`idempotency:${key.company_id}:${idempotencyKey}`).digest().readBigInt64BE(0).toString();
    await client.query('SELECT pg_try_advisory_xact_lock($1::bigint)', [lock]);
    const stored = await client.query(`SELECT response_body FROM idempotency_keys WHERE company_id = $1 AND key = $2`, [key.company_id, idempotencyKey]);
    if (stored.rows[0]) {
      await client.query('COMMIT');
      return stored.rows[0].response_body;
    }
    const {
      rows: [entity],
    } = await client.query(`SELECT id, name, tax_id FROM entities WHERE company_id = $1 AND id = $2`, [key.company_id, body.entityId]);
    await client.query(`SELECT vat_rate FROM company_settings WHERE company_id = $1`, [key.company_id]);
    const {
      rows: [counter],
    } = await client.query(
      `INSERT INTO document_counters (company_id, type, last_number) VALUES ($1, 'invoice', 1)
       ON CONFLICT (company_id, type) DO UPDATE SET last_number = document_counters.last_number + 1 RETURNING last_number`,
      [key.company_id],
    );
    const amount = body.items.reduce((s, i) => s + i.quantity * i.unitPrice, 0);
    const {
      rows: [doc],
    } = await client.query(
      `INSERT INTO documents (company_id, type, number, entity_id, client_name, client_tax_id, issue_date, currency, vat_rate, amount, tax, total_with_tax, status, created_by_key_id)
       VALUES ($1, 'invoice', $2, $3, $4, $5, CURRENT_DATE, 'ILS', 18, $6, $7, $8, 'OPEN', $9) RETURNING id, visible_id`,
      [key.company_id, counter.last_number, entity.id, entity.name, entity.tax_id, amount, amount * 0.18, amount * 1.18, key.id],
    );
    await client.query(`INSERT INTO document_lines (document_id, position, description, quantity, unit_price, line_total) VALUES ($1, 1, $2, $3, $4, $5)`, [
      doc.id,
      body.items[0].description,
      body.items[0].quantity,
      body.items[0].unitPrice,
      amount,
    ]);
    const answer = { success: true, id: doc.id, visibleId: doc.visible_id, type: 'invoice', number: counter.last_number, amount, tax: amount * 0.18, totalWithTax: amount * 1.18 };
    const eventId = randomUUID();
    await client.query(`INSERT INTO outbox_events (event_id, company_id, type, document_id, envelope) VALUES ($1, $2, 'document.created', $3, $4)`, [
      eventId,
      key.company_id,
      doc.id,
      JSON.stringify({ id: eventId, type: 'document.created', created: Math.floor(Date.now() / 1000), data: { document: answer } }),
    ]);
    await client.query(`INSERT INTO idempotency_keys (company_id, key, request_hash, response_status, response_body) VALUES ($1, $2, $3, 200, $4)`, [
      key.company_id,
      idempotencyKey,
      hash,
      JSON.stringify(answer),
    ]);
    await client.query('COMMIT');
    return answer;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
});

/**
 * The ceiling for a change-feed page: the key lookup and the same SELECT as the service's feed
 * (`GET /documents?updatedSince=…`: visible changes only, oldest first), rows written in the same
 * shape with `JSON.stringify`.
 */
const FEED_COLUMNS = `d.id, d.visible_id, d.type, d.number, d.external_id, d.entity_id, d.client_name, to_char(d.issue_date, 'YYYY-MM-DD') AS issue_date,
  d.currency, d.vat_rate::text AS vat_rate, d.amount::text AS amount, d.tax::text AS tax, d.total_with_tax::text AS total_with_tax,
  d.covered_amount::text AS covered_amount, d.status, d.related_document_id, d.remarks, d.approval_number_status,
  d.tax_authority_approval_number, d.approval_rejection_reason, d.cancelled, d.cancellation_reason, d.created_at, d.updated_at, d.change_seq::text AS change_seq`;

app.get<{ Querystring: { updatedSince: string; limit?: string } }>('/documents', async (request, reply) => {
  const secret = (request.headers.authorization ?? '').replace(/^Bearer /, '');
  const {
    rows: [key],
  } = await pool.query(`SELECT id, company_id FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`, [createHash('sha256').update(secret).digest('hex')]);
  if (!key) return reply.status(401).send({ error: 'UNAUTHORIZED' });
  const limit = Number(request.query.limit ?? 50);
  const { rows } = await pool.query(
    `SELECT ${FEED_COLUMNS} FROM documents d
     WHERE d.company_id = $1 AND d.change_seq >= COALESCE((SELECT min(change_seq) FROM documents WHERE company_id = $1 AND updated_at >= $2), 9223372036854775807)
       AND d.updated_at >= $2 AND d.change_xid < pg_snapshot_xmin(pg_current_snapshot())
     ORDER BY d.change_seq LIMIT $3`,
    [key.company_id, new Date(request.query.updatedSince), limit],
  );
  const hasMore = rows.length === limit;
  const data = rows.map((r) => ({
    id: r.id,
    visibleId: r.visible_id,
    type: r.type,
    number: r.number,
    externalId: r.external_id,
    entityId: r.entity_id,
    clientName: r.client_name,
    issueDate: r.issue_date,
    currency: r.currency,
    vatRate: Number(r.vat_rate),
    amount: Number(r.amount),
    tax: Number(r.tax),
    totalWithTax: Number(r.total_with_tax),
    status: r.status,
    isOpen: r.status === 'OPEN' || r.status === 'PARTIALLY_PAID',
    coveredAmount: Number(r.covered_amount),
    remainingAmount: Math.max(0, Number(r.total_with_tax) - Number(r.covered_amount)),
    relatedDocumentId: r.related_document_id,
    remarks: r.remarks,
    approvalNumberStatus: r.approval_number_status,
    taxAuthorityApprovalNumber: r.tax_authority_approval_number,
    approvalRejectionReason: r.approval_rejection_reason,
    cancelled: r.cancelled,
    cancellationReason: r.cancellation_reason,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }));
  const pagination = { total: data.length, limit, offset: 0, hasMore, page: 1, pageSize: limit, totalPages: data.length ? 1 : 0 };
  return { data, total: data.length, pagination, nextCursor: rows.at(-1)?.change_seq ?? null, hasMore };
});

app.listen({ port: Number(process.env.PORT ?? 3202), host: '127.0.0.1' }).catch((error) => {
  console.error(error);
  process.exit(1);
});
