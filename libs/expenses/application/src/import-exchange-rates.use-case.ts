import { Inject, Injectable } from '@nestjs/common';
import { EXCHANGE_RATES, EXCHANGE_RATE_FILE_READER, ExchangeRateFileReader, ExchangeRates } from './expenses.ports';

/**
 * `rates:import FILE`: stores the representative rates of a Bank of Israel file, then converts
 * the expenses and supplier invoices that were waiting for one of them.
 */
@Injectable()
export class ImportExchangeRates {
  constructor(
    @Inject(EXCHANGE_RATES) private readonly rates: ExchangeRates,
    @Inject(EXCHANGE_RATE_FILE_READER) private readonly reader: ExchangeRateFileReader,
  ) {}

  async execute(content: string): Promise<{ imported: number; currencies: string[]; from: string | null; to: string | null; converted: number }> {
    const rates = this.reader.read(content);
    const imported = await this.rates.save(rates);
    const converted = await this.rates.convertPending();
    const dates = rates.map((r) => r.date).sort();
    return {
      imported,
      currencies: [...new Set(rates.map((r) => r.currency))].sort(),
      from: dates[0] ?? null,
      to: dates[dates.length - 1] ?? null,
      converted,
    };
  }
}
