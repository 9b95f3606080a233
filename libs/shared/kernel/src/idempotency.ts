import { ConflictError, DomainError, ValidationError } from './domain-error';

/**
 * The `Idempotency-Key` state table of the specification, as a decision on what a request with
 * a key must do given what is stored under that key for the company. Every route that accepts
 * the header (document creation, the payment gateway's writes) goes through `withIdempotencyKey`.
 */
export const IDEMPOTENCY_KEY_MAX = 255;

/** Any printable ASCII without spaces at the ends, 1 to 255 characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return key.length >= 1 && key.length <= IDEMPOTENCY_KEY_MAX && /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(key);
}

export type StoredKey = { state: 'in_progress'; requestHash: string } | { state: 'stored'; requestHash: string; status: number; body: unknown };

export type IdempotencyDecision =
  { action: 'proceed' } | { action: 'replay'; status: number; body: unknown } | { action: 'reject'; code: 'REQUEST_IN_PROGRESS' | 'IDEMPOTENCY_KEY_REUSED' };

export function decideIdempotency(stored: StoredKey | null, requestHash: string): IdempotencyDecision {
  if (!stored) return { action: 'proceed' };
  if (stored.state === 'in_progress') return { action: 'reject', code: 'REQUEST_IN_PROGRESS' };
  if (stored.requestHash !== requestHash) return { action: 'reject', code: 'IDEMPOTENCY_KEY_REUSED' };
  return { action: 'replay', status: stored.status, body: stored.body };
}

/** Deeper than this no request of the API's goes; a body that does is refused before it is hashed. */
export const MAX_CANONICAL_DEPTH = 32;

/**
 * The body compared for "same body": JSON with object keys sorted at every depth, so clients that
 * serialise keys in another order on a retry are still recognised. Array order is meaningful. A
 * value nested more than MAX_CANONICAL_DEPTH levels is a 400 VALIDATION_ERROR (no route takes
 * one, and hashing it must not exhaust the stack).
 */
export function canonicalJson(value: unknown, depth = 0): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (depth >= MAX_CANONICAL_DEPTH) throw ValidationError.field('body', `must not be nested more than ${MAX_CANONICAL_DEPTH} levels deep`);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, depth + 1)}`).join(',')}}`;
}

/**
 * The text an Idempotency-Key's request hash is taken of: what the request is, one part a line,
 * strings as they are and anything else as canonical JSON (the route first, then what it was
 * given). Every keyed route describes itself through this one recipe.
 */
export function requestFingerprint(...parts: unknown[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : canonicalJson(part))).join('\n');
}

/** 400 `INVALID_IDEMPOTENCY_KEY` unless the key is absent or well formed. */
export function assertValidIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && !isValidIdempotencyKey(key)) {
    throw new DomainError('INVALID_IDEMPOTENCY_KEY', 'validation', 'Idempotency-Key must be 1 to 255 printable ASCII characters without surrounding spaces');
  }
}

export interface StoredResponse {
  requestHash: string;
  status: number;
  body: unknown;
}

/**
 * Stored answers per company and Idempotency-Key, one table for every route: a key used on one
 * route and then on another carries a different request hash, so it answers IDEMPOTENCY_KEY_REUSED.
 * "In progress" is a transaction-scoped lock: a crashed or failed request releases it with its
 * transaction, so its key is free again.
 */
export interface IdempotencyStore {
  /** Inside a transaction: false when another request holds the key right now. */
  tryLock(companyId: number, key: string): Promise<boolean>;
  find(companyId: number, key: string): Promise<StoredResponse | null>;
  save(companyId: number, key: string, response: StoredResponse): Promise<void>;
  /** Removes answers stored before `before`; returns how many. */
  purge(before: Date): Promise<number>;
}
export const IDEMPOTENCY_STORE = Symbol('IdempotencyStore');

export interface IdempotentOutcome<T> {
  body: T;
  /** True when the answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Runs `work` under the key, inside the caller's unit of work: takes the in-progress lock, then
 * replays, rejects or runs and stores the answer in the same transaction. Without a key, just runs.
 * A thrown error rolls the transaction back, and with it the lock: the key is free again.
 */
export async function withIdempotencyKey<T>(
  store: IdempotencyStore,
  scope: { companyId: number; key: string | undefined; requestHash: string },
  work: () => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const { companyId, key, requestHash } = scope;
  if (key === undefined) return { body: await work(), replayed: false };
  if (!(await store.tryLock(companyId, key))) throw new ConflictError('REQUEST_IN_PROGRESS', 'A request with this Idempotency-Key is still running; retry later');
  const stored = await store.find(companyId, key);
  const decision = decideIdempotency(stored ? { state: 'stored', ...stored } : null, requestHash);
  if (decision.action === 'reject') throw new ConflictError(decision.code, 'This Idempotency-Key was used with a different request body');
  if (decision.action === 'replay') return { body: decision.body as T, replayed: true };
  const body = await work();
  await store.save(companyId, key, { requestHash, status: 200, body });
  return { body, replayed: false };
}

/**
 * The one recipe for the hash an Idempotency-Key's request is compared by: a keyed hash (HMAC) of
 * a canonical text of the request (route, path ids, canonical JSON body). Keyed, because request
 * bodies can hold card numbers and other personal data, and a plain hash of a card number can be
 * reversed by trying every number.
 */
export interface RequestHasher {
  hash(text: string): string;
}
export const REQUEST_HASHER = Symbol('RequestHasher');
