import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { OcrUnavailableError, UnreadableDocumentError } from '@backoffice/extraction/application';
import { TesseractOcr } from './tesseract-ocr';

describe('TesseractOcr', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ocr-spec-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A stand-in for the tesseract binary: a shell script with the given body. */
  const fake = (name: string, body: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, `#!/bin/sh\ncat > /dev/null\n${body}\n`);
    chmodSync(file, 0o755);
    return file;
  };
  const TSV_HEADER = 'printf "level\\tpage_num\\tblock_num\\tpar_num\\tline_num\\tword_num\\tleft\\ttop\\twidth\\theight\\tconf\\ttext\\n"';

  it('answers OCR_UNAVAILABLE when the program is missing', async () => {
    const ocr = new TesseractOcr({ command: path.join(dir, 'no-such-tesseract'), timeoutMs: 5000 });
    await expect(ocr.recognize(Buffer.from('x'), 'png')).rejects.toBeInstanceOf(OcrUnavailableError);
  });

  it('answers OCR_UNAVAILABLE when the Hebrew or English data is missing', async () => {
    const ocr = new TesseractOcr({ command: fake('no-heb', `echo "Failed loading language 'heb'" >&2; exit 1`), timeoutMs: 5000 });
    await expect(ocr.recognize(Buffer.from('x'), 'png')).rejects.toBeInstanceOf(OcrUnavailableError);
  });

  it('answers UNREADABLE_DOCUMENT when the image cannot be read', async () => {
    const ocr = new TesseractOcr({ command: fake('bad-image', 'echo "Error in pixReadMem" >&2; exit 1'), timeoutMs: 5000 });
    await expect(ocr.recognize(Buffer.from('x'), 'jpeg')).rejects.toBeInstanceOf(UnreadableDocumentError);
  });

  it("takes the English pass's number where the mixed pass read fewer of its digits, on a page without Hebrew", async () => {
    // h3-en-gst-invoice-2.png: "Invoice number 23852", the mixed pass read the number as "2".
    const row = (text: string, left: number, width: number) => `printf "5\\t1\\t1\\t1\\t1\\t1\\t${left}\\t403\\t${width}\\t19\\t90\\t${text}\\n"`;
    const passes = fake(
      'two-passes',
      [TSV_HEADER, row('Invoice', 116, 86), row('number', 212, 96), `if echo "$*" | grep -q heb; then ${row('2', 354, 73)}; else ${row('23852', 354, 73)}; fi`].join('\n'),
    );
    const ocr = new TesseractOcr({ command: passes, timeoutMs: 5000, prepare: false });
    const [line] = await ocr.recognize(Buffer.from('x'), 'png');
    expect(line.words.map((w) => w.text)).toEqual(['Invoice', 'number', '23852']);
  });

  it('reads each pass with its own language data when told where it is', async () => {
    // The stand-in answers a word for the data directory it was given: a name for the mixed pass's, a number (the English pass gives numbers) for the English pass's.
    const row = (text: string, left: number) => `printf "5\\t1\\t1\\t1\\t1\\t1\\t${left}\\t10\\t80\\t19\\t90\\t${text}\\n"`;
    const dirs = fake(
      'data-dirs',
      [
        TSV_HEADER,
        `case "$*" in *--tessdata-dir\\ /data/mixed*) ${row('mixed', 10)};; *--tessdata-dir\\ /data/english*) ${row('4242', 200)};; *) ${row('default', 400)};; esac`,
      ].join('\n'),
    );
    const words = async (dataDirs?: { mixed?: string; english?: string }) =>
      (await new TesseractOcr({ command: dirs, timeoutMs: 5000, prepare: false, dataDirs }).recognize(Buffer.from('x'), 'png')).flatMap((l) => l.words.map((w) => w.text));
    expect(await words({ mixed: '/data/mixed', english: '/data/english' })).toEqual(['mixed', '4242']);
    expect(await words()).toEqual(['default']);
  });

  it('runs at most the configured number of recognitions at once, the rest wait their turn', async () => {
    // Each pass logs its start and end; the log shows how many passes ever ran together.
    const log = path.join(dir, 'passes.log');
    const slow = fake('slow', `echo start >> ${log}; sleep 0.2; echo end >> ${log}; ${TSV_HEADER}`);
    const peak = async (maxConcurrent: number) => {
      writeFileSync(log, '');
      const ocr = new TesseractOcr({ command: slow, timeoutMs: 10_000, maxConcurrent });
      await Promise.all([1, 2, 3].map(() => ocr.recognize(Buffer.from('x'), 'png')));
      let running = 0;
      let most = 0;
      for (const event of readFileSync(log, 'utf8').split('\n').filter(Boolean)) {
        running += event === 'start' ? 1 : -1;
        most = Math.max(most, running);
      }
      return most;
    };
    expect(await peak(1)).toBe(2); // one recognition: its two passes
    expect(await peak(3)).toBeGreaterThan(2);
  });

  it('reads the regions it reads again (several of them) with one recogniser per pass, each region as if on its own; every recogniser started ahead of its input', async () => {
    // A chalet's folio of held-out set 20 (scored, so usable here): its side box and its customer's block are read again on their own.
    const folio = path.join(__dirname, '..', 'test', 'held-out-20', 'files', 'h20-en-french-alps-chalet-folio-1.png');
    const log = path.join(dir, 'invocations.log');
    writeFileSync(log, '');
    // Logs when each process starts, when its input has arrived (and whether it is a picture, "P5", or a list of files, "/…"), and when it ends.
    const counted = path.join(dir, 'counted-tesseract');
    const stamp = (event: string, extra = '') => `echo "${event} $$ $(date +%s%N) ${extra}" >> ${log}`;
    writeFileSync(
      counted,
      [
        '#!/bin/sh',
        stamp('start'),
        `input=$(mktemp -p ${dir})`,
        'cat > "$input"',
        stamp('input', '$(head -c 1 "$input")'),
        // (The Hebrew+English pass held back half a second, so that which pass is done first does not hang on the machine's load.)
        'case "$*" in *heb+eng*) sleep 0.5;; esac',
        'tesseract "$@" < "$input"',
        'code=$?',
        stamp('end'),
        'exit $code',
      ].join('\n'),
    );
    chmodSync(counted, 0o755);
    const lines = (await new TesseractOcr({ command: counted, timeoutMs: 60_000 }).recognize(readFileSync(folio), 'png')).map((l) => l.words.map((w) => w.text).join(' '));
    const events = readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' '))
      .map(([event, pid, ns, input]) => ({ event, pid, ms: Number(ns) / 1e6, input }));
    const at = (event: string, pid: string) => events.find((e) => e.event === event && e.pid === pid)?.ms ?? NaN;
    const processes = events.filter((e) => e.event === 'input');
    // The page's two passes, given the picture; then the regions' two, each given a list of files: not two processes per region.
    expect(processes).toHaveLength(4);
    const page = processes.filter((p) => p.input === 'P').map((p) => p.pid);
    const regions = processes.filter((p) => p.input === '/').map((p) => p.pid);
    expect([page.length, regions.length]).toEqual([2, 2]);
    // The page's passes were started before the picture was decoded and prepared (some 0.2-0.5 s of work), not when it was ready.
    for (const pid of page) expect(at('input', pid) - at('start', pid)).toBeGreaterThan(100);
    // The regions' passes were started while the page was still being read: when its first pass was done, not after both.
    expect(Math.min(...regions.map((pid) => at('start', pid)))).toBeLessThan(Math.max(...page.map((pid) => at('end', pid))));
    // What only the regions' reading gives: the side box's date line, whole.
    expect(lines).toContain('Date de facture / Invoice date 19 Dec 2025');
  }, 60_000);

  it('stops the passes it started ahead when they are not needed', async () => {
    // A picture with nothing to read again: the pair started for the regions is stopped, not left waiting for input.
    const log = path.join(dir, 'stopped.log');
    writeFileSync(log, '');
    const traced = path.join(dir, 'traced-tesseract');
    writeFileSync(traced, `#!/bin/sh\necho "start $$" >> ${log}\nexec tesseract "$@"\n`);
    chmodSync(traced, 0o755);
    const blank = Buffer.concat([Buffer.from('P5\n600 400\n255\n'), Buffer.alloc(600 * 400, 255)]);
    const { execFileSync } = await import('node:child_process');
    const png = execFileSync('convert', ['pgm:-', 'png:-'], { input: blank });
    expect(await new TesseractOcr({ command: traced, timeoutMs: 10_000 }).recognize(png, 'png')).toEqual([]);
    const pids = readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split(' ')[1]);
    expect(pids.length).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // `exec` keeps the pid: none of the processes is still running.
    const alive = pids.filter((pid) => {
      try {
        process.kill(Number(pid), 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  }, 30_000);
});
