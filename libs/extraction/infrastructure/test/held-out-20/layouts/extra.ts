/**
 * What this set prints beyond ../../generalisation/kit.ts and notation.ts: euros the French and the English
 * way, dollars and pounds, a vendor's id drawn from its name, nine-digit numbers failing the check, the tax
 * authority's allocation number and its thresholds, French, British and US business numbers, bilingual
 * labels, rows spread over pages, prices to four decimals and the stirring of a receipt's seed. Nothing is
 * imported from another held-out set.
 */
import { amount, checkDigit, Rng, seedOf, taxId } from '../../generalisation/kit';

// ---- money (integer cents / pence / agorot) ----

export const dollars = (cents: number) => `${cents < 0 ? '-' : ''}$${amount(Math.abs(cents))}`;
export const pounds = (pence: number) => `${pence < 0 ? '-' : ''}£${amount(Math.abs(pence))}`;
/** Euros the French way ("1 234,56 €", a no-break space between thousands) or the English way ("€1,234.56"). */
export const euros = (cents: number, french: boolean) =>
  `${cents < 0 ? '-' : ''}${french ? `${amount(Math.abs(cents), { eu: true }).replace(/\./g, '\u00a0')}\u00a0€` : `€${amount(Math.abs(cents))}`}`;
export const sumOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** A quantity (kg, m³, hours) times a price given in ten-thousandths of a unit, rounded to the agora. */
export const byRate = (qty: number, rate4: number) => Math.round((qty * rate4) / 100);
/** A price in ten-thousandths of a shekel as printed: "0.3215". */
export const rate4 = (r: number) => `${Math.floor(r / 10000)}.${String(r % 10000).padStart(4, '0')}`;

// ---- ids and numbers ----

/** A vendor's own id, the same on each of its receipts: drawn from its name, not from the receipt's seed. */
export const vendorId = (name: string, company: boolean) => taxId(new Rng(seedOf(`h20:${name}`)), company);

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

/** French SIREN "812 345 678", SIRET (SIREN + five digits), intra-EU VAT "FR 27 812345678". */
export const siren = (rng: Rng) => `${rng.int(3, 9)}${rng.digits(8)}`;
export const siret = (s: string, rng: Rng) => `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)} ${rng.digits(5)}`;
export const frVat = (s: string, rng: Rng) => `FR ${rng.digits(2)} ${s}`;
/** British company number "SC612345" / "08123456", VAT "GB 123 4567 89"; a US EIN "12-3456789". */
export const ukCompany = (rng: Rng, scottish: boolean) => (scottish ? `SC${rng.int(100000, 799999)}` : `${rng.pick(['04', '06', '08', '11', '13'])}${rng.digits(6)}`);
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
  'he-craft-supplies-till': 37,
  'he-indian-restaurant-bill': 7,
  'he-natural-gas-supply-bill': 2,
  'he-signage-workshop-invoice': 1,
  'he-produce-wholesaler-two-page': 11,
  'he-bbq-store-credit-note': 10,
  'he-watchmaker-receipt': 32,
  'he-tea-webshop-order': 220,
  'en-french-alps-chalet-folio': 11,
  'en-us-expat-tax-preparer-invoice': 4,
  'en-uk-golf-club-invoice': 6,
  'en-home-inspection-invoice': 57,
  'mixed-cable-car-ticket': 18,
  'mixed-winery-tasting-receipt': 4,
  'mixed-home-cleaning-invoice': 3,
};

/** A source drawn afresh from the receipt's own, so that the close seeds of one layout's receipts spread. */
export function stirred(rng: Rng, layout: string): Rng {
  return new Rng(seedOf(`h20/${layout}#${SALT[layout] ?? 0}#${rng.next()}#${rng.next()}`));
}
