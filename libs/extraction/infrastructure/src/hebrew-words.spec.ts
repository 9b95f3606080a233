import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DocumentLine } from '@backoffice/extraction/domain';
import { latinInHebrew, withHebrewReadings, wordRegion } from './hebrew-words';
import { OcrWord } from './ocr-lines';
import { TesseractOcr } from './tesseract-ocr';

/** A line of words, each [text, x0, x1], 30 pixels tall, as the merged passes give them (reading order). */
const line = (...words: [string, number, number][]): DocumentLine => ({ words: words.map(([text, x0, x1]) => ({ text, x0, x1, y0: 100, y1: 130, conf: 0.9 })) });
const reading = (text: string, conf: number): OcrWord => ({ text, left: 5, top: 5, width: 40, height: 20, line: '1.1.1.1', conf });

describe('Latin noise inside Hebrew print', () => {
  it('is a word of a few Latin letters between two Hebrew words, or at either end of a Hebrew line beside one', () => {
    const lines = [
      line(['בייקהאוס', 700, 800], ['AND\u200f', 620, 690], ['מקוון', 540, 610], ['בע"מ', 480, 530]),
      line(['POT', 750, 800], ['קפה', 680, 740], ['שירותי', 600, 670]),
      line(['משרד', 700, 800], ['בע"מ', 640, 690], ['Ltd', 580, 630]),
    ];
    expect(latinInHebrew(lines)).toEqual([
      { line: 0, word: 1 },
      { line: 1, word: 0 },
      { line: 2, word: 2 },
    ]);
  });

  it('is not a Latin word beside Latin ones, a code with digits, a long Latin word, or any word of a line with fewer than two Hebrew words', () => {
    const lines = [
      line(['חשבונית', 700, 800], ['Tax', 600, 640], ['Invoice', 520, 590]),
      line(["מס'", 700, 800], ['SW795317', 560, 690], ['תאריך', 480, 550]),
      line(['CAFEDESK', 600, 800], ['חשבונית', 500, 590], ['מס', 450, 490]),
      line(['קבלה', 700, 800], ['No', 640, 690]),
    ];
    expect(latinInHebrew(lines)).toEqual([]);
  });

  it('is read again in its box with a margin of a third of its height, within the page', () => {
    const page = { width: 810, height: 1000, data: new Uint8Array(0) };
    expect(wordRegion({ text: 'AND', x0: 620, x1: 690, y0: 100, y1: 130 }, page)).toEqual({ x0: 609, y0: 89, x1: 701, y1: 141 });
    expect(wordRegion({ text: 'POT', x0: 5, x1: 805, y0: 2, y1: 32 }, page)).toEqual({ x0: 0, y0: 0, x1: 810, y1: 43 });
  });

  it('takes the Hebrew reading only when it is one Hebrew word read surely enough', () => {
    const lines = [
      line(
        ['בייקהאוס', 700, 800],
        ['AND', 620, 690],
        ['מקוון', 540, 610],
        ['POT', 480, 530],
        ['בע"מ', 400, 470],
        ['WD', 300, 390],
        ['אדם', 200, 290],
        ['DIN', 100, 190],
        ['כוח', 0, 90],
      ),
    ];
    const targets = latinInHebrew(lines);
    expect(targets).toHaveLength(4);
    const out = withHebrewReadings(lines, targets, [[reading('סחר', 93)], [reading('דסק', 41)], [reading('עזר', 90), reading('ים', 90)], [reading('DIN', 95)]]);
    expect(out[0].words.map((w) => w.text)).toEqual(['בייקהאוס', 'סחר', 'מקוון', 'POT', 'בע"מ', 'WD', 'אדם', 'DIN', 'כוח']);
    expect(out[0].words[1].conf).toBeCloseTo(0.93);
    // The lines given are left as they were.
    expect(lines[0].words[1].text).toBe('AND');
  });
});

describe('TesseractOcr reading Latin noise inside Hebrew print again', () => {
  it('reads a web shop\'s registered name whole where the page reading gave a Hebrew word as "AND" (held-out set 31, scored)', async () => {
    const page = path.join(__dirname, '..', 'test', 'held-out-31', 'files', 'h31-he-baking-tools-webshop-order-2.png');
    const lines = await new TesseractOcr({ command: 'tesseract', timeoutMs: 60_000 }).recognize(readFileSync(page), 'png');
    const text = lines.map((l) => l.words.map((w) => w.text.replace(/[\u200e\u200f]/g, '')).join(' '));
    expect(text.some((t) => t.includes('בייקהאוס סחר מקוון בע"מ'))).toBe(true);
  }, 60_000);

  it("keeps the page's own reading when the words' second reading fails", async () => {
    // A recogniser that refuses single-word pictures (--psm 8) and reads everything else: the page is still answered, its Latin word standing.
    const dir = mkdtempSync(path.join(tmpdir(), 'hebrew-words-'));
    try {
      const refusing = path.join(dir, 'tesseract');
      writeFileSync(refusing, '#!/bin/sh\ncase " $* " in *" --psm 8 "*) cat > /dev/null; echo "cannot read" >&2; exit 1;; esac\nexec tesseract "$@"\n');
      chmodSync(refusing, 0o755);
      const page = path.join(__dirname, '..', 'test', 'held-out-31', 'files', 'h31-he-baking-tools-webshop-order-2.png');
      const lines = await new TesseractOcr({ command: refusing, timeoutMs: 60_000 }).recognize(readFileSync(page), 'png');
      const text = lines.map((l) => l.words.map((w) => w.text.replace(/[\u200e\u200f]/g, '')).join(' '));
      expect(text.some((t) => t.includes('בייקהאוס'))).toBe(true);
      expect(text.some((t) => t.includes('בייקהאוס סחר מקוון בע"מ'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
