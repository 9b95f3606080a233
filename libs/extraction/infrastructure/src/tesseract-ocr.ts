import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import * as path from 'node:path';
import { OcrUnavailableError, UnreadableDocumentError } from '@backoffice/extraction/application';
import { DocumentLine } from '@backoffice/extraction/domain';
import { decodeGrey, encodePgm, GreyImage } from './grey-image';
import { mergeOcrWords, parseTsv, OcrWord, zeroLookalike } from './ocr-lines';
import { legible, printWithoutWords } from './lost-print';
import { crop, overlaps, regionsToRead, splice } from './ocr-rescue';
import { PreparedPage, preparePage } from './page-preparation';
import { splitTallPage } from './page-split';

const HEBREW = /[\u0590-\u05ff]/;

/**
 * Tesseract's page segmentation mode: 6 reads the page as one uniform block of text. Mode 4 (one
 * column of lines of varying sizes) read a letterhead's side box better but lost more elsewhere
 * on the development set; such boxes are read again on their own instead (ocr-rescue.ts).
 */
const PAGE_SEGMENTATION = 6;

/**
 * Tesseract reads a word it was unsure of a second time with its pixels inverted, in case it is
 * light print on dark. The preparation has already turned such print dark on paper (dark-regions.ts),
 * so that second reading found nothing new and cost a fifth to a third of the Hebrew+English pass.
 */
const NO_INVERTED_SECOND_READING = ['-c', 'tessedit_do_invert=0'];

/**
 * OCR with Debian's `tesseract` (packages tesseract-ocr, -heb, -eng). Two passes run side by
 * side, each on one thread: Hebrew+English for the words and English alone for the digits, which
 * the Hebrew model misreads next to right-to-left text; `mergeOcrPasses` joins them.
 */
export class TesseractOcr {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly maxConcurrent: number;

  constructor(
    private readonly options: {
      command: string;
      timeoutMs: number;
      maxConcurrent?: number;
      prepare?: boolean;
      pageSegmentation?: number;
      /** Directories of the language data per pass (`--tessdata-dir`); tesseract's own when absent. */
      dataDirs?: { mixed?: string; english?: string };
    },
  ) {
    // Each recognition keeps two cores busy; more at once only makes every one of them slower.
    this.maxConcurrent = options.maxConcurrent ?? Math.max(1, Math.floor(availableParallelism() / 2));
  }

  /** The image's lines, each word with its box (pixels) and confidence. */
  async recognize(image: Buffer, format: string): Promise<DocumentLine[]> {
    await this.acquire();
    try {
      const page = this.options.prepare === false ? undefined : await prepared(image);
      if (!page) return (await this.read({ image }, format)).lines;
      // A clean render's tall page is read in halves side by side (page-split.ts), each moved back to where it lies on the page.
      const clean = !page.steps.some((step) => /^(perspective|light|deskew)/.test(step));
      const parts = await Promise.all(splitTallPage(page.image, clean).map(async (part) => shiftLines(await this.readPrepared(part.image, format), part.top)));
      return parts.flat();
    } finally {
      this.release();
    }
  }

  /** A prepared page (or part of one) read, with the regions the block reading ran together or dropped read again on their own. */
  private async readPrepared(grey: GreyImage, format: string): Promise<DocumentLine[]> {
    const { lines, mixed } = await this.read({ image: encodePgm(grey) }, format);
    const regions = regionsToRead(mixed, grey);
    // Print the page reading gave no word for (lost-print.ts), where it is legible print when read on its own.
    const lost = printWithoutWords(mixed, grey).filter((r) => !regions.some((o) => overlaps(o, r)));
    const rereads = await this.readEach(
      [...regions, ...lost].map((region) => crop(grey, region)),
      format,
    );
    return [...regions, ...lost].reduce((result, region, i) => (i < regions.length || legible(rereads[i]) ? splice(result, region, rereads[i]) : result), lines);
  }

