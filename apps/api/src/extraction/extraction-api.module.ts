import { Module } from '@nestjs/common';

/** Receipt extraction: `/expenses/extract-from-file/:fileId` and `/expenses/extract-from-url`. */
@Module({})
export class ExtractionApiModule {}
