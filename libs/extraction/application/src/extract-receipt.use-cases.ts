import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DocumentFormat, PARSER_VERSION, formatOfDetectedType, formatOfFileName, parseReceiptDocument, sniffFormat } from '@backoffice/extraction/domain';
import { Actor, DomainError, JOB_QUEUE, JobQueue, JobTimeoutError, ValidationError, assertCan } from '@backoffice/shared/kernel';
import { ExtractionTimeoutError, MissingUrlError, UnsupportedFileTypeError } from './extraction.errors';
import {
  DOCUMENT_FETCHER,
  DOCUMENT_READER,
  DocumentFetcher,
  DocumentReader,
  EXTRACTION_CACHE,
  EXTRACTION_SETTINGS,
  ExtractionCache,
  ExtractionSettings,
  RECEIPT_FILES,
  ReceiptFiles,
  VENDOR_MATCHER,
  VendorMatcher,
} from './extraction.ports';
import { EXTRACT_RECEIPT_JOB, ExtractReceiptOutcome, ExtractReceiptPayload, ReceiptSource } from './extract-receipt.job';

export type ExtractionResult = Extract<ExtractReceiptOutcome, { ok: true }>;

const DEFAULT_FILENAME = 'file.pdf';

/**
 * `GET /expenses/extract-from-file/:fileId` and `GET /expenses/extract-from-url`: checks what can
 * be checked here (role, url, extension), then hands the reading to the worker and waits for its
 * answer. Creates nothing.
 */
@Injectable()
export class ExtractExpenseFields {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(EXTRACTION_SETTINGS) private readonly settings: ExtractionSettings,
  ) {}

  async fromFile(actor: Actor, fileId: number): Promise<ExtractionResult> {
    assertCan(actor, 'read');
    return this.run(actor, { kind: 'file', fileId });
  }

  async fromUrl(actor: Actor, input: { url?: string; filename?: string }): Promise<ExtractionResult> {
    assertCan(actor, 'read');
    if (input.url === undefined || input.url.trim() === '') throw new MissingUrlError();
    let url: URL;
    try {
      url = new URL(input.url.trim());
    } catch {
      throw ValidationError.field('url', 'must be an absolute http or https URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw ValidationError.field('url', 'must be an absolute http or https URL');
    if (url.username || url.password) throw ValidationError.field('url', 'must not carry credentials');
    const filename = input.filename?.trim() || DEFAULT_FILENAME;
    if (!formatOfFileName(filename)) throw new UnsupportedFileTypeError(`"${filename}"`);
    return this.run(actor, { kind: 'url', url: url.href, filename });
  }

  private async run(actor: Actor, source: ReceiptSource): Promise<ExtractionResult> {
    let outcome: ExtractReceiptOutcome;
    try {
      outcome = await this.jobs.request(EXTRACT_RECEIPT_JOB, { companyId: actor.companyId, source }, { timeoutMs: this.settings.waitMs });
    } catch (error) {
      if (error instanceof JobTimeoutError) throw new ExtractionTimeoutError(this.settings.waitMs);
      throw error;
    }
    if (!outcome.ok) throw new DomainError(outcome.error.code, outcome.error.kind, outcome.error.message);
    return outcome;
  }
}

/**
 * Handler of EXTRACT_RECEIPT_JOB, in the worker (or the API in embedded mode): loads or fetches
 * the bytes, reads them unless their hash is cached, parses the fields, and looks for a vendor of
 * the company with the same tax id or name.
 */
@Injectable()
export class ReadReceipt {
  constructor(
    @Inject(RECEIPT_FILES) private readonly files: ReceiptFiles,
    @Inject(DOCUMENT_FETCHER) private readonly fetcher: DocumentFetcher,
    @Inject(DOCUMENT_READER) private readonly reader: DocumentReader,
    @Inject(EXTRACTION_CACHE) private readonly cache: ExtractionCache,
    @Inject(VENDOR_MATCHER) private readonly vendors: VendorMatcher,
  ) {}

  async execute(payload: ExtractReceiptPayload): Promise<ExtractReceiptOutcome> {
    try {
      const { bytes, format } = await this.load(payload);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const cached = await this.cache.get(sha256, format, PARSER_VERSION);
      let result = cached;
      if (!result) {
        const read = await this.reader.read(format, bytes);
        result = { ...parseReceiptDocument(read.document), reader: read.reader };
        await this.cache.put(sha256, format, PARSER_VERSION, result);
      }
      const { vendorTaxId: taxId, vendorName: name } = result.fields;
      const matches = taxId || name ? await this.vendors.match(payload.companyId, { taxId, name }) : null;
      return { ok: true, expenseData: result.fields, confidence: result.confidence, ...(matches ? { matches } : {}), reader: result.reader, cached: cached !== null };
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, error: { code: error.code, kind: error.kind, message: error.message } };
      throw error;
    }
  }

  private async load(payload: ExtractReceiptPayload): Promise<{ bytes: Buffer; format: DocumentFormat }> {
    const { source } = payload;
    if (source.kind === 'url') {
      // The extension decides how a fetched document is read (spec), checked before fetching.
      const format = formatOfFileName(source.filename);
      if (!format) throw new UnsupportedFileTypeError(`"${source.filename}"`);
      return { bytes: await this.fetcher.fetch(new URL(source.url)), format };
    }
    const file = await this.files.load(payload.companyId, source.fileId);
    // The stored type: what the files context's inspection recorded, or what it will record.
    const format = file.detectedType ? formatOfDetectedType(file.detectedType) : sniffFormat(file.bytes);
    if (!format) throw new UnsupportedFileTypeError(`file ${source.fileId} (${file.detectedType ?? 'unknown type'})`);
    return { bytes: file.bytes, format };
  }
}
