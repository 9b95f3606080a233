import { Decimal } from '@backoffice/shared/kernel';
import { needsApprovalNumber } from './approval-policy';
import { remainingAmount, settledStatus } from './settlement';

const balance = (total: string, covered: string) => ({ totalWithTax: Decimal.of(total), coveredAmount: Decimal.of(covered) });

describe('settledStatus', () => {
  it('moves an invoice from OPEN to PARTIALLY_PAID to PAID as it is covered', () => {
    expect(settledStatus('OPEN', balance('100', '0'))).toBe('OPEN');
    expect(settledStatus('OPEN', balance('100', '40'))).toBe('PARTIALLY_PAID');
    expect(settledStatus('PARTIALLY_PAID', balance('100', '100'))).toBe('PAID');
    expect(settledStatus('PAID', balance('100', '60'))).toBe('PARTIALLY_PAID'); // a cancelled receipt gave money back
  });

  it('leaves closed and cancelled documents as they are', () => {
    expect(settledStatus('CLOSED', balance('100', '100'))).toBe('CLOSED');
    expect(settledStatus('CANCELLED', balance('100', '0'))).toBe('CANCELLED');
  });

  it('never reports a negative remaining amount', () => {
    expect(remainingAmount(balance('100', '30.5')).toString()).toBe('69.50');
    expect(remainingAmount(balance('100', '120')).toString()).toBe('0.00');
  });
});

describe('needsApprovalNumber', () => {
  const base = { clientTaxId: '514000001', amountBeforeVat: Decimal.of(5000), thresholdBeforeVat: Decimal.of(5000) };

  it('is needed for tax invoices to a client with a tax id at or above the threshold', () => {
    expect(needsApprovalNumber({ ...base, type: 'invoice' })).toBe(true);
    expect(needsApprovalNumber({ ...base, type: 'invoiceReceipt' })).toBe(true);
  });

  it('is not needed below the threshold, without a tax id, or for other types', () => {
    expect(needsApprovalNumber({ ...base, type: 'invoice', amountBeforeVat: Decimal.of('4999.99') })).toBe(false);
    expect(needsApprovalNumber({ ...base, type: 'invoice', clientTaxId: null })).toBe(false);
    expect(needsApprovalNumber({ ...base, type: 'receipt' })).toBe(false);
    expect(needsApprovalNumber({ ...base, type: 'quotation' })).toBe(false);
  });
});
