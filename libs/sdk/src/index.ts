export * from './client';
export * from './errors';
export * from './feed';
export * from './paginate';
export * from './retry';
export * from './webhooks';
export type { components, operations, paths } from './generated/openapi';
