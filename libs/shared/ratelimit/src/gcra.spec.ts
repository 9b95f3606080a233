import { gcra } from './gcra';
import { InProcessRateLimiter } from './in-process-rate-limiter';

describe('gcra', () => {
  const policy = { perMinute: 60, burst: 3 }; // one request a second, three at once

  function run(times: number[]) {
    let tat: number | undefined;
    return times.map((now) => {
      const result = gcra(policy, tat, now);
      tat = result.tat;
      return result.decision;
    });
  }

  it('admits a full burst at once, then refuses with the wait until one slot is back', () => {
    const decisions = run([0, 0, 0, 0]);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
    expect(decisions[3].retryAfterMs).toBe(1000);
    expect(decisions[2].resetMs).toBe(3000);
  });

  it('refills continuously at the sustained rate', () => {
    const decisions = run([0, 0, 0, 999, 1000, 1000]);
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, true, false]);
    expect(decisions[3].retryAfterMs).toBe(1);
  });

  it('a refused request does not draw on the allowance', () => {
    const decisions = run([0, 0, 0, 10, 20, 30, 1000]);
    expect(decisions.at(-1)?.allowed).toBe(true);
  });

  it('a quiet key is back to a full bucket, never more', () => {
    const decisions = run([0, 0, 0, 60_000, 60_000, 60_000, 60_000]);
    expect(decisions.slice(3).map((d) => d.allowed)).toEqual([true, true, true, false]);
  });

  it('holds to the rate over a long steady stream', () => {
    const fast = { perMinute: 600, burst: 10 };
    let tat: number | undefined;
    let admitted = 0;
    for (let now = 0; now < 60_000; now += 10) {
      const result = gcra(fast, tat, now);
      tat = result.tat;
      if (result.decision.allowed) admitted++;
    }
    expect(admitted).toBe(600 + 10 - 1);
  });
});

describe('InProcessRateLimiter', () => {
  it('keeps one bucket per key', async () => {
    let now = 0;
    const limiter = new InProcessRateLimiter({ perMinute: 60, burst: 2 }, () => now);
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(true);
    expect((await limiter.consume('a')).allowed).toBe(false);
    expect((await limiter.consume('b')).allowed).toBe(true);
    now = 1000;
    expect((await limiter.consume('a')).allowed).toBe(true);
  });
});
