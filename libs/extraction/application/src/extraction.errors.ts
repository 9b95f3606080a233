import { DomainError } from '@backoffice/shared/kernel';

export class MissingUrlError extends DomainError {
  constructor() {
    super('MISSING_URL', 'validation', 'The query parameter "url" is required');
  }
}

export class UnsupportedFileTypeError extends DomainError {
  constructor(what: string) {
    super('UNSUPPORTED_FILE_TYPE_FOR_EXTRACTION', 'validation', `Extraction reads PDF, PNG and JPEG documents; ${what} is not one`);
  }
}

/** The URL could not be fetched, answered outside 2xx, was too large, or points at a refused address. */
export class FetchFailedError extends DomainError {
  constructor(reason: string) {
    super('FETCH_FAILED', 'unprocessable', `The document could not be fetched: ${reason}`);
  }
}

export class OcrUnavailableError extends DomainError {
  constructor() {
    super('OCR_UNAVAILABLE', 'unavailable', 'No OCR engine is installed on this server, so images and scanned PDFs cannot be read; PDFs with a text layer still can');
  }
}

/** The bytes are not a readable document of the type they claim (a damaged PDF, a truncated image). */
export class UnreadableDocumentError extends DomainError {
  constructor(format: string) {
    super('UNREADABLE_DOCUMENT', 'unprocessable', `The document could not be read as ${format.toUpperCase()}`);
  }
}

export class ExtractionTimeoutError extends DomainError {
  constructor(waitMs: number) {
    super('EXTRACTION_TIMEOUT', 'unavailable', `The document was not read within ${Math.round(waitMs / 1000)} s; try again later`);
  }
}
