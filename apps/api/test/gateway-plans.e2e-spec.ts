import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { newClient } from './support/documents';
import { CARDS, saveCard } from './support/gateway';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('payment gateway: payment pages and recurring payments (pagination rule 7)', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let other: BootstrappedCompany;
  let clientId: number;

  beforeAll(async () => {
    t = await startTestApp({ TAX_AUTHORITY_LATENCY_MS: '0' });
    acme = await t.newCompany();
    other = await t.newCompany();
    clientId = await newClient(t, acme, 'Plans Client');
  });
  afterAll(() => t.close());

  const today = () => new Date().toISOString().slice(0, 10);

  describe('/gateway/payments/payment-pages', () => {
    const create = (body: object, company = acme, key?: string) => {
      const req = t.http.post('/gateway/payments/payment-pages').set(bearer(company.keys.manager));
      if (key) req.set('Idempotency-Key', key);
      return req.send(body);
    };
    const list = (query: string, company = acme) => t.http.get(`/gateway/payments/payment-pages${query}`).set(bearer(company.keys.employee));

    it('creates pages and lists them newest first; total counts only the rows of the page, clients page until a short page', async () => {
      const ids: string[] = [];
      for (const [i, amount] of [100, 250.5, 19.99].entries()) {
        const res = await create({ title: `Invoice ${i}`, amount, entityId: i === 0 ? clientId : undefined, description: i === 1 ? 'Deposit' : undefined });
        expect(res.status).toBe(200);
        ids.push(res.body.id);
      }
      const last = (await list('?limit=1')).body.data[0];
      expect(last).toEqual({ id: ids[2], entityId: null, title: 'Invoice 2', description: null, amount: 19.99, currency: 'ILS', createdAt: expect.any(String) });

      const first = await list('?limit=2');
      expect(first.status).toBe(200);
      expect(first.body.data.map((p: { id: string }) => p.id)).toEqual([ids[2], ids[1]]);
      expect(first.body.pagination).toEqual({ total: 2, limit: 2, offset: 0, hasMore: true, page: 1, pageSize: 2, totalPages: 1 });
      const second = await list('?limit=2&page=2');
      expect(second.body.data.map((p: { id: string }) => p.id)).toEqual([ids[0]]);
      expect(second.body.data[0]).toMatchObject({ entityId: clientId, amount: 100 });
      expect(second.body.pagination).toEqual({ total: 1, limit: 2, offset: 2, hasMore: false, page: 2, pageSize: 2, totalPages: 1 });
      const beyond = await list('?pageSize=2&offset=10');
      expect(beyond.body).toEqual({ data: [], pagination: { total: 0, limit: 2, offset: 10, hasMore: false, page: 6, pageSize: 2, totalPages: 0 } });
      expect((await list('', other)).body.data).toEqual([]);
      expect((await list('?limit=abc')).status).toBe(400);
    });

    it('rejects bad pages with 4xx and the contract body, writing nothing; replays a keyed creation', async () => {
      expect((await create({ title: 'Zero', amount: 0 })).body.error).toBe('VALIDATION_ERROR');
      expect((await create({ amount: 10 })).status).toBe(400);
      const foreignClient = await create({ title: 'Foreign', amount: 10, entityId: clientId }, other);
      expect(foreignClient.status).toBe(404);
      expect(foreignClient.body.error).toBe('ENTITY_NOT_FOUND');
      const employee = await t.http.post('/gateway/payments/payment-pages').set(bearer(acme.keys.employee)).send({ title: 'x', amount: 1 });
      expect(employee.status).toBe(403);
      expect((await t.http.get('/gateway/payments/payment-pages').set(bearer(other.keys.owner))).body.data).toEqual([]);

      const key = `page-${Date.now()}`;
      const a = await create({ title: 'Keyed', amount: 5 }, acme, key);
      const b = await create({ title: 'Keyed', amount: 5 }, acme, key);
      expect(b.headers['idempotent-replay']).toBe('true');
      expect(b.body).toEqual(a.body);
    });
  });

  describe('/gateway/recurring-payments', () => {
    const create = (body: object, company = acme) => t.http.post('/gateway/recurring-payments').set(bearer(company.keys.manager)).send(body);
    const list = (query: string, company = acme) => t.http.get(`/gateway/recurring-payments${query}`).set(bearer(company.keys.employee));

    it('creates recurring payments on a saved card and lists them with rule 7', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.visa);
      const made = await create({ paymentMethodId: pm, amount: 49.9, interval: 'month', description: 'Support plan' });
      expect(made.status).toBe(200);
      expect(made.body).toEqual({
        success: true,
        id: expect.stringMatching(/^rp_[0-9a-f]{24}$/),
        entityId: clientId,
        paymentMethodId: pm,
        amount: 49.9,
        currency: 'ILS',
        interval: 'month',
        startDate: today(),
        nextChargeDate: today(),
        description: 'Support plan',
        status: 'active',
        createdAt: expect.any(String),
      });
      const later = await create({ paymentMethodId: pm, amount: 500, currency: 'USD', interval: 'year', startDate: '2099-01-31' });
      expect(later.body).toMatchObject({ startDate: '2099-01-31', nextChargeDate: '2099-01-31', currency: 'USD' });

      const page1 = await list('?limit=1');
      expect(page1.body.data.map((r: { id: string }) => r.id)).toEqual([later.body.id]);
      expect(page1.body.pagination).toMatchObject({ total: 1, hasMore: true, limit: 1 });
      const page2 = await list('?limit=1&page=2');
      expect(page2.body.data.map((r: { id: string }) => r.id)).toEqual([made.body.id]);
      const page3 = await list('?limit=1&page=3');
      expect(page3.body.data).toEqual([]);
      expect(page3.body.pagination).toMatchObject({ total: 0, hasMore: false });
      expect((await list('', other)).body.data).toEqual([]);
    });

    it('rejects a past start date, an unknown interval, another company’s card and a removed card', async () => {
      const pm = await saveCard(t, acme, clientId, CARDS.visa);
      expect((await create({ paymentMethodId: pm, amount: 10, interval: 'month', startDate: '2020-01-01' })).body).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: [{ field: 'startDate', problem: 'must be today or later' }],
      });
      expect((await create({ paymentMethodId: pm, amount: 10, interval: 'day' })).status).toBe(400);
      expect((await create({ paymentMethodId: pm, amount: 10, interval: 'month' }, other)).body.error).toBe('PAYMENT_METHOD_NOT_FOUND');
      await t.http.delete(`/gateway/tokens/${pm}`).set(bearer(acme.keys.manager)).expect(200);
      expect((await create({ paymentMethodId: pm, amount: 10, interval: 'month' })).body.error).toBe('PAYMENT_METHOD_NOT_FOUND');
    });
  });
});
