import { Module } from '@nestjs/common';
import { InventoryInfrastructureModule } from '@backoffice/inventory/infrastructure';

@Module({ imports: [InventoryInfrastructureModule], controllers: [] })
export class InventoryApiModule {}
