import { DynamicModule, Inject, Module, ModuleMetadata, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import {
  DOCUMENT_FETCHER,
  DOCUMENT_READER,
  EXTRACT_RECEIPT_JOB,
  EXTRACTION_CACHE,
  EXTRACTION_SETTINGS,
  ExtractExpenseFields,
  RECEIPT_FILES,
  ReadReceipt,
  VENDOR_MATCHER,
} from '@backoffice/extraction/application';
import { APP_CONFIG, AppConfig } from '@backoffice/shared/config';
import { JOB_HANDLER_REGISTRY, JobHandlerRegistry } from '@backoffice/shared/kernel';
import { FilesContextReceiptFiles, PartiesVendorMatcher } from './cross-context.adapters';
import { GuardedHttpFetcher } from './guarded-http.fetcher';
import { PdfPageRenderer } from './pdf-page-renderer';
import { PdfTextLayer } from './pdf-text-layer';
import { PgExtractionCache } from './pg-extraction.cache';
import { ReceiptDocumentReader } from './receipt-document.reader';
import { TesseractOcr } from './tesseract-ocr';

const PDF_TEXT_LAYER = Symbol('PdfTextLayer');
const OCR_TIMEOUT_MS = 60_000;

/**
 * Receipt extraction: the use cases, the readers (pdf.js text layer, poppler + tesseract OCR), the
 * guarded fetcher, the PostgreSQL cache, and the extraction job's handler. Its adapters call the
 * files (`DescribeFiles`, `ReadSignedFile`) and parties (`ListVendors`) application libs; the app
 * passes in the modules that provide them.
 */
@Module({})
export class ExtractionInfrastructureModule implements OnModuleInit, OnApplicationShutdown {
  static register(options: { imports: NonNullable<ModuleMetadata['imports']> }): DynamicModule {
    return {
      module: ExtractionInfrastructureModule,
      imports: options.imports,
      providers: [
        ExtractExpenseFields,
        ReadReceipt,
        { provide: PDF_TEXT_LAYER, useFactory: () => new PdfTextLayer() },
        {
          provide: DOCUMENT_READER,
          inject: [APP_CONFIG, PDF_TEXT_LAYER],
          useFactory: (config: AppConfig, pdfText: PdfTextLayer) =>
            new ReceiptDocumentReader(
              pdfText,
              new PdfPageRenderer({ command: config.extraction.pdfRenderCommand, dpi: 200, maxPages: 3, timeoutMs: OCR_TIMEOUT_MS }),
              new TesseractOcr({ command: config.extraction.ocrCommand, timeoutMs: OCR_TIMEOUT_MS }),
            ),
        },
        {
          provide: DOCUMENT_FETCHER,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) =>
            new GuardedHttpFetcher({
              policy: { allowPrivate: config.allowPrivateTargets },
              maxBytes: config.extraction.fetchMaxBytes,
              timeoutMs: config.extraction.fetchTimeoutMs,
            }),
        },
        { provide: EXTRACTION_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => ({ waitMs: config.extraction.waitMs }) },
        { provide: EXTRACTION_CACHE, useClass: PgExtractionCache },
        { provide: RECEIPT_FILES, useClass: FilesContextReceiptFiles },
        { provide: VENDOR_MATCHER, useClass: PartiesVendorMatcher },
      ],
      exports: [ExtractExpenseFields],
    };
  }

  constructor(
    @Inject(JOB_HANDLER_REGISTRY) private readonly jobs: JobHandlerRegistry,
    private readonly readReceipt: ReadReceipt,
    @Inject(PDF_TEXT_LAYER) private readonly pdfText: PdfTextLayer,
  ) {}

  onModuleInit(): void {
    this.jobs.register(EXTRACT_RECEIPT_JOB, (payload) => this.readReceipt.execute(payload));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pdfText.close();
  }
}
