import { CoalescedRun, PeriodicTask } from './periodic-task';

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

describe('CoalescedRun', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 40));

  it('folds asks during a run into one more run after it, one run at a time', async () => {
    const seen: number[][] = [];
    const errors: unknown[] = [];
    let concurrent = 0;
    let written = 0;
    const wanted: number[] = [];
    // Each run "reads" what has been written when it starts, as the relay reads the outbox.
    const run = new CoalescedRun(async () => {
      expect(++concurrent).toBe(1);
      seen.push(wanted.slice(seen.flat().length));
      await new Promise((resolve) => setTimeout(resolve, 20));
      concurrent--;
    }, errors.push.bind(errors));
    wanted.push(++written);
    run.request();
    for (let i = 0; i < 5; i++) {
      wanted.push(++written); // written while the first run is under way
      run.request();
    }
    await settle();
    await settle();
    expect({ seen, errors }).toEqual({ seen: [[1], [2, 3, 4, 5, 6]], errors: [] });
    await run.stop();
  });

  it('keeps running after a failed run and takes no asks once stopped', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const run = new CoalescedRun(
      async () => {
        if (++runs === 1) throw new Error('first run fails');
      },
      (error) => errors.push(error),
    );
    run.request();
    await settle();
    run.request();
    await settle();
    expect([runs, errors.length]).toEqual([2, 1]);
    await run.stop();
    run.request();
    await settle();
    expect(runs).toBe(2);
  });
});
