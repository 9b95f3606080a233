import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
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
import { ApiKeyRecord, CompanyRecord } from './identity.records';
import { Sha256ApiKeySecrets } from './sha256-api-key-secrets';
import { TypeOrmCompanySettingsRepository } from './typeorm-company-settings.repository';
import { TypeOrmApiKeyRepository, TypeOrmCompanyRepository } from './typeorm-identity.repositories';

const useCases = [IssueApiKey, ListApiKeys, RevokeApiKey, AuthenticateApiKey, BootstrapCompany, DescribeApiKeys, GetCompanySettings, EditCompanySettings];

/** Companies, their settings and API keys; imported by the api, worker and cli alike. */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyRecord, ApiKeyRecord])],
  providers: [
    ...useCases,
    { provide: API_KEY_REPOSITORY, useClass: TypeOrmApiKeyRepository },
    { provide: COMPANY_REPOSITORY, useClass: TypeOrmCompanyRepository },
    { provide: API_KEY_SECRETS, useClass: Sha256ApiKeySecrets },
    { provide: COMPANY_SETTINGS_REPOSITORY, useClass: TypeOrmCompanySettingsRepository },
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: useCases,
})
export class IdentityInfrastructureModule {}
