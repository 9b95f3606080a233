export * from './identity-infrastructure.module';
export * from './sha256-api-key-secrets';
