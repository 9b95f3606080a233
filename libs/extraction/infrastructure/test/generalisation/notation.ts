/**
 * Notations held-out sets 5 and 6 print beyond those of ./kit.ts (whose seeded
 * randomness, valid tax ids, VAT rates and common notations it shares): shekel amounts with the
 * sign or code on either side, amounts with a space or a dot as the thousands separator, trailing
 * minus signs, German dates, personal ids, ids spaced or hyphenated, numbers that look like ids but
 * fail the check, and phones.
 */
import { amount, checkDigit, EN_MONTHS, formatDate, HE_MONTHS, Rng } from './kit';

// ---- amounts (integer agorot / cents) ----

export type Sh = '₪x' | '₪ x' | 'x ₪' | 'x ש"ח' | 'ש"ח x' | 'NIS x' | 'x NIS' | 'ILS x' | 'x ILS' | 'x';

/** A shekel amount as one of the ways Israeli documents write it. */
export function sh(cents: number, style: Sh, group = true): string {
  return style.replace('x', amount(cents, { group }));
}

/** "1 234.50": a space between thousands. */
export const spaced = (cents: number) => amount(cents).replace(/,/g, ' ');

/** German "1.234,50". */
export const de = (cents: number) => amount(cents, { eu: true });

/** "123.40-" (tills print the sign after the amount). */
export const trailingMinus = (cents: number) => `${amount(Math.abs(cents))}-`;

/** "(123.40)" */
export const bracketed = (cents: number) => `(${amount(Math.abs(cents))})`;

/** A share of an amount, rounded to the agora. */
export const share = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** quantity × unit for fractional quantities (litres, m³, hours), rounded to the agora. */
export const mul = (qty: number, unit: number) => Math.round(qty * unit);

// ---- dates ----

export type D =
  | 'dd/mm/yyyy'
  | 'dd.mm.yyyy'
  | 'dd.mm.yy'
  | 'dd/mm/yy'
  | 'd/m/yyyy'
  | 'd.m.yy'
  | 'yyyy-mm-dd'
  | 'd Mon yyyy'
  | 'd Month yyyy'
  | 'Month d, yyyy'
  | 'mm/dd/yyyy'
  | 'dd-Mon-yy'
  | 'he'
  | 'he-short'
  | 'dd/mm';

export function dt(iso: string, style: D): string {
  const [Y, m, d] = iso.split('-');
  const D = String(Number(d));
  const M = String(Number(m));
  const month = EN_MONTHS[Number(m) - 1];
  switch (style) {
    case 'dd/mm/yyyy':
      return formatDate(iso, 'd/m/Y');
    case 'dd.mm.yyyy':
      return formatDate(iso, 'd.m.Y');
    case 'dd.mm.yy':
      return formatDate(iso, 'd.m.y');
    case 'dd/mm/yy':
      return formatDate(iso, 'd/m/y');
    case 'd/m/yyyy':
      return `${D}/${M}/${Y}`;
    case 'd.m.yy':
      return `${D}.${M}.${Y.slice(2)}`;
    case 'yyyy-mm-dd':
      return iso;
    case 'd Mon yyyy':
      return `${D} ${month.slice(0, 3)} ${Y}`;
    case 'd Month yyyy':
      return `${D} ${month} ${Y}`;
    case 'Month d, yyyy':
      return `${month} ${D}, ${Y}`;
    case 'mm/dd/yyyy':
      return `${m}/${d}/${Y}`;
    case 'dd-Mon-yy':
      return `${d}-${month.slice(0, 3).toUpperCase()}-${Y.slice(2)}`;
    case 'he':
      return `${D} ב${HE_MONTHS[Number(m) - 1]} ${Y}`;
    case 'dd/mm':
      return `${d}/${m}`;
    case 'he-short':
      return `${HE_MONTHS[Number(m) - 1]} ${Y}`;
  }
}

export const heMonth = (iso: string) => `${HE_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
export const enMonth = (iso: string) => `${EN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** The last day of the month of `iso`. */
export function lastOfMonth(iso: string): string {
  const [Y, m] = iso.split('-').map(Number);
  return new Date(Date.UTC(Y, m, 0)).toISOString().slice(0, 10);
}

/** The first day of the month `n` months after that of `iso` (n may be negative). */
export function firstOfMonth(iso: string, n = 0): string {
  const [Y, m] = iso.split('-').map(Number);
  return new Date(Date.UTC(Y, m - 1 + n, 1)).toISOString().slice(0, 10);
}

export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// ---- ids and numbers ----

/** A valid personal id (ת"ז), as customers print theirs. */
export function personalId(rng: Rng): string {
  const base = String(rng.int(0, 3)) + rng.digits(7);
  return base + checkDigit(base);
}

/** Nine digits failing the check digit: subscriber, contract, account and asset numbers. */
export function notAnId(rng: Rng): string {
  const base = rng.pick(['2', '4', '6', '7', '8', '9']) + rng.digits(7);
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

/** "51-234567-8" */
export const hyphenId = (id: string) => `${id.slice(0, 2)}-${id.slice(2, 8)}-${id.slice(8)}`;

/** "514 123 456" */
export const spacedId = (id: string) => `${id.slice(0, 3)} ${id.slice(3, 6)} ${id.slice(6)}`;

export const landline = (rng: Rng) => `0${rng.pick(['2', '3', '4', '8', '9'])}-${rng.int(5, 9)}${rng.digits(6)}`;
export const cellular = (rng: Rng) => `05${rng.pick(['0', '2', '3', '4', '8'])}-${rng.digits(3)}-${rng.digits(4)}`;
/** Israeli plates: "12-345-67" or "123-45-678". */
export const plate = (rng: Rng) => (rng.chance(0.5) ? `${rng.digits(2)}-${rng.digits(3)}-${rng.digits(2)}` : `${rng.digits(3)}-${rng.digits(2)}-${rng.digits(3)}`);

const HE_DAYS = ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת'];
const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dow = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
/** "יום שלישי" */
export const heDay = (iso: string) => (dow(iso) === 6 ? 'שבת' : `יום ${HE_DAYS[dow(iso)]}`);
/** "Tuesday" */
export const enDay = (iso: string) => EN_DAYS[dow(iso)];

/** Moves a date to the nearest weekday (Sunday-Thursday) on or after it, for offices closed on weekends. */
export function workday(iso: string, addDays: (d: string, n: number) => string): string {
  let d = iso;
  while (dow(d) === 5 || dow(d) === 6) d = addDays(d, 1);
  return d;
}
