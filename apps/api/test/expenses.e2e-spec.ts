import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImportExchangeRates } from '@backoffice/expenses/application';
import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { DataSource } from 'typeorm';
import { bearer, startTestApp, TestApp } from './support/test-app';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20), Buffer.from('\n%%EOF\n')]);
const RATES = readFileSync(join(__dirname, '../../../libs/expenses/infrastructure/src/fixtures/boi-rates-2026-03.csv'), 'utf8');

describeWithDatabase()('/expenses', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;
  let vendorId: number;
  let otherVendorId: number;
  let fileId: number;
  let globexVendorId: number;
  let globexFileId: number;
  let seq = 0;
  const taxId = () => `52${process.pid % 1000}${Date.now() % 100000}${++seq}`;

  const newVendor = async (company: BootstrappedCompany, name = 'Office Supplies Ltd') => {
    const res = await t.http.post('/vendors/create').set(bearer(company.keys.owner)).send({ taxId: taxId(), name, type: 'COMPANY' });
    expect(res.status).toBe(200);
    return res.body.vendorId as number;
  };
  const upload = async (company: BootstrappedCompany) => {
    const res = await t.http.post('/files/upload').set(bearer(company.keys.employee)).attach('file', PDF, { filename: 'receipt.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(200);
    return res.body.fileId as number;
  };
  const create = (key: string, body: object) => t.http.post('/expenses/create').set(bearer(key)).send(body);
  const valid = () => ({ vendorId, fileId, date: '2026-03-04', total: 117, tax: 17, deductableTax: 17 });
  const read = (key: string, id: number) => t.http.get(`/expenses/id/${id}`).set(bearer(key));
  const list = (key: string, query: string) => t.http.get(`/expenses?${query}`).set(bearer(key));

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    globex = await t.newCompany();
    vendorId = await newVendor(acme);
    otherVendorId = await newVendor(acme, 'Cloud Hosting Inc');
    fileId = await upload(acme);
    globexVendorId = await newVendor(globex);
    globexFileId = await upload(globex);
    await t.app.get(ImportExchangeRates).execute(RATES);
  });
  afterAll(() => t.close());

  describe('POST /expenses/create and GET /expenses/id/:id', () => {
    it('records an expense an employee sends and reads it back with vendor, user and file', async () => {
      const res = await create(acme.keys.employee, {
        ...valid(),
        title: 'Printer paper',
        documentNumber: 'INV-1001',
        notes: 'for the front office',
        isEquipment: false,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, expenseId: expect.any(Number) });
      const got = await read(acme.keys.accountant, res.body.expenseId);
      expect(got.status).toBe(200);
      expect(got.body).toEqual({
        expense: {
          id: res.body.expenseId,
          entityId: vendorId,
          title: 'Printer paper',
          date: '2026-03-04',
          documentNumber: 'INV-1001',
          currency: 'ILS',
          total: 117,
          tax: 17,
          deductableTax: 17,
          isEquipment: false,
          notes: 'for the front office',
          fileId,
          totalInILS: 117,
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
        vendor: { id: vendorId, name: 'Office Supplies Ltd' },
        user: { id: expect.any(Number), name: expect.any(String) },
        file: { id: fileId, remoteUrl: expect.stringMatching(new RegExp(`/files/content/${fileId}\\?expires=\\d+&signature=[0-9a-f]{64}$`)) },
      });
      const fileRes = await t.http.get(new URL(got.body.file.remoteUrl).pathname + new URL(got.body.file.remoteUrl).search);
      expect(fileRes.status).toBe(200);
    });

    it('defaults currency to ILS, isEquipment to false, notes to null and title to empty', async () => {
      const res = await create(acme.keys.owner, valid());
      const got = await read(acme.keys.owner, res.body.expenseId);
      expect(got.body.expense).toMatchObject({ currency: 'ILS', isEquipment: false, notes: null, title: '', documentNumber: '' });
    });

    it('answers 200 with the body null for an unknown id and for another company’s expense', async () => {
      const mine = await create(acme.keys.owner, valid());
      for (const res of [await read(acme.keys.owner, 2_000_000_000), await read(globex.keys.owner, mine.body.expenseId)]) {
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.text).toBe('null');
      }
    });

    it('refuses a malformed path id with VALIDATION_ERROR', async () => {
      expect((await read(acme.keys.owner, 0)).status).toBe(400);
      expect((await t.http.get('/expenses/id/abc').set(bearer(acme.keys.owner))).body.error).toBe('VALIDATION_ERROR');
    });
  });

  describe('validation', () => {
    const refused = async (body: object, field: string) => {
      const res = await create(acme.keys.owner, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.body.details)).toContain(field);
    };

    it('requires vendorId, fileId, date, total, tax and deductableTax', async () => {
      for (const field of ['vendorId', 'fileId', 'date', 'total', 'tax', 'deductableTax']) {
        const body: Record<string, unknown> = valid();
        delete body[field];
        await refused(body, field);
      }
    });

    it('takes the date exactly YYYY-MM-DD and a real day', async () => {
      for (const date of ['2026-02-30', '2026-3-04', '04/03/2026', '2026-03-04T00:00:00Z', 20260304]) await refused({ ...valid(), date }, 'date');
    });

    it('refuses a total of zero or below', async () => {
      await refused({ ...valid(), total: 0, tax: 0, deductableTax: 0 }, 'total');
      await refused({ ...valid(), total: -5, tax: 0, deductableTax: 0 }, 'total');
    });

    it('keeps 0 ≤ deductableTax ≤ tax ≤ total', async () => {
      await refused({ ...valid(), tax: 118 }, 'tax');
      await refused({ ...valid(), tax: -1, deductableTax: 0 }, 'tax');
      await refused({ ...valid(), deductableTax: 17.01 }, 'deductableTax');
      await refused({ ...valid(), deductableTax: -0.01 }, 'deductableTax');
    });

    it('refuses amounts with more than 2 decimals, exponent forms included, and strings', async () => {
      await refused({ ...valid(), total: 1e-7 }, 'total');
      await refused({ ...valid(), tax: 1.234 }, 'tax');
      await refused({ ...valid(), total: '117' }, 'total');
    });

    it('takes ISO 4217 currency codes only', async () => {
      await refused({ ...valid(), currency: 'XYZ' }, 'currency');
      await refused({ ...valid(), currency: 'usd' }, 'currency');
    });

    it('refuses unknown fields, NUL characters and overlong text', async () => {
      await refused({ ...valid(), color: 'red' }, 'color');
      await refused({ ...valid(), title: 'a\u0000b' }, 'title');
      await refused({ ...valid(), notes: 'x'.repeat(5001) }, 'notes');
    });

    it('requires a vendor of the company: unknown, another company’s, or a client only', async () => {
      const client = await t.http.post('/clients/create').set(bearer(acme.keys.owner)).send({ name: 'Only a client', taxId: taxId() });
      for (const id of [2_000_000_000, globexVendorId, client.body.clientId]) {
        const res = await create(acme.keys.owner, { ...valid(), vendorId: id });
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('VENDOR_NOT_FOUND');
      }
    });

    it('requires an existing receipt file of the company', async () => {
      for (const id of [2_000_000_000, globexFileId]) {
        const res = await create(acme.keys.owner, { ...valid(), fileId: id });
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('FILE_NOT_FOUND');
      }
    });
  });

  describe('PUT /expenses/edit/:id and DELETE /expenses/delete/:id', () => {
    it('changes only the fields sent, takes entityId as vendorId, and clears notes with null', async () => {
      const { body } = await create(acme.keys.owner, { ...valid(), title: 'Before', notes: 'n' });
      const res = await t.http.put(`/expenses/edit/${body.expenseId}`).set(bearer(acme.keys.manager)).send({ entityId: otherVendorId, title: 'After', notes: null });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, expenseId: body.expenseId });
      const got = await read(acme.keys.owner, body.expenseId);
      expect(got.body.expense).toMatchObject({ entityId: otherVendorId, title: 'After', notes: null, total: 117, date: '2026-03-04' });
      expect(got.body.vendor).toEqual({ id: otherVendorId, name: 'Cloud Hosting Inc' });
    });

    it('checks the amounts as they are after the edit', async () => {
      const { body } = await create(acme.keys.owner, valid());
      const res = await t.http.put(`/expenses/edit/${body.expenseId}`).set(bearer(acme.keys.owner)).send({ total: 10 });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([{ field: 'tax', problem: 'must not exceed total' }]);
      expect((await read(acme.keys.owner, body.expenseId)).body.expense.total).toBe(117);
    });

    it('refuses a vendor of another company, a null value and conflicting vendorId and entityId', async () => {
      const { body } = await create(acme.keys.owner, valid());
      const edit = (b: object) => t.http.put(`/expenses/edit/${body.expenseId}`).set(bearer(acme.keys.owner)).send(b);
      expect((await edit({ vendorId: globexVendorId })).body.error).toBe('VENDOR_NOT_FOUND');
      expect((await edit({ total: null })).status).toBe(400);
      expect((await edit({ vendorId, entityId: otherVendorId })).status).toBe(400);
    });

    it('answers 404 for another company’s expense, and deletes only the company’s own', async () => {
      const { body } = await create(acme.keys.owner, valid());
      expect((await t.http.put(`/expenses/edit/${body.expenseId}`).set(bearer(globex.keys.owner)).send({ title: 'x' })).status).toBe(404);
      expect((await t.http.delete(`/expenses/delete/${body.expenseId}`).set(bearer(globex.keys.owner))).status).toBe(404);
      const totalOf = async () => (await list(acme.keys.owner, 'limit=1')).body.pagination.total as number;
      const before = await totalOf();
      const res = await t.http.delete(`/expenses/delete/${body.expenseId}`).set(bearer(acme.keys.manager));
      expect(res.status).toBe(200);
      expect(await totalOf()).toBe(before - 1);
      expect(res.body).toEqual({ success: true });
      expect((await read(acme.keys.owner, body.expenseId)).text).toBe('null');
      expect((await t.http.delete(`/expenses/delete/${body.expenseId}`).set(bearer(acme.keys.manager))).status).toBe(404);
    });
  });

  describe('roles', () => {
    it('lets employees create and read but not edit or delete; needs a key', async () => {
      const { body } = await create(acme.keys.employee, valid());
      expect(body.success).toBe(true);
      const edit = await t.http.put(`/expenses/edit/${body.expenseId}`).set(bearer(acme.keys.employee)).send({ title: 'x' });
      expect(edit.status).toBe(403);
      expect(edit.body.error).toBe('FORBIDDEN');
      expect((await t.http.delete(`/expenses/delete/${body.expenseId}`).set(bearer(acme.keys.employee))).status).toBe(403);
      expect((await list(acme.keys.employee, 'limit=1')).status).toBe(200);
      expect((await t.http.get('/expenses')).status).toBe(401);
      expect((await t.http.post('/expenses/create').send(valid())).status).toBe(401);
    });
  });

  describe('GET /expenses', () => {
    let co: BootstrappedCompany;
    let v1: number;
    let v2: number;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      co = await t.newCompany();
      v1 = await newVendor(co, 'Alpha');
      v2 = await newVendor(co, 'Beta');
      const file = await upload(co);
      const rows = [
        { key: 'a', vendorId: v1, date: '2026-01-10', total: 50, tax: 5, deductableTax: 5, title: 'Coffee beans', notes: null, documentNumber: 'A-1', isEquipment: false },
        { key: 'b', vendorId: v1, date: '2026-01-20', total: 300, tax: 30, deductableTax: 10, title: 'Laptop stand', notes: 'ergonomic', documentNumber: 'A-2', isEquipment: true },
        { key: 'c', vendorId: v2, date: '2026-02-05', total: 20, tax: 2, deductableTax: 0, title: 'Taxi', notes: 'airport 100%_run', documentNumber: 'B-77', isEquipment: false },
        { key: 'd', vendorId: v2, date: '2026-02-05', total: 80, tax: 8, deductableTax: 8, title: 'Books', notes: null, documentNumber: 'B-78', isEquipment: false },
        { key: 'e', vendorId: v1, date: '2026-03-01', total: 1000, tax: 170, deductableTax: 170, title: 'Desk', notes: null, documentNumber: 'A-3', isEquipment: true },
      ];
      for (const { key, notes, ...row } of rows) {
        const res = await create(co.keys.owner, { ...row, fileId: file, ...(notes ? { notes } : {}) });
        expect(res.status).toBe(200);
        ids[key] = res.body.expenseId;
      }
    });

    const keysOf = (body: { data: { expense: { id: number } }[] }) => body.data.map((r) => Object.keys(ids).find((k) => ids[k] === r.expense.id));

    it('lists every row of the company by date ascending by default, with the pagination block', async () => {
      const res = await list(co.keys.employee, '');
      expect(res.status).toBe(200);
      expect(keysOf(res.body)).toEqual(['a', 'b', 'c', 'd', 'e']);
      expect(res.body.pagination).toEqual({ total: 5, limit: 50, offset: 0, hasMore: false, page: 1, pageSize: 50, totalPages: 1 });
      expect(res.body.data[0]).toEqual(expect.objectContaining({ vendor: { id: v1, name: 'Alpha' }, user: expect.any(Object), file: expect.any(Object) }));
      expect(res.body.data[0].source).toBeUndefined();
    });

    it('never shows another company’s rows', async () => {
      const res = await list(acme.keys.owner, 'limit=200');
      expect(res.body.data.map((r: { expense: { id: number } }) => r.expense.id)).not.toContain(ids.a);
      expect((await list(co.keys.owner, `vendorId=${vendorId}`)).body.pagination.total).toBe(0);
    });

    it('sorts by every allowed key in both orders, ties broken by id', async () => {
      expect(keysOf((await list(co.keys.owner, 'sortBy=total&sortOrder=desc')).body)).toEqual(['e', 'b', 'd', 'a', 'c']);
      expect(keysOf((await list(co.keys.owner, 'sortBy=title')).body)).toEqual(['d', 'a', 'e', 'b', 'c']);
      expect(keysOf((await list(co.keys.owner, 'sortBy=tax&sortOrder=asc')).body)).toEqual(['c', 'a', 'd', 'b', 'e']);
      expect(keysOf((await list(co.keys.owner, 'sortBy=deductableTax&sortOrder=desc')).body)).toEqual(['e', 'b', 'd', 'a', 'c']);
      expect(keysOf((await list(co.keys.owner, 'sortBy=isEquipment&sortOrder=desc')).body)).toEqual(['e', 'b', 'd', 'c', 'a']);
      expect(keysOf((await list(co.keys.owner, 'sortBy=id&sortOrder=desc')).body)).toEqual(['e', 'd', 'c', 'b', 'a']);
      expect(keysOf((await list(co.keys.owner, 'sortBy=date&sortOrder=desc')).body)).toEqual(['e', 'd', 'c', 'b', 'a']);
    });

    it('falls back to date for an unknown sortBy and refuses an unknown sortOrder', async () => {
      expect(keysOf((await list(co.keys.owner, 'sortBy=vendorName&sortOrder=desc')).body)).toEqual(['e', 'd', 'c', 'b', 'a']);
      expect((await list(co.keys.owner, 'sortOrder=sideways')).status).toBe(400);
    });

    it('filters by date range (inclusive), vendor and search across title, notes and document number', async () => {
      expect(keysOf((await list(co.keys.owner, 'startDate=2026-01-20&endDate=2026-02-05')).body)).toEqual(['b', 'c', 'd']);
      expect(keysOf((await list(co.keys.owner, `vendorId=${v2}`)).body)).toEqual(['c', 'd']);
      expect(keysOf((await list(co.keys.owner, 'search=laptop')).body)).toEqual(['b']);
      expect(keysOf((await list(co.keys.owner, 'search=ERGONOMIC')).body)).toEqual(['b']);
      expect(keysOf((await list(co.keys.owner, 'search=B-7')).body)).toEqual(['c', 'd']);
      expect(keysOf((await list(co.keys.owner, 'search=100%25_')).body)).toEqual(['c']);
      expect(keysOf((await list(co.keys.owner, 'search=%25')).body)).toEqual(['c']);
      const both = await list(co.keys.owner, `vendorId=${v1}&startDate=2026-01-15&search=a`);
      expect(keysOf(both.body)).toEqual(['b', 'e']);
      expect(both.body.pagination.total).toBe(2);
    });

    it('refuses malformed filters with VALIDATION_ERROR', async () => {
      for (const q of ['startDate=2026-13-01', 'endDate=yesterday', 'vendorId=abc', 'vendorId=0', 'limit=ten']) {
        const res = await list(co.keys.owner, q);
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('VALIDATION_ERROR');
      }
    });

    it('follows the pagination contract: limit, offset, page, pageSize and clamping', async () => {
      const p2 = await list(co.keys.owner, 'pageSize=2&page=2');
      expect(keysOf(p2.body)).toEqual(['c', 'd']);
      expect(p2.body.pagination).toEqual({ total: 5, limit: 2, offset: 2, hasMore: true, page: 2, pageSize: 2, totalPages: 3 });
      expect(keysOf((await list(co.keys.owner, 'limit=2&offset=3')).body)).toEqual(['d', 'e']);
      expect(keysOf((await list(co.keys.owner, 'limit=10&pageSize=1&page=3&offset=1')).body)).toEqual(['b']);
      expect((await list(co.keys.owner, 'limit=1000')).body.pagination.limit).toBe(200);
      const last = await list(co.keys.owner, 'limit=2&page=3');
      expect(last.body.pagination).toMatchObject({ hasMore: false, page: 3 });
      expect((await list(co.keys.owner, 'offset=99')).body).toMatchObject({ data: [], pagination: { total: 5, hasMore: false } });
    });
  });

  describe('totalInILS', () => {
    it('converts at the rate of the expense’s own date', async () => {
      const { body } = await create(acme.keys.owner, { ...valid(), currency: 'USD', date: '2026-03-03', total: 100.05, tax: 14.53, deductableTax: 10 });
      expect((await read(acme.keys.owner, body.expenseId)).body.expense).toMatchObject({ currency: 'USD', total: 100.05, totalInILS: 366.38 }); // 100.05 × 3.662 = 366.3831
    });

    it('uses the last business day before a date with no rate (a Saturday takes Friday’s)', async () => {
      const { body } = await create(acme.keys.owner, { ...valid(), currency: 'EUR', date: '2026-03-07', total: 10, tax: 0, deductableTax: 0 });
      expect((await read(acme.keys.owner, body.expenseId)).body.expense.totalInILS).toBe(39.63); // 10 × 3.9633
    });

    it('is null when no rate exists for the date or the days before it', async () => {
      for (const [currency, date] of [
        ['GBP', '2026-03-04'],
        ['USD', '2026-02-20'],
        ['USD', '2026-03-20'],
      ]) {
        const { body } = await create(acme.keys.owner, { ...valid(), currency, date });
        expect((await read(acme.keys.owner, body.expenseId)).body.expense).toMatchObject({ currency, totalInILS: null });
      }
    });

    it('is recomputed when the date, the currency or the total is edited', async () => {
      const { body } = await create(acme.keys.owner, { ...valid(), currency: 'USD', date: '2026-03-02', total: 10, tax: 0, deductableTax: 0 });
      const totalInILS = async () => (await read(acme.keys.owner, body.expenseId)).body.expense.totalInILS;
      const edit = (b: object) => t.http.put(`/expenses/edit/${body.expenseId}`).set(bearer(acme.keys.owner)).send(b);
      expect(await totalInILS()).toBe(36.55);
      await edit({ date: '2026-03-06' });
      expect(await totalInILS()).toBe(36.7);
      await edit({ currency: 'EUR' });
      expect(await totalInILS()).toBe(39.63);
      await edit({ total: 20 });
      expect(await totalInILS()).toBe(79.27); // 79.266
      await edit({ currency: 'ILS' });
      expect(await totalInILS()).toBe(20);
      await edit({ currency: 'GBP' });
      expect(await totalInILS()).toBeNull();
    });

    it('fills in once a rates import brings the missing rate', async () => {
      await t.app.get(DataSource).query(`DELETE FROM exchange_rates WHERE currency = 'CHF' AND date = '2026-04-15'`); // from an earlier run
      const { body } = await create(acme.keys.owner, { ...valid(), currency: 'CHF', date: '2026-04-15', total: 50, tax: 0, deductableTax: 0 });
      expect((await read(acme.keys.owner, body.expenseId)).body.expense.totalInILS).toBeNull();
      const xml = '<CURRENCIES><LAST_UPDATE>2026-04-15</LAST_UPDATE><CURRENCY><UNIT>1</UNIT><CURRENCYCODE>CHF</CURRENCYCODE><RATE>4.1234</RATE></CURRENCY></CURRENCIES>';
      const result = await t.app.get(ImportExchangeRates).execute(xml);
      expect(result).toMatchObject({ imported: 1, currencies: ['CHF'], from: '2026-04-15', to: '2026-04-15' });
      expect(result.converted).toBeGreaterThanOrEqual(1);
      expect((await read(acme.keys.owner, body.expenseId)).body.expense.totalInILS).toBe(206.17);
    });
  });
});
