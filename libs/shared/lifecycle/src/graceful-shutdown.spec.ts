import { EventEmitter } from 'node:events';
import pino from 'pino';
import { Deadline, exitGracefullyOnSignals } from './graceful-shutdown';

const silent = pino({ level: 'silent' });

function fakeProcess() {
  const emitter = new EventEmitter() as EventEmitter & { exit(code: number): void; codes: number[] };
  emitter.codes = [];
  emitter.exit = (code: number) => void emitter.codes.push(code);
  return emitter;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('exitGracefullyOnSignals', () => {
  it('exits 0 once stop has finished, and only then', async () => {
    const proc = fakeProcess();
    let finish: () => void = () => undefined;
    exitGracefullyOnSignals({ logger: silent, timeoutMs: 1000, process: proc, stop: () => new Promise<void>((resolve) => (finish = resolve)) });
    proc.emit('SIGTERM');
    await sleep(20);
    expect(proc.codes).toEqual([]);
    finish();
    await sleep(0);
    expect(proc.codes).toEqual([0]);
  });

  it('exits 1 when the bound passes before stop finishes', async () => {
    const proc = fakeProcess();
    exitGracefullyOnSignals({ logger: silent, timeoutMs: 50, process: proc, stop: () => new Promise<void>(() => undefined) });
    proc.emit('SIGTERM');
    await sleep(30);
    expect(proc.codes).toEqual([]);
    await sleep(40);
    expect(proc.codes).toEqual([1]);
  });

  it('exits 1 at once on a second signal', async () => {
    const proc = fakeProcess();
    exitGracefullyOnSignals({ logger: silent, timeoutMs: 5000, process: proc, stop: () => new Promise<void>(() => undefined) });
    proc.emit('SIGTERM');
    proc.emit('SIGINT');
    expect(proc.codes).toEqual([1]);
  });

  it('exits 1 when stop fails, and hands stop a deadline of the configured bound', async () => {
    const proc = fakeProcess();
    let given: Deadline | undefined;
    exitGracefullyOnSignals({
      logger: silent,
      timeoutMs: 5000,
      process: proc,
      stop: async (deadline) => {
        given = deadline;
        throw new Error('database went away');
      },
    });
    proc.emit('SIGTERM');
    await sleep(0);
    expect(proc.codes).toEqual([1]);
    expect(given?.remainingMs()).toBeGreaterThan(4900);
    expect(given?.budgetMs(1000)).toBeLessThanOrEqual(4000);
  });

  it("takes the signals over from handlers installed before (a dependency's exit hook), which would exit before the drain", async () => {
    const proc = fakeProcess();
    const earlier: string[] = [];
    proc.on('SIGTERM', () => earlier.push('exit hook'));
    let finish: () => void = () => undefined;
    exitGracefullyOnSignals({ logger: silent, timeoutMs: 1000, process: proc, stop: () => new Promise<void>((resolve) => (finish = resolve)) });
    proc.emit('SIGTERM');
    expect(earlier).toEqual([]);
    finish();
    await sleep(0);
    expect(proc.codes).toEqual([0]);
  });
  it('takes the signals back from handlers installed after it, once claimSignals is called', async () => {
    const proc = fakeProcess();
    let finish: () => void = () => undefined;
    const { claimSignals } = exitGracefullyOnSignals({ logger: silent, timeoutMs: 1000, process: proc, stop: () => new Promise<void>((resolve) => (finish = resolve)) });
    const later: string[] = [];
    proc.on('SIGTERM', () => later.push('exit hook'));
    claimSignals();
    proc.emit('SIGTERM');
    expect(later).toEqual([]);
    finish();
    await sleep(0);
    expect(proc.codes).toEqual([0]);
  });

  it('handles a signal that arrives while the app is still starting: stop waits for the start, then exits 0', async () => {
    const proc = fakeProcess();
    let started: (app: string) => void = () => undefined;
    const starting = new Promise<string>((resolve) => (started = resolve));
    const stopped: string[] = [];
    exitGracefullyOnSignals({ logger: silent, timeoutMs: 1000, process: proc, stop: async () => void stopped.push(await starting) });
    proc.emit('SIGTERM');
    await sleep(10);
    expect(proc.codes).toEqual([]);
    started('app');
    await sleep(0);
    expect(stopped).toEqual(['app']);
    expect(proc.codes).toEqual([0]);
  });
});

describe('Deadline', () => {
  it('counts down and never below zero', () => {
    let now = 0;
    const deadline = new Deadline(1000, () => now);
    now = 400;
    expect(deadline.remainingMs()).toBe(600);
    expect(deadline.budgetMs(500)).toBe(100);
    now = 2000;
    expect(deadline.remainingMs()).toBe(0);
    expect(deadline.budgetMs(500)).toBe(0);
  });
});
