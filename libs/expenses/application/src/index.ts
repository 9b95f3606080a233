export * from './expense-rows';
export * from './expenses.ports';
export * from './expenses.use-cases';
export * from './import-exchange-rates.use-case';
export * from './supplier-invoices.use-cases';
