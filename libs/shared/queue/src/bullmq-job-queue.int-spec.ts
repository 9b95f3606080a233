import { defineJob, JobTimeoutError } from '@backoffice/shared/kernel';
import { describeWithRedis, redisUrl } from '@backoffice/shared/testing';
import pino from 'pino';
import { BullMqConsumer, BullMqJobQueue, createRedisConnection } from './bullmq-job-queue';
import { JobRegistry } from './job-registry';

const silent = pino({ level: 'silent' });

describeWithRedis()('BullMQ adapter (real Redis)', () => {
  const prefix = `int-${process.pid}-${Date.now()}`;
  let registry: JobRegistry;
  let queue: BullMqJobQueue;
  let consumer: BullMqConsumer;
  let connection: ReturnType<typeof createRedisConnection>;

  beforeEach(() => {
    registry = new JobRegistry();
    connection = createRedisConnection(redisUrl() as string);
    queue = new BullMqJobQueue(connection, prefix);
  });

  afterEach(async () => {
    await consumer?.close();
    await queue.close();
    await connection.quit();
  });

  it('runs a delayed job on a consumer, no earlier than its delay', async () => {
    const job = defineJob<{ n: number }>('int-delayed', 'int.delayed');
    const ran: { n: number; at: number }[] = [];
    registry.register(job, async (payload) => void ran.push({ ...payload, at: Date.now() }));
    consumer = new BullMqConsumer(redisUrl() as string, prefix, registry, silent, 2);
    consumer.start();
    const enqueuedAt = Date.now();
    await queue.enqueue(job, { n: 3 }, { delayMs: 300 });
    await waitFor(() => ran.length === 1, 5000);
    expect(ran[0].n).toBe(3);
    expect(ran[0].at - enqueuedAt).toBeGreaterThanOrEqual(290);
  });

  it('retries on the job definition schedule and reports the attempt number', async () => {
    const job = defineJob<object>('int-retry', 'int.retry', [100, 400]);
    const attempts: { attempt: number; at: number }[] = [];
    registry.register(job, async (_p, ctx) => {
      attempts.push({ attempt: ctx.attempt, at: Date.now() });
      if (ctx.attempt < 3) throw new Error('failing on purpose');
    });
    consumer = new BullMqConsumer(redisUrl() as string, prefix, registry, silent, 2);
    consumer.start();
    await queue.enqueue(job, {});
    await waitFor(() => attempts.length === 3, 8000);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(95);
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(395);
  });
});

describeWithRedis()('BullMQ request (real Redis)', () => {
  const prefix = `int-request-${process.pid}-${Date.now()}`;
  let registry: JobRegistry;
  let queue: BullMqJobQueue;
  let consumer: BullMqConsumer | undefined;
  let connection: ReturnType<typeof createRedisConnection>;

  beforeEach(() => {
    registry = new JobRegistry();
    connection = createRedisConnection(redisUrl() as string);
    queue = new BullMqJobQueue(connection, prefix);
    consumer = undefined;
  });

  afterEach(async () => {
    await consumer?.close();
    await queue.close();
    await connection.quit();
  });

  it("answers with the result a consumer's handler returned", async () => {
    const job = defineJob<{ n: number }, { doubled: number }>('int-request', 'int.request');
    registry.register(job, async ({ n }) => ({ doubled: n * 2 }));
    consumer = new BullMqConsumer(redisUrl() as string, prefix, registry, silent, 2);
    consumer.start();
    const answers = await Promise.all([1, 2, 3].map((n) => queue.request(job, { n }, { timeoutMs: 5000 })));
    expect(answers).toEqual([{ doubled: 2 }, { doubled: 4 }, { doubled: 6 }]);
  });

  it('rejects with the handler error message, after one attempt', async () => {
    const job = defineJob<object, number>('int-request-failing', 'int.request-failing', [50]);
    let calls = 0;
    registry.register(job, async () => {
      calls++;
      throw new Error('cannot read it');
    });
    consumer = new BullMqConsumer(redisUrl() as string, prefix, registry, silent, 2);
    consumer.start();
    await expect(queue.request(job, {}, { timeoutMs: 5000 })).rejects.toThrow('cannot read it');
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toBe(1);
  });

  it('gives up with JobTimeoutError when no worker answers in time, and withdraws the job', async () => {
    const job = defineJob<object, number>('int-request-unserved', 'int.request-unserved');
    await expect(queue.request(job, {}, { timeoutMs: 300 })).rejects.toBeInstanceOf(JobTimeoutError);
    expect(await queue.queue('int-request-unserved').getWaitingCount()).toBe(0);
  });
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describeWithRedis()('BullMQ repeat (real Redis)', () => {
  it('runs a scheduled job repeatedly, once per interval however many times it is declared', async () => {
    const prefix = `int-repeat-${process.pid}-${Date.now()}`;
    const registry = new JobRegistry();
    const connection = createRedisConnection(redisUrl() as string);
    const queue = new BullMqJobQueue(connection, prefix);
    const job = defineJob<object>('int-repeat', 'int.repeat');
    let runs = 0;
    registry.register(job, async () => void runs++);
    const consumer = new BullMqConsumer(redisUrl() as string, prefix, registry, silent, 2);
    consumer.start();
    try {
      await queue.repeat(job, {}, 200);
      await queue.repeat(job, {}, 200); // a second process declaring the same schedule
      await new Promise((r) => setTimeout(r, 1100));
      expect(runs).toBeGreaterThanOrEqual(3);
      expect(runs).toBeLessThanOrEqual(7);
    } finally {
      await consumer.close();
      await queue.queue('int-repeat').obliterate({ force: true });
      await queue.close();
      await connection.quit();
    }
  });
});
