import { MicroBatcher } from './micro-batcher';

describe('MicroBatcher', () => {
  it('runs the calls of one event-loop turn as one batch and answers each in order', async () => {
    const batches: number[][] = [];
    const batcher = new MicroBatcher(async (inputs: number[]) => {
      batches.push(inputs);
      return inputs.map((n) => n * 10);
    });
    const answers = await Promise.all([1, 2, 3].map((n) => batcher.submit(n)));
    expect(answers).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('closes a batch at maxSize', async () => {
    const batches: number[][] = [];
    const batcher = new MicroBatcher(
      async (inputs: number[]) => {
        batches.push(inputs);
        return inputs;
      },
      { maxSize: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('with a window, gathers calls made in later turns until the window closes', async () => {
    const batches: number[][] = [];
    const batcher = new MicroBatcher(
      async (inputs: number[]) => {
        batches.push(inputs);
        return inputs;
      },
      { windowMs: 30 },
    );
    const first = batcher.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = batcher.submit(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const third = batcher.submit(3);
    await Promise.all([first, second, third]);
    expect(batches).toEqual([[1, 2, 3]]);
    await batcher.submit(4);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('fails every call of a batch whose run fails, synchronously or not', async () => {
    const throwing = new MicroBatcher<number, number>(() => {
      throw new Error('boom');
    });
    await expect(Promise.all([throwing.submit(1), throwing.submit(2)])).rejects.toThrow('boom');
    const rejecting = new MicroBatcher<number, number>(async () => Promise.reject(new Error('down')));
    const results = await Promise.allSettled([rejecting.submit(1), rejecting.submit(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
