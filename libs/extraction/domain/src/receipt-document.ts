/**
 * A document as the readers see it: lines in reading order, each with its words and where they
 * sit on the page, so that a label can be paired with the value beside it or under it. Text
 * without positions (a test, an old reader) becomes lines whose words are placed by character.
 */
export interface DocumentWord {
  text: string;
  /** Box in page units (PDF points or image pixels); y grows downwards, pages stacked. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Recogniser's confidence 0-1; absent for a text layer, which is exact. */
  conf?: number;
}

export interface DocumentLine {
  /** Words in reading order (right to left in Hebrew lines). */
  words: DocumentWord[];
}

export interface ReceiptDocument {
  lines: DocumentLine[];
  /** Where the words came from: exact text, or recognised pixels (noisier, so less trusted). */
  source: 'text' | 'ocr';
}

/** Lines of plain text, each word given a box by its character offset (one unit per character, one line per 10 units). */
export function documentFromText(text: string, source: ReceiptDocument['source'] = 'text'): ReceiptDocument {
  const lines: DocumentLine[] = text.split(/\r?\n/).map((line, row) => {
    const words: DocumentWord[] = [];
    for (const m of line.matchAll(/\S+/g)) {
      const x0 = m.index ?? 0;
      words.push({ text: m[0], x0, x1: x0 + m[0].length, y0: row * 10, y1: row * 10 + 8 });
    }
    return { words };
  });
  return { lines: lines.filter((l) => l.words.length > 0), source };
}

export function lineText(line: DocumentLine): string {
  return line.words.map((w) => w.text).join(' ');
}

/** The text of the whole document, a line per line. */
export function documentText(doc: ReceiptDocument): string {
  return doc.lines.map(lineText).join('\n');
}
