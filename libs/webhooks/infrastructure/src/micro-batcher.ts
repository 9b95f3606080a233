/**
 * Gathers the calls made in the same turn of the event loop (up to `maxSize`) and runs them as
 * one batch, so hundreds of concurrent attempts cost a few database round trips, not hundreds.
 * `run` answers one result per input, in order; an error fails every call of the batch.
 */
export class MicroBatcher<I, O> {
  private pending: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;

  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly maxSize = 200,
  ) {}

  submit(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      if (this.pending.length >= this.maxSize) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    this.run(batch.map((b) => b.input)).then(
      (outputs) => batch.forEach((b, i) => b.resolve(outputs[i])),
      (error) => batch.forEach((b) => b.reject(error)),
    );
  }
}
