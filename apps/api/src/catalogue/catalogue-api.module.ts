import { Module } from '@nestjs/common';
import { CatalogueInfrastructureModule } from '@backoffice/catalogue/infrastructure';
import { ProductsController } from './products.controller';

@Module({ imports: [CatalogueInfrastructureModule], controllers: [ProductsController] })
export class CatalogueApiModule {}
