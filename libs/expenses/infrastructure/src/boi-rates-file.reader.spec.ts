import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ValidationError } from '@backoffice/shared/kernel';
import { BoiRatesFileReader } from './boi-rates-file.reader';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const reader = new BoiRatesFileReader();

describe('BoiRatesFileReader', () => {
  it('reads the series-database CSV: one rate per RER_<CCY>_ILS observation', () => {
    const rates = reader.read(fixture('boi-rates-2026-03.csv'));
    expect(rates).toHaveLength(12);
    const usd = rates.find((r) => r.currency === 'USD' && r.date === '2026-03-06');
    expect(usd?.rate.toString()).toBe('3.670');
  });

  it('turns a rate quoted per 100 yen into a rate per yen', () => {
    const jpy = reader.read(fixture('boi-rates-2026-03.csv')).find((r) => r.currency === 'JPY' && r.date === '2026-03-02');
    expect(jpy?.rate.normalised().toString()).toBe('0.02451');
  });

  it('reads the daily currency.xml with its date and each currency unit', () => {
    const rates = reader.read(fixture('boi-currency-2026-03-09.xml'));
    expect(rates.map((r) => [r.currency, r.date, r.rate.normalised().toString()])).toEqual([
      ['USD', '2026-03-09', '3.681'],
      ['JPY', '2026-03-09', '0.0247'],
    ]);
  });

  it('skips other series and empty observations', () => {
    const csv = 'SERIES_CODE,TIME_PERIOD,OBS_VALUE\nNER_ILS_BSK_IDX,2026-03-02,91.2\nRER_USD_ILS,2026-03-02,\nRER_USD_ILS,2026-03-03,3.6\n';
    expect(reader.read(csv).map((r) => r.date)).toEqual(['2026-03-03']);
  });

  it('refuses files without the columns, bad dates, non-positive rates and files with no rates', () => {
    expect(() => reader.read('a,b,c\n1,2,3\n')).toThrow(ValidationError);
    expect(() => reader.read('SERIES_CODE,TIME_PERIOD,OBS_VALUE\nRER_USD_ILS,2026-02-30,3.6\n')).toThrow(/line 2/);
    expect(() => reader.read('SERIES_CODE,TIME_PERIOD,OBS_VALUE\nRER_USD_ILS,2026-03-02,0\n')).toThrow(/positive/);
    expect(() => reader.read('SERIES_CODE,TIME_PERIOD,OBS_VALUE\n')).toThrow(/no representative rates/);
  });
});
