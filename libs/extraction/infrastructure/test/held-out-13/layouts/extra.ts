/**
 * Notations this set prints beyond ../../generalisation/kit.ts and notation.ts: pounds, dollars and
 * euros written the English way, prices a litre to three decimals, dates with hyphens or without
 * leading zeros, British and Irish company and VAT numbers, valid ids with a given prefix (public
 * companies, cooperative societies) and a drawn barcode. Nothing is imported from another held-out set.
 */
import { amount, checkDigit, EN_MONTHS, Rng } from '../../generalisation/kit';

// ---- money (integer pence / cents / agorot) ----

/** "£1,234.50" (a minus before the sign when negative). */
export const gbp = (cents: number) => `${cents < 0 ? '-' : ''}£${amount(Math.abs(cents))}`;

/** "$1,234.50" */
export const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${amount(Math.abs(cents))}`;

/** Irish "€1,234.50" */
export const eur = (cents: number) => `${cents < 0 ? '-' : ''}€${amount(Math.abs(cents))}`;

/** A price with three decimals from thousandths of a unit: "7.345". */
export const milli = (m: number) => `${Math.floor(m / 1000)}.${String(m % 1000).padStart(3, '0')}`;

/** The amount in agorot of `cl` centilitres (or grams, for kilograms) at `m` thousandths of a shekel a unit. */
export const byMilli = (cl: number, m: number) => Math.round((cl * m) / 1000);

/** "48.37" from hundredths. */
export const hundredths = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

/** Thousandths as a weight: "1.350". */
export const kg = (g: number) => `${Math.floor(g / 1000)}.${String(g % 1000).padStart(3, '0')}`;

// ---- dates ----

/** "14-09-2024" */
export const dashed = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

/** "4.9.2024" */
export const bare = (iso: string) => `${Number(iso.slice(8, 10))}.${Number(iso.slice(5, 7))}.${iso.slice(0, 4)}`;

/** British "14th September 2024". */
export function ordinalLong(iso: string): string {
  const d = Number(iso.slice(8, 10));
  const th = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return `${d}${th} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** "Sat 14 Sep" */
export function shortDay(iso: string): string {
  const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${iso}T12:00:00Z`).getUTCDay()];
  return `${day} ${Number(iso.slice(8, 10))} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1].slice(0, 3)}`;
}

// ---- ids ----

/** A valid Israeli id with a given prefix: "52" public companies, "57" cooperative societies, "58" associations. */
export function prefixedId(rng: Rng, prefix: string): string {
  const base = prefix + rng.digits(8 - prefix.length);
  return base + checkDigit(base);
}

/** British VAT number "GB 123 4567 89" and company number "SC612345" (Scotland). */
export const ukVat = (rng: Rng) => `GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;
export const scCompany = (rng: Rng) => `SC${rng.int(100000, 799999)}`;

/** Irish VAT number "IE 6388047V" and the CRO number "512345". */
export const ieVat = (rng: Rng) => `IE ${rng.int(1, 9)}${rng.digits(6)}${rng.pick(['A', 'B', 'D', 'H', 'K', 'P', 'T', 'V', 'W'])}`;
export const cro = (rng: Rng) => String(rng.int(300000, 749999));

/** A US employer id "EIN 13-4829176". */
export const ein = (rng: Rng) => `${rng.int(10, 98)}-${rng.digits(7)}`;

/** Vertical bars standing for a printed barcode (only its look). */
export function barcode(rng: Rng, widthMm: number, heightMm: number): string {
  let x = 0;
  let rects = '';
  while (x < 140) {
    const w = rng.pick([1, 1, 2, 3]);
    rects += `<rect x="${x}" y="0" width="${w}" height="10"/>`;
    x += w + rng.pick([1, 2, 2, 3]);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x} 10" preserveAspectRatio="none" style="width:${widthMm}mm;height:${heightMm}mm">${rects}</svg>`;
}
