import { ConflictError, NotFoundError, ValidationError } from '@backoffice/shared/kernel';

/** SUBTRACT, RESERVE and TRANSFER need `available = quantity - reserved` of at least q. */
export class InsufficientStockError extends ConflictError {
  constructor(available: string, requested: string) {
    super('INSUFFICIENT_STOCK', `Only ${available} available, ${requested} requested`);
  }
}

/** RELEASE and RELEASE_AND_SUBTRACT need a reserved quantity of at least q. */
export class InsufficientReservedError extends ConflictError {
  constructor(reserved: string, requested: string) {
    super('INSUFFICIENT_RESERVED', `Only ${reserved} reserved, ${requested} requested`);
  }
}

/** ADJUST may not count less than what is reserved (the contract leaves the code open). */
export class QuantityBelowReservedError extends ConflictError {
  constructor(reserved: string, requested: string) {
    super('QUANTITY_BELOW_RESERVED', `Cannot set the quantity to ${requested}: ${reserved} is reserved`);
  }
}

/** A movement that would take a stock record past what it can hold. */
export class StockLimitExceededError extends ConflictError {
  constructor(limit: string) {
    super('STOCK_LIMIT_EXCEEDED', `A stock record holds at most ${limit} units`);
  }
}

export class InventoryNotFoundError extends NotFoundError {
  constructor() {
    super('Stock record', 'INVENTORY_NOT_FOUND');
  }
}

export class WarehouseNotFoundError extends NotFoundError {
  constructor() {
    super('Warehouse', 'WAREHOUSE_NOT_FOUND');
  }
}

export class SameWarehouseTransferError extends ValidationError {
  constructor() {
    super([{ field: 'targetWarehouseId', problem: "must differ from the stock record's own warehouse" }]);
  }
}
