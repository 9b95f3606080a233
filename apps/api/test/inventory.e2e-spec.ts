import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('/inventory (stock records)', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;
  let product: number;
  let otherProduct: number;
  let main: number;
  let north: number;

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    globex = await t.newCompany();
    const key = bearer(acme.keys.owner);
    product = (await t.http.post('/products/create').set(key).send({ name: 'Bolt' })).body.productId;
    otherProduct = (await t.http.post('/products/create').set(key).send({ name: 'Nut' })).body.productId;
    main = (await t.http.post('/warehouses/create').set(key).send({ name: 'Main' })).body.warehouseId;
    north = (await t.http.post('/warehouses/create').set(key).send({ name: 'North' })).body.warehouseId;
  });
  afterAll(() => t.close());

  const create = (key: string, body: object) => t.http.post('/inventory/create').set(bearer(key)).send(body);

  it('creates a stock record once; the same pair answers its id with alreadyExists', async () => {
    const first = await create(acme.keys.manager, { productId: product, warehouseId: main });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, inventoryId: expect.any(Number), alreadyExists: false });
    const again = await create(acme.keys.owner, { productId: product, warehouseId: main });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, inventoryId: first.body.inventoryId, alreadyExists: true });
  });

  it('creates the same pair concurrently exactly once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(acme.keys.owner, { productId: otherProduct, warehouseId: north })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.inventoryId)).size).toBe(1);
    expect(answers.filter((a) => a.body.alreadyExists === false)).toHaveLength(1);
  });

  it('lists stock records with zero quantities, filtered by product and warehouse', async () => {
    await create(acme.keys.owner, { productId: otherProduct, warehouseId: main });
    await create(acme.keys.owner, { productId: product, warehouseId: north });
    const all = await t.http.get('/inventory').set(bearer(acme.keys.employee));
    expect(all.status).toBe(200);
    expect(all.body.pagination.total).toBe(4);
    expect(all.body.data[0]).toEqual({
      id: expect.any(Number),
      productId: product,
      warehouseId: main,
      quantity: 0,
      reservedQuantity: 0,
      availableQuantity: 0,
      updatedAt: expect.any(String),
    });
    const byProduct = await t.http.get(`/inventory?productId=${product}`).set(bearer(acme.keys.employee));
    expect(byProduct.body.data.map((r: { warehouseId: number }) => r.warehouseId).sort()).toEqual([main, north].sort());
    const byBoth = await t.http.get(`/inventory?productId=${otherProduct}&warehouseId=${main}`).set(bearer(acme.keys.employee));
    expect(byBoth.body.data).toHaveLength(1);
    expect(byBoth.body.data[0]).toMatchObject({ productId: otherProduct, warehouseId: main });
    const paged = await t.http.get('/inventory?pageSize=3&page=2').set(bearer(acme.keys.employee));
    expect(paged.body.pagination).toEqual({ total: 4, limit: 3, offset: 3, hasMore: false, page: 2, pageSize: 3, totalPages: 2 });
    expect(paged.body.data).toHaveLength(1);
  });

  it.each([['productId=abc'], ['warehouseId=0'], ['productId=99999999999'], ['limit=many']])('rejects the query %s with VALIDATION_ERROR', async (query) => {
    const res = await t.http.get(`/inventory?${query}`).set(bearer(acme.keys.owner));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
  });

  it.each([
    [{}],
    [{ productId: 1 }],
    [{ productId: '1', warehouseId: 1 }],
    [{ productId: 1.5, warehouseId: 1 }],
    [{ productId: 1, warehouseId: 3_000_000_000 }],
    [{ productId: 1, warehouseId: 1, extra: true }],
  ])('rejects %j with VALIDATION_ERROR', async (body) => {
    const res = await create(acme.keys.owner, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
  });

  it('answers 404 for an unknown product or warehouse, and for those of another company', async () => {
    expect((await create(acme.keys.owner, { productId: 2_000_000_000, warehouseId: main })).body.error).toBe('PRODUCT_NOT_FOUND');
    expect((await create(acme.keys.owner, { productId: product, warehouseId: 2_000_000_000 })).body.error).toBe('WAREHOUSE_NOT_FOUND');
    const theirs = await create(globex.keys.owner, { productId: product, warehouseId: main });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe('PRODUCT_NOT_FOUND');
    const list = await t.http.get('/inventory').set(bearer(globex.keys.owner));
    expect(list.body.data).toEqual([]);
  });

  it('lets employees read stock records but not create them', async () => {
    const res = await create(acme.keys.employee, { productId: product, warehouseId: main });
    expect(res.status).toBe(403);
  });
});
