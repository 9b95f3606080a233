import { Module } from '@nestjs/common';
import { CatalogueInfrastructureModule } from '@backoffice/catalogue/infrastructure';
import { ExtractionInfrastructureModule } from '@backoffice/extraction/infrastructure';
import { FilesInfrastructureModule } from '@backoffice/files/infrastructure';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { PartiesInfrastructureModule } from '@backoffice/parties/infrastructure';
import { ExtractionController } from './extraction.controller';

const parties = PartiesInfrastructureModule.register({ imports: [CatalogueInfrastructureModule, IdentityInfrastructureModule] });

/** Receipt extraction: `/expenses/extract-from-file/:fileId` and `/expenses/extract-from-url`. */
@Module({
  imports: [ExtractionInfrastructureModule.register({ imports: [FilesInfrastructureModule, parties] })],
  controllers: [ExtractionController],
})
export class ExtractionApiModule {}
