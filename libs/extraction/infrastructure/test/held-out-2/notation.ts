/**
 * Notations the second held-out set prints beyond those of ../generalisation/kit.ts (which it
 * shares for the facts of the world: seeded randomness, valid tax ids, VAT rates, the common date
 * and amount notations): more date spellings, amounts with a currency sign on either side, spaced
 * or parenthesised, ids with hyphens, phone and plate numbers.
 */
import { amount, DateStyle, EN_MONTHS, formatDate, HE_MONTHS, Rng } from '../generalisation/kit';

export type Style = DateStyle | 'd-Mon-Y' | 'd-Mon-y' | 'Y/m/d' | 'd.m.Y he' | 'dd Mon, Y' | 'he,' | 'he-short';

export function day(iso: string, style: Style): string {
  const [Y, m, d] = iso.split('-');
  const mon = EN_MONTHS[Number(m) - 1].slice(0, 3);
  switch (style) {
    case 'd-Mon-Y':
      return `${d}-${mon}-${Y}`;
    case 'd-Mon-y':
      return `${d}-${mon.toUpperCase()}-${Y.slice(2)}`;
    case 'Y/m/d':
      return `${Y}/${m}/${d}`;
    case 'd.m.Y he':
      return `${d}.${m}.${Y}`;
    case 'dd Mon, Y':
      return `${d} ${mon}, ${Y}`;
    case 'he,':
      return `${Number(d)} ב${HE_MONTHS[Number(m) - 1]}, ${Y}`;
    case 'he-short':
      return `${Number(d)} ${HE_MONTHS[Number(m) - 1]} ${Y.slice(2)}'`;
    default:
      return formatDate(iso, style);
  }
}

/** "מרץ 2025" / "March 2025": a billing month. */
export function month(iso: string, he: boolean): string {
  const [Y, m] = iso.split('-');
  return `${(he ? HE_MONTHS : EN_MONTHS)[Number(m) - 1]} ${Y}`;
}

/** "1 234,56" as French invoices group thousands with a (narrow) space. */
export function spaced(cents: number): string {
  return amount(cents, { eu: true }).replace(/\./g, '\u202f');
}

/** "(1,234.50)": an accountant's negative. */
export function parens(cents: number): string {
  return cents < 0 ? `(${amount(-cents)})` : amount(cents);
}

/** A company id printed in groups, "51-234567-8" (the truth keeps the nine digits). */
export function hyphenated(id: string): string {
  return `${id.slice(0, 2)}-${id.slice(2, 8)}-${id.slice(8)}`;
}

export function mobile(rng: Rng): string {
  return `05${rng.pick(['0', '2', '3', '4', '8'])}-${rng.digits(7)}`;
}

export function landline(rng: Rng): string {
  return `0${rng.pick(['2', '3', '4', '8', '9'])}-${rng.int(5, 9)}${rng.digits(6)}`;
}

/** An Israeli number plate: 12-345-67 (old) or 123-45-678 (new). */
export function plate(rng: Rng): string {
  return rng.chance(0.5) ? `${rng.digits(2)}-${rng.digits(3)}-${rng.digits(2)}` : `${rng.digits(3)}-${rng.digits(2)}-${rng.digits(3)}`;
}

/** Rounds cents to the nearest ten agorot (the smallest coin since 2008). */
export function toTenAgorot(cents: number): number {
  return Math.round(cents / 10) * 10;
}
