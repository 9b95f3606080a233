import { Inject, Injectable } from '@nestjs/common';
import { StockRecord, WarehouseNotFoundError } from '@backoffice/inventory/domain';
import { Actor, NotFoundError, Page, PageWindow, assertCan, pageOf } from '@backoffice/shared/kernel';
import { INVENTORY_REPOSITORY, InventoryRepository, PRODUCT_DIRECTORY, ProductDirectory, StockRecordFilter } from './inventory.ports';

export class ProductNotFoundError extends NotFoundError {
  constructor() {
    super('Product', 'PRODUCT_NOT_FOUND');
  }
}

@Injectable()
export class CreateStockRecord {
  constructor(
    @Inject(INVENTORY_REPOSITORY) private readonly inventory: InventoryRepository,
    @Inject(PRODUCT_DIRECTORY) private readonly products: ProductDirectory,
  ) {}

  /** An existing (product, warehouse) pair answers with its id and `alreadyExists: true`. */
  async execute(actor: Actor, productId: number, warehouseId: number): Promise<{ inventoryId: number; alreadyExists: boolean }> {
    assertCan(actor, 'write_business_data');
    if (!(await this.products.existing(actor.companyId, [productId])).has(productId)) throw new ProductNotFoundError();
    if (!(await this.inventory.warehouseExists(actor.companyId, warehouseId))) throw new WarehouseNotFoundError();
    const { id, created } = await this.inventory.ensureStockRecord(actor.companyId, productId, warehouseId);
    return { inventoryId: id, alreadyExists: !created };
  }
}

@Injectable()
export class ListStockRecords {
  constructor(@Inject(INVENTORY_REPOSITORY) private readonly inventory: InventoryRepository) {}

  async execute(actor: Actor, filter: StockRecordFilter, window: PageWindow): Promise<Page<StockRecord>> {
    assertCan(actor, 'read');
    const { rows, total } = await this.inventory.listStockRecords(actor.companyId, filter, window);
    return pageOf(rows, total, window);
  }
}
