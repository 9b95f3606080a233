export * from './actor';
export * from './clock';
export * from './domain-error';
export * from './job-queue';
export * from './pagination';
export * from './unit-of-work';
export * from './permissions';
export * from './decimal';
