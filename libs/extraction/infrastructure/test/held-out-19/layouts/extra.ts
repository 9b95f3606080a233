/**
 * What this set prints beyond ../../generalisation/kit.ts and notation.ts: euros, dollars and pounds,
 * a vendor's id drawn from its name, valid ids with a chosen prefix (cooperatives), nine-digit numbers
 * failing the check, the tax authority's allocation number and its thresholds, Spanish, British and US
 * business numbers, bilingual labels, rows spread over pages and the stirring of a receipt's seed.
 * Nothing is imported from another held-out set.
 */
import { amount, checkDigit, Rng, seedOf, taxId } from '../../generalisation/kit';

// ---- money (integer cents / pence / agorot) ----

export const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${amount(Math.abs(cents))}`;
export const pounds = (pence: number) => `${pence < 0 ? '-' : ''}£${amount(Math.abs(pence))}`;
/** Euros the Spanish way ("1.234,56 €") or the English way ("€1,234.56"). */
export const euros = (cents: number, continental: boolean) =>
  `${cents < 0 ? '-' : ''}${continental ? `${amount(Math.abs(cents), { eu: true })} €` : `€${amount(Math.abs(cents))}`}`;
export const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

// ---- ids and numbers ----

/** A vendor's own id, the same on each of its receipts: drawn from its name, not from the receipt's seed. */
export const vendorId = (name: string, company: boolean) => taxId(new Rng(seedOf(`h19:${name}`)), company);

/** A valid id beginning with `prefix`, drawn from a name (57 for cooperatives). */
export function vendorIdWith(name: string, prefix: string): string {
  const rng = new Rng(seedOf(`h19:${name}`));
  const base = prefix + rng.digits(8 - prefix.length);
  return base + checkDigit(base);
}

/** Nine digits starting with `lead` whose last digit fails the check: consumer, account and meter numbers. */
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

/** Spanish NIF of a company "B12345678", British company "09876543", VAT "GB 123 4567 89", US EIN. */
export const esNif = (rng: Rng) => `B${rng.digits(8)}`;
export const ukCompany = (rng: Rng) => `${rng.int(6, 14)}`.padStart(2, '0') + rng.digits(6);
export const gbVat = (rng: Rng) => `GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;
export const usEin = (rng: Rng) => `${rng.int(10, 98)}-${rng.digits(7)}`;

// ---- bilingual labels ----

/** "עברית / English" with the English kept left to right inside the Hebrew line. */
export const bi = (label: string) => label.replace(/ \/ ([^<]+)$/, ' / <bdi dir="ltr">$1</bdi>');

// ---- pages ----

/** Rows cut into pages: the first `first` rows, then `rest` a page. */
export function paginate<T>(rows: T[], first: number, rest: number): T[][] {
  const out: T[][] = [rows.slice(0, first)];
  for (let i = first; i < rows.length; i += rest) out.push(rows.slice(i, i + rest));
  return out;
}

/** Each layout's salt for `stirred`, chosen once so that a layout's four receipts show its vendors, years and variants. */
export const SALT: Record<string, number> = {
  'he-camping-gear-till': 0,
  'he-yemenite-restaurant-bill': 23,
  'he-water-association-bill': 14,
  'he-iot-sim-monthly-bill': 0,
  'he-scaffolding-rental-invoice': 14,
  'he-carpet-store-credit-note': 1,
  'he-beverage-distributor-multipage': 1,
  'he-aquarium-webshop-order': 0,
  'en-barcelona-hotel-folio': 2,
  'en-us-trade-show-exhibitor-invoice': 0,
  'en-cotswolds-bike-hire-invoice': 18,
  'en-genealogy-research-invoice': 9,
  'mixed-highway-rest-stop-slip': 2,
  'mixed-beach-parking-ticket': 3,
  'mixed-exam-centre-receipt': 0,
};

/** A source drawn afresh from the receipt's own, so that the close seeds of one layout's receipts spread. */
export function stirred(rng: Rng, layout: string): Rng {
  return new Rng(seedOf(`h19/${layout}#${SALT[layout] ?? 0}#${rng.next()}#${rng.next()}`));
}
