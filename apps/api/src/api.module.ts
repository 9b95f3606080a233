import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { contexts, foundation } from '@backoffice/platform/composition';
import { AppConfig } from '@backoffice/shared/config';
import { Logger } from '@backoffice/shared/observability';
import { RateLimitModule } from '@backoffice/shared/ratelimit';
import { CatalogueApiModule } from './catalogue/catalogue-api.module';
import { DocumentsApiModule } from './documents/documents-api.module';
import { ExpensesApiModule } from './expenses/expenses-api.module';
import { ExtractionApiModule } from './extraction/extraction-api.module';
import { FilesController } from './files/files.controller';
import { HealthController } from './health/health.controller';
import { MetricsController } from './health/metrics.controller';
import { ShutdownState } from './health/shutdown-state';
import { AllExceptionsFilter } from './http/all-exceptions.filter';
import { ApiKeyGuard } from './http/auth';
import { RateLimitGuard } from './http/rate-limit.guard';
import { ApiKeysController } from './identity/api-keys.controller';
import { InventoryApiModule } from './inventory/inventory-api.module';
import { PartiesApiModule } from './parties/parties-api.module';
import { PaymentsApiModule } from './payments/payments-api.module';
import { WebhooksApiModule } from './webhooks/webhooks-api.module';

/**
 * The HTTP application. With no REDIS_URL the job handlers run in this process (embedded
 * mode); with it, jobs go to BullMQ, consumed by this process too unless RUN_JOBS=false (a split
 * deployment, where the worker app runs them).
 */
@Module({})
export class ApiModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        ...foundation(config, logger, { consume: consumesJobs(config) }),
        RateLimitModule.forRoot(),
        contexts.identity,
        contexts.files,
        // One API module per context: its controllers and its context module (libs/platform/composition).
        CatalogueApiModule,
        PartiesApiModule,
        InventoryApiModule,
        DocumentsApiModule,
        ExpensesApiModule,
        WebhooksApiModule,
        PaymentsApiModule,
        ExtractionApiModule,
      ],
      controllers: [HealthController, MetricsController, ApiKeysController, FilesController],
      providers: [
        ShutdownState,
        // In this order: the limit is counted per authenticated key.
        { provide: APP_GUARD, useClass: ApiKeyGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}

/** Whether an API process runs the job handlers: always without Redis (jobs have nowhere else to go), else as RUN_JOBS says. */
export function consumesJobs(config: AppConfig): boolean {
  return !config.redisUrl || config.runJobs;
}
