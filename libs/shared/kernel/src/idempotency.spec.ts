import {
  IdempotencyStore,
  MAX_CANONICAL_DEPTH,
  StoredResponse,
  assertValidIdempotencyKey,
  canonicalJson,
  requestFingerprint,
  decideIdempotency,
  isValidIdempotencyKey,
  withIdempotencyKey,
} from './idempotency';

describe('Idempotency-Key', () => {
  it('accepts printable keys up to 255 characters', () => {
    expect(isValidIdempotencyKey('order-42/attempt:1')).toBe(true);
    expect(isValidIdempotencyKey('a'.repeat(255))).toBe(true);
    expect(isValidIdempotencyKey('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
  });

  it.each([[''], ['a'.repeat(256)], [' leading'], ['trailing '], ['tab\tinside'], ['ünïcode']])('refuses %j', (key) => {
    expect(isValidIdempotencyKey(key)).toBe(false);
  });

  it('follows the state table', () => {
    expect(decideIdempotency(null, 'h1')).toEqual({ action: 'proceed' });
    expect(decideIdempotency({ state: 'in_progress', requestHash: 'h1' }, 'h1')).toEqual({ action: 'reject', code: 'REQUEST_IN_PROGRESS' });
    expect(decideIdempotency({ state: 'in_progress', requestHash: 'h1' }, 'h2')).toEqual({ action: 'reject', code: 'REQUEST_IN_PROGRESS' });
    expect(decideIdempotency({ state: 'stored', requestHash: 'h1', status: 200, body: { id: 1 } }, 'h1')).toEqual({ action: 'replay', status: 200, body: { id: 1 } });
    expect(decideIdempotency({ state: 'stored', requestHash: 'h1', status: 200, body: {} }, 'h2')).toEqual({ action: 'reject', code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});

describe('canonicalJson', () => {
  it('ignores the order of object keys at every depth', () => {
    const a = { entityId: 1, items: [{ quantity: 2, description: 'x', unitPrice: 3 }], currency: 'ILS' };
    const b = { currency: 'ILS', items: [{ unitPrice: 3, description: 'x', quantity: 2 }], entityId: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
  });

  it('keeps array order and value differences meaningful', () => {
    expect(canonicalJson({ items: [1, 2] })).not.toBe(canonicalJson({ items: [2, 1] }));
    expect(canonicalJson({ amount: 1 })).not.toBe(canonicalJson({ amount: 1.5 }));
    expect(canonicalJson({ a: null })).not.toBe(canonicalJson({}));
  });

  it('refuses a value nested deeper than any request goes with a 400, not a stack overflow', () => {
    const deep = (levels: number): unknown => {
      let value: unknown = 1;
      for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { a: value };
      return value;
    };
    expect(() => canonicalJson(deep(MAX_CANONICAL_DEPTH))).not.toThrow();
    expect(() => canonicalJson(deep(MAX_CANONICAL_DEPTH + 1))).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR', kind: 'validation' }));
    expect(() => canonicalJson(deep(20_000))).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }));
  });
});

describe('requestFingerprint', () => {
  it('writes the route, then each part (strings as they are, the rest as canonical JSON), one a line', () => {
    expect(requestFingerprint('PUT /vendors/edit/:visibleId', { visibleId: 'v1' }, { b: 2, a: 1 }, null)).toBe(
      'PUT /vendors/edit/:visibleId\n{"visibleId":"v1"}\n{"a":1,"b":2}\nnull',
    );
    expect(requestFingerprint('invoice', { items: [1] })).toBe(`invoice\n${canonicalJson({ items: [1] })}`);
  });

  it('tells apart requests that differ only in one part, or in where a part ends', () => {
    expect(requestFingerprint('POST /x', { a: 1 })).not.toBe(requestFingerprint('POST /x', { a: 2 }));
    expect(requestFingerprint('a', 'b\nc')).not.toBe(requestFingerprint('a', { b: 'c' }));
  });
});

describe('withIdempotencyKey', () => {
  const store = (locked = false) => {
    const answers = new Map<string, StoredResponse>();
    const s: IdempotencyStore = {
      tryLock: async () => !locked,
      find: async (_c, key) => answers.get(key) ?? null,
      save: async (_c, key, response) => void answers.set(key, response),
      purge: async () => 0,
    };
    return { s, answers };
  };

  it('runs and stores the answer, then replays it for the same hash and refuses another hash', async () => {
    const { s, answers } = store();
    let runs = 0;
    const work = async () => ({ n: ++runs });
    expect(await withIdempotencyKey(s, { companyId: 1, key: 'k', requestHash: 'h1' }, work)).toEqual({ body: { n: 1 }, replayed: false });
    expect(answers.get('k')).toEqual({ requestHash: 'h1', status: 200, body: { n: 1 } });
    expect(await withIdempotencyKey(s, { companyId: 1, key: 'k', requestHash: 'h1' }, work)).toEqual({ body: { n: 1 }, replayed: true });
    await expect(withIdempotencyKey(s, { companyId: 1, key: 'k', requestHash: 'h2' }, work)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', kind: 'conflict' });
    expect(runs).toBe(1);
  });

  it('answers REQUEST_IN_PROGRESS while another request holds the key, and just runs without a key', async () => {
    const { s } = store(true);
    await expect(withIdempotencyKey(s, { companyId: 1, key: 'k', requestHash: 'h' }, async () => 1)).rejects.toMatchObject({ code: 'REQUEST_IN_PROGRESS' });
    expect(await withIdempotencyKey(s, { companyId: 1, key: undefined, requestHash: 'h' }, async () => 2)).toEqual({ body: 2, replayed: false });
  });

  it('rejects malformed keys with INVALID_IDEMPOTENCY_KEY', () => {
    expect(() => assertValidIdempotencyKey('x'.repeat(256))).toThrow(expect.objectContaining({ code: 'INVALID_IDEMPOTENCY_KEY', kind: 'validation' }));
    expect(() => assertValidIdempotencyKey(undefined)).not.toThrow();
  });
});
