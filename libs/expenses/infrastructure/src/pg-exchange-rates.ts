import { Injectable } from '@nestjs/common';
import { ExchangeRate, ExchangeRates } from '@backoffice/expenses/application';
import { Decimal } from '@backoffice/shared/kernel';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

/**
 * How far back "the last business day before" may reach: the Bank publishes on business days
 * only, and weekends next to holidays leave gaps of up to about a week. Beyond that the imported
 * data simply does not cover the date, and the answer is null rather than a stale rate.
 */
export const RATE_LOOKBACK_DAYS = 7;

/** The rate a row of `alias` converts at, in SQL (the same rule as `rateOn`). */
const rateOf = (alias: string) =>
  `(SELECT x.rate FROM exchange_rates x WHERE x.currency = ${alias}.currency AND x.date <= ${alias}.date
      AND x.date >= ${alias}.date - ${RATE_LOOKBACK_DAYS} ORDER BY x.date DESC LIMIT 1)`;

@Injectable()
export class PgExchangeRates implements ExchangeRates {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async rateOn(currency: string, date: string): Promise<Decimal | null> {
    if (currency === 'ILS') return Decimal.of(1);
    const [row] = await this.db.query(
      `SELECT rate::text AS rate FROM exchange_rates WHERE currency = $1 AND date <= $2::date AND date >= $2::date - ${RATE_LOOKBACK_DAYS}
         ORDER BY date DESC LIMIT 1`,
      [currency, date],
    );
    return row ? Decimal.of(row.rate as string) : null;
  }

  async save(rates: ExchangeRate[]): Promise<number> {
    if (rates.length === 0) return 0;
    const rows: unknown[] = await this.db.query(
      `INSERT INTO exchange_rates (currency, date, rate)
       SELECT * FROM unnest($1::text[], $2::date[], $3::numeric[])
       ON CONFLICT (currency, date) DO UPDATE SET rate = excluded.rate, imported_at = now()
       RETURNING 1`,
      [rates.map((r) => r.currency), rates.map((r) => r.date), rates.map((r) => r.rate.toString())],
    );
    return rows.length;
  }

  /** Rounds as the domain does (PostgreSQL rounds numeric half away from zero). */
  async convertPending(): Promise<number> {
    let converted = 0;
    for (const table of ['expenses', 'supplier_invoices']) {
      const [rows] = await this.db.query(
        `WITH r AS (SELECT t.id, ${rateOf('t')} AS rate FROM ${table} t WHERE t.total_in_ils IS NULL)
         UPDATE ${table} t SET total_in_ils = round(t.total * r.rate, 2), tax_in_ils = round(t.tax * r.rate, 2),
           deductable_tax_in_ils = round(t.deductable_tax * r.rate, 2)
         FROM r WHERE r.id = t.id AND r.rate IS NOT NULL RETURNING t.id`,
      );
      converted += Array.isArray(rows) ? rows.length : 0;
    }
    return converted;
  }
}
