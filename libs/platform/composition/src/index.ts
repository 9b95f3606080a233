export * from './contexts';
export * from './foundation';
