export * from './app-config';
export * from './config.module';
export * from './load-config';
export * from './secrets-key';
export * from './sealed-text';
