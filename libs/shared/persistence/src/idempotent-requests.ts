import { Inject, Injectable } from '@nestjs/common';
import { openText, SECRETS_KEY, sealText, SecretsKey } from '@backoffice/shared/config';
import { IdempotencyStore, IdempotentOutcome, REQUEST_HASHER, RequestHasher, StoredResponse, assertValidIdempotencyKey, withIdempotencyKey } from '@backoffice/shared/kernel';
import { PgIdempotencyStore } from './pg-idempotency.store';
import { TypeOrmUnitOfWork } from './typeorm-unit-of-work';

export interface IdempotentRequest {
  companyId: number;
  /** The Idempotency-Key header; absent, the work just runs. */
  key: string | undefined;
  /** What was asked, canonically (method, route, path parameters, body): its hash is compared on a retry. */
  request: string;
  /** The answer carries a secret (an API key, a signing secret): it is stored encrypted. */
  sealAnswer?: boolean;
}

/**
 * Idempotency-Key for any write, one mechanism for every route (the HTTP interceptor and the file
 * upload use it): the key's lock, the work and its stored answer in one transaction, so a crash
 * between the change and its answer leaves neither. A failed request stores nothing and frees the
 * key. Same rules, same store and same table as document creation and the gateway.
 */
@Injectable()
export class IdempotentRequests {
  private readonly sealed: IdempotencyStore;

  constructor(
    private readonly uow: TypeOrmUnitOfWork,
    private readonly store: PgIdempotencyStore,
    @Inject(REQUEST_HASHER) private readonly hasher: RequestHasher,
    @Inject(SECRETS_KEY) secrets: SecretsKey,
  ) {
    this.sealed = sealingStore(store, secrets.derive('idempotency-sealed-answers'));
  }

  async run<T>(scope: IdempotentRequest, work: () => Promise<T>): Promise<IdempotentOutcome<T>> {
    assertValidIdempotencyKey(scope.key);
    if (scope.key === undefined) return { body: await work(), replayed: false };
    const requestHash = this.hasher.hash(scope.request);
    const store = scope.sealAnswer ? this.sealed : this.store;
    return this.uow.run(() => withIdempotencyKey(store, { companyId: scope.companyId, key: scope.key, requestHash }, work));
  }
}

/** The same store, with answers kept as `{ sealed: base64url(iv | tag | AES-256-GCM(JSON)) }`. */
function sealingStore(store: IdempotencyStore, key: Buffer): IdempotencyStore {
  const seal = (body: unknown) => ({ sealed: sealText(key, JSON.stringify(body)) });
  // A key first used on a route whose answer is not sealed holds a plain answer: it is returned as
  // it is, and its request hash (another route) makes it IDEMPOTENCY_KEY_REUSED.
  const open = (body: unknown): unknown => {
    const sealed = (body as { sealed?: unknown } | null)?.sealed;
    if (typeof sealed !== 'string') return body;
    return JSON.parse(openText(key, sealed));
  };
  return {
    tryLock: (companyId, k) => store.tryLock(companyId, k),
    purge: (before) => store.purge(before),
    find: async (companyId, k): Promise<StoredResponse | null> => {
      const found = await store.find(companyId, k);
      return found ? { ...found, body: open(found.body) } : null;
    },
    save: (companyId, k, response) => store.save(companyId, k, { ...response, body: seal(response.body) }),
  };
}
