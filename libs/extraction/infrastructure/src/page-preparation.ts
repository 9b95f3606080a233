import { withoutDottedRules } from './dotted-rules';
import { withDarkRegionsInverted } from './dark-regions';
import { GreyImage, otsu, project, rotate, scale, scaleCubic, sharpen, shrink } from './grey-image';

/** What was done to the picture, for logs and tests. */
export interface PreparedPage {
  image: GreyImage;
  steps: string[];
}

/**
 * Makes a phone photo or a scan look like a flat, upright, evenly lit page before OCR: the page's
 * edges found and its perspective undone, light print on dark bands turned dark on paper
 * (dark-regions.ts), the skew measured and turned back, the lamp's uneven light divided out, and
 * small print enlarged to the size the recogniser reads best (a photo's along a cubic, then
 * sharpened). A clean render passes through unchanged.
 */
export function preparePage(input: GreyImage): PreparedPage {
  const steps: string[] = [];
  let img = input;
  const quad = findPage(img);
  if (quad) {
    img = unwarp(img, quad);
    steps.push('perspective');
    const trimmed = withoutFringe(img);
    if (trimmed) {
      img = trimmed;
      steps.push('fringe');
    }
  }
  const turned = withDarkRegionsInverted(img, otsu(img));
  if (turned) {
    img = turned;
    steps.push('dark bands');
  }
  const flat = evenLight(img);
  if (flat) {
    img = flat;
    steps.push('light');
  }
  const angle = skewAngle(img);
  if (Math.abs(angle) >= 0.2) {
    img = rotate(img, -angle);
    steps.push(`deskew ${angle.toFixed(1)}°`);
  }
  // One threshold serves both: the image is not changed between them.
  const threshold = otsu(img);
  const height = textHeight(img, threshold);
  const ruled = withoutRules(img, height, threshold);
  if (ruled) {
    img = ruled;
    steps.push('rules');
  }
  const dotted = withoutDottedRules(img, height, threshold);
  if (dotted) {
    img = dotted;
    steps.push('dotted rules');
  }
  // Recognition time grows with the pixels: never past MAX_PIXELS.
  const roomFor = Math.sqrt(MAX_PIXELS / (img.width * img.height));
  const factor = height > 0 && height < TARGET_TEXT_HEIGHT / 1.5 ? Math.min(2.5, TARGET_TEXT_HEIGHT / height, roomFor) : 1;
  // A photo's print is soft (the camera's blur, then its downscaling and JPEG): enlarged along a
  // cubic, not a bilinear ramp, and sharpened, its strokes' edges are steep again for the recogniser.
  const photo = quad !== undefined;
  if (factor > 1.1) {
    img = photo ? scaleCubic(img, factor) : scale(img, factor);
    steps.push(`upscale ×${factor.toFixed(2)}${photo ? ' (cubic)' : ''}`);
  }
  if (photo) {
    img = sharpen(img, PHOTO_SHARPENING);
    steps.push('sharpen');
  }
  return { image: img, steps };
}

/** Height in pixels of a text line's ink that tesseract reads best (its models were trained near it). */
const TARGET_TEXT_HEIGHT = 26;
const MAX_PIXELS = 6_000_000;
/** How far a photo's pixels are pushed from their neighbourhood's mean (an unsharp mask of 3×3, amount 1). */
const PHOTO_SHARPENING = 1;

type Point = [number, number];

/**
 * The page's four corners when the picture shows it lying on something darker (a photo): each
 * side's edge is where, coming in from the frame, the grey level first jumps up to paper; a line
 * is fitted through each side's edge points and the corners are where they cross. A lamp's light
 * changes slowly and does not look like an edge. Undefined for a scan or a render, whose paper
 * reaches the frame.
 */
