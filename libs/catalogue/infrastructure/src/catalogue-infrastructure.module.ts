import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreateProduct, EditProduct, FindProducts, GetProduct, ListProducts, PRODUCT_REPOSITORY } from '@backoffice/catalogue/application';
import { ProductRecord } from './product.record';
import { TypeOrmProductRepository } from './typeorm-product.repository';

const useCases = [CreateProduct, EditProduct, GetProduct, ListProducts, FindProducts];

/** Products. Other contexts use `FindProducts` through this module. */
@Module({
  imports: [TypeOrmModule.forFeature([ProductRecord])],
  providers: [...useCases, { provide: PRODUCT_REPOSITORY, useClass: TypeOrmProductRepository }],
  exports: useCases,
})
export class CatalogueInfrastructureModule {}
