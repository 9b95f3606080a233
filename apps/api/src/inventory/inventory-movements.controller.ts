import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ListStockMovements, MovementRow, RecordStockMovement } from '@backoffice/inventory/application';
import { Actor, Decimal, PageWindow } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { compiledJson } from '../http/compiled-json';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { StockMovementPageSchema, StockMovementRecordedSchema, StockMovementRowSchema } from './inventory.schemas';
import { PageQuery } from '../http/query';
import { quantityNumber } from './inventory.controller';
import { ListStockMovementsQuery, RecordStockMovementRequest } from './inventory.requests';

const writeMovementPage = compiledJson(StockMovementPageSchema);

function movementView({ movement: m, user }: MovementRow): Static<typeof StockMovementRowSchema> {
  return {
    movement: {
      id: m.id,
      inventoryId: m.inventoryId,
      warehouseId: m.warehouseId,
      userId: m.userId,
      documentId: m.documentId,
      movementType: m.movementType,
      quantity: quantityNumber(m.quantity),
      unitPrice: m.unitPrice === null ? null : quantityNumber(m.unitPrice),
      reason: m.reason,
      referenceId: m.referenceId,
      referenceType: m.referenceType,
      notes: m.notes,
      isVirtual: m.isVirtual,
      createdAt: m.createdAt.toISOString(),
    },
    inventory: { id: m.inventoryId, productId: m.productId, warehouseId: m.warehouseId },
    user,
  };
}

/** The stock movement ledger (spec "Inventory movements"). */
@ApiTags('inventory')
@Controller('inventory/movements')
export class InventoryMovementsController {
  constructor(
    private readonly recordStockMovement: RecordStockMovement,
    private readonly listStockMovements: ListStockMovements,
  ) {}

  @Post('create')
  @HttpCode(200)
  @Operation({
    id: 'inventory.movements.create',
    idempotent: true,
    summary: 'Record a stock movement; the stock record changes in the same transaction',
    response: StockMovementRecordedSchema,
    jsonBody: true,
    example: {
      inventoryId: 58,
      movementType: 'ADD',
      quantity: 120,
      unitPrice: 279,
      reason: 'Received: supplier invoice 2026-0311',
      referenceType: 'PURCHASE',
      referenceId: 311,
    } satisfies RecordStockMovementRequest,
    permission: 'create_stock_movements',
    errors: {
      400: ['VALIDATION_ERROR'],
      404: ['INVENTORY_NOT_FOUND', 'WAREHOUSE_NOT_FOUND'],
      409: ['INSUFFICIENT_STOCK', 'INSUFFICIENT_RESERVED', 'QUANTITY_BELOW_RESERVED', 'STOCK_LIMIT_EXCEEDED'],
    },
  })
  async create(@CurrentActor() actor: Actor, @Body() body: RecordStockMovementRequest): Promise<Static<typeof StockMovementRecordedSchema>> {
    const result = await this.recordStockMovement.execute(actor, {
      inventoryId: body.inventoryId,
      movementType: body.movementType,
      quantity: body.quantity,
      targetWarehouseId: body.movementType === 'TRANSFER' ? body.targetWarehouseId : undefined,
      // Decimal.parse also catches 1e-7, whose JSON form has no '.' for class-validator to count.
      unitPrice: body.unitPrice === undefined || body.unitPrice === null ? null : Decimal.parse('unitPrice', body.unitPrice, 4).toString(),
      reason: body.reason ?? null,
      referenceId: body.referenceId ?? null,
      referenceType: body.referenceType ?? null,
      notes: body.notes ?? null,
    });
    const answer = {
      success: true as const,
      movementId: result.movementId,
      previousQuantity: quantityNumber(result.previousQuantity),
      newQuantity: quantityNumber(result.newQuantity),
      previousReservedQuantity: quantityNumber(result.previousReservedQuantity),
      newReservedQuantity: quantityNumber(result.newReservedQuantity),
    };
    if (!result.target) return answer;
    return {
      ...answer,
      targetInventoryId: result.target.inventoryId,
      targetMovementId: result.target.movementId,
      targetPreviousQuantity: quantityNumber(result.target.previousQuantity),
      targetNewQuantity: quantityNumber(result.target.newQuantity),
    };
  }

  @Get()
  @Operation({ id: 'inventory.movements.list', summary: 'The movement ledger, filtered, sorted and paged', response: StockMovementPageSchema })
  async list(@CurrentActor() actor: Actor, @Query() query: ListStockMovementsQuery, @PageQuery() window: PageWindow) {
    const page = await this.listStockMovements.execute(
      actor,
      { inventoryId: query.inventoryId, movementType: query.movementType, reason: query.reason || undefined },
      { by: query.sortBy ?? 'id', order: query.sortOrder ?? 'desc' },
      window,
    );
    return writeMovementPage({ data: page.data.map(movementView), pagination: page.pagination });
  }
}
