import { Line } from './layout-lines';

/** A value some rule found for a field, with how strongly the document supports it (0-1). */
export interface Candidate<T = string> {
  value: T;
  score: number;
  line: number;
  /** A short reason, for tests and for whoever reads a surprising answer. */
  why: string;
  /**
   * A check that does not depend on how familiar the layout is vouches for this value (a check
   * digit beside its label, net + VAT = total, …). Only checked values may reach `SURE`.
   */
  checked?: boolean;
  /** The value as the page prints it, where a repair of a misreading changed `value` (so that the words beside it can still be found). */
  read?: string;
}

/** What a field rule concluded: its value and confidence, or nothing. */
export interface Finding<T = string> {
  value: T;
  confidence: number;
  /** Whether a check vouched for it and no rival came close: only then may the confidence reach `SURE`. */
  checked?: boolean;
}

/** A confidence of this much or more means the value was checked, on any layout. */
export const SURE = 0.9;
/** The most an unchecked value may have: the labels and positions that found it may belong to a layout never seen before. */
export const UNCHECKED_CAP = 0.85;
/** A rival this close (in score) leaves even a checked value short of sure. */
export const SURE_MARGIN = 0.2;

/** The confidence a finding may report: below `SURE` unless checked. */
export function capped(confidence: number, checked: boolean | undefined): number {
  return checked ? clamp(confidence) : Math.min(clamp(confidence), UNCHECKED_CAP);
}

export interface ParseContext {
  lines: Line[];
  /** Recognised pixels are noisier than a text layer; every confidence is tempered for them. */
  ocr: boolean;
  hebrew: boolean;
}

export const clamp = (x: number, lo = 0, hi = 1) => Math.max(lo, Math.min(hi, x));

/**
 * The best candidate, its score lowered when a different value came close: two plausible answers
 * mean the document does not settle the question. The same value found in several places adds up
 * a little (a number printed on both pages, a total repeated on the payment line).
 */
export function decide<T>(candidates: Candidate<T>[], key: (v: T) => string = String): Finding<T> | undefined {
  if (candidates.length === 0) return undefined;
  const byValue = new Map<string, { value: T; best: number; count: number; checked: boolean }>();
  for (const c of candidates) {
    const k = key(c.value);
    const entry = byValue.get(k);
    if (!entry) byValue.set(k, { value: c.value, best: c.score, count: 1, checked: c.checked === true });
    else {
      entry.best = Math.max(entry.best, c.score);
      entry.count++;
      entry.checked ||= c.checked === true;
    }
  }
  const ranked = [...byValue.values()].map((e) => ({ value: e.value, score: e.best + Math.min(0.1, 0.04 * (e.count - 1)), checked: e.checked })).sort((a, b) => b.score - a.score);
  const [first, second] = ranked;
  const margin = second ? first.score - second.score : first.score;
  // A rival within 0.15 costs up to a third of the confidence.
  const penalty = second ? clamp((0.15 - margin) / 0.15) * 0.33 : 0;
  // Sure only when checked and no rival came within SURE_MARGIN.
  const checked = first.checked && (!second || margin >= SURE_MARGIN);
  return { value: first.value, confidence: capped(first.score * (1 - penalty), checked), checked };
}

/** A stretch of a line's text: offsets in the line's `text`, and the text between them. */
export interface Segment {
  start: number;
  end: number;
  text: string;
}

/** Line segments separated by wide gaps: columns printed side by side that a reader put on one line. */
export function segments(line: Line): Segment[] {
  const out: Segment[] = [];
  let from = 0;
  // The segment's extent so far: a Latin phrase in a right-to-left line reads left to right, so the next word is beside the phrase, not its last word.
  let x0 = line.words[0]?.x0 ?? 0;
  let x1 = line.words[0]?.x1 ?? 0;
  for (let i = 1; i <= line.words.length; i++) {
    const prev = line.words[i - 1];
    const next = line.words[i];
    const gap = next ? Math.max(next.x0 - x1, x0 - next.x1) : Infinity;
    // (Words printed larger than the line's run of text, a wordmark beside a tagline, are spaced by their own size.)
    const size = next ? Math.max(line.height, Math.min(prev.y1 - prev.y0, next.y1 - next.y0)) : line.height;
    if (gap > 1.6 * size) {
      const start = line.words[from].start;
      const end = prev.end;
      out.push({ start, end, text: line.text.slice(start, end) });
      from = i;
      if (next) [x0, x1] = [next.x0, next.x1];
    } else if (next) [x0, x1] = [Math.min(x0, next.x0), Math.max(x1, next.x1)];
  }
  return out;
}

/** A line that is the document's title: what kind of document it is, and little else (a restaurant's "חשבון / חשבונית מס", its bill and tax invoice, too). */
const TITLE_LINE =
  /^(?:חשבונית|חשבון(?=\s*\/\s*(?:חשבונית|קבלה))|קבלה|הודעת\s*זיכוי|זיכוי|תעודת|(?:tax\s*)?invoice|receipt|credit\s*note|statement)(?:\s+\S+){0,3}(?:\s*\/(?:\s*\S+){1,4})?\s*$/i;

/** Whether `text` (a line or a cell) is the document's title, its frame's sides read as "|" or brackets or not. */
export function isTitleLine(text: string): boolean {
  return TITLE_LINE.test(text.replace(/[|[\]]/g, ' ').trim());
}

/** Whether a line is the document's title, or holds it in a cell of its own (the brand in the other: "צלחת אחת" beside "חשבונית מס מרכזת"). */
export function holdsTitle(line: Line | undefined): boolean {
  return line !== undefined && (isTitleLine(line.text) || segments(line).some((seg) => isTitleLine(seg.text)));
}

/** Whether line `index` is a few lines into the body under the title's line `title`: where the customer's details go, their heading perhaps illegible. */
export function underTitle(title: number | undefined, index: number): boolean {
  return title !== undefined && index > title && index <= title + 6;
}

/** What a credit note calls itself: "הודעת זיכוי", "חשבונית (מס) זיכוי" (its כ perhaps recognised as a ב, "חשבונית מס זיבוי", no Hebrew word), "זיכוי לחשבונית", "Credit note", "Credit memo". */
export const CREDIT_NOTE = /(credit\s*note|credit\s*memo|הודעת\s*זי[כב]וי|חשבונית\s*(?:מס\s*)?זי[כב]וי|(?<![א-ת])זיכוי\s*ל?חשבונית)/i;

/**
 * Whether the document calls itself a credit note (or matches `also`) on a line of its own. A
 * sentence (five words or more ending in a full stop, "זיכוי מכלים ריקים שהוחזרו יינתן בחשבונית
 * זיכוי נפרדת.") names another document, a credit note promised or an invoice cited, not this one.
 */
export function namesCreditNote(lines: Line[], also?: RegExp): boolean {
  return lines.some((l) => (CREDIT_NOTE.test(l.text) || also?.test(l.text) === true) && !isSentence(l.text));
}

function isSentence(text: string): boolean {
  return /[.!]\s*$/.test(text) && (text.match(/\S+/g) ?? []).length >= 5;
}
