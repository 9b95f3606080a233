/**
 * The few helpers this set adds to ../../generalisation/kit.ts and notation.ts: sums, tax contained in
 * or added to a sum, a vendor's id drawn from its name (companies, cooperative societies and people),
 * direction islands and bilingual labels, a label-and-value row, one year per receipt of a layout
 * (four of 2022-2026), Israeli working days and weekdays abroad, European and French notations of
 * amounts and dates, and the allocation number's threshold.
 */
import { checkDigit, Rng, seedOf, taxId } from '../../generalisation/kit';

export const add = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** VAT contained in a gross sum, rounded to the agora / cent. */
export const taxIn = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate));
/** Tax added to a net sum at a rate in percent (decimals allowed), rounded to the agora / cent. */
export const taxOn = (net: number, rate: number) => Math.round((net * rate) / 100);
/** A vendor's valid Israeli id, the same on each of its receipts (drawn from its name). */
export const vid = (name: string, company: boolean) => taxId(new Rng(seedOf(`h37#${name}`)), company);
/** A cooperative society's valid id (they start with 57), drawn from its name. */
export function coopId(name: string): string {
  const base = `57${new Rng(seedOf(`h37#${name}`)).digits(6)}`;
  return base + checkDigit(base);
}
/** A left-to-right island inside right-to-left text. */
export const lr = (s: string) => `<bdi dir="ltr">${s}</bdi>`;
/** A Hebrew label beside its English twin. */
export const bi = (he: string, en: string, sep = ' / ') => `${he}${sep}<bdi dir="ltr">${en}</bdi>`;
/** A row of two ends (label and value). */
export const row = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;

const calls = new Map<string, number>();
/** The index (0-3) of the receipt a layout is making: generate() makes receipts 1 to 4 of a layout in order, once per run. */
export function slot(layout: string): number {
  const n = calls.get(layout) ?? 0;
  calls.set(layout, n + 1);
  return n % 4;
}

/** Each layout dates its four receipts in four different years of 2022-2026, drawn from its id. */
export function yearOf(layout: string, n: number): number {
  return new Rng(seedOf(`h37-years#${layout}`)).some([2022, 2023, 2024, 2025, 2026], 4)[n];
}

/** A day of `year` in one of `months` (1-12); 2026 stops at October. */
export function dayIn(rng: Rng, year: number, months: number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], days: [number, number] = [1, 31]): string {
  const allowed = months.filter((m) => year < 2026 || m <= 10);
  const m = rng.pick(allowed.length ? allowed : [10]);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const d = rng.int(Math.min(days[0], last), Math.min(days[1], last));
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The layout's next receipt's slot and date: one call per receipt. */
export function dated(layout: string, rng: Rng, months?: number[], days?: [number, number]): { n: number; date: string } {
  const n = slot(layout);
  return { n, date: dayIn(rng, yearOf(layout, n), months, days) };
}

export const dow = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
export const shift = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

/** An Israeli office's day: Friday and Saturday move to Sunday, or back to Thursday when that would leave the month. */
export function officeDay(iso: string): string {
  const d = dow(iso);
  if (d !== 5 && d !== 6) return iso;
  const next = shift(iso, d === 5 ? 2 : 1);
  return next.slice(0, 7) === iso.slice(0, 7) ? next : shift(iso, d === 5 ? -1 : -2);
}

/** A shop's day: Saturday moves to the Sunday, or back to the Friday when that would leave the month. */
export function notSaturday(iso: string): string {
  if (dow(iso) !== 6) return iso;
  const next = shift(iso, 1);
  return next.slice(0, 7) === iso.slice(0, 7) ? next : shift(iso, -1);
}

/** A weekday (Monday-Friday) abroad: Saturday and Sunday move back to Friday, or on to Monday when that would leave the month. */
export function weekday(iso: string): string {
  const d = dow(iso);
  if (d !== 0 && d !== 6) return iso;
  const back = shift(iso, d === 6 ? -1 : -2);
  return back.slice(0, 7) === iso.slice(0, 7) ? back : shift(iso, d === 6 ? 2 : 1);
}

/** "1.234,56" or "1 234,56" (European notations). */
export function eu(cents: number, thousands = '.'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}

const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
/** "3 mars 2025" */
export const frDate = (iso: string) => `${Number(iso.slice(8, 10))} ${FR_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** The tax authority's allocation number a business-to-business invoice carries above a threshold of its net sum; empty when none is due. */
export function allocation(rng: Rng, date: string, net: number): string {
  const threshold = date >= '2026-06-01' ? 500000 : date >= '2026-01-01' ? 1000000 : date >= '2025-01-01' ? 2000000 : date >= '2024-05-05' ? 2500000 : Infinity;
  return net > threshold ? String(rng.int(100000000, 999999999)) : '';
}
