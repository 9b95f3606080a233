import { capped, Finding, ParseContext } from './candidates';
import { Line } from './layout-lines';
import { equivalentAt } from './money';

/** Currencies written by their ISO code (capitals only) or their name: each pattern both finds the currency and writes it out so that no other can be meant. */
const BY_CODE: Record<string, RegExp> = {
  CHF: /\bCHF\b|[Ss]wiss\s+[Ff]rancs?/,
  JPY: /\bJPY\b/,
  CNY: /\bCNY\b|\bRMB\b/,
  SEK: /\bSEK\b/,
  NOK: /\bNOK\b/,
  DKK: /\bDKK\b/,
  PLN: /\bPLN\b/,
  CZK: /\bCZK\b/,
  HUF: /\bHUF\b/,
  INR: /₹|\bINR\b/,
};

const CURRENCIES: [string, RegExp][] = [
  // ש"ח as OCR reads it too: ש'ח, ש"ת, שייח.
  ['ILS', /₪|ש["']{1,2}[חת](?![א-ת])|(?<![א-ת])שח(?![א-ת])|(?<![א-ת])שייח(?![א-ת])|ש\.ח|שקל|\bNIS\b|\bILS\b|new\s+israeli\s+shekel/gi],
  // (Uruguay writes the US dollar "U$S".)
  ['USD', /(?<![A-Za-z])\$|\bUS\$|\bU\$S(?![A-Za-z])|\bUSD\b|US\s?dollars?/gi],
  ['CAD', /\bCAD\b|\bC\$|\bCA\$|canadian\s+dollars?/gi],
  ['AUD', /\bAUD\b|\bA\$|\bAU\$|australian\s+dollars?/gi],
  ['EUR', /€|\bEUR\b|\beuros?\b/gi],
  ['GBP', /£|\bGBP\b/gi],
  // "SFr." is the Swiss franc's too, though not its code or name.
  ['CHF', /\bSFr\./g],
  // Other currencies by their ISO code in capitals (a recognised "sek" is noise) or their name: never taken for shekels.
  ...Object.entries(BY_CODE).map(([code, re]): [string, RegExp] => [code, new RegExp(re.source, 'g')]),
];

/** "US$" before an amount with its dollar sign recognised as an S ("USS 1,325.25"). */
const RECOGNISED_US_DOLLAR = /\bUSS(?=\s?\d)/g;

/**
 * The currency: the signs and codes written on the page, those on total lines counting thrice.
 * With none legible, a Hebrew document or one with an Israeli tax id is in shekels, less surely.
 */
export function findCurrency(ctx: ParseContext, totalLines: Set<number>, israeliId: boolean): Finding | undefined {
  const weight = new Map<string, number>();
  for (const line of ctx.lines) {
    // A shekel sign alone on a recognised English page, on a line with no amount (a speck at the photo's edge read as "₪"), is no evidence.
    const text = ctx.ocr && !ctx.hebrew && !/\d[.,]\d{2}\b/.test(line.text) ? ownText(line).replace(/(?<!\S)₪(?!\S)/g, ' ') : ownText(line);
    // A foreign amount beside the rate it was converted at (a customs value, "56,200.00 USD - שער / Rate 3.649") is not what the document is billed in.
    const converted = EXCHANGE_RATE.test(text);
    for (const [code, re] of CURRENCIES) {
      if (converted && code !== 'ILS') continue;
      const n = countIn(text, re) + (ctx.ocr && code === 'USD' ? countIn(text, RECOGNISED_US_DOLLAR) : 0);
      if (n > 0) weight.set(code, (weight.get(code) ?? 0) + n * (totalLines.has(line.index) ? 3 : 1));
    }
  }
  // "$" is the sign of many dollars: on a page that writes another dollar's code (CAD, AUD) and never USD, its signs are that dollar's.
  const otherDollar = ['CAD', 'AUD'].filter((code) => weight.has(code));
  if (otherDollar.length === 1 && weight.has('USD') && !ctx.lines.some((l) => /\bUSD\b|US\s?dollars?|\bUS\$/i.test(l.text))) {
    weight.set(otherDollar[0], (weight.get(otherDollar[0]) ?? 0) + (weight.get('USD') ?? 0));
    weight.delete('USD');
  }
  const ranked = [...weight.entries()].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0) {
    if (ctx.hebrew) return { value: 'ILS', confidence: 0.75 };
    // (A page that charges an American state's sales tax, "SD State Sales Tax 4.2%", "Sales tax (MS 7%)", is billed in dollars, less surely:
    // an Israeli-looking id on it, the state's own tax number with nine digits that pass the check digit, does not make it a shekel page.)
    if (ctx.lines.some((l) => US_STATE_SALES_TAX.test(l.text))) return { value: 'USD', confidence: 0.6 };
    if (israeliId) return { value: 'ILS', confidence: 0.6 };
    // (So is a page that gives the seller's VAT number of a euro country, "P.IVA 88619517505", "BTW-nr NL398690710B01", "USt-IdNr. DE…", its euro sign
    // illegible ("PREZZO )6(" for "PREZZO (€)"): in euros, less surely.)
    if (ctx.lines.slice(0, 12).some((l) => EURO_VAT_NUMBER.test(l.text))) return { value: 'EUR', confidence: 0.6 };
    return undefined;
  }
  const [[code, w], second] = ranked;
  // A Hebrew page with no shekel sign and a stray foreign sign or two in recognised text (OCR makes $ of ש and 5): still shekels, less surely.
  if (ctx.ocr && ctx.hebrew && code !== 'ILS' && !weight.has('ILS') && w <= 3 && !hasCode(ctx, code)) return { value: 'ILS', confidence: 0.55 };
  const share = w / ranked.reduce((s, [, n]) => s + n, 0);
  // One sign seen once is still evidence; agreement across the page is more.
  const base = second ? share ** 1.5 : Math.min(1, 0.8 + 0.05 * w);
  // Checked: no other currency on the page, and the total's line writes it out (a code, a name, or a sign no other currency uses).
  const checked = !second && ctx.lines.some((l) => totalLines.has(l.index) && UNAMBIGUOUS[code]?.test(l.text));
  return { value: code, confidence: capped(base * (ctx.ocr ? 0.95 : 1), checked), checked };
}

/** A seller's VAT number as a euro country's invoices and tills print it: Italy's partita IVA, the Netherlands' BTW number, Germany's USt-IdNr., France's TVA number. */
const EURO_VAT_NUMBER =
  /\b(?:P\.\s?IVA|partita\s+IVA)\s*:?\s*(?:IT)?\s?\d{11}\b|\bBTW[-\s]?(?:nr|nummer)\.?\s*:?\s*NL\d{9}B\d{2}\b|\bUSt-?Id(?:Nr)?\.?\s*:?\s*DE\s?\d{9}\b|\bTVA\s*(?:intracom\w*\s*)?:?\s*FR\s?[0-9A-Z]{2}\s?\d{9}\b/i;

const US_STATES = 'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
/** An American state's sales tax by the state's postal code: "SD State Sales Tax", "NJ Sales Tax", "Sales tax (MS 7%)". */
const US_STATE_SALES_TAX = new RegExp(String.raw`\b(?:${US_STATES})\s+(?:[Ss]tate\s+)?[Ss]ales\s*(?:(?:&|and)\s*[Uu]se\s+)?[Tt]ax\b|\b[Ss]ales\s+[Tt]ax\s*\(\s*(?:${US_STATES})\b`);

/** Whether the page writes any currency, by sign, code or name (before a "for information" marker). */
export function currencyWritten(ctx: ParseContext): boolean {
  return ctx.lines.some((line) => {
    const text = ownText(line);
    return CURRENCIES.some(([, re]) => countIn(text, re) > 0);
  });
}

/** A currency written so that no other can be meant: its code or name, or ₪, ש"ח and € (many currencies write $ and £). */
const UNAMBIGUOUS: Record<string, RegExp> = {
  ILS: /₪|ש["']{1,2}[חת](?![א-ת])|(?<![א-ת])שח(?![א-ת])|ש\.ח|שקל|\bNIS\b|\bILS\b|shekel/i,
  USD: /\bUSD\b|US\s?dollars?|\bUS\$|\bU\$S(?![A-Za-z])/i,
  EUR: /€|\bEUR\b|\beuros?\b/i,
  GBP: /\bGBP\b|pounds?\s*sterling|\bsterling\b/i,
  CAD: /\bCAD\b|\bC\$|\bCA\$|canadian\s+dollars?/i,
  AUD: /\bAUD\b|\bA\$|\bAU\$|australian\s+dollars?/i,
  ...BY_CODE,
};

/** An exchange rate: its word and a rate of three or four decimals ("שער 3.649", "Rate: 3.9120", "@ 3.745"). */
const EXCHANGE_RATE = /((?<![א-ת])שער(?![א-ת])|שע"ח|exchange\s*rate|\brate\b|\bkurs\b|@)[^\d]{0,12}\d\.\d{3,4}(?!\d)/i;

/**
 * A line's text up to an equivalent given for information ("For information: USD 643.76"), which is not the document's currency,
 * without a sign before a number that a unit of measure follows: no money ("±20 ק"ג", a weighbridge's accuracy, recognised as "£20 ק"ג").
 */
function ownText(line: Line): string {
  return line.text.slice(0, equivalentAt(line.text)).replace(MEASURE, ' ');
}

const MEASURE = /[£$€]\s?\d[\d.,]*\s*(?:ק["'״]{0,2}ג|גרם|טון|ס["'״]?מ|מ["'״]?מ|ליטר|ק["'״]?מ|kg|g|t|cm|mm|km|l)(?![\p{L}])/giu;

function countIn(text: string, re: RegExp): number {
  re.lastIndex = 0;
  return text.match(re)?.length ?? 0;
}

/** Whether the currency's code or name is written out (USD, EUR, dollars), not only its sign. */
function hasCode(ctx: ParseContext, code: string): boolean {
  const names: Record<string, RegExp> = { USD: /\bUSD\b|dollar/i, EUR: /\bEUR\b|\beuros?\b/i, GBP: /\bGBP\b|pound/i, CAD: /\bCAD\b|dollar/i, AUD: /\bAUD\b|dollar/i };
  return ctx.lines.some((l) => (names[code] ?? UNAMBIGUOUS[code])?.test(l.text));
}
