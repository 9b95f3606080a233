/**
 * Time and field accuracy per receipt on the corpus, by format, with the readers the worker uses
 * (pdf.js in its thread, poppler, tesseract). Run one at a time on a quiet machine:
 *   node -r @swc-node/register bench/extraction/extraction.bench.ts [rounds]
 * Each document is read `rounds` times (default 3) after one warm-up read; the cache is not involved.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseReceiptDocument } from '@backoffice/extraction/domain';
import { PdfPageRenderer, PdfTextLayer, ReceiptDocumentReader, TesseractOcr } from '@backoffice/extraction/infrastructure';
import { DocumentFormat } from '@backoffice/extraction/domain';
import { CORPUS_DIR, corpus, score } from '../../libs/extraction/infrastructure/test/receipt-corpus';

const rounds = Number(process.argv[2] ?? 3);

async function main(): Promise<void> {
  const pdfText = new PdfTextLayer();
  const reader = new ReceiptDocumentReader(
    pdfText,
    new PdfPageRenderer({ command: 'pdftoppm', dpi: 200, maxPages: 3, timeoutMs: 60_000 }),
    new TesseractOcr({ command: 'tesseract', timeoutMs: 60_000 }),
  );
  const entries = corpus();
  const kinds: { label: string; format: (file: string) => DocumentFormat; file: (e: (typeof entries)[number]) => string | undefined }[] = [
    { label: 'PDF with text', format: () => 'pdf', file: (e) => `${e.id}.pdf` },
    { label: 'PNG', format: () => 'png', file: (e) => (e.image.endsWith('.png') ? e.image : undefined) },
    { label: 'JPEG', format: () => 'jpeg', file: (e) => (e.image.endsWith('.jpg') ? e.image : undefined) },
    { label: 'scanned PDF', format: () => 'pdf', file: (e) => `${e.id}.scan.pdf` },
  ];
  await reader.read('pdf', readFileSync(path.join(CORPUS_DIR, `${entries[0].id}.pdf`)));
  console.log(`| format | documents | field accuracy | mean ms | p50 ms | p95 ms | max ms |`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
  for (const kind of kinds) {
    const times: number[] = [];
    let correct = 0;
    let counted = 0;
    let documents = 0;
    const misses: string[] = [];
    for (const entry of entries) {
      const name = kind.file(entry);
      if (!name) continue;
      documents++;
      const bytes = readFileSync(path.join(CORPUS_DIR, name));
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        const read = await reader.read(kind.format(name), bytes);
        const fields = parseReceiptDocument(read.document).fields;
        times.push(performance.now() - started);
        if (round === 0) {
          const s = score(entry.id, entry.truth, fields);
          correct += s.correct;
          counted += s.counted;
          misses.push(...s.misses);
        }
      }
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    const mean = times.reduce((s, t) => s + t, 0) / times.length;
    console.log(
      `| ${kind.label} | ${documents} | ${((100 * correct) / counted).toFixed(1)}% (${correct}/${counted}) | ${mean.toFixed(0)} | ${at(0.5).toFixed(0)} | ${at(0.95).toFixed(0)} | ${times[times.length - 1].toFixed(0)} |`,
    );
    for (const miss of misses) console.log(`    miss: ${miss}`);
  }
  await pdfText.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
