export * from './gcra';
export * from './in-process-rate-limiter';
export * from './rate-limit.module';
export * from './rate-limiter.port';
export * from './redis-rate-limiter';
