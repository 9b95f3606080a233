import 'reflect-metadata';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { getMetadataStorage, validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { ListProductsQuery } from '../catalogue/product.requests';
import { ListDocumentsQuery } from '../documents/document.requests';
import { ListExpensesQuery, ListPurchaseQuery, SummaryQuery } from '../expenses/expense.requests';
import { ExtractFromUrlQuery } from '../extraction/extraction.requests';
import { ListStockMovementsQuery, ListStockRecordsQuery } from '../inventory/inventory.requests';
import { PricelistByEntityQuery, QuoteQuery } from '../parties/pricelist.requests';
import { ListVendorsQuery } from '../parties/vendor.requests';
import { ListPaymentMethodsQuery } from '../payments/gateway.requests';
import { ListDeliveriesQuery, ListEventsQuery } from '../webhooks/webhook.requests';
import { compiledQuery } from './compiled-validation';
import { PaginationParams } from './query';

const QUERY_CLASSES: (new () => object)[] = [
  ListProductsQuery,
  ListDocumentsQuery,
  ListExpensesQuery,
  ListPurchaseQuery,
  SummaryQuery,
  ExtractFromUrlQuery,
  ListStockMovementsQuery,
  ListStockRecordsQuery,
  PricelistByEntityQuery,
  QuoteQuery,
  ListVendorsQuery,
  ListPaymentMethodsQuery,
  ListDeliveriesQuery,
  ListEventsQuery,
  PaginationParams,
];

/** What the pipe did before, and still does when the compiled check is unsure: the reference. */
async function reference(metatype: new () => object, query: Record<string, unknown>): Promise<object | 'invalid'> {
  const instance = plainToInstance(metatype, query);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: false, forbidUnknownValues: true, validationError: { target: false, value: false } });
  return errors.length > 0 ? 'invalid' : instance;
}

const GENERIC = [
  '',
  'a',
  'abc',
  'Acme Ltd',
  '0',
  '1',
  '-1',
  '7',
  '50',
  '200',
  '2147483648',
  '1.5',
  '1e3',
  'true',
  'false',
  'yes',
  'asc',
  'DESC',
  'desc',
  '2026-01-31',
  '2026-02-30',
  '2026-1-1',
  'https://example.com/r.pdf',
  'r.png',
  'x'.repeat(70),
  'x'.repeat(600),
  'a\u0000b',
];

function samplesFor(metatype: new () => object, property: string): unknown[] {
  const allowed = getMetadataStorage()
    .getTargetValidationMetadatas(metatype, '', true, false)
    .filter((m) => m.propertyName === property && m.name === 'isIn')
    .flatMap((m) => (m.constraints[0] as unknown[]).map(String));
  return [...GENERIC, ...allowed, ...allowed.map((v) => v.toLowerCase()), ['a', 'b'], { nested: 'x' }];
}

/** Required parameters of a class, valid, so that each other parameter can be varied alone. */
const BASE = new Map<new () => object, Record<string, string>>([
  [SummaryQuery, { startDate: '2026-01-01', endDate: '2026-02-28' }],
  [QuoteQuery, { productId: '5', quantity: '2.5' }],
]);

function propertiesOf(metatype: new () => object): string[] {
  return [
    ...new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(metatype, '', true, false)
        .map((m) => m.propertyName),
    ),
  ];
}

describe('compiled query validation', () => {
  it('covers every query class a controller declares', () => {
    const declared = new Set<string>();
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (name.endsWith('.controller.ts')) for (const m of readFileSync(file, 'utf8').matchAll(/@Query\(\)\s+\w+:\s+(\w+)/g)) declared.add(m[1]);
      }
    };
    walk(path.join(__dirname, '..'));
    expect(declared.size).toBeGreaterThan(10);
    expect([...declared].sort()).toEqual(QUERY_CLASSES.map((c) => c.name).sort());
  });

  it.each(QUERY_CLASSES.map((c) => [c.name, c] as const))('%s: answers exactly what full validation answers whenever it answers', async (_name, metatype) => {
    const properties = propertiesOf(metatype);
    let compiled = 0;
    let validStrings = 0;
    const check = async (query: Record<string, unknown>) => {
      const fast = compiledQuery(metatype, query);
      const slow = await reference(metatype, query);
      if (fast !== undefined) {
        compiled++;
        expect(slow).not.toBe('invalid');
        expect(Object.getPrototypeOf(fast)).toBe(metatype.prototype);
        expect({ ...fast }).toStrictEqual({ ...(slow as object) });
      }
      // A valid query of single strings is the case it exists for: it must not fall back.
      if (slow !== 'invalid' && Object.values(query).every((v) => typeof v === 'string')) {
        validStrings++;
        expect(fast).toBeDefined();
      }
    };
    const base = BASE.get(metatype) ?? {};
    await check({});
    await check({ ...base });
    await check({ ...base, cacheBuster: '123' });
    for (const property of properties) {
      for (const value of samplesFor(metatype, property)) {
        await check({ ...base, [property]: value });
        await check({ ...base, [property]: value, limit: '20', unknown: 'x' });
      }
    }
    expect(compiled).toBeGreaterThan(0);
    expect(validStrings).toBe(compiled);
  });
});
