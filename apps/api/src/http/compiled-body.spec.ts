import 'reflect-metadata';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { getMetadataStorage, validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { compiledBody } from './compiled-validation';
import { OPERATION_EXTENSION, OperationExtension } from './openapi/operation';

type Constructor = new () => object;

/** What the pipe did before, and still does when the compiled check is unsure: the reference. */
async function reference(metatype: Constructor, body: Record<string, unknown>): Promise<object | 'invalid'> {
  const instance = plainToInstance(metatype, body);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true, validationError: { target: false, value: false } });
  return errors.length > 0 ? 'invalid' : instance;
}

function controllerFiles(dir = path.join(__dirname, '..')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? controllerFiles(file) : name.endsWith('.controller.ts') ? [file] : [];
  });
}

/** Every JSON body a controller declares, with the route's documented example (the valid body each variation starts from). */
function declaredBodies(): { metatype: Constructor; route: string; example?: Record<string, unknown> }[] {
  const found: { metatype: Constructor; route: string; example?: Record<string, unknown> }[] = [];
  for (const file of controllerFiles()) {
    for (const exported of Object.values(require(file) as Record<string, unknown>)) {
      if (typeof exported !== 'function' || !exported.prototype) continue;
      const controller = exported as Constructor;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<string, { index: number }>;
        const body = Object.entries(args).find(([key]) => key.startsWith(`${RouteParamtypes.BODY}:`));
        if (!body) continue;
        const types = Reflect.getMetadata('design:paramtypes', controller.prototype, method) as Constructor[];
        const extension = (Reflect.getMetadata('swagger/apiExtension', controller.prototype[method as keyof object]) ?? {})[OPERATION_EXTENSION] as OperationExtension | undefined;
        found.push({ metatype: types[body[1].index], route: `${controller.name}.${method}`, example: extension?.example as Record<string, unknown> | undefined });
      }
    }
  }
  return found;
}

const JSON_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  1,
  -1,
  7,
  1.5,
  0.0001,
  1.23456,
  1e-7,
  -250.75,
  2147483647,
  2147483648,
  1e12,
  '',
  'a',
  'Acme Ltd',
  '1',
  'ILS',
  'usd',
  'EUR',
  '2026-01-31',
  '2026-02-30',
  'https://example.com/hook',
  'a@example.com',
  'x'.repeat(70),
  'x'.repeat(2100),
  'a\u0000b',
  [],
  ['a'],
  [1, 2],
  {},
  { nested: 'x' },
];

/** Values to try in one property: JSON of every kind, and the values its `@IsIn` allows. */
function samplesFor(metatype: Constructor, property: string): unknown[] {
  const allowed = getMetadataStorage()
    .getTargetValidationMetadatas(metatype, '', true, false)
    .filter((m) => m.propertyName === property && m.name === 'isIn')
    .flatMap((m) => m.constraints[0] as unknown[]);
  return [...JSON_VALUES, ...allowed];
}

function propertiesOf(metatype: Constructor): string[] {
  return [
    ...new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(metatype, '', true, false)
        .map((m) => m.propertyName),
    ),
  ];
}

/** Bodies around a valid one: each property left out, replaced by every sample, an unknown field beside it; the same one level down in nested objects. */
function variations(metatype: Constructor, base: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [base, { ...base, unknown: 'x' }];
  for (const property of propertiesOf(metatype)) {
    const { [property]: _left, ...without } = base;
    out.push(without);
    for (const value of samplesFor(metatype, property)) out.push({ ...base, [property]: value });
    const inner = base[property];
    const nestedType = Reflect.getMetadata('design:type', metatype.prototype, property) as Constructor | undefined;
    const first = Array.isArray(inner) ? inner[0] : inner;
    if (first && typeof first === 'object') {
      const wrap = (item: unknown) => (Array.isArray(inner) ? [item, ...inner.slice(1)] : item);
      out.push({ ...base, [property]: wrap({ ...first, unknown: 'x' }) }, { ...base, [property]: wrap(null) }, { ...base, [property]: wrap('text') });
      if (Array.isArray(inner)) out.push({ ...base, [property]: [...inner, ...inner] }, { ...base, [property]: [[first]] });
      const itemType = nestedTypeOf(metatype, property) ?? nestedType;
      for (const nested of itemType ? propertiesOf(itemType) : Object.keys(first)) {
        const { [nested]: _gone, ...rest } = first as Record<string, unknown>;
        out.push({ ...base, [property]: wrap(rest) });
        for (const value of itemType ? samplesFor(itemType, nested) : JSON_VALUES) out.push({ ...base, [property]: wrap({ ...first, [nested]: value }) });
      }
    }
  }
  return out;
}

function nestedTypeOf(metatype: Constructor, property: string): Constructor | undefined {
  const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');
  return defaultMetadataStorage.findTypeMetadata(metatype, property)?.typeFunction() as Constructor | undefined;
}

describe('compiled body validation', () => {
  const bodies = declaredBodies();

  it('finds every body class a controller declares, each with its documented example', () => {
    const declared = new Set<string>();
    for (const file of controllerFiles()) for (const m of readFileSync(file, 'utf8').matchAll(/@Body\(\)\s+\w+:\s+(\w+)/g)) declared.add(m[1]);
    expect(declared.size).toBeGreaterThan(20);
    expect(new Set(bodies.map((b) => b.metatype.name))).toEqual(declared);
    expect(bodies.filter((b) => !b.example).map((b) => b.route)).toEqual([]);
  });

  it.each(declaredBodies().map((b) => [b.route, b] as const))('%s: answers exactly what full validation answers whenever it answers', async (_route, { metatype, example }) => {
    let compiled = 0;
    let valid = 0;
    for (const body of variations(metatype, example as Record<string, unknown>)) {
      const fast = compiledBody(metatype, body);
      const slow = await reference(metatype, body);
      // DEBUG_BODY=1 prints each body on which the two disagree.
      if (process.env.DEBUG_BODY && (fast === undefined) !== (slow === 'invalid'))
        console.log(JSON.stringify(body), fast === undefined ? 'fell back' : 'compiled', slow === 'invalid' ? 'invalid' : 'valid');
      if (fast !== undefined) {
        compiled++;
        expect(slow).not.toBe('invalid');
        // Same classes at every depth, same values.
        expect(fast).toStrictEqual(slow);
      }
      if (slow !== 'invalid') valid++;
    }
    expect(valid).toBeGreaterThan(1);
    // A valid body is the case it exists for: it must never fall back on one.
    expect(compiled).toBe(valid);
  });

  it('builds the nested items of a document as instances of their class, and leaves an unknown nested field to the full validation', () => {
    const { CreateDocumentRequest, DocumentItemRequest } = require('../documents/document.requests') as typeof import('../documents/document.requests');
    const body = { entityId: 3, items: [{ description: 'Line', quantity: 2, unitPrice: 10.5 }] };
    const built = compiledBody(CreateDocumentRequest, body) as InstanceType<typeof CreateDocumentRequest>;
    expect(built).toBeInstanceOf(CreateDocumentRequest);
    expect(built.items?.[0]).toBeInstanceOf(DocumentItemRequest);
    expect(built.items?.[0]).toEqual({ description: 'Line', quantity: 2, unitPrice: 10.5 });
    expect(compiledBody(CreateDocumentRequest, { ...body, items: [{ ...body.items[0], colour: 'red' }] })).toBeUndefined();
    expect(compiledBody(CreateDocumentRequest, { ...body, items: [{ ...body.items[0], quantity: 0 }] })).toBeUndefined();
    expect(compiledBody(CreateDocumentRequest, [body])).toBeUndefined();
  });
});
