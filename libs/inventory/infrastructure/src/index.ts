export * from './inventory-infrastructure.module';
