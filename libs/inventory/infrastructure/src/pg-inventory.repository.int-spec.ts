import { MovementSort } from '@backoffice/inventory/application';
import { contend, newApiKey, newCompany, newProduct, useTestDatabase, whileHolding } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgInventoryRepository } from './pg-inventory.repository';
import { aMovement } from './testing';

const newest: MovementSort = { by: 'id', order: 'desc' };
const all = { limit: 200, offset: 0 };

describeWithDatabase()('PgInventoryRepository', () => {
  const db = useTestDatabase();
  let inventory: PgInventoryRepository;
  beforeAll(() => (inventory = new PgInventoryRepository(db.uow)));

  /** A company with a warehouse, two products, their stock records and a key that moves stock. */
  const stocked = async () => {
    const companyId = await newCompany(db);
    const warehouse = await inventory.createWarehouse(companyId, 'Main');
    const [p1, p2] = [await newProduct(db, companyId), await newProduct(db, companyId)];
    const r1 = { companyId, warehouseId: warehouse.id, id: (await inventory.ensureStockRecord(companyId, p1, warehouse.id)).id, productId: p1 };
    const r2 = { companyId, warehouseId: warehouse.id, id: (await inventory.ensureStockRecord(companyId, p2, warehouse.id)).id, productId: p2 };
    return { companyId, warehouse, r1, r2, userId: await newApiKey(db, companyId) };
  };

  describe('warehouses', () => {
    it('are created, listed in id order and found within their company only', async () => {
      const [companyId, otherCompany] = [await newCompany(db), await newCompany(db)];
      const a = await inventory.createWarehouse(companyId, 'A');
      const b = await inventory.createWarehouse(companyId, 'B');
      await inventory.createWarehouse(otherCompany, 'Theirs');
      expect(a).toEqual({ id: expect.any(Number), companyId, name: 'A', createdAt: expect.any(Date) });
      expect((await inventory.listWarehouses(companyId)).map((w) => w.id)).toEqual([a.id, b.id]);
      expect(await inventory.warehouseExists(companyId, b.id)).toBe(true);
      expect(await inventory.warehouseExists(otherCompany, b.id)).toBe(false);
    });
  });

  describe('ensureStockRecord', () => {
    it('creates the product’s record in the warehouse once; later calls answer the same record', async () => {
      const companyId = await newCompany(db);
      const warehouse = await inventory.createWarehouse(companyId, 'W');
      const productId = await newProduct(db, companyId);
      const created = await inventory.ensureStockRecord(companyId, productId, warehouse.id);
      expect(created).toEqual({ id: expect.any(Number), created: true });
      expect(await inventory.ensureStockRecord(companyId, productId, warehouse.id)).toEqual({ id: created.id, created: false });
      expect(await inventory.findStockRecord(companyId, created.id)).toEqual({
        id: created.id,
        companyId,
        productId,
        warehouseId: warehouse.id,
        quantity: '0.0000',
        reservedQuantity: '0.0000',
        updatedAt: expect.any(Date),
      });
    });

    it('waits for a concurrent create of the same pair, then answers the winner’s record (ON CONFLICT DO NOTHING)', async () => {
      const companyId = await newCompany(db);
      const warehouse = await inventory.createWarehouse(companyId, 'W');
      const productId = await newProduct(db, companyId);
      let winner = 0;
      const raced = await contend(db, { lock: async () => (winner = (await inventory.ensureStockRecord(companyId, productId, warehouse.id)).id) }, () =>
        inventory.ensureStockRecord(companyId, productId, warehouse.id),
      );
      expect(raced.second).toEqual({ id: winner, created: false });
      const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM stock_records WHERE company_id = $1`, [companyId]);
      expect(n).toBe(1);
    });
  });

  describe('lockStockRecords', () => {
    it('answers the company’s records among the ids, in id order, each once', async () => {
      const { companyId, r1, r2 } = await stocked();
      const foreign = await stocked();
      const locked = await db.uow.run(() => inventory.lockStockRecords(companyId, [r2.id, r1.id, r2.id, foreign.r1.id]));
      expect(locked.map((r) => r.id)).toEqual([r1.id, r2.id].sort((a, b) => a - b));
    });

    it('makes a second transaction wait, then answers the levels the first one saved', async () => {
      const { companyId, r1, r2 } = await stocked();
      const { second } = await contend(
        db,
        { lock: () => inventory.lockStockRecords(companyId, [r1.id]), after: () => inventory.saveLevels(companyId, r1.id, '10', '2.5') },
        // The other order of ids: the adapter sorts them, so the two cannot deadlock.
        () => inventory.lockStockRecords(companyId, [r2.id, r1.id]),
      );
      expect(second.find((r) => r.id === r1.id)).toMatchObject({ quantity: '10.0000', reservedQuantity: '2.5000' });
    });

    it('does not hold up the company’s other records', async () => {
      const { companyId, r1, r2 } = await stocked();
      const locked = await whileHolding(
        db,
        () => inventory.lockStockRecords(companyId, [r1.id]),
        () => inventory.lockStockRecords(companyId, [r2.id]),
      );
      expect(locked.map((r) => r.id)).toEqual([r2.id]);
    });
  });

  it('refuses levels that would reserve more than is in stock (the check constraint)', async () => {
    const { companyId, r1 } = await stocked();
    await expect(inventory.saveLevels(companyId, r1.id, '1', '2')).rejects.toMatchObject({ driverError: { code: '23514' } });
    await inventory.saveLevels(await newCompany(db), r1.id, '99', '0');
    expect(await inventory.findStockRecord(companyId, r1.id)).toMatchObject({ quantity: '0.0000' });
  });

  describe('listStockRecords', () => {
    it('filters by product and warehouse, pages in id order and counts every match', async () => {
      const { companyId, warehouse, r1, r2 } = await stocked();
      const second = await inventory.createWarehouse(companyId, 'Second');
      const r3 = await inventory.ensureStockRecord(companyId, r1.productId, second.id);
      await stocked();

      expect(await inventory.listStockRecords(companyId, {}, { limit: 2, offset: 0 })).toMatchObject({ rows: [{ id: r1.id }, { id: r2.id }], total: 3 });
      expect(await inventory.listStockRecords(companyId, {}, { limit: 2, offset: 2 })).toMatchObject({ rows: [{ id: r3.id }], total: 3 });
      expect(await inventory.listStockRecords(companyId, { productId: r1.productId }, all)).toMatchObject({ rows: [{ id: r1.id }, { id: r3.id }], total: 2 });
      expect(await inventory.listStockRecords(companyId, { warehouseId: warehouse.id, productId: r2.productId }, all)).toMatchObject({ rows: [{ id: r2.id }], total: 1 });
    });

    it('answers an empty page for an offset past any list, however large', async () => {
      const { companyId } = await stocked();
      expect(await inventory.listStockRecords(companyId, {}, { limit: 50, offset: 1e21 })).toEqual({ rows: [], total: 2 });
    });
  });

  describe('movements', () => {
    it('appends a ledger row and lists it with its record’s product', async () => {
      const { companyId, r1, userId } = await stocked();
      const id = await inventory.appendMovement(aMovement(r1, userId, { quantity: '2.5', unitPrice: '3.25', reason: 'Delivery', notes: 'n' }));
      expect((await inventory.listMovements(companyId, {}, newest, all)).rows).toEqual([
        {
          id,
          companyId,
          inventoryId: r1.id,
          warehouseId: r1.warehouseId,
          productId: r1.productId,
          userId,
          documentId: null,
          movementType: 'ADD',
          quantity: '2.5000',
          quantityDelta: '2.5000',
          reservedDelta: '0.0000',
          unitPrice: '3.2500',
          reason: 'Delivery',
          referenceId: null,
          referenceType: null,
          notes: 'n',
          isVirtual: false,
          createdAt: expect.any(Date),
        },
      ]);
    });

    it('totals the company-wide list, by type or not, from the trigger-kept counts, and other filters by counting', async () => {
      const { companyId, r1, r2, userId } = await stocked();
      await inventory.appendMovement(aMovement(r1, userId));
      await inventory.appendMovement(aMovement(r1, userId, { movementType: 'RESERVE', quantityDelta: '0', reservedDelta: '1', reason: 'Order 7' }));
      await inventory.appendMovement(aMovement(r2, userId, { reason: 'order 8' }));
      const other = await stocked();
      await inventory.appendMovement(aMovement(other.r1, other.userId));

      expect(await inventory.listMovements(companyId, {}, newest, { limit: 1, offset: 0 })).toMatchObject({ total: 3 });
      expect(await inventory.listMovements(companyId, { movementType: 'ADD' }, newest, { limit: 1, offset: 0 })).toMatchObject({ total: 2 });
      expect(await inventory.listMovements(companyId, { movementType: 'TRANSFER' }, newest, all)).toEqual({ rows: [], total: 0 });
      expect(await inventory.listMovements(companyId, { inventoryId: r1.id }, newest, { limit: 1, offset: 1 })).toMatchObject({ rows: [{ movementType: 'ADD' }], total: 2 });
      expect(await inventory.listMovements(companyId, { reason: 'ORDER' }, newest, all)).toMatchObject({ rows: [{ inventoryId: r2.id }, { inventoryId: r1.id }], total: 2 });
      expect(await inventory.listMovements(companyId, { reason: 'order', inventoryId: r1.id, movementType: 'RESERVE' }, newest, all)).toMatchObject({ total: 1 });
      const [{ n }] = await db.dataSource.query(`SELECT coalesce(sum(count), 0)::int AS n FROM stock_movement_counts WHERE company_id = $1`, [companyId]);
      expect(n).toBe(3);
    });

    it('takes LIKE wildcards in a reason literally', async () => {
      const { companyId, r1, userId } = await stocked();
      await inventory.appendMovement(aMovement(r1, userId, { reason: '50% off' }));
      await inventory.appendMovement(aMovement(r1, userId, { reason: '500 off' }));
      expect(await inventory.listMovements(companyId, { reason: '0%' }, newest, all)).toMatchObject({ rows: [{ reason: '50% off' }], total: 1 });
    });

    it('sorts by each key with id breaking ties in the same direction, and pages the sorted list', async () => {
      const { companyId, r1, userId } = await stocked();
      // One transaction: the three rows share created_at, so only id orders them.
      const ids = await db.uow.run(async () => [
        await inventory.appendMovement(aMovement(r1, userId, { quantity: '5' })),
        await inventory.appendMovement(aMovement(r1, userId, { quantity: '1' })),
        await inventory.appendMovement(aMovement(r1, userId, { quantity: '5' })),
      ]);
      const order = async (sort: MovementSort, window = all) => (await inventory.listMovements(companyId, {}, sort, window)).rows.map((m) => m.id);
      expect(await order({ by: 'id', order: 'desc' })).toEqual([ids[2], ids[1], ids[0]]);
      expect(await order({ by: 'quantity', order: 'asc' })).toEqual([ids[1], ids[0], ids[2]]);
      expect(await order({ by: 'quantity', order: 'desc' })).toEqual([ids[2], ids[0], ids[1]]);
      expect(await order({ by: 'createdAt', order: 'asc' })).toEqual(ids);
      expect(await order({ by: 'createdAt', order: 'desc' }, { limit: 2, offset: 1 })).toEqual([ids[1], ids[0]]);
      expect(await order({ by: 'movementType', order: 'asc' }, { limit: 1, offset: 0 })).toEqual([ids[0]]);
    });
  });
});
