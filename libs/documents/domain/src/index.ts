export * from './approval-policy';
export * from './document-totals';
export * from './document-type';
export * from './settlement';
export * from './issued-document';
