import { GreyImage, otsu } from './grey-image';

/** A part of a prepared page, `top` pixels down from the page's top edge. */
export interface PagePart {
  top: number;
  image: GreyImage;
}

/** Fewer pixels than this are read whole: one core reads them within the time allowed. */
const MIN_SPLIT_PIXELS = 4_000_000;
/** At least this many times taller than wide: two pages stacked (an A4 page is 1.41), or a long till roll. */
const MIN_SPLIT_ASPECT = 2;
/** The cut is looked for in the middle of the height, between these fractions: the parts come out of a size. */
const SPLIT_WINDOW: [number, number] = [0.3, 0.7];
/** A blank band at least this tall (pixels) is a gap between pages or paragraphs, not between two close lines. */
const MIN_GAP = 24;

/**
 * A tall, large page (two pages of an invoice rendered as one image) cut in two across the blank
 * band nearest its middle (where two stacked pages meet), so that the halves are recognised side
 * by side. One tesseract process uses one core, and of the two passes the Hebrew+English one is
 * the longer: with the halves, four recognitions share both cores instead of one of them idling
 * while the longer pass finishes (measured: little, 2.55 s → 2.48 s on a two-page render, since the
 * English pass already keeps the second core mostly busy). The cut runs through paper only (no row
 * of it holds ink), so no line of print is split. A page that is small, not tall, or has no such
 * band is one part.
 *
 * Only for a clean render (`clean`: preparation did not have to straighten it or even its light):
 * its print is read the same in two halves as whole. A scan's or a photo's noisy print is not (the
 * recogniser binarises each half by its own histogram), and came out better on some pages and
 * worse on others, so those are read whole.
 */
export function splitTallPage(img: GreyImage, clean = true): PagePart[] {
  const { width, height, data } = img;
  if (!clean || width * height < MIN_SPLIT_PIXELS || height < MIN_SPLIT_ASPECT * width) return [{ top: 0, image: img }];
  const t = otsu(img);
  // The outer margins may hold a scanner's shadow or a sliver of table: not print.
  const from = Math.floor(width * 0.04);
  const to = width - from;
  const allowed = Math.max(2, Math.floor(width * 0.001));
  const [low, high] = [Math.floor(height * SPLIT_WINDOW[0]), Math.ceil(height * SPLIT_WINDOW[1])];
  let best: { start: number; end: number } | undefined;
  let start = -1;
  for (let y = low; y <= high; y++) {
    let inked = 0;
    if (y < high) {
      const row = y * width;
      for (let x = from; x < to && inked <= allowed; x++) if (data[row + x] <= t) inked++;
    }
    const blank = y < high && inked <= allowed;
    if (blank) {
      if (start < 0) start = y;
      continue;
    }
    if (start >= 0 && y - start >= MIN_GAP) {
      const better = !best || Math.abs((start + y) / 2 - height / 2) < Math.abs((best.start + best.end) / 2 - height / 2);
      if (better) best = { start, end: y };
    }
    start = -1;
  }
  if (!best) return [{ top: 0, image: img }];
  const cut = Math.round((best.start + best.end) / 2);
  return [
    { top: 0, image: { width, height: cut, data: data.subarray(0, cut * width) } },
    { top: cut, image: { width, height: height - cut, data: data.subarray(cut * width) } },
  ];
}
