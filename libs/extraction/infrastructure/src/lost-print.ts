import { DocumentLine } from '@backoffice/extraction/domain';
import { GreyImage, otsu } from './grey-image';
import { OcrWord } from './ocr-lines';
import { Region, usualHeight } from './ocr-rescue';

/** The side of the square blocks the page is surveyed in, in pixels. */
const BLOCK = 8;

/**
 * Print the page reading gave no word for. Reading the page as one block of lines, tesseract drops
 * a line of print far larger than the rest (a restaurant's name in 60-point letters over its
 * address: the recogniser returned the address and nothing above it), though the same line, cut
 * out, reads at once. The page is surveyed in 8-pixel blocks: a block holding ink (at least three
 * pixels at Otsu's threshold or darker) that no recognised word covers, nor the half of a usual
 * height around one, is lost print; blocks touching at a side or corner are one patch, and patches
 * side by side on the same rows less than their height apart one stretch of print. A stretch is read
 * again when it looks like a line of large print: at least one and a half usual heights and at most
 * eight tall, at least twice as wide as tall, with 5-50% of its box inked (a rule, a photograph, a
 * barcode or a row of ornaments is not). At most `limit`, the tallest first, each with a quarter of
 * its height around it, stopping short of the words beside it.
 */
export function printWithoutWords(words: OcrWord[], image: GreyImage, limit = 2): Region[] {
  const median = usualHeight(words);
  if (median === undefined) return [];
  const columns = Math.ceil(image.width / BLOCK);
  const rows = Math.ceil(image.height / BLOCK);
  const threshold = otsu(image);
  const ink = inkedBlocks(image, threshold, columns, rows);
  // Covered: a word's box and half a usual height around it.
  const covered = new Uint8Array(columns * rows);
  const pad = median / 2;
  for (const w of words) {
    const c0 = Math.max(0, Math.floor((w.left - pad) / BLOCK));
    const c1 = Math.min(columns - 1, Math.floor((w.left + w.width + pad) / BLOCK));
    const r0 = Math.max(0, Math.floor((w.top - pad) / BLOCK));
    const r1 = Math.min(rows - 1, Math.floor((w.top + w.height + pad) / BLOCK));
    for (let r = r0; r <= r1; r++) covered.fill(1, r * columns + c0, r * columns + c1 + 1);
  }
  const patches = lostPatches(ink, covered, columns, rows);
  const stretches = joinedSideBySide(patches);
  const regions: Region[] = [];
  for (const s of stretches.sort((a, b) => b.y1 - b.y0 - (a.y1 - a.y0))) {
    const height = s.y1 - s.y0;
    const width = s.x1 - s.x0;
    if (height < 1.5 * median || height > 8 * median || width < 2 * height) continue;
    const share = inkShare(image, threshold, s);
    if (share < 0.05 || share > 0.5) continue;
    const margin = height / 4;
    const region = {
      x0: Math.max(0, s.x0 - margin),
      x1: Math.min(image.width, s.x1 + margin),
      y0: Math.max(0, s.y0 - margin),
      y1: Math.min(image.height, s.y1 + margin),
    };
    // Short of the words around it: a word cut in two by the crop is read as noise.
    for (const w of words) {
      if (w.left >= region.x1 || w.left + w.width <= region.x0 || w.top >= region.y1 || w.top + w.height <= region.y0) continue;
      if (w.top >= s.y1) region.y1 = Math.min(region.y1, w.top);
      else if (w.top + w.height <= s.y0) region.y0 = Math.max(region.y0, w.top + w.height);
      else if (w.left >= s.x1) region.x1 = Math.min(region.x1, w.left);
      else if (w.left + w.width <= s.x0) region.x0 = Math.max(region.x0, w.left + w.width);
    }
    if (region.y0 > s.y0 || region.y1 < s.y1 || region.x0 > s.x0 || region.x1 < s.x1) continue;
    regions.push(region);
    if (regions.length === limit) break;
  }
  return regions;
}

