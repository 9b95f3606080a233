import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Processes keep API keys and company settings in memory for a short while (`ChangeNotifications`
 * and `NotifiedCache` in shared persistence). These triggers tell every process at commit when a
 * key or a company's settings change, whoever writes them: the API, the CLI or an operator's SQL.
 * A revoked key is then refused by every process at once, not when its copy expires.
 *
 * The payload is the key's id or the company's id, never a secret or its hash.
 */
export class ChangeNotifications1764000012000 implements MigrationInterface {
  name = 'ChangeNotifications1764000012000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notify_api_key_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('backoffice_api_keys', OLD.id::text);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER api_keys_changed AFTER UPDATE OR DELETE ON api_keys FOR EACH ROW EXECUTE FUNCTION notify_api_key_change()`);
    await q.query(`
      CREATE FUNCTION notify_company_settings_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('backoffice_company_settings', (CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END)::text);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER company_settings_changed AFTER INSERT OR UPDATE OR DELETE ON company_settings FOR EACH ROW EXECUTE FUNCTION notify_company_settings_change()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER company_settings_changed ON company_settings`);
    await q.query(`DROP FUNCTION notify_company_settings_change()`);
    await q.query(`DROP TRIGGER api_keys_changed ON api_keys`);
    await q.query(`DROP FUNCTION notify_api_key_change()`);
  }
}
