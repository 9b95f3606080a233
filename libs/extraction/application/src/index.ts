export * from './extract-receipt.job';
export * from './extract-receipt.use-cases';
export * from './extraction.errors';
export * from './extraction.ports';
