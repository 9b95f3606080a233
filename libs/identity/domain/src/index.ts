export * from './api-key';
export * from './company';
