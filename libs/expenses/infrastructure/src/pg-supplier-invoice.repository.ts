import { Injectable } from '@nestjs/common';
import { NewSupplierInvoice, PurchaseFilter, SupplierInvoiceRepository } from '@backoffice/expenses/application';
import { SupplierInvoice } from '@backoffice/expenses/domain';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';
import { InvoiceRow, money, toSupplierInvoice } from './purchase-row.mapper';
import { INVOICE_COLUMNS, filterSql } from './purchase-sql';

/** Supplier invoices of the purchase side, in plain SQL. */
@Injectable()
export class PgSupplierInvoiceRepository implements SupplierInvoiceRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  private query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.db.query(sql, params);
  }

  async insert(i: NewSupplierInvoice): Promise<{ id: number; visibleId: string }> {
    const [row] = await this.query<{ id: number; visible_id: string }>(
      `INSERT INTO supplier_invoices (company_id, vendor_id, file_id, user_key_id, title, date, document_number, currency, total, tax, deductable_tax,
         total_in_ils, tax_in_ils, deductable_tax_in_ils)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) RETURNING id, visible_id`,
      [
        i.companyId,
        i.vendorId,
        i.fileId,
        i.userId,
        i.title,
        i.date,
        i.documentNumber,
        i.currency,
        money(i.total),
        money(i.tax),
        money(i.deductableTax),
        money(i.totalInIls),
        money(i.taxInIls),
        money(i.deductableTaxInIls),
      ],
    );
    return { id: row.id, visibleId: row.visible_id };
  }

  async findByVisibleId(companyId: number, visibleId: string): Promise<SupplierInvoice | null> {
    const [row] = await this.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM supplier_invoices s WHERE s.company_id = $1 AND s.visible_id = $2`, [companyId, visibleId]);
    return row ? toSupplierInvoice(row) : null;
  }

  async list(companyId: number, filter: PurchaseFilter): Promise<SupplierInvoice[]> {
    const { params, where } = filterSql({ startDate: filter.startDate, endDate: filter.endDate, vendorId: filter.vendorId }, companyId);
    const rows = await this.query<InvoiceRow>(`SELECT ${INVOICE_COLUMNS} FROM supplier_invoices s WHERE ${where('s')} ORDER BY s.date DESC, s.id DESC`, params);
    return rows.map(toSupplierInvoice);
  }

  async cancel(companyId: number, visibleId: string, at: Date): Promise<boolean> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    const [rows] = await this.query<{ id: number }[]>(
      `UPDATE supplier_invoices SET status = 'CANCELLED', cancelled_at = $3 WHERE company_id = $1 AND visible_id = $2 AND status = 'ACTIVE' RETURNING id`,
      [companyId, visibleId, at],
    );
    return rows.length > 0;
  }
}
