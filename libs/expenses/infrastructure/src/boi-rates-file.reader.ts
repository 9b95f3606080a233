import { ExchangeRate, ExchangeRateFileReader } from '@backoffice/expenses/application';
import { Decimal, ValidationError } from '@backoffice/shared/kernel';

/**
 * Units the Bank of Israel quotes a currency per when a file does not say (its CSV series carry
 * no unit column): the yen is quoted per 100, the rest per 1. The XML states its own UNIT.
 */
const PUBLISHED_UNITS: Record<string, number> = { JPY: 100 };

const RATE_SCALE = 10;

function perUnit(currency: string, value: string, unit: number, where: string): ExchangeRate['rate'] {
  let rate: Decimal;
  try {
    rate = Decimal.of(value);
  } catch {
    throw ValidationError.field(where, `rate "${value}" is not a number`);
  }
  if (!rate.gt(0)) throw ValidationError.field(where, `rate of ${currency} must be positive`);
  return unit === 1 ? rate : rate.dividedBy(unit, RATE_SCALE);
}

function checkDate(value: string, where: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw ValidationError.field(where, `"${value}" is not a date written YYYY-MM-DD`);
  }
  return value;
}

/** One CSV line into fields; quotes as the Bank's export writes them. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted && c === '"' && line[i + 1] === '"') {
      current += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      fields.push(current.trim());
      current = '';
    } else {
      current += c;
    }
  }
  fields.push(current.trim());
  return fields;
}

/** The series database export (SDMX CSV): one observation per line, series `RER_<CCY>_ILS`. */
function readCsv(content: string): ExchangeRate[] {
  const lines = content.split(/\r?\n/).filter((l) => l.trim() !== '');
  const header = csvFields(lines[0] ?? '').map((h) => h.replace(/^\uFEFF/, '').toUpperCase());
  const col = (name: string) => header.indexOf(name);
  const [series, period, value] = [col('SERIES_CODE'), col('TIME_PERIOD'), col('OBS_VALUE')];
  if (series < 0 || period < 0 || value < 0) throw ValidationError.field('file', 'a CSV needs the columns SERIES_CODE, TIME_PERIOD and OBS_VALUE');
  const rates: ExchangeRate[] = [];
  lines.slice(1).forEach((line, i) => {
    const f = csvFields(line);
    const match = /^RER_([A-Z]{3})_ILS$/.exec(f[series] ?? '');
    if (!match || !f[value]) return; // other series (indices, changes) and empty observations
    const where = `line ${i + 2}`;
    const currency = match[1];
    rates.push({ currency, date: checkDate(f[period], where), rate: perUnit(currency, f[value], PUBLISHED_UNITS[currency] ?? 1, where) });
  });
  return rates;
}

const tag = (xml: string, name: string): string | undefined => new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(xml)?.[1];

/** The daily `currency.xml`: one LAST_UPDATE date, one CURRENCY element per currency. */
function readXml(content: string): ExchangeRate[] {
  const date = checkDate(tag(content, 'LAST_UPDATE') ?? '', 'LAST_UPDATE');
  const blocks = content.match(/<CURRENCY>[\s\S]*?<\/CURRENCY>/g) ?? [];
  return blocks.map((block, i) => {
    const where = `CURRENCY ${i + 1}`;
    const currency = tag(block, 'CURRENCYCODE') ?? '';
    if (!/^[A-Z]{3}$/.test(currency)) throw ValidationError.field(where, `"${currency}" is not a currency code`);
    const unit = Number(tag(block, 'UNIT') ?? '1');
    if (!Number.isInteger(unit) || unit < 1) throw ValidationError.field(where, 'UNIT must be a positive whole number');
    return { currency, date, rate: perUnit(currency, tag(block, 'RATE') ?? '', unit, where) };
  });
}

/** Reads either format the Bank of Israel publishes its representative rates in (docs/expenses.md). */
export class BoiRatesFileReader implements ExchangeRateFileReader {
  read(content: string): ExchangeRate[] {
    const text = content.replace(/^\uFEFF/, '').trimStart();
    const rates = text.startsWith('<') ? readXml(text) : readCsv(text);
    if (rates.length === 0) throw ValidationError.field('file', 'no representative rates found');
    return rates;
  }
}
