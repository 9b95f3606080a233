/**
 * What this set prints beyond ../../generalisation/kit.ts and notation.ts: dollars, pounds and euros as a
 * Portuguese hotel prints them, a vendor's id fixed by its name, nine-digit numbers that fail the check, a
 * cooperative's id, the allocation number and when it is required, Portuguese, British and US business
 * numbers, left-to-right islands inside Hebrew lines and bilingual label pairs, and the spreading of a
 * receipt's seed. Written for this set; nothing is imported from another held-out set.
 */
import { amount, checkDigit, Rng, seedOf, taxId } from '../../generalisation/kit';

// ---- money, in integer minor units ----

export const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${amount(Math.abs(cents))}`;
export const pounds = (pence: number) => `${pence < 0 ? '-' : ''}£${amount(Math.abs(pence))}`;
/** Euros as a Portuguese hotel's system prints them: "1.234,56 €" or, with `space`, "1 234,56 €". */
export function euroPt(cents: number, space = false): string {
  const body = amount(Math.abs(cents), { eu: true });
  return `${cents < 0 ? '-' : ''}${space ? body.replace(/\./g, '\u00a0') : body}\u00a0€`;
}
export const add = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** Tax contained in a gross sum at `pct` percent, to the minor unit. */
export const taxIn = (gross: number, pct: number) => Math.round((gross * pct) / (100 + pct));
/** Tax on a net sum at a rate in hundredths of a percent (600 = 6%), to the minor unit. */
export const taxOn = (net: number, bp: number) => Math.round((net * bp) / 10000);
/** quantity (may be fractional) × unit price, to the minor unit. */
export const times = (qty: number, unit: number) => Math.round(qty * unit);

// ---- ids ----

/** A vendor's own Israeli id, drawn from its name so that every document of that vendor prints the same id. */
export const vendorId = (name: string, company: boolean) => taxId(new Rng(seedOf(`h23#${name}`)), company);

/** Nine digits starting with `lead` whose last digit is not the check digit: accounts, meters, members. */
export function failsCheck(rng: Rng, lead: string): string {
  const base = lead + rng.digits(8 - lead.length);
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

/** A cooperative society's number (57…, valid check digit). */
export function coopId(rng: Rng): string {
  const base = `57${rng.digits(6)}`;
  return base + checkDigit(base);
}

/** A cooperative vendor's own number, drawn from its name. */
export function coopOwnId(name: string): string {
  return coopId(new Rng(seedOf(`h23#${name}`)));
}

/** The tax authority's allocation number printed on large invoices to businesses. */
export const allocation = (rng: Rng) => `${rng.int(1, 9)}${rng.digits(8)}`;

/** Whether an invoice to a business of `net` agorot before VAT, dated `date`, must carry an allocation number. */
export function allocationDue(date: string, net: number): boolean {
  if (date < '2024-05-05') return false;
  const threshold = date < '2025-01-01' ? 2500000 : date < '2026-01-01' ? 2000000 : 1000000;
  return net >= threshold;
}

/**
 * A Portuguese NIF (nine digits, mod-11 check) that does not also pass the Israeli check digit, so it reads
 * only as the foreign number it is.
 */
export function ptNif(rng: Rng): string {
  for (;;) {
    const base = `5${rng.digits(7)}`;
    const s = [...base].reduce((a, d, i) => a + Number(d) * (9 - i), 0);
    const c = 11 - (s % 11);
    const nif = base + String(c >= 10 ? 0 : c);
    if (checkDigit(nif.slice(0, 8)) !== nif[8]) return nif;
  }
}
export const ukCompany = (rng: Rng) => `${rng.pick(['04', '07', '09', '10', '12'])}${rng.digits(6)}`;
export const ukVat = (rng: Rng) => `GB${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;
export const usEin = (rng: Rng) => `${rng.int(20, 88)}-${rng.digits(7)}`;

// ---- direction ----

/** A number, date or code kept left to right inside a right-to-left line. */
export const lr = (s: string) => `<bdi dir="ltr">${s}</bdi>`;
/** "עברית / English", the English half kept left to right. */
export const both = (he: string, en: string, sep = ' / ') => `${he}${sep}<bdi dir="ltr">${en}</bdi>`;

// ---- seeds ----

/** Each layout's salt, fixed once so that its four receipts show its vendors, years and variants. */
export const SALT: Record<string, number> = {
  'he-sewing-machine-shop-till': 685,
  'he-persian-restaurant-bill': 500,
  'he-central-hot-water-bill': 177,
  'he-olive-press-slip': 154,
  'he-bookbinder-invoice': 177,
  'he-coffee-capsules-webshop-order': 201,
  'he-flower-wholesaler-two-page': 188,
  'he-hot-tub-store-credit-note': 130,
  'en-porto-riverside-hotel-folio': 238,
  'en-us-fly-fishing-outfitter-invoice': 105,
  'en-uk-falconry-centre-invoice': 86,
  'en-kashrut-supervision-invoice': 267,
  'mixed-driving-range-receipt': 490,
  'mixed-juice-bar-slip': 39,
  'mixed-funeral-services-invoice': 131,
};

/** A fresh source drawn from the receipt's seed and the layout's salt, so that neighbouring seeds spread. */
export function spread(rng: Rng, layout: string): Rng {
  return new Rng(seedOf(`h23|${layout}|${SALT[layout] ?? 0}|${rng.next()}|${rng.next()}`));
}
