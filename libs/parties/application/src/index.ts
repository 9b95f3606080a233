export * from './parties.ports';
export * from './parties.use-cases';
export * from './pricelists.use-cases';
export * from './vendors.use-cases';
