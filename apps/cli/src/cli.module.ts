import { DynamicModule, Module } from '@nestjs/common';
import { ExchangeRatesModule } from '@backoffice/expenses/infrastructure';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { AppConfig, ConfigModule } from '@backoffice/shared/config';
import { Logger, ObservabilityModule } from '@backoffice/shared/observability';
import { PersistenceModule } from '@backoffice/shared/persistence';

/** What the admin commands need: the database (same DATABASE_URL or embedded server) identity, and the exchange-rates import. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: CliModule,
      imports: [ConfigModule.forRoot(config), ObservabilityModule.forRoot(logger), PersistenceModule, IdentityInfrastructureModule, ExchangeRatesModule],
    };
  }
}
