import pino from 'pino';
import { FailOpenRateLimiter } from './rate-limit.module';
import { RateLimiter } from './rate-limiter.port';

describe('FailOpenRateLimiter', () => {
  it('lets a request through, marked as unlimited (limit 0), when the store cannot answer', async () => {
    const broken: RateLimiter = { consume: async () => Promise.reject(new Error('Connection is closed.')), close: async () => undefined };
    const warnings: unknown[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    const limiter = new FailOpenRateLimiter(broken, logger);
    expect(await limiter.consume('key:1')).toEqual({ allowed: true, limit: 0, remaining: 0, retryAfterMs: 0, resetMs: 0 });
    expect(await limiter.consume('key:1')).toMatchObject({ allowed: true, limit: 0 });
    // One warning, not one per request.
    expect(warnings).toHaveLength(1);
  });

  it('passes the store’s decision through when it answers', async () => {
    const decision = { allowed: false, limit: 3, remaining: 0, retryAfterMs: 400, resetMs: 3000 };
    const limiter = new FailOpenRateLimiter({ consume: async () => decision, close: async () => undefined }, pino({ level: 'silent' }));
    expect(await limiter.consume('key:1')).toEqual(decision);
  });
});
