import { Injectable } from '@nestjs/common';
import { DocumentFilter, DocumentRepository, DocumentSummary, ExternalIdTaken, UnnumberedDocument } from '@backoffice/documents/application';
import { DocumentStatus, IssuedDocument } from '@backoffice/documents/domain';
import { Decimal, PageWindow } from '@backoffice/shared/kernel';
import { PG_UNIQUE_VIOLATION, pgConstraint, pgErrorCode, TypeOrmUnitOfWork } from '@backoffice/shared/persistence';
import { DOCUMENT_COLUMNS, DocumentRow, LineRow, PaymentRow, SUMMARY_COLUMNS, toDocument } from './document-row.mapper';

/**
 * Documents in plain SQL: the issuing path is the hottest write of the service (a counter row
 * lock per company and type), so it runs a fixed, small set of statements.
 */
@Injectable()
export class PgDocumentRepository implements DocumentRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  private query<T>(sql: string, params: unknown[] = [], options?: { prepare?: boolean }): Promise<T[]> {
    return this.db.query(sql, params, options);
  }

  /** Reads of the list: on the pool directly outside a transaction (UnitOfWork.select). */
  private select<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.db.select<T>(sql, params);
  }

  /**
   * One statement: the counter row's next number (locked until the transaction ends), the
   * document under it, its lines and its payments. Issuing holds the counter for as short a time
   * as it can: this statement, the outbox event and the stored answer, then the commit.
   */
  async insertNumbered(d: UnnumberedDocument): Promise<{ id: number; visibleId: string; number: number }> {
    try {
      const [row] = await this.query<{ id: number; visible_id: string; number: number }>(
        `WITH counter AS (
           INSERT INTO document_counters (company_id, type, last_number) VALUES ($1, $2, 1)
           ON CONFLICT (company_id, type) DO UPDATE SET last_number = document_counters.last_number + 1
           RETURNING last_number),
         doc AS (
           INSERT INTO documents (company_id, type, number, external_id, entity_id, client_name, client_tax_id, issue_date, currency,
             vat_rate, amount, tax, total_with_tax, covered_amount, status, related_document_id, remarks, approval_number_status,
             tax_authority_approval_number, created_by_key_id, created_at, updated_at)
           SELECT $1, $2, counter.last_number, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20 FROM counter
           RETURNING id, visible_id, number),
         line AS (
           INSERT INTO document_lines (document_id, position, description, quantity, unit_price, line_total, product_id)
           SELECT doc.id, l.ord, l.description, l.quantity, l.unit_price, l.line_total, l.product_id
           FROM doc, unnest($21::text[], $22::numeric[], $23::numeric[], $24::numeric[], $25::int[]) WITH ORDINALITY
             AS l(description, quantity, unit_price, line_total, product_id, ord)),
         payment AS (
           INSERT INTO document_payments (document_id, position, method, amount, paid_on)
           SELECT doc.id, p.ord, p.method, p.amount, p.paid_on
           FROM doc, unnest($26::text[], $27::numeric[], $28::date[]) WITH ORDINALITY AS p(method, amount, paid_on, ord))
         SELECT id, visible_id, number FROM doc`,
        [
          d.companyId,
          d.type,
          d.externalId,
          d.entityId,
          d.clientName,
          d.clientTaxId,
          d.issueDate,
          d.currency,
          d.vatRate.toString(),
          d.amount.toScale(2),
          d.tax.toScale(2),
          d.totalWithTax.toScale(2),
          d.coveredAmount.toScale(2),
          d.status,
          d.relatedDocumentId,
          d.remarks,
          d.approvalNumberStatus,
          d.taxAuthorityApprovalNumber,
          d.createdByKeyId,
          d.updatedAt,
          d.lines.map((l) => l.description),
          d.lines.map((l) => l.quantity.toString()),
          d.lines.map((l) => l.unitPrice.toString()),
          d.lines.map((l) => l.lineTotal.toScale(2)),
          d.lines.map((l) => l.productId),
          d.payments.map((p) => p.method),
          d.payments.map((p) => p.amount.toScale(2)),
          d.payments.map((p) => p.date),
        ],
        { prepare: true },
      );
      return { id: row.id, visibleId: row.visible_id, number: row.number };
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === 'documents_external_id_uq') throw new ExternalIdTaken();
      throw error;
    }
  }

  findById(companyId: number, id: number): Promise<IssuedDocument | null> {
    return this.findOne('d.company_id = $1 AND d.id = $2', [companyId, id]);
  }

  findByVisibleId(companyId: number, visibleId: string): Promise<IssuedDocument | null> {
    return this.findOne('d.company_id = $1 AND d.visible_id = $2', [companyId, visibleId]);
  }

  findByExternalId(companyId: number, externalId: string): Promise<IssuedDocument | null> {
    return this.findOne('d.company_id = $1 AND d.external_id = $2', [companyId, externalId]);
  }

  findByIdUnscoped(id: number): Promise<IssuedDocument | null> {
    return this.findOne('d.id = $1', [id]);
  }

  async pendingApprovalIds(before: Date, limit: number): Promise<number[]> {
    const rows = await this.db.select<{ id: number }>(`SELECT id FROM documents WHERE approval_number_status = 'PENDING' AND updated_at < $1 ORDER BY id LIMIT $2`, [
      before,
      limit,
    ]);
    return rows.map((r) => r.id);
  }

  async lockByIdUnscoped(id: number): Promise<IssuedDocument | null> {
    const [row] = await this.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM documents d WHERE d.id = $1 FOR UPDATE`, [id]);
    return row ? toDocument(row) : null;
  }

  async recordApproval(id: number, answer: { status: 'APPROVED' | 'REJECTED'; number: string | null; reason: string | null; updatedAt: Date }): Promise<void> {
    await this.query(
      `UPDATE documents SET approval_number_status = $2, tax_authority_approval_number = $3, approval_rejection_reason = $4, updated_at = $5,
         change_seq = nextval('document_change_seq'), change_xid = pg_current_xact_id()
       WHERE id = $1`,
      [id, answer.status, answer.number, answer.reason, answer.updatedAt],
    );
  }

  async lockForUpdate(companyId: number, ids: number[]): Promise<IssuedDocument[]> {
    if (ids.length === 0) return [];
    const rows = await this.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM documents d WHERE d.company_id = $1 AND d.id = ANY($2::int[]) ORDER BY d.id FOR UPDATE`, [
      companyId,
      ids,
    ]);
    return rows.map((r) => toDocument(r));
  }

  async updateSettlement(id: number, change: { coveredAmount: Decimal; status: DocumentStatus; updatedAt: Date }): Promise<void> {
    await this.query(
      `UPDATE documents SET covered_amount = $2, status = $3, updated_at = $4,
         change_seq = nextval('document_change_seq'), change_xid = pg_current_xact_id()
       WHERE id = $1`,
      [id, change.coveredAmount.toScale(2), change.status, change.updatedAt],
    );
  }

  async activeAllocations(receiptId: number): Promise<{ invoiceId: number; amount: Decimal }[]> {
    const rows = await this.query<{ invoice_id: number; amount: string }>(
      `SELECT invoice_id, amount::text AS amount FROM document_allocations WHERE receipt_id = $1 AND released_at IS NULL ORDER BY invoice_id`,
      [receiptId],
    );
    return rows.map((r) => ({ invoiceId: r.invoice_id, amount: Decimal.of(r.amount) }));
  }

  async releaseAllocations(receiptId: number, at: Date): Promise<void> {
    await this.query(`UPDATE document_allocations SET released_at = $2 WHERE receipt_id = $1 AND released_at IS NULL`, [receiptId, at]);
  }

  async markCancelled(id: number, reason: string, at: Date): Promise<void> {
    await this.query(
      `UPDATE documents SET status = 'CANCELLED', cancelled = true, cancellation_reason = $2, updated_at = $3,
         change_seq = nextval('document_change_seq'), change_xid = pg_current_xact_id()
       WHERE id = $1`,
      [id, reason, at],
    );
  }

  async addAllocations(companyId: number, receiptId: number, allocations: { invoiceId: number; amount: Decimal }[]): Promise<void> {
    await this.query(
      `INSERT INTO document_allocations (company_id, receipt_id, invoice_id, amount)
       SELECT $1, $2, invoice_id, amount FROM unnest($3::int[], $4::numeric[]) AS a(invoice_id, amount)`,
      [companyId, receiptId, allocations.map((a) => a.invoiceId), allocations.map((a) => a.amount.toScale(2))],
    );
  }

  async list(companyId: number, filter: DocumentFilter, window: PageWindow): Promise<{ rows: DocumentSummary[]; total: number }> {
    const where = ['d.company_id = $1'];
    const params: unknown[] = [companyId];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.type) add('d.type = ?', filter.type);
    if (filter.entityId !== undefined) add('d.entity_id = ?', filter.entityId);
    if (filter.status) add('d.status = ?', filter.status);
    if (filter.startDate) add('d.issue_date >= ?::date', filter.startDate);
    if (filter.endDate) add('d.issue_date <= ?::date', filter.endDate);
    const condition = where.join(' AND ');
    const [rows, [{ count }]] = await Promise.all([
      this.select<DocumentSummary>(
        `SELECT ${SUMMARY_COLUMNS} FROM documents d WHERE ${condition} ORDER BY d.issue_date DESC, d.id DESC LIMIT ${window.limit} OFFSET ${window.offset}`,
        params,
      ),
      this.select<{ count: string }>(`SELECT count(*) AS count FROM documents d WHERE ${condition}`, params),
    ]);
    return { rows, total: Number(count) };
  }

  async changes(companyId: number, from: { afterPosition: string } | { since: Date }, limit: number): Promise<{ document: DocumentSummary; position: string }[]> {
    // A change is served only once no transaction that is still running could commit a change
    // with a smaller position: its xid must precede the oldest transaction still in progress.
    // A slow transaction that took position 5 therefore holds back position 6 until it commits,
    // and a cursor never passes a change that is not visible yet (docs/documents.md).
    const visible = `d.change_xid < pg_snapshot_xmin(pg_current_snapshot())`;
    // Both shapes are fixed, so they run as prepared statements (parsed and planned once per connection).
    type ChangeRow = DocumentSummary & { position: string };
    const columns = `${SUMMARY_COLUMNS}, d.change_seq::text AS position`;
    const rows =
      'afterPosition' in from
        ? await this.db.select<ChangeRow>(
            `SELECT ${columns} FROM documents d WHERE d.company_id = $1 AND d.change_seq > $2::bigint AND ${visible} ORDER BY d.change_seq LIMIT $3`,
            [companyId, from.afterPosition, limit],
            { prepare: true },
          )
        : await this.db.select<ChangeRow>(
            `SELECT ${columns} FROM documents d
             WHERE d.company_id = $1 AND d.change_seq >= COALESCE((SELECT min(change_seq) FROM documents WHERE company_id = $1 AND updated_at >= $2), 9223372036854775807)
               AND d.updated_at >= $2 AND ${visible}
             ORDER BY d.change_seq LIMIT $3`,
            [companyId, from.since, limit],
            { prepare: true },
          );
    return rows.map(({ position, ...document }) => ({ document, position }));
  }

  private async findOne(condition: string, params: unknown[]): Promise<IssuedDocument | null> {
    const [row] = await this.query<DocumentRow>(`SELECT ${DOCUMENT_COLUMNS} FROM documents d WHERE ${condition}`, params);
    if (!row) return null;
    const [lines, payments] = await Promise.all([
      this.query<LineRow>(
        `SELECT document_id, description, quantity::text AS quantity, unit_price::text AS unit_price, line_total::text AS line_total, product_id FROM document_lines WHERE document_id = $1 ORDER BY position`,
        [row.id],
      ),
      this.query<PaymentRow>(
        `SELECT document_id, method, amount::text AS amount, to_char(paid_on, 'YYYY-MM-DD') AS paid_on FROM document_payments WHERE document_id = $1 ORDER BY position`,
        [row.id],
      ),
    ]);
    return toDocument(row, lines, payments);
  }
}
