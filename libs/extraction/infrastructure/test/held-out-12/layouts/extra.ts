/**
 * Notations this set prints beyond ../../generalisation/kit.ts and notation.ts: lengths in metres
 * with the price of a cut, German and Italian euro amounts, US dollars, German and Italian dates,
 * German and Italian company and VAT numbers, ids of local authorities (valid, as customers print
 * them), instalments and a drawn barcode. Nothing is imported from another held-out set.
 */
import { amount, checkDigit, Rng } from '../../generalisation/kit';

// ---- quantities ----

/** The price of `cm` centimetres at `perMetre` agorot a metre, rounded to the agora. */
export const byLength = (cm: number, perMetre: number) => Math.round((cm * perMetre) / 100);

/** "2.35" (metres with two decimals). */
export const metres = (cm: number) => `${Math.floor(cm / 100)}.${String(cm % 100).padStart(2, '0')}`;

/** Litres to two decimals (integer centilitres): "48.37". */
export const litres = (cl: number) => `${Math.floor(cl / 100)}.${String(cl % 100).padStart(2, '0')}`;

/** Instalments as Israeli card slips print them: the first payment takes the remainder. */
export function instalments(total: number, n: number): { first: number; other: number } {
  const other = Math.floor(total / n);
  return { first: total - other * (n - 1), other };
}

// ---- foreign amounts ----

/** German: "1.234,56 €" (or without the sign). */
export const deEur = (cents: number, sign = true) => `${amount(cents, { eu: true })}${sign ? ' €' : ''}`;

/** Italian: "€ 1.234,56". */
export const itEur = (cents: number) => `€ ${amount(cents, { eu: true })}`;

/** "$1,234.50" or "1,234.50". */
export const usd = (cents: number, sign = true) => `${cents < 0 ? '-' : ''}${sign ? '$' : ''}${amount(Math.abs(cents))}`;

// ---- dates ----

/** German: "14.05.2024". */
export const deDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const IT_MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
/** Italian: "14 maggio 2024". */
export const itLong = (iso: string) => `${Number(iso.slice(8, 10))} ${IT_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

// ---- ids ----

/** A valid Israeli id with a given prefix: "500" local authorities, "58" associations. */
export function prefixedId(rng: Rng, prefix: string): string {
  const base = prefix + rng.digits(8 - prefix.length);
  return base + checkDigit(base);
}

/** German VAT id "DE 287 451 093", tax number "27/145/31208" and register "HRB 41873". */
export function germanIds(rng: Rng): { ust: string; stnr: string; hrb: string } {
  return { ust: `DE${rng.int(100, 399)}${rng.digits(6)}`, stnr: `${rng.int(10, 99)}/${rng.digits(3)}/${rng.digits(5)}`, hrb: `HRB ${rng.int(10000, 99999)}` };
}

/** Italian "P.IVA IT01234567890" and the REA number "FI-612345". */
export function italianIds(rng: Rng): { piva: string; rea: string } {
  return { piva: `IT0${rng.digits(10)}`, rea: `${rng.pick(['FI', 'SI', 'PG', 'BA', 'LE'])}-${rng.int(100000, 699999)}` };
}

/** US employer id "EIN 13-4829176". */
export const ein = (rng: Rng) => `${rng.int(10, 98)}-${rng.digits(7)}`;

/** Vertical bars standing for a printed barcode (only its look). */
export function barcode(rng: Rng, widthMm: number, heightMm: number): string {
  let x = 0;
  let rects = '';
  while (x < 150) {
    const w = rng.pick([1, 1, 2, 3]);
    rects += `<rect x="${x}" y="0" width="${w}" height="10"/>`;
    x += w + rng.pick([1, 1, 2, 3]);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x} 10" preserveAspectRatio="none" style="width:${widthMm}mm;height:${heightMm}mm">${rects}</svg>`;
}
