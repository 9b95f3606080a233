import { Module } from '@nestjs/common';

/** The inventory context's adapters and use cases. */
@Module({})
export class InventoryInfrastructureModule {}
