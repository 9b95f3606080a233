/**
 * Notations this set prints beyond ../../generalisation/kit.ts and notation.ts: weighed lines in
 * grams, French, Cypriot and British amounts and dates (ordinal days), foreign company and VAT
 * numbers, ids of public bodies, associations and cooperatives (valid, as customers print them),
 * passports, container and bill of lading codes, and a drawn barcode.
 */
import { amount, checkDigit, EN_MONTHS, Rng } from '../../generalisation/kit';

// ---- weighed goods (integer grams, agorot per kilogram) ----

/** The price of `grams` at `perKg` agorot a kilogram, rounded to the agora. */
export const weighed = (grams: number, perKg: number) => Math.round((grams * perKg) / 1000);

/** "0.412" (kilograms with three decimals). */
export const kg = (grams: number) => `${Math.floor(grams / 1000)}.${String(grams % 1000).padStart(3, '0')}`;

/** Instalments as Israeli card slips print them: the first payment takes the remainder. */
export function instalments(total: number, n: number): { first: number; other: number } {
  const other = Math.floor(total / n);
  return { first: total - other * (n - 1), other };
}

/** Rounds a cash payment to ten agorot, as Israeli tills do since the one-agora coin went. */
export const cashRound = (cents: number) => Math.round(cents / 10) * 10;

// ---- foreign amounts ----

/** French: "1 234,50 €" (a space between thousands). */
export const frEur = (cents: number) => `${amount(cents, { eu: true }).replace(/\./g, ' ')} €`;

/** "1 234,50" without the sign. */
export const fr = (cents: number) => amount(cents, { eu: true }).replace(/\./g, ' ');

/** Cypriot and Irish style: "€1,234.50", "€ 1,234.50" or "EUR 1,234.50". */
export function eurDot(cents: number, style: '€x' | '€ x' | 'EUR x' | 'x'): string {
  const sign = cents < 0 ? '-' : '';
  return sign + style.replace('x', amount(Math.abs(cents)));
}

/** "£1,234.50" or "GBP 1,234.50". */
export const pounds = (cents: number, code = false) => `${cents < 0 ? '-' : ''}${code ? 'GBP ' : '£'}${amount(Math.abs(cents))}`;

/** "US$ 1,234.50", "$1,234.50" or "USD 1,234.50". */
export function dollars(cents: number, style: 'US$ x' | '$x' | 'USD x'): string {
  return (cents < 0 ? '-' : '') + style.replace('x', amount(Math.abs(cents)));
}

// ---- dates ----

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** British: "12th March 2025". */
export function ordinalDate(iso: string): string {
  const [Y, m, d] = iso.split('-');
  return `${ordinal(Number(d))} ${EN_MONTHS[Number(m) - 1]} ${Y}`;
}

const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const FR_DAYS = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];

/** French: "mer. 14 mai 2024". */
export function frLong(iso: string): string {
  const [Y, m, d] = iso.split('-');
  return `${FR_DAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${Number(d)} ${FR_MONTHS[Number(m) - 1]} ${Y}`;
}

// ---- ids and codes ----

/** A valid Israeli id with a given prefix: "500" local authorities, "58" associations, "57" cooperatives. */
export function prefixedId(rng: Rng, prefix: string): string {
  const base = prefix + rng.digits(8 - prefix.length);
  return base + checkDigit(base);
}

/** French SIRET: "512 345 678 00021" (SIREN and establishment). */
export const siret = (rng: Rng) => `${rng.int(300, 899)} ${rng.digits(3)} ${rng.digits(3)} 000${rng.digits(2)}`;

/** Cypriot company registration "HE 389214" and VAT number "CY10389214T". */
export function cyprusIds(rng: Rng): { reg: string; vat: string } {
  const n = String(rng.int(300000, 459999));
  return { reg: `HE ${n}`, vat: `CY10${n}${rng.pick(['T', 'K', 'M', 'X', 'Q'])}` };
}

/** UK VAT "GB 238 4471 09" and company number "08841273". */
export function ukIds(rng: Rng): { vat: string; company: string } {
  return { vat: `GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}`, company: `${rng.pick(['0', '1'])}${rng.digits(7)}` };
}

/** An Israeli passport number (eight digits) or a foreign one. */
export function passport(rng: Rng, country: 'IL' | 'IE' | 'US' | 'PL' | 'PH' | 'BR' | 'IT' | 'NG'): string {
  switch (country) {
    case 'IL':
      return String(rng.int(20000000, 39999999));
    case 'IE':
      return `P${rng.pick(['A', 'B', 'C', 'D'])}${rng.digits(7)}`;
    case 'US':
      return rng.digits(9);
    case 'PL':
      return `E${rng.pick(['A', 'B', 'C', 'D', 'E'])}${rng.digits(7)}`;
    case 'PH':
      return `P${rng.digits(7)}${rng.pick(['A', 'B'])}`;
    case 'BR':
      return `F${rng.pick(['A', 'B', 'C', 'D'])}${rng.digits(6)}`;
    case 'IT':
      return `Y${rng.pick(['A', 'B', 'C'])}${rng.digits(7)}`;
    case 'NG':
      return `A${rng.digits(8)}`;
  }
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** A shipping container number: owner code, serial and check digit ("TGHU 123456 7"); the digit is not computed. */
export const container = (rng: Rng) => `${rng.pick(['TGHU', 'MSKU', 'ZIMU', 'CMAU', 'MEDU', 'TCLU'])} ${rng.digits(6)} ${rng.digits(1)}`;

/** A bill of lading number ("ZIMUHFA1234567"). */
export const billOfLading = (rng: Rng) => `${rng.pick(['ZIMU', 'MEDU', 'MAEU', 'CMDU'])}${rng.pick(['HFA', 'ASH', 'FXT', 'SHA', 'VLC', 'PIR'])}${rng.digits(7)}`;

/** Capital letters and digits. */
export function letters(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += LETTERS[rng.int(0, LETTERS.length - 1)];
  return s;
}

/** Vertical bars standing for a printed barcode (only its look). */
export function barcode(rng: Rng, widthMm: number, heightMm: number): string {
  let x = 0;
  let rects = '';
  while (x < 160) {
    const w = rng.pick([1, 1, 2, 3]);
    rects += `<rect x="${x}" y="0" width="${w}" height="10"/>`;
    x += w + rng.pick([1, 1, 2, 3]);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x} 10" preserveAspectRatio="none" style="width:${widthMm}mm;height:${heightMm}mm">${rects}</svg>`;
}
