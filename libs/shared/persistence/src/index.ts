export * from './database-connection';
export * from './embedded-database';
export * from './migrations';
export * from './persistence.module';
export * from './pg-errors';
export * from './run-migrations';
export * from './typeorm-unit-of-work';
