import fastJson from 'fast-json-stringify';
import type { Static, TSchema } from '@sinclair/typebox';

/** An answer already turned into JSON by a serialiser compiled from its documented schema. */
export class SerialisedJson {
  constructor(readonly json: string) {}
}

/**
 * A serialiser compiled (with fast-json-stringify) from the schema that documents a response, for
 * the hot list routes: the schema the OpenAPI document publishes is the one that writes the
 * answer, so the two cannot drift, and a page of 200 rows is written without `JSON.stringify`
 * walking generic objects. Properties the schema does not name are not sent.
 *
 * The handler returns the `SerialisedJson`; `serialiseReply` (the Fastify reply serializer) sends
 * its text as it is.
 */
export function compiledJson<S extends TSchema>(schema: S): (value: Static<S>) => SerialisedJson {
  const stringify = fastJson(forSerialisation(schema) as Parameters<typeof fastJson>[0]);
  return (value) => new SerialisedJson(stringify(value));
}

/** The reply serializer of the API: compiled answers as they are, everything else `JSON.stringify`. */
export function serialiseReply(payload: unknown): string {
  return payload instanceof SerialisedJson ? payload.json : JSON.stringify(payload);
}

/**
 * The documented schema reduced to what serialising needs: no `$id`s (a named schema appears more
 * than once in a page), and `X | null` unions written as a type list, which fast-json-stringify
 * writes directly instead of validating each value to pick a branch.
 */
function forSerialisation(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerialisation);
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as Record<string, unknown>;
  const union = (source.anyOf ?? source.oneOf) as Record<string, unknown>[] | undefined;
  if (union?.length === 2) {
    const nonNull = union.filter((branch) => branch.type !== 'null');
    if (nonNull.length === 1 && typeof nonNull[0].type === 'string') {
      const { enum: _values, ...rest } = forSerialisation(nonNull[0]) as Record<string, unknown>;
      return { ...rest, type: [nonNull[0].type, 'null'] };
    }
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === '$id' || key === 'description' || key === 'examples' || key === 'example') continue;
    // `properties` maps field names (which may well be "description") to schemas.
    out[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([name, s]) => [name, forSerialisation(s)])) : forSerialisation(value);
  }
  return out;
}
