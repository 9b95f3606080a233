export * from './webhooks-infrastructure.module';
