import { Inject, Injectable } from '@nestjs/common';
import { StockMovement } from '@backoffice/inventory/domain';
import { Actor, Page, PageWindow, assertCan, pageOf } from '@backoffice/shared/kernel';
import { INVENTORY_REPOSITORY, InventoryRepository, MovementFilter, MovementSort, USER_DIRECTORY, UserDirectory } from './inventory.ports';

export interface MovementRow {
  movement: StockMovement;
  user: { id: number; name: string } | null;
}

/** The ledger, newest first unless sorted otherwise; each row with the key that caused it. */
@Injectable()
export class ListStockMovements {
  constructor(
    @Inject(INVENTORY_REPOSITORY) private readonly inventory: InventoryRepository,
    @Inject(USER_DIRECTORY) private readonly users: UserDirectory,
  ) {}

  async execute(actor: Actor, filter: MovementFilter, sort: MovementSort, window: PageWindow): Promise<Page<MovementRow>> {
    assertCan(actor, 'read');
    const { rows, total } = await this.inventory.listMovements(actor.companyId, filter, sort, window);
    const ids = rows.map((m) => m.userId).filter((id): id is number => id !== null);
    const users = await this.users.describe(actor.companyId, ids);
    return pageOf(
      rows.map((movement) => ({ movement, user: movement.userId === null ? null : (users.get(movement.userId) ?? null) })),
      total,
      window,
    );
  }
}
