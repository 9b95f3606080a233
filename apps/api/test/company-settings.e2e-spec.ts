import { describeWithDatabase } from '@backoffice/shared/testing';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('/company/settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const defaults = {
    defaultPaymentTermType: 'CURRENT_PLUS_DAYS',
    defaultPaymentTermDays: 30,
    defaultWithholdingTaxRate: 0,
    vatRate: 18,
    roundDocumentTotals: false,
    allocationNumberThreshold: 5000,
  };

  it('answers the defaults before anything is saved', async () => {
    const company = await t.newCompany();
    const res = await t.http.get('/company/settings').set(bearer(company.keys.owner));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(defaults);
  });

  it('saves the fields sent and keeps the others, for owner and accountant', async () => {
    const company = await t.newCompany();
    const res = await t.http.put('/company/settings').set(bearer(company.keys.accountant)).send({ vatRate: 17.5, allocationNumberThreshold: 10000.25, roundDocumentTotals: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, settings: { ...defaults, vatRate: 17.5, allocationNumberThreshold: 10000.25, roundDocumentTotals: true } });
    await t.http.put('/company/settings').set(bearer(company.keys.owner)).send({ defaultPaymentTermType: 'DAYS_ONLY', defaultPaymentTermDays: 0, defaultWithholdingTaxRate: 100 });
    const got = await t.http.get('/company/settings').set(bearer(company.keys.accountant));
    expect(got.body).toEqual({
      defaultPaymentTermType: 'DAYS_ONLY',
      defaultPaymentTermDays: 0,
      defaultWithholdingTaxRate: 100,
      vatRate: 17.5,
      roundDocumentTotals: true,
      allocationNumberThreshold: 10000.25,
    });
  });

  it('refuses managers and employees, reading and writing', async () => {
    const company = await t.newCompany();
    for (const key of [company.keys.manager, company.keys.employee]) {
      expect((await t.http.get('/company/settings').set(bearer(key))).status).toBe(403);
      const put = await t.http.put('/company/settings').set(bearer(key)).send({ vatRate: 1 });
      expect(put.status).toBe(403);
      expect(put.body.error).toBe('FORBIDDEN');
    }
    expect((await t.http.get('/company/settings').set(bearer(company.keys.owner))).body.vatRate).toBe(18);
  });

  it('keeps settings per company', async () => {
    const a = await t.newCompany();
    const b = await t.newCompany();
    await t.http.put('/company/settings').set(bearer(a.keys.owner)).send({ vatRate: 5 });
    expect((await t.http.get('/company/settings').set(bearer(b.keys.owner))).body.vatRate).toBe(18);
  });

  it.each([
    [{ vatRate: 101 }, 'vatRate'],
    [{ vatRate: 17.123 }, 'vatRate'],
    [{ vatRate: 1e-7 }, 'vatRate'],
    [{ defaultWithholdingTaxRate: -1 }, 'defaultWithholdingTaxRate'],
    [{ defaultPaymentTermType: 'WEEKLY' }, 'defaultPaymentTermType'],
    [{ defaultPaymentTermDays: 1.5 }, 'defaultPaymentTermDays'],
    [{ defaultPaymentTermDays: null }, 'defaultPaymentTermDays'],
    [{ roundDocumentTotals: 'yes' }, 'roundDocumentTotals'],
    [{ allocationNumberThreshold: -0.01 }, 'allocationNumberThreshold'],
    [{ currency: 'ILS' }, 'currency'],
  ])('rejects %j with VALIDATION_ERROR on %s and saves nothing', async (body, field) => {
    const company = await t.newCompany();
    const res = await t.http.put('/company/settings').set(bearer(company.keys.owner)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect((await t.http.get('/company/settings').set(bearer(company.keys.owner))).body).toEqual(defaults);
  });
});
