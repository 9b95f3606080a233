/**
 * What every layout of the generalisation corpus may share: a seeded random source, valid Israeli
 * tax ids, and the notations of dates and amounts. Wording, structure, fonts and styling are each
 * layout's own (layouts/*.ts); only these facts of the world are common.
 */

export interface Truth {
  vendorName: string;
  vendorTaxId?: string;
  documentNumber: string;
  /** YYYY-MM-DD */
  date: string;
  currency: 'ILS' | 'USD' | 'EUR' | 'GBP';
  /** Exact decimal strings; negative on a credit note. */
  total: string;
  tax?: string;
}

export interface Made {
  html: string;
  truth: Truth;
  /** CSS page size, e.g. "80mm 190mm" or "A4". */
  page: string;
}

export interface Layout {
  id: string;
  lang: 'he' | 'en' | 'mixed';
  kind: string;
  make(rng: Rng): Made;
}

/** mulberry32: small, seedable, good enough to vary fixtures reproducibly. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** k distinct items. */
  some<T>(items: readonly T[], k: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < k && pool.length) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]);
    return out;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

export function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

// ---- Israeli tax ids ----

export function checkDigit(base8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let d = Number(base8[i]) * (i % 2 === 0 ? 1 : 2);
    if (d > 9) d -= 9;
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A valid id: companies start with 51/52/55 (ח.פ.), people (עוסק מורשה/פטור) anything else. */
export function taxId(rng: Rng, company = true): string {
  const base = company ? rng.pick(['51', '52', '55', '51', '51']) + rng.digits(6) : String(rng.int(0, 3)) + rng.digits(7);
  return base + checkDigit(base);
}

/** A nine-digit number that fails the check digit: account and contract numbers look like ids. */
export function notTaxId(rng: Rng): string {
  const base = rng.pick(['3', '4', '7', '8']) + rng.digits(7);
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

// ---- money, in integer agorot / cents ----

/** "1,234.50" (grouped) or "1234.50"; `eu` writes "1.234,50". */
export function amount(cents: number, options: { group?: boolean; eu?: boolean } = {}): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString();
  const sep = options.eu ? '.' : ',';
  const grouped = options.group === false ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${sign}${grouped}${options.eu ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
}

/** The exact decimal string of the truth. */
export function truthAmount(cents: number): string {
  return amount(cents, { group: false });
}

/** VAT contained in a gross amount at `rate` percent, rounded to the agora. */
export function vatOfGross(gross: number, rate: number): number {
  return Math.round((gross * rate) / (100 + rate));
}

export function vatOfNet(net: number, rate: number): number {
  return Math.round((net * rate) / 100);
}

/** Israel's standard rate on a date (the corpus spans 2023-2026). */
export function israeliRate(date: string): number {
  return date >= '2025-01-01' ? 18 : 17;
}

// ---- dates ----

export function randomDate(rng: Rng, from = '2023-06-01', to = '2026-03-31'): string {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return new Date(a + Math.floor(rng.next() * ((b - a) / 86400000)) * 86400000).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);
}

export const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const HE_MONTHS = ['ינואר', 'פברואר', 'מרץ', 'אפריל', 'מאי', 'יוני', 'יולי', 'אוגוסט', 'ספטמבר', 'אוקטובר', 'נובמבר', 'דצמבר'];

export type DateStyle = 'd/m/Y' | 'd.m.Y' | 'd.m.y' | 'd/m/y' | 'd-m-Y' | 'Y-m-d' | 'd M Y' | 'd Mon Y' | 'M d, Y' | 'Mon d, Y' | 'm/d/Y' | 'he';

export function formatDate(iso: string, style: DateStyle): string {
  const [Y, m, d] = iso.split('-');
  const y = Y.slice(2);
  const month = EN_MONTHS[Number(m) - 1];
  switch (style) {
    case 'd/m/Y':
      return `${d}/${m}/${Y}`;
    case 'd.m.Y':
      return `${d}.${m}.${Y}`;
    case 'd.m.y':
      return `${d}.${m}.${y}`;
    case 'd/m/y':
      return `${d}/${m}/${y}`;
    case 'd-m-Y':
      return `${d}-${m}-${Y}`;
    case 'Y-m-d':
      return iso;
    case 'd M Y':
      return `${Number(d)} ${month} ${Y}`;
    case 'd Mon Y':
      return `${Number(d)} ${month.slice(0, 3)} ${Y}`;
    case 'M d, Y':
      return `${month} ${Number(d)}, ${Y}`;
    case 'Mon d, Y':
      return `${month.slice(0, 3)} ${Number(d)}, ${Y}`;
    case 'm/d/Y':
      return `${m}/${d}/${Y}`;
    case 'he':
      return `${Number(d)} ב${HE_MONTHS[Number(m) - 1]} ${Y}`;
  }
}

export function time(rng: Rng): string {
  return `${String(rng.int(7, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
}

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A whole HTML page; each layout brings its own CSS and body. */
export function htmlPage(options: { lang: string; dir: 'rtl' | 'ltr'; page: string; css: string; body: string }): string {
  return `<!doctype html><html lang="${options.lang}" dir="${options.dir}"><head><meta charset="utf-8"><style>
@page { size: ${options.page}; margin: 0; }
html, body { margin: 0; padding: 0; }
${options.css}
</style></head><body>${options.body}</body></html>`;
}

export interface Line {
  name: string;
  qty: number;
  /** unit price in agorot/cents */
  unit: number;
}

export function lineItems(rng: Rng, names: readonly string[], count: [number, number], price: [number, number], qty: [number, number] = [1, 3]): Line[] {
  return rng.some(names, rng.int(...count)).map((name) => ({ name, qty: rng.int(...qty), unit: rng.int(price[0], price[1]) * 10 }));
}

export const sum = (items: Line[]) => items.reduce((s, l) => s + l.qty * l.unit, 0);