export function findPage(img: GreyImage): [Point, Point, Point, Point] | undefined {
  const f = Math.max(1, Math.ceil(Math.max(img.width, img.height) / 400));
  const small = smooth(shrink(img, f));
  const { width: w, height: h, data } = small;
  const frame: number[] = [];
  for (let x = 0; x < w; x++) frame.push(data[x], data[(h - 1) * w + x]);
  for (let y = 0; y < h; y++) frame.push(data[y * w], data[y * w + w - 1]);
  frame.sort((a, b) => a - b);
  const all = [...data].sort((a, b) => a - b);
  const table = frame[Math.floor(frame.length / 2)];
  const paper = all[Math.floor(all.length * 0.9)];
  // Paper must stand out from what it lies on.
  if (paper - table < 40) return undefined;
  const jump = Math.max(20, 0.3 * (paper - table));
  const band = { rise: Math.max(15, 0.2 * (paper - table)), below: paper - jump };
  const at = (x: number, y: number) => data[y * w + x];
  // Per side, the edge points where the paper rises out of the table, and where a band of print along that edge begins (if it does).
  const left: Edge[] = [];
  const right: Edge[] = [];
  const top: Edge[] = [];
  const bottom: Edge[] = [];
  const edge = (n: number, value: (i: number) => number) => {
    const rise = firstRise(n, value, jump);
    return rise === undefined ? undefined : { rise, band: bandStart(rise, value, jump, band) ?? rise };
  };
  for (let y = Math.floor(h * 0.15); y < h * 0.85; y++) {
    const l = edge(w, (i) => at(i, y));
    const r = edge(w, (i) => at(w - 1 - i, y));
    if (l) left.push({ u: y, ...l });
    if (r) right.push({ u: y, rise: w - 1 - r.rise, band: w - 1 - r.band });
  }
  for (let x = Math.floor(w * 0.15); x < w * 0.85; x++) {
    const t = edge(h, (i) => at(x, i));
    const b = edge(h, (i) => at(x, h - 1 - i));
    if (t) top.push({ u: x, ...t });
    if (b) bottom.push({ u: x, rise: h - 1 - b.rise, band: h - 1 - b.band });
  }
  const sides = [left, right, top, bottom].map(sideLine);
  if (sides.some((s) => s === undefined)) return undefined;
  const [L, R, T, B] = sides as [number, number][];
  // Left/right lines are x = a·y + b, top/bottom y = a·x + b.
  const cross = (v: [number, number], hz: [number, number]): Point => {
    const y = (hz[0] * v[1] + hz[1]) / (1 - hz[0] * v[0]);
    return [(v[0] * y + v[1]) * f + f / 2, y * f + f / 2];
  };
  const quad: [Point, Point, Point, Point] = [cross(L, T), cross(R, T), cross(R, B), cross(L, B)];
  const area = Math.abs((quad[2][0] - quad[0][0]) * (quad[3][1] - quad[1][1]) - (quad[3][0] - quad[1][0]) * (quad[2][1] - quad[0][1])) / 2;
  if (area < 0.2 * img.width * img.height || quad.some(([x, y]) => x < -2 || y < -2 || x > img.width + 2 || y > img.height + 2)) return undefined;
  return isPageLike(quad) ? quad : undefined;
}

/** A band is at least this thick (in the shrunk image's pixels, some 3% of the page): an edge's blurred ramp or a shaded corner is not a band. */
const BAND_HOLD = 16;

/** An edge point of one side: where along the side (`u`), where the paper rises, and where a band of print before it begins (the rise itself when there is none). */
interface Edge {
  u: number;
  rise: number;
  band: number;
}

/** Index of the first rise by `jump` over two steps, not at the very frame (the page would touch it). */
function firstRise(n: number, value: (i: number) => number, jump: number): number | undefined {
  for (let i = 0; i + 2 < n * 0.45; i++) {
    if (value(i + 2) - value(i) > jump) return i < 2 ? undefined : i + 1;
  }
  return undefined;
}

/**
 * Where a band of print that the rise to paper at `rise` ends begins: a letterhead's coloured header
 * printed to the page's edge is lighter than the table but far darker than paper, so the paper seems
 * to begin under it. The band is a level between the two, held for at least `BAND_HOLD` steps back
 * from the rise and reached from the table by a step up; undefined when there is none.
 */
