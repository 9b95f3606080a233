import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('/warehouses', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    globex = await t.newCompany();
  });
  afterAll(() => t.close());

  const create = (key: string, body: object) => t.http.post('/warehouses/create').set(bearer(key)).send(body);

  it('creates warehouses and lists the whole set, ignoring the page window', async () => {
    const company = await t.newCompany();
    const ids: number[] = [];
    for (const name of ['Main', 'North', 'South']) {
      const res = await create(company.keys.manager, { name });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, warehouseId: expect.any(Number) });
      ids.push(res.body.warehouseId);
    }
    const page2 = await t.http.get('/warehouses?limit=1&page=2').set(bearer(company.keys.employee));
    expect(page2.status).toBe(200);
    expect(page2.body.data.map((w: { id: number; name: string }) => [w.id, w.name])).toEqual([
      [ids[0], 'Main'],
      [ids[1], 'North'],
      [ids[2], 'South'],
    ]);
    expect(page2.body.pagination).toEqual({ total: 3, limit: 3, offset: 0, hasMore: false, page: 1, pageSize: 3, totalPages: 1 });
  });

  it.each([[{}], [{ name: '' }], [{ name: 'x'.repeat(201) }], [{ name: 12 }], [{ name: 'ok', city: 'Haifa' }]])('rejects %j with VALIDATION_ERROR', async (body) => {
    const res = await create(acme.keys.owner, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
  });

  it('lets employees list but not create', async () => {
    const res = await create(acme.keys.employee, { name: 'Nope' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('FORBIDDEN');
    expect((await t.http.get('/warehouses').set(bearer(acme.keys.employee))).status).toBe(200);
  });

  it("never shows another company's warehouses", async () => {
    const { body } = await create(acme.keys.owner, { name: 'Acme only' });
    const list = await t.http.get('/warehouses').set(bearer(globex.keys.owner));
    expect(list.body.data.map((w: { id: number }) => w.id)).not.toContain(body.warehouseId);
  });
});
