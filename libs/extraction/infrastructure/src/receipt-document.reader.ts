import { DocumentReader, ReadDocument, UnreadableDocumentError } from '@backoffice/extraction/application';
import { DocumentFormat } from '@backoffice/extraction/domain';
import { PdfPageRenderer } from './pdf-page-renderer';
import { PdfTextLayer } from './pdf-text-layer';
import { TesseractOcr } from './tesseract-ocr';

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
    if (format !== 'pdf') return { text: await this.ocr.recognize(bytes, format), reader: 'image-ocr' };
    let text: string;
    try {
      text = (await this.pdfText.read(bytes)).text;
    } catch {
      throw new UnreadableDocumentError('pdf');
    }
    if ((text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_TEXT_LAYER_CHARS) return { text, reader: 'pdf-text' };
    const pages = await this.renderer.render(bytes);
    const texts: string[] = [];
    for (const page of pages) texts.push(await this.ocr.recognize(page, 'pdf'));
    return { text: texts.join('\n'), reader: 'pdf-ocr' };
  }
}
