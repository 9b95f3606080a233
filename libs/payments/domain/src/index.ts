export * from './card';
export * from './charge';
