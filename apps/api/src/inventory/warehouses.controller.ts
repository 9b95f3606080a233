import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CreateWarehouse, ListWarehouses } from '@backoffice/inventory/application';
import { Actor, wholeSet } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { CreateWarehouseRequest } from './inventory.requests';

@ApiTags('warehouses')
@ApiBearerAuth()
@Controller('warehouses')
export class WarehousesController {
  constructor(
    private readonly createWarehouse: CreateWarehouse,
    private readonly listWarehouses: ListWarehouses,
  ) {}

  @Post('create')
  @HttpCode(200)
  async create(@CurrentActor() actor: Actor, @Body() body: CreateWarehouseRequest) {
    const warehouse = await this.createWarehouse.execute(actor, body.name);
    return { success: true, warehouseId: warehouse.id };
  }

  /** Whole set (pagination rule 6): limit, offset and page are ignored. */
  @Get()
  async list(@CurrentActor() actor: Actor) {
    const warehouses = await this.listWarehouses.execute(actor);
    return wholeSet(warehouses.map((w) => ({ id: w.id, name: w.name, createdAt: w.createdAt })));
  }
}
