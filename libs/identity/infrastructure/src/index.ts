export * from './identity-infrastructure.module';
export * from './identity.records';
export * from './sha256-api-key-secrets';
