/**
 * Regenerates the generalisation corpus (docs/extraction.md "Corpus"):
 *   nice -n 10 node -r @swc-node/register libs/extraction/infrastructure/test/generalisation/generate.ts [layout-id…]
 * Needs Debian's `chromium` (HTML → text PDF), `poppler-utils` (PDF → pixels), `imagemagick`
 * (scan and photo effects; /usr/bin/convert, not a stand-in) and the fonts the layouts name
 * (fonts-dejavu, fonts-liberation, fonts-freefont-ttf, fonts-noto-core, fonts-noto-mono, culmus).
 * Writes, per receipt, under files/: `<id>.pdf` (text layer), `<id>.png` (clean, 200 dpi grey),
 * `<id>.scan.jpg` (rotated 1-3°, blurred, noisy, 200 dpi grey, JPEG as scanners save) and `<id>.photo.jpg` (tinted paper on a
 * table, perspective, uneven light, JPEG), and ground-truth.json. Everything is seeded by the
 * receipt id, so a run reproduces the same receipts. `generate()` renders and degrades any list of
 * layouts into any directory (the second held-out set, ../held-out-2, is made by it too).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Layout, Rng, seedOf } from './kit';
import { LAYOUTS, PER_LAYOUT } from './layouts';

const CONVERT = '/usr/bin/convert';
/** The scratch directory of the current run. */
let work = '';

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

