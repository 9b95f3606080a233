import { DocumentLine, withInitialI } from '@backoffice/extraction/domain';

/** One recognised word with its box, from tesseract's TSV output. */
export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  line: string;
  /** Tesseract's confidence, 0-100. */
  conf?: number;
}

/** Words of tesseract's `tsv` output (level 5 rows), each tagged with its page/block/paragraph/line. */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const text = cols.slice(11).join('\t').trim();
    if (!text) continue;
    const [left, top, width, height, conf] = cols.slice(6, 11).map(Number);
    words.push({ text, left, top, width, height, line: cols.slice(1, 5).join('.'), conf });
  }
  return words;
}

const NUMERIC = /^[(]?[\d][\d.,:/%-]*[)]?$|^[\d.,/%-]*\d[\d.,/%-]*$/;
const HEBREW = /[\u0590-\u05ff]/;
const HEBREW_LETTERS = /[\u05d0-\u05ea]/g;

/**
 * Tesseract's Hebrew model misreads digits next to right-to-left text ("₪ 7.26" becomes "6 ₪"),
 * while its English model reads them well but turns Hebrew into Latin noise. The text comes from
 * the Hebrew pass; every number the English pass found replaces whatever the Hebrew pass saw in
 * the same place on the same line. Lines with Hebrew are written right to left (reading order).
 */
export function mergeOcrPasses(hebrew: OcrWord[], english: OcrWord[]): string {
  return mergeOcrWords(hebrew, english)
    .map((l) => l.words.map((w) => w.text).join(' '))
    .join('\n');
}

/** The merged passes as document lines: words in reading order, with their boxes and confidences. */
export function mergeOcrWords(hebrew: OcrWord[], english: OcrWord[]): DocumentLine[] {
  const lines = new Map<string, OcrWord[]>();
  for (const w of hebrew) lines.set(w.line, [...(lines.get(w.line) ?? []), w]);
  const boxes = [...lines.entries()].map(([id, words]) => ({ id, top: Math.min(...words.map((w) => w.top)), bottom: Math.max(...words.map((w) => w.top + w.height)) }));
  // (Amounts with a sign only as `signLookalike` gives them: a "$37.00" the English pass read for "837.00" is no number of its.)
  const signed = new Set<OcrWord>();
  const withSigns = english
    .map(zeroLookalike)
    .map(codeInitial)
    .map((w) => {
      const read = signLookalike(w, hebrew);
      if (read !== w) signed.add(read);
      return read;
    });
  const isNumber = (w: OcrWord) => NUMERIC.test(w.text) || signed.has(w);
  for (const number of withSigns.filter((w) => isNumber(w) || CODE.test(w.text))) {
    const middle = number.top + number.height / 2;
    const box = boxes.find((b) => middle >= b.top && middle <= b.bottom);
    // A code of capitals and digits ("ZK979556") only where the first pass saw fewer of its digits and no letters of its own (a "6"),
    // or its letters read as digits before the same digits ("5540415" for "FS540415").
    if (
      !isNumber(number) &&
      !(
        box &&
        codeLost(
          number,
          (lines.get(box.id) ?? []).filter((w) => overlaps(w, number)),
        )
      )
    )
      continue;
    if (!box) {
      lines.set(`en-${number.line}-${number.left}`, [number]);
      boxes.push({ id: `en-${number.line}-${number.left}`, top: number.top, bottom: number.top + number.height });
      continue;
    }
    const current = lines.get(box.id) ?? [];
    const covered = current.filter((w) => overlaps(w, number));
    // Hebrew letters where the English pass saw digits: the English pass misread a word. But not where the English pass read that
    // word apart from the number (its Latin noise beside it, "mt" for זכות) and the Hebrew word's box reaches into the number's by less
    // than half the word's width and a third of the number's: the Hebrew pass cut the number short ("324.79 זכות" read as "9" and a
    // wide "זכות"; "19/05/2025 לקוח" as "5" and a "לקות" over the date's first three characters), and the word is kept beside it.
    const words = covered.filter((w) => (w.text.match(HEBREW_LETTERS) ?? []).length >= 2);
    const digits = (text: string) => (text.match(/\d/g) ?? []).length;
    // (A number of three digits at least, lying mostly outside the word: two digits the English pass made of a Hebrew word's letters, "73" inside a name, lie within it.)
    const apart = (h: OcrWord) =>
      digits(number.text) >= 3 &&
      shared(h, number) < Math.min(h.width / 2, number.width / 3) &&
      english.some((e) => e !== number && e.line === number.line && !NUMERIC.test(e.text) && shared(e, h) > shared(h, number));
    if (words.length > 0 && !words.every(apart)) continue;
    // A number (a date, "ZK979556") the first pass read whole where the English pass saw a digit or two of it: the English pass lost it.
    const whole = covered.length > 0 && covered.every((w) => /\d/.test(w.text) && !HEBREW.test(w.text));
    if (whole && covered.reduce((n, w) => n + digits(w.text), 0) >= 2 * digits(number.text) + 2) continue;
    const beside = words.map((h) =>
      h.left < number.left ? { ...h, width: number.left - h.left } : { ...h, left: number.left + number.width, width: h.left + h.width - number.left - number.width },
    );
    lines.set(box.id, [...current.filter((w) => !covered.includes(w) || (isCurrencySign(w.text) && !signed.has(number))), ...beside, number]);
  }
  return [...lines.values()]
    .map((words) => ({ top: Math.min(...words.map((w) => w.top)), words: ordered(words) }))
    .sort((a, b) => a.top - b.top)
    .map(({ words }) => ({
      words: words.map((w) => ({ text: w.text, x0: w.left, x1: w.left + w.width, y0: w.top, y1: w.top + w.height, conf: Math.max(0, Math.min(1, (w.conf ?? 90) / 100)) })),
    }));
}

