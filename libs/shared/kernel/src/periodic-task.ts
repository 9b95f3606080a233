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
