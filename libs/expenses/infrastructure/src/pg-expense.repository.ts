import { Injectable } from '@nestjs/common';
import { ExpenseRepository, ExpenseSort, NewExpense, PurchaseFilter } from '@backoffice/expenses/application';
import { Expense, ListedPurchase, SummaryGroup } from '@backoffice/expenses/domain';
import { Decimal, PageWindow } from '@backoffice/shared/kernel';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';
import { ExpenseRow, InvoiceRow, money, toExpense, toSupplierInvoice } from './purchase-row.mapper';
import { EXPENSE_COLUMNS, SEARCH_TEXT, SHARED_COLUMNS, SORT_COLUMNS, filterSql, isUnfiltered } from './purchase-sql';

/** The columns an expense's insert and update both write, in the order of `writable`. */
const WRITABLE_COLUMNS = [
  'vendor_id',
  'file_id',
  'title',
  'date',
  'document_number',
  'currency',
  'total',
  'tax',
  'deductable_tax',
  'is_equipment',
  'notes',
  'total_in_ils',
  'tax_in_ils',
  'deductable_tax_in_ils',
];
const writable = (e: NewExpense | Expense) => [
  e.vendorId,
  e.fileId,
  e.title,
  e.date,
  e.documentNumber,
  e.currency,
  money(e.total),
  money(e.tax),
  money(e.deductableTax),
  e.isEquipment,
  e.notes,
  money(e.totalInIls),
  money(e.taxInIls),
  money(e.deductableTaxInIls),
];
const INSERT_EXPENSE = `INSERT INTO expenses (company_id, user_key_id, ${WRITABLE_COLUMNS.join(', ')})
  VALUES ($1, $2, ${WRITABLE_COLUMNS.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id`;
const UPDATE_EXPENSE = `UPDATE expenses SET ${WRITABLE_COLUMNS.map((column, i) => `${column} = $${i + 3}`).join(', ')} WHERE company_id = $1 AND id = $2`;

