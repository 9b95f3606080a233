/**
 * What this set prints beyond ../../generalisation/kit.ts and notation.ts: dollars, pounds and euros the
 * Finnish way, a vendor's id drawn from its name, nine-digit numbers failing the check, the tax authority's
 * allocation number and its thresholds, Finnish, British and US business numbers, bilingual labels kept in
 * order, and the stirring of a receipt's seed. Nothing is imported from another held-out set.
 */
import { amount, checkDigit, Rng, seedOf, taxId } from '../../generalisation/kit';

// ---- money (integer cents / pence / agorot) ----

export const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${amount(Math.abs(cents))}`;
export const pounds = (pence: number) => `${pence < 0 ? '-' : ''}£${amount(Math.abs(pence))}`;
/** Euros as Finnish invoices print them: "1 234,56 €" (a no-break space between thousands and before the sign). */
export const eurosFi = (cents: number) => `${cents < 0 ? '-' : ''}${amount(Math.abs(cents), { eu: true }).replace(/\./g, '\u00a0')}\u00a0€`;
/** Euros the English way: "€1,234.56". */
export const eurosEn = (cents: number) => `${cents < 0 ? '-' : ''}€${amount(Math.abs(cents))}`;
export const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** A rate in hundredths of a percent (2550 = 25.5%) applied to a net amount, rounded to the cent. */
export const taxAt = (net: number, bp: number) => Math.round((net * bp) / 10000);

// ---- ids and numbers ----

/** A vendor's own id, the same on each of its receipts: drawn from its name, not from the receipt's seed. */
export const vendorId = (name: string, company: boolean) => taxId(new Rng(seedOf(`h21:${name}`)), company);

/** Nine digits starting with `lead` whose last digit fails the check: account, subscriber and contract numbers. */
export function failing(rng: Rng, lead: string): string {
  const base = lead + rng.digits(8 - lead.length);
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

/** A cooperative society's id (אגודה שיתופית: kibbutzim, moshavim), 57 and a valid check digit. */
export function coopId(rng: Rng): string {
  const base = `57${rng.digits(6)}`;
  return base + checkDigit(base);
}

/** The tax authority's allocation number ("מספר הקצאה"), nine digits. */
export const allocation = (rng: Rng) => `${rng.int(1, 9)}${rng.digits(8)}`;

/** Whether an invoice to a business of `net` agorot before VAT on `date` needs an allocation number. */
export function allocationNeeded(date: string, net: number): boolean {
  if (date < '2024-05-05') return false;
  if (date < '2025-01-01') return net >= 2500000;
  if (date < '2026-01-01') return net >= 2000000;
  return net >= 1000000;
}

/** A Finnish business id (Y-tunnus) "1234567-8" with its check digit, and the VAT number made from it ("FI12345678"). */
export function yTunnus(rng: Rng): string {
  const base = `${rng.int(1, 3)}${rng.digits(6)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const r = [...base].reduce((a, d, i) => a + Number(d) * weights[i], 0) % 11;
  if (r === 1) return yTunnus(rng);
  return `${base}-${r === 0 ? 0 : 11 - r}`;
}
export const fiVat = (y: string) => `FI${y.replace('-', '')}`;

/** A Finnish payment reference ("viitenumero"): digits with the 7-3-1 check digit, printed in groups of five from the right. */
export function fiReference(rng: Rng): string {
  const base = `${rng.int(1, 9)}${rng.digits(rng.int(5, 8))}`;
  const w = [7, 3, 1];
  const s = [...base].reverse().reduce((a, d, i) => a + Number(d) * w[i % 3], 0);
  const full = base + String((10 - (s % 10)) % 10);
  return full.replace(/\B(?=(\d{5})+(?!\d))/g, ' ');
}

/** British company number "08123456", VAT "GB 123 4567 89"; a US EIN "12-3456789". */
export const ukCompany = (rng: Rng) => `${rng.pick(['05', '07', '09', '10', '12'])}${rng.digits(6)}`;
export const gbVat = (rng: Rng) => `GB ${rng.int(100, 999)} ${rng.digits(4)} ${rng.digits(2)}`;
export const usEin = (rng: Rng) => `${rng.int(10, 98)}-${rng.digits(7)}`;

// ---- bilingual labels ----

/** "עברית / English" with the English kept left to right inside the Hebrew line. */
export const bi = (label: string) => label.replace(/ \/ ([^<]+)$/, ' / <bdi dir="ltr">$1</bdi>');

/** Text kept left to right as typed inside a right-to-left line (numbers, dates, codes). */
export const ltr = (s: string) => `<bdi dir="ltr">${s}</bdi>`;

// ---- seeds ----

/** Each layout's salt for `stirred`, chosen once so that a layout's four receipts show its vendors, years and variants. */
export const SALT: Record<string, number> = {
  'he-phone-accessories-till': 105,
  'he-ethiopian-restaurant-bill': 64,
  'he-ptt-radio-network-bill': 86,
  'he-cng-station-slip': 93,
  'he-maternity-hotel-folio': 131,
  'he-printer-ink-webshop-order': 275,
  'he-interior-doors-credit-note': 22,
  'he-plumbing-supplies-two-page': 165,
  'en-lapland-husky-safari-invoice': 18,
  'en-us-art-gallery-invoice': 121,
  'en-uk-pet-relocation-invoice': 36,
  'en-bar-mitzvah-planner-invoice': 42,
  'mixed-cruise-port-parking': 66,
  'mixed-nail-studio-receipt': 461,
  'mixed-ketubah-artist-invoice': 52,
};

/** A source drawn afresh from the receipt's own, so that the close seeds of one layout's receipts spread. */
export function stirred(rng: Rng, layout: string): Rng {
  return new Rng(seedOf(`h21/${layout}#${SALT[layout] ?? 0}#${rng.next()}#${rng.next()}`));
}
