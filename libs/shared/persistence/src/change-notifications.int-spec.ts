import { ChangeNotifications } from './change-notifications';
import { newCompany, useTestDatabase } from './testing';

const SETTINGS = `INSERT INTO company_settings (company_id, default_payment_term_type, default_payment_term_days, default_withholding_tax_rate, vat_rate, round_document_totals, allocation_number_threshold)
  VALUES ($1, 'DAYS_ONLY', 30, 0, $2, false, 10000)`;

const waitFor = async (check: () => boolean, timeoutMs = 5_000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('ChangeNotifications (PostgreSQL LISTEN, the change triggers)', () => {
  const db = useTestDatabase();
  let notifications: ChangeNotifications;
  const heard: string[] = [];
  let resets = 0;

  beforeAll(async () => {
    notifications = new ChangeNotifications(db.dataSource);
    notifications.subscribe('backoffice_api_keys', { changed: (id) => heard.push(`key:${id}`), reset: () => resets++ });
    notifications.subscribe('backoffice_company_settings', { changed: (id) => heard.push(`settings:${id}`), reset: () => undefined });
    expect(await notifications.whenListening()).toBe(true);
  });
  afterAll(() => notifications.onApplicationShutdown());

  it("hears an API key's revocation and deletion at commit, whoever writes it, with its id only", async () => {
    const companyId = await newCompany(db);
    const [key] = await db.dataSource.query(
      `INSERT INTO api_keys (company_id, name, role, key_hash, key_prefix) VALUES ($1, 'k', 'owner', md5(random()::text), 'p') RETURNING id`,
      [companyId],
    );
    await db.dataSource.query(`UPDATE api_keys SET revoked_at = now() WHERE id = $1`, [key.id]);
    await waitFor(() => heard.includes(`key:${key.id}`));
    heard.length = 0;
    await db.dataSource.query(`DELETE FROM api_keys WHERE id = $1`, [key.id]);
    await waitFor(() => heard.includes(`key:${key.id}`));
  });

  it('hears nothing of a change that rolled back', async () => {
    const companyId = await newCompany(db);
    heard.length = 0;
    await db.uow
      .run(async () => {
        await db.uow.query(SETTINGS, [companyId, 17]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await db.dataSource.query(SETTINGS, [companyId, 18]);
    await waitFor(() => heard.includes(`settings:${companyId}`));
    expect(heard.filter((h) => h === `settings:${companyId}`)).toHaveLength(1);
  });

  it('stops listening when its connection is killed, resets its subscribers, and listens again', async () => {
    const before = resets;
    await db.dataSource.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'backoffice-listener' AND datname = current_database()`);
    await waitFor(() => resets > before);
    expect(await notifications.whenListening()).toBe(true);
    const companyId = await newCompany(db);
    heard.length = 0;
    await db.dataSource.query(SETTINGS, [companyId, 18]);
    await waitFor(() => heard.includes(`settings:${companyId}`));
  });
});
