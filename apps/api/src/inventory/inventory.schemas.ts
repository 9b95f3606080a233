import { MOVEMENT_TYPES } from '@backoffice/inventory/domain';
import { Id, Named, Nullable, Page, StringEnum, Success, Timestamp, Type } from '../http/openapi/schemas';

const Quantity = (description?: string) => Type.Number(description ? { description } : {});

export const WarehouseSchema = Named('Warehouse', { id: Id(), name: Type.String(), createdAt: Timestamp() });
export const WarehousePageSchema = Page('WarehousePage', WarehouseSchema);
export const WarehouseCreatedSchema = Named('WarehouseCreated', { success: Success, warehouseId: Id() });

export const StockRecordSchema = Named('StockRecord', {
  id: Id({ description: 'The inventoryId of movements' }),
  productId: Id(),
  warehouseId: Id(),
  quantity: Quantity(),
  reservedQuantity: Quantity(),
  availableQuantity: Quantity('quantity - reservedQuantity'),
  updatedAt: Timestamp(),
});
export const StockRecordPageSchema = Page('StockRecordPage', StockRecordSchema);
export const StockRecordCreatedSchema = Named('StockRecordCreated', {
  success: Success,
  inventoryId: Id(),
  alreadyExists: Type.Boolean({ description: 'true: the product already had a record in that warehouse, whose id this is' }),
});

export const StockMovementSchema = Named('StockMovement', {
  id: Id(),
  inventoryId: Id(),
  warehouseId: Id(),
  userId: Nullable(Id({ description: 'The API key that recorded it' })),
  documentId: Nullable(Id()),
  movementType: StringEnum(MOVEMENT_TYPES),
  quantity: Quantity('As sent (the amount moved, or the new quantity for ADJUST)'),
  unitPrice: Nullable(Type.Number()),
  reason: Nullable(Type.String()),
  referenceId: Nullable(Type.Integer()),
  referenceType: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  isVirtual: Type.Boolean(),
  createdAt: Timestamp(),
});

export const StockMovementRowSchema = Named('StockMovementRow', {
  movement: StockMovementSchema,
  inventory: Type.Object({ id: Id(), productId: Id(), warehouseId: Id() }),
  user: Nullable(Type.Object({ id: Id(), name: Type.String() }, { description: 'The API key that recorded it' })),
});
export const StockMovementPageSchema = Page('StockMovementPage', StockMovementRowSchema);

export const StockMovementRecordedSchema = Named(
  'StockMovementRecorded',
  {
    success: Success,
    movementId: Id(),
    previousQuantity: Quantity(),
    newQuantity: Quantity(),
    previousReservedQuantity: Quantity(),
    newReservedQuantity: Quantity(),
    targetInventoryId: Type.Optional(Id({ description: 'TRANSFER only: the stock record in the target warehouse' })),
    targetMovementId: Type.Optional(Id({ description: 'TRANSFER only' })),
    targetPreviousQuantity: Type.Optional(Quantity('TRANSFER only')),
    targetNewQuantity: Type.Optional(Quantity('TRANSFER only')),
  },
  { description: 'The movement and the stock levels before and after it; a TRANSFER also reports its target side' },
);