function bandStart(rise: number, value: (i: number) => number, jump: number, band: { rise: number; below: number }): number | undefined {
  const level = value(rise - 2);
  if (level >= band.below) return undefined;
  let i = rise - 2;
  while (i > 0 && value(i - 1) < band.below && value(i - 1) > level - jump / 2) i--;
  if (rise - i < BAND_HOLD || i < 4) return undefined;
  // (From the table: the band's level stands a band's rise above what lies before it.)
  return level - value(i - 4) > band.rise ? i : undefined;
}

/**
 * A side's line through its edge points: where the paper rises, or, when most of the side's points
 * find a band of print before the rise, where the band begins (a page with a coloured header along
 * its top edge).
 */
function sideLine(edges: Edge[]): [number, number] | undefined {
  const banded = edges.filter((e) => Math.abs(e.band - e.rise) >= BAND_HOLD);
  const plain = () => fitLine(edges.map((e) => [e.u, e.rise]));
  // (The band's line through the points that found it: where print in the band broke it, a point found none.)
  return edges.length > 0 && banded.length >= edges.length * 0.5 ? (fitLine(banded.map((e) => [e.u, e.band])) ?? plain()) : plain();
}

/** Least-squares line through points (u, v) as v = a·u + b, refitted without the points far off it. */
function fitLine(points: Point[]): [number, number] | undefined {
  let pts = points;
  for (let round = 0; round < 3; round++) {
    if (pts.length < 8) return undefined;
    const n = pts.length;
    const su = pts.reduce((s, p) => s + p[0], 0);
    const sv = pts.reduce((s, p) => s + p[1], 0);
    const suu = pts.reduce((s, p) => s + p[0] * p[0], 0);
    const suv = pts.reduce((s, p) => s + p[0] * p[1], 0);
    const a = (n * suv - su * sv) / (n * suu - su * su || 1);
    const b = (sv - a * su) / n;
    pts = pts.filter((p) => Math.abs(p[1] - (a * p[0] + b)) < 3);
    if (round === 2) return pts.length >= points.length * 0.5 ? [a, b] : undefined;
  }
  return undefined;
}

/** A 3×3 box blur: JPEG noise is not an edge. */
function smooth(img: GreyImage): GreyImage {
  const { width: w, height: h } = img;
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          const yy = y + dy;
          if (xx >= 0 && yy >= 0 && xx < w && yy < h) {
            sum += img.data[yy * w + xx];
            n++;
          }
        }
      data[y * w + x] = sum / n;
    }
  }
  return { width: w, height: h, data };
}

/** Four corners that make a plausible sheet seen at an angle: convex, corners near right angles. */
export function isPageLike(quad: Point[]): boolean {
  for (let i = 0; i < 4; i++) {
    const [a, b, c] = [quad[(i + 3) % 4], quad[i], quad[(i + 1) % 4]];
    const u = [a[0] - b[0], a[1] - b[1]];
    const v = [c[0] - b[0], c[1] - b[1]];
    const lu = Math.hypot(u[0], u[1]);
    const lv = Math.hypot(v[0], v[1]);
    if (lu < 20 || lv < 20) return false;
    if (Math.abs((u[0] * v[0] + u[1] * v[1]) / (lu * lv)) > 0.3) return false;
    if (u[0] * v[1] - u[1] * v[0] > 0) return false;
  }
  return true;
}

/** The page inside `quad` (clockwise from top-left) as an upright rectangle. */
function unwarp(img: GreyImage, quad: [Point, Point, Point, Point]): GreyImage {
  const [tl, tr, br, bl] = quad;
  const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);
  const width = Math.round(Math.max(dist(tl, tr), dist(bl, br)));
  const height = Math.round(Math.max(dist(tl, bl), dist(tr, br)));
  const H = homography(
    [
      [0, 0],
      [width - 1, 0],
      [width - 1, height - 1],
      [0, height - 1],
    ],
    quad,
  );
  return project(img, width, height, H);
}

