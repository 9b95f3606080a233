export * from './parties.ports';
export * from './parties.use-cases';
export * from './pricelists.use-cases';
export * from './vendors.use-cases';
export * from './describe-entities.use-case';
