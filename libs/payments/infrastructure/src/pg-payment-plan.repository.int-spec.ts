import { newCompany, newEntity, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgPaymentMethodRepository } from './pg-payment-method.repository';
import { PgPaymentPlanRepository } from './pg-payment-plan.repository';
import { aPaymentMethod, aPaymentPage, aRecurringPayment } from './testing';

describeWithDatabase()('PgPaymentPlanRepository', () => {
  const db = useTestDatabase();
  let plans: PgPaymentPlanRepository;
  beforeAll(() => (plans = new PgPaymentPlanRepository(db.uow)));

  const card = async () => {
    const companyId = await newCompany(db);
    return new PgPaymentMethodRepository(db.uow).insert(aPaymentMethod(companyId, await newEntity(db, companyId, { is_client: true })));
  };

  it('lists payment pages newest first, one window at a time, within the company only', async () => {
    const companyId = await newCompany(db);
    const pages = [];
    for (const title of ['A', 'B', 'C']) pages.push(await plans.insertPage(aPaymentPage(companyId, { title })));
    await plans.insertPage(aPaymentPage(await newCompany(db)));
    expect(pages[0]).toMatchObject({ id: expect.any(Number), companyId, title: 'A', entityId: null, description: null, currency: 'ILS' });
    expect(pages[0].amount.toString()).toBe('50.00');
    expect((await plans.listPages(companyId, { limit: 2, offset: 0 })).map((p) => p.title)).toEqual(['C', 'B']);
    expect((await plans.listPages(companyId, { limit: 2, offset: 2 })).map((p) => p.title)).toEqual(['A']);
    expect(await plans.listPages(companyId, { limit: 2, offset: 3 })).toEqual([]);
  });

  it('stores a recurring payment and answers it with its card’s public id and its dates as written', async () => {
    const method = await card();
    const created = await plans.insertRecurring(aRecurringPayment(method, { interval: 'year', startDate: '2026-02-28', nextChargeDate: '2027-02-28', description: 'Licence' }));
    expect(created).toMatchObject({
      id: expect.any(Number),
      companyId: method.companyId,
      paymentMethodId: method.id,
      paymentMethodPublicId: method.publicId,
      interval: 'year',
      startDate: '2026-02-28',
      nextChargeDate: '2027-02-28',
      description: 'Licence',
      status: 'active',
    });
    expect(created.amount.toString()).toBe('30.00');
  });

  it('lists recurring payments newest first, one window at a time, within the company only', async () => {
    const method = await card();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await plans.insertRecurring(aRecurringPayment(method))).id);
    const other = await card();
    await plans.insertRecurring(aRecurringPayment(other));
    expect((await plans.listRecurring(method.companyId, { limit: 2, offset: 0 })).map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect((await plans.listRecurring(method.companyId, { limit: 2, offset: 2 })).map((r) => r.id)).toEqual([ids[0]]);
    expect((await plans.listRecurring(other.companyId, { limit: 10, offset: 0 })).map((r) => r.paymentMethodPublicId)).toEqual([other.publicId]);
  });
});
