import { DynamicModule, Module } from '@nestjs/common';
import { contexts, exchangeRates, foundation } from '@backoffice/platform/composition';
import { AppConfig } from '@backoffice/shared/config';
import { Logger } from '@backoffice/shared/observability';

/** What the admin commands need: the database (same DATABASE_URL or embedded server), identity, and the exchange-rates import. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: CliModule,
      imports: [...foundation(config, logger), contexts.identity, exchangeRates],
    };
  }
}
