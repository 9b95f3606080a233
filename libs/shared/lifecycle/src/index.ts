export * from './graceful-shutdown';
