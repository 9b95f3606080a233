/**
 * The job-queue port. A job contract (name + payload type) lives in the producing context's
 * application lib; payloads carry ids only and the handler reloads state.
 *
 * Two adapters implement it (libs/shared/queue): BullMQ when REDIS_URL is set, in-process
 * otherwise. Both honour delays and the retry schedule declared on the job definition.
 */
export interface JobDefinition<P, R = void> {
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
  /** Phantom field carrying the handler's result type (request/response jobs); never set. */
  readonly __result?: R;
}

const defined = new Map<string, JobDefinition<unknown, unknown>>();

/** Declares a job. Every definition loaded in the process is listed by `definedJobs()`. */
export function defineJob<P, R = void>(queue: string, name: string, retryDelaysMs: readonly number[] = []): JobDefinition<P, R> {
  const definition: JobDefinition<P, R> = { queue, name, retryDelaysMs };
  const earlier = defined.get(name);
  if (earlier && earlier.queue !== queue) throw new Error(`job ${name} is defined twice, on queues ${earlier.queue} and ${queue}`);
  defined.set(name, definition as JobDefinition<unknown, unknown>);
  return definition;
}

/** Every job defined by the modules loaded so far: what a worker that loads every context must consume. */
export function definedJobs(): JobDefinition<unknown, unknown>[] {
  return [...defined.values()];
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

export type JobHandler<P, R = void> = (payload: P, context: JobContext) => Promise<R>;

export interface RequestOptions {
  /** How long the caller waits for the handler's result; past it, `JobTimeoutError`. */
  timeoutMs: number;
}

/**
 * The caller stopped waiting. The job may still run (and, on BullMQ, be picked up later by a
 * worker): request jobs must be safe to run without anyone reading their result.
 */
export class JobTimeoutError extends Error {
  constructor(
    readonly jobName: string,
    readonly timeoutMs: number,
  ) {
    super(`job ${jobName} gave no result within ${timeoutMs} ms`);
    this.name = 'JobTimeoutError';
  }
}

export interface JobQueue {
  enqueue<P, R = void>(job: JobDefinition<P, R>, payload: P, options?: EnqueueOptions): Promise<void>;
  /**
   * Runs the job where its handler lives (a worker process on BullMQ, this process otherwise)
   * and resolves with the handler's return value, which must be JSON. A thrown error rejects
   * (its message only, across processes); no retries are made while the caller waits.
   */
  request<P, R>(job: JobDefinition<P, R>, payload: P, options: RequestOptions): Promise<R>;
  /**
   * Runs the job every `everyMs` from now on. Declared by each process at start; with BullMQ the
   * schedule lives in Redis under the job's name, so several processes declaring it run it once.
   */
  repeat<P>(job: JobDefinition<P>, payload: P, everyMs: number): Promise<void>;
}

export const JOB_QUEUE = Symbol('JobQueue');

/** Where handlers are registered; the adapter that consumes a queue looks them up by name. */
export interface JobHandlerRegistry {
  register<P, R = void>(job: JobDefinition<P, R>, handler: JobHandler<P, R>): void;
}

export const JOB_HANDLER_REGISTRY = Symbol('JobHandlerRegistry');