/** Per block, whether at least three of its pixels are at the threshold or darker. */
function inkedBlocks(image: GreyImage, threshold: number, columns: number, rows: number): Uint8Array {
  const counts = new Uint16Array(columns * rows);
  const { width, height, data } = image;
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / BLOCK) * columns;
    const offset = y * width;
    for (let x = 0; x < width; x++) if (data[offset + x] <= threshold) counts[row + ((x / BLOCK) | 0)]++;
  }
  const ink = new Uint8Array(columns * rows);
  for (let i = 0; i < ink.length; i++) ink[i] = counts[i] >= 3 ? 1 : 0;
  return ink;
}

/** The boxes (pixels) of the patches of inked blocks no word covers, blocks touching at a side or a corner joined. */
function lostPatches(ink: Uint8Array, covered: Uint8Array, columns: number, rows: number): Region[] {
  const seen = new Uint8Array(columns * rows);
  const patches: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || covered[start] || seen[start]) continue;
    let [c0, c1, r0, r1] = [columns, -1, rows, -1];
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const r = Math.floor(i / columns);
      const c = i - r * columns;
      [c0, c1, r0, r1] = [Math.min(c0, c), Math.max(c1, c), Math.min(r0, r), Math.max(r1, r)];
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const rr = r + dr;
          const cc = c + dc;
          if (rr < 0 || rr >= rows || cc < 0 || cc >= columns) continue;
          const j = rr * columns + cc;
          if (ink[j] && !covered[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    patches.push({ x0: c0 * BLOCK, x1: (c1 + 1) * BLOCK, y0: r0 * BLOCK, y1: (r1 + 1) * BLOCK });
  }
  return patches;
}

/** Patches on the same rows (overlapping over half the lower's height) less than their height apart, one stretch: a large line's words and letters. */
function joinedSideBySide(patches: Region[]): Region[] {
  const stretches = patches.map((p) => ({ ...p }));
  let joined = true;
  while (joined) {
    joined = false;
    for (let i = 0; i < stretches.length && !joined; i++) {
      for (let j = i + 1; j < stretches.length && !joined; j++) {
        const [a, b] = [stretches[i], stretches[j]];
        const shared = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        const lower = Math.min(a.y1 - a.y0, b.y1 - b.y0);
        const gap = Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
        if (shared < lower / 2 || gap > Math.max(a.y1 - a.y0, b.y1 - b.y0)) continue;
        stretches[i] = { x0: Math.min(a.x0, b.x0), x1: Math.max(a.x1, b.x1), y0: Math.min(a.y0, b.y0), y1: Math.max(a.y1, b.y1) };
        stretches.splice(j, 1);
        joined = true;
      }
    }
  }
  return stretches;
}

/** The share of a region's pixels at the threshold or darker. */
function inkShare(image: GreyImage, threshold: number, r: Region): number {
  let dark = 0;
  const x0 = Math.round(r.x0);
  const x1 = Math.min(image.width, Math.round(r.x1));
  const y1 = Math.min(image.height, Math.round(r.y1));
  for (let y = Math.round(r.y0); y < y1; y++) for (let x = x0; x < x1; x++) if (image.data[y * image.width + x] <= threshold) dark++;
  return dark / Math.max(1, (x1 - x0) * (y1 - Math.round(r.y0)));
}

/**
 * Whether the reading of lost print is print: an ornament's row, a pattern or a picture read as
 * letters comes back as short words the recogniser doubts ("RA AD RB A A A", "—"), a line of print
 * as words it is sure of. At least one word of three letters or digits, and the words' median
 * confidence at least 0.75.
 */
export function legible(lines: DocumentLine[]): boolean {
  const words = lines.flatMap((l) => l.words);
  if (!words.some((w) => /[\p{L}\p{N}]{3}/u.test(w.text))) return false;
  const confidences = words.map((w) => w.conf ?? 1).sort((a, b) => a - b);
  return confidences[Math.floor(confidences.length / 2)] >= 0.75;
}
