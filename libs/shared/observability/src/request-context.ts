import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What every log line written for one unit of work carries without it being passed around: an
 * HTTP request (its id, then the caller's company once authenticated) or a job run by a queue
 * consumer (the job, its attempt, the company it works for, and the id of the request that
 * enqueued it, so the worker's lines can be found from the API's).
 */
export interface RequestContext {
  /** The request being handled; in a job, the request that enqueued it, when one did. */
  requestId?: string;
  companyId?: number;
  keyId?: number;
  /** Set while a job handler runs. */
  job?: { id: string; name: string; attempt: number };
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/** What a job enqueued now should remember of the work that enqueued it (nothing outside a request or job). */
export function currentOrigin(): { reqId?: string; companyId?: number } | undefined {
  const store = requestContext.getStore();
  if (!store || (store.requestId === undefined && store.companyId === undefined)) return undefined;
  return { reqId: store.requestId, companyId: store.companyId };
}

/** The fields the logger adds to a line written inside `store`. */
export function contextFields(store: RequestContext): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (store.requestId !== undefined) fields.reqId = store.requestId;
  if (store.companyId !== undefined) fields.companyId = store.companyId;
  if (store.job) {
    fields.jobId = store.job.id;
    fields.job = store.job.name;
    fields.attempt = store.job.attempt;
  }
  return fields;
}
