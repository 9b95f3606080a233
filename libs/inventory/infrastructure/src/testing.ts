/**
 * Builders for the inventory context's tests (`@backoffice/inventory/infrastructure/testing`);
 * imported from tests only. The database side (companies, products, API keys) is in
 * `@backoffice/shared/persistence/testing`.
 */
import { NewMovement } from '@backoffice/inventory/application';

/**
 * A ledger row for the stock record: an ADD of `quantity` (delta = quantity) by `userId`, unless
 * `overrides` say otherwise.
 */
export function aMovement(record: { companyId: number; id: number; warehouseId: number }, userId: number, overrides: Partial<NewMovement> = {}): NewMovement {
  const quantity = overrides.quantity ?? '1';
  return {
    companyId: record.companyId,
    inventoryId: record.id,
    warehouseId: record.warehouseId,
    userId,
    movementType: 'ADD',
    quantity,
    requestedQuantity: quantity,
    quantityDelta: quantity,
    reservedDelta: '0',
    transferPeerId: null,
    unitPrice: null,
    reason: null,
    referenceId: null,
    referenceType: null,
    notes: null,
    ...overrides,
  };
}