/**
 * The table left along a straightened page's sides: the edge is found on a shrunk picture and a
 * fitted line, so a sliver of what the page lies on (a few pixels, thicker at one end where the line
 * is off by a little) stays inside the rectangle. Tesseract takes such a dark stripe beside every
 * line for part of the text and drops whole lines of print. From each side inwards, a run of pixels
 * darker than three quarters of the paper beside it (the lightest within `depth`) that starts at the
 * very edge and ends in paper within `depth` is painted with that paper, its blurred rise included;
 * a run that goes on past `depth` is print along the edge (a coloured header) and stays.
 */
export function withoutFringe(img: GreyImage): GreyImage | undefined {
  const { width: w, height: h } = img;
  const depth = Math.max(6, Math.round(FRINGE_DEPTH * Math.min(w, h)));
  const src = img.data;
  const data = Uint8Array.from(src);
  let cleared = 0;
  const clear = (n: number, index: (i: number) => number) => {
    const reach = Math.min(depth, n);
    let paper = 0;
    for (let i = 0; i < reach; i++) paper = Math.max(paper, src[index(i)]);
    const dark = 0.75 * paper;
    if (src[index(0)] >= dark) return;
    let i = 0;
    while (i < reach && src[index(i)] < dark) i++;
    if (i >= reach) return;
    // The blurred rise to paper goes with it.
    let end = i;
    while (end + 1 < reach && end < i + 4 && src[index(end + 1)] > src[index(end)]) end++;
    const level = src[index(end)];
    for (let k = 0; k < end; k++) data[index(k)] = Math.max(data[index(k)], level);
    cleared++;
  };
  for (let y = 0; y < h; y++) {
    clear(w, (i) => y * w + i);
    clear(w, (i) => y * w + w - 1 - i);
  }
  for (let x = 0; x < w; x++) {
    clear(h, (i) => i * w + x);
    clear(h, (i) => (h - 1 - i) * w + x);
  }
  return cleared > 0 ? { width: w, height: h, data } : undefined;
}

/** How far in from a straightened page's side the table's sliver may reach (share of the page's shorter side). */
const FRINGE_DEPTH = 0.02;

/** The projective map taking each `from` point to its `to` point (eight unknowns, solved exactly). */
export function homography(from: Point[], to: Point[]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let pivot = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) pivot = r;
    [a[c], a[pivot]] = [a[pivot], a[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const k = a[r][c] / a[c][c];
      for (let k2 = c; k2 < 9; k2++) a[r][k2] -= k * a[c][k2];
    }
  }
  return a.map((row, i) => row[8] / row[i]);
}

/**
 * Divides out uneven light: the paper's brightness is estimated in coarse blocks (their brightest
 * pixels, widened so a dark band of print is not taken for shade) and every pixel scaled by it.
 * Undefined when the light is already even (a scan, a render).
 */
export function evenLight(img: GreyImage): GreyImage | undefined {
  const block = 32;
  const bw = Math.ceil(img.width / block);
  const bh = Math.ceil(img.height / block);
  const peak = new Float32Array(bw * bh);
  for (let y = 0; y < img.height; y++) {
    const by = Math.floor(y / block) * bw;
    const row = y * img.width;
    for (let bx = 0; bx < bw; bx++) {
      let m = peak[by + bx];
      const end = Math.min(img.width, (bx + 1) * block);
      for (let x = bx * block; x < end; x++) if (img.data[row + x] > m) m = img.data[row + x];
      peak[by + bx] = m;
    }
  }
  const paper = new Float32Array(bw * bh);
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      let m = 0;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) m = Math.max(m, peak[Math.min(bh - 1, Math.max(0, y + dy)) * bw + Math.min(bw - 1, Math.max(0, x + dx))]);
      paper[y * bw + x] = Math.max(m, 40);
    }
  }
  const values = [...paper].sort((a, b) => a - b);
  const low = values[Math.floor(values.length * 0.05)];
  const high = values[Math.floor(values.length * 0.95)];
  if (high - low < 0.12 * high) return undefined;
  // Each pixel's paper level interpolated between the blocks' centres: a column's two blocks and
  // weights are the same on every row, so they are worked out once.
  const x0s = new Int32Array(img.width);
  const x1s = new Int32Array(img.width);
  const wxs = new Float64Array(img.width);
  for (let x = 0; x < img.width; x++) {
    const fx = Math.min(bw - 1, Math.max(0, (x + 0.5) / block - 0.5));
    x0s[x] = Math.floor(fx);
    x1s[x] = Math.min(bw - 1, x0s[x] + 1);
    wxs[x] = fx - x0s[x];
  }
  const data = new Uint8Array(img.width * img.height);
  for (let y = 0; y < img.height; y++) {
    const fy = Math.min(bh - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(bh - 1, y0 + 1);
    const wy = fy - y0;
    const row = y * img.width;
    for (let x = 0; x < img.width; x++) {
      const x0 = x0s[x];
      const x1 = x1s[x];
      const wx = wxs[x];
      const p = (paper[y0 * bw + x0] * (1 - wx) + paper[y0 * bw + x1] * wx) * (1 - wy) + (paper[y1 * bw + x0] * (1 - wx) + paper[y1 * bw + x1] * wx) * wy;
      data[row + x] = Math.min(255, (255 * img.data[row + x]) / p);
    }
  }
  return { width: img.width, height: img.height, data };
}

