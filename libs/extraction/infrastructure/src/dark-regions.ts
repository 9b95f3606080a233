import { GreyImage } from './grey-image';

/** Side of the square blocks a page is surveyed in (pixels): smaller than a band holding one line of print. */
const BLOCK = 8;
/** A block this much darker than the threshold is a dark band's ground, not a letter's stroke. */
const DARK_BLOCK = 0.8;
/** A band at least this many blocks high and wide: a line of print with room around it. */
const MIN_BLOCKS_HIGH = 3;
const MIN_BLOCKS_WIDE = 10;
/** Of a band's rectangle at least this much is dark ground; light print takes the rest. */
const MIN_DARK = 0.7;
/** Less light print than this (a black bar, a photograph) or more (a page around a dark patch): nothing to turn. */
const MIN_PRINT = 0.002;
const MAX_PRINT = 0.28;
/** The band's ground and its print this far apart (grey levels) at least: print to read. */
const MIN_CONTRAST = 60;

export interface DarkRegion {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Light print on a dark band or panel (a letterhead's banner, a side panel holding the bill's number
 * and dates, a table's dark header row) turned into dark print on paper: the recogniser reads dark
 * letters on a light ground, and drops or garbles a band as one dark blot. A band is a rectangle of
 * blocks nearly all darker than `threshold`, high enough for a line of print, with some light print
 * in it; inside it the ground is mapped to paper and the print to black. Undefined when the page
 * has no such band.
 */
export function withDarkRegionsInverted(img: GreyImage, threshold: number): GreyImage | undefined {
  const found = bands(img, threshold);
  if (found.length === 0) return undefined;
  const data = new Uint8Array(img.data);
  for (const band of found) invert(img, data, band, threshold);
  return { width: img.width, height: img.height, data };
}

/** The page's dark bands with light print in them, each as the rectangle its ground covers. */
export function darkRegions(img: GreyImage, threshold: number): DarkRegion[] {
  return bands(img, threshold).map((band) => band.region);
}

interface Band {
  region: DarkRegion;
  levels: Levels;
}

/** The bands, each with its ground's and print's levels. */
function bands(img: GreyImage, threshold: number): Band[] {
  const { width, height, data } = img;
  const cols = Math.floor(width / BLOCK);
  const rows = Math.floor(height / BLOCK);
  if (cols < MIN_BLOCKS_WIDE || rows < MIN_BLOCKS_HIGH) return [];
  const dark = new Uint8Array(cols * rows);
  const needed = DARK_BLOCK * BLOCK * BLOCK;
  for (let by = 0; by < rows; by++) {
    const counts = new Uint16Array(cols);
    for (let y = by * BLOCK; y < (by + 1) * BLOCK; y++) {
      const row = y * width;
      for (let bx = 0, x = 0; bx < cols; bx++) for (let end = x + BLOCK; x < end; x++) if (data[row + x] <= threshold) counts[bx]++;
    }
    for (let bx = 0; bx < cols; bx++) if (counts[bx] >= needed) dark[by * cols + bx] = 1;
  }
  const found: Band[] = [];
  const seen = new Uint8Array(cols * rows);
  const stack: number[] = [];
  for (let start = 0; start < dark.length; start++) {
    if (!dark[start] || seen[start]) continue;
    // The blocks' connected patch, by its bounding box; the light print inside the band breaks it up, so blocks touching at a corner belong too.
    let [left, top, right, bottom] = [cols, rows, -1, -1];
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop() as number;
      const bx = i % cols;
      const by = (i - bx) / cols;
      left = Math.min(left, bx);
      right = Math.max(right, bx);
      top = Math.min(top, by);
      bottom = Math.max(bottom, by);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = bx + dx;
          const ny = by + dy;
          if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
          const j = ny * cols + nx;
          if (dark[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
    }
    if (bottom - top + 1 < MIN_BLOCKS_HIGH || right - left + 1 < MIN_BLOCKS_WIDE) continue;
    const region = edges(img, threshold, { left: left * BLOCK, top: top * BLOCK, right: (right + 1) * BLOCK, bottom: (bottom + 1) * BLOCK });
    if (region.bottom - region.top < MIN_BLOCKS_HIGH * BLOCK || region.right - region.left < MIN_BLOCKS_WIDE * BLOCK) continue;
    const measured = levels(img, threshold, region);
    if (isBand(region, measured)) found.push({ region, levels: measured });
  }
  return found;
}

/** The rectangle's sides moved, pixel by pixel, to where the band's ground ends (`ends`). */
function edges(img: GreyImage, threshold: number, r: DarkRegion): DarkRegion {
  const [top, bottom] = ends(img, threshold, 'column', r.left, r.right, r.top, r.bottom, 0, img.height);
  const [left, right] = ends(img, threshold, 'row', top, bottom, r.left, r.right, 0, img.width);
  return { left, top, right, bottom };
}

/** Mostly dark ground with some light print on it. */
function isBand(r: DarkRegion, { ground, print, dark, light }: Levels): boolean {
  const area = (r.right - r.left) * (r.bottom - r.top);
  return dark / area >= MIN_DARK && light / area >= MIN_PRINT && light / area <= MAX_PRINT && print - ground >= MIN_CONTRAST;
}

interface Levels {
  ground: number;
  print: number;
  dark: number;
  light: number;
}

/** The band's ground (its dark pixels' median) and print (its light pixels' median) levels, and how many of each. */
function levels(img: GreyImage, threshold: number, r: DarkRegion): Levels {
  const hist = new Uint32Array(256);
  for (let y = r.top; y < r.bottom; y++) for (let x = r.left; x < r.right; x++) hist[img.data[y * img.width + x]]++;
  let dark = 0;
  let light = 0;
  for (let v = 0; v < 256; v++) {
    if (v <= threshold) dark += hist[v];
    else light += hist[v];
  }
  return { ground: median(hist, 0, threshold + 1, dark), print: light ? median(hist, threshold + 1, 256, light) : threshold, dark, light };
}

/** The median of the `count` values a histogram holds between the levels `from` and `to`. */
function median(hist: Uint32Array, from: number, to: number, count: number): number {
  let seen = 0;
  for (let v = from; v < to; v++) if ((seen += hist[v]) * 2 >= count) return v;
  return to - 1;
}

/**
 * Inside the band, its ground mapped to the paper around it (white on a render, the lamp's level on
 * a photo, so that evening the light out later finds no bright patch) and its print to black,
 * linearly between. A scan's or photo's band is a few degrees off square, so its sides are lines
 * fitted through where each strip of columns finds its top and bottom and each strip of rows its
 * left and right end. Just outside them, the band's blurred edge is lightened too, and paper and
 * print are left as they are.
 */
function invert(img: GreyImage, out: Uint8Array, { region: r, levels: { ground: level, print } }: Band, threshold: number): void {
  const { width, height, data } = img;
  // The ground's grain (a scan's noise) is taken to paper with it: a quarter of the way to the print still counts as ground.
  const ground = level + (print - level) / 4;
  const span = print - ground;
  const paper = paperAround(img, threshold, r);
  const slackX = Math.ceil((r.bottom - r.top) * MAX_TILT);
  const slackY = Math.ceil((r.right - r.left) * MAX_TILT);
  const [x0, x1] = [Math.max(0, r.left - slackX), Math.min(width, r.right + slackX)];
  const [y0, y1] = [Math.max(0, r.top - slackY), Math.min(height, r.bottom + slackY)];
  const tops: Point[] = [];
  const bottoms: Point[] = [];
  for (let x = r.left; x + STRIP <= r.right; x += STRIP) {
    const [top, bottom] = ends(img, threshold, 'column', x, x + STRIP, r.top, r.bottom, y0, y1);
    // A strip the band's print fills, or a notch in the band, says nothing about its sides.
    if (bottom - top < (r.bottom - r.top) / 2) continue;
    tops.push([x + STRIP / 2, top]);
    bottoms.push([x + STRIP / 2, bottom]);
  }
  const topLine = fit(tops, r.top);
  const bottomLine = fit(bottoms, r.bottom);
  // Rows whose strip lies inside the band across its whole width find its left and right ends.
  const inner = [Math.max(at(topLine, r.left), at(topLine, r.right)), Math.min(at(bottomLine, r.left), at(bottomLine, r.right))];
  const lefts: Point[] = [];
  const rights: Point[] = [];
  for (let y = Math.ceil(inner[0]); y + STRIP <= inner[1]; y += STRIP) {
    const [left, right] = ends(img, threshold, 'row', y, y + STRIP, r.left, r.right, x0, x1);
    if (right - left < (r.right - r.left) / 2) continue;
    lefts.push([y + STRIP / 2, left]);
    rights.push([y + STRIP / 2, right]);
  }
  const leftLine = fit(lefts, r.left);
  const rightLine = fit(rights, r.right);
  for (let y = y0; y < y1; y++) {
    const from = Math.max(x0, Math.round(at(leftLine, y)) - EDGE);
    const to = Math.min(x1, Math.round(at(rightLine, y)) + EDGE);
    for (let x = from; x < to; x++) {
      const top = at(topLine, x);
      const bottom = at(bottomLine, x);
      if (y < top - EDGE || y >= bottom + EDGE) continue;
      const i = y * width + x;
      const turned = Math.max(0, Math.min(paper, Math.round((paper * (print - data[i])) / span)));
      const inside = y >= top && y < bottom && x >= at(leftLine, y) && x < at(rightLine, y);
      out[i] = inside ? turned : Math.max(data[i], turned);
    }
  }
  // A rounded band's corners are paper inside the rectangle: turned, they would be black triangles.
  const corner = Math.floor(Math.min(MAX_CORNER, (r.bottom - r.top) / 2, (r.right - r.left) / 2));
  const cornerAt = (dx: number, dy: number) => {
    const y = dy > 0 ? r.top : r.bottom;
    const cx = Math.round(at(dx > 0 ? leftLine : rightLine, y)) - (dx > 0 ? 0 : 1);
    const cy = Math.round(at(dy > 0 ? topLine : bottomLine, cx)) - (dy > 0 ? 0 : 1);
    restoreCorner(img, out, cx, cy, dx, dy, corner, threshold);
  };
  cornerAt(1, 1);
  cornerAt(-1, 1);
  cornerAt(1, -1);
  cornerAt(-1, -1);
}

/**
 * The paper a rounded corner leaves inside the band's rectangle given back: the pixels lighter
 * than `threshold` (paper, not the band's ground) joined to the rectangle's sides within `size`
 * pixels of its corner (`cx`, `cy`; `dx`, `dy`: the directions into the band) take their own levels
 * again. The band's print is ground-locked and not reached.
 */
function restoreCorner(img: GreyImage, out: Uint8Array, cx: number, cy: number, dx: number, dy: number, size: number, threshold: number): void {
  const { width, height, data } = img;
  const inSquare = (x: number, y: number) => {
    const ix = (x - cx) * dx;
    const iy = (y - cy) * dy;
    return ix >= 0 && iy >= 0 && ix < size && iy < size && x >= 0 && y >= 0 && x < width && y < height;
  };
  const seen = new Set<number>();
  const stack: number[] = [];
  const visit = (x: number, y: number) => {
    const i = y * width + x;
    if (!inSquare(x, y) || seen.has(i) || data[i] <= threshold) return;
    seen.add(i);
    out[i] = data[i];
    stack.push(i);
  };
  for (let k = 0; k < size; k++) {
    visit(cx + k * dx, cy);
    visit(cx, cy + k * dy);
  }
  while (stack.length) {
    const i = stack.pop() as number;
    const x = i % width;
    const y = (i - x) / width;
    visit(x + 1, y);
    visit(x - 1, y);
    visit(x, y + 1);
    visit(x, y - 1);
  }
}

/**
 * The paper's level in a ring a little way outside the band (its median lighter than `threshold`:
 * print there is not paper); white when the band leaves no paper around it.
 */
function paperAround(img: GreyImage, threshold: number, r: DarkRegion): number {
  const { width, height, data } = img;
  const hist = new Uint32Array(256);
  let count = 0;
  const near = EDGE + 4;
  const far = EDGE + 16;
  for (let y = Math.max(0, r.top - far); y < Math.min(height, r.bottom + far); y++)
    for (let x = Math.max(0, r.left - far); x < Math.min(width, r.right + far); x++) {
      const inside = x >= r.left - near && x < r.right + near && y >= r.top - near && y < r.bottom + near;
      const v = data[y * width + x];
      if (!inside && v > threshold) {
        hist[v]++;
        count++;
      }
    }
  return count < 50 ? 255 : median(hist, 0, 256, count);
}

type Point = [number, number];
type Line = [number, number];

/** A band's sides lean no more than this (a tangent: some 4°) off the rectangle's. */
const MAX_TILT = 0.07;
/** Rows or columns that find their band's ends together. */
const STRIP = 16;
/** Pixels past a band's side where its blurred edge may still darken the paper. */
const EDGE = 3;
/** A rounded band's corner is no more than this many pixels across. */
const MAX_CORNER = 48;

/** The value at `t` of a line `[a, b]`: a + b·t. */
function at([a, b]: Line, t: number): number {
  return a + b * t;
}

/**
 * The least-squares line through the points (t, value), fitted again without the points more
 * than a few pixels off it (a strip where print touches the side); level at `fallback` when there
 * are too few points, or when it leans more than `MAX_TILT`.
 */
function fit(points: Point[], fallback: number): Line {
  const line = (ps: Point[]): Line | undefined => {
    if (ps.length < 3) return undefined;
    const n = ps.length;
    const mt = ps.reduce((s, [t]) => s + t, 0) / n;
    const mv = ps.reduce((s, [, v]) => s + v, 0) / n;
    const stt = ps.reduce((s, [t]) => s + (t - mt) ** 2, 0);
    const b = stt ? ps.reduce((s, [t, v]) => s + (t - mt) * (v - mv), 0) / stt : 0;
    return [mv - b * mt, b];
  };
  const first = line(points);
  if (!first) return [fallback, 0];
  const second = line(points.filter(([t, v]) => Math.abs(v - at(first, t)) <= 4)) ?? first;
  return Math.abs(second[1]) <= MAX_TILT ? second : [fallback, 0];
}

/**
 * Where the band's ground begins and ends across a strip of rows (`along` 'row': its left and right
 * ends) or of columns (its top and bottom), starting from the rectangle's ends and moving each out
 * while the strip is still mostly dark past it, in while it is not, within `[min, max)`.
 */
function ends(img: GreyImage, threshold: number, along: 'row' | 'column', from: number, to: number, start: number, end: number, min: number, max: number): [number, number] {
  const { width, data } = img;
  const dark = (at: number) => {
    let n = 0;
    for (let k = from; k < to; k++) if (data[along === 'row' ? k * width + at : at * width + k] <= threshold) n++;
    return n > (to - from) / 2;
  };
  let [lo, hi] = [start, end];
  while (lo > min && dark(lo - 1)) lo--;
  while (lo < hi && !dark(lo)) lo++;
  while (hi < max && dark(hi)) hi++;
  while (hi > lo && !dark(hi - 1)) hi--;
  return [lo, hi];
}
