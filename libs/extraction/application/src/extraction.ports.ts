import { DocumentFormat, FieldConfidence, ReceiptDocument, ReceiptFields } from '@backoffice/extraction/domain';

export type ReaderKind = 'pdf-text' | 'pdf-ocr' | 'image-ocr';

export interface ReadDocument {
  /** Lines and words with their positions, for the parser to pair labels with values. */
  document: ReceiptDocument;
  reader: ReaderKind;
}

/**
 * Turns a document's bytes into text, choosing a reader by format: a PDF's text layer, or OCR of
 * its rendered pages when it has none, or OCR of an image. Throws OcrUnavailableError when OCR is
 * needed but missing, UnreadableDocumentError when the bytes are not a document of that format.
 */
export interface DocumentReader {
  read(format: DocumentFormat, bytes: Buffer): Promise<ReadDocument>;
}
export const DOCUMENT_READER = Symbol('DocumentReader');

export interface ReceiptFile {
  bytes: Buffer;
  /** What the files context's inspection found the bytes to be ('pdf', 'png', 'jpeg', …); null before it ran. */
  detectedType: string | null;
}

/** The company's uploaded files (the files context). Throws NotFoundError for an unknown or another company's id. */
export interface ReceiptFiles {
  load(companyId: number, fileId: number): Promise<ReceiptFile>;
}
export const RECEIPT_FILES = Symbol('ReceiptFiles');

/**
 * Downloads a document, connecting only to public addresses (unless the test switch allows
 * private ones), within a size limit and a time-out. Throws FetchFailedError.
 */
export interface DocumentFetcher {
  fetch(url: URL): Promise<Buffer>;
}
export const DOCUMENT_FETCHER = Symbol('DocumentFetcher');

export interface CachedExtraction {
  fields: ReceiptFields;
  confidence: FieldConfidence;
  reader: ReaderKind;
}

/** Results by content hash and format, so the same receipt is read once. */
export interface ExtractionCache {
  get(sha256: string, format: DocumentFormat, parserVersion: number): Promise<CachedExtraction | null>;
  put(sha256: string, format: DocumentFormat, parserVersion: number, result: CachedExtraction): Promise<void>;
}
export const EXTRACTION_CACHE = Symbol('ExtractionCache');

export interface VendorMatch {
  vendorId: number;
  vendorVisibleId: string;
}

/** One of the company's vendors with this tax id or, failing that, exactly this name (the parties context). */
export interface VendorMatcher {
  match(companyId: number, by: { taxId?: string; name?: string }): Promise<VendorMatch | null>;
}
export const VENDOR_MATCHER = Symbol('VendorMatcher');

export interface ExtractionSettings {
  /** How long the API waits for the worker's answer. */
  waitMs: number;
}
export const EXTRACTION_SETTINGS = Symbol('ExtractionSettings');
