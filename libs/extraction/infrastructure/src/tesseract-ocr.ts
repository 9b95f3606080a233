import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import * as path from 'node:path';
import { OcrUnavailableError, UnreadableDocumentError } from '@backoffice/extraction/application';
import { DocumentLine } from '@backoffice/extraction/domain';
import { decodeGrey, encodePgm, GreyImage } from './grey-image';
import { mergeOcrWords, parseTsv, OcrWord, zeroLookalike } from './ocr-lines';
import { legible, printWithoutWords } from './lost-print';
import { latinInHebrew, withHebrewReadings, wordRegion } from './hebrew-words';
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

/** Page segmentation mode 8: the picture is one word (a word read again on its own, hebrew-words.ts). */
const SINGLE_WORD = 8;

/**
 * OCR with Debian's `tesseract` (packages tesseract-ocr, -heb, -eng). Two passes run side by
 * side, each on one thread: Hebrew+English for the words and English alone for the digits, which
 * the Hebrew model misreads next to right-to-left text; `mergeOcrPasses` joins them.
 *
 * Every pass is started before its input is ready (`Recogniser`): tesseract loads its language
 * models first and only then reads standard input, so the page's two passes load theirs while the
 * picture is decoded and prepared on the job runner's thread, and the pair that reads regions again
 * loads while the page is read (the English pass finishes first and leaves a core to it).
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
    const passes = new StartedPasses(() => this.start(format));
    try {
      // Started before the picture is decoded and prepared: the models load meanwhile.
      const first = passes.start();
      const page = this.options.prepare === false ? undefined : await prepared(image);
      if (!page) return (await read(first, image)).lines;
      // A clean render's tall page is read in halves side by side (page-split.ts), each moved back to where it lies on the page.
      const clean = !page.steps.some((step) => /^(perspective|light|deskew)/.test(step));
      const parts = await Promise.all(
        splitTallPage(page.image, clean).map(async (part, i) => shiftLines(await this.readPrepared(i === 0 ? first : passes.start(), passes, part.image), part.top)),
      );
      return parts.flat();
    } finally {
      passes.stop();
      this.release();
    }
  }

  /**
   * A prepared page (or part of one) read by `page`, with the regions the block reading ran
   * together or dropped read again on their own by a pair from `passes`. That pair is started as
   * soon as the first of the page's passes is done (the English one, as a rule): its models load
   * on the core that pass leaves idle, by the time the page's reading says what to read again.
   */
  private async readPrepared(page: Passes, passes: StartedPasses, grey: GreyImage): Promise<DocumentLine[]> {
    const image = encodePgm(grey);
    const reading = given(page, image);
    let regions: Passes | undefined;
    const regionPasses = () => (regions ??= passes.start());
    void Promise.race(reading).then(
      () => passes.stopped || regionPasses(),
      () => undefined,
    );
    const [mixedWords, englishWords] = await Promise.all(reading);
    const { lines, mixed } = merged(mixedWords, englishWords);
    const rescued = regionsToRead(mixed, grey);
    // Print the page reading gave no word for (lost-print.ts), where it is legible print when read on its own.
    const lost = printWithoutWords(mixed, grey).filter((r) => !rescued.some((o) => overlaps(o, r)));
    const all = [...rescued, ...lost];
    let result = lines;
    if (all.length > 0) {
      const rereads = await readEach(
        regionPasses(),
        all.map((region) => crop(grey, region)),
      );
      result = all.reduce((done, region, i) => (i < rescued.length || legible(rereads[i]) ? splice(done, region, rereads[i]) : done), lines);
    }
    return this.hebrewWordsReadAgain(result, grey, passes);
  }

  /**
   * Words the Hebrew+English pass read as Latin noise inside Hebrew print (hebrew-words.ts), each
   * read again alone by the Hebrew model (one process for the page's words, a word a picture), and
   * put back in Hebrew where that reading is one Hebrew word it is sure enough of.
   */
  private async hebrewWordsReadAgain(lines: DocumentLine[], grey: GreyImage, passes: StartedPasses): Promise<DocumentLine[]> {
    const targets = latinInHebrew(lines);
    if (targets.length === 0 || passes.stopped) return lines;
    try {
      const readings = await readWords(
        this.recogniser('heb', 'pgm', this.options.dataDirs?.mixed, SINGLE_WORD),
        targets.map((t) => crop(grey, wordRegion(lines[t.line].words[t.word], grey))),
      );
      return withHebrewReadings(lines, targets, readings);
    } catch {
      // A refinement of a page already read: where it fails (its time-out, a word's picture refused), the page's reading stands.
      return lines;
    }
  }

  /** The two passes, started now: each loads its language models and then waits for its input. */
  private start(format: string): Passes {
    const dirs = this.options.dataDirs ?? {};
    return { mixed: this.recogniser('heb+eng', format, dirs.mixed), english: this.recogniser('eng', format, dirs.english) };
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

  /**
   * One pass's tesseract process, started at once and reading its standard input when given it:
   * a picture, or a list of picture files, one per line (its words then tagged with their page, 1
   * for the first).
   */
  private recogniser(languages: string, format: string, dataDir: string | undefined, segmentation?: number): Recogniser {
    const psm = String(segmentation ?? this.options.pageSegmentation ?? PAGE_SEGMENTATION);
    const child = spawn(
      this.options.command,
      ['stdin', 'stdout', ...(dataDir ? ['--tessdata-dir', dataDir] : []), '-l', languages, '--psm', psm, ...NO_INVERTED_SECOND_READING, 'tsv'],
      {
        env: { PATH: '/usr/local/bin:/usr/bin:/bin', OMP_THREAD_LIMIT: '1' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let timer: NodeJS.Timeout | undefined;
    let cancelled = false;
    const words = new Promise<OcrWord[]>((resolve, reject) => {
      const out: Buffer[] = [];
      let err = '';
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
        if (cancelled) return reject(new Error('OCR pass stopped: not needed'));
        if (signal) return reject(new Error(`OCR did not finish within ${this.options.timeoutMs} ms`));
        reject(new UnreadableDocumentError(format));
      });
    });
    // Awaited only once given its input; a failure before then (no such program) is reported there.
    words.catch(() => undefined);
    // A child that exits early (bad image, missing language) closes stdin; that is reported above.
    child.stdin.on('error', () => undefined);
    return {
      read: (input: Buffer) => {
        timer = setTimeout(() => child.kill('SIGKILL'), this.options.timeoutMs);
        child.stdin.end(input);
        return words;
      },
      cancel: () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        cancelled = true;
        child.kill('SIGKILL');
      },
    };
  }
}

