/**
 * The few things this set prints beyond ../../generalisation/kit.ts and notation.ts: dollars, pounds and
 * euros the Estonian way, a vendor's id fixed by its name, numbers that fail the check, a cooperative's id,
 * the allocation number and when it is due, Estonian and British business numbers, text kept left to right
 * inside Hebrew lines, and the stirring of a receipt's seed. Written for this set; nothing is imported from
 * another held-out set.
 */
import { amount, checkDigit, Rng, seedOf, taxId } from '../../generalisation/kit';

// ---- money, always in integer minor units ----

export const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${amount(Math.abs(cents))}`;
export const gbp = (pence: number) => `${pence < 0 ? '-' : ''}£${amount(Math.abs(pence))}`;
/** Euros as Estonian invoices print them: "1 234,56 €" (no-break spaces). */
export const eurEe = (cents: number) => `${cents < 0 ? '-' : ''}${amount(Math.abs(cents), { eu: true }).replace(/\./g, '\u00a0')}\u00a0€`;
export const total = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** VAT contained in a gross sum at a rate given in percent, to the cent. */
export const inGross = (gross: number, pct: number) => Math.round((gross * pct) / (100 + pct));
/** A rate given in hundredths of a percent (1025 = 10.25%) on a net sum, to the cent. */
export const onNet = (net: number, bp: number) => Math.round((net * bp) / 10000);

// ---- ids ----

/** The vendor's own id: fixed by its name, so a vendor prints the same id on each of its documents. */
export const ownId = (name: string, company: boolean) => taxId(new Rng(seedOf(`h22|${name}`)), company);

/** Nine digits beginning with `lead` whose last digit fails the check: subscriber, member and contract numbers. */
export function badNine(rng: Rng, lead: string): string {
  const base = lead + rng.digits(8 - lead.length);
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

/** A cooperative society's id (57…, valid check digit): moshavim and kibbutzim as customers. */
export function coop(rng: Rng): string {
  const base = `57${rng.digits(6)}`;
  return base + checkDigit(base);
}

/** The tax authority's allocation number ("מספר הקצאה"). */
export const allocationNo = (rng: Rng) => `${rng.int(1, 9)}${rng.digits(8)}`;

/** Whether a business customer's invoice of `net` agorot before VAT on `date` carries an allocation number. */
export function needsAllocation(date: string, net: number): boolean {
  if (date < '2024-05-05') return false;
  if (date < '2025-01-01') return net >= 2500000;
  if (date < '2026-01-01') return net >= 2000000;
  return net >= 1000000;
}

/** Estonian registry code (8 digits) and VAT number "EE10…" (9 digits). */
export const eeRegistry = (rng: Rng) => `1${rng.pick(['0', '1', '2', '4', '6'])}${rng.digits(6)}`;
export const eeVat = (rng: Rng) => `EE10${rng.digits(7)}`;
/** British company number, VAT number "GB 123 4567 89". */
export const ukCompanyNo = (rng: Rng) => `${rng.pick(['03', '06', '08', '11', '13'])}${rng.digits(6)}`;
export const ukVatNo = (rng: Rng) => `GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;

// ---- direction ----

/** Keeps numbers, dates and codes left to right as typed inside a right-to-left line. */
export const ltr = (s: string) => `<bdi dir="ltr">${s}</bdi>`;
/** "עברית / English" with the English half kept left to right. */
export const pair = (he: string, en: string) => `${he} / <bdi dir="ltr">${en}</bdi>`;

// ---- seeds ----

/** Each layout's salt, fixed once so that its four receipts show its different vendors, years and variants. */
export const SALT: Record<string, number> = {
  'he-bedding-store-till': 355,
  'he-kubbeh-restaurant-bill': 94,
  'he-elder-alert-service-bill': 102,
  'he-home-kerosene-slip': 51,
  'he-kitchen-carpentry-invoice': 3,
  'he-vinyl-records-webshop-order': 27,
  'he-fertiliser-supplier-two-page': 135,
  'he-bridal-salon-credit-note': 138,
  'en-estonian-spa-hotel-folio': 30,
  'en-us-coding-bootcamp-invoice': 75,
  'en-uk-classic-car-restoration-invoice': 14,
  'en-private-chef-invoice': 7,
  'mixed-luggage-storage-receipt': 10,
  'mixed-paragliding-tandem-receipt': 113,
  'mixed-physiotherapy-clinic-invoice': 13,
};

/** A fresh source drawn from the receipt's own and the layout's salt, so that a layout's close seeds spread. */
export function stirred(rng: Rng, layout: string): Rng {
  return new Rng(seedOf(`h22~${layout}~${SALT[layout] ?? 0}~${rng.next()}~${rng.next()}`));
}
