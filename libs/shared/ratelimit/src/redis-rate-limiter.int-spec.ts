import { describeWithRedis, redisUrl } from '@backoffice/shared/testing';
import IORedis from 'ioredis';
import { RedisRateLimiter } from './redis-rate-limiter';

describeWithRedis()('RedisRateLimiter (real Redis)', () => {
  const prefix = `rl-int-${process.pid}-${Date.now()}`;
  const connections: IORedis[] = [];
  const limiter = (perMinute: number, burst: number) => {
    const redis = new IORedis(redisUrl() as string, { maxRetriesPerRequest: 1 });
    connections.push(redis);
    return new RedisRateLimiter(redis, prefix, { perMinute, burst });
  };
  afterAll(async () => {
    const cleanup = new IORedis(redisUrl() as string);
    const keys = await cleanup.keys(`${prefix}:*`);
    if (keys.length > 0) await cleanup.del(...keys);
    await cleanup.quit();
    await Promise.all(connections.map((c) => c.quit()));
  });

  it('admits exactly the burst when two limiters on two connections race for one key', async () => {
    const [a, b] = [limiter(1, 25), limiter(1, 25)];
    const decisions = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).consume('race')));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(25);
    const remaining = decisions
      .filter((d) => d.allowed)
      .map((d) => d.remaining)
      .sort((x, y) => x - y);
    expect(remaining).toEqual(Array.from({ length: 25 }, (_, i) => i));
    const refused = decisions.find((d) => !d.allowed);
    // One request a minute: the next slot is about a minute away.
    expect(refused?.retryAfterMs).toBeGreaterThan(55_000);
    expect(refused?.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('refills at the rate and lets the key expire once its bucket is full again', async () => {
    const fast = limiter(600, 2); // one every 100 ms
    expect((await fast.consume('refill')).allowed).toBe(true);
    expect((await fast.consume('refill')).allowed).toBe(true);
    const refused = await fast.consume('refill');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(50);
    await new Promise((resolve) => setTimeout(resolve, refused.retryAfterMs + 20));
    expect((await fast.consume('refill')).allowed).toBe(true);
    const ttl = await connections[0].pttl(`${prefix}:ratelimit:refill`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(200);
  });

  it("takes a key's own policy when given one: a limiter shared by keys of different rates spaces each key at its rate", async () => {
    const [a, b] = [limiter(60, 100), limiter(60, 100)]; // their own policy is never used here
    const everyFiftyMs = { perMinute: 1200, burst: 1 };
    expect((await a.consume('own-20', everyFiftyMs)).allowed).toBe(true);
    const second = await b.consume('own-20', everyFiftyMs);
    expect(second.allowed).toBe(false);
    expect(second.retryAfterMs).toBeGreaterThan(30);
    expect(second.retryAfterMs).toBeLessThanOrEqual(50);
    // Another key, with a rate of its own, has its own bucket.
    expect((await b.consume('own-5', { perMinute: 300, burst: 1 })).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, second.retryAfterMs + 5));
    expect((await b.consume('own-20', everyFiftyMs)).allowed).toBe(true);
  });
});
