import { DocumentLine, ReceiptDocument } from './receipt-document';

/**
 * A PDF's text layer as the reader gave it, for the parser's tests: one row per line, each word (a
 * run of text) with its box written `text@x0-x1/y0:y1`, words parted by ` | `.
 */
export function textLayer(rows: string[]): ReceiptDocument {
  const lines: DocumentLine[] = rows.map((row) => ({
    words: row.split(' | ').map((word) => {
      const [, text, x0, x1, y0, y1] = /^(.*)@(\d+)-(\d+)\/(\d+):(\d+)$/.exec(word) as RegExpExecArray;
      return { text, x0: Number(x0), x1: Number(x1), y0: Number(y0), y1: Number(y1) };
    }),
  }));
  return { lines, source: 'text' };
}
