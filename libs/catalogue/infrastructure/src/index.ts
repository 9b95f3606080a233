export * from './catalogue-infrastructure.module';
export * from './product.record';
