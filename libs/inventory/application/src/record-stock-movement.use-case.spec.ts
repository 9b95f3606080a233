import { StockMovement, StockRecord, Warehouse } from '@backoffice/inventory/domain';
import { Actor, DomainError, UnitOfWork } from '@backoffice/shared/kernel';
import { InventoryRepository, NewMovement } from './inventory.ports';
import { RecordStockMovement } from './record-stock-movement.use-case';

/** Records every call, so the test can see what was locked, in which order, and what was written. */
class InMemoryInventoryRepository implements InventoryRepository {
  records: StockRecord[] = [];
  warehouses = new Set<number>();
  movements: NewMovement[] = [];
  locks: number[][] = [];

  add(id: number, productId: number, warehouseId: number, quantity: string, reservedQuantity = '0'): void {
    this.warehouses.add(warehouseId);
    this.records.push({ id, companyId: 1, productId, warehouseId, quantity, reservedQuantity, updatedAt: new Date(0) });
  }
  async createWarehouse(): Promise<Warehouse> {
    throw new Error('not used');
  }
  async listWarehouses(): Promise<Warehouse[]> {
    return [];
  }
  async warehouseExists(_companyId: number, id: number): Promise<boolean> {
    return this.warehouses.has(id);
  }
  async ensureStockRecord(_companyId: number, productId: number, warehouseId: number): Promise<{ id: number; created: boolean }> {
    const found = this.records.find((r) => r.productId === productId && r.warehouseId === warehouseId);
    if (found) return { id: found.id, created: false };
    const id = Math.max(0, ...this.records.map((r) => r.id)) + 1;
    this.add(id, productId, warehouseId, '0');
    return { id, created: true };
  }
  async findStockRecord(companyId: number, id: number): Promise<StockRecord | null> {
    return this.records.find((r) => r.companyId === companyId && r.id === id) ?? null;
  }
  async listStockRecords(): Promise<{ rows: StockRecord[]; total: number }> {
    return { rows: this.records, total: this.records.length };
  }
  async lockStockRecords(companyId: number, ids: number[]): Promise<StockRecord[]> {
    this.locks.push(ids);
    return this.records.filter((r) => r.companyId === companyId && ids.includes(r.id)).sort((a, b) => a.id - b.id);
  }
  async saveLevels(_companyId: number, id: number, quantity: string, reservedQuantity: string): Promise<void> {
    const record = this.records.find((r) => r.id === id) as StockRecord;
    Object.assign(record, { quantity, reservedQuantity });
  }
  async appendMovement(movement: NewMovement): Promise<number> {
    this.movements.push(movement);
    return this.movements.length;
  }
  async listMovements(): Promise<{ rows: StockMovement[]; total: number }> {
    return { rows: [], total: 0 };
  }
}

const inline: UnitOfWork = { run: (work) => work(), afterCommit: (effect) => effect() };
const employee: Actor = { companyId: 1, keyId: 7, keyName: 'till', role: 'employee' };
const details = { unitPrice: null, reason: null, referenceId: null, referenceType: null, notes: null };

describe('RecordStockMovement', () => {
  let repo: InMemoryInventoryRepository;
  let useCase: RecordStockMovement;

  beforeEach(() => {
    repo = new InMemoryInventoryRepository();
    repo.add(5, 100, 1, '10', '2');
    repo.add(3, 100, 2, '4');
    useCase = new RecordStockMovement(repo, inline);
  });

  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (e: DomainError) => e.code,
    );

  it('locks source and target together for a TRANSFER and writes both movements with their deltas', async () => {
    const result = await useCase.execute(employee, { inventoryId: 5, movementType: 'TRANSFER', quantity: 6, targetWarehouseId: 2, ...details });
    expect(repo.locks).toEqual([[5, 3]]);
    expect(result.target?.inventoryId).toBe(3);
    expect(repo.movements.map((m) => [m.inventoryId, m.quantityDelta, m.reservedDelta, m.userId, m.transferPeerId])).toEqual([
      [5, '-6', '0', 7, null],
      [3, '6', '0', 7, 1],
    ]);
    expect(repo.records.map((r) => [r.id, r.quantity])).toEqual([
      [5, '4'],
      [3, '10'],
    ]);
  });

  it('creates the target stock record of a TRANSFER in a warehouse that has none', async () => {
    repo.warehouses.add(9);
    const result = await useCase.execute(employee, { inventoryId: 3, movementType: 'TRANSFER', quantity: 1.5, targetWarehouseId: 9, ...details });
    const created = repo.records.find((r) => r.warehouseId === 9);
    expect(created).toMatchObject({ productId: 100, quantity: '1.5' });
    expect(result.target?.inventoryId).toBe(created?.id);
  });

  it('rejects without writing: insufficient stock, same warehouse, unknown target, missing target, unknown record', async () => {
    expect(await codeOf(useCase.execute(employee, { inventoryId: 5, movementType: 'TRANSFER', quantity: 9, targetWarehouseId: 2, ...details }))).toBe('INSUFFICIENT_STOCK');
    expect(await codeOf(useCase.execute(employee, { inventoryId: 5, movementType: 'TRANSFER', quantity: 1, targetWarehouseId: 1, ...details }))).toBe('VALIDATION_ERROR');
    expect(await codeOf(useCase.execute(employee, { inventoryId: 5, movementType: 'TRANSFER', quantity: 1, targetWarehouseId: 77, ...details }))).toBe('WAREHOUSE_NOT_FOUND');
    expect(await codeOf(useCase.execute(employee, { inventoryId: 5, movementType: 'TRANSFER', quantity: 1, ...details }))).toBe('VALIDATION_ERROR');
    expect(await codeOf(useCase.execute(employee, { inventoryId: 404, movementType: 'ADD', quantity: 1, ...details }))).toBe('INVENTORY_NOT_FOUND');
    expect(await codeOf(useCase.execute(employee, { inventoryId: 5, movementType: 'RELEASE', quantity: 3, ...details }))).toBe('INSUFFICIENT_RESERVED');
    expect(repo.movements).toEqual([]);
    expect(repo.records.map((r) => r.quantity)).toEqual(['10', '4']);
  });

  it('records the counted difference for ADJUST and the q sent separately', async () => {
    const result = await useCase.execute(employee, { inventoryId: 5, movementType: 'ADJUST', quantity: 3, ...details });
    expect([result.previousQuantity.toString(), result.newQuantity.toString()]).toEqual(['10', '3']);
    expect(repo.movements[0]).toMatchObject({ quantity: '-7', requestedQuantity: '3', quantityDelta: '-7', reservedDelta: '0' });
  });
});
