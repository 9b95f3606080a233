import { Injectable } from '@nestjs/common';
import { ApiKey, Company } from '@backoffice/identity/domain';
import { ApiKeyRepository, CompanyRepository, NewApiKey } from '@backoffice/identity/application';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';
import { IsNull } from 'typeorm';
import { ApiKeyRecord, CompanyRecord } from './identity.records';

function toApiKey(r: ApiKeyRecord): ApiKey {
  return { id: r.id, companyId: r.companyId, name: r.name, role: r.role, prefix: r.keyPrefix, createdAt: r.createdAt, revokedAt: r.revokedAt };
}

@Injectable()
export class TypeOrmApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async create(key: NewApiKey): Promise<ApiKey> {
    const repo = this.db.manager().getRepository(ApiKeyRecord);
    const saved = await repo.save(repo.create({ companyId: key.companyId, name: key.name, role: key.role, keyHash: key.hash, keyPrefix: key.prefix, revokedAt: null }));
    return toApiKey(saved);
  }

  async listByCompany(companyId: number): Promise<ApiKey[]> {
    const rows = await this.db.manager().getRepository(ApiKeyRecord).find({ where: { companyId }, order: { id: 'ASC' } });
    return rows.map(toApiKey);
  }

  async revoke(companyId: number, id: number, at: Date): Promise<boolean> {
    const result = await this.db.manager().getRepository(ApiKeyRecord).update({ id, companyId, revokedAt: IsNull() }, { revokedAt: at });
    return (result.affected ?? 0) > 0;
  }

  /** Names for list rows (who recorded an expense): plain SQL, as lists call it on every page. */
  async findByIds(companyId: number, ids: number[]): Promise<ApiKey[]> {
    const rows = await this.db.select<{ id: number; company_id: number; name: string; role: ApiKey['role']; key_prefix: string; created_at: Date; revoked_at: Date | null }>(`SELECT id, company_id, name, role, key_prefix, created_at, revoked_at FROM api_keys WHERE company_id = $1 AND id = ANY ($2::int[])`, [companyId, ids], { prepare: true });
    return rows.map((r) => ({ id: r.id, companyId: r.company_id, name: r.name, role: r.role, prefix: r.key_prefix, createdAt: r.created_at, revokedAt: r.revoked_at }));
  }

  /** On every request: one indexed lookup in plain SQL, without the ORM's per-query building. */
  async findActiveByHash(hash: string): Promise<ApiKey | null> {
    const rows = await this.db.select<{ id: number; company_id: number; name: string; role: ApiKey['role']; key_prefix: string; created_at: Date }>(`SELECT id, company_id, name, role, key_prefix, created_at FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`, [hash], { prepare: true });
    const r = rows[0];
    return r ? { id: r.id, companyId: r.company_id, name: r.name, role: r.role, prefix: r.key_prefix, createdAt: r.created_at, revokedAt: null } : null;
  }
}

@Injectable()
export class TypeOrmCompanyRepository implements CompanyRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async create(name: string): Promise<Company> {
    const repo = this.db.manager().getRepository(CompanyRecord);
    const saved = await repo.save(repo.create({ name }));
    return { id: saved.id, name: saved.name, createdAt: saved.createdAt };
  }
}
