import { classifyStatus, nextStep, parseRetryAfter } from './retry-policy';

const delays = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000];

describe('retry policy', () => {
  it('follows the schedule and drops after the initial send and five retries', () => {
    const failed = { status: 500, failure: classifyStatus(500) };
    expect([1, 2, 3, 4, 5].map((n) => nextStep(n, failed, delays))).toEqual(delays.map((delayMs) => ({ kind: 'retry', delayMs })));
    expect(nextStep(6, failed, delays)).toEqual({ kind: 'dropped' });
    expect(nextStep(3, { status: 204, failure: null }, delays)).toEqual({ kind: 'delivered' });
  });

  it('honours Retry-After on 429 and 503, never sooner than the schedule, at most two hours more', () => {
    expect(nextStep(1, { status: 429, failure: 'http_4xx', retryAfterSeconds: 600 }, delays)).toEqual({ kind: 'retry', delayMs: 600_000 });
    expect(nextStep(1, { status: 503, failure: 'http_5xx', retryAfterSeconds: 5 }, delays)).toEqual({ kind: 'retry', delayMs: 60_000 });
    expect(nextStep(1, { status: 503, failure: 'http_5xx', retryAfterSeconds: 86_400 }, delays)).toEqual({ kind: 'retry', delayMs: 60_000 + 7_200_000 });
    expect(nextStep(1, { status: 500, failure: 'http_5xx', retryAfterSeconds: 600 }, delays)).toEqual({ kind: 'retry', delayMs: 60_000 });
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('120', 0)).toBe(120);
    expect(parseRetryAfter(new Date(90_000).toUTCString(), 0)).toBe(90);
    expect(parseRetryAfter('soon', 0)).toBeNull();
    expect(classifyStatus(302)).toBe('http_3xx');
  });
});
