/** The options of `nx g @backoffice/tools:context` (schema.json). */
export interface ContextGeneratorSchema {
  name: string;
  entity?: string;
  skipFormat?: boolean;
}
