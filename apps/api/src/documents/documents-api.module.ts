import { Module } from '@nestjs/common';
import { contexts } from '@backoffice/platform/composition';
import { DocumentsController } from './documents.controller';

@Module({
  imports: [contexts.documents],
  controllers: [DocumentsController],
})
export class DocumentsApiModule {}
