export * from './charges.use-cases';
export * from './gateway-requests';
export * from './payment-events';
export * from './payment-methods.use-cases';
export * from './payment-plans.use-cases';
export * from './payments.ports';
