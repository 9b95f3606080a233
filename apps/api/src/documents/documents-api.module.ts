import { Module } from '@nestjs/common';
import { CatalogueInfrastructureModule } from '@backoffice/catalogue/infrastructure';
import { DocumentsInfrastructureModule } from '@backoffice/documents/infrastructure';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { PartiesInfrastructureModule } from '@backoffice/parties/infrastructure';
import { DocumentsController } from './documents.controller';

@Module({
  imports: [
    DocumentsInfrastructureModule.register({
      imports: [IdentityInfrastructureModule, PartiesInfrastructureModule.register({ imports: [CatalogueInfrastructureModule, IdentityInfrastructureModule] })],
    }),
  ],
  controllers: [DocumentsController],
})
export class DocumentsApiModule {}
