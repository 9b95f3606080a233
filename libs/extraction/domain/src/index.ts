export * from './amounts';
export * from './dates';
export * from './israeli-tax-id';
export * from './receipt-fields';
export * from './receipt-parser';
export * from './receipt-text';
export * from './vat-rates';
export * from './document-format';
