import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '@backoffice/shared/kernel';
import { IDEMPOTENCY_STORE, IdempotencyStore } from './documents.ports';

export interface IdempotencyRetention {
  hours: number;
}
export const IDEMPOTENCY_RETENTION = Symbol('IdempotencyRetention');

/** Handler of the hourly purge: stored answers live for the retention (24 hours at least), then go. */
@Injectable()
export class PurgeIdempotencyKeys {
  constructor(
    @Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore,
    @Inject(IDEMPOTENCY_RETENTION) private readonly retention: IdempotencyRetention,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const hours = Math.max(24, this.retention.hours);
    return this.store.purge(new Date(this.clock.now().getTime() - hours * 3_600_000));
  }
}
