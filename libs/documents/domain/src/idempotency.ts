/**
 * The `Idempotency-Key` state table of the specification, as a decision on what a request with
 * a key must do given what is stored under that key for the company.
 */
export const IDEMPOTENCY_KEY_MAX = 255;

/** Any printable ASCII without spaces at the ends, 1 to 255 characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX && /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(key);
}

export type StoredKey = { state: 'in_progress'; requestHash: string } | { state: 'stored'; requestHash: string; status: number; body: unknown };

export type IdempotencyDecision =
  | { action: 'proceed' }
  | { action: 'replay'; status: number; body: unknown }
  | { action: 'reject'; code: 'REQUEST_IN_PROGRESS' | 'IDEMPOTENCY_KEY_REUSED' };

export function decideIdempotency(stored: StoredKey | null, requestHash: string): IdempotencyDecision {
  if (!stored) return { action: 'proceed' };
  if (stored.state === 'in_progress') return { action: 'reject', code: 'REQUEST_IN_PROGRESS' };
  if (stored.requestHash !== requestHash) return { action: 'reject', code: 'IDEMPOTENCY_KEY_REUSED' };
  return { action: 'replay', status: stored.status, body: stored.body };
}

/**
 * The body compared for "same body": JSON with object keys sorted at every depth, so clients that
 * serialise keys in another order on a retry are still recognised. Array order is meaningful.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
