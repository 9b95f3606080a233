import { Injectable } from '@nestjs/common';
import { ChargeRepository, Refund } from '@backoffice/payments/application';
import { Charge, ChargeStatus } from '@backoffice/payments/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

interface Row {
  id: number;
  public_id: string;
  company_id: number;
  entity_id: number;
  payment_method_id: number;
  payment_method_public_id: string;
  brand: string;
  last4: string;
  provider: string;
  processor_reference: string | null;
  amount: string;
  currency: string;
  status: ChargeStatus;
  captured_amount: string;
  refunded_amount: string;
  failure_code: string | null;
  failure_message: string | null;
  description: string | null;
  issue_receipt: boolean;
  receipt_document_id: number | null;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `
  SELECT c.id, c.public_id, c.company_id, c.entity_id, c.payment_method_id, m.public_id AS payment_method_public_id, m.brand, m.last4,
         c.provider, c.processor_reference, c.amount::text AS amount, c.currency, c.status, c.captured_amount::text AS captured_amount,
         c.refunded_amount::text AS refunded_amount, c.failure_code, c.failure_message, c.description, c.issue_receipt,
         c.receipt_document_id, c.created_at, c.updated_at
  FROM charges c JOIN payment_methods m ON m.id = c.payment_method_id`;

const toCharge = (r: Row): Charge => ({
  id: r.id,
  publicId: r.public_id,
  companyId: r.company_id,
  entityId: r.entity_id,
  paymentMethodId: r.payment_method_id,
  paymentMethodPublicId: r.payment_method_public_id,
  brand: r.brand,
  last4: r.last4,
  provider: r.provider,
  processorReference: r.processor_reference,
  amount: Decimal.of(r.amount),
  currency: r.currency,
  status: r.status,
  capturedAmount: Decimal.of(r.captured_amount),
  refundedAmount: Decimal.of(r.refunded_amount),
  failureCode: r.failure_code,
  failureMessage: r.failure_message,
  description: r.description,
  issueReceipt: r.issue_receipt,
  receiptDocumentId: r.receipt_document_id,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

interface RefundRow {
  id: number;
  public_id: string;
  charge_id: number;
  amount: string;
  reason: string | null;
  processor_reference: string;
  created_at: Date;
}
const REFUND_COLUMNS = 'id, public_id, charge_id, amount::text AS amount, reason, processor_reference, created_at';
const toRefund = (r: RefundRow): Refund => ({
  id: r.id,
  publicId: r.public_id,
  chargeId: r.charge_id,
  amount: Decimal.of(r.amount),
  reason: r.reason,
  processorReference: r.processor_reference,
  createdAt: r.created_at,
});

@Injectable()
export class PgChargeRepository implements ChargeRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.db.query(sql, params);
  }

  async insert(c: Omit<Charge, 'id'>): Promise<Charge> {
    const [row] = await this.query<{ id: number }>(
      `INSERT INTO charges (public_id, company_id, entity_id, payment_method_id, provider, processor_reference, amount, currency, status,
         captured_amount, refunded_amount, failure_code, failure_message, description, issue_receipt, receipt_document_id, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18) RETURNING id`,
      [
        c.publicId,
        c.companyId,
        c.entityId,
        c.paymentMethodId,
        c.provider,
        c.processorReference,
        c.amount.toScale(2),
        c.currency,
        c.status,
        c.capturedAmount.toScale(2),
        c.refundedAmount.toScale(2),
        c.failureCode,
        c.failureMessage,
        c.description,
        c.issueReceipt,
        c.receiptDocumentId,
        c.createdAt,
        c.updatedAt,
      ],
    );
    return { ...c, id: row.id };
  }

  async find(companyId: number, publicId: string): Promise<Charge | null> {
    const [row] = await this.query<Row>(`${SELECT} WHERE c.company_id = $1 AND c.public_id = $2`, [companyId, publicId]);
    return row ? toCharge(row) : null;
  }

  async lock(companyId: number, publicId: string): Promise<Charge | null> {
    const [row] = await this.query<Row>(`${SELECT} WHERE c.company_id = $1 AND c.public_id = $2 FOR UPDATE OF c`, [companyId, publicId]);
    return row ? toCharge(row) : null;
  }

  async update(id: number, change: { status: ChargeStatus; capturedAmount: Decimal; refundedAmount: Decimal; receiptDocumentId: number | null; updatedAt: Date }): Promise<void> {
    await this.query(`UPDATE charges SET status = $2, captured_amount = $3, refunded_amount = $4, receipt_document_id = $5, updated_at = $6 WHERE id = $1`, [
      id,
      change.status,
      change.capturedAmount.toScale(2),
      change.refundedAmount.toScale(2),
      change.receiptDocumentId,
      change.updatedAt,
    ]);
  }

  async insertRefund(r: Omit<Refund, 'id'>): Promise<Refund> {
    const [row] = await this.query<RefundRow>(
      `INSERT INTO charge_refunds (public_id, charge_id, amount, reason, processor_reference, created_at) VALUES ($1,$2,$3,$4,$5,$6) RETURNING ${REFUND_COLUMNS}`,
      [r.publicId, r.chargeId, r.amount.toScale(2), r.reason, r.processorReference, r.createdAt],
    );
    return toRefund(row);
  }

  async refundsOf(chargeId: number): Promise<Refund[]> {
    return (await this.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM charge_refunds WHERE charge_id = $1 ORDER BY id`, [chargeId])).map(toRefund);
  }
}
