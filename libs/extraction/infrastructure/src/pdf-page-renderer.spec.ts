import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { PdfPageRenderer } from './pdf-page-renderer';

// The renderer's reads of the rendered pages made slow, as on a loaded machine: a read still pending when the renderer removes its directory fails.
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual('node:fs/promises');
  return { ...actual, readFile: async (...args: Parameters<typeof actual.readFile>) => (await new Promise((resolve) => setTimeout(resolve, 50)), actual.readFile(...args)) };
});

describe('PdfPageRenderer', () => {
  it('reads every rendered page before it removes its working directory, however slow the reads', async () => {
    const pdf = readFileSync(path.join(__dirname, '..', 'test', 'fixtures', 'receipts', 'en-invoice-01.scan.pdf'));
    const pages = await new PdfPageRenderer({ command: 'pdftoppm', dpi: 50, maxPages: 3, timeoutMs: 60_000 }).render(pdf);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((p) => p.subarray(1, 4).toString() === 'PNG')).toBe(true);
  });
});
