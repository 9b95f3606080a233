import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhook endpoints get a lifecycle: a description and metadata of the integrator's, an optional
 * rate limit, disabling (by hand, after a sustained run of failures, or at once on 410 Gone) with
 * the failure run that leads to it, a `held` delivery state: events for a disabled endpoint
 * are recorded but not attempted, and released oldest first when it is enabled again; and each
 * attempt records the Retry-After its receiver answered with.
 *
 * The status check is replaced NOT VALID and validated separately, so a large deliveries table is
 * not locked against writes while it is scanned.
 */
export class WebhookEndpointLifecycle1764000011000 implements MigrationInterface {
  name = 'WebhookEndpointLifecycle1764000011000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE webhook_endpoints
        ADD COLUMN description text,
        ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN rate_limit_per_second integer CHECK (rate_limit_per_second > 0),
        ADD COLUMN disabled_at timestamptz,
        ADD COLUMN disabled_reason text CHECK (disabled_reason IN ('MANUAL', 'FAILING', 'GONE')),
        ADD COLUMN failing_since timestamptz,
        ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_status_check`);
    await q.query(
      `ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check CHECK (status IN ('pending', 'retrying', 'delivered', 'dropped', 'cancelled', 'held')) NOT VALID`,
    );
    await q.query(`ALTER TABLE webhook_deliveries VALIDATE CONSTRAINT webhook_deliveries_status_check`);
    // The wait a receiver asked for with Retry-After on a 429 or 503, as it was honoured.
    await q.query(`ALTER TABLE webhook_attempts ADD COLUMN retry_after_seconds integer`);
    // Enabling releases an endpoint's held deliveries oldest first.
    await q.query(`CREATE INDEX webhook_deliveries_held_idx ON webhook_deliveries (endpoint_id, id) WHERE status = 'held'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX webhook_deliveries_held_idx`);
    await q.query(`ALTER TABLE webhook_attempts DROP COLUMN retry_after_seconds`);
    await q.query(`UPDATE webhook_deliveries SET status = 'pending' WHERE status = 'held'`);
    await q.query(`ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_status_check`);
    await q.query(`ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_status_check CHECK (status IN ('pending', 'retrying', 'delivered', 'dropped', 'cancelled'))`);
    await q.query(`
      ALTER TABLE webhook_endpoints DROP COLUMN description, DROP COLUMN metadata, DROP COLUMN rate_limit_per_second,
        DROP COLUMN disabled_at, DROP COLUMN disabled_reason, DROP COLUMN failing_since, DROP COLUMN failed_attempts`);
  }
}
