import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { GreyImage } from './grey-image';
import { legible, printWithoutWords } from './lost-print';
import { OcrWord } from './ocr-lines';
import { TesseractOcr } from './tesseract-ocr';

/** A tasting-menu restaurant's bill of held-out set 18 (scored): its name in large print, which tesseract's page reading drops, over its address. */
const TASTING_MENU = path.join(__dirname, '..', 'test', 'held-out-18', 'files', 'h18-he-tasting-menu-bill-1.png');

const word = (text: string, left: number, top: number, width: number, height: number, conf = 92): OcrWord => ({ text, left, top, width, height, line: `${top}`, conf });

/** A white page with dark boxes drawn on it (letters, as far as the survey of ink goes). */
function page(width: number, height: number, boxes: [number, number, number, number][]): GreyImage {
  const data = new Uint8Array(width * height).fill(245);
  for (const [x0, y0, w, h] of boxes) for (let y = y0; y < y0 + h; y++) data.fill(20, y * width + x0, y * width + x0 + w);
  return { width, height, data };
}

/** A line of print: letters `size` pixels tall, each a stem and a bar, `count` of them from `left`. */
function letters(left: number, top: number, size: number, count: number): [number, number, number, number][] {
  const boxes: [number, number, number, number][] = [];
  for (let i = 0; i < count; i++) {
    const x = left + Math.round(i * size * 0.75);
    boxes.push([x, top, Math.max(2, Math.round(size / 8)), size], [x, top + Math.round(size / 2), Math.round(size / 2), Math.max(2, Math.round(size / 8))]);
  }
  return boxes;
}

describe('print the page reading gave no word for', () => {
  // The body: eight lines of 24-pixel print, each recognised as a word spanning its ink.
  const bodyWords = Array.from({ length: 8 }, (_, i) => word(`line${i}`, 100, 400 + i * 50, 600, 24));
  const body = bodyWords.flatMap((w) => letters(w.left, w.top, 24, 25));

  it("finds a large line over the body that no word covers, and the region holds it with the body's words outside", () => {
    const heading = letters(200, 150, 80, 8);
    const image = page(1000, 900, [...heading, ...body]);
    const regions = printWithoutWords(bodyWords, image);
    expect(regions).toHaveLength(1);
    const [r] = regions;
    expect(r.x0).toBeLessThanOrEqual(200);
    expect(r.x1).toBeGreaterThanOrEqual(200 + 7 * 60 + 40);
    expect(r.y0).toBeLessThanOrEqual(150);
    expect(r.y1).toBeGreaterThanOrEqual(230);
    expect(r.y1).toBeLessThanOrEqual(400);
  });

  it('finds nothing when a word covers the large line', () => {
    const image = page(1000, 900, [...letters(200, 150, 80, 8), ...body]);
    expect(printWithoutWords([...bodyWords, word('שולחן', 195, 148, 480, 84)], image)).toEqual([]);
  });

  it('takes neither a rule, nor a solid block, nor print of the usual size', () => {
    const rule = [100, 300, 800, 4] as [number, number, number, number];
    const block = [100, 100, 300, 120] as [number, number, number, number];
    const small = letters(100, 850, 24, 20);
    expect(printWithoutWords(bodyWords, page(1000, 900, [rule, block, ...small, ...body]))).toEqual([]);
  });

  it('reads only when at least five words were sure (a page read as nothing has no usual height)', () => {
    expect(printWithoutWords(bodyWords.slice(0, 4), page(1000, 900, [...letters(200, 150, 80, 8), ...body]))).toEqual([]);
  });
});

describe('whether what was read again is print', () => {
  const line = (...words: [string, number][]) => [{ words: words.map(([text, conf], i) => ({ text, conf, x0: i * 100, x1: i * 100 + 90, y0: 0, y1: 40 })) }];

  it('keeps a name read surely', () => {
    expect(legible(line(['שולחן', 0.92], ['ארוך', 0.92]))).toBe(true);
    expect(legible(line(['5064', 0.78], ['VANS', 0.96]))).toBe(true);
  });

  it("drops an ornament's row read as letters, and marks with no word of three characters", () => {
    expect(legible(line(['RA', 0.89], ['AD', 0.69], ['RB', 0.63], ['A', 0.87], ['A', 0.79], ['A', 0.71], ['VT', 0.54], ['WJ', 0.41]))).toBe(false);
    expect(legible(line(['—', 0.81]))).toBe(false);
    expect(legible(line(['-', 0.35], ['דהה', 0.25], ['2-77', 0], ['מא', 0.56]))).toBe(false);
    expect(legible([])).toBe(false);
  });
});

describe('the page read with its lost print (tesseract)', () => {
  it("gives the restaurant's name in large print over its address, first", async () => {
    const ocr = new TesseractOcr({ command: 'tesseract', timeoutMs: 60_000 });
    const lines = (await ocr.recognize(readFileSync(TASTING_MENU), 'png')).map((l) => l.words.map((w) => w.text).join(' '));
    expect(lines[0]).toBe('שולחן ארוך');
    expect(lines[1]).toContain('רוטשילד');
  }, 60_000);
});
