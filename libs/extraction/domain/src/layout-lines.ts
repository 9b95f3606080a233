import { DocumentLine, DocumentWord, ReceiptDocument } from './receipt-document';
import { normaliseWord, yodForApostrophe } from './receipt-text';

/** A word after normalisation, with its place in its line's text. */
export interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** 0-1; 1 for a text layer. */
  conf: number;
  /** Offsets of the word in its line's `text`. */
  start: number;
  end: number;
  /** From a text layer, the word as printed when its dashes were unified (an en dash in a name). */
  printed?: string;
}

export interface Line {
  index: number;
  text: string;
  words: Word[];
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Median word height: the font size, roughly. */
  height: number;
}

/**
 * A recognised code whose S was read as a dollar sign ("$W795317" for "SW795317"): the letter, as no
 * sum is written with a letter between its sign and its digits. (Or read as the letter with a dollar
 * sign after it, "S$C/2023/157" for "SC/2023/157": the sign dropped. Or read so before digits that a
 * hyphen or a slash parts, "$25-543183" for "S25-543183": no sum is written so either.)
 */
function withInitialS(word: string): string {
  if (/^S\$[A-Z]{1,3}[-/]?\d[\d/-]{2,}$/.test(word)) return `S${word.slice(2)}`;
  return /^\$(?:[A-Z]{1,3}[-/]?\d{3,}|\d{1,4}[-/]\d{4,})$/.test(word) ? `S${word.slice(1)}` : word;
}

/** Whether the word right beside word i on its left (close: under a line's height apart) is a number or a code of four digits or more. */
function numberLeftOf(words: DocumentWord[], i: number): boolean {
  const word = words[i];
  const height = word.y1 - word.y0;
  const left = words.filter((w) => w !== word && w.x1 <= word.x0 + 0.2 * height && word.x0 - w.x1 < 1.5 * height && w.y1 > word.y0 && w.y0 < word.y1);
  const nearest = left.reduce<DocumentWord | undefined>((best, w) => (best === undefined || w.x1 > best.x1 ? w : best), undefined);
  return (
    nearest !== undefined &&
    /^[A-Za-z]{0,4}-?\d{4,}$/.test(nearest.text) &&
    !words.some((w) => w !== word && w.x0 >= word.x1 && w.x0 - word.x1 < 1.5 * height && /^\d/.test(w.text))
  );
}

/** Label words every rule reads, long enough that one letter misread leaves them certain. */
const LABEL_WORDS = ['חשבונית', 'תאריך'];
/** Words one letter away from a label word that are words of their own ("הנהלת חשבונות", bookkeeping; invoices; the dates of). */
const NOT_LABEL_WORDS = new Set(['חשבונות', 'חשבוניות', 'תאריכי']);

/**
 * A recognised label word with one letter misread ("חעבונית" for "חשבונית", "תאדיך" for "תאריך"),
 * perhaps after a one-letter prefix (ה, ב, ל, ו), is given back as the label: same length, so the
 * word's box still fits it. So is one with a letter added inside it ("חעשבונית"), a speck or a
 * stroke read as a letter, and one with a thin yod or vav inside it lost ("תארך").
 */
function labelWord(word: string): string {
  if (NOT_LABEL_WORDS.has(word) || NOT_LABEL_WORDS.has(word.slice(1))) return word;
  // (A thin yod or vav inside it lost, "תארך הפקה" for "תאריך הפקה".)
  for (const label of LABEL_WORDS) {
    if (word.length !== label.length - 1 || !/^[\u05d0-\u05ea]+$/.test(word)) continue;
    for (let i = 1; i < label.length - 1; i++) if ('וי'.includes(label[i]) && label.slice(0, i) + label.slice(i + 1) === word) return label;
  }
  for (const label of LABEL_WORDS) {
    if (word.length !== label.length + 1 || !/^[\u05d0-\u05ea]+$/.test(word)) continue;
    // (Not the first letter: a prefix letter before the label makes another word of it, read below.)
    for (let i = 1; i < word.length; i++) if (word.slice(0, i) + word.slice(i + 1) === label) return label;
  }
  for (const label of LABEL_WORDS) {
    const prefix = word.length === label.length + 1 && /^[הבלו]/.test(word) ? word[0] : word.length === label.length ? '' : undefined;
    if (prefix === undefined) continue;
    const body = word.slice(prefix.length);
    const differ = [...label].flatMap((letter, i) => (body[i] === letter ? [] : [i]));
    // (One letter, not the first (a word's prefix letter makes another word of it), and a Hebrew one: not a digit or a mark in its place.)
    if (differ.length === 1 && differ[0] > 0 && /^[\u05d0-\u05ea]+$/.test(body)) return prefix + label;
  }
  return word;
}

/** Receipts are short: more lines or longer lines are cut, which also bounds the cost of every rule. */
const MAX_LINES = 400;
const MAX_WORDS = 80;

