/**
 * Gathers calls into one batch, so hundreds of concurrent attempts cost a few database round
 * trips, not hundreds. A batch closes at the end of the event-loop turn (`windowMs` 0), or
 * `windowMs` after its first call, or at `maxSize` calls, whichever comes first: under load a
 * small window turns one statement per finished attempt into one statement per dozens.
 * `run` answers one result per input, in order; an error fails every call of the batch.
 */
export class MicroBatcher<I, O> {
  private pending: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  private timer?: NodeJS.Timeout | NodeJS.Immediate;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly options: { maxSize?: number; windowMs?: number } = {},
  ) {}

  submit(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      if (this.pending.length >= (this.options.maxSize ?? 200)) this.flush();
      else if (!this.timer) {
        const windowMs = this.options.windowMs ?? 0;
        this.timer = windowMs > 0 ? setTimeout(() => this.flush(), windowMs) : setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    if (this.timer) {
      clearTimeout(this.timer as NodeJS.Timeout);
      clearImmediate(this.timer as NodeJS.Immediate);
      this.timer = undefined;
    }
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    let outputs: Promise<O[]>;
    try {
      outputs = this.run(batch.map((b) => b.input));
    } catch (error) {
      outputs = Promise.reject(error);
    }
    outputs.then(
      (results) => batch.forEach((b, i) => b.resolve(results[i])),
      (error) => batch.forEach((b) => b.reject(error)),
    );
  }
}
