import { Injectable } from '@nestjs/common';
import { CompanySettingsRepository } from '@backoffice/identity/application';
import { CompanySettings, PaymentTermType } from '@backoffice/identity/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

interface SettingsRow {
  default_payment_term_type: PaymentTermType;
  default_payment_term_days: number;
  default_withholding_tax_rate: string;
  vat_rate: string;
  round_document_totals: boolean;
  allocation_number_threshold: string;
}

const plain = (value: string) => Decimal.of(value).normalised().toString();

@Injectable()
export class PgCompanySettingsRepository implements CompanySettingsRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async find(companyId: number): Promise<CompanySettings | null> {
    // Read on every vendor list and document; a prepared statement names its columns, since a
    // column added while it is prepared would change its result type.
    const rows = await this.db.select<SettingsRow>(
      `SELECT default_payment_term_type, default_payment_term_days, default_withholding_tax_rate, vat_rate, round_document_totals, allocation_number_threshold
         FROM company_settings WHERE company_id = $1`,
      [companyId],
      { prepare: true },
    );
    const row = rows[0];
    if (!row) return null;
    return {
      defaultPaymentTermType: row.default_payment_term_type,
      defaultPaymentTermDays: row.default_payment_term_days,
      defaultWithholdingTaxRate: plain(row.default_withholding_tax_rate),
      vatRate: plain(row.vat_rate),
      roundDocumentTotals: row.round_document_totals,
      allocationNumberThreshold: plain(row.allocation_number_threshold),
    };
  }

  async save(companyId: number, s: CompanySettings): Promise<void> {
    await this.db.query(
      `INSERT INTO company_settings (company_id, default_payment_term_type, default_payment_term_days, default_withholding_tax_rate, vat_rate,
         round_document_totals, allocation_number_threshold)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (company_id) DO UPDATE SET default_payment_term_type = $2, default_payment_term_days = $3, default_withholding_tax_rate = $4,
         vat_rate = $5, round_document_totals = $6, allocation_number_threshold = $7, updated_at = now()`,
      [companyId, s.defaultPaymentTermType, s.defaultPaymentTermDays, s.defaultWithholdingTaxRate, s.vatRate, s.roundDocumentTotals, s.allocationNumberThreshold],
    );
  }
}
