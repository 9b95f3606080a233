import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('/products', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    globex = await t.newCompany();
  });
  afterAll(() => t.close());

  const create = (key: string, body: object) => t.http.post('/products/create').set(bearer(key)).send(body);

  it('creates a product with exact prices and reads it back', async () => {
    const res = await create(acme.keys.manager, { name: 'Widget', sku: 'W-1', manufacturerSku: 'M-9', unit: 'pc', buyingPrice: 10.1, price: 0.3001 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, productId: expect.any(Number), visibleId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const got = await t.http.get(`/products/id/${res.body.productId}`).set(bearer(acme.keys.employee));
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: res.body.productId,
      visibleId: res.body.visibleId,
      name: 'Widget',
      sku: 'W-1',
      manufacturerSku: 'M-9',
      unit: 'pc',
      buyingPrice: 10.1,
      price: 0.3001,
      isActive: true,
    });
  });

  it('edits only the fields sent, and null clears an optional one', async () => {
    const { body } = await create(acme.keys.owner, { name: 'Gadget', sku: 'G-1', buyingPrice: 5 });
    const edited = await t.http.put(`/products/edit/${body.productId}`).set(bearer(acme.keys.accountant)).send({ price: 9.99, sku: null, isActive: false });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ success: true });
    const got = await t.http.get(`/products/id/${body.productId}`).set(bearer(acme.keys.owner));
    expect(got.body).toMatchObject({ name: 'Gadget', sku: null, buyingPrice: 5, price: 9.99, isActive: false });
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: 'x', buyingPrice: -1 }, 'buyingPrice'],
    [{ name: 'x', price: 1.23456 }, 'price'],
    [{ name: 'x', price: '12' }, 'price'],
    [{ name: 'x', color: 'red' }, 'color'],
    [{ name: 'x', isActive: 'yes' }, 'isActive'],
  ])('rejects %j with VALIDATION_ERROR on %s', async (body, field) => {
    const res = await create(acme.keys.owner, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('lets employees read but not write', async () => {
    const res = await create(acme.keys.employee, { name: 'Nope' });
    expect(res.status).toBe(403);
  });

  it('lists with the pagination contract and the legacy keys products and totalCount', async () => {
    const company = await t.newCompany();
    for (let i = 1; i <= 5; i++) await create(company.keys.owner, { name: `Item ${i}`, sku: `SKU-${i}`, isActive: i !== 3 });
    const page = await t.http.get('/products?pageSize=2&page=2').set(bearer(company.keys.owner));
    expect(page.status).toBe(200);
    expect(page.body.data.map((p: { name: string }) => p.name)).toEqual(['Item 3', 'Item 4']);
    expect(page.body.pagination).toEqual({ total: 5, limit: 2, offset: 2, hasMore: true, page: 2, pageSize: 2, totalPages: 3 });
    expect(page.body.products).toEqual(page.body.data);
    expect(page.body.totalCount).toBe(5);

    const active = await t.http.get('/products?isActive=false').set(bearer(company.keys.owner));
    expect(active.body.data.map((p: { name: string }) => p.name)).toEqual(['Item 3']);
    const search = await t.http.get('/products?search=sku-5').set(bearer(company.keys.owner));
    expect(search.body.data.map((p: { name: string }) => p.name)).toEqual(['Item 5']);
    const bad = await t.http.get('/products?isActive=maybe').set(bearer(company.keys.owner));
    expect(bad.status).toBe(400);
    const badPage = await t.http.get('/products?limit=lots').set(bearer(company.keys.owner));
    expect(badPage.status).toBe(400);
    const farAway = await t.http.get('/products?offset=1e30').set(bearer(company.keys.owner));
    expect(farAway.status).toBe(400); // not a plain number
    const huge = await t.http.get(`/products?offset=${'9'.repeat(40)}`).set(bearer(company.keys.owner));
    expect(huge.status).toBe(200);
    expect(huge.body.data).toEqual([]);
    expect(huge.body.pagination).toMatchObject({ total: 5, offset: 2_147_483_647, hasMore: false });
  });

  it("treats another company's product as unknown", async () => {
    const { body } = await create(acme.keys.owner, { name: 'Private' });
    const read = await t.http.get(`/products/id/${body.productId}`).set(bearer(globex.keys.owner));
    expect(read.status).toBe(404);
    expect(read.body.error).toBe('PRODUCT_NOT_FOUND');
    const edit = await t.http.put(`/products/edit/${body.productId}`).set(bearer(globex.keys.owner)).send({ name: 'Hijacked' });
    expect(edit.status).toBe(404);
    const list = await t.http.get('/products').set(bearer(globex.keys.owner));
    expect(list.body.data.map((p: { id: number }) => p.id)).not.toContain(body.productId);
    const still = await t.http.get(`/products/id/${body.productId}`).set(bearer(acme.keys.owner));
    expect(still.body.name).toBe('Private');
  });
});
