export * from './api-keys.use-cases';
export * from './identity.ports';
