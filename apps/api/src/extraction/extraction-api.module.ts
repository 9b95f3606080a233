import { Module } from '@nestjs/common';
import { contexts } from '@backoffice/platform/composition';
import { ExtractionController } from './extraction.controller';

/** Receipt extraction: `/expenses/extract-from-file/:fileId` and `/expenses/extract-from-url`. */
@Module({
  imports: [contexts.extraction],
  controllers: [ExtractionController],
})
export class ExtractionApiModule {}
