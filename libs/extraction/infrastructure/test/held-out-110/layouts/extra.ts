/**
 * The few helpers this set adds to ../../generalisation/kit.ts and notation.ts: sums, tax contained
 * in or added to a sum, a vendor's valid Israeli id drawn from its name, direction islands, label
 * and value blocks (beside, above, in a grid), item tables, one year per receipt of a layout (each
 * layout leaves out one year of 2022-2026, set in OMIT) and days of the week.
 */
import { esc, Rng, seedOf, taxId } from '../../generalisation/kit';

export const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** VAT contained in a gross sum, rounded to the agora / cent. */
export const vatIn = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate));
/** Tax added to a net sum at a rate in percent, rounded to the agora / cent. */
export const vatOn = (net: number, rate: number) => Math.round((net * rate) / 100);
/** A vendor's valid Israeli id, the same on each of its receipts: drawn from its name. */
export const idOf = (name: string, company: boolean) => taxId(new Rng(seedOf(`h110~${name}`)), company);

/** A left-to-right island inside right-to-left text. */
export const ltr = (s: string) => (/[\u05d0-\u05ea]/.test(s) ? s : `<bdi dir="ltr">${s}</bdi>`);
/** A label and a value on one line, pushed to the two ends. */
export const row = (a: string, b: string, cls = '') => `<div class="row ${cls}"><span>${a}</span><span>${b}</span></div>`;
/** Label-value pairs beside each other, in a two-column table of `cols` pairs per row. */
export function pairs(items: [string, string][], cols = 1, cls = 'pairs'): string {
  const rows: string[] = [];
  for (let i = 0; i < items.length; i += cols)
    rows.push(
      `<tr>${items
        .slice(i, i + cols)
        .map(([l, v]) => `<th>${l}</th><td>${v}</td>`)
        .join('')}</tr>`,
    );
  return `<table class="${cls}">${rows.join('')}</table>`;
}
/** A grid of cells, each a label above its value. */
export const grid = (cells: [string, string][], cls = 'grid') =>
  `<table class="${cls}"><tr>${cells.map(([l]) => `<th>${l}</th>`).join('')}</tr><tr>${cells.map(([, v]) => `<td>${v}</td>`).join('')}</tr></table>`;
/** Boxes, each a small label over its value. */
export const boxes = (cells: [string, string][], cls = 'boxes') =>
  `<div class="${cls}">${cells.map(([l, v]) => `<div class="box"><div class="lbl">${l}</div><div class="val">${v}</div></div>`).join('')}</div>`;
/** An item table. */
export const items = (head: string[], rows: string[][], cls = 'items') =>
  `<table class="${cls}"><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
export const e = esc;

const OMIT: Record<string, number> = {
  'he-petil-safed-candle-shop-till': 2022,
  'he-tzaftzefa-business-cellular-fleet-bill': 2023,
  'he-sartan-jaffa-crab-restaurant-bill': 2024,
  'he-argaman-jordan-valley-fuel-slip': 2025,
  'he-apiryon-event-hall-two-page-invoice': 2026,
  'he-sulya-orthopedic-shoe-credit-note': 2026,
  'he-hed-sound-system-rental-invoice': 2023,
  'he-kikar-underground-car-park-receipt': 2024,
  'en-ugav-pipe-organ-restoration-gbp-invoice': 2022,
  'en-dyo-ink-cartridge-webshop-order': 2025,
  'en-gomeh-hula-farm-stay-folio': 2026,
  'en-ravaya-water-bar-rental-bill': 2023,
  'mixed-gochu-korean-grill-bill': 2025,
  'mixed-meitar-guitar-shop-till': 2024,
  'mixed-gilgal-scooter-rental-receipt': 2022,
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
  return new Rng(seedOf(`h110-years~${layout}`)).some(
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

/** Common CSS for the label blocks and tables. */
export const baseCss = `.row{display:flex;justify-content:space-between;gap:4px}.c{text-align:center}.b{font-weight:bold}.sm{font-size:0.85em}.rule{border-top:1px solid #222;margin:4px 0}.dbl{border-top:3px double #222;margin:4px 0}
table{border-collapse:collapse}.pairs th{font-weight:normal;text-align:start;padding:1px 6px 1px 0;color:#444}.pairs td{padding:1px 14px 1px 4px;font-weight:bold}
.grid{width:100%;margin:6px 0}.grid th,.grid td{border:1px solid #555;padding:3px 5px;text-align:center}.grid th{font-size:0.85em;font-weight:normal}
.boxes{display:flex;gap:6px;margin:6px 0}.box{border:1px solid #444;padding:3px 8px;flex:1}.lbl{font-size:0.8em;color:#444}.val{font-weight:bold}
.items{width:100%;margin:8px 0}.items th{border-bottom:1.5px solid #222;text-align:start;padding:3px 4px;font-size:0.9em}.items td{border-bottom:1px solid #ccc;padding:3px 4px}`;

/** A customer's valid company id (a distractor beside the vendor's). */
export const taxIdOfCustomer = (rng: Rng) => taxId(rng, true);

/** Every label of a bilingual slip: Hebrew over or beside English. */
export const bi = (he: string, en: string) => `${he} / ${en}`;
