export * from './extraction-infrastructure.module';
export * from './guarded-http.fetcher';
export * from './ocr-lines';
export * from './pdf-page-renderer';
export * from './pdf-text-layer';
export * from './receipt-document.reader';
export * from './tesseract-ocr';
