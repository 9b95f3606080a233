/**
 * Builders for the payments context's tests (`@backoffice/payments/infrastructure/testing`);
 * imported from tests only. The database side (companies, entities) is in
 * `@backoffice/shared/persistence/testing`.
 */
import { randomUUID } from 'node:crypto';
import { PaymentMethod, PaymentPage, RecurringPayment } from '@backoffice/payments/application';
import { Charge } from '@backoffice/payments/domain';
import { Decimal } from '@backoffice/shared/kernel';

const publicId = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '')}`;

/** A saved Visa card of the entity, attached. */
export function aPaymentMethod(companyId: number, entityId: number, overrides: Partial<PaymentMethod> = {}): Omit<PaymentMethod, 'id'> {
  return {
    publicId: publicId('pm'),
    companyId,
    entityId,
    provider: 'sandbox',
    processorToken: publicId('tok'),
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    createdAt: new Date(),
    detachedAt: null,
    ...overrides,
  };
}

/** An authorised, uncaptured charge of 100 ILS on the card. */
export function aCharge(method: PaymentMethod, overrides: Partial<Charge> = {}): Omit<Charge, 'id'> {
  const now = new Date();
  return {
    publicId: publicId('ch'),
    companyId: method.companyId,
    entityId: method.entityId,
    paymentMethodId: method.id,
    paymentMethodPublicId: method.publicId,
    brand: method.brand,
    last4: method.last4,
    provider: method.provider,
    processorReference: publicId('ref'),
    amount: Decimal.of('100'),
    currency: 'ILS',
    status: 'authorized',
    capturedAmount: Decimal.ZERO,
    refundedAmount: Decimal.ZERO,
    failureCode: null,
    failureMessage: null,
    description: null,
    issueReceipt: false,
    receiptDocumentId: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** A payment page of 50 ILS. */
export function aPaymentPage(companyId: number, overrides: Partial<PaymentPage> = {}): Omit<PaymentPage, 'id'> {
  return {
    publicId: publicId('pp'),
    companyId,
    entityId: null,
    title: 'Deposit',
    description: null,
    amount: Decimal.of('50'),
    currency: 'ILS',
    createdAt: new Date(),
    ...overrides,
  };
}

/** A monthly payment of 30 ILS on the card, from 2026-01-01. */
export function aRecurringPayment(method: PaymentMethod, overrides: Partial<RecurringPayment> = {}): Omit<RecurringPayment, 'id' | 'paymentMethodPublicId'> {
  return {
    publicId: publicId('rp'),
    companyId: method.companyId,
    entityId: method.entityId,
    paymentMethodId: method.id,
    amount: Decimal.of('30'),
    currency: 'ILS',
    interval: 'month',
    startDate: '2026-01-01',
    nextChargeDate: '2026-02-01',
    description: null,
    status: 'active',
    createdAt: new Date(),
    ...overrides,
  };
}
