import { Decimal } from '@backoffice/shared/kernel';
import { AmountMatch, amountsIn, money } from './amounts';
import { datesIn } from './dates';
import { isValidIsraeliTaxId } from './israeli-tax-id';
import { ReceiptFields } from './receipt-fields';
import { receiptLines } from './receipt-text';
import { israeliVatRates } from './vat-rates';

/** Bumped whenever the rules change, so cached results of older rules are read again. */
export const PARSER_VERSION = 1;

/**
 * Reads the expense fields of a Hebrew or English receipt or tax invoice from its text (a PDF
 * text layer or OCR output). Each rule looks for a label and its value; a value that fails its
 * check (tax id check digit, VAT that does not fit the total at a rate in force) is left out
 * rather than guessed.
 */
export function parseReceipt(text: string): ReceiptFields {
  const lines = receiptLines(text);
  const fields: ReceiptFields = {};
  const date = findDate(lines);
  const currency = findCurrency(lines);
  const total = findTotal(lines);
  const tax = findTax(lines, total, currency, date);
  const set = <K extends keyof ReceiptFields>(key: K, value: ReceiptFields[K] | undefined) => {
    if (value !== undefined) fields[key] = value;
  };
  set('vendorName', findVendorName(lines));
  set('vendorTaxId', findTaxId(lines));
  set('documentNumber', findDocumentNumber(lines));
  set('date', date);
  set('currency', currency);
  set('total', total && money(total));
  set('tax', tax && money(tax));
  return fields;
}

// ---- tax id ----

