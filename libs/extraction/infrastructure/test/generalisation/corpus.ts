import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { DocumentFormat, RECEIPT_FIELD_NAMES, ReceiptFieldName, ReceiptFields } from '@backoffice/extraction/domain';

/**
 * The generalisation corpus (docs/extraction.md "Corpus"): 18 layouts × 4 receipts, each as a
 * text PDF, a clean image, a scan and a phone photo, split once by layout into a development set
 * and a held-out set (split.json). The separately written held-out sets, `held-out-2` onwards (the
 * list below), live in ../held-out-2 and on: other layouts, each set written separately (their README.md).
 */
export const GENERALISATION_DIR = __dirname;
export const FILES_DIR = path.join(__dirname, 'files');

/** The separately written sets, in the order they were made; the last is the one not yet scored. */
const NUMBERED_SETS = [
  'held-out-2',
  'held-out-3',
  'held-out-4',
  'held-out-5',
  'held-out-6',
  'held-out-7',
  'held-out-8',
  'held-out-9',
  'held-out-10',
  'held-out-11',
  'held-out-12',
  'held-out-13',
  'held-out-14',
  'held-out-15',
  'held-out-16',
  'held-out-17',
  'held-out-18',
  'held-out-19',
  'held-out-20',
  'held-out-21',
  'held-out-22',
  'held-out-23',
  'held-out-24',
  'held-out-25',
  'held-out-26',
  'held-out-27',
  'held-out-28',
  'held-out-29',
  'held-out-30',
  'held-out-31',
  'held-out-32',
  'held-out-33',
  'held-out-34',
  'held-out-35',
  'held-out-36',
  'held-out-37',
  'held-out-38',
  'held-out-39',
  'held-out-40',
  'held-out-41',
  'held-out-42',
  'held-out-43',
  'held-out-44',
  'held-out-45',
  'held-out-46',
  'held-out-47',
  'held-out-48',
  'held-out-49',
  'held-out-50',
  'held-out-51',
  'held-out-52',
  'held-out-53',
  'held-out-54',
  'held-out-55',
  'held-out-56',
  'held-out-57',
  'held-out-58',
  'held-out-59',
  'held-out-60',
  'held-out-61',
  'held-out-62',
  'held-out-63',
  'held-out-64',
  'held-out-65',
  'held-out-66',
  'held-out-67',
  'held-out-68',
  'held-out-69',
  'held-out-70',
  'held-out-71',
  'held-out-72',
  'held-out-73',
  'held-out-74',
  'held-out-75',
  'held-out-76',
  'held-out-77',
  'held-out-78',
  'held-out-79',
  'held-out-80',
  'held-out-81',
  'held-out-82',
  'held-out-83',
  'held-out-84',
  'held-out-85',
  'held-out-86',
  'held-out-87',
  'held-out-88',
  'held-out-89',
  'held-out-90',
  'held-out-91',
  'held-out-92',
  'held-out-93',
  'held-out-94',
  'held-out-95',
  'held-out-96',
  'held-out-97',
  'held-out-98',
  'held-out-99',
  'held-out-100',
  'held-out-101',
  'held-out-102',
  'held-out-103',
  'held-out-104',
  'held-out-105',
  'held-out-106',
  'held-out-107',
  'held-out-108',
  'held-out-109',
  'held-out-110',
] as const;
export type CorpusSet = 'development' | 'held-out' | (typeof NUMBERED_SETS)[number];
export const CORPUS_SETS: CorpusSet[] = ['development', 'held-out', ...NUMBERED_SETS];
/**
 * A separately written set not yet scored, read only at checkpoints (the benchmark refuses to cache
 * its readings): the newest set while it waits for its first reading, none once it has been scored
 * (held-out-110 was, on 2026-12-01).
 */
export const UNSCORED_SET: CorpusSet | undefined = undefined;

/** The directory of a separately written set (its ground-truth.json and files/), if `set` is one. */
function ownDir(set: CorpusSet): string | undefined {
  return (NUMBERED_SETS as readonly string[]).includes(set) ? path.join(__dirname, '..', set) : undefined;
}

/** Where a set's files are. */
export function filesDir(set: CorpusSet): string {
  const own = ownDir(set);
  return own ? path.join(own, 'files') : FILES_DIR;
}

export interface Receipt {
  id: string;
  layout: string;
  lang: 'he' | 'en' | 'mixed';
  kind: string;
  pages: number;
  truth: Partial<Record<ReceiptFieldName, string>>;
}

export interface Variant {
  name: 'text PDF' | 'clean image' | 'scan' | 'phone photo';
  file: (id: string) => string;
  format: DocumentFormat;
}

export const VARIANTS: Variant[] = [
  { name: 'text PDF', file: (id) => `${id}.pdf`, format: 'pdf' },
  { name: 'clean image', file: (id) => `${id}.png`, format: 'png' },
  { name: 'scan', file: (id) => `${id}.scan.jpg`, format: 'jpeg' },
  { name: 'phone photo', file: (id) => `${id}.photo.jpg`, format: 'jpeg' },
];

export function receipts(set: CorpusSet): Receipt[] {
  const dir = ownDir(set) ?? __dirname;
  const truth = JSON.parse(readFileSync(path.join(dir, 'ground-truth.json'), 'utf8')) as Record<string, Record<string, string | number>>;
  const split = ownDir(set) ? undefined : (JSON.parse(readFileSync(path.join(__dirname, 'split.json'), 'utf8')) as { development: string[]; heldOut: string[] });
  const layouts = split && (set === 'development' ? split.development : split.heldOut);
  return Object.entries(truth)
    .filter(([, t]) => !layouts || layouts.includes(String(t.layout)))
    .map(([id, { layout, lang, kind, pages, ...fields }]) => ({
      id,
      layout: String(layout),
      lang: lang as Receipt['lang'],
      kind: String(kind),
      pages: Number(pages),
      truth: fields as Receipt['truth'],
    }));
}

/** Names compare without case, spacing or quote differences; amounts as exact decimals. */
export function sameValue(field: ReceiptFieldName, expected: string, actual: string): boolean {
  if (field === 'total' || field === 'tax') return /^-?\d+(\.\d+)?$/.test(actual) && cents(expected) === cents(actual);
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

function cents(value: string): bigint {
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const units = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return value.startsWith('-') ? -units : units;
}

export interface FieldOutcome {
  field: ReceiptFieldName;
  expected?: string;
  actual?: string;
  correct: boolean;
  confidence?: number;
}

/**
 * Every field the truth has or the parser produced, with whether it is right. A field produced
 * that the truth lacks is wrong, so guessing never raises the score; a field left out that the
 * truth has is wrong too.
 */
export function outcomes(truth: Receipt['truth'], found: ReceiptFields, confidence: Partial<Record<ReceiptFieldName, number>> = {}): FieldOutcome[] {
  const out: FieldOutcome[] = [];
  for (const field of RECEIPT_FIELD_NAMES) {
    const expected = truth[field];
    const actual = found[field];
    if (expected === undefined && actual === undefined) continue;
    const correct = expected !== undefined && actual !== undefined && sameValue(field, expected, actual);
    out.push({ field, expected, actual, correct, confidence: confidence[field] });
  }
  return out;
}

export interface Tally {
  correct: number;
  counted: number;
}

export function accuracy(t: Tally): number {
  return t.counted === 0 ? 1 : t.correct / t.counted;
}

export function percent(t: Tally): string {
  return `${(100 * accuracy(t)).toFixed(1)}% (${t.correct}/${t.counted})`;
}
