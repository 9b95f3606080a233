import { Injectable } from '@nestjs/common';
import { InventoryRepository, MovementFilter, MovementSort, NewMovement, StockRecordFilter } from '@backoffice/inventory/application';
import { MovementType, StockMovement, StockRecord, Warehouse } from '@backoffice/inventory/domain';
import { PageWindow } from '@backoffice/shared/kernel';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

type Row = Record<string, unknown>;

const RECORD_COLUMNS = 'id, company_id, product_id, warehouse_id, quantity, reserved_quantity, updated_at';

const toWarehouse = (r: Row): Warehouse => ({ id: r.id as number, companyId: r.company_id as number, name: r.name as string, createdAt: r.created_at as Date });

const toStockRecord = (r: Row): StockRecord => ({
  id: r.id as number,
  companyId: r.company_id as number,
  productId: r.product_id as number,
  warehouseId: r.warehouse_id as number,
  quantity: r.quantity as string,
  reservedQuantity: r.reserved_quantity as string,
  updatedAt: r.updated_at as Date,
});

const toMovement = (r: Row): StockMovement => ({
  id: Number(r.id),
  companyId: r.company_id as number,
  inventoryId: r.inventory_id as number,
  warehouseId: r.warehouse_id as number,
  productId: r.product_id as number,
  userId: r.user_id as number | null,
  documentId: r.document_id as number | null,
  movementType: r.movement_type as MovementType,
  quantity: r.quantity as string,
  quantityDelta: r.quantity_delta as string,
  reservedDelta: r.reserved_delta as string,
  unitPrice: r.unit_price as string | null,
  reason: r.reason as string | null,
  referenceId: r.reference_id as number | null,
  referenceType: r.reference_type as string | null,
  notes: r.notes as string | null,
  isVirtual: r.is_virtual as boolean,
  createdAt: r.created_at as Date,
});

/** Sort keys of GET /inventory/movements; `id` breaks ties in the same direction. */
const SORT_COLUMNS: Record<MovementSort['by'], string> = { id: 'm.id', movementType: 'm.movement_type', quantity: 'm.quantity', createdAt: 'm.created_at' };

/**
 * Inventory tables in plain SQL: the locking (FOR UPDATE in id order), the race-safe create
 * (ON CONFLICT) and the list's index-friendly shape are the point of this adapter, so they are
 * written out rather than left to the ORM. Every statement is scoped by company.
 */
