import { Inject, Injectable } from '@nestjs/common';
import { CompanySettings, DEFAULT_COMPANY_SETTINGS } from '@backoffice/identity/domain';
import { Actor, assertCan } from '@backoffice/shared/kernel';

export interface CompanySettingsRepository {
  /** Null until the company saves its settings once. */
  find(companyId: number): Promise<CompanySettings | null>;
  save(companyId: number, settings: CompanySettings): Promise<void>;
}
export const COMPANY_SETTINGS_REPOSITORY = Symbol('CompanySettingsRepository');

/**
 * For other contexts (vendors' fallbacks, documents' VAT and threshold): the company's
 * settings, the defaults where it never saved its own. No role check: the caller has already
 * authorised the request it serves.
 */
@Injectable()
export class GetCompanySettings {
  constructor(@Inject(COMPANY_SETTINGS_REPOSITORY) private readonly settings: CompanySettingsRepository) {}

  async forCompany(companyId: number): Promise<CompanySettings> {
    return (await this.settings.find(companyId)) ?? { ...DEFAULT_COMPANY_SETTINGS };
  }

  /** `GET /company/settings`: owner and accountant. */
  async execute(actor: Actor): Promise<CompanySettings> {
    assertCan(actor, 'manage_company_settings');
    return this.forCompany(actor.companyId);
  }
}

/** `PUT /company/settings`: the fields sent replace the current ones; the rest stay. */
@Injectable()
export class EditCompanySettings {
  constructor(
    @Inject(COMPANY_SETTINGS_REPOSITORY) private readonly settings: CompanySettingsRepository,
    private readonly get: GetCompanySettings,
  ) {}

  async execute(actor: Actor, changes: Partial<CompanySettings>): Promise<CompanySettings> {
    assertCan(actor, 'manage_company_settings');
    const next = { ...(await this.get.forCompany(actor.companyId)), ...changes };
    await this.settings.save(actor.companyId, next);
    return next;
  }
}
