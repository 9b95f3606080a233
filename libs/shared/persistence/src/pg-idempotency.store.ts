import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IdempotencyStore, StoredResponse } from '@backoffice/shared/kernel';
import { TypeOrmUnitOfWork } from './typeorm-unit-of-work';

/**
 * Stored answers in `idempotency_keys`; "in progress" is a transaction-scoped advisory lock on
 * (company, key), so it ends with the request's transaction whatever happens to the process.
 */
@Injectable()
export class PgIdempotencyStore implements IdempotencyStore {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async tryLock(companyId: number, key: string): Promise<boolean> {
    if (!this.db.inTransaction()) throw new Error('Idempotency-Key locks are transaction-scoped: call inside a unit of work');
    const [row] = await this.db.query(`SELECT pg_try_advisory_xact_lock($1::bigint) AS locked`, [lockId(companyId, key)], { prepare: true });
    return row.locked === true;
  }

  async find(companyId: number, key: string): Promise<StoredResponse | null> {
    const [row] = await this.db.query(`SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE company_id = $1 AND key = $2`, [companyId, key], {
      prepare: true,
    });
    return row ? { requestHash: row.request_hash, status: row.response_status, body: row.response_body } : null;
  }

  async save(companyId: number, key: string, response: StoredResponse): Promise<void> {
    await this.db.query(
      `INSERT INTO idempotency_keys (company_id, key, request_hash, response_status, response_body) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (company_id, key) DO UPDATE SET response_status = EXCLUDED.response_status, response_body = EXCLUDED.response_body`,
      [companyId, key, response.requestHash, response.status, JSON.stringify(response.body)],
      { prepare: true },
    );
  }

  async purge(before: Date): Promise<number> {
    const result = await this.db.query(`DELETE FROM idempotency_keys WHERE created_at < $1`, [before]);
    return Array.isArray(result) ? Number(result[1] ?? 0) : 0;
  }
}

/** A 64-bit lock id from (company, key); distinct keys colliding is a 2^-64 event. */
function lockId(companyId: number, key: string): string {
  return createHash('sha256').update(`idempotency:${companyId}:${key}`).digest().readBigInt64BE(0).toString();
}
