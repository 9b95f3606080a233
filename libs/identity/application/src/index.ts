export * from './api-keys.use-cases';
export * from './company-settings.use-cases';
export * from './identity.ports';
