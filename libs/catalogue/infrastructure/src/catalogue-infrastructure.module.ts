import { Module } from '@nestjs/common';
import { CreateProduct, EditProduct, FindProducts, GetProduct, ListProducts, PRODUCT_REPOSITORY } from '@backoffice/catalogue/application';
import { PgProductRepository } from './pg-product.repository';

const useCases = [CreateProduct, EditProduct, GetProduct, ListProducts, FindProducts];

/** Products. Other contexts use `FindProducts` through this module. */
@Module({
  providers: [...useCases, { provide: PRODUCT_REPOSITORY, useClass: PgProductRepository }],
  exports: useCases,
})
export class CatalogueInfrastructureModule {}
