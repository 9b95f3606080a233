import { PageWindow } from '@backoffice/shared/kernel';
import { MovementDetails, MovementType, StockMovement, StockRecord, Warehouse } from '@backoffice/inventory/domain';

export interface StockRecordFilter {
  productId?: number;
  warehouseId?: number;
}

export const MOVEMENT_SORT_FIELDS = ['id', 'movementType', 'quantity', 'createdAt'] as const;
export type MovementSortField = (typeof MOVEMENT_SORT_FIELDS)[number];

export interface MovementFilter {
  inventoryId?: number;
  movementType?: MovementType;
  /** Partial, case-insensitive match on the reason text. */
  reason?: string;
}

export interface MovementSort {
  by: MovementSortField;
  order: 'asc' | 'desc';
}

/** A movement to append to the ledger; the levels it moved are already applied by the caller. */
export interface NewMovement extends MovementDetails {
  companyId: number;
  inventoryId: number;
  warehouseId: number;
  userId: number;
  movementType: MovementType;
  quantity: string;
  requestedQuantity: string;
  quantityDelta: string;
  reservedDelta: string;
  transferPeerId: number | null;
}

export interface InventoryRepository {
  createWarehouse(companyId: number, name: string): Promise<Warehouse>;
  listWarehouses(companyId: number): Promise<Warehouse[]>;
  warehouseExists(companyId: number, id: number): Promise<boolean>;
  /** Creates the (product, warehouse) stock record unless it exists; race-safe (ON CONFLICT). */
  ensureStockRecord(companyId: number, productId: number, warehouseId: number): Promise<{ id: number; created: boolean }>;
  findStockRecord(companyId: number, id: number): Promise<StockRecord | null>;
  listStockRecords(companyId: number, filter: StockRecordFilter, window: PageWindow): Promise<{ rows: StockRecord[]; total: number }>;
  /**
   * Locks the company's stock records with these ids (`FOR UPDATE`, in ascending id order, so
   * two transactions locking the same pair cannot deadlock) and returns them. Inside a unit of work.
   */
  lockStockRecords(companyId: number, ids: number[]): Promise<StockRecord[]>;
  saveLevels(companyId: number, id: number, quantity: string, reservedQuantity: string): Promise<void>;
  appendMovement(movement: NewMovement): Promise<number>;
  listMovements(companyId: number, filter: MovementFilter, sort: MovementSort, window: PageWindow): Promise<{ rows: StockMovement[]; total: number }>;
}
export const INVENTORY_REPOSITORY = Symbol('InventoryRepository');

/** The catalogue, as inventory needs it: which of these product ids the company has. */
export interface ProductDirectory {
  existing(companyId: number, ids: number[]): Promise<Set<number>>;
}
export const PRODUCT_DIRECTORY = Symbol('ProductDirectory');

/** API keys, as movements show them: `user` is `{ id, name }` of the key that caused it. */
export interface UserDirectory {
  describe(companyId: number, ids: number[]): Promise<Map<number, { id: number; name: string }>>;
}
export const USER_DIRECTORY = Symbol('UserDirectory');
