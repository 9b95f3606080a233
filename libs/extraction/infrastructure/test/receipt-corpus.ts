import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { RECEIPT_FIELD_NAMES, ReceiptFields } from '@backoffice/extraction/domain';

export const CORPUS_DIR = path.join(__dirname, 'fixtures', 'receipts');

export interface CorpusEntry {
  id: string;
  image: string;
  truth: Record<string, string | undefined>;
}

export function corpus(): CorpusEntry[] {
  const truth = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'ground-truth.json'), 'utf8')) as Record<string, { image: string } & Record<string, string>>;
  return Object.entries(truth).map(([id, { image, ...fields }]) => ({ id, image, truth: fields }));
}

/** Names compare without case, spacing or Hebrew/typographic quote differences; amounts as numbers. */
function same(field: string, expected: string, actual: string): boolean {
  if (field === 'total' || field === 'tax') return Number(expected) === Number(actual);
  const norm = (s: string) =>
    s
      .normalize('NFKC')
      .replace(/[״“”]/g, '"')
      .replace(/[׳‘’`]/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  return norm(expected) === norm(actual);
}

export interface FieldScore {
  correct: number;
  /** Fields in the ground truth plus fields extracted that the truth does not have (guesses). */
  counted: number;
  misses: string[];
}

/**
 * Field-level score of one document: a field counts when the truth has it or the parser
 * produced it; it is correct when both agree. A field the truth lacks but the parser invented
 * is an error, so guessing never raises the score.
 */
export function score(id: string, truth: CorpusEntry['truth'], found: ReceiptFields): FieldScore {
  const result: FieldScore = { correct: 0, counted: 0, misses: [] };
  for (const field of RECEIPT_FIELD_NAMES) {
    const expected = truth[field];
    const actual = found[field];
    if (expected === undefined && actual === undefined) continue;
    result.counted++;
    if (expected !== undefined && actual !== undefined && same(field, expected, actual)) result.correct++;
    else result.misses.push(`${id}.${field}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
  return result;
}
