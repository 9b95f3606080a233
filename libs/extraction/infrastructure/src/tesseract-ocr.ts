import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { OcrUnavailableError, UnreadableDocumentError } from '@backoffice/extraction/application';
import { DocumentLine } from '@backoffice/extraction/domain';
import { decodeGrey, encodePgm, GreyImage } from './grey-image';
import { mergeOcrWords, parseTsv, OcrWord, zeroLookalike } from './ocr-lines';
import { crop, regionsToReread, splice } from './ocr-rescue';
import { preparePage } from './page-preparation';

const HEBREW = /[\u0590-\u05ff]/;

/**
 * Tesseract's page segmentation mode: 6 reads the page as one uniform block of text. Mode 4 (one
 * column of lines of varying sizes) read a letterhead's side box better but lost more elsewhere
 * on the development set; such boxes are read again on their own instead (ocr-rescue.ts).
 */
const PAGE_SEGMENTATION = 6;

/**
 * OCR with Debian's `tesseract` (packages tesseract-ocr, -heb, -eng). Two passes run side by
 * side, each on one thread: Hebrew+English for the words and English alone for the digits, which
 * the Hebrew model misreads next to right-to-left text; `mergeOcrPasses` joins them.
 */
export class TesseractOcr {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly maxConcurrent: number;

  constructor(private readonly options: { command: string; timeoutMs: number; maxConcurrent?: number; prepare?: boolean; pageSegmentation?: number }) {
    // Each recognition keeps two cores busy; more at once only makes every one of them slower.
    this.maxConcurrent = options.maxConcurrent ?? Math.max(1, Math.floor(availableParallelism() / 2));
  }

  /** The image's lines, each word with its box (pixels) and confidence. */
  async recognize(image: Buffer, format: string): Promise<DocumentLine[]> {
    await this.acquire();
    try {
      const grey = this.options.prepare === false ? undefined : await prepared(image);
      const page = grey ? encodePgm(grey) : image;
      const { lines, mixed } = await this.read(page, format);
      if (!grey) return lines;
      // Regions the block reading ran together are read again on their own.
      let result = lines;
      for (const region of regionsToReread(mixed, grey)) result = splice(result, region, (await this.read(encodePgm(crop(grey, region)), format)).lines);
      return result;
    } finally {
      this.release();
    }
  }

  /** Both passes side by side, merged. */
  private async read(image: Buffer, format: string): Promise<{ lines: DocumentLine[]; mixed: OcrWord[] }> {
    const [mixed, read] = await Promise.all([this.pass(image, 'heb+eng', format), this.pass(image, 'eng', format)]);
    const english = read.map(zeroLookalike);
    const lines = mergeOcrWords(mixed, mixed.some((w) => HEBREW.test(w.text)) ? english : english.filter((w) => !mixed.some((m) => overlapsBox(m, w)) || moreDigits(w, mixed)));
    return { lines, mixed };
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

  private pass(image: Buffer, languages: string, format: string): Promise<OcrWord[]> {
    return new Promise((resolve, reject) => {
      const psm = String(this.options.pageSegmentation ?? PAGE_SEGMENTATION);
      const child = spawn(this.options.command, ['stdin', 'stdout', '-l', languages, '--psm', psm, 'tsv'], {
        env: { PATH: '/usr/local/bin:/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
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
      child.stdin.end(image);
    });
  }
}

/**
 * The picture straightened, evenly lit and at a readable size (page-preparation.ts). Bytes that do
 * not decode give nothing: they are passed on as they are, and tesseract says whether they are an image.
 */
async function prepared(image: Buffer): Promise<GreyImage | undefined> {
  try {
    return preparePage(await decodeGrey(image)).image;
  } catch {
    return undefined;
  }
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
