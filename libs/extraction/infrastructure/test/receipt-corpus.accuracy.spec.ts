import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseReceiptDocument } from '@backoffice/extraction/domain';
import { PdfPageRenderer } from '../src/pdf-page-renderer';
import { PdfTextLayer } from '../src/pdf-text-layer';
import { ReceiptDocumentReader } from '../src/receipt-document.reader';
import { TesseractOcr } from '../src/tesseract-ocr';
import { CORPUS_DIR, corpus, FieldScore, score } from './receipt-corpus';

/**
 * Field-level accuracy on the generated corpus (fixtures/receipts, docs/extraction.md), read by
 * the real readers: pdf.js, poppler and tesseract. Targets: 95% on PDFs with a text layer, 85% on
 * images (PNG, JPEG and scanned PDFs).
 */
describe('extraction accuracy on the receipt corpus', () => {
  const pdfText = new PdfTextLayer();
  const reader = new ReceiptDocumentReader(
    pdfText,
    new PdfPageRenderer({ command: 'pdftoppm', dpi: 200, maxPages: 3, timeoutMs: 60_000 }),
    new TesseractOcr({ command: 'tesseract', timeoutMs: 60_000 }),
  );
  const entries = corpus();
  afterAll(() => pdfText.close());

  async function measure(format: 'pdf' | 'png' | 'jpeg', file: (e: (typeof entries)[number]) => string | undefined, expectedReader: string) {
    const total: FieldScore = { correct: 0, counted: 0, misses: [] };
    let documents = 0;
    for (const entry of entries) {
      const name = file(entry);
      if (!name) continue;
      documents++;
      const read = await reader.read(format, readFileSync(path.join(CORPUS_DIR, name)));
      expect(read.reader).toBe(expectedReader);
      const s = score(entry.id, entry.truth, parseReceiptDocument(read.document).fields);
      total.correct += s.correct;
      total.counted += s.counted;
      total.misses.push(...s.misses);
    }
    return { documents, accuracy: total.correct / total.counted, ...total };
  }

  it('has at least 30 receipts, Hebrew and English, of every kind', () => {
    expect(entries.length).toBeGreaterThanOrEqual(30);
    for (const prefix of ['he-shop', 'he-invoice', 'he-restaurant', 'he-utility', 'en-shop', 'en-invoice', 'en-restaurant', 'en-utility']) {
      expect(entries.some((e) => e.id.startsWith(prefix))).toBe(true);
    }
  });

  it('reads at least 95% of the fields of PDFs with a text layer', async () => {
    const result = await measure('pdf', (e) => `${e.id}.pdf`, 'pdf-text');
    if (result.accuracy < 0.95) console.log(result.misses.join('\n'));
    expect(result.documents).toBe(entries.length);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('reads at least 85% of the fields of PNG images', async () => {
    const result = await measure('png', (e) => (e.image.endsWith('.png') ? e.image : undefined), 'image-ocr');
    if (result.accuracy < 0.85) console.log(result.misses.join('\n'));
    expect(result.documents).toBeGreaterThanOrEqual(15);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.85);
  }, 120_000);

  it('reads at least 85% of the fields of JPEG images', async () => {
    const result = await measure('jpeg', (e) => (e.image.endsWith('.jpg') ? e.image : undefined), 'image-ocr');
    if (result.accuracy < 0.85) console.log(result.misses.join('\n'));
    expect(result.documents).toBeGreaterThanOrEqual(15);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.85);
  }, 120_000);

  it('reads at least 85% of the fields of scanned PDFs (no text layer)', async () => {
    const result = await measure('pdf', (e) => `${e.id}.scan.pdf`, 'pdf-ocr');
    if (result.accuracy < 0.85) console.log(result.misses.join('\n'));
    expect(result.documents).toBe(entries.length);
    expect(result.accuracy).toBeGreaterThanOrEqual(0.85);
  }, 180_000);
});
