import { Injectable } from '@nestjs/common';
import { PaymentMethod, PaymentMethodRepository } from '@backoffice/payments/application';
import { CardBrand } from '@backoffice/payments/domain';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

interface Row {
  id: number;
  public_id: string;
  company_id: number;
  entity_id: number;
  provider: string;
  processor_token: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: Date;
  detached_at: Date | null;
}

const COLUMNS = 'id, public_id, company_id, entity_id, provider, processor_token, brand, last4, exp_month, exp_year, created_at, detached_at';

const toMethod = (r: Row): PaymentMethod => ({
  id: r.id,
  publicId: r.public_id,
  companyId: r.company_id,
  entityId: r.entity_id,
  provider: r.provider,
  processorToken: r.processor_token,
  brand: r.brand,
  last4: r.last4,
  expMonth: r.exp_month,
  expYear: r.exp_year,
  createdAt: r.created_at,
  detachedAt: r.detached_at,
});

@Injectable()
export class PgPaymentMethodRepository implements PaymentMethodRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.db.query(sql, params);
  }

  async insert(m: Omit<PaymentMethod, 'id'>): Promise<PaymentMethod> {
    const [row] = await this.query<Row>(
      `INSERT INTO payment_methods (public_id, company_id, entity_id, provider, processor_token, brand, last4, exp_month, exp_year, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) RETURNING ${COLUMNS}`,
      [m.publicId, m.companyId, m.entityId, m.provider, m.processorToken, m.brand, m.last4, m.expMonth, m.expYear, m.createdAt],
    );
    return toMethod(row);
  }

  async find(companyId: number, publicId: string): Promise<PaymentMethod | null> {
    const [row] = await this.query<Row>(`SELECT ${COLUMNS} FROM payment_methods WHERE company_id = $1 AND public_id = $2`, [companyId, publicId]);
    return row ? toMethod(row) : null;
  }

  async detach(id: number, at: Date): Promise<boolean> {
    // Wrapped in a SELECT: the driver answers a bare UPDATE … RETURNING with [rows, count].
    const rows = await this.query<{ id: number }>(
      `WITH detached AS (UPDATE payment_methods SET detached_at = $2 WHERE id = $1 AND detached_at IS NULL RETURNING id) SELECT id FROM detached`,
      [id, at],
    );
    return rows.length === 1;
  }

  async listAttached(companyId: number, entityId?: number): Promise<PaymentMethod[]> {
    const rows = await this.query<Row>(`SELECT ${COLUMNS} FROM payment_methods WHERE company_id = $1 AND detached_at IS NULL AND ($2::int IS NULL OR entity_id = $2) ORDER BY id`, [
      companyId,
      entityId ?? null,
    ]);
    return rows.map(toMethod);
  }
}
