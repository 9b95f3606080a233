export * from './parties.errors';
export * from './party';
export * from './price-quote';
export * from './price-tier';
