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
 * Where reading the page as one block went wrong: a word the recogniser was unsure of and far
 * taller than the print around it is two or three short lines it ran together, typically a
 * letterhead's side box (number, date, page) whose lines sit between the main column's. Each
 * region spans the gap the word sits in, between its line's neighbours, over its own height. At
 * most `limit`, the worst first.
 */
export function regionsToReread(words: OcrWord[], image: { width: number; height: number }, limit = 3): Region[] {
  const heights = words
    .filter((w) => (w.conf ?? 0) >= 60)
    .map((w) => w.height)
    .sort((a, b) => a - b);
  if (heights.length < 5) return [];
  const median = heights[Math.floor(heights.length / 2)];
  const suspects = words.filter((w) => (w.conf ?? 100) < 55 && w.height > 1.7 * median).sort((a, b) => (a.conf ?? 0) - (b.conf ?? 0));
  const regions: Region[] = [];
  for (const s of suspects) {
    if (regions.some((r) => s.left < r.x1 && r.x0 < s.left + s.width && s.top < r.y1 && r.y0 < s.top + s.height)) continue;
    const neighbours = words.filter((w) => w.line === s.line && w !== s && (w.conf ?? 0) >= 60);
    const leftEdge = Math.max(0, ...neighbours.filter((w) => w.left + w.width <= s.left).map((w) => w.left + w.width + median));
    const rightEdge = Math.min(image.width, ...neighbours.filter((w) => w.left >= s.left + s.width).map((w) => w.left - median));
    const region = { x0: leftEdge, x1: rightEdge, y0: Math.max(0, s.top - median), y1: Math.min(image.height, s.top + s.height + median) };
    if (region.x1 - region.x0 > 2 * median && region.y1 - region.y0 > 2 * median) regions.push(region);
    if (regions.length === limit) break;
  }
  return regions;
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
