import { DynamicModule, Module } from '@nestjs/common';
import { CatalogueInfrastructureModule } from '@backoffice/catalogue/infrastructure';
import { DocumentsInfrastructureModule } from '@backoffice/documents/infrastructure';
import { ExtractionInfrastructureModule } from '@backoffice/extraction/infrastructure';
import { FilesInfrastructureModule } from '@backoffice/files/infrastructure';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { InventoryInfrastructureModule } from '@backoffice/inventory/infrastructure';
import { PartiesInfrastructureModule } from '@backoffice/parties/infrastructure';
import { WebhooksInfrastructureModule } from '@backoffice/webhooks/infrastructure';
import { AppConfig, ConfigModule } from '@backoffice/shared/config';
import { Logger, ObservabilityModule } from '@backoffice/shared/observability';
import { PersistenceModule } from '@backoffice/shared/persistence';
import { QueueModule } from '@backoffice/shared/queue';

const parties = PartiesInfrastructureModule.register({ imports: [CatalogueInfrastructureModule, IdentityInfrastructureModule] });

/**
 * The worker: no HTTP, the same context modules as the API, consuming every BullMQ queue for
 * which a context registered a handler.
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        ObservabilityModule.forRoot(logger),
        PersistenceModule,
        QueueModule.forRoot({ consume: true }),
        IdentityInfrastructureModule,
        FilesInfrastructureModule,
        CatalogueInfrastructureModule,
        InventoryInfrastructureModule.register({ imports: [CatalogueInfrastructureModule, IdentityInfrastructureModule] }),
        DocumentsInfrastructureModule.register({ imports: [IdentityInfrastructureModule, parties] }),
        WebhooksInfrastructureModule.register({ imports: [IdentityInfrastructureModule] }),
        ExtractionInfrastructureModule.register({ imports: [FilesInfrastructureModule, parties] }),
      ],
    };
  }
}
