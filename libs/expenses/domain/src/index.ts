export * from './expense';
export * from './summary';
