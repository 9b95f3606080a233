import { Module } from '@nestjs/common';
import { CatalogueInfrastructureModule } from '@backoffice/catalogue/infrastructure';
import { DocumentsInfrastructureModule } from '@backoffice/documents/infrastructure';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { PartiesInfrastructureModule } from '@backoffice/parties/infrastructure';
import { DocumentsController } from './documents.controller';

/**
 * The one registration of the documents context in the API. Nest tells dynamic modules apart by
 * reference, so a context that calls documents (the gateway's receipts) imports this same object:
 * a second registration would be a second module registering the same job handlers.
 */
export const documentsInfrastructure = DocumentsInfrastructureModule.register({
  imports: [IdentityInfrastructureModule, PartiesInfrastructureModule.register({ imports: [CatalogueInfrastructureModule, IdentityInfrastructureModule] })],
});

@Module({
  imports: [documentsInfrastructure],
  controllers: [DocumentsController],
})
export class DocumentsApiModule {}
