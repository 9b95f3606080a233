export * from './parties-infrastructure.module';