/** Expenses in plain SQL, and the merged list and summary that also read supplier invoices. */
@Injectable()
export class PgExpenseRepository implements ExpenseRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  private query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.db.query(sql, params);
  }

  private select<T>(sql: string, params: unknown[] = [], options?: { prepare?: boolean }): Promise<T[]> {
    return this.db.select<T>(sql, params, options);
  }

  async insert(e: NewExpense): Promise<number> {
    const [row] = await this.query<{ id: number }>(INSERT_EXPENSE, [e.companyId, e.userId, ...writable(e)]);
    return row.id;
  }

  async findById(companyId: number, id: number): Promise<Expense | null> {
    const [row] = await this.select<ExpenseRow>(`SELECT ${EXPENSE_COLUMNS} FROM expenses e WHERE e.company_id = $1 AND e.id = $2`, [companyId, id]);
    return row ? toExpense(row) : null;
  }

  async lockById(companyId: number, id: number): Promise<Expense | null> {
    const [row] = await this.query<ExpenseRow>(`SELECT ${EXPENSE_COLUMNS} FROM expenses e WHERE e.company_id = $1 AND e.id = $2 FOR UPDATE`, [companyId, id]);
    return row ? toExpense(row) : null;
  }

  async update(e: Expense): Promise<void> {
    await this.query(UPDATE_EXPENSE, [e.companyId, e.id, ...writable(e)]);
  }

  async delete(companyId: number, id: number): Promise<boolean> {
    // TypeORM answers a DELETE … RETURNING with [rows, affected count].
    const [rows] = await this.query<{ id: number }[]>(`DELETE FROM expenses WHERE company_id = $1 AND id = $2 RETURNING id`, [companyId, id]);
    return rows.length > 0;
  }

  async list(companyId: number, filter: PurchaseFilter, sort: ExpenseSort, window: PageWindow): Promise<{ rows: Expense[]; total: number }> {
    const { params, where, prepared } = filterSql(filter, companyId);
    const dir = sort.order === 'desc' ? 'DESC' : 'ASC';
    const n = params.length;
    const [rows, total] = await Promise.all([
      this.select<ExpenseRow>(
        `SELECT ${EXPENSE_COLUMNS} FROM expenses e WHERE ${where('e')}
         ORDER BY e.${SORT_COLUMNS[sort.field]} ${dir}, e.id ${dir} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, window.limit, window.offset],
        prepared,
      ),
      isUnfiltered(filter) ? this.keptCount(companyId, [0]) : this.count(`SELECT count(*) AS total FROM expenses e WHERE ${where('e')}`, params, prepared),
    ]);
    return { rows: rows.map(toExpense), total };
  }

  /**
   * One query. The page's keys come from a UNION ALL of both tables whose company, status and
   * filters are stated outside it, so PostgreSQL pushes them into each branch as index equalities
   * and merges two ordered index-only scans (a Merge Append) instead of sorting 400k rows; the
   * source only breaks (key, id) ties. Then only the page's rows are fetched.
   */
  async listMerged(companyId: number, filter: PurchaseFilter, sort: ExpenseSort, window: PageWindow): Promise<{ rows: ListedPurchase[]; total: number }> {
    const { params, where, prepared } = filterSql(filter, companyId);
    const key = SORT_COLUMNS[sort.field === 'title' || sort.field === 'total' ? sort.field : 'date'];
    const dir = sort.order === 'desc' ? 'DESC' : 'ASC';
    const n = params.length;
    const merged = `(
        SELECT e.company_id, 'ACTIVE'::text AS status, 0 AS src, e.id, e.${key} AS k, e.date, e.vendor_id, ${SEARCH_TEXT.e} AS search_text FROM expenses e
        UNION ALL
        SELECT s.company_id, s.status, 1, s.id, s.${key}, s.date, s.vendor_id, ${SEARCH_TEXT.s} FROM supplier_invoices s
      ) u WHERE ${where('u')} AND u.status = 'ACTIVE'`;
    const [rows, total] = await Promise.all([
      this.select<ExpenseRow & InvoiceRow & { src: number }>(
        `WITH page AS (
           SELECT src, id, row_number() OVER (ORDER BY k ${dir}, id ${dir}, src ${dir}) AS ord FROM (
             SELECT u.src, u.id, u.k FROM ${merged} ORDER BY u.k ${dir}, u.id ${dir}, u.src ${dir} LIMIT $${n + 1} OFFSET $${n + 2}
           ) keys
         )
         SELECT p.src, p.ord, ${SHARED_COLUMNS('e')}, e.is_equipment, e.notes, NULL::uuid AS visible_id, NULL::text AS status, NULL::timestamptz AS cancelled_at
           FROM page p JOIN expenses e ON p.src = 0 AND e.id = p.id
         UNION ALL
         SELECT p.src, p.ord, ${SHARED_COLUMNS('s')}, false, NULL::text, s.visible_id, s.status, s.cancelled_at
           FROM page p JOIN supplier_invoices s ON p.src = 1 AND s.id = p.id
         ORDER BY ord`,
        [...params, window.limit, window.offset],
        prepared,
      ),
      isUnfiltered(filter) ? this.keptCount(companyId, [0, 1]) : this.count(`SELECT count(*) AS total FROM ${merged}`, params, prepared),
    ]);
    const listed = rows.map((r): ListedPurchase =>
      r.src === 0 ? Object.assign(toExpense(r), { source: 'expense' as const }) : Object.assign(toSupplierInvoice(r), { source: 'supplier_invoice' as const }),
    );
    return { rows: listed, total };
  }

  private async count(sql: string, params: unknown[], options?: { prepare?: boolean }): Promise<number> {
    const [row] = await this.select<{ total: string }>(sql, params, options);
    return Number(row.total);
  }

  /** The trigger-kept count of a company's expenses (source 0) and active supplier invoices (1). */
  private keptCount(companyId: number, sources: number[]): Promise<number> {
    return this.count(`SELECT coalesce(sum(count), 0) AS total FROM purchase_counts WHERE company_id = $1 AND source = ANY($2::smallint[])`, [companyId, sources], {
      prepare: true,
    });
  }

  async summary(companyId: number, startDate: string, endDate: string): Promise<SummaryGroup[]> {
    const rows = await this.select<{ is_equipment: boolean; converted: boolean; count: number; total: string; tax: string; deductable_tax: string }>(
      `SELECT is_equipment, total_in_ils IS NOT NULL AS converted, count(*)::int AS count,
         coalesce(sum(total_in_ils), 0)::text AS total, coalesce(sum(tax_in_ils), 0)::text AS tax, coalesce(sum(deductable_tax_in_ils), 0)::text AS deductable_tax
       FROM (
         SELECT is_equipment, total_in_ils, tax_in_ils, deductable_tax_in_ils FROM expenses WHERE company_id = $1 AND date BETWEEN $2::date AND $3::date
         UNION ALL
         SELECT false, total_in_ils, tax_in_ils, deductable_tax_in_ils FROM supplier_invoices
          WHERE company_id = $1 AND status = 'ACTIVE' AND date BETWEEN $2::date AND $3::date
       ) u GROUP BY 1, 2`,
      [companyId, startDate, endDate],
    );
    return rows.map((r) => ({
      isEquipment: r.is_equipment,
      converted: r.converted,
      count: r.count,
      total: Decimal.of(r.total),
      tax: Decimal.of(r.tax),
      deductableTax: Decimal.of(r.deductable_tax),
    }));
  }
}