/**
 * The English pass reads a currency sign glued to an amount as a letter or two ("mw137.53" for
 * "₪137.53", in a monospaced font), where the first pass saw the sign and cut the digits ("₪137" and
 * "3."): the amount, with the first pass's sign, where a word of the first pass on the same line
 * opens with that sign inside the amount's box.
 */
export function signLookalike(w: OcrWord, firstPass: OcrWord[]): OcrWord {
  const m = /^[A-Za-z]{1,2}(\d{1,3}(?:,\d{3})*\.\d{2}|\d+\.\d{2})$/.exec(w.text);
  if (!m) return w;
  const middle = w.top + w.height / 2;
  const sign = firstPass.find((h) => /^[₪$€£]/.test(h.text) && middle >= h.top && middle <= h.top + h.height && h.left >= w.left - w.height / 2 && h.left < w.left + w.width / 2);
  return sign ? { ...w, text: `${sign.text[0]}${m[1]}` } : w;
}

/** The English pass reads a 0 that starts a number as "@" or "©" ("@3.05.2025"): it is a 0. */
export function zeroLookalike(w: OcrWord): OcrWord {
  return /^[@©]\d/.test(w.text) ? { ...w, text: `0${w.text.slice(1)}` } : w;
}

/** A document's code as the English pass reads it: capitals and digits, maybe hyphens or slashes ("ZK979556", "RA-4569513"). */
const CODE = /^[A-Z]{1,4}[-/]?\d{3,}(?:[-/][A-Z\d]+)*$/;

/** The English pass reads an "I" that opens a code as a "1" ("1C/279581" for "IC/279581"): the letter, as the parser reads it (`withInitialI`). */
export function codeInitial(w: OcrWord): OcrWord {
  return { ...w, text: withInitialI(w.text) };
}

/**
 * Where the first pass lost a code the English pass read: it saw fewer of its digits, or it read
 * the code's letters as digits in front of the code's own ("5540415" for "FS540415", "16279581"
 * for "IC/279581"; at most two digits per letter), or as a stray mark beside the same digits
 * ("7069600=" for "F7069600"), with nothing but digits and stray marks.
 */
function codeLost(code: OcrWord, covered: OcrWord[]): boolean {
  const digitsOf = (text: string) => (text.match(/\d/g) ?? []).join('');
  if (covered.length === 0) return false;
  const read = covered.map((w) => digitsOf(w.text)).join('');
  const own = digitsOf(code.text);
  if (covered.every((w) => NUMERIC.test(w.text)) && own.length > read.length) return true;
  const letters = (code.text.match(/[A-Z]/g) ?? []).length;
  const extra = read.length - own.length;
  const noLetters = covered.every((w) => !/[A-Za-z\u05d0-\u05ea]/.test(w.text));
  // (Or its letter as a stray mark with the same digits, "7069600=" for "F7069600", the mark put at the other end of a right-to-left line.)
  const markForLetter = read === own && covered.some((w) => /[^\d.,/-]/.test(w.text));
  return noLetters && ((extra >= 1 && extra <= 2 * letters && read.endsWith(own)) || markForLetter);
}

/** How many pixels across two words' boxes share. */
function shared(a: OcrWord, b: OcrWord): number {
  return Math.max(0, Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left));
}

function overlaps(a: OcrWord, b: OcrWord): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width;
}

function isCurrencySign(text: string): boolean {
  return /^[₪$€£]$/.test(text);
}

function ordered(words: OcrWord[]): OcrWord[] {
  const rtl = words.some((w) => HEBREW.test(w.text));
  return [...words].sort((a, b) => (rtl ? b.left - a.left : a.left - b.left));
}
