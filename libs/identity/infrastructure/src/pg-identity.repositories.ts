import { Injectable } from '@nestjs/common';
import { ApiKey, Company } from '@backoffice/identity/domain';
import { ApiKeyRepository, CompanyRepository, NewApiKey } from '@backoffice/identity/application';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

interface ApiKeyRow {
  id: number;
  company_id: number;
  name: string;
  role: ApiKey['role'];
  key_prefix: string;
  created_at: Date;
  revoked_at: Date | null;
}

const KEY_COLUMNS = 'id, company_id, name, role, key_prefix, created_at, revoked_at';

const toApiKey = (r: ApiKeyRow): ApiKey => ({
  id: r.id,
  companyId: r.company_id,
  name: r.name,
  role: r.role,
  prefix: r.key_prefix,
  createdAt: r.created_at,
  revokedAt: r.revoked_at,
});

/** API keys in SQL through the pool (the house idiom); the hash is written, never read back. */
@Injectable()
export class PgApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async create(key: NewApiKey): Promise<ApiKey> {
    const [row] = await this.db.select<ApiKeyRow>(`INSERT INTO api_keys (company_id, name, role, key_hash, key_prefix) VALUES ($1, $2, $3, $4, $5) RETURNING ${KEY_COLUMNS}`, [
      key.companyId,
      key.name,
      key.role,
      key.hash,
      key.prefix,
    ]);
    return toApiKey(row);
  }

  async listByCompany(companyId: number): Promise<ApiKey[]> {
    return (await this.db.select<ApiKeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE company_id = $1 ORDER BY id`, [companyId])).map(toApiKey);
  }

  async revoke(companyId: number, id: number, at: Date): Promise<boolean> {
    const rows = await this.db.select(`UPDATE api_keys SET revoked_at = $3 WHERE company_id = $1 AND id = $2 AND revoked_at IS NULL RETURNING id`, [companyId, id, at]);
    return rows.length > 0;
  }

  /** Names for list rows (who recorded an expense): lists call it on every page. */
  async findByIds(companyId: number, ids: number[]): Promise<ApiKey[]> {
    const rows = await this.db.select<ApiKeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE company_id = $1 AND id = ANY ($2::int[])`, [companyId, ids], { prepare: true });
    return rows.map(toApiKey);
  }

  /** On every request: one indexed lookup, a prepared statement. */
  async findActiveByHash(hash: string): Promise<ApiKey | null> {
    const [row] = await this.db.select<ApiKeyRow>(`SELECT ${KEY_COLUMNS} FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`, [hash], { prepare: true });
    return row ? toApiKey(row) : null;
  }
}

@Injectable()
export class PgCompanyRepository implements CompanyRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async create(name: string): Promise<Company> {
    const [row] = await this.db.select<{ id: number; name: string; created_at: Date }>(`INSERT INTO companies (name) VALUES ($1) RETURNING id, name, created_at`, [name]);
    return { id: row.id, name: row.name, createdAt: row.created_at };
  }
}
