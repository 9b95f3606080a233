import { MovementType } from './movement-type';

/**
 * A stock record: one product in one warehouse (unique per company), with its quantity and
 * reserved quantity as exact decimal strings.
 */
export interface StockRecord {
  id: number;
  companyId: number;
  productId: number;
  warehouseId: number;
  quantity: string;
  reservedQuantity: string;
  updatedAt: Date;
}

/** One row of the movement ledger, as stored. */
export interface StockMovement {
  id: number;
  companyId: number;
  inventoryId: number;
  warehouseId: number;
  productId: number;
  userId: number | null;
  documentId: number | null;
  movementType: MovementType;
  quantity: string;
  quantityDelta: string;
  reservedDelta: string;
  unitPrice: string | null;
  reason: string | null;
  referenceId: number | null;
  referenceType: string | null;
  notes: string | null;
  isVirtual: boolean;
  createdAt: Date;
}

/** Optional descriptive fields a caller may attach to a movement. */
export interface MovementDetails {
  unitPrice: string | null;
  reason: string | null;
  referenceId: number | null;
  referenceType: string | null;
  notes: string | null;
}
