export { contextGenerator } from './context/generator';
export type { ContextGeneratorSchema } from './context/schema';
