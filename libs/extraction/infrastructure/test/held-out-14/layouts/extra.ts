/**
 * Notations this set prints beyond ../../generalisation/kit.ts and notation.ts: pounds, dollars and
 * euros (Belgian "€ 1.234,56" too), quantities and prices with two or three decimals and amounts
 * from them, amounts in brackets, valid ids with a given prefix, Belgian, British and US business
 * numbers, and a page split for two-page documents. Nothing is imported from another held-out set.
 */
import { amount, checkDigit, Rng } from '../../generalisation/kit';

// ---- money (integer pence / cents / agorot) ----

/** "£1,234.50" (a minus before the sign when negative). */
export const gbp = (cents: number) => `${cents < 0 ? '-' : ''}£${amount(Math.abs(cents))}`;

/** "$1,234.50" */
export const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${amount(Math.abs(cents))}`;

/** "€1,234.50" or, the Belgian way, "€ 1.234,50". */
export const eur = (cents: number, belgian = false) => `${cents < 0 ? '-' : ''}€${belgian ? ' ' + amount(Math.abs(cents), { eu: true }) : amount(Math.abs(cents))}`;

/** "(1,234.50)": a negative amount in brackets. */
export const brackets = (cents: number) => `(${amount(Math.abs(cents))})`;

/** Hundredths as a quantity: "312.47". */
export const dec2 = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;

/** Thousandths: "7.182". */
export const dec3 = (n: number) => `${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`;

/** The amount (in hundredths of the currency) of `q` hundredths of a unit at `p` thousandths a unit. */
export const qtyTimesMilli = (q: number, p: number) => Math.round((q * p) / 1000);

/** A line's amount after a discount of `pct` percent: quantity × price, less the discount, to the agora. */
export const discounted = (qty: number, unit: number, pct: number) => Math.round((qty * unit * (100 - pct)) / 100);

// ---- ids ----

/** A valid Israeli id with a given prefix ("58" associations, "57" cooperative societies). */
export function prefixedId(rng: Rng, prefix: string): string {
  const base = prefix + rng.digits(8 - prefix.length);
  return base + checkDigit(base);
}

/** Belgian enterprise / VAT number "BE 0712.345.678". */
export const beVat = (rng: Rng) => `BE 0${rng.int(400, 899)}.${rng.digits(3)}.${rng.digits(3)}`;

/** British VAT number "GB 284 1937 52" and company number "08123456". */
export const ukVat = (rng: Rng) => `GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;
export const ukCompany = (rng: Rng) => `${rng.pick(['07', '08', '09', '10', '11'])}${rng.digits(6)}`;

/** US employer id "59-2741836". */
export const ein = (rng: Rng) => `${rng.int(10, 98)}-${rng.digits(7)}`;

// ---- pages ----

/** Splits rows for a two-page document: the first page holds `first` rows. */
export function split<T>(rows: T[], first: number): [T[], T[]] {
  return [rows.slice(0, first), rows.slice(first)];
}
