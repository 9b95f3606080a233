import { Injectable } from '@nestjs/common';

/**
 * Tells this app, after the fact, that a transaction holding outbox events committed: what wakes
 * the webhook relay at once instead of at its next tick. A hint, never the record: an event whose
 * signal is lost (a crash just after the commit) is still relayed by the timer.
 */
@Injectable()
export class OutboxCommits {
  private readonly listeners = new Set<() => void>();

  /** Called once the events' transaction has committed. */
  committed(): void {
    for (const listener of this.listeners) listener();
  }

  /** Returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