const TAX_ID_LABEL =
  /(ח\s?\.?\s?פ\b|ח\s?\.\s?פ\.?|ע\s?\.\s?מ\.?|ע\.מ\b|עוסק\s+(?:מורשה|פטור)|מס(?:'|פר)?\s+עוסק|ת\s?\.\s?ז|company\s*(?:no|number|reg(?:istration)?(?:\s*no)?)\b|vat\s*(?:no|number|id|reg(?:istration)?(?:\s*no)?)\b|licensed\s+dealer|dealer\s*(?:no|number)|tax\s*id|business\s*(?:no|number|id)|reg\.?\s*no\b)/i;

/** A nine-digit id next to a tax-id label, with a valid check digit; a country prefix (GB, DE) means a foreign id. */
export function findTaxId(lines: string[]): string | undefined {
  for (let i = 0; i < lines.length; i++) {
    if (!TAX_ID_LABEL.test(lines[i])) continue;
    for (const candidate of [lines[i], lines[i + 1] ?? '']) {
      for (const m of candidate.matchAll(/(?<![\dA-Za-z])(\d[\d -]{7,12}\d)(?![\d])/g)) {
        const before = candidate.slice(0, m.index).trimEnd();
        if (/\b[A-Z]{2}$/.test(before)) continue;
        const digits = m[1].replace(/[ -]/g, '');
        if (digits.length === 9 && isValidIsraeliTaxId(digits)) return digits;
      }
    }
  }
  return undefined;
}

// ---- document number ----

const DOC_LABELS = [
  // Hebrew: (tax) invoice / receipt / bill / voucher, then the number marker
  /(?:חשבונית(?:\s*מס)?(?:\s*[/-]?\s*קבלה)?|קבלה|חשבון|שובר|אסמכתא|תעודת\s+משלוח)\s*(?:מס(?:'|"|\.|פר)|#|no\.?)\s*:?\s*([A-Z0-9][A-Z0-9/-]*)/i,
  /(?:invoice|receipt|bill|check|cheque|ticket|statement|document|doc|folio)\s*(?:no\.?|number|num\.?|#)\s*:?\s*#?\s*([A-Z0-9][A-Z0-9/-]*)/i,
];

export function findDocumentNumber(lines: string[]): string | undefined {
  for (const line of lines) {
    for (const label of DOC_LABELS) {
      const value = label.exec(line)?.[1]?.replace(/[/-]+$/, '');
      if (value && /\d/.test(value) && !datesIn(value).length) return value;
    }
  }
  return undefined;
}

// ---- date ----

const DATE_LABEL = /(תאריך|date\b|dated|issued|issue date|invoice date)/i;
const NOT_DOCUMENT_DATE = /(עד|תקופ|מועד|אחרון|פירעון|due|pay\s*by|period|from|until|valid|expir|תוקף|service|billing)/i;

/** The document's date: one on a date line first, never a due date or a billing period. */
export function findDate(lines: string[]): string | undefined {
  let best: { iso: string; score: number } | undefined;
  lines.forEach((line, i) => {
    const dates = datesIn(line);
    if (dates.length === 0) return;
    let score = 0;
    if (DATE_LABEL.test(line)) score += 3;
    if (NOT_DOCUMENT_DATE.test(line)) score -= 5;
    if (dates.length > 1) score -= 2;
    if (!best || score > best.score) best = { iso: dates[0].iso, score };
    void i;
  });
  const found = best as { iso: string; score: number } | undefined;
  return found && found.score > -2 ? found.iso : undefined;
}

// ---- currency ----

const CURRENCIES: [string, RegExp][] = [
  ['ILS', /₪|ש"ח|\bשח\b|ש\.ח|\bNIS\b|\bILS\b|שקל/i],
  ['USD', /\$|\bUSD\b|US\s?dollars?/i],
  ['EUR', /€|\bEUR\b|\beuros?\b/i],
  ['GBP', /£|\bGBP\b/i],
];

/** The currency of the total line, else the one written most often. */
export function findCurrency(lines: string[]): string | undefined {
  const totalLine = lines.find((l) => totalScore(l) >= 2 && amountsIn(l).length > 0);
  if (totalLine) {
    const onTotal = CURRENCIES.filter(([, re]) => re.test(totalLine));
    if (onTotal.length === 1) return onTotal[0][0];
  }
  const counts = CURRENCIES.map(([code, re]) => ({ code, n: lines.filter((l) => re.test(l)).length })).filter((c) => c.n > 0);
  counts.sort((a, b) => b.n - a.n);
  // A Hebrew receipt that names no currency at all is in shekels (its ₪ sign may not have been legible).
  if (counts.length === 0) return lines.some((l) => /(סה"?כ|לתשלום)/.test(l) && amountsIn(l).length > 0) ? 'ILS' : undefined;
  if (counts.length > 1 && counts[0].n === counts[1].n) return undefined;
  return counts[0].code;
}

// ---- total ----

const STRONG_TOTAL = /(סה"?כ\s*לתשלום|סכום\s*לתשלום|לתשלום|סה"?כ\s*כולל|total\s*(?:due|to\s*pay|payable|amount|incl)|amount\s*(?:due|payable|to\s*pay)|balance\s*due|grand\s*total|total\s*\(incl)/i;
const WEAK_TOTAL = /(סה"?כ|סהכ|\btotal\b|\bsum\b|\bamount\b)/i;
const NOT_TOTAL = /(לפני|ביניים|ללא\s*מע|subtotal|sub-total|sub\s+total|\bnet\b|before|excl|יתרה\s*קודמת|previous|שירות|service|tip|discount|הנחה|עודף|change|מזומן|cash|items?\b|פריטים|כמות|qty|saved|חסכת)/i;
const VAT_WORD = /(מע"?מ|\bvat\b|\btax\b|tva|mwst|ust\b)/i;
const INCLUDING = /(כולל|incl)/i;

function totalScore(line: string): number {
  if (NOT_TOTAL.test(line)) return 0;
  if (VAT_WORD.test(line) && !INCLUDING.test(line)) return 0;
  if (STRONG_TOTAL.test(line)) return 3;
  if (WEAK_TOTAL.test(line)) return 2;
  return 0;
}

function moneyIn(line: string): AmountMatch[] {
  let rest = line;
  for (const d of datesIn(line)) rest = rest.slice(0, d.index) + ' '.repeat(d.length) + rest.slice(d.index + d.length);
  return amountsIn(rest);
}

/** The amount to pay: the strongest total label with an amount, never a subtotal or a VAT line. */
export function findTotal(lines: string[]): Decimal | undefined {
  let best: { value: Decimal; score: number } | undefined;
  for (const line of lines) {
    const score = totalScore(line);
    if (score === 0) continue;
    const amounts = moneyIn(line);
    const withCents = amounts.filter((a) => a.hasCents);
    const pool = withCents.length > 0 ? withCents : amounts;
    if (pool.length === 0) continue;
    const value = pool.reduce((m, a) => (a.value.gt(m) ? a.value : m), pool[0].value);
    const rank = score + (withCents.length > 0 ? 0.5 : 0);
    if (value.isZero()) continue;
    if (!best || rank > best.score || (rank === best.score && value.gt(best.value))) best = { value, score: rank };
  }
  return best?.value;
}

// ---- tax ----

const TAX_LINE = /(מע"?מ|\bvat\b|sales\s*tax|\btax\b|\btva\b|mwst|\bust\b|\biva\b|\bgst\b)/i;
const NOT_TAX_LINE = /(לפני|כולל|ללא|פטור|עוסק|ח\.?פ|\bno\b\.?|number|reg|\bid\b|invoice|חשבונית|incl|excl|before|total|סה"?כ)/i;
const TOLERANCE = Decimal.of('0.02');
const SURCHARGE = /(שירות|טיפ|service|tip|gratuity)/i;

/**
 * The VAT amount, kept only when it fits an amount of the document at the rate the line states or,
 * for shekel receipts without a stated rate, at the Israeli rate in force on the document's date.
 */
export function findTax(lines: string[], total: Decimal | undefined, currency: string | undefined, date: string | undefined): Decimal | undefined {
  const documentAmounts = lines.flatMap((l) => moneyIn(l).filter((a) => a.hasCents).map((a) => a.value));
  if (total) {
    documentAmounts.unshift(total);
    // A service charge or tip is added after VAT: the taxed amount is the total without it.
    for (const line of lines.filter((l) => SURCHARGE.test(l))) {
      for (const a of moneyIn(line).filter((m) => m.hasCents && m.value.lt(total))) documentAmounts.push(total.minus(a.value));
    }
  }
  for (const line of lines) {
    if (!TAX_LINE.test(line) || NOT_TAX_LINE.test(line)) continue;
    const stated = /(\d{1,2}(?:\.\d+)?)\s?%/.exec(line);
    const rates = stated ? [Number(stated[1])] : currency === 'ILS' || currency === undefined ? israeliVatRates(date) : [];
    const amounts = moneyIn(line).filter((a) => a.hasCents && !a.value.isZero());
    for (const amount of amounts) {
      const vat = amount.value;
      if (total && vat.gte(total)) continue;
      if (rates.some((rate) => documentAmounts.some((base) => fits(vat, base, rate)))) return vat;
    }
  }
  return undefined;
}

/** Whether `vat` is `rate`% of `base` taken as a net amount, or the VAT part of `base` taken as gross. */
function fits(vat: Decimal, base: Decimal, rate: number): boolean {
  if (rate <= 0 || rate > 30 || base.lte(vat)) return false;
  const r = Decimal.of(rate);
  const ofNet = base.times(r).dividedBy(100, 4);
  const ofGross = base.times(r).dividedBy(r.plus(100), 4);
  const ofTotal = base.minus(vat).times(r).dividedBy(100, 4);
  return [ofNet, ofGross, ofTotal].some((expected) => expected.minus(vat).round(4).compare(TOLERANCE) <= 0 && vat.minus(expected).round(4).compare(TOLERANCE) <= 0);
}

// ---- vendor name ----

const COMPANY_SUFFIX = /(בע"?מ|בעמ|ושות'?|\bltd\b|\blimited\b|\binc\b|\bllc\b|\bgmbh\b|\bcorp(?:oration)?\b|\bco\.|\bplc\b|\bs\.?a\.?r\.?l\b|\bsa\b|\bag\b)/i;
const HEADER_WORDS =
  /^(חשבונית(\s*מס)?(\s*[/-]?\s*קבלה)?|קבלה|מקור|העתק|נאמן למקור|receipt|tax\s*invoice|invoice|original|copy|bill|statement|welcome|ברוכים הבאים)[\s:.!]*$/i;
const NOT_NAME = /(לכבוד|bill\s*to|ship\s*to|customer|לקוח|טל'?[:.]|טלפון|tel[:.]|phone|fax|פקס|www\.|@|http|כתובת|address)/i;

/** The issuer's name: a line near the top, preferring one that ends like a company name. */
export function findVendorName(lines: string[]): string | undefined {
  const head = lines.slice(0, 8);
  const candidates = head.filter((line) => isNameLike(line));
  const withSuffix = candidates.find((line) => COMPANY_SUFFIX.test(line));
  const chosen = withSuffix ?? candidates[0];
  return chosen?.replace(/^[\s\-*|:.,]+|[\s\-*|:,]+$/g, '');
}

function isNameLike(line: string): boolean {
  const letters = line.match(/[A-Za-z\u05d0-\u05ea]/g)?.length ?? 0;
  if (letters < 2 || letters < line.replace(/\s/g, '').length * 0.5) return false;
  if (HEADER_WORDS.test(line) || NOT_NAME.test(line)) return false;
  if (TAX_ID_LABEL.test(line) || DOC_LABELS.some((re) => re.test(line)) || DATE_LABEL.test(line)) return false;
  if (datesIn(line).length > 0 || totalScore(line) > 0) return false;
  return true;
}
