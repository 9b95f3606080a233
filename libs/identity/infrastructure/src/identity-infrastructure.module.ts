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
import { APP_CONFIG, AppConfig } from '@backoffice/shared/config';
import { CLOCK, systemClock } from '@backoffice/shared/kernel';
import { ChangeNotifications } from '@backoffice/shared/persistence';
import { CachedApiKeyRepository, CachedCompanySettingsRepository } from './cached-identity.repositories';
import { Sha256ApiKeySecrets } from './sha256-api-key-secrets';
import { PgCompanySettingsRepository } from './pg-company-settings.repository';
import { PgApiKeyRepository, PgCompanyRepository } from './pg-identity.repositories';

const useCases = [IssueApiKey, ListApiKeys, RevokeApiKey, AuthenticateApiKey, BootstrapCompany, DescribeApiKeys, GetCompanySettings, EditCompanySettings];

/** Companies, their settings and API keys; imported by the api, worker and cli alike. */
@Module({
  providers: [
    ...useCases,
    PgApiKeyRepository,
    PgCompanySettingsRepository,
    // Read on every request: kept in memory, dropped at once on any change (cached-identity.repositories.ts).
    {
      provide: API_KEY_REPOSITORY,
      inject: [PgApiKeyRepository, ChangeNotifications, APP_CONFIG],
      useFactory: (keys: PgApiKeyRepository, notifications: ChangeNotifications, config: AppConfig) =>
        new CachedApiKeyRepository(keys, notifications, config.database.recordCacheTtlMs),
    },
    { provide: COMPANY_REPOSITORY, useClass: PgCompanyRepository },
    { provide: API_KEY_SECRETS, useClass: Sha256ApiKeySecrets },
    {
      provide: COMPANY_SETTINGS_REPOSITORY,
      inject: [PgCompanySettingsRepository, ChangeNotifications, APP_CONFIG],
      useFactory: (settings: PgCompanySettingsRepository, notifications: ChangeNotifications, config: AppConfig) =>
        new CachedCompanySettingsRepository(settings, notifications, config.database.recordCacheTtlMs),
    },
    { provide: CLOCK, useValue: systemClock },
  ],
  exports: useCases,
})
export class IdentityInfrastructureModule {}
