export * from './catalogue-infrastructure.module';
