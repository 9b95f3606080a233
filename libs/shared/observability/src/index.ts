export type { Logger } from 'pino';
export * from './logger';
export * from './observability.module';
export * from './request-context';
