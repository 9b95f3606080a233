import { Module } from '@nestjs/common';
import {
  API_KEY_REPOSITORY,
  API_KEY_SECRETS,
  AuthenticateApiKey,
  BootstrapCompany,
  COMPANY_REPOSITORY,
  COMPANY_SETTINGS_REPOSITORY,
  EditCompanySettings,
  GetCompanySettings,
  DescribeApiKeys,
  IssueApiKey,
  ListApiKeys,
  RevokeApiKey,
} from '@backoffice/identity/application';
import { CLOCK, systemClock } from '@backoffice/shared/kernel';
import { Sha256ApiKeySecrets } from './sha256-api-key-secrets';
import { PgCompanySettingsRepository } from './pg-company-settings.repository';
import { PgApiKeyRepository, PgCompanyRepository } from './pg-identity.repositories';

const useCases = [IssueApiKey, ListApiKeys, RevokeApiKey, AuthenticateApiKey, BootstrapCompany, DescribeApiKeys, GetCompanySettings, EditCompanySettings];

/** Companies, their settings and API keys; imported by the api, worker and cli alike. */
@Module({
  providers: [
    ...useCases,
    { provide: API_KEY_REPOSITORY, useClass: PgApiKeyRepository },
    { provide: COMPANY_REPOSITORY, useClass: PgCompanyRepository },
    { provide: API_KEY_SECRETS, useClass: Sha256ApiKeySecrets },
    { provide: COMPANY_SETTINGS_REPOSITORY, useClass: PgCompanySettingsRepository },
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: useCases,
})
export class IdentityInfrastructureModule {}
