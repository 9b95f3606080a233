import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The recovery passes that put back lost jobs look for the few rows still waiting: documents
 * PENDING an allocation number, files not inspected yet. Partial indexes keep those scans to the
 * waiting rows however large the tables grow.
 */
export class JobRecoveryIndexes1764000010000 implements MigrationInterface {
  name = 'JobRecoveryIndexes1764000010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX documents_pending_approval_idx ON documents (id) WHERE approval_number_status = 'PENDING'`);
    await q.query(`CREATE INDEX files_uninspected_idx ON files (id) WHERE inspected_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX files_uninspected_idx`);
    await q.query(`DROP INDEX documents_pending_approval_idx`);
  }
}