@Injectable()
export class PgInventoryRepository implements InventoryRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  private query(sql: string, params: unknown[]): Promise<Row[]> {
    return this.db.query(sql, params);
  }

  /**
   * Reads of the lists: on the pool directly outside a transaction (UnitOfWork.select), as
   * prepared statements unless a free-text filter makes the plan depend on its term.
   */
  private select(sql: string, params: unknown[], options?: { prepare?: boolean }): Promise<Row[]> {
    return this.db.select<Row>(sql, params, options);
  }

  async createWarehouse(companyId: number, name: string): Promise<Warehouse> {
    const [row] = await this.query(`INSERT INTO warehouses (company_id, name) VALUES ($1, $2) RETURNING id, company_id, name, created_at`, [companyId, name]);
    return toWarehouse(row);
  }

  async listWarehouses(companyId: number): Promise<Warehouse[]> {
    return (await this.query(`SELECT id, company_id, name, created_at FROM warehouses WHERE company_id = $1 ORDER BY id`, [companyId])).map(toWarehouse);
  }

  async warehouseExists(companyId: number, id: number): Promise<boolean> {
    return (await this.query(`SELECT 1 FROM warehouses WHERE company_id = $1 AND id = $2`, [companyId, id])).length > 0;
  }

  async ensureStockRecord(companyId: number, productId: number, warehouseId: number): Promise<{ id: number; created: boolean }> {
    // DO NOTHING waits for a concurrent insert of the same pair to commit, then yields no row;
    // the SELECT (a new snapshot under READ COMMITTED) then sees the winner's row.
    const inserted = await this.query(
      `INSERT INTO stock_records (company_id, product_id, warehouse_id) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, product_id, warehouse_id) DO NOTHING RETURNING id`,
      [companyId, productId, warehouseId],
    );
    if (inserted.length > 0) return { id: inserted[0].id as number, created: true };
    const [existing] = await this.query(`SELECT id FROM stock_records WHERE company_id = $1 AND product_id = $2 AND warehouse_id = $3`, [companyId, productId, warehouseId]);
    return { id: existing.id as number, created: false };
  }

  async findStockRecord(companyId: number, id: number): Promise<StockRecord | null> {
    const [row] = await this.query(`SELECT ${RECORD_COLUMNS} FROM stock_records WHERE company_id = $1 AND id = $2`, [companyId, id]);
    return row ? toStockRecord(row) : null;
  }

  async listStockRecords(companyId: number, filter: StockRecordFilter, window: PageWindow): Promise<{ rows: StockRecord[]; total: number }> {
    const params: unknown[] = [companyId];
    let where = 'company_id = $1';
    if (filter.productId !== undefined) where += ` AND product_id = $${params.push(filter.productId)}`;
    if (filter.warehouseId !== undefined) where += ` AND warehouse_id = $${params.push(filter.warehouseId)}`;
    const [rows, [count]] = await Promise.all([
      this.select(`SELECT ${RECORD_COLUMNS} FROM stock_records WHERE ${where} ORDER BY id ${limitOffset(params)}`, [...params, ...windowParams(window)], {
        prepare: true,
      }),
      this.select(`SELECT count(*)::int AS total FROM stock_records WHERE ${where}`, params, { prepare: true }),
    ]);
    return { rows: rows.map(toStockRecord), total: count.total as number };
  }

  async lockStockRecords(companyId: number, ids: number[]): Promise<StockRecord[]> {
    const rows = await this.query(`SELECT ${RECORD_COLUMNS} FROM stock_records WHERE company_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE`, [
      companyId,
      [...new Set(ids)].sort((a, b) => a - b),
    ]);
    return rows.map(toStockRecord);
  }

  async saveLevels(companyId: number, id: number, quantity: string, reservedQuantity: string): Promise<void> {
    await this.query(`UPDATE stock_records SET quantity = $3, reserved_quantity = $4, updated_at = now() WHERE company_id = $1 AND id = $2`, [
      companyId,
      id,
      quantity,
      reservedQuantity,
    ]);
  }

  async appendMovement(m: NewMovement): Promise<number> {
    const [row] = await this.query(
      `INSERT INTO stock_movements (company_id, inventory_id, warehouse_id, user_id, movement_type, quantity, requested_quantity,
         quantity_delta, reserved_delta, unit_price, reason, reference_id, reference_type, notes, transfer_peer_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        m.companyId,
        m.inventoryId,
        m.warehouseId,
        m.userId,
        m.movementType,
        m.quantity,
        m.requestedQuantity,
        m.quantityDelta,
        m.reservedDelta,
        m.unitPrice,
        m.reason,
        m.referenceId,
        m.referenceType,
        m.notes,
        m.transferPeerId,
      ],
    );
    return Number(row.id);
  }

  async listMovements(companyId: number, filter: MovementFilter, sort: MovementSort, window: PageWindow): Promise<{ rows: StockMovement[]; total: number }> {
    const params: unknown[] = [companyId];
    let where = 'm.company_id = $1';
    if (filter.inventoryId !== undefined) where += ` AND m.inventory_id = $${params.push(filter.inventoryId)}`;
    if (filter.movementType !== undefined) where += ` AND m.movement_type = $${params.push(filter.movementType)}`;
    if (filter.reason !== undefined) where += ` AND m.reason ILIKE $${params.push(`%${escapeLike(filter.reason)}%`)}`;
    const direction = sort.order === 'asc' ? 'ASC' : 'DESC';
    const order = sort.by === 'id' ? `m.id ${direction}` : `${SORT_COLUMNS[sort.by]} ${direction}, m.id ${direction}`;
    // A `reason` is matched by ILIKE, whose plan depends on the text: planned per request.
    const prepared = { prepare: filter.reason === undefined };
    // The page looks up `inventory.productId` by primary key for its 50 rows only (a join made the
    // planner hash all stock records); the count has no join
    // (docs/performance.md, pitfall 5) and is index-only on (company_id, inventory_id, id).
    const [rows, [count]] = await Promise.all([
      this.select(
        `SELECT m.id, m.company_id, m.inventory_id, m.warehouse_id,
                (SELECT s.product_id FROM stock_records s WHERE s.id = m.inventory_id) AS product_id, m.user_id, m.document_id, m.movement_type, m.quantity,
                m.quantity_delta, m.reserved_delta, m.unit_price, m.reason, m.reference_id, m.reference_type, m.notes, m.is_virtual, m.created_at
           FROM (SELECT * FROM stock_movements m WHERE ${where} ORDER BY ${order} ${limitOffset(params)}) m
          ORDER BY ${order}`,
        [...params, ...windowParams(window)],
        prepared,
      ),
      filter.inventoryId === undefined && filter.reason === undefined
        ? // Company-wide, by type or not: the trigger-kept counts (an exact sum of at most 128 rows).
          this.select(
            `SELECT coalesce(sum(count), 0)::int AS total FROM stock_movement_counts WHERE company_id = $1${filter.movementType !== undefined ? ' AND movement_type = $2' : ''}`,
            filter.movementType !== undefined ? [companyId, filter.movementType] : [companyId],
            { prepare: true },
          )
        : this.select(`SELECT count(*)::int AS total FROM stock_movements m WHERE ${where}`, params, prepared),
    ]);
    return { rows: rows.map(toMovement), total: count.total as number };
  }
}

/**
 * The window as SQL placeholders after `params` (values from `windowParams`), so a prepared
 * statement serves every page. The offset is clamped: the contract only clamps it below, and a
 * huge one (1e21 renders as "1e+21", 1e20 overflows bigint) must be an empty page, not a
 * database error.
 */
function limitOffset(params: unknown[]): string {
  return `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
}

function windowParams(window: PageWindow): [number, number] {
  return [Math.trunc(window.limit), Math.min(Math.trunc(window.offset), Number.MAX_SAFE_INTEGER)];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