/**
 * The angle (degrees, positive clockwise) of the text lines: the one at which the rows of ink,
 * projected sideways, are sharpest (the sum of squared row counts is largest).
 */
export function skewAngle(img: GreyImage): number {
  const f = Math.max(1, Math.round(img.width / 700));
  const small = shrink(img, f);
  const t = otsu(small);
  const ink: number[] = [];
  const margin = Math.floor(small.width * 0.04);
  for (let y = margin; y < small.height - margin; y++) for (let x = margin; x < small.width - margin; x++) if (small.data[y * small.width + x] <= t) ink.push(x, y);
  if (ink.length < 200) return 0;
  const offset = small.width + small.height;
  const rows = new Float64Array(2 * offset + 1);
  const sharpness = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    const sin = Math.sin(a);
    const cos = Math.cos(a);
    // Row counts by the rotated row (which lies within ± the width and height together), cleared for the next angle as they are summed.
    for (let i = 0; i < ink.length; i += 2) rows[Math.round(ink[i + 1] * cos - ink[i] * sin) + offset]++;
    let s = 0;
    for (let r = 0; r < rows.length; r++) {
      s += rows[r] * rows[r];
      rows[r] = 0;
    }
    return s;
  };
  let best = 0;
  let bestScore = sharpness(0);
  for (const step of [0.5, 0.1]) {
    const centre = best;
    for (let d = -8; d <= 8; d++) {
      const deg = centre + d * step;
      if (Math.abs(deg) > 5 || (step === 0.1 && Math.abs(d) > 5)) continue;
      const s = sharpness(deg);
      if (s > bestScore) {
        bestScore = s;
        best = deg;
      }
    }
  }
  return best;
}

/** Median height of the bands of rows that hold ink: the height of a line of text, roughly. */
export function textHeight(img: GreyImage, threshold?: number): number {
  const t = threshold ?? otsu(img);
  const runs: number[] = [];
  let run = 0;
  // The outer margins may hold a sliver of table or a scanner's shadow: not text.
  const from = Math.floor(img.width * 0.04);
  const to = img.width - from;
  for (let y = 0; y < img.height; y++) {
    let inked = 0;
    for (let x = from; x < to; x += 2) if (img.data[y * img.width + x] <= t) inked++;
    if (inked > img.width * 0.002) run++;
    else if (run > 0) {
      if (run >= 4) runs.push(run);
      run = 0;
    }
  }
  if (runs.length < 3) return 0;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}

/** Lighter than this is paper (or a shaded band's tint), for finding rules. */
const PAPER = 200;
/** As dark as this or darker, a line can be a rule whatever the print's threshold (a grid drawn in mid grey). */
const RULE_GREY = 170;

/**
 * The page with its rules taken out: the lines of boxes, frames and tables, which make the
 * recogniser drop the text they enclose (a boxed title read as nothing) or read them as letters.
 * A rule is a run of ink along a row or a column (a pixel's neighbours across count, so a rule
 * a degree off straight still runs on) far longer than any stroke of a letter (three text
 * heights across, five down: a letterhead's large ן or l is a few text heights tall) and thin (a few pixels the other way); it is painted over
 * with paper, and so is what is left at its ends when it is small (a rounded corner). A rule that
 * print rests on or crosses is an underline, and a dark band with light print in it is thick:
 * both are left alone. Undefined when there is no rule.
 */
