import { randomUUID } from 'node:crypto';
import { IDEMPOTENT_OPERATIONS } from './generated/idempotent-operations';

export interface RetryOptions {
  /** Tries per call, the first included (default 5). */
  maxAttempts?: number;
  /** First backoff; each retry doubles it, with jitter (default 250 ms). */
  baseDelayMs?: number;
  /** Longest wait, whatever Retry-After says (default 30 s). */
  maxDelayMs?: number;
  /** For tests: how to wait. */
  sleep?: (ms: number) => Promise<void>;
  /** For tests: the Idempotency-Key of a call that has none. */
  newKey?: () => string;
}

type Fetch = (request: Request) => Promise<Response>;

const KEYED = IDEMPOTENT_OPERATIONS.map((operation) => {
  const [method, template] = operation.split(' ');
  return { method, path: new RegExp(`${template.replace(/\{[^}]+\}/g, '[^/]+')}$`) };
});

/** Whether the API stores the answer of this write under its Idempotency-Key (the document says so). */
export function takesIdempotencyKey(method: string, url: string): boolean {
  const path = new URL(url).pathname;
  return KEYED.some((k) => k.method === method && k.path.test(path));
}

/**
 * A fetch that makes calls safe to retry. Every write carries an `Idempotency-Key`, generated once
 * per call and the same on every try. A 429 is always retried after `Retry-After` (the API did not
 * run the call). A network failure or a 503 is retried only when running the call twice cannot
 * happen: reads, and writes the API keeps under their key (a retry gets the stored answer).
 */
export function retryingFetch(fetchImpl: Fetch, options: RetryOptions = {}): Fetch {
  const maxAttempts = options.maxAttempts ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 250;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const newKey = options.newKey ?? randomUUID;

  return async (request) => {
    const method = request.method.toUpperCase();
    const write = method !== 'GET' && method !== 'HEAD';
    if (write && !request.headers.has('idempotency-key')) request.headers.set('Idempotency-Key', newKey());
    const repeatable = !write || takesIdempotencyKey(method, request.url);
    for (let attempt = 1; ; attempt++) {
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await fetchImpl(request.clone());
      } catch (error) {
        failure = error;
      }
      const retry = response ? response.status === 429 || (response.status === 503 && repeatable) : repeatable;
      if (!retry || attempt >= maxAttempts) {
        if (response) return response;
        throw failure;
      }
      const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2));
      const retryAfter = Number(response?.headers.get('retry-after'));
      await response?.body?.cancel();
      await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(maxDelayMs, retryAfter * 1000) : backoff);
    }
  };
}
