/**
 * The ceiling GET /vendors is measured against: Fastify + pg, no Nest, no ORM, doing the same
 * work per request as the real endpoint — the API-key lookup, the company settings read, and
 * the list and total SQL the repository runs (vendorListSql) — then the same JSON rows.
 *   DATABASE_URL=… RAW_PORT=3101 node -r @swc-node/register bench/vendors/raw-server.ts
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { Pool } from 'pg';
import type { VendorFilter } from '../../libs/parties/application/src/parties.ports';
import { totalFromRows, vendorListSql } from '../../libs/parties/infrastructure/src/vendor-list.sql';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
const SORTS = ['id', 'name', 'email', 'taxId', 'type'];
const num = (v: unknown) => (v === null ? null : Number(v));

app.get('/vendors', async (request, reply) => {
  const token = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const hash = createHash('sha256').update(token).digest('hex');
  const key = await pool.query('SELECT company_id FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL', [hash]);
  if (key.rows.length === 0) return reply.code(401).send({ error: 'UNAUTHORIZED' });
  const companyId = key.rows[0].company_id as number;
  const q = request.query as Record<string, string | undefined>;
  const limit = Math.min(200, Math.max(1, Number(q.pageSize ?? q.limit ?? 50)));
  const offset = q.offset !== undefined ? Math.max(0, Number(q.offset)) : (Math.max(1, Number(q.page ?? 1)) - 1) * limit;
  const filter: VendorFilter = {
    search: q.search || undefined,
    type: q.type as VendorFilter['type'],
    email: q.email || undefined,
    taxId: q.taxId || undefined,
    hasContacts: q.hasContacts === undefined ? undefined : q.hasContacts === 'true',
    sortBy: (SORTS.includes(q.sortBy ?? '') ? q.sortBy : 'id') as VendorFilter['sortBy'],
    sortOrder: q.sortOrder === 'desc' ? 'desc' : 'asc',
  };
  const sql = vendorListSql(companyId, filter, { limit, offset });
  const count = async () => (await pool.query(sql.count, sql.countParams)).rows[0].total as number;
  const [rows, counted, settings] = await Promise.all([
    pool.query(sql.rows, sql.params),
    sql.totalInRows ? undefined : count(),
    pool.query('SELECT * FROM company_settings WHERE company_id = $1', [companyId]),
  ]);
  const s = settings.rows[0] ?? { default_payment_term_type: 'CURRENT_PLUS_DAYS', default_payment_term_days: 30, default_withholding_tax_rate: '0' };
  const total = counted ?? totalFromRows(sql, rows.rows, { limit, offset }) ?? (await count());
  const data = rows.rows.map((r) => ({
    id: r.id,
    visibleId: r.visible_id,
    name: r.name,
    taxId: r.tax_id,
    type: r.type,
    email: r.email,
    phoneNumber: r.phone_number,
    paymentTermType: r.payment_term_type ?? s.default_payment_term_type,
    paymentTermDays: r.payment_term_type ? (r.payment_term_days ?? s.default_payment_term_days) : s.default_payment_term_days,
    vendorInternalCode: r.vendor_internal_code,
    withholdingTaxRate: num(r.withholding_tax_rate ?? s.default_withholding_tax_rate),
    companyId: r.company_id,
    address: r.address,
    logoFile: r.logo_file_id === null ? null : { id: r.logo_file_id },
    contacts: r.contacts,
  }));
  return {
    data,
    pagination: { total, limit, offset, hasMore: offset + data.length < total, page: Math.floor(offset / limit) + 1, pageSize: limit, totalPages: Math.ceil(total / limit) },
  };
});

app.listen({ port: Number(process.env.RAW_PORT ?? 3101), host: '127.0.0.1' }).then((address) => console.log(`raw vendors handler on ${address}`));
