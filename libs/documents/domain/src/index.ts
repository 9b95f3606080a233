export * from './approval-policy';
export * from './document-totals';
export * from './document-type';
export * from './draft';
export * from './settlement';
export * from './issued-document';
