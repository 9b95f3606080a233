import { ApiKeyRepository, CompanySettingsRepository, NewApiKey } from '@backoffice/identity/application';
import { ApiKey, CompanySettings } from '@backoffice/identity/domain';
import { ChangeNotifications, NotifiedCache } from '@backoffice/shared/persistence';

const MAX_KEYS = 10_000;
const MAX_COMPANIES = 10_000;

/**
 * The key a bearer secret resolves to is read on every request; this keeps it in memory for up
 * to `ttlMs` (RECORD_CACHE_TTL_MS). Revoking a key, through the API, the CLI or plain SQL, fires
 * the `api_keys` trigger, and every process drops its copy when the notification arrives; this
 * process's own revocation is never answered from memory again, even before its commit is heard.
 * Only active keys are kept: an unknown secret is looked up every time.
 */
export class CachedApiKeyRepository implements ApiKeyRepository {
  private readonly byHash: NotifiedCache<string, ApiKey>;

  constructor(
    private readonly inner: ApiKeyRepository,
    notifications: ChangeNotifications,
    ttlMs: number,
  ) {
    this.byHash = new NotifiedCache(notifications, { channel: 'backoffice_api_keys', idOf: (key) => String(key.id), ttlMs, maxEntries: MAX_KEYS });
  }

  findActiveByHash(hash: string): Promise<ApiKey | null> {
    return this.byHash.get(hash, () => this.inner.findActiveByHash(hash));
  }

  async revoke(companyId: number, id: number, at: Date): Promise<boolean> {
    this.byHash.written(String(id));
    return this.inner.revoke(companyId, id, at);
  }

  create(key: NewApiKey): Promise<ApiKey> {
    return this.inner.create(key);
  }

  listByCompany(companyId: number): Promise<ApiKey[]> {
    return this.inner.listByCompany(companyId);
  }

  findByIds(companyId: number, ids: number[]): Promise<ApiKey[]> {
    return this.inner.findByIds(companyId, ids);
  }
}

interface StoredSettings {
  companyId: number;
  /** null: the company has no row (its defaults apply); kept too, its insert is heard like an update. */
  settings: CompanySettings | null;
}

/**
 * Company settings (VAT rate, allocation threshold, payment terms) are read on every vendor list
 * and every document; kept in memory like API keys, dropped by the `company_settings` trigger's
 * notification. A copy is handed out as a fresh object each time, so no caller can change it.
 */
export class CachedCompanySettingsRepository implements CompanySettingsRepository {
  private readonly byCompany: NotifiedCache<number, StoredSettings>;

  constructor(
    private readonly inner: CompanySettingsRepository,
    notifications: ChangeNotifications,
    ttlMs: number,
  ) {
    this.byCompany = new NotifiedCache(notifications, { channel: 'backoffice_company_settings', idOf: (s) => String(s.companyId), ttlMs, maxEntries: MAX_COMPANIES });
  }

  async find(companyId: number): Promise<CompanySettings | null> {
    const stored = await this.byCompany.get(companyId, async () => ({ companyId, settings: await this.inner.find(companyId) }));
    return stored?.settings ? { ...stored.settings } : null;
  }

  async save(companyId: number, settings: CompanySettings): Promise<void> {
    this.byCompany.written(String(companyId));
    await this.inner.save(companyId, settings);
  }
}
