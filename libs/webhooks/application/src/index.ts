export * from './deliveries.use-cases';
export * from './manage-endpoints.use-cases';
export * from './send-delivery.use-cases';
export * from './webhook-jobs';
export * from './webhooks.ports';
export * from './webhook-events';
export * from './endpoint-health';
