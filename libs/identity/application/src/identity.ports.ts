import { Role } from '@backoffice/shared/kernel';
import { ApiKey, Company } from '@backoffice/identity/domain';

export interface NewApiKey {
  companyId: number;
  name: string;
  role: Role;
  hash: string;
  prefix: string;
}

export interface ApiKeyRepository {
  create(key: NewApiKey): Promise<ApiKey>;
  listByCompany(companyId: number): Promise<ApiKey[]>;
  /** Marks the key revoked; false when the company has no such active key. */
  revoke(companyId: number, id: number, at: Date): Promise<boolean>;
  findActiveByHash(hash: string): Promise<ApiKey | null>;
  /** Revoked keys included: records made by a key keep its name. */
  findByIds(companyId: number, ids: number[]): Promise<ApiKey[]>;
}
export const API_KEY_REPOSITORY = Symbol('ApiKeyRepository');

export interface CompanyRepository {
  create(name: string): Promise<Company>;
}
export const COMPANY_REPOSITORY = Symbol('CompanyRepository');

/** Makes new key secrets and hashes presented ones; the secret leaves only in the creation answer. */
export interface ApiKeySecrets {
  generate(): { secret: string; hash: string; prefix: string };
  hash(secret: string): string;
}
export const API_KEY_SECRETS = Symbol('ApiKeySecrets');
