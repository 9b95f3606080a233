/**
 * The few helpers this set adds to ../../generalisation/kit.ts and notation.ts: sums, tax contained
 * in or added to a sum, a vendor's valid Israeli id drawn from its name, direction islands and
 * bilingual labels, one year per receipt of a layout (each layout leaves out one year of 2022-2026,
 * chosen in YEAR_LEFT_OUT), working days in Israel and abroad, European amounts, Croatian dates,
 * New Orleans sales tax rates and the allocation number's threshold.
 */
import { Rng, seedOf, taxId } from '../../generalisation/kit';

export const add = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** VAT contained in a gross sum, rounded to the agora / cent. */
export const taxIn = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate));
/** Tax added to a net sum at a rate in percent (decimals allowed), rounded to the agora / cent. */
export const taxOn = (net: number, rate: number) => Math.round((net * rate) / 100);
/** A vendor's valid Israeli id (company or person), the same on each of its receipts: drawn from its name. */
export const vid = (name: string, company: boolean) => taxId(new Rng(seedOf(`h39#${name}`)), company);

/** A left-to-right island inside right-to-left text; text with Hebrew letters (a date with a Hebrew month) stays in the flow. */
export const lr = (s: string) => (/[\u05d0-\u05ea]/.test(s) ? s : `<bdi dir="ltr">${s}</bdi>`);
/** A right-to-left island inside left-to-right text. */
export const rl = (s: string) => `<bdi dir="rtl">${s}</bdi>`;
/** A Hebrew label with its English twin. */
export const bi = (he: string, en: string, sep = ' / ') => `${he}${sep}<bdi dir="ltr">${en}</bdi>`;

/** The year each layout leaves out: the other four date its receipts (see README "Truth" for the counts). */
const YEAR_LEFT_OUT: Record<string, number> = {
  'he-dancewear-shop-till': 2023,
  'he-tea-house-bill': 2025,
  'he-generator-maintenance-monthly-bill': 2022,
  'he-wedding-dj-invoice': 2024,
  'he-alpaca-farm-lodge-folio': 2026,
  'he-leather-goods-webshop-order': 2023,
  'he-forklift-rental-two-page': 2024,
  'he-car-audio-credit-note': 2025,
  'en-croatian-lavender-distillery-invoice': 2022,
  'en-us-new-orleans-gas-lantern-invoice': 2025,
  'en-northern-ireland-linen-mill-invoice': 2026,
  'en-film-location-services-invoice': 2023,
  'mixed-arava-roadside-fuel-slip': 2024,
  'mixed-market-car-park-receipt': 2026,
  'mixed-trampoline-park-receipt': 2022,
};

const calls = new Map<string, number>();
/** The index (0-3) of the receipt a layout is making: generate() makes receipts 1 to 4 of a layout in order, once per run. */
export function slot(layout: string): number {
  const n = calls.get(layout) ?? 0;
  calls.set(layout, n + 1);
  return n % 4;
}

/** The year of a layout's receipt n (0-3): the four years it keeps, in an order drawn from its id. */
export function yearOf(layout: string, n: number): number {
  const out = YEAR_LEFT_OUT[layout];
  if (!out) throw new Error(`no years for ${layout}`);
  const years = [2022, 2023, 2024, 2025, 2026].filter((y) => y !== out);
  return new Rng(seedOf(`h39-years#${layout}`)).some(years, 4)[n];
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

/** An Israeli office's day (Sunday-Thursday): Friday and Saturday move on to Sunday, or back to Thursday when that would leave the month. */
export function officeDay(iso: string): string {
  const d = dow(iso);
  if (d !== 5 && d !== 6) return iso;
  const next = shift(iso, d === 5 ? 2 : 1);
  return next.slice(0, 7) === iso.slice(0, 7) ? next : shift(iso, d === 5 ? -1 : -2);
}

/** A shop's day: Saturday moves on to Sunday, or back to Friday when that would leave the month. */
export function notSaturday(iso: string): string {
  if (dow(iso) !== 6) return iso;
  const next = shift(iso, 1);
  return next.slice(0, 7) === iso.slice(0, 7) ? next : shift(iso, -1);
}

/** A weekday abroad (Monday-Friday): Saturday and Sunday move back to Friday, or on to Monday when that would leave the month. */
export function weekday(iso: string): string {
  const d = dow(iso);
  if (d !== 0 && d !== 6) return iso;
  const back = shift(iso, d === 6 ? -1 : -2);
  return back.slice(0, 7) === iso.slice(0, 7) ? back : shift(iso, d === 6 ? 2 : 1);
}

/** "1.234,56" (Croatian: a dot between thousands) or "1 234,56" with a no-break space. */
export function eu(cents: number, thousands = '.'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}

/** Croatian "14.03.2025." (with the closing dot) or "14. 3. 2025.". */
export const hrDate = (iso: string, spaced: boolean) => {
  const [Y, m, d] = iso.split('-');
  return spaced ? `${Number(d)}. ${Number(m)}. ${Y}.` : `${d}.${m}.${Y}.`;
};

/** Louisiana's state sales tax rate on a date (4.45%, 5% from 2025-01-01); Orleans Parish adds 5%. */
export const louisianaRate = (iso: string) => (iso >= '2025-01-01' ? 5 : 4.45);
export const ORLEANS_PARISH_RATE = 5;

/**
 * The tax authority's allocation number that a business-to-business invoice carries when its sum
 * before VAT passes the threshold of its date; empty when none is due.
 */
export function allocation(rng: Rng, date: string, net: number): string {
  const threshold = date >= '2026-06-01' ? 500000 : date >= '2026-01-01' ? 1000000 : date >= '2025-01-01' ? 2000000 : date >= '2024-05-05' ? 2500000 : Infinity;
  return net > threshold ? String(rng.int(100000000, 999999999)) : '';
}
