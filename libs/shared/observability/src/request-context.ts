import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request values every log line carries without being passed around. */
export interface RequestContext {
  requestId: string;
  companyId?: number;
  keyId?: number;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
