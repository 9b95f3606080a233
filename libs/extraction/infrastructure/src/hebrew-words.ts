import { DocumentLine, DocumentWord } from '@backoffice/extraction/domain';
import { GreyImage } from './grey-image';
import { OcrWord } from './ocr-lines';
import { Region } from './ocr-rescue';

const HEBREW = /[\u05d0-\u05ea]/;
const MARKS = /[\u200e\u200f]/g;
/** A few Latin letters, perhaps with a mark after them: how the Hebrew+English model writes a Hebrew word it took for Latin ("AND" for "סחר"). */
const LATIN_NOISE = /^[A-Za-z]{2,6}[.,:;'"]?$/;
/** A Hebrew word as the Hebrew model reads one: letters, perhaps a geresh or gershayim among them. */
const HEBREW_WORD = /^[\u05d0-\u05ea][\u05d0-\u05ea'"]+$/;
/** The Hebrew reading replaces the Latin one only when the recogniser is at least this sure of it (0-100). */
const MIN_CONFIDENCE = 60;

/** Where a word stands: its line and its place in it. */
export interface WordAt {
  line: number;
  word: number;
}

/**
 * Words the Hebrew+English pass read as a few Latin letters inside Hebrew print: between two
 * Hebrew words, or at either end of a line of Hebrew words beside one ("POT קפה שירותי משרד בע"מ"
 * for "דסק קפה …", "בייקהאוס AND מקוון בע"מ" for "… סחר …"). Its Hebrew model reads such a word
 * well on its own; beside Latin-looking strokes the mixed model chose the Latin letters.
 */
export function latinInHebrew(lines: DocumentLine[]): WordAt[] {
  const out: WordAt[] = [];
  lines.forEach((line, li) => {
    const words = line.words;
    if (words.filter((w) => HEBREW.test(w.text)).length < 2) return;
    words.forEach((w, wi) => {
      if (!LATIN_NOISE.test(w.text.replace(MARKS, ''))) return;
      const before = words[wi - 1];
      const after = words[wi + 1];
      const hebrew = (n: DocumentWord | undefined) => n !== undefined && HEBREW.test(n.text);
      if ((hebrew(before) && hebrew(after)) || (!before && hebrew(after)) || (!after && hebrew(before))) out.push({ line: li, word: wi });
    });
  });
  return out;
}

/** The word's box with a margin of a third of its height around it, within the page. */
export function wordRegion(w: DocumentWord, page: GreyImage): Region {
  const pad = Math.round(0.35 * (w.y1 - w.y0));
  return { x0: Math.max(0, w.x0 - pad), y0: Math.max(0, w.y0 - pad), x1: Math.min(page.width, w.x1 + pad), y1: Math.min(page.height, w.y1 + pad) };
}

/**
 * The lines with each target word replaced by its Hebrew reading (`readings[i]`, the words the
 * Hebrew model read in the target's box), where that reading is one Hebrew word read surely enough;
 * a reading of Latin letters, of several words or of nothing leaves the word as it was.
 */
export function withHebrewReadings(lines: DocumentLine[], targets: WordAt[], readings: OcrWord[][]): DocumentLine[] {
  const out = lines.map((l) => ({ ...l, words: [...l.words] }));
  targets.forEach((t, i) => {
    const read = (readings[i] ?? []).filter((w) => w.text.trim() !== '');
    if (read.length !== 1 || !HEBREW_WORD.test(read[0].text) || (read[0].conf ?? 0) < MIN_CONFIDENCE) return;
    const word = out[t.line].words[t.word];
    out[t.line].words[t.word] = { ...word, text: read[0].text, conf: (read[0].conf ?? 0) / 100 };
  });
  return out;
}
