import { Inject, Injectable } from '@nestjs/common';
import {
  InventoryNotFoundError,
  MovementDetails,
  MovementEffect,
  MovementType,
  SameWarehouseTransferError,
  StockRecord,
  WarehouseNotFoundError,
  applyMovement,
  movementQuantity,
  transferIn,
} from '@backoffice/inventory/domain';
import { Actor, Decimal, UNIT_OF_WORK, UnitOfWork, ValidationError, assertCan } from '@backoffice/shared/kernel';
import { INVENTORY_REPOSITORY, InventoryRepository, NewMovement } from './inventory.ports';

export interface RecordStockMovementCommand extends MovementDetails {
  inventoryId: number;
  movementType: MovementType;
  /** As sent; checked here (> 0, at most 4 decimals). */
  quantity: unknown;
  targetWarehouseId?: number;
}

export interface RecordedLevels {
  previousQuantity: Decimal;
  newQuantity: Decimal;
  previousReservedQuantity: Decimal;
  newReservedQuantity: Decimal;
}

export interface RecordedMovement extends RecordedLevels {
  movementId: number;
  target?: { inventoryId: number; movementId: number } & RecordedLevels;
}

const levelsOf = (r: StockRecord) => ({ quantity: Decimal.of(r.quantity), reserved: Decimal.of(r.reservedQuantity) });
const recorded = (e: MovementEffect): RecordedLevels => ({
  previousQuantity: e.before.quantity,
  newQuantity: e.after.quantity,
  previousReservedQuantity: e.before.reserved,
  newReservedQuantity: e.after.reserved,
});

/**
 * Records one movement (two for TRANSFER) in one transaction. The stock records it changes are
 * locked with FOR UPDATE in ascending id order, read, changed by the domain rules and written
 * back with the movement rows, so concurrent movements serialise per stock record and
 * opposite TRANSFERs cannot deadlock.
 */
@Injectable()
export class RecordStockMovement {
  constructor(
    @Inject(INVENTORY_REPOSITORY) private readonly inventory: InventoryRepository,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
  ) {}

  async execute(actor: Actor, command: RecordStockMovementCommand): Promise<RecordedMovement> {
    assertCan(actor, 'create_stock_movements');
    const q = movementQuantity('quantity', command.quantity);
    if (command.movementType === 'TRANSFER' && command.targetWarehouseId === undefined) {
      throw ValidationError.field('targetWarehouseId', 'is required for TRANSFER');
    }
    return this.uow.run(async () => {
      if (command.movementType === 'TRANSFER') {
        // Read unlocked first: the target's id is needed before both are locked in id order.
        const source = await this.inventory.findStockRecord(actor.companyId, command.inventoryId);
        if (!source) throw new InventoryNotFoundError();
        return this.transfer(actor, command, source, q);
      }
      const [locked] = await this.inventory.lockStockRecords(actor.companyId, [command.inventoryId]);
      if (!locked) throw new InventoryNotFoundError();
      const effect = applyMovement(levelsOf(locked), command.movementType, q);
      const movementId = await this.write(actor, command, locked, effect, q, null);
      return { movementId, ...recorded(effect) };
    });
  }

  private async transfer(actor: Actor, command: RecordStockMovementCommand, source: StockRecord, q: Decimal): Promise<RecordedMovement> {
    const targetWarehouseId = command.targetWarehouseId as number;
    if (targetWarehouseId === source.warehouseId) throw new SameWarehouseTransferError();
    if (!(await this.inventory.warehouseExists(actor.companyId, targetWarehouseId))) throw new WarehouseNotFoundError();
    const target = await this.inventory.ensureStockRecord(actor.companyId, source.productId, targetWarehouseId);

    const locked = await this.inventory.lockStockRecords(actor.companyId, [source.id, target.id]);
    const lockedSource = locked.find((r) => r.id === source.id) as StockRecord;
    const lockedTarget = locked.find((r) => r.id === target.id) as StockRecord;
    const out = applyMovement(levelsOf(lockedSource), 'TRANSFER', q);
    const into = transferIn(levelsOf(lockedTarget), q);
    const movementId = await this.write(actor, command, lockedSource, out, q, null);
    const targetMovementId = await this.write(actor, command, lockedTarget, into, q, movementId);
    return { movementId, ...recorded(out), target: { inventoryId: lockedTarget.id, movementId: targetMovementId, ...recorded(into) } };
  }

  private async write(actor: Actor, command: RecordStockMovementCommand, record: StockRecord, effect: MovementEffect, q: Decimal, peer: number | null): Promise<number> {
    await this.inventory.saveLevels(actor.companyId, record.id, effect.after.quantity.toString(), effect.after.reserved.toString());
    const movement: NewMovement = {
      companyId: actor.companyId,
      inventoryId: record.id,
      warehouseId: record.warehouseId,
      userId: actor.keyId,
      movementType: command.movementType,
      quantity: effect.recordedQuantity.toString(),
      requestedQuantity: q.toString(),
      quantityDelta: effect.quantityDelta.toString(),
      reservedDelta: effect.reservedDelta.toString(),
      unitPrice: command.unitPrice,
      reason: command.reason,
      referenceId: command.referenceId,
      referenceType: command.referenceType,
      notes: command.notes,
      transferPeerId: peer,
    };
    return this.inventory.appendMovement(movement);
  }
}
