export * from './documents-infrastructure.module';
export * from './simulated-tax-authority';