/** A pass's tesseract process, started ahead of its input. */
interface Recogniser {
  /** The words of the picture, or of each picture a list names (`input`: its bytes, or file names one per line). */
  read(input: Buffer): Promise<OcrWord[]>;
  /** Stops the process when it was not needed, or not to the end; nothing once it has exited. */
  cancel(): void;
}

/** The Hebrew+English and the English pass of one reading. */
interface Passes {
  mixed: Recogniser;
  english: Recogniser;
}

/** The pairs of passes one recognition started; those not needed after all (no region to read again, a failure elsewhere) are stopped with it. */
class StartedPasses {
  stopped = false;
  private readonly pairs: Passes[] = [];

  constructor(private readonly startPair: () => Passes) {}

  start(): Passes {
    const pair = this.startPair();
    this.pairs.push(pair);
    if (this.stopped) this.stop();
    return pair;
  }

  stop(): void {
    this.stopped = true;
    for (const pair of this.pairs) for (const pass of [pair.mixed, pair.english]) pass.cancel();
  }
}

/** Both passes given the same input (a picture, or a list of picture files): their words, Hebrew+English first. */
function given(passes: Passes, input: Buffer): [Promise<OcrWord[]>, Promise<OcrWord[]>] {
  return [passes.mixed.read(input), passes.english.read(input)];
}

/** Both passes over one picture, side by side, merged. */
async function read(passes: Passes, image: Buffer): Promise<{ lines: DocumentLine[]; mixed: OcrWord[] }> {
  const [mixed, english] = await Promise.all(given(passes, image));
  return merged(mixed, english);
}

/**
 * Pictures read each on its own, as if one at a time, by one recogniser per pass: tesseract
 * reads a list of files page by page, so its start-up (the language models, some 0.1-0.3 s of a
 * core for Hebrew+English) is paid once for the lot instead of once per picture, and two
 * processes share the two cores instead of two per picture.
 */
async function readEach(passes: Passes, images: GreyImage[]): Promise<DocumentLine[][]> {
  if (images.length === 1) return [(await read(passes, encodePgm(images[0]))).lines];
  return asList(images, async (list) => {
    const [mixed, english] = await Promise.all(given(passes, list));
    return images.map((_, i) => merged(onPage(mixed, i + 1), onPage(english, i + 1)).lines);
  });
}

/** The pictures written as PGM files to a temporary directory, and `use` given the list of their names (one per line) for a recogniser to read. */
async function asList<T>(images: GreyImage[], use: (list: Buffer) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ocr-'));
  try {
    const files = await Promise.all(
      images.map(async (image, i) => {
        const file = path.join(dir, `${i}.pgm`);
        await writeFile(file, encodePgm(image));
        return file;
      }),
    );
    return await use(Buffer.from(`${files.join('\n')}\n`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Pictures of one word each, read by one recogniser in one run (a list of files): the words of each picture, in order. */
async function readWords(recogniser: Recogniser, images: GreyImage[]): Promise<OcrWord[][]> {
  try {
    return await asList(images, async (list) => {
      const words = await recogniser.read(list);
      return images.map((_, i) => onPage(words, i + 1));
    });
  } finally {
    recogniser.cancel();
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
