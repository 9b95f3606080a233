import { newCompany, newEntity, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgPaymentMethodRepository } from './pg-payment-method.repository';
import { aPaymentMethod } from './testing';

describeWithDatabase()('PgPaymentMethodRepository', () => {
  const db = useTestDatabase();
  let methods: PgPaymentMethodRepository;
  beforeAll(() => (methods = new PgPaymentMethodRepository(db.uow)));

  const client = async () => {
    const companyId = await newCompany(db);
    return { companyId, entityId: await newEntity(db, companyId, { is_vendor: false, is_client: true }) };
  };

  it('saves a card and finds it by public id within its company only', async () => {
    const { companyId, entityId } = await client();
    const saved = await methods.insert(aPaymentMethod(companyId, entityId, { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 }));
    expect(saved).toMatchObject({ id: expect.any(Number), companyId, entityId, brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031, detachedAt: null });
    expect(await methods.find(companyId, saved.publicId)).toEqual(saved);
    expect(await methods.find(await newCompany(db), saved.publicId)).toBeNull();
  });

  it('detaches once: the card stays findable, leaves the attached list, and a second detach answers false', async () => {
    const { companyId, entityId } = await client();
    const saved = await methods.insert(aPaymentMethod(companyId, entityId));
    const at = new Date('2026-05-01T12:00:00Z');
    expect(await methods.detach(saved.id, at)).toBe(true);
    expect(await methods.detach(saved.id, new Date())).toBe(false);
    expect(await methods.find(companyId, saved.publicId)).toMatchObject({ detachedAt: at });
    expect(await methods.listAttached(companyId)).toEqual([]);
  });

  it('lists the attached cards of the company, or of one entity, in id order', async () => {
    const { companyId, entityId } = await client();
    const otherEntity = await newEntity(db, companyId, { is_client: true });
    const a = await methods.insert(aPaymentMethod(companyId, entityId));
    const b = await methods.insert(aPaymentMethod(companyId, otherEntity));
    const c = await methods.insert(aPaymentMethod(companyId, entityId));
    await methods.detach((await methods.insert(aPaymentMethod(companyId, entityId))).id, new Date());
    const other = await client();
    await methods.insert(aPaymentMethod(other.companyId, other.entityId));

    expect((await methods.listAttached(companyId)).map((m) => m.id)).toEqual([a.id, b.id, c.id]);
    expect((await methods.listAttached(companyId, entityId)).map((m) => m.id)).toEqual([a.id, c.id]);
    expect(await methods.listAttached(companyId, other.entityId)).toEqual([]);
  });
});
