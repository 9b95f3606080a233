import { DocumentLine } from '@backoffice/extraction/domain';
import { GreyImage } from './grey-image';
import { OcrWord } from './ocr-lines';

/** A part of the page to read again on its own. */
export interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The regions to read again: the unsure tall words' (`regionsToReread`), but where one's word lies in
 * the print beside a wordmark (`regionsBesideWordmarks`), that print whole instead; a wordmark's
 * region that overlaps an unsure word's elsewhere is not read (the word's own region reads what it
 * ran together); and two columns whose lines sit on different rows (`columnsSideBySide`), each on
 * its own, instead of an unsure word's region inside them, but not over a wordmark's print.
 */
export function regionsToRead(words: OcrWord[], image: { width: number; height: number }): Region[] {
  const suspects = regionsToReread(words, image);
  const besideMarks = regionsBesideWordmarks(words, image);
  const replacing = besideMarks.filter((m) => suspects.some((s) => holds(m, s.word)));
  const kept = suspects.filter((s) => !replacing.some((m) => overlaps(m, s)));
  const marks = besideMarks.filter((m) => replacing.includes(m) || !kept.some((s) => overlaps(m, s)));
  // Columns side by side are read instead of an unsure word's region in them (the word is what their lines ran together), not instead of a wordmark's print.
  const columns = columnsSideBySide(words, image).filter((c) => !marks.some((m) => overlaps(m, c)));
  return [...kept.filter((s) => !columns.some((c) => overlaps(c, s))), ...marks, ...columns];
}

/**
 * Two columns side by side whose lines do not sit on the same rows (a client's address at the left,
 * the invoice's number and date at the right under a larger title): reading the page as one block,
 * the recogniser cuts both into the same lines, and a line's words from the column whose print sits
 * half a line lower come out clipped ("=a" for "Date: 26/05/2024"). Where lines hold words on both
 * sides of a wide gap (three usual heights) whose middles are more than a third of a line apart and
 * a word the recogniser was unsure of (under 60), or only words it was unsure of on one side ("spare
 * hy pe" beside "Caesarea, Israel"), each column is read again on its own, over those lines and the
 * lines above and below them that lie wholly on one side of the gap, each region short of the gap's
 * middle and of the lines beyond the stretch. At most `limit` pairs of columns.
 */
