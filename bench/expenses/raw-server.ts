/**
 * The ceiling for the expenses benchmark: `GET /expenses?include=all` sorted by date on bare
 * Fastify + pg, running the same SQL as PgExpenseRepository.listMerged (page keys merged from both
 * tables, then the page's rows; total from the kept counts), plus the key lookup, vendor and user
 * names, and a signed link per receipt. No Nest, no ORM, no validation classes.
 *   DATABASE_URL=… PORT=3112 node -r @swc-node/register bench/expenses/raw-server.ts
 */
import { createHash, createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });
const SIGNING_KEY = Buffer.alloc(32, 7);

async function actor(authorization: string | undefined) {
  const secret = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const hash = createHash('sha256').update(secret).digest('hex');
  const { rows } = await pool.query('SELECT id, company_id, name, role FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL LIMIT 1', [hash]);
  return rows[0] as { id: number; company_id: number; name: string } | undefined;
}

const COLUMNS = (a: string) =>
  `${a}.id, ${a}.vendor_id, ${a}.file_id, ${a}.user_key_id, ${a}.title, ${a}.date::text AS date, ${a}.document_number, ${a}.currency,
   ${a}.total::text AS total, ${a}.tax::text AS tax, ${a}.deductable_tax::text AS deductable_tax, ${a}.total_in_ils::text AS total_in_ils, ${a}.created_at`;

const PAGE_SQL = `WITH page AS (
  SELECT src, id, row_number() OVER (ORDER BY k DESC, id DESC, src DESC) AS ord FROM (
    SELECT u.src, u.id, u.k FROM (
        SELECT e.company_id, 'ACTIVE'::text AS status, 0 AS src, e.id, e.date AS k FROM expenses e
        UNION ALL
        SELECT s.company_id, s.status, 1, s.id, s.date FROM supplier_invoices s
      ) u WHERE u.company_id = $1 AND u.status = 'ACTIVE' ORDER BY u.k DESC, u.id DESC, u.src DESC LIMIT $2 OFFSET $3
  ) keys
)
SELECT p.src, p.ord, ${COLUMNS('e')}, e.is_equipment, e.notes, NULL::uuid AS visible_id FROM page p JOIN expenses e ON p.src = 0 AND e.id = p.id
UNION ALL
SELECT p.src, p.ord, ${COLUMNS('s')}, false, NULL::text, s.visible_id FROM page p JOIN supplier_invoices s ON p.src = 1 AND s.id = p.id
ORDER BY ord`;

const num = (v: string | null) => (v === null ? null : Number(v));

app.get('/expenses', async (request, reply) => {
  const key = await actor(request.headers.authorization);
  if (!key) return reply.code(401).send({ error: 'UNAUTHORIZED' });
  const query = request.query as Record<string, string>;
  const limit = Math.min(200, Math.max(1, Number(query.pageSize ?? query.limit ?? 50)));
  const offset = (Math.max(1, Number(query.page ?? 1)) - 1) * limit;
  const [page, count] = await Promise.all([
    pool.query(PAGE_SQL, [key.company_id, limit, offset]),
    pool.query(`SELECT coalesce(sum(count), 0) AS total FROM purchase_counts WHERE company_id = $1 AND source = ANY($2::smallint[])`, [key.company_id, [0, 1]]),
  ]);
  const rows = page.rows;
  const own = rows.filter((r) => r.src === 0);
  const [vendors, users, files] = await Promise.all([
    pool.query('SELECT id, name FROM entities WHERE company_id = $1 AND id = ANY($2::int[])', [key.company_id, [...new Set(rows.map((r) => r.vendor_id))]]),
    pool.query('SELECT id, name FROM api_keys WHERE company_id = $1 AND id = ANY($2::int[])', [key.company_id, [...new Set(own.map((r) => r.user_key_id))]]),
    pool.query('SELECT id FROM files WHERE company_id = $1 AND id = ANY($2::int[])', [key.company_id, [...new Set(own.map((r) => r.file_id))]]),
  ]);
  const vendorName = new Map(vendors.rows.map((v) => [v.id, v.name]));
  const userName = new Map(users.rows.map((u) => [u.id, u.name]));
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const fileUrl = new Map(
    files.rows.map((f) => [
      f.id,
      `http://127.0.0.1/files/content/${f.id}?expires=${expires}&signature=${createHmac('sha256', SIGNING_KEY).update(`${f.id}.${expires}`).digest('hex')}`,
    ]),
  );
  const total = Number(count.rows[0].total);
  return {
    data: rows.map((r) => {
      const expense = {
        id: r.id,
        entityId: r.vendor_id,
        title: r.title,
        date: r.date,
        documentNumber: r.document_number,
        currency: r.currency,
        total: num(r.total),
        tax: num(r.tax),
        deductableTax: num(r.deductable_tax),
        isEquipment: r.is_equipment,
        notes: r.notes,
        fileId: r.file_id,
        totalInILS: num(r.total_in_ils),
        createdAt: r.created_at,
      };
      const vendor = { id: r.vendor_id, name: vendorName.get(r.vendor_id) ?? null };
      return r.src === 0
        ? {
            source: 'expense',
            expense,
            vendor,
            user: { id: r.user_key_id, name: userName.get(r.user_key_id) ?? null },
            file: { id: r.file_id, remoteUrl: fileUrl.get(r.file_id) ?? null },
          }
        : { source: 'supplier_invoice', documentVisibleId: r.visible_id, expense, vendor };
    }),
    pagination: { total, limit, offset, hasMore: offset + rows.length < total, page: Math.floor(offset / limit) + 1, pageSize: limit, totalPages: Math.ceil(total / limit) },
  };
});

app.listen({ port: Number(process.env.PORT ?? 3112), host: '127.0.0.1' }).then(() => console.log('raw server ready'));
