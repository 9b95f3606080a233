import { Module } from '@nestjs/common';
import { CatalogueInfrastructureModule } from '@backoffice/catalogue/infrastructure';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { InventoryInfrastructureModule } from '@backoffice/inventory/infrastructure';
import { InventoryMovementsController } from './inventory-movements.controller';
import { InventoryController } from './inventory.controller';
import { WarehousesController } from './warehouses.controller';

@Module({
  imports: [InventoryInfrastructureModule.register({ imports: [CatalogueInfrastructureModule, IdentityInfrastructureModule] })],
  controllers: [WarehousesController, InventoryController, InventoryMovementsController],
})
export class InventoryApiModule {}
