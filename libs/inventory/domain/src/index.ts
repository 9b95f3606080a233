export * from './inventory.errors';
export * from './movement-type';
export * from './stock-levels';
export * from './stock-record';
export * from './warehouse';
