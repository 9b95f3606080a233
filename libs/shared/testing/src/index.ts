export * from './services';
export * from './test-config';
