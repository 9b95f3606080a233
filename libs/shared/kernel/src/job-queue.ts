/**
 * The job-queue port. A job contract (name + payload type) lives in the producing context's
 * application lib; payloads carry ids only and the handler reloads state.
 *
 * Two adapters implement it (libs/shared/queue): BullMQ when REDIS_URL is set, in-process
 * otherwise. Both honour delays and the retry schedule declared on the job definition.
 */
export interface JobDefinition<P> {
  /** Queue the job travels on; one BullMQ queue per name, so slow kinds of work never block others. */
  readonly queue: string;
  /** Job name, unique across the workspace: `<context>.<verb>`. */
  readonly name: string;
  /**
   * Delays before each retry after a thrown error, in milliseconds. `[60000, 300000]` means two
   * retries, one minute then five minutes after the previous attempt. Empty: no retry.
   */
  readonly retryDelaysMs: readonly number[];
  /** Phantom field carrying the payload type; never set. */
  readonly __payload?: P;
}

export function defineJob<P>(queue: string, name: string, retryDelaysMs: readonly number[] = []): JobDefinition<P> {
  return { queue, name, retryDelaysMs };
}

export interface EnqueueOptions {
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /** A job with the same id that is still waiting is not enqueued twice. */
  jobId?: string;
}

export interface JobContext {
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  jobId: string;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export interface JobQueue {
  enqueue<P>(job: JobDefinition<P>, payload: P, options?: EnqueueOptions): Promise<void>;
  /**
   * Runs the job every `everyMs` from now on. Declared by each process at start; with BullMQ the
   * schedule lives in Redis under the job's name, so several processes declaring it run it once.
   */
  repeat<P>(job: JobDefinition<P>, payload: P, everyMs: number): Promise<void>;
}

export const JOB_QUEUE = Symbol('JobQueue');

/** Where handlers are registered; the adapter that consumes a queue looks them up by name. */
export interface JobHandlerRegistry {
  register<P>(job: JobDefinition<P>, handler: JobHandler<P>): void;
}

export const JOB_HANDLER_REGISTRY = Symbol('JobHandlerRegistry');
