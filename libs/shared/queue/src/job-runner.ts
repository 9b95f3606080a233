import { JobContext, JobHandler } from '@backoffice/shared/kernel';
import { requestContext } from '@backoffice/shared/observability';
import type { Logger } from 'pino';

/** How a run ended: done, failed with another attempt scheduled, or failed for good. */
export type JobOutcome = 'completed' | 'retrying' | 'failed';

/** Told about every job this process runs (the metrics module counts and times them). */
export interface JobObserver {
  started(job: { queue: string; name: string }): void;
  finished(job: { queue: string; name: string }, outcome: JobOutcome, seconds: number): void;
}

export const JOB_OBSERVER = Symbol('JobObserver');

/** Where a job came from: the request (and company) that enqueued it, when one did. */
export interface JobOrigin {
  reqId?: string;
  companyId?: number;
}

export interface JobRun {
  queue: string;
  name: string;
  id: string;
  attempt: number;
  payload: unknown;
  origin?: JobOrigin;
  /** Delay before the next attempt if this one fails; undefined when none is left. */
  retryInMs?: number;
}

/**
 * Runs one attempt of a job the way both queue adapters do: inside a log context carrying the
 * job id, name, attempt, company and originating request id (so every line the handler writes
 * can be traced), with its start logged at debug and its outcome at info (with the duration) or
 * warn/error (with the error and the next retry). The handler's error is rethrown so the queue
 * applies its retry schedule.
 */
export async function runJob<R>(run: JobRun, handler: JobHandler<unknown, R>, logger: Logger, observer?: JobObserver): Promise<R> {
  const companyId = companyOf(run.payload) ?? run.origin?.companyId;
  const store = { requestId: run.origin?.reqId, companyId, job: { id: run.id, name: run.name, attempt: run.attempt } };
  return requestContext.run(store, async () => {
    const startedAt = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - startedAt) / 1e9;
    logger.debug({ queue: run.queue, ids: idsOf(run.payload) }, 'job started');
    observer?.started(run);
    try {
      const context: JobContext = { attempt: run.attempt, jobId: run.id };
      const result = await handler(run.payload, context);
      const elapsed = seconds();
      observer?.finished(run, 'completed', elapsed);
      logger.info({ durationMs: Math.round(elapsed * 1000) }, 'job completed');
      return result;
    } catch (error) {
      const elapsed = seconds();
      const durationMs = Math.round(elapsed * 1000);
      if (run.retryInMs === undefined) {
        observer?.finished(run, 'failed', elapsed);
        logger.error({ err: error, durationMs }, 'job failed; no retry left');
      } else {
        observer?.finished(run, 'retrying', elapsed);
        logger.warn({ err: error, durationMs, retryInMs: run.retryInMs, nextAttempt: run.attempt + 1 }, 'job failed; retry scheduled');
      }
      throw error;
    }
  });
}

/** Payloads carry ids only (never secrets); a company's jobs name it. */
function companyOf(payload: unknown): number | undefined {
  const value = (payload as { companyId?: unknown } | null)?.companyId;
  return typeof value === 'number' ? value : undefined;
}

/** The payload's id fields (`documentId`, `deliveryIds`, …), for the start line: enough to find the rows a job worked on. */
function idsOf(payload: unknown): Record<string, unknown> | undefined {
  if (!payload || typeof payload !== 'object') return undefined;
  const ids = Object.entries(payload).filter(
    ([key, value]) => /Ids?$/.test(key) && key !== 'companyId' && (typeof value === 'number' || typeof value === 'string' || Array.isArray(value)),
  );
  return ids.length > 0 ? Object.fromEntries(ids) : undefined;
}
