import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { DataSource } from 'typeorm';
import { bearer, startTestApp, TestApp } from './support/test-app';

interface Levels {
  quantity: number;
  reservedQuantity: number;
  availableQuantity: number;
}

describeWithDatabase()('/inventory/movements', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;
  let main: number;
  let north: number;

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    globex = await t.newCompany();
    main = (await t.http.post('/warehouses/create').set(bearer(acme.keys.owner)).send({ name: 'Main' })).body.warehouseId;
    north = (await t.http.post('/warehouses/create').set(bearer(acme.keys.owner)).send({ name: 'North' })).body.warehouseId;
  });
  afterAll(() => t.close());

  const move = (body: object, key = acme.keys.employee) => t.http.post('/inventory/movements/create').set(bearer(key)).send(body);

  /** A fresh stock record (a new product in Main) holding `quantity`, of which `reserved` is reserved. */
  async function stock(quantity: number, reserved = 0, warehouseId = main): Promise<{ id: number; productId: number }> {
    const productId = (await t.http.post('/products/create').set(bearer(acme.keys.owner)).send({ name: 'Thing' })).body.productId;
    const id = (await t.http.post('/inventory/create').set(bearer(acme.keys.owner)).send({ productId, warehouseId })).body.inventoryId;
    if (quantity > 0) expect((await move({ inventoryId: id, movementType: 'ADD', quantity })).status).toBe(200);
    if (reserved > 0) expect((await move({ inventoryId: id, movementType: 'RESERVE', quantity: reserved })).status).toBe(200);
    return { id, productId };
  }

  async function levels(productId: number, warehouseId = main): Promise<Levels> {
    const res = await t.http.get(`/inventory?productId=${productId}&warehouseId=${warehouseId}`).set(bearer(acme.keys.owner));
    const { quantity, reservedQuantity, availableQuantity } = res.body.data[0];
    return { quantity, reservedQuantity, availableQuantity };
  }

  describe('effects', () => {
    it.each([
      ['ADD', 2.5, { previousQuantity: 10, newQuantity: 12.5, previousReservedQuantity: 3, newReservedQuantity: 3 }],
      ['SUBTRACT', 7, { previousQuantity: 10, newQuantity: 3, previousReservedQuantity: 3, newReservedQuantity: 3 }],
      ['ADJUST', 4, { previousQuantity: 10, newQuantity: 4, previousReservedQuantity: 3, newReservedQuantity: 3 }],
      ['RESERVE', 7, { previousQuantity: 10, newQuantity: 10, previousReservedQuantity: 3, newReservedQuantity: 10 }],
      ['RELEASE', 3, { previousQuantity: 10, newQuantity: 10, previousReservedQuantity: 3, newReservedQuantity: 0 }],
      ['RELEASE_AND_SUBTRACT', 2, { previousQuantity: 10, newQuantity: 8, previousReservedQuantity: 3, newReservedQuantity: 1 }],
      ['ADD_AND_RESERVE', 0.0001, { previousQuantity: 10, newQuantity: 10.0001, previousReservedQuantity: 3, newReservedQuantity: 3.0001 }],
    ])('%s of %d answers the levels before and after and changes the stock record', async (movementType, quantity, expected) => {
      const record = await stock(10, 3);
      const res = await move({ inventoryId: record.id, movementType, quantity });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, movementId: expect.any(Number), ...expected });
      expect(await levels(record.productId)).toEqual({
        quantity: expected.newQuantity,
        reservedQuantity: expected.newReservedQuantity,
        availableQuantity: Number((expected.newQuantity - expected.newReservedQuantity).toFixed(4)),
      });
    });

    it('ADJUST records the difference it made as the movement quantity', async () => {
      const record = await stock(10);
      await move({ inventoryId: record.id, movementType: 'ADJUST', quantity: 4 });
      await move({ inventoryId: record.id, movementType: 'ADJUST', quantity: 6.5 });
      const list = await t.http.get(`/inventory/movements?inventoryId=${record.id}&movementType=ADJUST&sortOrder=asc`).set(bearer(acme.keys.owner));
      expect(list.body.data.map((r: { movement: { quantity: number } }) => r.movement.quantity)).toEqual([-6, 2.5]);
    });
  });

  describe('rejections', () => {
    it.each([
      ['SUBTRACT', 7.0001, 'INSUFFICIENT_STOCK'],
      ['RESERVE', 8, 'INSUFFICIENT_STOCK'],
      ['TRANSFER', 7.5, 'INSUFFICIENT_STOCK'],
      ['RELEASE', 3.0001, 'INSUFFICIENT_RESERVED'],
      ['RELEASE_AND_SUBTRACT', 4, 'INSUFFICIENT_RESERVED'],
      ['ADJUST', 2.5, 'QUANTITY_BELOW_RESERVED'],
      ['ADD', 1_000_000_000, 'STOCK_LIMIT_EXCEEDED'],
    ])('%s of %d is 409 %s and changes nothing', async (movementType, quantity, code) => {
      const record = await stock(10, 3);
      if (code === 'STOCK_LIMIT_EXCEEDED') for (let i = 0; i < 99; i++) await move({ inventoryId: record.id, movementType: 'ADD', quantity: 1_000_000_000 });
      const before = await levels(record.productId);
      const res = await move({ inventoryId: record.id, movementType, quantity, targetWarehouseId: north });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(code);
      expect(await levels(record.productId)).toEqual(before);
      const target = await t.http.get(`/inventory?productId=${record.productId}&warehouseId=${north}`).set(bearer(acme.keys.owner));
      expect(target.body.data).toEqual([]);
    });

    it.each([
      [{ movementType: 'ADD' }, 'quantity'],
      [{ movementType: 'ADD', quantity: 0 }, 'quantity'],
      [{ movementType: 'ADD', quantity: -1 }, 'quantity'],
      [{ movementType: 'ADD', quantity: 1e-7 }, 'quantity'],
      [{ movementType: 'ADD', quantity: 1.23456 }, 'quantity'],
      [{ movementType: 'ADD', quantity: '5' }, 'quantity'],
      [{ movementType: 'ADD', quantity: 1e300 }, 'quantity'],
      [{ movementType: 'TAKE', quantity: 1 }, 'movementType'],
      [{ movementType: 'TRANSFER', quantity: 1 }, 'targetWarehouseId'],
      [{ movementType: 'TRANSFER', quantity: 1, targetWarehouseId: 'north' }, 'targetWarehouseId'],
      [{ movementType: 'ADD', quantity: 1, unitPrice: -2 }, 'unitPrice'],
      [{ movementType: 'ADD', quantity: 1, unitPrice: 1.00001 }, 'unitPrice'],
      [{ movementType: 'ADD', quantity: 1, unitPrice: 1e-7 }, 'unitPrice'],
      [{ movementType: 'ADD', quantity: 1, referenceId: 1e15 }, 'referenceId'],
      [{ movementType: 'ADD', quantity: 1, reason: 5 }, 'reason'],
      [{ movementType: 'ADD', quantity: 1, productId: 5 }, 'productId'],
    ])('rejects %j with VALIDATION_ERROR on %s', async (body, field) => {
      const record = await stock(5);
      const res = await move({ inventoryId: record.id, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
      expect((await levels(record.productId)).quantity).toBe(5);
    });

    it.each([[{ inventoryId: 0 }], [{ inventoryId: 99_999_999_999 }], [{ inventoryId: '1' }], [{}]])('rejects inventoryId in %j with VALIDATION_ERROR', async (body) => {
      const res = await move({ movementType: 'ADD', quantity: 1, ...body });
      expect(res.status).toBe(400);
    });

    it('answers 404 for an unknown stock record or target warehouse, and 400 for a transfer within one warehouse', async () => {
      const record = await stock(5);
      const unknown = await move({ inventoryId: 2_000_000_000, movementType: 'ADD', quantity: 1 });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('INVENTORY_NOT_FOUND');
      const noWarehouse = await move({ inventoryId: record.id, movementType: 'TRANSFER', quantity: 1, targetWarehouseId: 2_000_000_000 });
      expect(noWarehouse.status).toBe(404);
      expect(noWarehouse.body.error).toBe('WAREHOUSE_NOT_FOUND');
      const same = await move({ inventoryId: record.id, movementType: 'TRANSFER', quantity: 1, targetWarehouseId: main });
      expect(same.status).toBe(400);
      expect(same.body.details[0].field).toBe('targetWarehouseId');
      expect((await levels(record.productId)).quantity).toBe(5);
    });

    it('ignores targetWarehouseId on movements other than TRANSFER', async () => {
      const record = await stock(5);
      const res = await move({ inventoryId: record.id, movementType: 'ADD', quantity: 1, targetWarehouseId: 'anything' });
      expect(res.status).toBe(200);
      expect(res.body.newQuantity).toBe(6);
    });

    it('lets every role create movements, and no key none', async () => {
      const record = await stock(0);
      for (const key of Object.values(acme.keys)) expect((await move({ inventoryId: record.id, movementType: 'ADD', quantity: 1 }, key)).status).toBe(200);
      expect((await t.http.post('/inventory/movements/create').send({ inventoryId: record.id, movementType: 'ADD', quantity: 1 })).status).toBe(401);
      expect((await levels(record.productId)).quantity).toBe(4);
    });
  });

  describe('TRANSFER', () => {
    it('creates the target stock record when absent and writes two movements', async () => {
      const source = await stock(10, 2);
      const res = await move({ inventoryId: source.id, movementType: 'TRANSFER', quantity: 8, targetWarehouseId: north, reason: 'restock north' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        movementId: expect.any(Number),
        previousQuantity: 10,
        newQuantity: 2,
        previousReservedQuantity: 2,
        newReservedQuantity: 2,
        targetInventoryId: expect.any(Number),
        targetMovementId: expect.any(Number),
        targetPreviousQuantity: 0,
        targetNewQuantity: 8,
      });
      expect(await levels(source.productId, north)).toEqual({ quantity: 8, reservedQuantity: 0, availableQuantity: 8 });
      const out = await t.http.get(`/inventory/movements?inventoryId=${source.id}&movementType=TRANSFER`).set(bearer(acme.keys.owner));
      expect(out.body.data).toHaveLength(1);
      expect(out.body.data[0].movement).toMatchObject({ id: res.body.movementId, warehouseId: main, quantity: 8, reason: 'restock north' });
      const into = await t.http.get(`/inventory/movements?inventoryId=${res.body.targetInventoryId}`).set(bearer(acme.keys.owner));
      expect(into.body.data).toHaveLength(1);
      expect(into.body.data[0].movement).toMatchObject({ id: res.body.targetMovementId, movementType: 'TRANSFER', warehouseId: north, quantity: 8 });
      expect(into.body.data[0].inventory).toEqual({ id: res.body.targetInventoryId, productId: source.productId, warehouseId: north });
    });

    it('moves stock back the other way into the existing record', async () => {
      const source = await stock(10);
      const there = await move({ inventoryId: source.id, movementType: 'TRANSFER', quantity: 6, targetWarehouseId: north });
      const back = await move({ inventoryId: there.body.targetInventoryId, movementType: 'TRANSFER', quantity: 2.5, targetWarehouseId: main });
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ previousQuantity: 6, newQuantity: 3.5, targetInventoryId: source.id, targetPreviousQuantity: 4, targetNewQuantity: 6.5 });
      expect((await levels(source.productId, main)).quantity).toBe(6.5);
      expect((await levels(source.productId, north)).quantity).toBe(3.5);
    });

    it('may not move reserved units', async () => {
      const source = await stock(10, 4);
      const res = await move({ inventoryId: source.id, movementType: 'TRANSFER', quantity: 7, targetWarehouseId: north });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('INSUFFICIENT_STOCK');
    });
  });

  describe('list', () => {
    let record: { id: number; productId: number };
    let ids: number[];

    beforeAll(async () => {
      record = await stock(0);
      ids = [];
      const plan: [string, number, string | undefined][] = [
        ['ADD', 10, 'Goods receipt 17'],
        ['RESERVE', 4, 'Order 5'],
        ['SUBTRACT', 1, 'Breakage in aisle'],
        ['RELEASE_AND_SUBTRACT', 4, 'order 5 shipped'],
        ['ADD', 0.5, undefined],
        ['ADJUST', 4, 'stock take 100%'],
      ];
      for (const [movementType, quantity, reason] of plan) {
        const res = await move({ inventoryId: record.id, movementType, quantity, reason, unitPrice: 2.25, referenceId: 44, referenceType: 'SALE', notes: 'n' });
        expect(res.status).toBe(200);
        ids.push(res.body.movementId);
      }
    });

    const list = async (query: string, key = acme.keys.owner) => {
      const res = await t.http.get(`/inventory/movements?inventoryId=${record.id}&${query}`).set(bearer(key));
      expect(res.status).toBe(200);
      return res.body;
    };
    const idsOf = (body: { data: { movement: { id: number } }[] }) => body.data.map((r) => r.movement.id);

    it('answers full rows, newest first, with the stock record and the key that caused each', async () => {
      const body = await list('');
      expect(idsOf(body)).toEqual([...ids].reverse());
      expect(body.pagination).toEqual({ total: 6, limit: 50, offset: 0, hasMore: false, page: 1, pageSize: 50, totalPages: 1 });
      const apiKeys = await t.http.get('/api-keys').set(bearer(acme.keys.owner));
      const employee = apiKeys.body.data.find((k: { role: string }) => k.role === 'employee');
      expect(body.data[5]).toEqual({
        movement: {
          id: ids[0],
          inventoryId: record.id,
          warehouseId: main,
          userId: employee.id,
          documentId: null,
          movementType: 'ADD',
          quantity: 10,
          unitPrice: 2.25,
          reason: 'Goods receipt 17',
          referenceId: 44,
          referenceType: 'SALE',
          notes: 'n',
          isVirtual: false,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
        inventory: { id: record.id, productId: record.productId, warehouseId: main },
        user: { id: employee.id, name: employee.name },
      });
    });

    it('still names the key that caused a movement after that key is revoked', async () => {
      const issued = await t.http.post('/api-keys').set(bearer(acme.keys.owner)).send({ name: 'Scanner 7', role: 'employee' });
      expect(issued.status).toBe(200);
      const own = await stock(0);
      const res = await move({ inventoryId: own.id, movementType: 'ADD', quantity: 3 }, issued.body.key);
      expect(res.status).toBe(200);
      expect((await t.http.delete(`/api-keys/${issued.body.id}`).set(bearer(acme.keys.owner))).status).toBe(200);
      const rows = await t.http.get(`/inventory/movements?inventoryId=${own.id}`).set(bearer(acme.keys.owner));
      expect(rows.body.data[0].movement.userId).toBe(issued.body.id);
      expect(rows.body.data[0].user).toEqual({ id: issued.body.id, name: 'Scanner 7' });
    });

    it('filters by movement type and by part of the reason, case-insensitively and literally', async () => {
      expect(idsOf(await list('movementType=ADD'))).toEqual([ids[4], ids[0]]);
      expect(idsOf(await list('reason=ORDER%205'))).toEqual([ids[3], ids[1]]);
      expect(idsOf(await list('reason=100%25'))).toEqual([ids[5]]);
      expect(idsOf(await list('reason=1_0'))).toEqual([]);
      expect(idsOf(await list('reason='))).toHaveLength(6);
      expect(idsOf(await list('reason=order&movementType=RESERVE'))).toEqual([ids[1]]);
    });

    it('sorts by id, movementType, quantity and createdAt in both orders', async () => {
      expect(idsOf(await list('sortBy=id&sortOrder=asc'))).toEqual(ids);
      expect(idsOf(await list('sortBy=movementType&sortOrder=asc'))).toEqual([ids[0], ids[4], ids[5], ids[3], ids[1], ids[2]]);
      // quantities: 10, 4, 1, 4, 0.5, ADJUST's difference -1.5 (from 5.5 to 4)
      expect(idsOf(await list('sortBy=quantity&sortOrder=desc'))).toEqual([ids[0], ids[3], ids[1], ids[2], ids[4], ids[5]]);
      expect(idsOf(await list('sortBy=quantity&sortOrder=ASC'))).toEqual([ids[5], ids[4], ids[2], ids[1], ids[3], ids[0]]);
      expect(idsOf(await list('sortBy=createdAt&sortOrder=asc'))).toEqual(ids);
      expect(idsOf(await list('sortBy=createdAt'))).toEqual([...ids].reverse());
    });

    it('pages with the pagination contract', async () => {
      const body = await list('pageSize=4&limit=1&page=2&sortOrder=asc');
      expect(idsOf(body)).toEqual(ids.slice(4));
      expect(body.pagination).toEqual({ total: 6, limit: 4, offset: 4, hasMore: false, page: 2, pageSize: 4, totalPages: 2 });
      const offset = await list('limit=2&offset=1&page=3&sortOrder=asc');
      expect(idsOf(offset)).toEqual(ids.slice(1, 3));
      expect(offset.pagination).toMatchObject({ total: 6, hasMore: true, offset: 1, limit: 2 });
      expect((await list('limit=1000')).pagination.limit).toBe(200);
      for (const offset of ['99999999999999999999', '1' + '0'.repeat(30)]) {
        const far = await t.http.get(`/inventory/movements?offset=${offset}`).set(bearer(acme.keys.owner));
        expect([far.status, far.body.data]).toEqual([200, []]);
        const records = await t.http.get(`/inventory?offset=${offset}`).set(bearer(acme.keys.owner));
        expect([records.status, records.body.data]).toEqual([200, []]);
      }
    });

    it.each([['sortBy=reason'], ['sortOrder=up'], ['movementType=TAKE'], ['inventoryId=x'], ['inventoryId=99999999999'], ['page=two']])(
      'rejects %s with VALIDATION_ERROR',
      async (query) => {
        const res = await t.http.get(`/inventory/movements?${query}`).set(bearer(acme.keys.owner));
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('VALIDATION_ERROR');
      },
    );

    it('counts the company-wide list exactly, with and without a type, as the ledger holds it', async () => {
      const db = t.app.get(DataSource);
      const truth = async (type?: string) =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM stock_movements WHERE company_id = $1${type ? ' AND movement_type = $2' : ''}`,
            type ? [acme.companyId, type] : [acme.companyId],
          )
        )[0].n;
      const all = await t.http.get('/inventory/movements?pageSize=2').set(bearer(acme.keys.owner));
      expect(all.body.pagination.total).toBe(await truth());
      expect(all.body.pagination.total).toBeGreaterThan(0);
      for (const type of ['ADD', 'TRANSFER', 'RESERVE']) {
        const byType = await t.http.get(`/inventory/movements?movementType=${type}`).set(bearer(acme.keys.owner));
        expect({ type, total: byType.body.pagination.total }).toEqual({ type, total: await truth(type) });
      }
    });

    it("keeps companies apart: another company's stock record is unknown and its ledger invisible", async () => {
      const theirs = await move({ inventoryId: record.id, movementType: 'ADD', quantity: 1 }, globex.keys.owner);
      expect(theirs.status).toBe(404);
      expect(theirs.body.error).toBe('INVENTORY_NOT_FOUND');
      const filtered = await t.http.get(`/inventory/movements?inventoryId=${record.id}`).set(bearer(globex.keys.owner));
      expect(filtered.body.data).toEqual([]);
      expect(filtered.body.pagination.total).toBe(0);
      const all = await t.http.get('/inventory/movements').set(bearer(globex.keys.owner));
      expect(all.body.pagination.total).toBe(0);
      const globexWarehouse = (await t.http.post('/warehouses/create').set(bearer(globex.keys.owner)).send({ name: 'G' })).body.warehouseId;
      const intoTheirs = await move({ inventoryId: record.id, movementType: 'TRANSFER', quantity: 1, targetWarehouseId: globexWarehouse });
      expect(intoTheirs.status).toBe(404);
      expect(intoTheirs.body.error).toBe('WAREHOUSE_NOT_FOUND');
      expect((await list('')).pagination.total).toBe(6);
    });
  });
});
