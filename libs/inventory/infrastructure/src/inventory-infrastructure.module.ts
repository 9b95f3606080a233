import { DynamicModule, Module, ModuleMetadata } from '@nestjs/common';
import {
  CreateStockRecord,
  CreateWarehouse,
  INVENTORY_REPOSITORY,
  ListStockMovements,
  ListStockRecords,
  ListWarehouses,
  PRODUCT_DIRECTORY,
  RecordStockMovement,
  USER_DIRECTORY,
} from '@backoffice/inventory/application';
import { ApiKeyUserDirectory, CatalogueProductDirectory } from './directories';
import { PgInventoryRepository } from './pg-inventory.repository';

const useCases = [CreateWarehouse, ListWarehouses, CreateStockRecord, ListStockRecords, RecordStockMovement, ListStockMovements];

const providers = [
  ...useCases,
  { provide: INVENTORY_REPOSITORY, useClass: PgInventoryRepository },
  { provide: PRODUCT_DIRECTORY, useClass: CatalogueProductDirectory },
  { provide: USER_DIRECTORY, useClass: ApiKeyUserDirectory },
];

/**
 * The inventory context's adapters and use cases: warehouses, stock records, the movement ledger.
 * Its adapters call the catalogue (`FindProducts`) and identity (`DescribeApiKeys`) application
 * libs; the app passes in the modules that provide them.
 */
@Module({})
export class InventoryInfrastructureModule {
  static register(options: { imports: NonNullable<ModuleMetadata['imports']> }): DynamicModule {
    return { module: InventoryInfrastructureModule, imports: options.imports, providers, exports: useCases };
  }
}
