export * from './event-types';
export * from './retry-policy';
export * from './signature';
