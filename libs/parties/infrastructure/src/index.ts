export * from './parties-infrastructure.module';
export * from './vendor-list.sql';
