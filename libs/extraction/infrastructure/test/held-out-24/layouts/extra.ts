/**
 * What this set prints beyond ../../generalisation/kit.ts and notation.ts: euros, dollars and pounds in the
 * ways its foreign vendors write them, tax contained in or added to a sum at a rate in hundredths of a
 * percent, a vendor's id fixed by its name, nine-digit numbers that fail the check, an association's number,
 * the allocation number and when it is due, Italian, Scottish/British and US business numbers, left-to-right
 * islands in Hebrew lines and bilingual label pairs, and the spreading of a receipt's seed. Written for this
 * set; nothing is imported from another held-out set.
 */
import { amount, checkDigit, Rng, seedOf, taxId } from '../../generalisation/kit';

// ---- money, in integer minor units ----

export const add = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** Tax contained in a gross sum at `bp` hundredths of a percent (1800 = 18%), to the minor unit. */
export const taxIn = (gross: number, bp: number) => Math.round((gross * bp) / (10000 + bp));
/** Tax on a net sum at `bp` hundredths of a percent, to the minor unit. */
export const taxOn = (net: number, bp: number) => Math.round((net * bp) / 10000);
/** A percentage of a sum, to the minor unit. */
export const pct = (x: number, p: number) => Math.round((x * p) / 100);
/** quantity (may be fractional) × unit price, to the minor unit. */
export const times = (qty: number, unit: number) => Math.round(qty * unit);

/** "$1,234.56", "-$12.00" */
export const usd = (c: number) => `${c < 0 ? '-' : ''}$${amount(Math.abs(c))}`;
/** "£1,234.56" */
export const gbp = (p: number) => `${p < 0 ? '-' : ''}£${amount(Math.abs(p))}`;
/** Italian euros: "€ 1.234,56" (prefix) or "1.234,56" (bare). */
export const eurIt = (c: number, sign = true) => `${c < 0 ? '-' : ''}${sign ? '€\u00a0' : ''}${amount(Math.abs(c), { eu: true })}`;

// ---- ids ----

/** A vendor's own Israeli id, drawn from its name so that each of its documents prints the same id. */
export const vendorId = (name: string, company: boolean) => taxId(new Rng(seedOf(`h24#${name}`)), company);

/** Nine digits beginning with `lead` whose last digit is not the check digit: consumers, accounts, installations. */
export function failsCheck(rng: Rng, lead: string): string {
  const base = lead + rng.digits(8 - lead.length);
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

/** A registered association's number (58…, valid): parents' associations and the like. */
export function associationId(rng: Rng): string {
  const base = `58${rng.digits(6)}`;
  return base + checkDigit(base);
}

/** The tax authority's allocation number on large invoices to businesses. */
export const allocation = (rng: Rng) => `${rng.int(1, 9)}${rng.digits(8)}`;
/** Whether an invoice to a business of `net` agorot before VAT, dated `date`, must carry one. */
export function allocationDue(date: string, net: number): boolean {
  if (date < '2024-05-05') return false;
  const floor = date < '2025-01-01' ? 2500000 : date < '2026-01-01' ? 2000000 : 1000000;
  return net >= floor;
}

/** An Italian partita IVA: eleven digits. */
export const partitaIva = (rng: Rng) => `0${rng.digits(10)}`;
/** A Scottish company number "SC123456". */
export const scCompany = (rng: Rng) => `SC${rng.int(100000, 799999)}`;
/** "GB 123 4567 89" */
export const gbVat = (rng: Rng) => `GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;
/** A US employer identification number. */
export const ein = (rng: Rng) => `${rng.int(10, 98)}-${rng.digits(7)}`;

// ---- direction ----

/** A number, date or code kept left to right inside a right-to-left line. */
export const lr = (s: string) => `<bdi dir="ltr">${s}</bdi>`;
/** "עברית / English", the English half kept left to right. */
export const bi = (he: string, en: string, sep = ' / ') => `${he}${sep}<bdi dir="ltr">${en}</bdi>`;

// ---- seeds ----

/** Each layout's salt, fixed once so that its four receipts show its vendors, variants and four years. */
export const SALT: Record<string, number> = {
  'he-night-kiosk-till': 2,
  'he-bedouin-hospitality-tent-bill': 44,
  'he-gas-cylinders-bill': 50,
  'he-blacksmith-workshop-invoice': 137,
  'he-school-textbooks-two-page': 6,
  'he-fitness-equipment-credit-note': 496,
  'he-contact-lenses-webshop-order': 31,
  'he-boat-fuel-dock-slip': 3,
  'en-dolomites-rifugio-folio': 9,
  'en-us-luthier-invoice': 77,
  'en-scottish-bagpipe-maker-invoice': 56,
  'en-dog-boarding-kennel-invoice': 6,
  'mixed-stadium-event-parking': 51,
  'mixed-stargazing-tour-receipt': 8,
  'mixed-interpreting-equipment-invoice': 4,
};

/** A fresh source drawn from the receipt's seed and the layout's salt, so that neighbouring seeds spread. */
export function spread(rng: Rng, layout: string): Rng {
  return new Rng(seedOf(`h24|${layout}|${SALT[layout] ?? 0}|${rng.next()}|${rng.next()}`));
}

/** A date in one of the set's years (2023 from June, 2026 to March), the year drawn first. */
export function dateInYears(rng: Rng, from = '2023-06-01', to = '2026-03-28'): string {
  const year = rng.pick([2023, 2024, 2025, 2026]);
  const a = Math.max(Date.parse(`${year}-01-01T00:00:00Z`), Date.parse(`${from}T00:00:00Z`));
  const b = Math.min(Date.parse(`${year}-12-31T00:00:00Z`), Date.parse(`${to}T00:00:00Z`));
  if (b < a) return new Date(a).toISOString().slice(0, 10);
  return new Date(a + Math.floor(rng.next() * ((b - a) / 86400000 + 1)) * 86400000).toISOString().slice(0, 10);
}
