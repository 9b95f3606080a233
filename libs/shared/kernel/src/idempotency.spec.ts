import { canonicalJson, decideIdempotency, isValidIdempotencyKey } from './idempotency';

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
});