function printPdf(html: string, pdf: string): void {
  run('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--print-to-pdf=${pdf}`, `file://${html}`]);
}

/** Every page of the PDF as one tall image (a multi-page document scanned or photographed page by page, stitched). */
function rasterise(pdf: string, dpi: number, gray: boolean, out: string, trim: boolean): number {
  const base = path.join(work, `r${dpi}${gray ? 'g' : 'c'}`);
  run('pdftoppm', ['-r', String(dpi), ...(gray ? ['-gray'] : []), '-png', pdf, base]);
  const pages = readdirSync(work)
    .filter((f) => f.startsWith(path.basename(base)) && f.endsWith('.png'))
    .sort()
    .map((f) => path.join(work, f));
  // A till slip is torn off where the print ends; a sheet of paper keeps its margins.
  run(CONVERT, [...pages, '-append', ...(trim ? ['-trim', '+repage', '-bordercolor', 'white', '-border', '40'] : []), '-strip', out]);
  for (const p of pages) rmSync(p);
  return pages.length;
}

/** A flatbed scan: a little rotation, optical blur, sensor noise, slightly grey paper. */
function scan(clean: string, out: string, rng: Rng): void {
  const angle = (rng.chance(0.5) ? -1 : 1) * (1 + rng.next() * 2);
  run(CONVERT, [
    clean,
    '-seed',
    String(rng.int(1, 1e6)),
    '-background',
    'white',
    '-rotate',
    angle.toFixed(2),
    // Sensor noise softened by the optics, then a little grain on top.
    '-attenuate',
    (0.3 + rng.next() * 0.4).toFixed(2),
    '+noise',
    'Gaussian',
    '-blur',
    `0x${(0.5 + rng.next() * 0.5).toFixed(2)}`,
    '-level',
    `0%,${rng.int(92, 100)}%`,
    '+level',
    `${rng.int(0, 12)}%,${rng.int(90, 97)}%`,
    '-attenuate',
    '0.15',
    '+noise',
    'Gaussian',
    '-colorspace',
    'Gray',
    '-quality',
    '80',
    '-strip',
    out,
  ]);
}

/**
 * A phone photo: the page on tinted paper lying on a table, shot at an angle (perspective), under a
 * lamp (a light gradient), downscaled as messengers do, JPEG-compressed.
 */
function photo(color: string, out: string, rng: Rng): void {
  const size = execFileSync('identify', ['-format', '%w %h', color]).toString().split(' ').map(Number);
  const [w, h] = size;
  const tint = rng.pick(['#f6efdc', '#fbf7ea', '#eef0f2', '#f3ead6', '#fffaf0']);
  const table = rng.pick(['#5b4636', '#3c3f44', '#7a6a58', '#2e3a2f', '#8c8c88']);
  const pad = Math.round(Math.max(w, h) * (0.06 + rng.next() * 0.06));
  const W = w + 2 * pad;
  const H = h + 2 * pad;
  // Page corners, clockwise from top-left, each pulled inwards by a random share: the camera's tilt.
  const jitter = () => Math.round(Math.max(w, h) * (0.01 + rng.next() * 0.05));
  const src = [
    [pad, pad],
    [pad + w, pad],
    [pad + w, pad + h],
    [pad, pad + h],
  ];
  const dst = [
    [pad + jitter(), pad + jitter()],
    [pad + w - jitter(), pad + jitter()],
    [pad + w - jitter(), pad + h - jitter()],
    [pad + jitter(), pad + h - jitter()],
  ];
  const points = src.map((s, i) => `${s[0]},${s[1]} ${dst[i][0]},${dst[i][1]}`).join('  ');
  const light = path.join(work, 'light.png');
  const angle = rng.int(0, 359);
  // Drawn small and enlarged: a lamp's light varies slowly, and blurring a full-size page is slow.
  run(CONVERT, [
    '-size',
    `${Math.ceil(W / 16)}x${Math.ceil(H / 16)}`,
    `gradient:white-gray${rng.int(55, 75)}`,
    '-distort',
    'SRT',
    String(angle),
    '-blur',
    '0x3',
    '-resize',
    `${W}x${H}!`,
    light,
  ]);
  const longSide = rng.pick([1400, 1600, 1800, 2000]);
  run(CONVERT, [
    color,
    '+level-colors',
    `#${rng.pick(['202428', '1a1a2a', '2b2622'])},${tint}`,
    '-bordercolor',
    table,
    '-border',
    String(pad),
    '-virtual-pixel',
    'background',
    '-background',
    table,
    '-distort',
    'Perspective',
    points,
    light,
    '-compose',
    'Multiply',
    '-composite',
    '-blur',
    `0x${(0.4 + rng.next() * 0.6).toFixed(2)}`,
    '-resize',
    `${longSide}x${longSide}>`,
    '-seed',
    String(rng.int(1, 1e6)),
    '-attenuate',
    (0.2 + rng.next() * 0.3).toFixed(2),
    '+noise',
    'Gaussian',
    '-quality',
    String(rng.int(55, 80)),
    '-sampling-factor',
    '4:2:0',
    '-strip',
    out,
  ]);
}

export interface Generation {
  layouts: Layout[];
  perLayout: number;
  /** Where the four forms of each receipt are written. */
  out: string;
  /** The ground-truth file, merged with what it already holds. */
  truth: string;
  /** Layout ids to regenerate; all when empty. */
  only: string[];
  /** Put before `<layout>-<n>` in every receipt id (and so in its seed). */
  prefix?: string;
}

export function generate({ layouts, perLayout, out, truth: truthFile, only, prefix = '' }: Generation): void {
  work = mkdtempSync(path.join(tmpdir(), 'generalisation-'));
  try {
    mkdirSync(out, { recursive: true });
    const truth: Record<string, unknown> = (() => {
      try {
        return JSON.parse(readFileSync(truthFile, 'utf8'));
      } catch {
        return {};
      }
    })();
    for (const layout of layouts) {
      if (only.length && !only.includes(layout.id)) continue;
      for (let n = 1; n <= perLayout; n++) {
        const id = `${prefix}${layout.id}-${n}`;
        const rng = new Rng(seedOf(id));
        const made = layout.make(rng);
        const html = path.join(work, `${id}.html`);
        writeFileSync(html, made.html);
        const pdf = path.join(out, `${id}.pdf`);
        printPdf(html, pdf);
        const trim = !/^A\d/.test(made.page);
        const pages = rasterise(pdf, 200, true, path.join(out, `${id}.png`), trim);
        scan(path.join(out, `${id}.png`), path.join(out, `${id}.scan.jpg`), rng);
        const color = path.join(work, `${id}.color.png`);
        rasterise(pdf, 200, false, color, trim);
        photo(color, path.join(out, `${id}.photo.jpg`), rng);
        truth[id] = { layout: layout.id, lang: layout.lang, kind: layout.kind, pages, ...made.truth };
        process.stdout.write(`${id} (${pages} page${pages > 1 ? 's' : ''})\n`);
      }
    }
    const sorted = Object.fromEntries(Object.entries(truth).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(truthFile, `${JSON.stringify(sorted, null, 2)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (require.main === module)
  generate({ layouts: LAYOUTS, perLayout: PER_LAYOUT, out: path.join(__dirname, 'files'), truth: path.join(__dirname, 'ground-truth.json'), only: process.argv.slice(2) });
