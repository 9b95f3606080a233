import { Inject, Injectable } from '@nestjs/common';
import { Warehouse } from '@backoffice/inventory/domain';
import { Actor, assertCan } from '@backoffice/shared/kernel';
import { INVENTORY_REPOSITORY, InventoryRepository } from './inventory.ports';

@Injectable()
export class CreateWarehouse {
  constructor(@Inject(INVENTORY_REPOSITORY) private readonly inventory: InventoryRepository) {}

  async execute(actor: Actor, name: string): Promise<Warehouse> {
    assertCan(actor, 'write_business_data');
    return this.inventory.createWarehouse(actor.companyId, name);
  }
}

/** Whole set (pagination rule 6). */
@Injectable()
export class ListWarehouses {
  constructor(@Inject(INVENTORY_REPOSITORY) private readonly inventory: InventoryRepository) {}

  async execute(actor: Actor): Promise<Warehouse[]> {
    assertCan(actor, 'read');
    return this.inventory.listWarehouses(actor.companyId);
  }
}