  /**
   * Pictures read each on its own, as if one at a time, by one recogniser per pass: tesseract
   * reads a list of files page by page, so its start-up (the language models, some 0.2-0.3 s of a
   * core for Hebrew+English) is paid once for the lot instead of once per picture, and two
   * processes share the two cores instead of two per picture.
   */
  private async readEach(images: GreyImage[], format: string): Promise<DocumentLine[][]> {
    if (images.length === 0) return [];
    if (images.length === 1) return [(await this.read({ image: encodePgm(images[0]) }, format)).lines];
    const dir = await mkdtemp(path.join(tmpdir(), 'ocr-'));
    try {
      const files = await Promise.all(
        images.map(async (image, i) => {
          const file = path.join(dir, `${i}.pgm`);
          await writeFile(file, encodePgm(image));
          return file;
        }),
      );
      const list = path.join(dir, 'pictures.txt');
      await writeFile(list, `${files.join('\n')}\n`);
      const [mixed, read] = await Promise.all([
        this.pass({ list }, 'heb+eng', format, this.options.dataDirs?.mixed),
        this.pass({ list }, 'eng', format, this.options.dataDirs?.english),
      ]);
      return images.map((_, i) => merged(onPage(mixed, i + 1), onPage(read, i + 1)).lines);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Both passes side by side, merged. */
  private async read(input: { image: Buffer }, format: string): Promise<{ lines: DocumentLine[]; mixed: OcrWord[] }> {
    const dirs = this.options.dataDirs ?? {};
    const [mixed, read] = await Promise.all([this.pass(input, 'heb+eng', format, dirs.mixed), this.pass(input, 'eng', format, dirs.english)]);
    return merged(mixed, read);
  }

  private acquire(): Promise<void> {
    if (this.running < this.maxConcurrent) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  /** One pass over a picture given on stdin, or over the pictures a list file names (their words tagged with their page, 1 for the first). */
  private pass(input: { image: Buffer } | { list: string }, languages: string, format: string, dataDir: string | undefined): Promise<OcrWord[]> {
    return new Promise((resolve, reject) => {
      const psm = String(this.options.pageSegmentation ?? PAGE_SEGMENTATION);
      const child = spawn(
        this.options.command,
        ['image' in input ? 'stdin' : input.list, 'stdout', ...(dataDir ? ['--tessdata-dir', dataDir] : []), '-l', languages, '--psm', psm, ...NO_INVERTED_SECOND_READING, 'tsv'],
        {
          env: { PATH: '/usr/local/bin:/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      const out: Buffer[] = [];
      let err = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), this.options.timeoutMs);
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(error.code === 'ENOENT' || error.code === 'EACCES' ? new OcrUnavailableError() : error);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        if (code === 0) return resolve(parseTsv(Buffer.concat(out).toString('utf8')));
        if (/Failed loading language|Could not initialize tesseract/i.test(err)) return reject(new OcrUnavailableError());
        if (signal) return reject(new Error(`OCR did not finish within ${this.options.timeoutMs} ms`));
        reject(new UnreadableDocumentError(format));
      });
      // A child that exits early (bad image, missing language) closes stdin; that is reported above.
      child.stdin.on('error', () => undefined);
      child.stdin.end('image' in input ? input.image : undefined);
    });
  }
}

/**
 * The picture straightened, evenly lit and at a readable size (page-preparation.ts). Bytes that do
 * not decode give nothing: they are passed on as they are, and tesseract says whether they are an image.
 */
async function prepared(image: Buffer): Promise<PreparedPage | undefined> {
  try {
    return preparePage(await decodeGrey(image));
  } catch {
    return undefined;
  }
}

/** The two passes' words merged into lines: on a page with Hebrew every number of the English pass goes in (mergeOcrWords); without, only what the mixed pass missed or cut short. */
function merged(mixed: OcrWord[], read: OcrWord[]): { lines: DocumentLine[]; mixed: OcrWord[] } {
  const english = read.map(zeroLookalike);
  const lines = mergeOcrWords(mixed, mixed.some((w) => HEBREW.test(w.text)) ? english : english.filter((w) => !mixed.some((m) => overlapsBox(m, w)) || moreDigits(w, mixed)));
  return { lines, mixed };
}

/** The words a list's `page`th picture gave (tesseract's page number opens each word's line key). */
function onPage(words: OcrWord[], page: number): OcrWord[] {
  return words.filter((w) => w.line.startsWith(`${page}.`));
}

/** Lines read from a part of the page, moved down by `top` pixels to their place on the whole page. */
function shiftLines(lines: DocumentLine[], top: number): DocumentLine[] {
  if (top === 0) return lines;
  return lines.map((l) => ({ ...l, words: l.words.map((w) => ({ ...w, y0: w.y0 + top, y1: w.y1 + top })) }));
}

/**
 * On a page without Hebrew the mixed pass's words stand, but where it read a number with fewer
 * digits than the English pass at the same place ("2" for "23852"), the English pass's number is
 * taken: it lost none of them.
 */
function moreDigits(w: OcrWord, mixed: OcrWord[]): boolean {
  const digits = (text: string) => (text.match(/\d/g) ?? []).length;
  const under = mixed.filter((m) => overlapsBox(m, w));
  return /^[\d.,/:-]+$/.test(w.text) && under.length > 0 && under.every((m) => /\d/.test(m.text)) && digits(w.text) > under.reduce((n, m) => n + digits(m.text), 0);
}

/** English-pass words the mixed pass did not see at all (a number it skipped) are still kept. */
function overlapsBox(a: OcrWord, b: OcrWord): boolean {
  return a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
}
