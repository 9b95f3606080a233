import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { bearer, startTestApp, TestApp } from './support/test-app';

type MovementType = 'ADD' | 'SUBTRACT' | 'ADJUST' | 'TRANSFER' | 'RESERVE' | 'RELEASE' | 'RELEASE_AND_SUBTRACT' | 'ADD_AND_RESERVE';

describeWithDatabase()('inventory movements under concurrency, and the ledger invariant', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let warehouses: number[];

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    warehouses = [];
    for (const name of ['Main', 'North', 'South']) {
      warehouses.push((await t.http.post('/warehouses/create').set(bearer(acme.keys.owner)).send({ name })).body.warehouseId);
    }
  });
  afterAll(() => t.close());

  const move = (body: object) => t.http.post('/inventory/movements/create').set(bearer(acme.keys.employee)).send(body);
  const newProduct = async () => (await t.http.post('/products/create').set(bearer(acme.keys.owner)).send({ name: 'P' })).body.productId as number;
  const newRecord = async (productId: number, warehouseId: number) =>
    (await t.http.post('/inventory/create').set(bearer(acme.keys.owner)).send({ productId, warehouseId })).body.inventoryId as number;
  const quantityOf = async (productId: number, warehouseId: number) => {
    const res = await t.http.get(`/inventory?productId=${productId}&warehouseId=${warehouseId}`).set(bearer(acme.keys.owner));
    return res.body.data[0] as { id: number; quantity: number; reservedQuantity: number } | undefined;
  };

  /** Stock records of the company whose counters differ from the sums of their movements' deltas. */
  async function ledgerMismatches(): Promise<unknown[]> {
    return t.app.get(DataSource).query(
      `SELECT s.id, s.quantity, s.reserved_quantity, coalesce(sum(m.quantity_delta), 0) AS moved, coalesce(sum(m.reserved_delta), 0) AS reserved_moved
         FROM stock_records s LEFT JOIN stock_movements m ON m.inventory_id = s.id
        WHERE s.company_id = $1
        GROUP BY s.id
       HAVING s.quantity <> coalesce(sum(m.quantity_delta), 0) OR s.reserved_quantity <> coalesce(sum(m.reserved_delta), 0)`,
      [acme.companyId],
    );
  }

  it('serialises 50 concurrent SUBTRACTs of 1 on a stock of 30: exactly 30 succeed and 0 remain', async () => {
    const productId = await newProduct();
    const inventoryId = await newRecord(productId, warehouses[0]);
    expect((await move({ inventoryId, movementType: 'ADD', quantity: 30 })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 50 }, () => move({ inventoryId, movementType: 'SUBTRACT', quantity: 1 })));
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(30);
    expect(answers.filter((a) => a.status === 409 && a.body.error === 'INSUFFICIENT_STOCK')).toHaveLength(20);
    // Each success saw a distinct previous quantity: no two read the same row version.
    expect(ok.map((a) => a.body.previousQuantity).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect((await quantityOf(productId, warehouses[0]))?.quantity).toBe(0);
    const ledger = await t.http.get(`/inventory/movements?inventoryId=${inventoryId}&movementType=SUBTRACT`).set(bearer(acme.keys.owner));
    expect(ledger.body.pagination.total).toBe(30);
  });

  it('finishes opposite TRANSFERs fired together without deadlock or lost units', async () => {
    const productId = await newProduct();
    const a = await newRecord(productId, warehouses[0]);
    const b = await newRecord(productId, warehouses[1]);
    await move({ inventoryId: a, movementType: 'ADD', quantity: 100 });
    await move({ inventoryId: b, movementType: 'ADD', quantity: 100 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? move({ inventoryId: a, movementType: 'TRANSFER', quantity: 2, targetWarehouseId: warehouses[1] })
          : move({ inventoryId: b, movementType: 'TRANSFER', quantity: 1, targetWarehouseId: warehouses[0] }),
      ),
    );
    expect(answers.map((x) => x.status)).toEqual(Array(40).fill(200));
    expect((await quantityOf(productId, warehouses[0]))?.quantity).toBe(100 - 40 + 20);
    expect((await quantityOf(productId, warehouses[1]))?.quantity).toBe(100 + 40 - 20);
    expect(await ledgerMismatches()).toEqual([]);
  });

  it('creates an absent TRANSFER target once when several transfers race to it', async () => {
    const productId = await newProduct();
    const a = await newRecord(productId, warehouses[0]);
    const b = await newRecord(productId, warehouses[1]);
    await move({ inventoryId: a, movementType: 'ADD', quantity: 10 });
    await move({ inventoryId: b, movementType: 'ADD', quantity: 10 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => move({ inventoryId: i % 2 ? a : b, movementType: 'TRANSFER', quantity: 1.5, targetWarehouseId: warehouses[2] })),
    );
    expect(answers.map((x) => x.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((x) => x.body.targetInventoryId)).size).toBe(1);
    expect((await quantityOf(productId, warehouses[2]))?.quantity).toBe(15);
    const records = await t.http.get(`/inventory?productId=${productId}`).set(bearer(acme.keys.owner));
    expect(records.body.pagination.total).toBe(3);
  });

  it('keeps every stock record equal to the sum of its movements over a random sequence of 500 movements', async () => {
    const types: MovementType[] = ['ADD', 'SUBTRACT', 'ADJUST', 'TRANSFER', 'RESERVE', 'RELEASE', 'RELEASE_AND_SUBTRACT', 'ADD_AND_RESERVE'];
    const step = fc.record({
      type: fc.constantFrom(...types),
      product: fc.integer({ min: 0, max: 1 }),
      warehouse: fc.integer({ min: 0, max: 2 }),
      target: fc.integer({ min: 1, max: 2 }),
      // Whole and fractional quantities, to 4 decimals.
      quantity: fc.oneof(
        fc.integer({ min: 1, max: 25 }),
        fc.integer({ min: 1, max: 250_000 }).map((n) => n / 10_000),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 500, maxLength: 500 }), async (steps) => {
        const products = [await newProduct(), await newProduct()];
        // Model: units (1/10000) per "product:warehouse"; records start in Main only, others appear through TRANSFER.
        const model = new Map<string, { id: number; q: number; r: number }>();
        for (const p of products) model.set(`${p}:${warehouses[0]}`, { id: await newRecord(p, warehouses[0]), q: 0, r: 0 });
        for (const s of steps) {
          const productId = products[s.product];
          const present = warehouses.filter((w) => model.has(`${productId}:${w}`));
          const from = present[s.warehouse % present.length];
          const record = model.get(`${productId}:${from}`) as { id: number; q: number; r: number };
          const to = warehouses[(warehouses.indexOf(from) + s.target) % warehouses.length];
          const q = Math.round(s.quantity * 10_000);
          const free = record.q - record.r;
          const expected =
            (['SUBTRACT', 'RESERVE', 'TRANSFER'].includes(s.type) && free < q && 'INSUFFICIENT_STOCK') ||
            (['RELEASE', 'RELEASE_AND_SUBTRACT'].includes(s.type) && record.r < q && 'INSUFFICIENT_RESERVED') ||
            (s.type === 'ADJUST' && q < record.r && 'QUANTITY_BELOW_RESERVED') ||
            null;
          const res = await move({ inventoryId: record.id, movementType: s.type, quantity: s.quantity, targetWarehouseId: to });
          if (expected) {
            expect([res.status, res.body.error]).toEqual([409, expected]);
            continue;
          }
          expect(res.status).toBe(200);
          const dq = { ADD: q, SUBTRACT: -q, ADJUST: q - record.q, TRANSFER: -q, RESERVE: 0, RELEASE: 0, RELEASE_AND_SUBTRACT: -q, ADD_AND_RESERVE: q }[s.type];
          const dr = { ADD: 0, SUBTRACT: 0, ADJUST: 0, TRANSFER: 0, RESERVE: q, RELEASE: -q, RELEASE_AND_SUBTRACT: -q, ADD_AND_RESERVE: q }[s.type];
          record.q += dq;
          record.r += dr;
          expect([res.body.newQuantity, res.body.newReservedQuantity]).toEqual([record.q / 10_000, record.r / 10_000]);
          if (s.type === 'TRANSFER') {
            const key = `${productId}:${to}`;
            const target = model.get(key) ?? { id: res.body.targetInventoryId, q: 0, r: 0 };
            model.set(key, target);
            expect(res.body.targetInventoryId).toBe(target.id);
            target.q += q;
            expect(res.body.targetNewQuantity).toBe(target.q / 10_000);
          }
        }
        for (const [key, expected] of model) {
          const [productId, warehouseId] = key.split(':').map(Number);
          const actual = await quantityOf(productId, warehouseId);
          expect([actual?.id, actual?.quantity, actual?.reservedQuantity]).toEqual([expected.id, expected.q / 10_000, expected.r / 10_000]);
        }
        expect(await ledgerMismatches()).toEqual([]);
      }),
      { numRuns: 1, endOnFailure: true },
    );
  }, 120_000);
});
