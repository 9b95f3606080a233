import { Module } from '@nestjs/common';
import { contexts } from '@backoffice/platform/composition';
import { InventoryMovementsController } from './inventory-movements.controller';
import { InventoryController } from './inventory.controller';
import { WarehousesController } from './warehouses.controller';

@Module({
  imports: [contexts.inventory],
  controllers: [WarehousesController, InventoryController, InventoryMovementsController],
})
export class InventoryApiModule {}
