import { Injectable } from '@nestjs/common';
import { PaymentPage, PaymentPlanRepository, RecurringInterval, RecurringPayment } from '@backoffice/payments/application';
import { Decimal, PageWindow } from '@backoffice/shared/kernel';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

interface PageRow {
  id: number;
  public_id: string;
  company_id: number;
  entity_id: number | null;
  title: string;
  description: string | null;
  amount: string;
  currency: string;
  created_at: Date;
}
const PAGE_COLUMNS = 'id, public_id, company_id, entity_id, title, description, amount::text AS amount, currency, created_at';
const toPage = (r: PageRow): PaymentPage => ({
  id: r.id,
  publicId: r.public_id,
  companyId: r.company_id,
  entityId: r.entity_id,
  title: r.title,
  description: r.description,
  amount: Decimal.of(r.amount),
  currency: r.currency,
  createdAt: r.created_at,
});

interface RecurringRow {
  id: number;
  public_id: string;
  company_id: number;
  entity_id: number;
  payment_method_id: number;
  payment_method_public_id: string;
  amount: string;
  currency: string;
  interval: RecurringInterval;
  start_date: string;
  next_charge_date: string;
  description: string | null;
  created_at: Date;
}
const RECURRING_SELECT = `
  SELECT r.id, r.public_id, r.company_id, r.entity_id, r.payment_method_id, m.public_id AS payment_method_public_id, r.amount::text AS amount,
         r.currency, r.interval, to_char(r.start_date, 'YYYY-MM-DD') AS start_date, to_char(r.next_charge_date, 'YYYY-MM-DD') AS next_charge_date,
         r.description, r.created_at
  FROM recurring_payments r JOIN payment_methods m ON m.id = r.payment_method_id`;
const toRecurring = (r: RecurringRow): RecurringPayment => ({
  id: r.id,
  publicId: r.public_id,
  companyId: r.company_id,
  entityId: r.entity_id,
  paymentMethodId: r.payment_method_id,
  paymentMethodPublicId: r.payment_method_public_id,
  amount: Decimal.of(r.amount),
  currency: r.currency,
  interval: r.interval,
  startDate: r.start_date,
  nextChargeDate: r.next_charge_date,
  description: r.description,
  status: 'active',
  createdAt: r.created_at,
});

/** Both lists read one window by (company, id DESC) and never count (pagination rule 7). */
@Injectable()
export class PgPaymentPlanRepository implements PaymentPlanRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.db.query(sql, params);
  }

  async insertPage(p: Omit<PaymentPage, 'id'>): Promise<PaymentPage> {
    const [row] = await this.query<PageRow>(
      `INSERT INTO payment_pages (public_id, company_id, entity_id, title, description, amount, currency, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING ${PAGE_COLUMNS}`,
      [p.publicId, p.companyId, p.entityId, p.title, p.description, p.amount.toScale(2), p.currency, p.createdAt],
    );
    return toPage(row);
  }

  async listPages(companyId: number, window: PageWindow): Promise<PaymentPage[]> {
    const rows = await this.query<PageRow>(`SELECT ${PAGE_COLUMNS} FROM payment_pages WHERE company_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`, [
      companyId,
      window.limit,
      window.offset,
    ]);
    return rows.map(toPage);
  }

  async insertRecurring(p: Omit<RecurringPayment, 'id' | 'paymentMethodPublicId'>): Promise<RecurringPayment> {
    const [row] = await this.query<{ id: number }>(
      `INSERT INTO recurring_payments (public_id, company_id, entity_id, payment_method_id, amount, currency, interval, start_date, next_charge_date, description, status, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) RETURNING id`,
      [p.publicId, p.companyId, p.entityId, p.paymentMethodId, p.amount.toScale(2), p.currency, p.interval, p.startDate, p.nextChargeDate, p.description, p.status, p.createdAt],
    );
    const [created] = await this.query<RecurringRow>(`${RECURRING_SELECT} WHERE r.id = $1`, [row.id]);
    return toRecurring(created);
  }

  async listRecurring(companyId: number, window: PageWindow): Promise<RecurringPayment[]> {
    const rows = await this.query<RecurringRow>(`${RECURRING_SELECT} WHERE r.company_id = $1 ORDER BY r.id DESC LIMIT $2 OFFSET $3`, [companyId, window.limit, window.offset]);
    return rows.map(toRecurring);
  }
}