/** The document's lines with normalised words, top to bottom; empty lines dropped. */
export function linesOf(doc: ReceiptDocument): Line[] {
  const lines: Line[] = [];
  /** Each line's top with the table rules the recogniser read as "|" (dropped from its words), by the line's index. */
  const ruledTops: number[] = [];
  const given = doc.lines.slice(0, MAX_LINES);
  for (const source of sideBySide(doc.source === 'ocr' ? rejoined(given) : given, doc.source === 'text')) {
    const words = joinSplitAmounts(
      spacedLabels(
        joinSpacedLetters(
          doc.source === 'ocr' ? joinedCodeHalves(joinedLookalikes(source.words)).flatMap(splitAtSpaces).flatMap(idLabelApart) : source.words.flatMap(splitAtSpaces),
        ),
      )
        .slice(0, MAX_WORDS)
        .map((w) => ({ ...w, text: chileanForm(doc.source === 'ocr' ? withInitialS(labelWord(yodForApostrophe(normaliseWord(w.text)))) : normaliseWord(w.text)), printed: w.text }))
        // (A table's rule the recogniser read as "|", or slanted in a photo as "\", is no word.)
        .filter((w) => w.text.length > 0 && !(doc.source === 'ocr' && (w.text === '|' || w.text === '\\'))),
    );
    if (words.length === 0) continue;
    // A letter the recogniser read in a speck, its box a fraction of the line's print both ways ("אורית שמואלי י עוסק מורשה …"): the separator dot printed there.
    // (Or a "+", a "*" or a "~" so small: "… בדום נשימה בשינה + נשימה שקטה ציוד רפואי בע"מ", a "+" four pixels wide and five tall on a line of 22.)
    if (doc.source === 'ocr') {
      const median = words.map((w) => w.y1 - w.y0).sort((a, b) => a - b)[Math.floor(words.length / 2)];
      // (Or a tick a pixel or two wide and under half the print's height, "ן" one pixel by six on a line of 18, beside a customer's name.)
      const speck = (w: DocumentWord) => (w.x1 - w.x0 <= 0.3 * median && w.y1 - w.y0 <= 0.3 * median) || (w.x1 - w.x0 <= 0.1 * median && w.y1 - w.y0 <= 0.4 * median);
      for (const w of words) if (/^[א-תA-Za-z]$/.test(w.text) && speck(w)) w.text = '·';
      // (Or, between a letterhead's tagline and the registered name after it, a "+" so small or a dash in a box as tall as it is wide or taller, which no
      // dash is: "ציוד לטיפול בדום נשימה בשינה - נשימה שקטה ציוד רפואי בע"מ", its "·" read as a "-" four pixels wide and six tall, or as a "+" four wide
      // and five tall on a line of 22; or between a licensed dealer's own name and the dealer's label, "Yotam Harel - Licensed dealer (Osek Murshe) No.
      // …". Only there: elsewhere such a mark is read as the separator it may be, or as part of a name.)
      words.forEach((w, i) => {
        const dot = (w.text === '+' && speck(w)) || (w.text === '-' && w.y1 - w.y0 >= w.x1 - w.x0 && w.y1 - w.y0 <= 0.35 * median);
        if (dot && /\p{L}$/u.test(words[i - 1]?.text ?? '') && /^\p{L}/u.test(words[i + 1]?.text ?? '') && words.slice(i + 1).some((n) => REGISTRATION_WORD.test(n.text)))
          w.text = '·';
      });
    }
    // Words the recogniser misread that the words on either side of them name:
    // - "מס'" read as the Latin "ON" (its samekh a round "O", its mem an "N", the geresh lost) between a Hebrew word and a number: "… חשבונית מס ON
    //   22125400" is "… חשבונית מס מס' 22125400". English has no "on" between a Hebrew word and a number.
    // - A VAT's rate with its per cent sign recognised as a 9 or a 0, perhaps with a 9, a 6 or the sign after it ("כולל מע"מ 179% 162.87", "1899",
    //   "1796", "1706" for 17% and 18%), an amount after it: the rate. (No amount is printed so, without its agorot, between the VAT's label and its amount.)
    if (doc.source === 'ocr')
      words.forEach((w, i) => {
        const [previous, next] = [words[i - 1]?.text ?? '', words[i + 1]?.text ?? ''];
        const rate = /^(1\d|2[0-5])[09][%69]?$/.exec(w.text);
        if (/^on$/i.test(w.text) && HEBREW.test(previous) && /^\d[\d/-]*$/.test(next)) w.text = "מס'";
        // (Or as "'DA", its geresh first, at the right of a line of its own with a number: a till's "מס' 3124878" under its title, "3124878 'DA".)
        else if (/^['‘’]DA$/.test(w.text) && words.length === 2 && /^\d{3,}$/.test(previous) && w.x0 > words[i - 1].x1) w.text = "מס'";
        // (Or "מספר" read as the year "1900" right of a number or a code: "01501 1900" under an invoice's title, "1900 sHT-310207" after it. No year
        // so long past is printed beside a document's number, and no amount without its agorot.)
        else if (w.text === '1900' && numberLeftOf(words, i)) w.text = 'מספר';
        else if (rate && /^(?:מע"מ|vat)$/i.test(previous) && /^\d[\d,]*\.\d{2}$/.test(next)) w.text = `${rate[1]}%`;
      });
    // A line the recogniser read without a Hebrew letter, given one back ("102203 'on": מס' read as Latin letters) reads right to left, its label first.
    if (doc.source === 'ocr' && !source.words.some((w) => HEBREW.test(w.text)) && words.some((w) => HEBREW.test(w.text))) words.sort((a, b) => b.x1 - a.x1);
    // (So does such a piece of a line with Hebrew words of its own, a label given back and a code beside it, "K60705 'on" after a customer's name:
    // the piece as the recogniser gave it, from the left, is put right to left, "מס' K60705".)
    else if (doc.source === 'ocr') rightToLeftLabelRuns(words);
    // (So does a column of a line given right to left, its Hebrew beside it parted off, "Ltd. Linguistics Targum" from a sidebar: words whose boxes run
    // from the right.)
    latinRunsLeftToRight(words, doc.source === 'ocr' && words.length >= 2 && words.every((w, i) => i === 0 || w.x1 <= words[i - 1].x0));
    let text = '';
    const placed: Word[] = words.map((w) => {
      if (text) text += ' ';
      const start = text.length;
      text += w.text;
      const printed =
        (doc.source !== 'ocr' && /[–—]/.test(w.printed) && w.printed.trim().replace(/[–—]/g, '-') === w.text) ||
        (w.text !== w.printed.trim() && chileanForm(w.printed.trim()) === w.text)
          ? w.printed.trim()
          : undefined;
      return { text: w.text, x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1, conf: w.conf ?? 1, start, end: text.length, ...(printed ? { printed } : {}) };
    });
    const heights = placed.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
    ruledTops.push(Math.min(...source.words.map((w) => w.y0)));
    lines.push({
      index: lines.length,
      text,
      words: placed,
      x0: Math.min(...placed.map((w) => w.x0)),
      x1: Math.max(...placed.map((w) => w.x1)),
      y0: Math.min(...placed.map((w) => w.y0)),
      y1: Math.max(...placed.map((w) => w.y1)),
      height: heights[Math.floor(heights.length / 2)],
    });
  }
  return doc.source === 'ocr' ? labelsOverRuledValues(lines, ruledTops) : lines;
}

/**
 * A table's row of values whose cells' rules ("|") the recogniser read up into the row of labels over it, so that the values came first:
 * the labels' line, within the rules' reach above the values' words (a quarter of its height into them at most), is put back over them ("Invoice No. | Invoice Date" over
 * "NCW-69728 | May 30, 2025").
 */
function labelsOverRuledValues(lines: Line[], ruledTops: number[]): Line[] {
  const out = [...lines];
  const over = (labels: Line, values: Line) => {
    const top = ruledTops[values.index];
    return top < values.y0 && labels.y0 >= top && labels.y1 <= values.y0 + 0.25 * (labels.y1 - labels.y0);
  };
  // (Over every line of values it belongs over: a row the recogniser gave in two lines, "24-5959 | 06/03/2024 | 03/18/20" and "24 | 9".)
  for (let i = 1; i < out.length; i++) for (let j = i; j > 0 && over(out[j], out[j - 1]); j--) [out[j - 1], out[j]] = [out[j], out[j - 1]];
  return out.map((l, index) => (l.index === index ? l : { ...l, index }));
}

/**
 * A Latin line the recogniser broke in two (a letterhead's name in small capitals or beside a tall
 * logo: "Soundwell Podcast" and "Studios Ltd. 052-873-3393", or "COTSWOLD" and "Hat Works LIMITED",
 * given as lines of their own): where the word that ends one and the word that opens another stand
 * on the same line of print (tops and bottoms within a fifth of their height, heights within a
 * quarter of each other) less than a letter height apart, with nothing between, the two are one line,
 * its words left to right. So are two lines of Hebrew words alone broken so ("בע"מ" beside "אש וחום
 * קמינים"), or a piece of Hebrew words alone broken off a Hebrew line of words, digits and marks
 * ("חלק" beside "חסר משחקים בע"מ · ח.פ. …"), their words right to left, matched by their middles and
 * heights within two fifths (Hebrew letters rise and fall past the line); lines mixing Hebrew and Latin
 * are left as they come (their order is the reader's).
 * A Latin word's full stop read apart just past it ("Ltd .") is given back to it.
 */
function rejoined(lines: DocumentLine[]): DocumentLine[] {
  const out = withoutInnerWords(lines).map((l) => ({ words: [...l.words] }));
  const latin = (l: DocumentLine) => l.words.length > 0 && !l.words.some((w) => HEBREW.test(w.text));
  const hebrew = (l: DocumentLine) => l.words.length > 0 && l.words.every((w) => HEBREW.test(w.text));
  // (A Hebrew line with its digits and marks, "חסר משחקים בע"מ · ח.פ. 51-491128-8 …", and no Latin letter: joined to a piece of Hebrew words alone.)
  const unlatin = (l: DocumentLine) => l.words.some((w) => HEBREW.test(w.text)) && !l.words.some((w) => /[A-Za-z]/.test(w.text));
  for (let i = 0; i < out.length; i++) {
    for (let j = i + 1; j < out.length && j <= i + 2; j++) {
      const [a, b] = [out[i], out[j]];
      const rtl = (hebrew(a) && hebrew(b)) || (hebrew(a) && unlatin(b)) || (unlatin(a) && hebrew(b));
      if (!rtl && (!latin(a) || !latin(b))) continue;
      const [left, right] = extent(a).x0 <= extent(b).x0 ? [a, b] : [b, a];
      const end = left.words.reduce((m, w) => (w.x1 > m.x1 ? w : m));
      const start = right.words.reduce((m, w) => (w.x0 < m.x0 ? w : m));
      const [he, hs] = [end.y1 - end.y0, start.y1 - start.y0];
      const height = Math.max(he, hs);
      const gap = start.x0 - end.x1;
      if (gap < 0 || gap > height) continue;
      // (Hebrew letters rise and fall past the line (ל, ק, ן): words of one line differ in height more, and are matched by their middles.)
      if (rtl) {
        if (Math.min(he, hs) < 0.6 * height || Math.abs(end.y0 + end.y1 - start.y0 - start.y1) / 2 > height / 4) continue;
      } else if (Math.min(he, hs) < 0.75 * height || Math.abs(end.y0 - start.y0) > height / 5 || Math.abs(end.y1 - start.y1) > height / 5) continue;
      if (left.words.some((w) => w.x0 > end.x1) || right.words.some((w) => w.x1 < start.x0)) continue;
      out[i] = { words: [...left.words, ...right.words].sort((x, y) => (rtl ? y.x1 - x.x1 : x.x0 - y.x0)) };
      out.splice(j, 1);
      j--;
    }
  }
  return out.map(stopsJoined);
}

/**
 * A word recognised inside a much larger word of another line (a letterhead's name in large bold
 * letters read whole, "אש וחום קמינים", and a second time in part, "ורד", from inside "קמינים"): no
 * print of its own, since two words cannot stand on the same ink. Dropped when at least four fifths
 * of its box lie inside the other's, and the other is at least a third taller and was read more surely.
 */
function withoutInnerWords(lines: DocumentLine[]): DocumentLine[] {
  const height = (w: DocumentWord) => w.y1 - w.y0;
  const inside = (w: DocumentWord, o: DocumentWord) => {
    const x = Math.max(0, Math.min(w.x1, o.x1) - Math.max(w.x0, o.x0));
    const y = Math.max(0, Math.min(w.y1, o.y1) - Math.max(w.y0, o.y0));
    return x * y >= 0.8 * (w.x1 - w.x0) * height(w);
  };
  // (Or a word given twice, the same text in the same box in two lines: the reader's passes put it in the line it stands in and in the one over it,
  // "תקופת חיוב 31.03.25" over "01.02.25 - 31.03.25", the row of labels then holding a value of the row under it. It stays only where the line's
  // other words stand level with it.)
  const twin = (w: DocumentWord, o: DocumentWord) =>
    o.text === w.text && Math.abs(o.x0 - w.x0) <= 2 && Math.abs(o.x1 - w.x1) <= 2 && Math.abs(o.y0 - w.y0) <= 2 && Math.abs(o.y1 - w.y1) <= 2;
  const level = (w: DocumentWord, line: DocumentLine) => {
    const others = line.words.filter((o) => o !== w && o.text !== '|');
    const middle = (w.y0 + w.y1) / 2;
    return others.length === 0 || others.some((o) => o.y0 <= middle && middle <= o.y1);
  };
  return lines.map((line, i) => ({
    ...line,
    words: line.words.filter(
      (w) =>
        !lines.some((other, k) => k !== i && other.words.some((o) => height(o) >= (4 / 3) * height(w) && (o.conf ?? 1) > (w.conf ?? 1) && inside(w, o))) &&
        !(!level(w, line) && lines.some((other, k) => k !== i && other.words.some((o) => twin(w, o) && level(o, other)))),
    ),
  }));
}

/** A Latin word's full stop recognised as a word of its own just past it ("Ltd ."): the word's. */
function stopsJoined(line: DocumentLine): DocumentLine {
  const words: DocumentWord[] = [];
  for (const w of line.words) {
    const last = words[words.length - 1];
    if (w.text === '.' && last && /[A-Za-z]$/.test(last.text) && w.x0 >= last.x1 - 1 && w.x0 - last.x1 < 0.3 * (last.y1 - last.y0))
      words[words.length - 1] = { ...last, text: `${last.text}.`, x1: w.x1 };
    else words.push(w);
  }
  return { ...line, words };
}

/**
 * Chile's legal form "SpA" (sociedad por acciones), in exactly those letters, written as Italy's "S.p.A." is, so that the rules know it for a legal
 * form while a spa's name ("SEREN SPA", "Kadaka Spa") stays a name; the name is given back as printed.
 */
function chileanForm(text: string): string {
  return text === 'SpA' ? 'S.p.A.' : text;
}

/**
 * Cells of one table row printed at slightly different heights (a cell aligned to its middle, a
 * fallback font for a digit or ₪) come out as separate lines; a line beside another, or (a text
 * layer's) in a wide gap between its cells, not over any of its words, with its middle within a
 * line height of the other's, is the same row. Words are joined cell by
 * cell in reading order: the right-hand cell first in Hebrew.
 */
function sideBySide(lines: DocumentLine[], intoGaps: boolean): DocumentLine[] {
  const out: DocumentLine[] = [];
  for (const line of lines) {
    if (line.words.length === 0) continue;
    const box = extent(line);
    let inGap = false;
    const host = out.find((o) => {
      const b = extent(o);
      const height = Math.max(box.y1 - box.y0, b.y1 - b.y0);
      if (Math.abs((box.y0 + box.y1) / 2 - (b.y0 + b.y1) / 2) >= 0.9 * height) return false;
      if (box.x0 > b.x1 + height * 0.5 || b.x0 > box.x1 + height * 0.5) return true;
      // (Or, on a recognised page, one row of print, the middles within a quarter of its height, the two side by side but for a few pixels where their
      // edges meet: a number whose box the recogniser let run into its label's misread "מס'", "22125400" beside "… חשבונית מס ON", given as a line of its own.)
      const [first, second] = box.x0 <= b.x0 ? [box, b] : [b, box];
      if (!intoGaps && Math.abs(box.y0 + box.y1 - b.y0 - b.y1) / 2 <= 0.25 * height && first.x1 < second.x1 && first.x1 - second.x0 <= 0.25 * height) return true;
      // (Or, in a text layer, in a wide gap between the other's cells: a label between a customer's name and a value, "הפקות במה בע"מ … תאריך הפקה …
      // 06.10.2024". Not a recognised page's: the recogniser has put its rows together already, and what is left on a row of its own there is a speck or a word cut apart.)
      inGap = intoGaps && o.words.every((w) => w.x1 + height * 0.5 < box.x0 || w.x0 > box.x1 + height * 0.5);
      // (On a recognised page, a word the recogniser gave as a line of its own in a gap between two of another line's words, and printed on that
      // line: its top and bottom those of a word beside it, "Pinata" between "Boyle Heights" and "Works" in a letterhead's large print.)
      if (!intoGaps) inGap = onRowInGap(o, line);
      return inGap;
    });
    if (!host) {
      out.push({ words: [...line.words] });
      continue;
    }
    const rtl = [...host.words, ...line.words].some((w) => /[\u05d0-\u05ea]/.test(w.text));
    if (inGap) {
      // Its words go where the gap is in reading order: before the host's first word past it (to its left in Hebrew, to its right otherwise).
      const at = host.words.findIndex((w) => (rtl ? w.x1 <= box.x0 : w.x0 >= box.x1));
      host.words.splice(at < 0 ? host.words.length : at, 0, ...line.words);
      continue;
    }
    const hostFirst = rtl ? extent(host).x0 > box.x0 : extent(host).x0 < box.x0;
    host.words = hostFirst ? [...host.words, ...line.words] : [...line.words, ...host.words];
  }
  return out;
}

/**
 * Whether `line`'s words lie in a gap between two of `host`'s words, overlapping none, and stand on their row: the line's top and bottom within a fifth of
 * its height of those of the word on either side of the gap.
 */
function onRowInGap(host: DocumentLine, line: DocumentLine): boolean {
  const box = extent(line);
  const height = box.y1 - box.y0;
  if (host.words.some((w) => w.x1 > box.x0 && w.x0 < box.x1)) return false;
  const before = host.words.filter((w) => w.x1 <= box.x0).sort((a, b) => b.x1 - a.x1)[0];
  const after = host.words.filter((w) => w.x0 >= box.x1).sort((a, b) => a.x0 - b.x0)[0];
  if (!before || !after) return false;
  return [before, after].some((w) => Math.abs(w.y0 - box.y0) <= 0.2 * height && Math.abs(w.y1 - box.y1) <= 0.2 * height);
}

function extent(line: DocumentLine): { x0: number; x1: number; y0: number; y1: number } {
  return {
    x0: Math.min(...line.words.map((w) => w.x0)),
    x1: Math.max(...line.words.map((w) => w.x1)),
    y0: Math.min(...line.words.map((w) => w.y0)),
    y1: Math.max(...line.words.map((w) => w.y1)),
  };
}

/**
 * A reader's run of text with spaces in it becomes words, each given its share of the box by
 * characters: from the left in a Latin run, from the right in a Hebrew one, whose first word (in
 * reading order) is printed rightmost.
 */
function splitAtSpaces(w: DocumentWord): DocumentWord[] {
  const text = w.text.replace(/[\u00a0\u2000-\u200a\u202f\t]/g, ' ');
  if (!/\S\s+\S/.test(text)) return [w];
  const perChar = (w.x1 - w.x0) / Math.max(1, text.length);
  const rtl = HEBREW.test(text);
  return [...text.matchAll(/\S+/g)].map((m) => {
    const at = m.index ?? 0;
    const [from, to] = [at * perChar, (at + m[0].length) * perChar];
    return { ...w, text: m[0], x0: rtl ? w.x1 - to : w.x0 + from, x1: rtl ? w.x1 - from : w.x0 + to };
  });
}

/** A separator printed alone between the parts of a line: "·", "|", "•". */
const SEPARATOR_MARK = /^[·|•]$/;
/** A company's legal suffix as a word of its own ("בע"מ", "Ltd.", "LLC", "Inc."), or a licensed dealer's label's ("עוסק מורשה", "Licensed dealer"). */
const REGISTRATION_WORD = /^(?:בע"מ|ltd|limited|llc|inc|מורשה|פטור|dealer)\.?$/i;

/**
 * Each run of words printed without a Hebrew letter in a Hebrew line that holds a label given back in Hebrew (`normaliseWord`: "'on" read back as
 * "מס'") and otherwise only codes, numbers and marks ("K60705", "|"), its words ordered from the right as the line's are.
 */
function rightToLeftLabelRuns(words: (DocumentWord & { printed: string })[]): void {
  const latin = (w: { printed: string }) => !HEBREW.test(w.printed);
  if (words.every(latin)) return;
  forEachRun(words, latin, (from, to) => {
    const run = words.slice(from, to);
    const givenBack = run.filter((w) => HEBREW.test(w.text)).length;
    if (givenBack > 0 && givenBack < run.length && run.every((w) => HEBREW.test(w.text) || /^[\dA-Z./:#-]*\d[\dA-Z./:#-]*$/.test(w.text) || /^[^\p{L}\d]+$/u.test(w.text)))
      words.splice(from, run.length, ...run.sort((a, b) => b.x1 - a.x1));
  });
}

/** Calls `each` with the bounds of every run of consecutive words that `inRun` accepts (it may reorder the words within those bounds). */
function forEachRun<W>(words: W[], inRun: (w: W) => boolean, each: (from: number, to: number) => void): void {
  for (let i = 0; i < words.length;) {
    let j = i;
    while (j < words.length && inRun(words[j])) j++;
    if (j > i) each(i, j);
    i = Math.max(j, i + 1);
  }
}

/**
 * A right-to-left line reads its words from the right; a phrase in Latin letters inside it
 * ("Check #", "Take away") still reads left to right. Runs of words without Hebrew letters, two
 * or more of them Latin words (or one, with marks and no digits), are put back in left-to-right
 * order by their boxes. A line is right to left when it holds a Hebrew letter, or (`rightToLeft`)
 * when its words were given so.
 */
function latinRunsLeftToRight(words: DocumentWord[], rightToLeft = false): void {
  if (!rightToLeft && !words.some((w) => HEBREW.test(w.text))) return;
  forEachRun(
    words,
    (w) => !HEBREW.test(w.text),
    (start, end) => {
      // (A separator between the run and the Hebrew beside it, "www.stitchy.co.il · חוט ומחט …", stays where it stands: it parts the two.)
      let [from, to] = [start, end];
      while (to > from && SEPARATOR_MARK.test(words[to - 1].text)) to--;
      while (from < to && SEPARATOR_MARK.test(words[from].text)) from++;
      const run = words.slice(from, to);
      if (run.length >= 2 && run.some((w) => /[A-Za-z]{2}/.test(w.text)) && (run.filter((w) => /[A-Za-z]{2}/.test(w.text)).length >= 2 || !run.some((w) => /\d/.test(w.text))))
        words.splice(from, to - from, ...run.sort((a, b) => a.x0 - b.x0));
    },
  );
}

/**
 * A letter-spaced heading ("K I N N E R E T   T R A V E L") comes from a text layer as one word
 * per letter, or per kerned pair of capitals ("TA X I N VO I C E N O." for "TAX INVOICE NO."): a run
 * of four or more such pieces, at least half of them single letters, is joined into words again, a
 * gap well wider than the run's usual one between pieces starting a new word.
 */
function joinSpacedLetters(words: DocumentWord[]): DocumentWord[] {
  const single = (w: DocumentWord) => [...w.text].length === 1 && /[\p{L}.&()'-]/u.test(w.text);
  const piece = (w: DocumentWord | undefined) => w !== undefined && (single(w) || /^\p{Lu}[\p{Lu}.]$/u.test(w.text));
  const out: DocumentWord[] = [];
  for (let i = 0; i < words.length;) {
    let j = i;
    while (piece(words[j])) j++;
    const run = words.slice(i, j);
    if (j - i < 4 || run.filter((w) => /\p{L}/u.test(w.text)).length < 4 || 2 * run.filter(single).length < run.length) {
      out.push(...words.slice(i, Math.max(j, i + 1)));
      i = Math.max(j, i + 1);
      continue;
    }
    const gaps = run.slice(1).map((w, k) => Math.abs(w.x0 - run[k].x1));
    const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
    let word = { ...run[0] };
    run.slice(1).forEach((w, k) => {
      if (gaps[k] > 1.5 * usual + 1) {
        out.push(word);
        word = { ...w };
      } else word = { ...word, text: word.text + w.text, x0: Math.min(word.x0, w.x0), x1: Math.max(word.x1, w.x1) };
    });
    out.push(word);
    i = j;
  }
  return out;
}

/** The words of a document's labels in capitals: what a letter-spaced heading's pieces are parted into. */
const CAPITAL_LABEL_WORDS = [
  'TAX',
  'INVOICE',
  'RECEIPT',
  'CREDIT',
  'NOTE',
  'NO.',
  'NO',
  'NUMBER',
  'DATE',
  'ISSUE',
  'ISSUED',
  'TOTAL',
  'AMOUNT',
  'DUE',
  'BILL',
  'TO',
  'OF',
  // (And an amount's: "VATINCL." out of "V A T  I N C L .", a slip's English label beside the VAT it contains.)
  'VAT',
  'INCL.',
  'INCL',
  'EXCL.',
  'EXCL',
  'NET',
  'SUBTOTAL',
  'PAID',
  'BY',
  'CARD',
  'CASH',
];

/**
 * A letter-spaced heading set in capitals whose pieces the text layer gave without the spaces
 * between its words ("TAXINVOICENO." out of "T A X  I N V O I C E  N O.", "DAT E" out of "D A T E",
 * its pieces spaced evenly or kerned in pairs): where the capitals of neighbouring words, taken
 * together, are the words of a document's labels one after another, and no piece of them is
 * such a word already split apart, they are those words again, each with its share of the box.
 */
function spacedLabels(words: DocumentWord[]): DocumentWord[] {
  const capitals = (w: DocumentWord) => /^[A-Z][A-Z.]*$/.test(w.text);
  const out: DocumentWord[] = [];
  for (let i = 0; i < words.length;) {
    let j = i;
    while (j < words.length && capitals(words[j])) j++;
    const run = words.slice(i, j);
    const joined = run.map((w) => w.text).join('');
    const parted = run.length > 0 && !run.every((w) => CAPITAL_LABEL_WORDS.includes(w.text)) ? labelWordsOf(joined) : undefined;
    if (!parted || (run.length === 1 && parted.length < 2)) {
      out.push(...words.slice(i, Math.max(j, i + 1)));
      i = Math.max(j, i + 1);
      continue;
    }
    const x0 = Math.min(...run.map((w) => w.x0));
    const x1 = Math.max(...run.map((w) => w.x1));
    let at = 0;
    for (const text of parted) {
      const from = x0 + ((x1 - x0) * at) / joined.length;
      at += text.length;
      out.push({ ...run[0], text, x0: from, x1: x0 + ((x1 - x0) * at) / joined.length });
    }
    i = j;
  }
  return out;
}

/** `text` parted into label words, the longest first at each step; undefined when it is not made of them. */
function labelWordsOf(text: string): string[] | undefined {
  if (text === '') return [];
  for (const word of [...CAPITAL_LABEL_WORDS].sort((a, b) => b.length - a.length)) {
    if (!text.startsWith(word)) continue;
    const rest = labelWordsOf(text.slice(word.length));
    if (rest) return [word, ...rest];
  }
  return undefined;
}

/**
 * A short Hebrew label the recogniser read with Latin shapes and cut in two, "n\"" and "yn" a letter's
 * gap apart for מע"מ: the halves joined when together, and only together, they are a look-alike that
 * `normaliseWord` reads back.
 */
function joinedLookalikes<W extends DocumentWord>(words: W[]): W[] {
  const latin = (w: W) => /^[A-Za-z.'"]+$/.test(w.text.replace(/[\u200e\u200f]/g, ''));
  const hebrew = (text: string) => HEBREW.test(normaliseWord(text));
  const out: W[] = [];
  for (const w of words) {
    const last = out[out.length - 1];
    const near = last !== undefined && w.x0 - last.x1 >= 0 && w.x0 - last.x1 <= 0.6 * Math.max(last.y1 - last.y0, w.y1 - w.y0);
    if (near && latin(last) && latin(w) && !hebrew(last.text) && !hebrew(w.text) && hebrew(last.text + w.text))
      out[out.length - 1] = { ...last, text: last.text + w.text, x1: w.x1, y0: Math.min(last.y0, w.y0), y1: Math.max(last.y1, w.y1) };
    else out.push(w);
  }
  return out;
}

/**
 * "ח.פ." recognised in Latin shapes, mirrored, and run into the last group of the id's digits printed after it ("112.9.n" for "ח.פ. 524 553 112",
 * the label at the right of a right-to-left line): the label and the digits apart again, the label on the right, first in reading order.
 */
function idLabelApart<W extends DocumentWord>(w: W): W[] {
  const m = /^(\d{2,4})\.?9\.n\.?$/.exec(w.text.replace(/[\u200e\u200f]/g, ''));
  if (!m) return [w];
  const cut = w.x0 + ((w.x1 - w.x0) * m[1].length) / m[0].length;
  return [
    { ...w, text: 'ח.פ.', x0: cut },
    { ...w, text: m[1], x1: cut },
  ];
}

/**
 * A code the recogniser cut after its letters' separator, "ZY/" and "05341" a letter's gap apart (given
 * in a right-to-left line as "05341 ZY/"): one code again, "ZY/05341", the letters on the left.
 */
function joinedCodeHalves<W extends DocumentWord>(words: W[]): W[] {
  const out: W[] = [];
  for (const w of words) {
    const last = out[out.length - 1];
    const [left, right] = last && last.x0 > w.x0 ? [w, last] : [last, w];
    const gap = last ? right.x0 - left.x1 : -1;
    if (last && /^[A-Z]{1,4}[-/]$/.test(left.text) && /^\d{3,}$/.test(right.text) && gap >= 0 && gap <= 0.6 * Math.max(left.y1 - left.y0, right.y1 - right.y0))
      out[out.length - 1] = { ...last, text: left.text + right.text, x0: left.x0, x1: right.x1, y0: Math.min(left.y0, right.y0), y1: Math.max(left.y1, right.y1) };
    else out.push(w);
  }
  return out;
}

/**
 * OCR of a right-to-left line sometimes cuts a grouped amount at its thousands separator and
 * gives the halves in reverse ("234.50 1," for "1,234.50"), or at its decimal point (".56 2,058"): such neighbours are one amount again.
 */
function joinSplitAmounts<W extends DocumentWord>(words: W[]): W[] {
  const out: W[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const next = words[i + 1];
    if (next && /^\d{3}\.\d{2},?$/.test(w.text) && /^\d{1,3},$/.test(next.text)) {
      out.push({ ...w, text: `${next.text}${w.text.replace(/,$/, '')}`, x0: Math.min(w.x0, next.x0), x1: Math.max(w.x1, next.x1) });
      i++;
    } else if (next && /^\.\d{2}$/.test(w.text) && /^\d{1,3}(?:,\d{3})*$/.test(next.text) && next.x1 <= w.x0 && w.x0 - next.x1 <= 0.6 * (w.y1 - w.y0)) {
      // (Or at its decimal point, the agorot given first though printed right after the shekels: ".56 2,058" for "2,058.56".)
      out.push({ ...w, text: `${next.text}${w.text}`, x0: next.x0, x1: w.x1, y0: Math.min(w.y0, next.y0), y1: Math.max(w.y1, next.y1) });
      i++;
    } else out.push(w);
  }
  return out;
}

/** Words of the line that a span of its text touches. */
export function wordsIn(line: Line, start: number, end: number): Word[] {
  return line.words.filter((w) => w.start < end && start < w.end);
}

/** Horizontal extent of a span of the line's text. */
export function spanOf(line: Line, start: number, end: number): { x0: number; x1: number } {
  const words = wordsIn(line, start, end);
  if (words.length === 0) return { x0: line.x0, x1: line.x1 };
  return { x0: Math.min(...words.map((w) => w.x0)), x1: Math.max(...words.map((w) => w.x1)) };
}

/** Mean recognition confidence of the words a span touches. */
export function confidenceOf(line: Line, start: number, end: number): number {
  const words = wordsIn(line, start, end);
  if (words.length === 0) return 1;
  return words.reduce((s, w) => s + w.conf, 0) / words.length;
}

/**
 * The words in the lines just below `line` that sit under a horizontal span, nearest first: a
 * value printed under its label (a header row over a row of values). Looks at most two lines down
 * and never past a gap of three line heights.
 */
export function under(lines: Line[], line: Line, span: { x0: number; x1: number }): { line: Line; words: Word[] } | undefined {
  const widen = (span.x1 - span.x0) * 0.25 + line.height;
  for (const next of lines.slice(line.index + 1, line.index + 3)) {
    if (next.y0 - line.y1 > 3 * Math.max(line.height, next.height)) return undefined;
    // (What the recogniser all but guessed, a table's rule read as a word, is not a value.)
    const words = next.words.filter((w) => w.x1 > span.x0 - widen && w.x0 < span.x1 + widen && w.conf >= 0.3);
    // (Nor is a line of stray marks, single characters only: specks between a title and its number.)
    if (words.length === 0 || next.words.every((w) => w.text.replace(/[^\p{L}\d]/gu, '').length <= 1)) continue;
    return { line: next, words: words.sort((a, b) => centreGap(a, span) - centreGap(b, span)) };
  }
  return undefined;
}

function centreGap(w: Word, span: { x0: number; x1: number }): number {
  return Math.abs((w.x0 + w.x1) / 2 - (span.x0 + span.x1) / 2);
}

export const HEBREW = /[\u05d0-\u05ea]/;

export function isHebrew(text: string): boolean {
  return HEBREW.test(text);
}
