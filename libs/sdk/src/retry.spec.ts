import { retryingFetch, takesIdempotencyKey } from './retry';

const BASE = 'http://api.test';

/** A fetch that answers from a script, one entry per call, and records what it was sent. */
function scripted(...answers: (Response | Error)[]) {
  const seen: { method: string; url: string; key: string | null; body: string }[] = [];
  const fetch = async (request: Request) => {
    seen.push({ method: request.method, url: request.url, key: request.headers.get('idempotency-key'), body: await request.text() });
    const next = answers.shift();
    if (!next) throw new Error('no more answers scripted');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, seen };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const waits: number[] = [];
const options = { sleep: async (ms: number) => void waits.push(ms), newKey: () => 'key-1', baseDelayMs: 100 };

beforeEach(() => (waits.length = 0));

describe('retryingFetch', () => {
  it('gives a write one Idempotency-Key and sends the same key and body on every try after a network failure', async () => {
    const { fetch, seen } = scripted(new TypeError('fetch failed'), json(503, { error: 'SERVICE_UNAVAILABLE' }), json(200, { success: true }));
    const response = await retryingFetch(fetch, options)(new Request(`${BASE}/documents/create/invoice`, { method: 'POST', body: '{"entityId":1}' }));
    expect(response.status).toBe(200);
    expect(seen.map((s) => [s.key, s.body])).toEqual([
      ['key-1', '{"entityId":1}'],
      ['key-1', '{"entityId":1}'],
      ['key-1', '{"entityId":1}'],
    ]);
    expect(waits).toHaveLength(2);
  });

  it("keeps the caller's own key", async () => {
    const { fetch, seen } = scripted(json(200, {}));
    await retryingFetch(fetch, options)(new Request(`${BASE}/gateway/charges`, { method: 'POST', body: '{}', headers: { 'Idempotency-Key': 'mine' } }));
    expect(seen[0].key).toBe('mine');
  });

  it('waits Retry-After seconds on a 429, for any call', async () => {
    const { fetch, seen } = scripted(json(429, { error: 'RATE_LIMITED' }, { 'retry-after': '3' }), json(200, {}));
    const response = await retryingFetch(fetch, options)(new Request(`${BASE}/vendors/create`, { method: 'POST', body: '{}' }));
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(waits).toEqual([3000]);
  });

  it('does not repeat a write the API does not keep under its key, after a network failure or a 503', async () => {
    // Sending a test event is the one write without a stored answer: a retry would send a second one.
    const unkept = `${BASE}/webhooks/wh_1/test`;
    expect(takesIdempotencyKey('POST', unkept)).toBe(false);
    const dropped = scripted(new TypeError('socket hang up'));
    await expect(retryingFetch(dropped.fetch, options)(new Request(unkept, { method: 'POST', body: '{}' }))).rejects.toThrow('socket hang up');
    expect(dropped.seen).toHaveLength(1);
    const unavailable = scripted(json(503, { error: 'SERVICE_UNAVAILABLE' }));
    expect((await retryingFetch(unavailable.fetch, options)(new Request(unkept, { method: 'POST', body: '{}' }))).status).toBe(503);
    expect(unavailable.seen).toHaveLength(1);
  });

  it('retries reads, and gives up after maxAttempts with the last answer', async () => {
    const { fetch, seen } = scripted(json(503, {}), json(503, {}), json(503, {}));
    const response = await retryingFetch(fetch, { ...options, maxAttempts: 3 })(new Request(`${BASE}/vendors`));
    expect(response.status).toBe(503);
    expect(seen.map((s) => s.key)).toEqual([null, null, null]);
    expect(waits).toHaveLength(2);
    expect(waits[1]).toBeGreaterThan(waits[0] / 2);
  });

  it('leaves 4xx answers other than 429 alone', async () => {
    const { fetch, seen } = scripted(json(409, { error: 'IDEMPOTENCY_KEY_REUSED' }));
    expect((await retryingFetch(fetch, options)(new Request(`${BASE}/gateway/charges`, { method: 'POST', body: '{}' }))).status).toBe(409);
    expect(seen).toHaveLength(1);
  });
});

describe('takesIdempotencyKey', () => {
  it('knows the keyed operations of the document, path parameters included', () => {
    expect(takesIdempotencyKey('POST', `${BASE}/documents/create/invoice`)).toBe(true);
    expect(takesIdempotencyKey('POST', `${BASE}/gateway/charges/ch_1/refunds`)).toBe(true);
    expect(takesIdempotencyKey('GET', `${BASE}/documents/create/invoice`)).toBe(false);
    expect(takesIdempotencyKey('POST', `${BASE}/documents/create/invoice/extra`)).toBe(false);
  });
});
