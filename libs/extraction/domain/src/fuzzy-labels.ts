/**
 * Labels read through OCR noise: a word within a small edit distance of the label's word. Only
 * words long enough that one wrong letter leaves them recognisable are matched loosely (four
 * letters and more); shorter words must be exact.
 */

/**
 * Digits OCR confuses with one another: for each digit read, the digits it may have been printed as
 * (repairing a labelled id whose check digit fails, a VAT amount one digit from its rate's share).
 */
export const CONFUSED_DIGITS: Record<string, string> = { '0': '869', '1': '74', '2': '7', '3': '859', '4': '19', '5': '638', '6': '580', '7': '12', '8': '30695', '9': '8043' };

/** Levenshtein distance, stopping early once it is past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/** Whether a recognised word is the label's word, one letter misread, dropped or added, or "rn" read for "m" (exact under four letters). */
export function wordLike(word: string, label: string): boolean {
  const w = word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (w === label) return true;
  // "rn" for "m" is the recogniser's commonest slip in Latin print.
  const m = w.replace(/rn/g, 'm');
  return label.length >= 4 && w.length >= 3 && (editDistance(w, label, 1) <= 1 || editDistance(m, label, 1) <= 1);
}

/**
 * Where in `text` a phrase of label words (each a list of spellings) starts, its words in a row,
 * each matched by `wordLike`, with the offset of its end; undefined when it is not there.
 */
export function findPhrase(text: string, phrase: string[][]): { start: number; end: number } | undefined {
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((spellings, k) => spellings.some((s) => wordLike(words[i + k].text, s)))) return { start: words[i].start, end: words[i + phrase.length - 1].end };
  }
  return undefined;
}
