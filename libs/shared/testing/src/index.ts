export * from './services';
export * from './test-config';
export * from './webhook-receiver';
export * from './text-pdf';
export * from './prometheus';
export * from './free-port';
