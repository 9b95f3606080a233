import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each delivery row is updated twice after its insert (lease, then result). Free space on its
 * page lets the lease update stay a heap-only tuple update (no index entries written), which
 * matters at thousands of deliveries a second. Applies to pages written from now on. The table
 * also makes two dead row versions per delivery: autovacuum visits it after 2% of its rows
 * changed rather than the default 20%, so a busy day does not leave it bloated.
 */
export class WebhookDeliveryFillfactor1764000009000 implements MigrationInterface {
  name = 'WebhookDeliveryFillfactor1764000009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_deliveries SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE webhook_deliveries RESET (fillfactor, autovacuum_vacuum_scale_factor, autovacuum_analyze_scale_factor)`);
  }
}
