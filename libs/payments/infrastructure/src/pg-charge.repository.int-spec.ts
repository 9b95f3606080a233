import { PaymentMethod } from '@backoffice/payments/application';
import { Decimal } from '@backoffice/shared/kernel';
import { contend, newCompany, newEntity, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgChargeRepository } from './pg-charge.repository';
import { PgPaymentMethodRepository } from './pg-payment-method.repository';
import { aCharge, aPaymentMethod } from './testing';

describeWithDatabase()('PgChargeRepository', () => {
  const db = useTestDatabase();
  let charges: PgChargeRepository;
  beforeAll(() => (charges = new PgChargeRepository(db.uow)));

  const card = async (): Promise<PaymentMethod> => {
    const companyId = await newCompany(db);
    return new PgPaymentMethodRepository(db.uow).insert(aPaymentMethod(companyId, await newEntity(db, companyId, { is_client: true })));
  };
  const amounts = (c: { status: string; capturedAmount: Decimal; refundedAmount: Decimal } | null) =>
    c && { status: c.status, captured: c.capturedAmount.toString(), refunded: c.refundedAmount.toString() };

  it('stores a charge and reads it back with its card, within its company only', async () => {
    const method = await card();
    const inserted = await charges.insert(aCharge(method, { amount: Decimal.of('99.9'), description: 'Order 12', issueReceipt: true }));
    const found = await charges.find(method.companyId, inserted.publicId);
    expect(found).toMatchObject({
      id: inserted.id,
      publicId: inserted.publicId,
      paymentMethodId: method.id,
      paymentMethodPublicId: method.publicId,
      brand: 'visa',
      last4: '4242',
      currency: 'ILS',
      status: 'authorized',
      description: 'Order 12',
      issueReceipt: true,
      receiptDocumentId: null,
    });
    expect(found?.amount.toString()).toBe('99.90');
    const otherCompany = await newCompany(db);
    expect(await charges.find(otherCompany, inserted.publicId)).toBeNull();
    expect(await db.uow.run(() => charges.lock(otherCompany, inserted.publicId))).toBeNull();
  });

  it('serialises capture and refund on the charge row: a second one waits, then reads what the first saved', async () => {
    const method = await card();
    const { id, publicId } = await charges.insert(aCharge(method));
    const { second } = await contend(
      db,
      {
        lock: () => charges.lock(method.companyId, publicId),
        after: () => charges.update(id, { status: 'succeeded', capturedAmount: Decimal.of('100'), refundedAmount: Decimal.ZERO, receiptDocumentId: null, updatedAt: new Date() }),
      },
      () => charges.lock(method.companyId, publicId),
    );
    expect(amounts(second)).toEqual({ status: 'succeeded', captured: '100.00', refunded: '0.00' });
  });

  it('refuses amounts the table’s checks forbid: refunded beyond captured, captured beyond the amount', async () => {
    const method = await card();
    const { id } = await charges.insert(aCharge(method));
    const change = (captured: string, refunded: string) =>
      charges.update(id, { status: 'succeeded', capturedAmount: Decimal.of(captured), refundedAmount: Decimal.of(refunded), receiptDocumentId: null, updatedAt: new Date() });
    await expect(change('50', '60')).rejects.toMatchObject({ driverError: { code: '23514' } });
    await expect(change('100.01', '0')).rejects.toMatchObject({ driverError: { code: '23514' } });
  });

  it('keeps the refunds of a charge in the order made', async () => {
    const method = await card();
    const { id } = await charges.insert(aCharge(method, { status: 'succeeded', capturedAmount: Decimal.of('100') }));
    const first = await charges.insertRefund({
      publicId: `re_${id}_1`,
      chargeId: id,
      amount: Decimal.of('10'),
      reason: 'Damaged',
      processorReference: 'r1',
      createdAt: new Date(),
    });
    await charges.insertRefund({ publicId: `re_${id}_2`, chargeId: id, amount: Decimal.of('2.5'), reason: null, processorReference: 'r2', createdAt: new Date() });
    expect(first).toMatchObject({ id: expect.any(Number), chargeId: id, reason: 'Damaged', processorReference: 'r1' });
    expect((await charges.refundsOf(id)).map((r) => [r.publicId, r.amount.toString()])).toEqual([
      [`re_${id}_1`, '10.00'],
      [`re_${id}_2`, '2.50'],
    ]);
  });
});
