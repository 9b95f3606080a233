import { Module } from '@nestjs/common';
import { InventoryInfrastructureModule } from '@backoffice/inventory/infrastructure';
import { InventoryMovementsController } from './inventory-movements.controller';
import { InventoryController } from './inventory.controller';
import { WarehousesController } from './warehouses.controller';

@Module({ imports: [InventoryInfrastructureModule], controllers: [WarehousesController, InventoryController, InventoryMovementsController] })
export class InventoryApiModule {}
