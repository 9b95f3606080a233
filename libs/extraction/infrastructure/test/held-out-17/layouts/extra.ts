/**
 * Notations this set prints beyond ../../generalisation/kit.ts and notation.ts: dollars, euros and
 * pounds in their usual English forms, weights in grams shown as kilograms and their price, valid ids
 * with a given prefix, nine-digit numbers failing the check, the tax authority's allocation number and
 * its threshold, card instalments, rows spread over pages with the running sum carried, masked cards
 * and a few foreign registration numbers. Nothing is imported from another held-out set.
 */
import { amount, checkDigit, Rng, seedOf } from '../../generalisation/kit';

// ---- money (integer cents / pence / agorot) ----

/** "$1,234.56", "US$ 1,234.56" or "USD 1,234.56". */
export function usd(cents: number, style: '$' | 'US$' | 'USD' = '$'): string {
  const sign = cents < 0 ? '-' : '';
  const a = amount(Math.abs(cents));
  return style === '$' ? `${sign}$${a}` : `${sign}${style} ${a}`;
}

/** "€1,234.56" (as Maltese and Irish documents write it) or "EUR 1,234.56". */
export function eur(cents: number, style: '€' | 'EUR' = '€'): string {
  const sign = cents < 0 ? '-' : '';
  const a = amount(Math.abs(cents));
  return style === '€' ? `${sign}€${a}` : `${sign}EUR ${a}`;
}

/** "£1,234.56" */
export const gbp = (pence: number) => `${pence < 0 ? '-' : ''}£${amount(Math.abs(pence))}`;

/** An amount with the minus sign in front, or bracketed when `brackets`. */
export const signed = (cents: number, brackets = false) => (cents < 0 ? (brackets ? `(${amount(-cents)})` : `-${amount(-cents)}`) : amount(cents));

// ---- weights ----

/** Grams as kilograms to three decimals: 236 → "0.236". */
export const kg = (grams: number) => `${Math.floor(grams / 1000)}.${String(grams % 1000).padStart(3, '0')}`;

/** The price of `grams` at `perKg` agorot a kilogram, to the agora. */
export const weighed = (grams: number, perKg: number) => Math.round((grams * perKg) / 1000);

// ---- ids and numbers ----

/** A valid Israeli id beginning with `prefix`. */
export function validWith(rng: Rng, prefix: string): string {
  const base = prefix + rng.digits(8 - prefix.length);
  return base + checkDigit(base);
}

/** Nine digits beginning with `lead` whose last digit fails the check. */
export function failingId(rng: Rng, lead: string): string {
  const base = lead + rng.digits(8 - lead.length);
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

/** The tax authority's allocation number ("מספר הקצאה"), nine digits. */
export const allocationNo = (rng: Rng) => `${rng.int(1, 9)}${rng.digits(8)}`;

/** Whether an invoice of `net` agorot before VAT on `date` needs an allocation number. */
export function needsAllocation(date: string, net: number): boolean {
  if (date < '2024-05-05') return false;
  return net >= (date < '2025-01-01' ? 2500000 : 2000000);
}

/** Card instalments: the first carries the remainder. */
export function split(total: number, n: number): [number, number] {
  const rest = Math.floor(total / n);
  return [total - rest * (n - 1), rest];
}

/** "**** 1234" or "XXXX-XXXX-XXXX-1234" */
export const maskedCard = (rng: Rng) => (rng.chance(0.5) ? `**** ${rng.digits(4)}` : `XXXX-XXXX-XXXX-${rng.digits(4)}`);

/** Malta: company "C 81234", VAT "MT12345678", phone "+356 2134 5678". */
export const maltaCompany = (rng: Rng) => `C ${rng.int(20000, 99999)}`;
export const maltaVat = (rng: Rng) => `MT${rng.digits(8)}`;
export const maltaPhone = (rng: Rng) => `+356 ${rng.pick(['21', '27', '23'])}${rng.digits(2)} ${rng.digits(4)}`;

/** England: company "09876543", VAT "GB 123 4567 89", phone "+44 161 555 0123". */
export const ukCompanyNo = (rng: Rng) => `${rng.pick(['02', '06', '08', '10'])}${rng.digits(6)}`;
export const ukVatNo = (rng: Rng) => `GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;

/** A US employer identification number "87-1234567". */
export const ein = (rng: Rng) => `${rng.int(20, 98)}-${rng.digits(7)}`;

// ---- pages ----

/** Rows in pages of `size`, the last holding the rest. */
export function pages<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Each layout's salt for `stirred`, chosen once so that a layout's four receipts between them show its
 * vendors, years and variants (the receipts stay seeded by their ids).
 */
export const SALT: Record<string, number> = {
  'he-cheese-deli-till': 21,
  'he-hummus-bar-bill': 16,
  'he-kindergarten-monthly-bill': 0,
  'he-car-leasing-monthly-bill': 0,
  'he-office-kitchen-multipage': 0,
  'he-garden-furniture-credit-note': 235,
  'he-yoga-teacher-receipt': 106,
  'he-kids-clothing-webshop-order': 1,
  'en-us-dna-kit-order': 6,
  'en-malta-language-school-invoice': 2,
  'en-uk-football-club-store-order': 11,
  'en-archaeology-dig-experience': 2,
  'mixed-climbing-gym-receipt': 0,
  'mixed-desert-lodge-folio': 4,
  'mixed-recording-studio-invoice': 6,
};

/**
 * A source drawn afresh from the receipt's own: the ids of one layout's receipts differ only in their
 * last digit, and their seeds' first draws lie close together; hashing a few draws (and the layout's
 * salt) spreads them.
 */
export function stirred(rng: Rng, layout: string): Rng {
  return new Rng(seedOf(`${SALT[layout] ?? 0}|${rng.next()}|${rng.next()}|${rng.next()}`));
}
