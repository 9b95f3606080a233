/**
 * Notations the fourth held-out set prints beyond those of ../generalisation/kit.ts (whose seeded
 * randomness, valid tax ids, VAT rates and common notations it shares): shekel amounts written
 * in six ways, whole amounts as "1,450.-", Swiss amounts with an apostrophe ("1'234.55"), dates
 * with and without leading zeros, two-digit years, weekdays and times, personal ids, hyphenated
 * ids, phones, and numbers that look like ids but are not.
 */
import { amount, checkDigit, EN_MONTHS, formatDate, HE_MONTHS, Layout, Made, Rng, taxId, Truth } from '../generalisation/kit';

// ---- amounts (integer agorot / cents) ----

export type Shekel = 'sign-before' | 'sign-after' | 'shach' | 'nis' | 'ils' | 'bare';

/** A shekel amount in one of the ways Israeli documents print it. */
export function ils(cents: number, style: Shekel, group = true): string {
  const a = amount(cents, { group });
  switch (style) {
    case 'sign-before':
      return `₪${a}`;
    case 'sign-after':
      return `${a} ₪`;
    case 'shach':
      return `${a} ש"ח`;
    case 'nis':
      return `NIS ${a}`;
    case 'ils':
      return `${a} ILS`;
    case 'bare':
      return a;
  }
}

/** "1,450.-" for whole amounts (receipt books), "1,450.50" otherwise. */
export const dashed = (cents: number) => (cents % 100 === 0 ? `${amount(cents).slice(0, -3)}.-` : amount(cents));

/** "1'234.55" (Swiss). */
export const swiss = (cents: number) => amount(cents).replace(/,/g, "'");

/** "1 234.55" (the Swiss payment part). */
export const spaced = (cents: number) => amount(cents).replace(/,/g, ' ');

/** A European "1.234,56". */
export const eu = (cents: number) => amount(cents, { eu: true });

/** A line's amount: quantity × unit, quantities possibly fractional (hours, m³, kWh). */
export const times = (qty: number, unit: number) => Math.round(qty * unit);

// ---- dates ----

export type Day = 'd/m/Y' | 'd.m.Y' | 'd.m.y' | 'd/m/y' | 'D/M/y' | 'D.M.Y' | 'D/M/Y' | 'Y-m-d' | 'd-m-Y' | 'd Mon Y' | 'D Month Y' | 'Mon D, Y' | 'he' | 'Y/m/d';

export function day(iso: string, style: Day): string {
  const [Y, m, d] = iso.split('-');
  const D = String(Number(d));
  const M = String(Number(m));
  switch (style) {
    case 'D/M/y':
      return `${D}/${M}/${Y.slice(2)}`;
    case 'D.M.Y':
      return `${D}.${M}.${Y}`;
    case 'D/M/Y':
      return `${D}/${M}/${Y}`;
    case 'd Mon Y':
      return `${d} ${EN_MONTHS[Number(m) - 1].slice(0, 3)} ${Y}`;
    case 'D Month Y':
      return `${D} ${EN_MONTHS[Number(m) - 1]} ${Y}`;
    case 'Mon D, Y':
      return `${EN_MONTHS[Number(m) - 1].slice(0, 3)} ${D}, ${Y}`;
    case 'Y/m/d':
      return `${Y}/${m}/${d}`;
    case 'he':
      return `${D} ב${HE_MONTHS[Number(m) - 1]} ${Y}`;
    default:
      return formatDate(iso, style);
  }
}

const HE_WEEKDAYS = ["א'", "ב'", "ג'", "ד'", "ה'", "ו'", 'שבת'];
const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
export const heWeekday = (iso: string) => (weekday(iso) === 6 ? 'שבת' : `יום ${HE_WEEKDAYS[weekday(iso)]}`);
export const enWeekday = (iso: string) => EN_WEEKDAYS[weekday(iso)];

/** The last day of the month of `iso`. */
export function monthEnd(iso: string): string {
  const [Y, m] = iso.split('-').map(Number);
  return new Date(Date.UTC(Y, m, 0)).toISOString().slice(0, 10);
}

export const monthStart = (iso: string) => `${iso.slice(0, 8)}01`;

/** The first day of the month `n` months after that of `iso`. */
export function monthsLater(iso: string, n: number): string {
  const [Y, m] = iso.split('-').map(Number);
  return new Date(Date.UTC(Y, m - 1 + n, 1)).toISOString().slice(0, 10);
}

export const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86400000);

export const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// ---- ids and numbers ----

/** A valid personal id (ת"ז): customers, parents, members and clients print theirs. */
export function personalId(rng: Rng): string {
  const base = String(rng.int(0, 3)) + rng.digits(7);
  return base + checkDigit(base);
}

/** A customer company's valid ח.פ. */
export const companyId = (rng: Rng) => taxId(rng, true);

/** "51-234567-8" */
export const hyphenated = (id: string) => `${id.slice(0, 2)}-${id.slice(2, 8)}-${id.slice(8)}`;

/** Nine digits failing the check digit (contracts, members, accounts). */
export function notAnId(rng: Rng): string {
  const base = rng.pick(['2', '4', '6', '8', '9']) + rng.digits(7);
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

export function phone(rng: Rng): string {
  return `0${rng.pick(['2', '3', '4', '8', '9'])}-${rng.int(5, 9)}${rng.digits(6)}`;
}

export function mobile(rng: Rng): string {
  return `05${rng.pick(['0', '2', '3', '4', '5', '8'])}-${rng.digits(7)}`;
}

// ---- layouts ----

/** Currencies beyond the shared Truth type's list (CHF here): ISO codes all the same. */
export interface Made4 extends Omit<Made, 'truth'> {
  truth: Omit<Truth, 'currency'> & { currency: Truth['currency'] | 'CHF' };
}

export interface Layout4 {
  id: string;
  lang: Layout['lang'];
  kind: string;
  make(rng: Rng): Made4;
}

/** A layout of this set as the generation pipeline takes it (the truth is only written out). */
export const layout = (l: Layout4): Layout => l as unknown as Layout;
