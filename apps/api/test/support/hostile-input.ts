import fc from 'fast-check';
import { OpenApiSchema } from './openapi-routes';

/** Values a careless or hostile client sends where a scalar is expected. */
const HOSTILE_CONSTANTS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.000001,
  0.1 + 0.2,
  1.005,
  1e21,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  '0',
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '0x1F',
  '12abc',
  '99999999999999999999999999999',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-03-04T25:61:00Z',
  'not-a-date',
  '\u0000',
  'a\u0000b',
  '\uFFFF\uD800',
  'שלום ₪ 🧾',
  '🧾'.repeat(300),
  "'; DROP TABLE documents; --",
  '%00%ff',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"nested":true}',
  'x'.repeat(70_000),
  [],
  [1, 2, 3],
  ['a'],
  [null],
  {},
  { $gt: 0 },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
];

function deep(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.constant(deep(60)) },
);

/** Query strings and path segments are text: hostile text, and the text of hostile values. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileValue.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined'))) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('-5', '0', '1.5', '2147483648', '9'.repeat(40), 'abc', '%', '..', '%2F', 'null', 'undefined') },
);

/** Raw request bodies that are not valid JSON, or valid JSON of the wrong shape. */
export const MALFORMED_BODIES: string[] = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '{"a":"\\ud800"}',
  '1e999999',
  '"just a string"',
  '12',
  'null',
  'true',
  '[]',
  '[{}]',
  '{"__proto__":{"polluted":true}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
  '{"a":1,"a":2}',
];

/** A documented example with the company's real ids in the fields they name (at any depth), so it passes the lookups too. */
export function withRealIds(example: unknown, ids: Record<string, number>): unknown {
  if (Array.isArray(example)) return example.map((item) => withRealIds(item, ids));
  if (example === null || typeof example !== 'object') return example;
  return Object.fromEntries(Object.entries(example as Json).map(([key, value]) => [key, key in ids && typeof value === 'number' ? ids[key] : withRealIds(value, ids)]));
}

/** A body that should pass validation: examples, enums and the company's real ids. */
export function plausible(
  schema: OpenApiSchema | undefined,
  resolve: (s: OpenApiSchema | undefined) => OpenApiSchema | undefined,
  ids: Record<string, number>,
  name = '',
  depth = 0,
): unknown {
  const s = resolve(schema) ?? {};
  if (name in ids) return ids[name];
  if (s.example !== undefined) return s.example;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const variant = s.allOf?.[0] ?? s.oneOf?.[0] ?? s.anyOf?.[0];
  if (variant) return plausible(variant, resolve, ids, name, depth);
  switch (s.type) {
    case 'number':
    case 'integer':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return depth > 3 ? [] : [plausible(s.items, resolve, ids, '', depth + 1)];
    case 'string':
      return /date/i.test(name) ? '2026-03-04' : /email/i.test(name) ? 'someone@example.com' : 'text';
    default:
      if (!s.properties || depth > 3) return 'text';
      return Object.fromEntries(Object.entries(s.properties).map(([key, prop]) => [key, plausible(prop, resolve, ids, key, depth + 1)]));
  }
}

type Json = Record<string, unknown>;

/** Every dotted path into an object and its nested objects and first array elements. */
function fieldPaths(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  return Object.entries(value as Json).flatMap(([key, child]) => {
    const here = [...prefix, key];
    const nested = Array.isArray(child) ? fieldPaths(child[0], [...here, '0'], depth + 1) : fieldPaths(child, here, depth + 1);
    return [here, ...nested];
  });
}

function valueAt(body: unknown, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Json)[key] : undefined), body);
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function withField(body: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = JSON.parse(JSON.stringify(body)) as Json;
  let node: Json = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Json;
  if (remove) delete node[path[path.length - 1]];
  else node[path[path.length - 1]] = value;
  return copy;
}

export type BodyCase = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; contentType: string };

/** Bodies around a plausible one: one field hostile or missing, an unknown field, an object wrapped in an array, wrong shapes, broken JSON. */
export function hostileBody(base: unknown): fc.Arbitrary<BodyCase> {
  const paths = fieldPaths(base);
  const json = (value: unknown): BodyCase => ({ kind: 'json', value });
  const options: fc.Arbitrary<BodyCase>[] = [
    fc.constantFrom(...MALFORMED_BODIES).map((text): BodyCase => ({ kind: 'raw', text, contentType: 'application/json' })),
    fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x')
      .map((contentType): BodyCase => ({ kind: 'raw', text: JSON.stringify(base ?? {}), contentType })),
    hostileValue.map(json),
    fc.constant(json({ ...(base as Json), unexpectedField: 'x' })),
  ];
  if (paths.length > 0) {
    const path = fc.constantFrom(...paths);
    options.push(fc.tuple(path, hostileValue).map(([p, v]) => json(withField(base, p, v))));
    options.push(fc.tuple(path, hostileValue).map(([p, v]) => json(withField(base, p, v))));
    options.push(fc.tuple(path, hostileValue).map(([p, v]) => json(withField(base, p, v))));
    options.push(path.map((p) => json(withField(base, p, undefined, true))));
  }
  // An object where it belongs, wrapped in an array (an item of a list given as a list itself):
  // a shape class-validator's nested check lets through on its own.
  const objects = paths.filter((p) => isObject(valueAt(base, p)));
  if (objects.length > 0) {
    const wrapped = fc.constantFrom(...objects).map((p) => json(withField(base, p, [valueAt(base, p)])));
    options.push(wrapped, wrapped);
  }
  return fc.oneof(...options);
}
