import { Candidate, clamp, decide, Finding, ParseContext } from './candidates';
import { isValidIsraeliTaxId } from './israeli-tax-id';
import { confidenceOf, Line } from './layout-lines';

export const TAX_ID_LABEL =
  /((?<![א-ת])ח\s?[./]?\s?\.?\s?פ(?![א-ת])|(?<![א-ת])ח"פ|(?<![א-ת])ע\s?\.\s?מ(?![א-ת])|(?<![א-ת])ע"מ(?![א-ת])|עוסק\s*(?:מורשה|פטור)|עוסק\s*מס|מס(?:'|פר)?\s*עוסק|ת\s?\.\s?ז|company\s*(?:no|number|reg)|vat\s*(?:no|number|id|reg)|licensed\s+dealer|dealer\s*(?:no|number)|tax\s*id|business\s*(?:no|number|id)|reg\.?\s*no\b|מספר\s*חברה|מס'\s*חברה)/i;
/** The customer's block: its id is not the vendor's. */
const CUSTOMER = /(לכבוד|לקוח|bill\s*to|ship\s*to|customer|client|\bto\b|company:|הזמין|עבור:)/i;
/** Numbers of other things that are nine digits too. */
const OTHER_NUMBER =
  /(חוזה|מונה|חשבון(?!ית)|account|contract|meter|phone|טל|tel\b|fax|פקס|אישור|כרטיס|card|order|הזמנה|מק"ט|sku|iban|סניף|branch|ticket|folio|invoice|receipt|חשבונית|קבלה)/i;

/** OCR reads digits as look-alike letters inside long numbers. */
const LOOKALIKES: Record<string, string> = { O: '0', o: '0', D: '0', I: '1', l: '1', '|': '1', S: '5', B: '8', Z: '2' };

// Nine digits, possibly grouped by spaces or hyphens (51-412345-4, 514 123 454).
const NINE = /(?<![\dA-Za-z])((?:[\dOoDIlSBZ|][ -]?){8}[\dOoDIlSBZ|])(?![\dA-Za-z])/g;

/**
 * The vendor's Israeli tax id: a nine-digit number with a valid check digit, preferably beside a
 * tax-id label (on its line, or the line above), never in the customer's block, never a number
 * another label claims (account, contract, card). A number after a two-letter country code is a
 * foreign VAT number.
 */
export function findTaxId(ctx: ParseContext): Finding | undefined {
  const candidates: Candidate[] = [];
  const customer = customerBlock(ctx.lines);
  ctx.lines.forEach((line, i) => {
    for (const m of line.text.matchAll(NINE)) {
      const raw = m[1];
      const digitCount = (raw.match(/\d/g) ?? []).length;
      if (digitCount < 7) continue;
      const digits = raw.replace(/[ -]/g, '').replace(/[OoDIlSBZ|]/g, (c) => LOOKALIKES[c]);
      if (!isValidIsraeliTaxId(digits)) continue;
      const at = m.index ?? 0;
      const before = line.text.slice(0, at);
      if (/\b[A-Z]{2}\s?$/.test(before)) continue;
      candidates.push({ value: digits, line: i, ...scoreAt(ctx.lines, line, before, digitCount === 9, inBlock(customer, line, at, at + raw.length)), why: '' });
      candidates[candidates.length - 1].score *= ctx.ocr ? 0.6 + 0.4 * confidenceOf(line, at, at + raw.length) : 1;
    }
  });
  const kept = candidates.filter((c) => c.score > 0);
  const found = decide(kept);
  // Recognised digits pass the check digit by chance one time in ten: with other valid ids on the page, less sure.
  const rivals = new Set(kept.map((c) => c.value)).size > 1;
  return found && { value: found.value, confidence: clamp(found.confidence * (ctx.ocr && rivals ? 0.85 : 1)) };
}

/** The column of the customer's block on one line. */
export interface Span {
  x0: number;
  x1: number;
}

/**
 * The customer's block: from the words that name it ("לכבוד", "Bill To") to the next three lines
 * in the same column, ending after the customer's own id if it shows one. Per line, the span it
 * covers there.
 */
export function customerBlock(lines: Line[]): Map<number, Span> {
  const block = new Map<number, Span>();
  for (const line of lines) {
    const m = CUSTOMER_HEAD.exec(line.text);
    if (!m) continue;
    const words = line.words.filter((w) => w.end > (m.index ?? 0));
    const span = { x0: Math.min(...words.map((w) => w.x0)) - line.height, x1: Math.max(...words.map((w) => w.x1)) + line.height };
    block.set(line.index, span);
    for (const next of lines.slice(line.index + 1, line.index + 4)) {
      const inColumn = next.words.filter((w) => w.x1 > span.x0 && w.x0 < span.x1);
      if (inColumn.length === 0) continue;
      block.set(next.index, span);
      if (inColumn.some((w) => /\d{7}/.test(w.text.replace(/[ -]/g, '')))) break;
    }
  }
  return block;
}

export function inBlock(block: Map<number, Span>, line: Line, start: number, end: number): boolean {
  const span = block.get(line.index);
  if (!span) return false;
  return line.words.some((w) => w.start < end && start < w.end && w.x1 > span.x0 && w.x0 < span.x1);
}

const CUSTOMER_HEAD = /(לכבוד|לקוח:|bill\s*to|ship\s*to|sold\s*to|customer(?!\s*(?:service|care|support))|client:|התקבל\s*מאת)/i;

function scoreAt(lines: Line[], line: Line, before: string, clean: boolean, inCustomerBlock: boolean): { score: number; why: string } {
  const previous = lines[line.index - 1];
  const labelled = TAX_ID_LABEL.test(before.slice(-40));
  const labelAbove = !labelled && previous !== undefined && TAX_ID_LABEL.test(previous.text) && !/\d{7}/.test(previous.text);
  let score = 0.45;
  let why = 'valid check digit';
  if (labelled) {
    score += 0.5;
    why = 'labelled';
  } else if (labelAbove) {
    score += 0.35;
    why = 'labelled above';
  } else if (OTHER_NUMBER.test(before.slice(-30))) {
    score -= 0.35;
    why = 'another number';
  }
  if (CUSTOMER.test(before) || inCustomerBlock) {
    score -= 0.6;
    why = 'customer';
  }
  if (!clean) score -= 0.1;
  return { score, why };
}
