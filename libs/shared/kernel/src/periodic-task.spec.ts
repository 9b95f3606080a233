import { PeriodicTask } from './periodic-task';

describe('PeriodicTask', () => {
  it('runs at start and then on every interval, one pass at a time', async () => {
    let passes = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const task = new PeriodicTask(
      async () => {
        passes++;
        maxConcurrent = Math.max(maxConcurrent, ++concurrent);
        await new Promise((resolve) => setTimeout(resolve, 30));
        concurrent--;
      },
      10,
      () => undefined,
    );
    task.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await task.stop();
    const after = passes;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(after).toBeGreaterThanOrEqual(3);
    expect(maxConcurrent).toBe(1);
    expect(passes).toBe(after);
  });

  it('reports a failed pass and keeps going', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const task = new PeriodicTask(
      async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
      },
      10,
      (error) => errors.push(error),
    );
    task.start();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await task.stop();
    expect(errors).toHaveLength(1);
    expect(calls).toBeGreaterThan(1);
  });
});
