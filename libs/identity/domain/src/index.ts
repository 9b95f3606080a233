export * from './api-key';
export * from './company';
export * from './company-settings';
