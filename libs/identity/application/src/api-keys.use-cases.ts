import { Inject, Injectable } from '@nestjs/common';
import { Actor, CLOCK, Clock, NotFoundError, ROLES, assertCan, Role, UNIT_OF_WORK, UnauthorizedError, UnitOfWork, ValidationError } from '@backoffice/shared/kernel';
import { ApiKey, COMPANY_NAME_MAX, isWellFormedApiKey } from '@backoffice/identity/domain';
import { API_KEY_REPOSITORY, API_KEY_SECRETS, ApiKeyRepository, ApiKeySecrets, COMPANY_REPOSITORY, CompanyRepository } from './identity.ports';

export interface IssuedApiKey {
  key: ApiKey;
  /** The secret, shown once. */
  secret: string;
}

/** `POST /api-keys`: owner only; the secret is returned once and stored as a hash. */
@Injectable()
export class IssueApiKey {
  constructor(
    @Inject(API_KEY_REPOSITORY) private readonly keys: ApiKeyRepository,
    @Inject(API_KEY_SECRETS) private readonly secrets: ApiKeySecrets,
  ) {}

  async execute(actor: Actor, input: { name: string; role: Role }): Promise<IssuedApiKey> {
    assertCan(actor, 'manage_api_keys');
    return this.issue(actor.companyId, input.name, input.role);
  }

  /** Also used by company bootstrap, which has no actor yet. */
  async issue(companyId: number, name: string, role: Role): Promise<IssuedApiKey> {
    if (!ROLES.includes(role)) throw ValidationError.field('role', `must be one of ${ROLES.join(', ')}`);
    const { secret, hash, prefix } = this.secrets.generate();
    const key = await this.keys.create({ companyId, name, role, hash, prefix });
    return { key, secret };
  }
}

@Injectable()
export class ListApiKeys {
  constructor(@Inject(API_KEY_REPOSITORY) private readonly keys: ApiKeyRepository) {}

  async execute(actor: Actor): Promise<ApiKey[]> {
    assertCan(actor, 'manage_api_keys');
    return this.keys.listByCompany(actor.companyId);
  }
}

/** `DELETE /api-keys/:id`: revoked at once; the next request with it is 401. */
@Injectable()
export class RevokeApiKey {
  constructor(
    @Inject(API_KEY_REPOSITORY) private readonly keys: ApiKeyRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, id: number): Promise<void> {
    assertCan(actor, 'manage_api_keys');
    const revoked = await this.keys.revoke(actor.companyId, id, this.clock.now());
    if (!revoked) throw new NotFoundError('API key', 'API_KEY_NOT_FOUND');
  }
}

/** Resolves a presented bearer secret to the caller; every failure is the same 401. */
@Injectable()
export class AuthenticateApiKey {
  constructor(
    @Inject(API_KEY_REPOSITORY) private readonly keys: ApiKeyRepository,
    @Inject(API_KEY_SECRETS) private readonly secrets: ApiKeySecrets,
  ) {}

  async execute(secret: string | undefined): Promise<Actor> {
    if (!secret || !isWellFormedApiKey(secret)) throw new UnauthorizedError();
    const key = await this.keys.findActiveByHash(this.secrets.hash(secret));
    if (!key) throw new UnauthorizedError();
    return { companyId: key.companyId, keyId: key.id, keyName: key.name, role: key.role };
  }
}

export interface BootstrappedCompany {
  companyId: number;
  keys: Record<Role, string>;
}

/** Creates a company with one key per role, in one transaction (the CLI's `bootstrap`). */
@Injectable()
export class BootstrapCompany {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(COMPANY_REPOSITORY) private readonly companies: CompanyRepository,
    private readonly issueKey: IssueApiKey,
  ) {}

  async execute(name: string): Promise<BootstrappedCompany> {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > COMPANY_NAME_MAX) throw ValidationError.field('company', `must be 1 to ${COMPANY_NAME_MAX} characters`);
    return this.uow.run(async () => {
      const company = await this.companies.create(trimmed);
      const keys = {} as Record<Role, string>;
      for (const role of ROLES) keys[role] = (await this.issueKey.issue(company.id, `${role} (bootstrap)`, role)).secret;
      return { companyId: company.id, keys };
    });
  }
}

/**
 * For other contexts: the `{ id, name }` of the keys that made records (a stock movement's
 * `user`, an expense's `user`). Keys of other companies are absent.
 */
@Injectable()
export class DescribeApiKeys {
  constructor(@Inject(API_KEY_REPOSITORY) private readonly keys: ApiKeyRepository) {}

  async byIds(companyId: number, ids: number[]): Promise<Map<number, { id: number; name: string }>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const found = await this.keys.findByIds(companyId, unique);
    return new Map(found.map((k) => [k.id, { id: k.id, name: k.name }]));
  }
}
