import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventOutbox } from '@backoffice/shared/kernel';
import { OutboxCommits } from './outbox-commits';
import { TypeOrmUnitOfWork } from './typeorm-unit-of-work';

/**
 * Writes the event envelope (spec "Envelope": id, type, created, data) to `outbox_events` in the
 * caller's transaction. The id is fixed here, so every endpoint and every retry sees the same one.
 * Once that transaction commits, OutboxCommits is told, so the relay need not wait for its tick.
 */
@Injectable()
export class PgEventOutbox implements EventOutbox {
  constructor(
    private readonly db: TypeOrmUnitOfWork,
    private readonly commits: OutboxCommits,
  ) {}

  async add(event: { companyId: number; type: string; documentId: number | null; data: Record<string, unknown>; at: Date }): Promise<string> {
    const id = randomUUID();
    const envelope = { id, type: event.type, created: Math.floor(event.at.getTime() / 1000), data: event.data };
    await this.db.query(
      `INSERT INTO outbox_events (event_id, company_id, type, document_id, envelope, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, event.companyId, event.type, event.documentId, JSON.stringify(envelope), event.at],
      { prepare: true },
    );
    await this.db.afterCommit(async () => this.commits.committed());
    return id;
  }
}
