export * from './catalogue.ports';
export * from './products.use-cases';
