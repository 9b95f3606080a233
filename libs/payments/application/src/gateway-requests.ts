import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  Actor,
  IDEMPOTENCY_STORE,
  IdempotencyStore,
  IdempotentOutcome,
  REQUEST_HASHER,
  RequestHasher,
  UNIT_OF_WORK,
  UnitOfWork,
  assertValidIdempotencyKey,
  requestFingerprint,
  withIdempotencyKey,
} from '@backoffice/shared/kernel';

/** Public ids: a type prefix and 24 hex characters (`ch_…`, `re_…`, `pm_…`). */
export function newPublicId(prefix: 'ch' | 're' | 'pm' | 'pp' | 'rp'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/**
 * Every gateway write runs here: one transaction holding the Idempotency-Key (same rules and
 * store as document creation), the change, its events and the stored answer. The route and its
 * path id are part of the hashed request, so a key reused on another route or charge is refused.
 */
@Injectable()
export class GatewayRequests {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(IDEMPOTENCY_STORE) private readonly idempotency: IdempotencyStore,
    @Inject(REQUEST_HASHER) private readonly hasher: RequestHasher,
  ) {}

  run<T>(actor: Actor, request: { route: string; body: unknown; key: string | undefined }, work: () => Promise<T>): Promise<IdempotentOutcome<T>> {
    assertValidIdempotencyKey(request.key);
    const requestHash = this.hasher.hash(requestFingerprint(`gateway ${request.route}`, request.body));
    return this.uow.run(() => withIdempotencyKey(this.idempotency, { companyId: actor.companyId, key: request.key, requestHash }, work));
  }
}
