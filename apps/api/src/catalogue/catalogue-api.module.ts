import { Module } from '@nestjs/common';
import { contexts } from '@backoffice/platform/composition';
import { ProductsController } from './products.controller';

@Module({ imports: [contexts.catalogue], controllers: [ProductsController] })
export class CatalogueApiModule {}
