import { defineJob, JobTimeoutError } from '@backoffice/shared/kernel';
import pino from 'pino';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobRegistry } from './job-registry';

const silent = pino({ level: 'silent' });

describe('InProcessJobQueue', () => {
  let registry: JobRegistry;
  let queue: InProcessJobQueue;

  beforeEach(() => {
    registry = new JobRegistry();
    queue = new InProcessJobQueue(registry, silent, 5);
  });
  afterEach(() => queue.close(100));

  it('runs a delayed job no earlier than its delay', async () => {
    const job = defineJob<{ n: number }>('q', 'test.delayed');
    const ran: { n: number; at: number }[] = [];
    registry.register(job, async (payload) => void ran.push({ ...payload, at: Date.now() }));
    const enqueuedAt = Date.now();
    await queue.enqueue(job, { n: 7 }, { delayMs: 150 });
    await new Promise((r) => setTimeout(r, 60));
    expect(ran).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(ran).toHaveLength(1);
    expect(ran[0].n).toBe(7);
    expect(ran[0].at - enqueuedAt).toBeGreaterThanOrEqual(145);
  });

  it('retries a failing job on the declared schedule, each delay counted from the previous attempt', async () => {
    const job = defineJob<object>('q', 'test.flaky', [50, 150]);
    const attempts: { attempt: number; at: number }[] = [];
    registry.register(job, async (_payload, ctx) => {
      attempts.push({ attempt: ctx.attempt, at: Date.now() });
      if (ctx.attempt < 3) throw new Error('not yet');
    });
    await queue.enqueue(job, {});
    await new Promise((r) => setTimeout(r, 400));
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(45);
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(145);
  });

  it('stops after the schedule is used up', async () => {
    const job = defineJob<object>('q', 'test.always-failing', [20]);
    let calls = 0;
    registry.register(job, async () => {
      calls++;
      throw new Error('down');
    });
    await queue.enqueue(job, {});
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toBe(2);
  });

  it('does not enqueue a job twice under the same id while it waits', async () => {
    const job = defineJob<object>('q', 'test.dedup');
    let calls = 0;
    registry.register(job, async () => void calls++);
    await queue.enqueue(job, {}, { jobId: 'same', delayMs: 30 });
    await queue.enqueue(job, {}, { jobId: 'same', delayMs: 30 });
    await new Promise((r) => setTimeout(r, 120));
    expect(calls).toBe(1);
  });

  it('runs at most `concurrency` jobs at once', async () => {
    const job = defineJob<object>('q', 'test.concurrency');
    let running = 0;
    let peak = 0;
    registry.register(job, async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
    });
    for (let i = 0; i < 12; i++) await queue.enqueue(job, {});
    await new Promise((r) => setTimeout(r, 200));
    expect(peak).toBe(5);
  });
});

describe('InProcessJobQueue.repeat', () => {
  it('runs a repeated job every interval until closed', async () => {
    const registry = new JobRegistry();
    const queue = new InProcessJobQueue(registry, silent, 2);
    const job = defineJob<object>('q', 'test.repeat');
    let runs = 0;
    registry.register(job, async () => void runs++);
    await queue.repeat(job, {}, 40);
    await new Promise((r) => setTimeout(r, 190));
    await queue.close(100);
    const seen = runs;
    expect(seen).toBeGreaterThanOrEqual(3);
    await new Promise((r) => setTimeout(r, 100));
    expect(runs).toBe(seen);
  });
});

describe('InProcessJobQueue.request', () => {
  let registry: JobRegistry;
  let queue: InProcessJobQueue;

  beforeEach(() => {
    registry = new JobRegistry();
    queue = new InProcessJobQueue(registry, silent, 1);
  });
  afterEach(() => queue.close(100));

  it("answers with the handler's result, as JSON would carry it", async () => {
    const job = defineJob<{ n: number }, { doubled: number; at: string }>('q', 'test.request');
    registry.register(job, async ({ n }) => ({ doubled: n * 2, at: new Date(0) as unknown as string }));
    await expect(queue.request(job, { n: 21 }, { timeoutMs: 1000 })).resolves.toEqual({ doubled: 42, at: '1970-01-01T00:00:00.000Z' });
  });

  it('rejects with the error the handler threw, and does not retry it', async () => {
    const job = defineJob<object, number>('q', 'test.request-failing', [10, 10]);
    let calls = 0;
    registry.register(job, async () => {
      calls++;
      throw new Error('unreadable');
    });
    await expect(queue.request(job, {}, { timeoutMs: 1000 })).rejects.toThrow('unreadable');
    await new Promise((r) => setTimeout(r, 60));
    expect(calls).toBe(1);
  });

  it('gives up with JobTimeoutError when the handler takes longer than the bound', async () => {
    const job = defineJob<object, number>('q', 'test.request-slow');
    let finished = false;
    registry.register(
      job,
      () =>
        new Promise((resolve) =>
          setTimeout(() => {
            finished = true;
            resolve(1);
          }, 300),
        ),
    );
    await expect(queue.request(job, {}, { timeoutMs: 50 })).rejects.toBeInstanceOf(JobTimeoutError);
    expect(finished).toBe(false);
  });

  it('is not held back by queued background jobs', async () => {
    const background = defineJob<object>('q', 'test.background');
    registry.register(background, () => new Promise((r) => setTimeout(r, 300)));
    const job = defineJob<object, string>('q', 'test.request-fast');
    registry.register(job, async () => 'done');
    await queue.enqueue(background, {});
    await new Promise((r) => setTimeout(r, 10));
    await expect(queue.request(job, {}, { timeoutMs: 100 })).resolves.toBe('done');
  });
});
