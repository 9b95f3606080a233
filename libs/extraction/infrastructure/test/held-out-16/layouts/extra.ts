/**
 * Notations this set prints beyond ../../generalisation/kit.ts and notation.ts: euros in the Greek and
 * Continental ways, pounds and dollars, quantities with a fixed number of decimals and amounts from them,
 * card instalments, valid ids with a given prefix, numbers failing the check with a given length, the tax
 * authority's allocation number, Greek, British and Singapore business numbers and phones, and rows split
 * over pages. Nothing is imported from another held-out set.
 */
import { amount, checkDigit, Rng } from '../../generalisation/kit';

// ---- money (integer cents / pence / agorot) ----

/** "€ 1.234,56" (Continental), "1.234,56 €" (Greek, sign after) or "EUR 1,234.56". */
export function euro(cents: number, style: 'pre' | 'post' | 'code'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  if (style === 'pre') return `${sign}€ ${amount(abs, { eu: true })}`;
  if (style === 'post') return `${sign}${amount(abs, { eu: true })} €`;
  return `${sign}EUR ${amount(abs)}`;
}

/** "£1,234.56" */
export const pounds = (pence: number) => `${pence < 0 ? '-' : ''}£${amount(Math.abs(pence))}`;

/** "$1,234.56" or "US$1,234.56" */
export const dollars = (cents: number, us = false) => `${cents < 0 ? '-' : ''}${us ? 'US$' : '$'}${amount(Math.abs(cents))}`;

/** An amount without its minus, grouped or not: "1,234.56" / "1234.56". */
export const plain = (cents: number, group = true) => amount(Math.abs(cents), { group });

// ---- quantities ----

/** An integer in units of 10^-places as a decimal: dec(4125, 3) = "4.125". */
export function dec(n: number, places: number): string {
  const scale = 10 ** places;
  const whole = String(Math.floor(n / scale));
  return places ? `${whole}.${String(n % scale).padStart(places, '0')}` : whole;
}

/** The amount in agorot of `q` units given in 10^-qp at a price given in 10^-pp of the currency, to the agora. */
export const priced = (q: number, qp: number, price: number, pp: number) => Math.round((q * price) / 10 ** (qp + pp - 2));

/** Card instalments as slips print them: the first carries the remainder. */
export function instalments(total: number, n: number): [number, number] {
  const rest = Math.floor(total / n);
  return [total - rest * (n - 1), rest];
}

// ---- ids and numbers ----

/** A valid Israeli id with a given prefix ("57" cooperative societies, "58" non-profits, "500" local authorities). */
export function validWith(rng: Rng, prefix: string): string {
  const base = prefix + rng.digits(8 - prefix.length);
  return base + checkDigit(base);
}

/** True when nine digits carry a valid check digit. */
export const passes = (nine: string) => nine.length === 9 && checkDigit(nine.slice(0, 8)) === nine[8];

/** Nine digits that fail the check digit, starting with `lead`. */
export function failing(rng: Rng, lead: string): string {
  const base = lead + rng.digits(8 - lead.length);
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

/** The tax authority's allocation number of a large business invoice ("מספר הקצאה"), nine digits. */
export const allocation = (rng: Rng) => `${rng.int(1, 9)}${rng.digits(8)}`;

/** "51 4123456": an id with a space after its first two digits. */
export const twoSeven = (id: string) => `${id.slice(0, 2)} ${id.slice(2)}`;

/** Greek VAT number "EL 801234567" and a phone "+30 22920 61234". */
export const greekVat = (rng: Rng) => `EL ${rng.pick(['8', '9', '0'])}${rng.digits(8)}`;
export const greekPhone = (rng: Rng) => `+30 ${rng.pick(['210', '22920', '26610', '22840'])} ${rng.digits(5)}`;

/** British VAT registration "GB 294 1183 52", company number "04518832", phone "+44 (0)1865 557201". */
export const ukVat = (rng: Rng) => `GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;
export const ukCompany = (rng: Rng) => `${rng.pick(['03', '04', '05', '07'])}${rng.digits(6)}`;

/** Singapore company registration "201934875K". */
export const sgUen = (rng: Rng) => `20${rng.int(15, 22)}${rng.digits(5)}${rng.pick(['K', 'M', 'W', 'Z', 'H'])}`;

// ---- pages ----

/** Rows spread over pages of at most the given sizes; the last page takes the rest. */
export function paged<T>(rows: T[], sizes: number[]): T[][] {
  const out: T[][] = [];
  let at = 0;
  for (const size of sizes) {
    out.push(rows.slice(at, at + size));
    at += size;
  }
  out.push(rows.slice(at));
  return out.filter((p) => p.length);
}
