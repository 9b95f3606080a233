/**
 * The ceiling for the inventory benchmarks: the same two endpoints on bare Fastify + pg, running
 * the same SQL as the real adapter (key lookup, page + count, key names; and for create: lock,
 * update, insert in one transaction), with no Nest, no ORM, no validation classes.
 *   DATABASE_URL=… PORT=3102 node -r @swc-node/register bench/inventory/raw-server.ts
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { Pool, PoolClient } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
const app = Fastify({ logger: false });

async function actor(authorization: string | undefined) {
  const secret = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const hash = createHash('sha256').update(secret).digest('hex');
  const { rows } = await pool.query('SELECT id, company_id, name, role FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL LIMIT 1', [hash]);
  return rows[0] as { id: number; company_id: number; name: string } | undefined;
}

const num = (v: string | null) => (v === null ? null : Number(v));

app.get('/inventory/movements', async (request, reply) => {
  const key = await actor(request.headers.authorization);
  if (!key) return reply.code(401).send({ error: 'UNAUTHORIZED' });
  const inventoryId = Number((request.query as Record<string, string>).inventoryId);
  const params = [key.company_id, inventoryId];
  const where = 'm.company_id = $1 AND m.inventory_id = $2';
  const [page, count] = await Promise.all([
    pool.query(
      `SELECT m.id, m.company_id, m.inventory_id, m.warehouse_id,
                (SELECT s.product_id FROM stock_records s WHERE s.id = m.inventory_id) AS product_id, m.user_id, m.document_id, m.movement_type, m.quantity,
              m.quantity_delta, m.reserved_delta, m.unit_price, m.reason, m.reference_id, m.reference_type, m.notes, m.is_virtual, m.created_at
         FROM (SELECT * FROM stock_movements m WHERE ${where} ORDER BY m.id DESC LIMIT 50 OFFSET 0) m
        ORDER BY m.id DESC`,
      params,
    ),
    pool.query(`SELECT count(*)::int AS total FROM stock_movements m WHERE ${where}`, params),
  ]);
  const userIds = [...new Set(page.rows.map((r) => r.user_id).filter((id) => id !== null))];
  const users = new Map<number, { id: number; name: string }>();
  if (userIds.length > 0) {
    const found = await pool.query('SELECT id, name FROM api_keys WHERE company_id = $1 AND id = ANY($2::int[])', [key.company_id, userIds]);
    for (const u of found.rows) users.set(u.id, { id: u.id, name: u.name });
  }
  const total = count.rows[0].total as number;
  return {
    data: page.rows.map((m) => ({
      movement: {
        id: Number(m.id),
        inventoryId: m.inventory_id,
        warehouseId: m.warehouse_id,
        userId: m.user_id,
        documentId: m.document_id,
        movementType: m.movement_type,
        quantity: Number(m.quantity),
        unitPrice: num(m.unit_price),
        reason: m.reason,
        referenceId: m.reference_id,
        referenceType: m.reference_type,
        notes: m.notes,
        isVirtual: m.is_virtual,
        createdAt: m.created_at,
      },
      inventory: { id: m.inventory_id, productId: m.product_id, warehouseId: m.warehouse_id },
      user: users.get(m.user_id) ?? null,
    })),
    pagination: { total, limit: 50, offset: 0, hasMore: page.rows.length < total, page: 1, pageSize: 50, totalPages: Math.ceil(total / 50) },
  };
});

app.post('/inventory/movements/create', async (request, reply) => {
  const key = await actor(request.headers.authorization);
  if (!key) return reply.code(401).send({ error: 'UNAUTHORIZED' });
  const body = request.body as { inventoryId: number; quantity: number };
  const client: PoolClient = await pool.connect();
  try {
    await client.query('BEGIN');
    const locked = await client.query(
      'SELECT id, warehouse_id, quantity, reserved_quantity FROM stock_records WHERE company_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE',
      [key.company_id, [body.inventoryId]],
    );
    const record = locked.rows[0];
    if (!record) {
      await client.query('ROLLBACK');
      return reply.code(404).send({ error: 'INVENTORY_NOT_FOUND' });
    }
    const q = String(body.quantity);
    const updated = await client.query('UPDATE stock_records SET quantity = quantity + $3::numeric, updated_at = now() WHERE company_id = $1 AND id = $2 RETURNING quantity', [
      key.company_id,
      record.id,
      q,
    ]);
    const inserted = await client.query(
      `INSERT INTO stock_movements (company_id, inventory_id, warehouse_id, user_id, movement_type, quantity, requested_quantity,
         quantity_delta, reserved_delta, unit_price, reason, reference_id, reference_type, notes, transfer_peer_id)
       VALUES ($1, $2, $3, $4, 'ADD', $5, $5, $5, 0, NULL, NULL, NULL, NULL, NULL, NULL) RETURNING id`,
      [key.company_id, record.id, record.warehouse_id, key.id, q],
    );
    await client.query('COMMIT');
    return {
      success: true,
      movementId: Number(inserted.rows[0].id),
      previousQuantity: Number(record.quantity),
      newQuantity: Number(updated.rows[0].quantity),
      previousReservedQuantity: Number(record.reserved_quantity),
      newReservedQuantity: Number(record.reserved_quantity),
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
});

app.listen({ port: Number(process.env.PORT ?? 3102), host: '127.0.0.1' }).then(() => console.log('raw server ready'));
