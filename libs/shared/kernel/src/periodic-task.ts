/**
 * Runs `work` now and then every `everyMs` in this process, one pass at a time (a tick that comes
 * while a pass is running joins it). A timer rather than a repeatable queue job, for the work that
 * must go on when the queue itself lost its jobs: recovery passes that rebuild them from the
 * database. A failed pass is reported and the next tick tries again.
 */
export class PeriodicTask {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly everyMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
    void this.tick();
  }

  /** One pass now; concurrent calls share the pass under way. */
  tick(): Promise<void> {
    this.running ??= this.work()
      .then(
        () => undefined,
        (error) => this.onError(error),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** No more ticks; waits for the pass under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

/**
 * Runs `work` whenever asked, one run at a time: asks that come during a run are folded into one
 * more run after it, so nothing asked for after a run began is missed and a flood of asks costs
 * at most two runs. For work woken by a signal (a commit) rather than a clock.
 */
export class CoalescedRun {
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  request(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => (this.running = undefined));
  }

  /** No more runs; waits for the one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      await this.work().catch(this.onError);
    } while (this.again && !this.stopped);
  }
}
