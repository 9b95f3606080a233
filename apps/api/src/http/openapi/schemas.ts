import { MAX_LIMIT } from '@backoffice/shared/kernel';
import { ObjectOptions, SchemaOptions, Static, TProperties, TSchema, Type } from '@sinclair/typebox';

export { Type };
export type { Static, TSchema };

/**
 * Response schemas are written once, here and beside each controller, with TypeBox: the same
 * object is a JSON Schema (published in /openapi.json, validated against real responses in the
 * e2e suite) and a TypeScript type (`Static<typeof X>`), so a view that builds a response is
 * type-checked against what the document promises.
 *
 * `$id` names a schema: the document lists it under `components.schemas` and refers to it.
 */
export const Named = <T extends TProperties>(name: string, properties: T, options: ObjectOptions = {}) => Type.Object(properties, { $id: name, ...options });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Database ids: positive 32-bit integers, as path ids accept them. */
export const Id = (options: SchemaOptions = {}) => Type.Integer({ minimum: 1, ...options });

/** Exact decimal amounts are sent as JSON numbers with at most their scale's decimals. */
export const Amount = (description = 'Exact decimal amount') => Type.Number({ description });

export const CalendarDate = (description?: string) => Type.String({ format: 'date', ...(description ? { description } : {}) });

export const Timestamp = (description?: string) => Type.String({ format: 'date-time', ...(description ? { description } : {}) });

export const Success = Type.Literal(true, { description: 'Always true on a 2xx answer' });

/** `pagination` of every list (rules in docs/api.md, "Pagination"). */
export const Pagination = Named(
  'Pagination',
  {
    total: Type.Integer({ minimum: 0, description: 'Rows matching the filters (whole-set lists: rows returned)' }),
    limit: Type.Integer({ minimum: 1, maximum: MAX_LIMIT }),
    offset: Type.Integer({ minimum: 0 }),
    hasMore: Type.Boolean(),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: MAX_LIMIT }),
    totalPages: Type.Integer({ minimum: 0 }),
  },
  { description: 'Where this page sits in the list' },
);

/** `{ data, pagination }` of `item`, plus any legacy keys a list keeps (rule 5). */
export const Page = <T extends TSchema, L extends TProperties = Record<never, never>>(name: string, item: T, legacy?: L) =>
  Named(name, { data: Type.Array(item), pagination: Pagination, ...(legacy ?? ({} as L)) });

/** A string from a fixed list (the domain's own constant), as a plain `enum` that every generator reads. */
export const StringEnum = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
