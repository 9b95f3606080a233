type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Schema keywords whose values are schemas, one or a list or a map of them. */
const ONE = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else'];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions'];

/** Applies `visit` to a schema and then to every schema inside it, depth first; `visit` returns the replacement. */
export function mapSchema(schema: unknown, visit: (schema: Json) => Json): unknown {
  if (!isObject(schema)) return schema;
  const copy: Json = { ...schema };
  for (const key of ONE) if (isObject(copy[key])) copy[key] = mapSchema(copy[key], visit);
  for (const key of LIST) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map((s) => mapSchema(s, visit));
  for (const key of MAP) {
    if (isObject(copy[key])) copy[key] = Object.fromEntries(Object.entries(copy[key] as Json).map(([name, s]) => [name, mapSchema(s, visit)]));
  }
  return visit(copy);
}

/** Every schema slot of an OpenAPI document: components, parameters, bodies, responses, headers, webhooks. */
export function mapDocumentSchemas(doc: Json, visit: (schema: Json) => Json): Json {
  const map = (schema: unknown) => mapSchema(schema, visit);
  const mapContent = (content: unknown) =>
    isObject(content) ? Object.fromEntries(Object.entries(content).map(([type, media]) => [type, isObject(media) ? { ...media, schema: map(media.schema) } : media])) : content;
  const mapHeaders = (headers: unknown) =>
    isObject(headers) ? Object.fromEntries(Object.entries(headers).map(([name, h]) => [name, isObject(h) && h.schema ? { ...h, schema: map(h.schema) } : h])) : headers;
  const mapOperation = (op: Json): Json => ({
    ...op,
    ...(Array.isArray(op.parameters) ? { parameters: op.parameters.map((p: Json) => (p.schema ? { ...p, schema: map(p.schema) } : p)) } : {}),
    ...(isObject(op.requestBody) ? { requestBody: { ...op.requestBody, content: mapContent(op.requestBody.content) } } : {}),
    ...(isObject(op.responses)
      ? {
          responses: Object.fromEntries(
            Object.entries(op.responses).map(([status, r]) => [
              status,
              isObject(r) ? { ...r, content: r.content ? mapContent(r.content) : undefined, headers: mapHeaders(r.headers) } : r,
            ]),
          ),
        }
      : {}),
  });
  const mapPaths = (paths: unknown) =>
    isObject(paths)
      ? Object.fromEntries(
          Object.entries(paths).map(([path, item]) => [path, Object.fromEntries(Object.entries(item as Json).map(([m, op]) => [m, isObject(op) ? mapOperation(op) : op]))]),
        )
      : paths;
  const components = isObject(doc.components) ? { ...doc.components } : {};
  if (isObject(components.schemas)) components.schemas = Object.fromEntries(Object.entries(components.schemas).map(([name, s]) => [name, map(s)]));
  if (isObject(components.headers)) components.headers = mapHeaders(components.headers);
  if (isObject(components.responses)) {
    components.responses = Object.fromEntries(
      Object.entries(components.responses).map(([name, r]) => [
        name,
        isObject(r) ? { ...r, content: r.content ? mapContent(r.content) : undefined, headers: mapHeaders(r.headers) } : r,
      ]),
    );
  }
  return JSON.parse(JSON.stringify({ ...doc, components, paths: mapPaths(doc.paths), ...(doc.webhooks ? { webhooks: mapPaths(doc.webhooks) } : {}) }));
}

/**
 * Nest writes OpenAPI 3.0 (`nullable: true`, `example`); 3.1 says the same with JSON Schema
 * 2020-12: `null` is a type, examples are a list.
 */
export function toOpenApi31(doc: Json): Json {
  return mapDocumentSchemas(doc, (schema) => {
    const { nullable, example, ...rest } = schema;
    const out: Json = rest;
    if (example !== undefined && out.examples === undefined) out.examples = [example];
    // 3.0 booleans beside minimum/maximum; 3.1 names the bound itself.
    if (out.exclusiveMinimum === true) {
      out.exclusiveMinimum = out.minimum;
      delete out.minimum;
    }
    if (out.exclusiveMaximum === true) {
      out.exclusiveMaximum = out.maximum;
      delete out.maximum;
    }
    if (nullable !== true) return out;
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
    if (Array.isArray(out.type)) return out.type.includes('null') ? out : { ...out, type: [...out.type, 'null'] };
    const { description, ...inner } = out;
    return { ...(description !== undefined ? { description } : {}), anyOf: [inner, { type: 'null' }] };
  });
}

/** Moves every schema with an `$id` into `components.schemas` under that name and refers to it there. */
export function hoistNamedSchemas(doc: Json): Json {
  const named: Record<string, Json> = {};
  const hoisted = mapDocumentSchemas(doc, (schema) => {
    if (typeof schema.$id !== 'string') return schema;
    const { $id, ...rest } = schema;
    const name = $id as string;
    const known = named[name];
    if (known && JSON.stringify(known) !== JSON.stringify(rest)) throw new Error(`two different schemas are named ${name}`);
    named[name] = rest;
    return { $ref: `#/components/schemas/${name}` };
  });
  const components = hoisted.components as Json;
  components.schemas = sortKeys({ ...(components.schemas as Json), ...named });
  return hoisted;
}

function sortKeys(object: Json): Json {
  return Object.fromEntries(
    Object.keys(object)
      .sort()
      .map((key) => [key, object[key]]),
  );
}