export function withoutRules(img: GreyImage, textHeight: number, threshold?: number): GreyImage | undefined {
  const { width, height } = img;
  const th = textHeight > 0 ? textHeight : 20;
  const thin = Math.max(4, Math.round(th / 4));
  // Ink as the recogniser will see it, and a mid-grey rule's too (a table's #999 grid around shaded
  // label cells, lighter than the print's threshold, made the recogniser drop all four rows of a
  // credit note's grid); lighter grey is only painted over beside a rule.
  const t = Math.max(threshold ?? otsu(img), RULE_GREY);
  const ink = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) ink[i] = img.data[i] <= t ? 1 : img.data[i] < PAPER ? 3 : 0;
  const rows = rules(ink, width, height, 'rows', Math.max(40, Math.round(3 * th)), thin);
  const columns = rules(ink, width, height, 'columns', Math.max(40, Math.round(5 * th)), thin);
  if (rows + columns === 0) return undefined;
  const data = new Uint8Array(img.data);
  for (let i = 0; i < ink.length; i++) if (ink[i] === 2) data[i] = 255;
  return { width, height, data };
}

/**
 * Marks (2 in `ink`) the pixels of thin rules running along the rows or down the columns, at
 * least `length` long. Returns how many rules it found.
 */
function rules(ink: Uint8Array, width: number, height: number, along: 'rows' | 'columns', length: number, thin: number): number {
  const [lines, span] = along === 'rows' ? [height, width] : [width, height];
  const at = (line: number, k: number) => (along === 'rows' ? line * width + k : k * width + line);
  // Dark ink (1, or 2 once marked) makes a rule; grey (3) is only painted over beside one.
  const inked = (line: number, k: number) => line >= 0 && line < lines && (ink[at(line, k)] === 1 || ink[at(line, k)] === 2);
  const greyOrInk = (line: number, k: number) => line >= 0 && line < lines && ink[at(line, k)] !== 0;
  const corner = Math.max(4, Math.round(thin * 1.5));
  // The scan below walks every line twice (rows, then columns) and reads which pixels are dark from
  // `dark` (ink 1 or 2, kept up to date as rules are painted, which only adds it) by index, one step
  // along the run (`alongStep`) or across it (`acrossStep`), instead of through `inked`. The
  // neighbouring lines are always inside the page there; an index off the array reads undefined,
  // which is not dark, as `inked` says.
  const [acrossStep, alongStep] = along === 'rows' ? [width, 1] : [1, width];
  const dark = new Uint8Array(ink.length);
  // Which lines hold dark ink: a line with none on it or beside it can hold no run, and is not walked.
  const darkLine = new Uint8Array(lines);
  for (let y = 0, i = 0; y < height; y++)
    for (let x = 0; x < width; x++, i++)
      if (ink[i] === 1 || ink[i] === 2) {
        dark[i] = 1;
        darkLine[along === 'rows' ? y : x] = 1;
      }
  const paint = (line: number, k: number) => {
    const i = at(line, k);
    ink[i] = 2;
    dark[i] = 1;
    darkLine[line] = 1;
  };
  let found = 0;
  for (let line = 1; line < lines - 1; line++) {
    if (!darkLine[line - 1] && !darkLine[line] && !darkLine[line + 1]) continue;
    const base = line * acrossStep;
    // A pixel of a run: ink here, or on either neighbouring line (a rule a little off straight).
    const inRun = (k: number) => {
      const i = base + k * alongStep;
      return (
        dark[i] === 1 ||
        (dark[i - acrossStep] === 1 && dark[i + acrossStep] === 1) ||
        (dark[i - alongStep] === 1 && dark[i + alongStep] === 1 && (dark[i - acrossStep] === 1 || dark[i + acrossStep] === 1))
      );
    };
    // Outside a run at `k`, a run long enough to be a rule that starts within `length` of it covers
    // the pixel `length - 1` on: where that pixel is not in a run, the whole stretch is passed over.
    // Nothing is painted in between, so the pixels are the same whichever order they are looked at in.
    let k = 0;
    while (k + length - 1 < span) {
      const probe = k + length - 1;
      if (!inRun(probe)) {
        k = probe + 1;
        continue;
      }
      let start = probe;
      while (start > k && inRun(start - 1)) start--;
      let end = probe + 1;
      while (end < span && inRun(end)) end++;
      if (end - start >= length && thinAt(start, end, line) && !underline(start, end, line)) {
        found++;
        // Paint the run and the ink beside it within the rule's thickness.
        for (let j = start; j < end; j++) for (let d = -thin; d <= thin; d++) if (greyOrInk(line + d, j) && bandTo(line, j, d)) paint(line + d, j);
        // And what is left at its ends, when it is small: a rounded box's corner, a tick where two rules meet (not a letter's stroke beside it).
        for (const last of [start, end - 1]) leftover(line, last);
      }
      // The pixel that ended the run was looked at before any painting, and is not looked at again.
      k = end + 1;
    }
  }
  return found;

  /**
   * Paints over the ink left around a rule's end if all of it lies within `corner` of the end (a
   * rounded corner, a tick); ink that reaches further is a letter's, and stays.
   */
  function leftover(line: number, end: number): void {
    const seen = new Set<number>();
    const stack: [number, number][] = [];
    for (let d = -thin; d <= thin; d++)
      for (const j of [end - 1, end, end + 1]) if (j >= 0 && j < span && greyOrInk(line + d, j) && ink[at(line + d, j)] !== 2) stack.push([line + d, j]);
    const blob: [number, number][] = [];
    while (stack.length > 0) {
      const [l, j] = stack.pop() as [number, number];
      const key = l * span + j;
      if (seen.has(key)) continue;
      seen.add(key);
      if (Math.abs(l - line) > corner || Math.abs(j - end) > corner) return;
      blob.push([l, j]);
      for (const [dl, dj] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ])
        if (j + dj >= 0 && j + dj < span && greyOrInk(l + dl, j + dj) && ink[at(l + dl, j + dj)] !== 2) stack.push([l + dl, j + dj]);
    }
    for (const [l, j] of blob) paint(l, j);
  }

  /**
   * Whether print rests on the rule or crosses it along more than a sixth of its length (ink just
   * beyond its band): an underline, kept, since taking it out would cut the letters.
   */
  function underline(start: number, end: number, line: number): boolean {
    let touched = 0;
    for (let k = start; k < end; k++) {
      let up = 0;
      while (up <= thin && inked(line - up - 1, k)) up++;
      let down = 0;
      while (down <= thin && inked(line + down + 1, k)) down++;
      const near = (from: number, step: number) => [1, 2, 3].some((d) => inked(from + step * d, k));
      if (up > thin || down > thin || near(line - up - 1, -1) || near(line + down + 1, 1)) touched++;
    }
    return touched > (end - start) / 6;
  }

  /** Whether most of the run, probed at a quarter, a half and three quarters, is at most `thin` thick. */
  function thinAt(start: number, end: number, line: number): boolean {
    const probes = [0.25, 0.5, 0.75].map((f) => Math.round(start + f * (end - 1 - start)));
    return probes.filter((k) => thickness(line, k) <= thin).length >= 2;
  }
  function thickness(line: number, k: number): number {
    let n = 1;
    for (let d = 1; d <= thin + 1 && inked(line + d, k); d++) n++;
    for (let d = 1; d <= thin + 1 && inked(line - d, k); d++) n++;
    return n;
  }
  /** Whether the ink from `line` to `line + d` at `k` is unbroken (part of the rule, not a letter beyond a gap). */
  function bandTo(line: number, k: number, d: number): boolean {
    const step = d < 0 ? -1 : 1;
    for (let x = step; Math.abs(x) <= Math.abs(d); x += step) if (!greyOrInk(line + x, k)) return false;
    return true;
  }
}
