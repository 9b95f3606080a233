import { Decimal } from '@backoffice/shared/kernel';
import { capped, Finding, ParseContext } from './candidates';
import { findAmounts } from './field-amounts';
import { currencyWritten, findCurrency } from './field-currency';
import { dayFirstCountry, dueDateOrder, writtenOrder } from './dates';
import { findDate } from './field-date';
import { findDocumentNumber } from './field-document-number';
import { findTaxId } from './field-tax-id';
import { findVendorName } from './field-vendor-name';
import { isHebrew, Line, linesOf } from './layout-lines';
import { twoDecimals } from './money';
import { documentFromText, ReceiptDocument } from './receipt-document';
import { ReceiptFieldName, ReceiptFields } from './receipt-fields';

/** Bumped whenever the rules change, so cached results of older rules are read again. */
export const PARSER_VERSION = 130;

/**
 * Below this confidence a field is left out rather than guessed: the document does not settle
 * it (no label, a rival value as plausible, a check that failed, an illegible word).
 */
export const CONFIDENCE_FLOOR = 0.4;

/** Per field, 0-1: how far the document supports the value. Only fields that are reported have one. */
export type FieldConfidence = Partial<Record<ReceiptFieldName, number>>;

export interface ParsedReceipt {
  fields: ReceiptFields;
  confidence: FieldConfidence;
}

/**
 * Reads the expense fields of a Hebrew or English receipt or tax invoice. Each field gathers
 * candidates, scored by the labels beside or over them, and checks choose among them: the Israeli
 * tax-id check digit, net + VAT = total at the rate in force on the document's date, the total
 * being the largest consistent amount that is not a subtotal or a tip, the document's date over
 * due dates and billing periods.
 */
export function parseReceiptDocument(doc: ReceiptDocument): ParsedReceipt {
  const lines = linesOf(doc);
  const ocr = doc.source === 'ocr';
  const ctx: ParseContext = { lines, ocr, hebrew: ocr ? hebrewPage(lines) : lines.some((l) => isHebrew(l.text)) };
  const id = findTaxId(ctx);
  // First a currency from the signs alone: American documents write dates month first.
  const signs = findCurrency(ctx, new Set(), id !== undefined);
  // An Israeli id on an English page billed in another currency may well be the customer's (a foreign vendor has none): only one labelled in the letterhead, and not checked.
  const foreign = signs !== undefined && signs.value !== 'ILS' && !ctx.hebrew;
  const letterhead = foreign ? findTaxId(ctx, true) : id;
  const taxId = letterhead && foreign ? { value: letterhead.value, confidence: capped(letterhead.confidence, false), checked: false } : letterhead;
  // The order of day and month: the one the document's own dates show (or its due date after its date), else the month first on an American (dollar) page; only a dollar page's guess is unsure.
  // (A dollar page whose letterhead names a country that writes the day first, "Santiago, Chile", is not an American one.)
  const texts = lines.map((l) => l.text);
  const order = writtenOrder(texts) ?? dueDateOrder(texts);
  const american = signs?.value === 'USD' && !dayFirstCountry(texts);
  const date = findDate(ctx, order ? order === 'month' : american && !ctx.hebrew, order !== undefined || !american);
  const amounts = findAmounts(ctx, date?.value, signs?.value);
  const currency = findCurrency(ctx, amounts.totalLines, taxId !== undefined);
  // A page in another script than Hebrew that writes no currency at all may write its numbers in a notation the rules do not know either (a Swiss 8'555.90 read as 555.90 still added up): its amounts are not sure.
  const unknownNotation = !ctx.hebrew && !currencyWritten(ctx);
  const money = (f: Finding<Decimal> | undefined) => f && { value: twoDecimals(f.value), confidence: unknownNotation ? capped(f.confidence, false) : f.confidence };

  const result: ParsedReceipt = { fields: {}, confidence: {} };
  const found: [ReceiptFieldName, Finding | undefined][] = [
    ['vendorName', findVendorName(ctx)],
    ['vendorTaxId', taxId],
    ['documentNumber', findDocumentNumber(ctx, taxId?.value)],
    ['date', date],
    ['currency', currency],
    ['total', money(amounts.total)],
    ['tax', money(amounts.tax)],
  ];
  for (const [field, finding] of found) {
    if (!finding || finding.confidence < CONFIDENCE_FLOOR) continue;
    result.fields[field] = finding.value;
    result.confidence[field] = Math.round(finding.confidence * 100) / 100;
  }
  return result;
}

/**
 * Whether a recognised page is in Hebrew: three words of two Hebrew letters or more (the Hebrew
 * model reads noise as ו or י, so stray letters do not count), and not a handful among a page of
 * Latin words (a wordmark or a logo recognised as a few Hebrew-looking words on an English page).
 */
function hebrewPage(lines: Line[]): boolean {
  const words = lines.flatMap((l) => l.words.map((w) => w.text));
  const hebrew = words.filter((w) => (w.match(/[\u05d0-\u05ea]/g) ?? []).length >= 2).length;
  const latin = words.filter((w) => (w.match(/[A-Za-z]/g) ?? []).length >= 2).length;
  return hebrew >= 3 && hebrew >= HEBREW_SHARE * latin;
}

/** Of a page's Latin words, at least this share again in Hebrew words makes it a Hebrew page. */
const HEBREW_SHARE = 0.1;

/** The same from plain text (one line per line, no positions): tests and callers without a layout. */
export function parseReceipt(text: string): ReceiptFields {
  return parseReceiptDocument(documentFromText(text)).fields;
}
