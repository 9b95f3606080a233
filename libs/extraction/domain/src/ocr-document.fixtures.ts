import { ReceiptDocument } from './receipt-document';

/** A recognised word as captured: [text, x0, y0, x1, y1, confidence %]. */
export type OcrWord = [string, number, number, number, number, number];

/** What the OCR reader returned for a page, rebuilt from captured words (one array per line), for the parser's tests. */
export function ocrDocument(lines: OcrWord[][]): ReceiptDocument {
  return { source: 'ocr', lines: lines.map((words) => ({ words: words.map(([text, x0, y0, x1, y1, conf]) => ({ text, x0, y0, x1, y1, conf: conf / 100 })) })) };
}
