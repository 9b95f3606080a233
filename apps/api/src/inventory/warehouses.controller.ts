import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateWarehouse, ListWarehouses } from '@backoffice/inventory/application';
import { Actor, wholeSet } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { WarehouseCreatedSchema, WarehousePageSchema } from './inventory.schemas';
import { CreateWarehouseRequest } from './inventory.requests';

@ApiTags('warehouses')
@Controller('warehouses')
export class WarehousesController {
  constructor(
    private readonly createWarehouse: CreateWarehouse,
    private readonly listWarehouses: ListWarehouses,
  ) {}

  @Post('create')
  @HttpCode(200)
  @Operation({
    id: 'warehouses.create',
    idempotent: true,
    summary: 'Create a warehouse',
    response: WarehouseCreatedSchema,
    jsonBody: true,
    example: { name: 'מחסן ראשי – אשדוד' } satisfies CreateWarehouseRequest,
    permission: 'write_business_data',
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateWarehouseRequest) {
    const warehouse = await this.createWarehouse.execute(actor, body.name);
    return { success: true, warehouseId: warehouse.id };
  }

  /** Whole set (pagination rule 6): limit, offset and page are ignored. */
  @Get()
  @Operation({ id: 'warehouses.list', summary: "The company's warehouses (the whole set)", response: WarehousePageSchema })
  async list(@CurrentActor() actor: Actor): Promise<Static<typeof WarehousePageSchema>> {
    const warehouses = await this.listWarehouses.execute(actor);
    return wholeSet(warehouses.map((w) => ({ id: w.id, name: w.name, createdAt: w.createdAt.toISOString() })));
  }
}
