import { Module } from '@nestjs/common';
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
import { TypeOrmInventoryRepository } from './typeorm-inventory.repository';

const useCases = [CreateWarehouse, ListWarehouses, CreateStockRecord, ListStockRecords, RecordStockMovement, ListStockMovements];

/** The inventory context's adapters and use cases: warehouses, stock records, the movement ledger. */
@Module({
  providers: [
    ...useCases,
    { provide: INVENTORY_REPOSITORY, useClass: TypeOrmInventoryRepository },
    { provide: PRODUCT_DIRECTORY, useClass: CatalogueProductDirectory },
    { provide: USER_DIRECTORY, useClass: ApiKeyUserDirectory },
  ],
  exports: useCases,
})
export class InventoryInfrastructureModule {}
