import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { OcrUnavailableError, UnreadableDocumentError } from '@backoffice/extraction/application';

/** Renders the first pages of a PDF to greyscale PNGs with poppler's `pdftoppm`, for OCR. */
export class PdfPageRenderer {
  constructor(private readonly options: { command: string; dpi: number; maxPages: number; timeoutMs: number }) {}

  async render(pdf: Buffer): Promise<Buffer[]> {
    const dir = await mkdtemp(path.join(tmpdir(), 'extraction-'));
    try {
      const input = path.join(dir, 'in.pdf');
      await writeFile(input, pdf);
      const args = ['-r', String(this.options.dpi), '-gray', '-png', '-f', '1', '-l', String(this.options.maxPages), input, path.join(dir, 'page')];
      await new Promise<void>((resolve, reject) =>
        execFile(this.options.command, args, { timeout: this.options.timeoutMs }, (error) => {
          const code = (error as NodeJS.ErrnoException | null)?.code;
          if (!error) resolve();
          else if (code === 'ENOENT' || code === 'EACCES') reject(new OcrUnavailableError());
          else reject(new UnreadableDocumentError('pdf'));
        }),
      );
      const pages = (await readdir(dir)).filter((f) => f.startsWith('page') && f.endsWith('.png')).sort();
      // Awaited here, inside the try: returned unawaited, the pages would still be reading when the finally removes the directory.
      return await Promise.all(pages.map((f) => readFile(path.join(dir, f))));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