export function columnsSideBySide(words: OcrWord[], image: { width: number; height: number }, limit = 1): Region[] {
  const median = usualHeight(words);
  if (median === undefined) return [];
  // (A mark with no letter or digit, a ":" or a "|" read from a rule's end, neither joins nor parts columns.)
  const lines = [
    ...groupBy(
      words.filter((w) => /[\p{L}\p{N}]/u.test(w.text)),
      (w) => w.line,
    ).values(),
  ]
    .map((ws) => ws.sort((a, b) => a.left - b.left))
    .sort((a, b) => Math.min(...a.map((w) => w.top)) - Math.min(...b.map((w) => w.top)));
  const centre = (ws: OcrWord[]) => ws.map((w) => w.top + w.height / 2).sort((a, b) => a - b)[Math.floor(ws.length / 2)];
  // Per line, the gap between its columns when they are staggered.
  const gaps = lines.map((ws) => {
    // The widest gap between neighbouring words.
    let at = 0;
    let widest = 0;
    for (let i = 1; i < ws.length; i++) {
      const gap = ws[i].left - (ws[i - 1].left + ws[i - 1].width);
      if (gap > widest) [at, widest] = [i, gap];
    }
    if (widest < 3 * median) return undefined;
    const [left, right] = [ws.slice(0, at), ws.slice(at)];
    // (Staggered and read with a doubt somewhere on the line: a line read surely is left as read, whatever its rows.)
    const staggered = Math.abs(centre(left) - centre(right)) > median / 3 && ws.some((w) => (w.conf ?? 0) < 60);
    // (Clipped beyond reading: every word on one side unsure.)
    const clipped = [left, right].some((side) => side.every((w) => (w.conf ?? 0) < 60));
    return staggered || clipped ? { x0: ws[at - 1].left + ws[at - 1].width, x1: ws[at].left } : undefined;
  });
  const regions: Region[] = [];
  for (let i = 0; i < lines.length && regions.length < 2 * limit; i++) {
    const gap = gaps[i];
    if (!gap) continue;
    // The stretch of lines around it that the gap runs through: staggered at the same gap, or wholly on one side of it.
    const clear = (ws: OcrWord[]) => ws.every((w) => w.left + w.width <= gap.x1 || w.left >= gap.x0) && ws.some((w) => w.left + w.width <= gap.x0 || w.left >= gap.x1);
    const oneSide = (ws: OcrWord[]) => clear(ws) && (ws.every((w) => w.left + w.width <= gap.x1) || ws.every((w) => w.left >= gap.x0));
    const sameGap = (j: number) => gaps[j] !== undefined && (gaps[j] as Region).x0 < gap.x1 && gap.x0 < (gaps[j] as Region).x1;
    let first = i;
    let last = i;
    while (first > 0 && (sameGap(first - 1) || oneSide(lines[first - 1]))) first--;
    while (last + 1 < lines.length && (sameGap(last + 1) || oneSide(lines[last + 1]))) last++;
    const stretch = lines.slice(first, last + 1).flat();
    const middle = (gap.x0 + gap.x1) / 2;
    const top = Math.max(0, Math.min(...stretch.map((w) => w.top)) - median / 2);
    const bottom = Math.min(image.height, Math.max(...stretch.map((w) => w.top + w.height)) + median / 2);
    const sides = [stretch.filter((w) => w.left + w.width / 2 < middle), stretch.filter((w) => w.left + w.width / 2 >= middle)];
    const above = lines.slice(0, first).flat();
    const below = lines.slice(last + 1).flat();
    for (const side of sides) {
      if (side.length === 0) continue;
      const region = {
        x0: Math.max(0, Math.min(...side.map((w) => w.left)) - median),
        x1: Math.min(image.width, Math.max(...side.map((w) => w.left + w.width)) + median),
        y0: top,
        y1: bottom,
      };
      // Not past the gap's middle, nor into the lines above and below the stretch.
      if (side === sides[0]) region.x1 = Math.min(region.x1, middle);
      else region.x0 = Math.max(region.x0, middle);
      for (const w of above) if (w.left < region.x1 && w.left + w.width > region.x0) region.y0 = Math.max(region.y0, w.top + w.height);
      for (const w of below) if (w.left < region.x1 && w.left + w.width > region.x0) region.y1 = Math.min(region.y1, w.top);
      // (A word beyond the stretch that reaches into the side's own rows, a tall word beside the last line: any crop cuts a word in two, and a cut word is read as noise.)
      if (region.y0 > Math.min(...side.map((w) => w.top)) || region.y1 < Math.max(...side.map((w) => w.top + w.height))) continue;
      if (region.x1 - region.x0 >= 2 * median && region.y1 - region.y0 >= 2 * median && !regions.some((r) => overlaps(r, region))) regions.push(region);
    }
    i = last;
  }
  return regions.slice(0, 2 * limit);
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Where reading the page as one block went wrong: a word the recogniser was unsure of and far
 * taller than the print around it is two or three short lines it ran together, typically a
 * letterhead's side box (number, date, page) whose lines sit between the main column's. Each
 * region spans the gap the word sits in, between its line's neighbours, over its own height. At
 * most `limit`, the worst first.
 */
export function regionsToReread(words: OcrWord[], image: { width: number; height: number }, limit = 3): (Region & { word: Region })[] {
  const median = usualHeight(words);
  if (median === undefined) return [];
  const suspects = words.filter((w) => (w.conf ?? 100) < 55 && w.height > 1.7 * median).sort((a, b) => (a.conf ?? 0) - (b.conf ?? 0));
  const regions: (Region & { word: Region })[] = [];
  for (const s of suspects) {
    const word = { x0: s.left, x1: s.left + s.width, y0: s.top, y1: s.top + s.height };
    if (regions.some((r) => overlaps(r, word))) continue;
    const neighbours = words.filter((w) => w.line === s.line && w !== s && (w.conf ?? 0) >= 60);
    const leftEdge = Math.max(0, ...neighbours.filter((w) => w.left + w.width <= s.left).map((w) => w.left + w.width + median));
    const rightEdge = Math.min(image.width, ...neighbours.filter((w) => w.left >= s.left + s.width).map((w) => w.left - median));
    const region = { x0: leftEdge, x1: rightEdge, y0: Math.max(0, s.top - median), y1: Math.min(image.height, s.top + s.height + median), word };
    if (region.x1 - region.x0 > 2 * median && region.y1 - region.y0 > 2 * median) regions.push(region);
    if (regions.length === limit) break;
  }
  return regions;
}

/**
 * Small print beside a large wordmark: reading the page as one block, the recogniser takes the
 * wordmark's height for one line and runs the few short lines beside it together into it ("The
 * Prinsen Ark 68064505" out of a company's name, its registration and its VAT number stacked at
 * the right), garbling them or dropping their first letters. Where a line holds a word at least
 * twice the page's usual height beside words of the usual height, the print on that side (every
 * word that reaches into the wordmark's rows, on no line that runs under or over it) is read again
 * on its own, the region stopping short of any other word. At most `limit`, the tallest wordmark first.
 */
export function regionsBesideWordmarks(words: OcrWord[], image: { width: number; height: number }, limit = 2): Region[] {
  const median = usualHeight(words);
  if (median === undefined) return [];
  const small = (w: OcrWord) => w.height <= 1.4 * median && /[\p{L}\p{N}]/u.test(w.text);
  const marks = words.filter((w) => w.height >= 2 * median && (w.conf ?? 0) >= 60 && /\p{L}{2}/u.test(w.text)).sort((a, b) => b.height - a.height);
  const regions: Region[] = [];
  for (const word of marks) {
    // The wordmark whole: its tall words side by side on the line.
    const mark = { ...word };
    for (const w of marks.filter((m) => m.line === word.line).sort((a, b) => a.left - b.left)) {
      if (w.left + w.width < mark.left - 2 * median || w.left > mark.left + mark.width + 2 * median) continue;
      const right = Math.max(mark.left + mark.width, w.left + w.width);
      mark.left = Math.min(mark.left, w.left);
      mark.width = right - mark.left;
    }
    // Beside it: reaching into its rows, and not on a line that runs under or over it (the letterhead's own lines below a wordmark that reach past its end).
    const under = new Set(
      words.filter((w) => w.line !== mark.line && /[\p{L}\p{N}]{2}/u.test(w.text) && w.left < mark.left + mark.width && mark.left < w.left + w.width).map((w) => w.line),
    );
    const within = (w: OcrWord) => w.top < mark.top + mark.height && w.top + w.height > mark.top && !under.has(w.line);
    // (A letter of the wordmark set a little apart, "ה" of "מעונות הקריה" read alone, is not beside it.)
    const sides = [words.filter((w) => w.left >= mark.left + mark.width + 2 * median && within(w)), words.filter((w) => w.left + w.width <= mark.left - 2 * median && within(w))];
    for (const side of sides) {
      // The signature of lines run together: print of the usual height on the wordmark's own line.
      if (!side.some((w) => w.line === mark.line && small(w)) || side.filter(small).length < 2) continue;
      const region = {
        x0: Math.max(0, Math.min(...side.map((w) => w.left)) - median),
        x1: Math.min(image.width, Math.max(...side.map((w) => w.left + w.width)) + median),
        y0: Math.max(0, Math.min(mark.top, ...side.map((w) => w.top)) - median),
        y1: Math.min(image.height, Math.max(mark.top + mark.height, ...side.map((w) => w.top + w.height)) + median),
      };
      // The region cuts no other word in two: it stops short of the lines above and below it and of the print beside it.
      const middle = (Math.min(...side.map((w) => w.top)) + Math.max(...side.map((w) => w.top + w.height))) / 2;
      const centre = (Math.min(...side.map((w) => w.left)) + Math.max(...side.map((w) => w.left + w.width))) / 2;
      for (const w of words) {
        if (side.includes(w) || w.left >= region.x1 || w.left + w.width <= region.x0 || w.top >= region.y1 || w.top + w.height <= region.y0) continue;
        if (w.top >= middle) region.y1 = Math.min(region.y1, w.top);
        else if (w.top + w.height <= middle) region.y0 = Math.max(region.y0, w.top + w.height);
        else if (w.left >= centre) region.x1 = Math.min(region.x1, w.left);
        else region.x0 = Math.max(region.x0, w.left + w.width);
      }
      if (region.x1 - region.x0 < 2 * median || region.y1 - region.y0 < 2 * median) continue;
      // (Stopping short of a word above has cut one of the side's own in two: a cut word is read as noise, and it replaces what the page's reading had.)
      if (side.some((w) => w.top < region.y0 || w.top + w.height > region.y1)) continue;
      if (regions.some((r) => overlaps(r, region))) continue;
      regions.push(region);
      if (regions.length === limit) return regions;
    }
  }
  return regions;
}

export function overlaps(a: Region, b: Region): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function holds(a: Region, b: Region): boolean {
  return a.x0 <= b.x0 && b.x1 <= a.x1 && a.y0 <= b.y0 && b.y1 <= a.y1;
}

/** The median height of the words the recogniser was sure of: the page's usual print size; undefined with fewer than five. */
export function usualHeight(words: OcrWord[]): number | undefined {
  const heights = words
    .filter((w) => (w.conf ?? 0) >= 60)
    .map((w) => w.height)
    .sort((a, b) => a - b);
  return heights.length < 5 ? undefined : heights[Math.floor(heights.length / 2)];
}

export function crop(img: GreyImage, r: Region): GreyImage {
  const x0 = Math.round(r.x0);
  const y0 = Math.round(r.y0);
  const width = Math.round(r.x1) - x0;
  const height = Math.round(r.y1) - y0;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) data.set(img.data.subarray((y0 + y) * img.width + x0, (y0 + y) * img.width + x0 + width), y * width);
  return { width, height, data };
}

/** The page's lines with what was inside the region replaced by the region's own reading (moved back into page coordinates). */
export function splice(lines: DocumentLine[], region: Region, reread: DocumentLine[]): DocumentLine[] {
  const inside = (w: { x0: number; x1: number; y0: number; y1: number }) => {
    const cx = (w.x0 + w.x1) / 2;
    const cy = (w.y0 + w.y1) / 2;
    return cx >= region.x0 && cx <= region.x1 && cy >= region.y0 && cy <= region.y1;
  };
  const kept = lines.map((l) => ({ words: l.words.filter((w) => !inside(w)) })).filter((l) => l.words.length > 0);
  const moved = reread.map((l) => ({ words: l.words.map((w) => ({ ...w, x0: w.x0 + region.x0, x1: w.x1 + region.x0, y0: w.y0 + region.y0, y1: w.y1 + region.y0 })) }));
  const top = (l: DocumentLine) => Math.min(...l.words.map((w) => w.y0));
  return [...kept, ...moved].sort((a, b) => top(a) - top(b));
}
