import { DocumentReader, ReadDocument, UnreadableDocumentError } from '@backoffice/extraction/application';
import { DocumentFormat, DocumentLine } from '@backoffice/extraction/domain';
import { PdfPageRenderer } from './pdf-page-renderer';
import { PdfTextLayer } from './pdf-text-layer';
import { TesseractOcr } from './tesseract-ocr';

/** Bumped when what the readers return changes (image preparation, OCR settings): caches of reader output key on it. */
export const READER_VERSION = 25;

/** Fewer letters and digits than this in the text layer: the PDF is a scan (or a picture of one). */
const MIN_TEXT_LAYER_CHARS = 20;

/**
 * Chooses the reader by format: a PDF's text layer when it has one, else OCR of its rendered
 * pages; PNG and JPEG by OCR.
 */
export class ReceiptDocumentReader implements DocumentReader {
  constructor(
    private readonly pdfText: PdfTextLayer,
    private readonly renderer: PdfPageRenderer,
    private readonly ocr: TesseractOcr,
  ) {}

  async read(format: DocumentFormat, bytes: Buffer): Promise<ReadDocument> {
    if (format !== 'pdf') return { document: { lines: await this.ocr.recognize(bytes, format), source: 'ocr' }, reader: 'image-ocr' };
    let text: { text: string; lines: DocumentLine[] };
    try {
      text = await this.pdfText.read(bytes);
    } catch {
      throw new UnreadableDocumentError('pdf');
    }
    if ((text.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_TEXT_LAYER_CHARS) return { document: { lines: text.lines, source: 'text' }, reader: 'pdf-text' };
    const pages = await this.renderer.render(bytes);
    const lines: DocumentLine[] = [];
    // Pages stacked: each page's boxes below the previous page's.
    let offset = 0;
    for (const page of pages) {
      const pageLines = await this.ocr.recognize(page, 'pdf');
      lines.push(...pageLines.map((l) => ({ words: l.words.map((w) => ({ ...w, y0: w.y0 + offset, y1: w.y1 + offset })) })));
      offset = Math.max(offset, ...lines.flatMap((l) => l.words.map((w) => w.y1))) + 100;
    }
    return { document: { lines, source: 'ocr' }, reader: 'pdf-ocr' };
  }
}
