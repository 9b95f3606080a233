import { ReceiptDocument } from './receipt-document';

/** A recognised word as captured: [text, x0, y0, x1, y1, confidence %]. */
export type OcrWord = [string, number, number, number, number, number];

/** What the OCR reader returned for a page, rebuilt from captured words (one array per line), for the parser's tests. */
export function ocrDocument(lines: OcrWord[][]): ReceiptDocument {
  return { source: 'ocr', lines: lines.map((words) => ({ words: words.map(([text, x0, y0, x1, y1, conf]) => ({ text, x0, y0, x1, y1, conf: conf / 100 })) })) };
}

/** The same page with each word as `change` makes it (its text, its box): a rule's guard, the page as it would be without what the rule relies on. */
export function withWords(doc: ReceiptDocument, change: (word: OcrWord) => OcrWord): ReceiptDocument {
  return ocrDocument(doc.lines.map((l) => l.words.map((w) => change([w.text, w.x0, w.y0, w.x1, w.y1, (w.conf ?? 1) * 100]))));
}

/** The same page with every word `from` read as `to` instead. */
export function withWord(doc: ReceiptDocument, from: string, to: string): ReceiptDocument {
  return withWords(doc, (w) => (w[0] === from ? [to, ...w.slice(1)] : w) as OcrWord);
}
