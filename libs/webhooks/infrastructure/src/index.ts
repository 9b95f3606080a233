export * from './aes-gcm-secret-cipher';
export * from './delivery-dispatcher';
export * from './http-webhook-sender';
export * from './webhooks-infrastructure.module';
