/**
 * Notations this set prints beyond ../../generalisation/kit.ts and notation.ts: euros (Dutch "€ 1.234,56"
 * too), dollars and pounds, amounts with a minus after them or before the sign, quantities with a fixed number
 * of decimals and amounts from them, valid ids with a given prefix, ids in groups of three joined by hyphens,
 * Dutch, British and US business numbers and phones, instalments, and a row split for two-page documents.
 * Nothing is imported from another held-out set.
 */
import { amount, checkDigit, Rng } from '../../generalisation/kit';

// ---- money (integer cents / pence / agorot) ----

/** "€1,234.56", or the Dutch "€ 1.234,56". */
export const eur = (cents: number, dutch = false) => `${cents < 0 ? '-' : ''}€${dutch ? ' ' + amount(Math.abs(cents), { eu: true }) : amount(Math.abs(cents))}`;

/** "$1,234.56" */
export const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${amount(Math.abs(cents))}`;

/** "£1,234.56" */
export const gbp = (cents: number) => `${cents < 0 ? '-' : ''}£${amount(Math.abs(cents))}`;

/** "1,234.56-": a negative amount with the minus after it (as some credit notes print). */
export const minusAfter = (cents: number) => `${amount(Math.abs(cents))}-`;

/** "‎-1,234.56": a negative amount with a leading minus, kept left-to-right in Hebrew text by a mark. */
export const minusBefore = (cents: number) => `\u200e-${amount(Math.abs(cents))}`;

// ---- quantities ----

/** An integer in units of 10^-places as a decimal: fixed(24805, 1) = "2480.5"; grouped with commas when asked. */
export function fixed(n: number, places: number, group = false): string {
  const scale = 10 ** places;
  const whole = String(Math.floor(n / scale));
  const frac = places ? '.' + String(n % scale).padStart(places, '0') : '';
  return (group ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole) + frac;
}

/** The amount in cents of `q` units given in 10^-qp, at a price in 10^-pp of the currency a unit. */
export const times = (q: number, qp: number, price: number, pp: number) => Math.round((q * price) / 10 ** (qp + pp - 2));

/** Instalments as card slips print them: the first takes the remainder. */
export function instalments(total: number, n: number): [number, number] {
  const rest = Math.floor(total / n);
  return [total - rest * (n - 1), rest];
}

// ---- ids and numbers ----

/** A valid Israeli id starting with `prefix` ("57" cooperative societies, "58" associations, "500" local councils). */
export function idWithPrefix(rng: Rng, prefix: string): string {
  const base = prefix + rng.digits(8 - prefix.length);
  return base + checkDigit(base);
}

/** "514-218-337": an id in groups of three joined by hyphens. */
export const triples = (id: string) => `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}`;

/** Dutch chamber of commerce number (eight digits) and VAT number "NL123456789B01". */
export const kvk = (rng: Rng) => `${rng.int(3, 9)}${rng.digits(7)}`;
export const nlVat = (rng: Rng) => `NL${rng.int(1, 9)}${rng.digits(8)}B0${rng.int(1, 3)}`;
export const nlPhone = (rng: Rng) => `+31 20 ${rng.int(200, 799)} ${rng.digits(4)}`;

/** British VAT registration "GB 318 2741 06" and company number "09123456". */
export const gbVat = (rng: Rng) => `GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;
export const ukCompanyNo = (rng: Rng) => `${rng.pick(['06', '08', '10', '12'])}${rng.digits(6)}`;
export const londonPhone = (rng: Rng) => `+44 (0)20 ${rng.int(7100, 7999)} ${rng.digits(4)}`;

/** US employer id "84-3920175" and a US phone "(732) 555-0143". */
export const usEin = (rng: Rng) => `${rng.int(20, 99)}-${rng.digits(7)}`;
export const usPhone = (rng: Rng, area: number) => `(${area}) ${rng.int(200, 989)}-${rng.digits(4)}`;

// ---- pages ----

/** The rows of a two-page document: the first page holds `first`. */
export function pages<T>(rows: T[], first: number): [T[], T[]] {
  return [rows.slice(0, first), rows.slice(first)];
}
