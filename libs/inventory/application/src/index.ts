export * from './inventory.ports';
export * from './list-stock-movements.use-case';
export * from './record-stock-movement.use-case';
export * from './stock-records.use-cases';
export * from './warehouses.use-cases';
