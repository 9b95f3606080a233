/**
 * The few helpers this set adds to ../../generalisation/kit.ts and notation.ts: sums, tax contained
 * in or added to a sum, a vendor's valid Israeli id drawn from its name, direction islands, bilingual
 * labels, one year per receipt of a layout (each layout leaves out one year of 2022-2026, set in
 * SKIP) and working days.
 */
import { Rng, seedOf, taxId } from '../../generalisation/kit';

export const add = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** VAT contained in a gross sum, rounded to the agora / cent. */
export const taxIn = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate));
/** Tax added to a net sum at a rate in percent, rounded to the agora / cent. */
export const taxOn = (net: number, rate: number) => Math.round((net * rate) / 100);
/** A vendor's valid Israeli id, the same on each of its receipts: drawn from its name. */
export const vid = (name: string, company: boolean) => taxId(new Rng(seedOf(`h43#${name}`)), company);

/** A left-to-right island inside right-to-left text. */
export const lr = (s: string) => (/[\u05d0-\u05ea]/.test(s) ? s : `<bdi dir="ltr">${s}</bdi>`);
/** A Hebrew label with its English twin. */
export const bi = (he: string, en: string, sep = ' / ') => `${he}${sep}<bdi dir="ltr">${en}</bdi>`;
/** A label and value on one line, pushed to the two ends. */
export const rw = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;

const SKIP: Record<string, number> = {
  'he-haberdashery-till': 2023,
  'he-polish-pierogi-bill': 2025,
  'he-conference-call-service-bill': 2022,
  'he-epoxy-flooring-invoice': 2024,
  'he-cave-suites-folio': 2022,
  'he-terrarium-webshop-order': 2026,
  'he-veterinary-pharma-two-page': 2023,
  'he-massage-chairs-credit-note': 2025,
  'en-kosovo-filigree-workshop-invoice': 2022,
  'en-us-indiana-limestone-carver-invoice': 2024,
  'en-us-wyoming-antler-chandelier-invoice': 2026,
  'en-wind-tunnel-testing-invoice': 2023,
  'mixed-golan-heights-fuel-slip': 2024,
  'mixed-concert-hall-car-park-receipt': 2025,
  'mixed-oyster-bar-bill': 2026,
};

const count = new Map<string, number>();
/** The index (0-3) of the receipt a layout is making: generate() makes a layout's receipts 1 to 4 in order. */
export function slot(layout: string): number {
  const n = count.get(layout) ?? 0;
  count.set(layout, n + 1);
  return n % 4;
}

/** The year of a layout's receipt n (0-3): the four years it keeps, in an order drawn from its id. */
export function yearOf(layout: string, n: number): number {
  const skip = SKIP[layout];
  if (!skip) throw new Error(`no years for ${layout}`);
  return new Rng(seedOf(`h43-years#${layout}`)).some(
    [2022, 2023, 2024, 2025, 2026].filter((y) => y !== skip),
    4,
  )[n];
}

/** A day of `year` in one of `months`; 2026 stops at October. */
export function dayIn(rng: Rng, year: number, months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], days: [number, number] = [1, 31]): string {
  const ok = months.filter((m) => year < 2026 || m <= 10);
  const m = rng.pick(ok.length ? ok : [10]);
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

/** Moves a date off the given weekdays, forwards within its month or else backwards. */
function off(iso: string, closed: number[]): string {
  let d = iso;
  while (closed.includes(dow(d)) && d.slice(0, 7) === iso.slice(0, 7)) d = shift(d, 1);
  if (d.slice(0, 7) === iso.slice(0, 7)) return d;
  d = iso;
  while (closed.includes(dow(d))) d = shift(d, -1);
  return d;
}
/** Sunday-Thursday. */
export const officeDay = (iso: string) => off(iso, [5, 6]);
/** Not a Saturday. */
export const notSaturday = (iso: string) => off(iso, [6]);
/** Monday-Friday. */
export const weekday = (iso: string) => off(iso, [0, 6]);

/** "1.234,56" or with another thousands separator. */
export function eu(cents: number, thousands = '.'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}`;
}

/** "123.40-": the sign after the amount. */
export const minusAfter = (text: string) => (text.startsWith('-') ? `${text.slice(1)}-` : text);

/** The tax authority's allocation number on a business invoice whose sum before VAT passes the threshold of its date; '' when none is due. */
export function allocation(rng: Rng, date: string, net: number): string {
  const limit = date >= '2026-06-01' ? 500000 : date >= '2026-01-01' ? 1000000 : date >= '2025-01-01' ? 2000000 : date >= '2024-05-05' ? 2500000 : Infinity;
  return net > limit ? String(rng.int(100000000, 999999999)) : '';
}
