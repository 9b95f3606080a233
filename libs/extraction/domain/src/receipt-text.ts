/**
 * Normalises text from a PDF text layer or OCR into lines the field rules can read: bidi control
 * marks dropped, Hebrew punctuation (geresh, gershayim) and typographic quotes unified, spaces
 * collapsed.
 */
/** Receipts are short: longer lines and texts are cut, which also bounds the cost of every rule. */
const MAX_TEXT = 200_000;
const MAX_LINE = 500;

export function receiptLines(text: string): string[] {
  return unifiedMarks(text.slice(0, MAX_TEXT))
    .split(/\r?\n/)
    .map((line) => repairSplitNumbers(repairHebrewLabels(line.replace(/ {2,}/g, ' ').trim().slice(0, MAX_LINE))))
    .filter((line) => line.length > 0);
}

/** The marks a line and a word are both read without or with one form of: bidi controls, Hebrew points, quotes, geresh and gershayim, spaces, dashes. */
function unifiedMarks(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
      // Hebrew vowel points and cantillation marks (the recogniser reads specks over a letter as them, "לָא" for לא): the letters alone.
      .replace(/[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/g, '')
      .replace(/[״“”„]/g, '"')
      .replace(/''/g, '"')
      .replace(/[׳‘’`´]/g, "'")
      .replace(/[\u00a0\u2000-\u200a\u202f\t]/g, ' ')
      .replace(/[‐‑‒–—]/g, '-')
  );
}

const HEBREW = /[\u0590-\u05ff]/;

/**
 * OCR sometimes reads a short Hebrew label with Latin shapes, in visual order: מע"מ as n"yn,
 * ע.מ. as .n.y, ח.פ. as .9.n, בע"מ as n"ya or D'ya, מס' as 'on or yon, ש"ח as n"w. Only these exact tokens, standing alone, are read back.
 */
const LATIN_LOOKALIKES: [RegExp, string][] = [
  // (Its first mem perhaps read with an "h" beside it, "nh\"yn".)
  [/(?<![\w"])nh?"yn(?![\w"])/g, 'מע"מ'],
  // ש"ח as n"w, standing alone.
  [/^n"w$/g, 'ש"ח'],
  [/(?<![\w.])\.?n\.y\.?(?![\w.])/g, 'ע.מ.'],
  [/(?<![\w.])\.?9\.n\.?(?![\w.])/g, 'ח.פ.'],
  [/^[nD]["']?ya$/g, 'בע"מ'],
  // מס' ("number") as "'on", standing alone (its ס perhaps as a capital, "‘On"), or with the slash of a bilingual label glued before it ("/'on No." for "מס' / No.").
  [/^'on$/gi, "מס'"],
  // (Or its geresh read as a "y", "yon": no word of a receipt's English.)
  [/^yon$/g, "מס'"],
  [/^\/'on$/g, "/ מס'"],
  // The same with its מ lost: '"ya', '"YA'.
  [/^["']ya$/gi, 'בע"מ'],
];

function repairHebrewLabels(line: string): string {
  let out = line;
  for (const [re, label] of LATIN_LOOKALIKES) out = out.replace(re, label);
  return out;
}

/** One word of a reader's output, normalised as `receiptLines` normalises a line; OCR look-alikes of short Hebrew labels read back. */
export function normaliseWord(word: string): string {
  const text = unifiedMarks(word.slice(0, MAX_LINE))
    // OCR doubles a gershayim with a geresh (סה"'כ, ש'"ח), or with one on each side (סה'"'כ).
    .replace(/["']{2,}/g, '"')
    // A tilde read beside a hyphen ("CR~-106"): a speck on the rule of the dash, not a character.
    .replace(/~(?=-)|(?<=-)~/g, '')
    .replace(/\s+/g, '')
    .trim();
  // A currency sign OCR read as one or two letters glued to an amount ("TM36.00", or after it, "52.00™", NFKC's "52.00TM"): the amount stands alone.
  // OCR's gershayim read as a doubled yod in the usual abbreviations (מעיימ, סהייכ, שייח): the abbreviation. (So is one yod with a stroke beside it, "מע"ימ",
  // "סה'יכ", or a stroke and a doubled yod, "סה'ייכ", or, but in ש"ח (שיח is a word), a yod alone, "סהיכ"; or a geresh alone, the gershayim's other
  // stroke lost, "בע'מ".)
  // (And "סה"כ" with a stray letter or mark read between its gershayim and its kaf, "סה"ץכ", "סה">כ"; "זיכוי", credit, its kaf read as a bet, "זיבוי",
  // no word; "מע"מ" with its gershayim read a letter early, "מ"עמ"; "עין", a spring, the first word of many places' names, its final nun read as a
  // final kaf, "עיך", no word.)
  return repairHebrewLabels(
    text
      .replace(/^(ה?מע|סה|ש|ה?בע)(?:["']?יי|["']י|י["']|')([מכחםס])([.,:]?)$|^(ה?מע|סה|ה?בע)י([מכס])([.,:]?)$/, '$1$4"$2$3$5$6')
      .replace(/^סה"[^\s\dכ](?=כ[.,:]?$)/, 'סה"')
      .replace(/^([הו]?)זיבוי(?=[.,:]?$)/, '$1זיכוי')
      .replace(/^(ה?)מ"עמ(?=[.,:]?$)/, '$1מע"מ')
      .replace(/^([הו]?)עיך(?=[.,:]?$)/, '$1עין'),
  )
    .replace(/^[A-Za-z]{1,3}(?=\d{1,3}(?:,\d{3})*\.\d{2}$)/, '$& ')
    .replace(/(?<=^\d{1,3}(?:,\d{3})*\.\d{2})TM$/, ' TM');
}

/**
 * A yod the recogniser read as an apostrophe ("תאר'ך", "פבר'קה", "כרט'ס"): the yod is the shortest
 * Hebrew letter, and in small print its stroke is taken for a mark. Inside a Hebrew word an
 * apostrophe is a geresh only after ג, ז, צ or ת (ג'ינס, צ'יפס) and after ח in Arabic names
 * (ח'אלד); after any other letter, with a letter after it, it is the yod. An apostrophe beside a
 * yod read as well ("בד'ים") is the yod's shadow and goes. A word of fewer than three letters
 * around it is an abbreviation whose gershayim lost a stroke (ש'ח, ק'ג), and is left as it is.
 * For OCR only: a text layer has the letters as typed.
 */
export function yodForApostrophe(word: string): string {
  if (!word.includes("'") || (word.match(/[\u05d0-\u05ea]/g) ?? []).length < 3) return word;
  return word.replace(/(?<=[\u05d0-\u05ea])'(?=[\u05d0-\u05ea])/g, (mark, at: number) => {
    const before = word[at - 1];
    const after = word[at + 1];
    if (/[גזצתח]/.test(before)) return mark;
    return before === 'י' || after === 'י' ? '' : 'י';
  });
}

export function hasHebrew(text: string): boolean {
  return HEBREW.test(text);
}

/**
 * OCR of a right-to-left line sometimes cuts a number at its thousands separator and emits the
 * two halves in reverse ("234.50 1," for "1,234.50"). Only in Hebrew lines, only the exact shape
 * of a grouped amount.
 */
function repairSplitNumbers(line: string): string {
  if (!hasHebrew(line)) return line;
  return line.replace(/(?<![\d.,])(\d{3}\.\d{2}),?\s*([₪$€£]?)\s*(\d{1,3}),(?![\d])/g, '$2$3,$1');
}

/** Text to match literally inside a pattern. */
export function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
