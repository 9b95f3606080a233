/**
 * The few helpers this set adds to ../../generalisation/kit.ts and notation.ts: sums, tax contained
 * in or added to a sum, a vendor's valid Israeli id drawn from its name, direction islands, label
 * rows and grids, one year per receipt of a layout (each layout leaves out one year of 2022-2026,
 * set in OMIT) and days of the week.
 */
import { Rng, seedOf, taxId } from '../../generalisation/kit';

export const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** VAT contained in a gross sum, rounded to the agora / cent. */
export const vatIn = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate));
/** Tax added to a net sum at a rate in percent, rounded to the agora / cent. */
export const vatOn = (net: number, rate: number) => Math.round((net * rate) / 100);
/** A vendor's valid Israeli id, the same on each of its receipts: drawn from its name. */
export const idOf = (name: string, company: boolean) => taxId(new Rng(seedOf(`h44~${name}`)), company);

/** A left-to-right island inside right-to-left text. */
export const ltr = (s: string) => (/[\u05d0-\u05ea]/.test(s) ? s : `<bdi dir="ltr">${s}</bdi>`);
/** A Hebrew label with its English twin. */
export const he2 = (he: string, en: string, sep = ' / ') => `${he}${sep}<bdi dir="ltr">${en}</bdi>`;
/** A label and a value on one line, pushed to the two ends. */
export const row = (a: string, b: string, cls = '') => `<div class="row ${cls}"><span>${a}</span><span>${b}</span></div>`;
/** A grid of cells, each a label above its value. */
export const grid = (cells: [string, string][], cls = 'grid') =>
  `<table class="${cls}"><tr>${cells.map(([l]) => `<th>${l}</th>`).join('')}</tr><tr>${cells.map(([, v]) => `<td>${v}</td>`).join('')}</tr></table>`;

const OMIT: Record<string, number> = {
  'he-bird-shop-till': 2024,
  'he-lebanese-mezze-bill': 2022,
  'he-fax-to-email-monthly-bill': 2026,
  'he-gutter-cleaning-invoice': 2023,
  'he-lighthouse-suites-folio': 2025,
  'he-origami-paper-webshop-order': 2022,
  'he-vending-snacks-two-page': 2024,
  'he-espresso-machines-credit-note': 2023,
  'en-tissue-culture-lab-invoice': 2025,
  'en-el-salvador-hammock-weavers-invoice': 2026,
  'en-us-kentucky-cooperage-invoice': 2022,
  'en-panama-ship-chandler-invoice': 2024,
  'mixed-carmel-ridge-fuel-slip': 2023,
  'mixed-water-park-car-park-receipt': 2026,
  'mixed-bubble-tea-shop-slip': 2025,
};

const made = new Map<string, number>();
/** The index (0-3) of the receipt a layout is making: generate() makes a layout's receipts 1 to 4 in order. */
export function nth(layout: string): number {
  const n = made.get(layout) ?? 0;
  made.set(layout, n + 1);
  return n % 4;
}

/** The year of a layout's receipt n (0-3): the four years it keeps, in an order drawn from its id. */
export function yearFor(layout: string, n: number): number {
  const omit = OMIT[layout];
  if (!omit) throw new Error(`no years for ${layout}`);
  return new Rng(seedOf(`h44-years~${layout}`)).some(
    [2022, 2023, 2024, 2025, 2026].filter((y) => y !== omit),
    4,
  )[n];
}

/** A day of `year` in one of `months` and within `days`; 2026 stops at October. */
export function dayOf(rng: Rng, year: number, months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], days: [number, number] = [1, 31]): string {
  const ok = months.filter((m) => year < 2026 || m <= 10);
  const m = rng.pick(ok.length ? ok : [10]);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const d = rng.int(Math.min(days[0], last), Math.min(days[1], last));
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The layout's next receipt's index and date: one call per receipt. */
export function next(layout: string, rng: Rng, months?: number[], days?: [number, number]): { n: number; date: string } {
  const n = nth(layout);
  return { n, date: dayOf(rng, yearFor(layout, n), months, days) };
}

export const weekdayOf = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();
export const plus = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

/** Moves a date off the given weekdays, forwards within its month or else backwards. */
export function avoid(iso: string, closed: number[]): string {
  let d = iso;
  while (closed.includes(weekdayOf(d)) && d.slice(0, 7) === iso.slice(0, 7)) d = plus(d, 1);
  if (d.slice(0, 7) === iso.slice(0, 7)) return d;
  d = iso;
  while (closed.includes(weekdayOf(d))) d = plus(d, -1);
  return d;
}

/** "1.234,56" or with another thousands separator. */
export function comma(cents: number, thousands = '.'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}
