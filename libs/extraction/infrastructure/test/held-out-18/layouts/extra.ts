/**
 * What this set prints beyond ../../generalisation/kit.ts and notation.ts: euros, dollars and pounds
 * as English and continental documents write them, valid ids with a chosen prefix (cooperatives,
 * partnerships), nine-digit numbers failing the check, the tax authority's allocation number and its
 * thresholds, rows spread over pages, a few foreign registration numbers and the stirring of a
 * receipt's seed. Nothing is imported from another held-out set.
 */
import { amount, checkDigit, Rng, seedOf, taxId } from '../../generalisation/kit';

// ---- money (integer cents / pence / agorot) ----

/** "$1,234.56" or "USD 1,234.56". */
export function dollars(cents: number, code = false): string {
  const a = amount(Math.abs(cents));
  const sign = cents < 0 ? '-' : '';
  return code ? `${sign}USD ${a}` : `${sign}$${a}`;
}

/** "£1,234.56" */
export const pounds = (pence: number) => `${pence < 0 ? '-' : ''}£${amount(Math.abs(pence))}`;

/** Euros the English way ("€1,234.56") or the continental way ("1.234,56 €"). */
export function euros(cents: number, continental: boolean): string {
  const sign = cents < 0 ? '-' : '';
  return continental ? `${sign}${amount(Math.abs(cents), { eu: true })} €` : `${sign}€${amount(Math.abs(cents))}`;
}

/** Sums a list of amounts. */
export const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

// ---- ids and numbers ----

/** A vendor's own id, the same on each of its receipts: drawn from its name, not from the receipt's seed. */
export const vendorId = (name: string, company: boolean) => taxId(new Rng(seedOf(name)), company);

/** A valid Israeli id beginning with `prefix` (57 cooperatives, 55 partnerships, 51/52 companies). */
export function idWith(rng: Rng, prefix: string): string {
  const base = prefix + rng.digits(8 - prefix.length);
  return base + checkDigit(base);
}

/** Nine digits starting with `lead` whose last digit fails the check: accounts, contracts, subscribers. */
export function failing(rng: Rng, lead: string): string {
  const base = lead + rng.digits(8 - lead.length);
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

/** The tax authority's allocation number ("מספר הקצאה"), nine digits. */
export const allocation = (rng: Rng) => `${rng.int(1, 9)}${rng.digits(8)}`;

/** Whether an invoice to a business of `net` agorot before VAT on `date` needs an allocation number. */
export function allocationNeeded(date: string, net: number): boolean {
  if (date < '2024-05-05') return false;
  return net >= (date < '2025-01-01' ? 2500000 : 2000000);
}

/** Scottish company "SC612345", British VAT "GB 123 4567 89". */
export const scotCompany = (rng: Rng) => `SC${rng.int(300000, 799999)}`;
export const gbVat = (rng: Rng) => `GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;
/** Slovenia: VAT "SI12345678", registration number of ten digits ending in 000. */
export const siVat = (rng: Rng) => `SI${rng.int(10000000, 99999999)}`;
export const siRegistration = (rng: Rng) => `${rng.int(1000000, 9999999)}000`;
/** A US employer identification number "87-1234567". */
export const usEin = (rng: Rng) => `${rng.int(10, 98)}-${rng.digits(7)}`;
/** An Israeli aircraft registration "4X-CDM". */
export const tailMark = (rng: Rng) => `4X-${rng.pick(['C', 'A', 'D'])}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`;

// ---- bilingual labels ----

/** "עברית / English" with the English kept left to right inside the Hebrew line (its final period, "#" or "×" stays put). */
export const bi = (label: string) => label.replace(/ \/ ([^<]+)$/, ' / <bdi dir="ltr">$1</bdi>');

// ---- pages ----

/** Rows cut into pages: the first `first` rows, then `rest` a page. */
export function paginate<T>(rows: T[], first: number, rest: number): T[][] {
  const out: T[][] = [rows.slice(0, first)];
  for (let i = first; i < rows.length; i += rest) out.push(rows.slice(i, i + rest));
  return out;
}

/**
 * Each layout's salt for `stirred`, chosen once so that a layout's four receipts between them show its
 * vendors, years and variants (the receipts stay seeded by their ids).
 */
export const SALT: Record<string, number> = {
  'he-fishing-tackle-till': 4,
  'he-tasting-menu-bill': 2,
  'he-colocation-monthly-bill': 3,
  'he-party-supplies-webshop-order': 7,
  'he-truck-parking-yard-invoice': 2,
  'he-curtains-credit-note': 0,
  'he-pool-maintenance-invoice': 0,
  'he-honey-farm-receipt': 1,
  'en-edinburgh-aparthotel-folio': 7,
  'en-us-patent-attorneys-invoice': 5,
  'en-slovenian-campervan-rental': 0,
  'en-film-gear-rental-invoice': 5,
  'mixed-airfield-fuel-slip': 8,
  'mixed-padel-club-receipt': 1,
  'mixed-notary-fees-invoice': 1,
};

/**
 * A source drawn afresh from the receipt's own: the ids of one layout's receipts differ only in their
 * last character, so their seeds lie close together; hashing a few draws with the layout's salt
 * spreads them.
 */
export function stirred(rng: Rng, layout: string): Rng {
  return new Rng(seedOf(`${layout}#${SALT[layout] ?? 0}#${rng.next()}#${rng.next()}`));
}
