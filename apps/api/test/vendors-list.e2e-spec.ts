import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { bearer, startTestApp, TestApp } from './support/test-app';

interface Row {
  id: number;
  name: string;
  taxId: string;
  email: string | null;
  type: string;
  contacts: unknown[];
}

describeWithDatabase()('GET /vendors', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;
  const ids: Record<string, number> = {};

  const list = async (query: string, key = acme.keys.employee) => {
    const res = await t.http.get(`/vendors${query}`).set(bearer(key));
    expect(res.status).toBe(200);
    return res.body as { data: Row[]; pagination: Record<string, number | boolean> };
  };
  const names = (body: { data: Row[] }) => body.data.map((v) => v.name);

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    globex = await t.newCompany();
    const vendors = [
      { name: 'Delta Supplies', taxId: '300000004', type: 'COMPANY', email: 'orders@delta.example' },
      { name: 'alpha tools', taxId: '100000002', type: 'MURSHE', email: 'Info@Alpha.example' },
      { name: 'Charlie 100%_off', taxId: '200000003', type: 'PATOOR' },
      { name: 'Bravo Metals', taxId: '400000005', type: 'COMPANY', email: 'bravo@metals.example', contact: { firstName: 'Bo' } },
      { name: 'Echo Paper', taxId: '500000006', type: 'MURSHE', email: 'echo@paper.example' },
    ];
    for (const v of vendors) {
      const res = await t.http.post('/vendors/create').set(bearer(acme.keys.owner)).send(v);
      expect(res.status).toBe(200);
      ids[v.name] = res.body.vendorId;
    }
    await t.http.post('/vendors/create').set(bearer(globex.keys.owner)).send({ name: 'Globex Only', taxId: '100000002', type: 'COMPANY' });
    await t.http.post('/clients/create').set(bearer(acme.keys.owner)).send({ name: 'A client, not a vendor', taxId: '900000000' });
  });
  afterAll(() => t.close());

  it('lists the company vendors by id with the pagination block', async () => {
    const body = await list('');
    expect(names(body)).toEqual(['Delta Supplies', 'alpha tools', 'Charlie 100%_off', 'Bravo Metals', 'Echo Paper']);
    expect(body.pagination).toEqual({ total: 5, limit: 50, offset: 0, hasMore: false, page: 1, pageSize: 50, totalPages: 1 });
    expect(body.data[3]).toMatchObject({ companyId: acme.companyId, address: null, logoFile: null, contacts: [{ firstName: 'Bo' }], withholdingTaxRate: 0 });
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'id',
        'visibleId',
        'name',
        'taxId',
        'type',
        'email',
        'phoneNumber',
        'paymentTermType',
        'paymentTermDays',
        'vendorInternalCode',
        'withholdingTaxRate',
        'companyId',
        'address',
        'logoFile',
        'contacts',
      ].sort(),
    );
  });

  it('follows the pagination rules: pageSize wins over limit, offset over page, sizes clamp', async () => {
    const paged = await list('?pageSize=2&limit=4&page=2');
    expect(names(paged)).toEqual(['Charlie 100%_off', 'Bravo Metals']);
    expect(paged.pagination).toEqual({ total: 5, limit: 2, offset: 2, hasMore: true, page: 2, pageSize: 2, totalPages: 3 });
    const offset = await list('?limit=2&offset=4&page=1');
    expect(names(offset)).toEqual(['Echo Paper']);
    expect(offset.pagination).toMatchObject({ offset: 4, hasMore: false, page: 3 });
    expect((await list('?limit=500')).pagination.limit).toBe(200);
    expect((await list('?limit=0')).pagination.limit).toBe(1);
    const bad = await t.http.get('/vendors?page=two').set(bearer(acme.keys.owner));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['name', 'asc', ['alpha tools', 'Bravo Metals', 'Charlie 100%_off', 'Delta Supplies', 'Echo Paper']],
    ['name', 'desc', ['Echo Paper', 'Delta Supplies', 'Charlie 100%_off', 'Bravo Metals', 'alpha tools']],
    ['taxId', 'asc', ['alpha tools', 'Charlie 100%_off', 'Delta Supplies', 'Bravo Metals', 'Echo Paper']],
    ['id', 'desc', ['Echo Paper', 'Bravo Metals', 'Charlie 100%_off', 'alpha tools', 'Delta Supplies']],
    ['color', 'asc', ['Delta Supplies', 'alpha tools', 'Charlie 100%_off', 'Bravo Metals', 'Echo Paper']],
  ])('sorts by %s %s (unknown sortBy falls back to id)', async (sortBy, sortOrder, expected) => {
    expect(names(await list(`?sortBy=${sortBy}&sortOrder=${sortOrder}`))).toEqual(expected);
  });

  it('sorts by type then id, and by email with vendors without one last', async () => {
    expect(names(await list('?sortBy=type'))).toEqual(['Delta Supplies', 'Bravo Metals', 'alpha tools', 'Echo Paper', 'Charlie 100%_off']);
    const byEmail = names(await list('?sortBy=email&sortOrder=asc'));
    expect(byEmail[byEmail.length - 1]).toBe('Charlie 100%_off');
  });

  it('rejects a sortOrder that is not asc or desc', async () => {
    expect((await t.http.get('/vendors?sortOrder=sideways').set(bearer(acme.keys.owner))).status).toBe(400);
  });

  it('searches name, tax id and email, case-insensitively, and treats % and _ literally', async () => {
    expect(names(await list('?search=ALPHA'))).toEqual(['alpha tools']);
    expect(names(await list('?search=00000005'))).toEqual(['Bravo Metals']);
    expect(names(await list('?search=paper.example'))).toEqual(['Echo Paper']);
    expect(names(await list('?search=100%25_'))).toEqual(['Charlie 100%_off']);
    expect(names(await list('?search=%25'))).toEqual(['Charlie 100%_off']);
    expect((await list('?search=nothing-like-this')).pagination.total).toBe(0);
  });

  it('answers the exact total of a search on every page, past the last match too', async () => {
    // Four vendors have an e-mail at an .example domain; the total comes with the page's rows.
    const first = await list('?search=example&sortBy=name&pageSize=3&page=1');
    expect(names(first)).toEqual(['alpha tools', 'Bravo Metals', 'Delta Supplies']);
    expect(first.pagination).toMatchObject({ total: 4, hasMore: true, totalPages: 2 });
    const second = await list('?search=example&sortBy=name&pageSize=3&page=2');
    expect(names(second)).toEqual(['Echo Paper']);
    expect(second.pagination).toMatchObject({ total: 4, hasMore: false });
    const past = await list('?search=example&sortBy=name&pageSize=3&page=3');
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({ total: 4, hasMore: false });
    expect(Object.keys(first.data[0])).not.toContain('matches');
  });

  it('filters by type, email (case-insensitive), taxId and hasContacts, with totals over the filter', async () => {
    const murshe = await list('?type=MURSHE&sortBy=name');
    expect(names(murshe)).toEqual(['alpha tools', 'Echo Paper']);
    expect(murshe.pagination.total).toBe(2);
    expect(names(await list('?email=info@alpha.example'))).toEqual(['alpha tools']);
    expect(names(await list('?taxId=300000004'))).toEqual(['Delta Supplies']);
    expect(names(await list('?hasContacts=true'))).toEqual(['Bravo Metals']);
    expect((await list('?hasContacts=false')).pagination.total).toBe(4);
    expect(names(await list('?type=COMPANY&hasContacts=false&search=supplies'))).toEqual(['Delta Supplies']);
  });

  it('counts a contact attached later through POST /contacts/create for hasContacts', async () => {
    const res = await t.http.post('/contacts/create').set(bearer(acme.keys.manager)).send({ firstName: 'Eve', entityId: ids['Echo Paper'] });
    expect(res.status).toBe(200);
    expect(names(await list('?hasContacts=true'))).toEqual(['Bravo Metals', 'Echo Paper']);
    const foreign = await t.http.post('/contacts/create').set(bearer(globex.keys.manager)).send({ firstName: 'Mallory', entityId: ids['Delta Supplies'] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ENTITY_NOT_FOUND');
  });

  it('keeps totals by type and hasContacts exact as vendors change type, gain contacts, or a client becomes a vendor', async () => {
    const company = await t.newCompany();
    const make = (body: object) =>
      t.http
        .post('/vendors/create')
        .set(bearer(company.keys.owner))
        .send({ type: 'COMPANY', ...body });
    await make({ name: 'One', taxId: 'T-1' });
    const two = await make({ name: 'Two', taxId: 'T-2' });
    await t.http.post('/clients/create').set(bearer(company.keys.owner)).send({ name: 'Client', taxId: 'T-3', type: 'PATOOR' });
    const total = async (query: string) => (await list(query, company.keys.owner)).pagination.total;
    expect([await total(''), await total('?type=COMPANY'), await total('?type=PATOOR')]).toEqual([2, 2, 0]);
    const twoVisible = (await list('?taxId=T-2', company.keys.owner)).data[0] as unknown as { visibleId: string };
    await t.http.put(`/vendors/edit/${twoVisible.visibleId}`).set(bearer(company.keys.owner)).send({ type: 'MURSHE' });
    expect([await total('?type=COMPANY'), await total('?type=MURSHE')]).toEqual([1, 1]);
    // The vendor create's type applies to the client it turns into a vendor.
    await make({ name: 'Client as vendor', taxId: 'T-3', type: 'PATOOR' });
    expect([await total(''), await total('?type=PATOOR'), await total('?hasContacts=true')]).toEqual([3, 1, 0]);
    await t.http.post('/contacts/create').set(bearer(company.keys.owner)).send({ firstName: 'C', entityId: two.body.vendorId });
    expect([await total('?hasContacts=true'), await total('?hasContacts=false'), await total('?type=MURSHE&hasContacts=true'), await total('')]).toEqual([1, 2, 1, 3]);
  });

  it('rejects filters of the wrong shape', async () => {
    for (const query of ['?type=LLC', '?hasContacts=maybe', `?search=${'x'.repeat(201)}`, '?search=%00x', '?email=%00', '?taxId=%00', '?search=a&search=b']) {
      const res = await t.http.get(`/vendors${query}`).set(bearer(acme.keys.owner));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
    }
  });

  it('ignores unknown query parameters', async () => {
    expect((await list('?cacheBust=123')).pagination.total).toBe(5);
  });

  it('shows only the caller company', async () => {
    expect(names(await list('', globex.keys.owner))).toEqual(['Globex Only']);
    expect((await list('?taxId=100000002', globex.keys.owner)).data[0].name).toBe('Globex Only');
  });
});
