import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateStockRecord, ListStockRecords } from '@backoffice/inventory/application';
import { StockRecord } from '@backoffice/inventory/domain';
import { Actor, Decimal, PageWindow } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { StockRecordCreatedSchema, StockRecordPageSchema, StockRecordSchema } from './inventory.schemas';
import { PageQuery } from '../http/query';
import { CreateStockRecordRequest, ListStockRecordsQuery } from './inventory.requests';

export const quantityNumber = (value: string | Decimal) => Decimal.of(value).toNumber();

function stockRecordView(r: StockRecord): Static<typeof StockRecordSchema> {
  const quantity = Decimal.of(r.quantity);
  const reserved = Decimal.of(r.reservedQuantity);
  return {
    id: r.id,
    productId: r.productId,
    warehouseId: r.warehouseId,
    quantity: quantity.toNumber(),
    reservedQuantity: reserved.toNumber(),
    availableQuantity: quantity.minus(reserved).toNumber(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Stock records: one product in one warehouse. */
@ApiTags('inventory')
@Controller('inventory')
export class InventoryController {
  constructor(
    private readonly createStockRecord: CreateStockRecord,
    private readonly listStockRecords: ListStockRecords,
  ) {}

  @Post('create')
  @HttpCode(200)
  @Operation({
    id: 'inventory.create',
    idempotent: true,
    summary: 'Create the stock record of a product in a warehouse (or find the existing one)',
    response: StockRecordCreatedSchema,
    jsonBody: true,
    example: { productId: 101, warehouseId: 3 } satisfies CreateStockRecordRequest,
    permission: 'write_business_data',
    errors: { 404: ['PRODUCT_NOT_FOUND', 'WAREHOUSE_NOT_FOUND'] },
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateStockRecordRequest) {
    const { inventoryId, alreadyExists } = await this.createStockRecord.execute(actor, body.productId, body.warehouseId);
    return { success: true, inventoryId, alreadyExists };
  }

  @Get()
  @Operation({ id: 'inventory.list', summary: 'List stock records, by product or warehouse', response: StockRecordPageSchema })
  async list(@CurrentActor() actor: Actor, @Query() query: ListStockRecordsQuery, @PageQuery() window: PageWindow) {
    const page = await this.listStockRecords.execute(actor, { productId: query.productId, warehouseId: query.warehouseId }, window);
    return { data: page.data.map(stockRecordView), pagination: page.pagination };
  }
}
