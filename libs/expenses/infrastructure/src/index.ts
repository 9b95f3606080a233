export * from './expenses-infrastructure.module';
