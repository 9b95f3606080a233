import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { FilesInfrastructureModule } from '@backoffice/files/infrastructure';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { AppConfig, ConfigModule } from '@backoffice/shared/config';
import { MetricsModule } from '@backoffice/shared/metrics';
import { Logger, ObservabilityModule } from '@backoffice/shared/observability';
import { PersistenceModule } from '@backoffice/shared/persistence';
import { QueueModule } from '@backoffice/shared/queue';
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
 * mode); with it, jobs go to BullMQ and the worker app runs them.
 */
@Module({})
export class ApiModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        ConfigModule.forRoot(config),
        ObservabilityModule.forRoot(logger),
        PersistenceModule,
        QueueModule.forRoot({ consume: !config.redisUrl }),
        MetricsModule.forRoot(),
        RateLimitModule.forRoot(),
        IdentityInfrastructureModule,
        FilesInfrastructureModule,
        // One API module per context: its controllers and its infrastructure module.
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
