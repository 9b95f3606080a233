export * from './document-events';
export * from './document-feed';
export * from './document-jobs';
export * from './documents.ports';
export * from './issue-document.use-case';
export * from './read-documents.use-cases';
export * from './request-approval-number.use-case';
