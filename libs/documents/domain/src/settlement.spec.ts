import { Decimal } from '@backoffice/shared/kernel';
import { needsApprovalNumber } from './approval-policy';
import { IssuedDocument } from './issued-document';
import { allocateReceipt, closeByHand, coverRelated, releaseAllocation, remainingAmount, settledStatus } from './settlement';

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

const AT = new Date('2026-03-01T00:00:00Z');
const doc = (id: number, fields: Partial<IssuedDocument> = {}): IssuedDocument =>
  ({
    id,
    visibleId: `doc-${id}`,
    type: 'invoice',
    number: id,
    entityId: 1,
    status: 'OPEN',
    totalWithTax: Decimal.of(100),
    coveredAmount: Decimal.ZERO,
    ...fields,
  }) as IssuedDocument;
const codeOf = (f: () => unknown) => {
  try {
    f();
    return 'no error';
  } catch (e) {
    return (e as { code: string }).code;
  }
};

describe('allocateReceipt', () => {
  const receipt = doc(9, { type: 'receipt', totalWithTax: Decimal.of(150) });
  const invoices = new Map([
    [1, doc(1)],
    [2, doc(2, { coveredAmount: Decimal.of(60), status: 'PARTIALLY_PAID' })],
  ]);
  const allocation = (invoiceId: number, amount: string) => ({ invoiceId, amount: Decimal.of(amount) });

  it('covers each invoice by its amount, in request order, with the status that follows', () => {
    const changes = allocateReceipt(receipt, [allocation(2, '40'), allocation(1, '10')], invoices, AT);
    expect(changes.map((c) => [c.before.id, c.before.status, c.after.status, c.after.coveredAmount.toString(), c.reason])).toEqual([
      [2, 'PARTIALLY_PAID', 'PAID', '100', 'ALLOCATION'],
      [1, 'OPEN', 'PARTIALLY_PAID', '10', 'ALLOCATION'],
    ]);
    expect(changes[0].after.updatedAt).toEqual(AT);
    expect(invoices.get(2)?.coveredAmount.toString()).toBe('60');
  });

  it('never allocates more than the receipt received or an invoice still owes, nor an invoice twice', () => {
    expect(codeOf(() => allocateReceipt({ ...receipt, totalWithTax: Decimal.of('139.99') }, [allocation(1, '100'), allocation(2, '40')], invoices, AT))).toBe(
      'ALLOCATION_EXCEEDS_RECEIPT',
    );
    expect(codeOf(() => allocateReceipt(receipt, [allocation(2, '40.01')], invoices, AT))).toBe('ALLOCATION_EXCEEDS_BALANCE');
    expect(codeOf(() => allocateReceipt(receipt, [allocation(1, '1'), allocation(1, '1')], invoices, AT))).toBe('VALIDATION_ERROR');
  });

  it('only settles open invoices that exist and belong to the receipt entity', () => {
    expect(codeOf(() => allocateReceipt(receipt, [allocation(3, '1')], invoices, AT))).toBe('DOCUMENT_NOT_FOUND');
    const others = new Map([
      [4, doc(4, { entityId: 2 })],
      [5, doc(5, { type: 'order' })],
      [6, doc(6, { status: 'CLOSED' })],
    ]);
    expect(codeOf(() => allocateReceipt(receipt, [allocation(4, '1')], others, AT))).toBe('VALIDATION_ERROR');
    expect(codeOf(() => allocateReceipt(receipt, [allocation(5, '1')], others, AT))).toBe('VALIDATION_ERROR');
    expect(codeOf(() => allocateReceipt(receipt, [allocation(6, '1')], others, AT))).toBe('DOCUMENT_NOT_OPEN');
  });
});

describe('releaseAllocation, closeByHand and coverRelated', () => {
  it('gives an allocation back: a paid invoice owes again', () => {
    const change = releaseAllocation(doc(1, { coveredAmount: Decimal.of(100), status: 'PAID' }), Decimal.of(30), AT);
    expect([change.after.status, change.after.coveredAmount.toString(), change.reason]).toEqual(['PARTIALLY_PAID', '70', 'ALLOCATION_CANCELLED']);
  });

  it('closes an open document by hand, and refuses one already closed', () => {
    expect(closeByHand(doc(1, { status: 'PARTIALLY_PAID' }), AT)).toMatchObject({ after: { status: 'CLOSED', updatedAt: AT }, reason: 'MANUAL' });
    expect(codeOf(() => closeByHand(doc(1, { status: 'CLOSED' }), AT))).toBe('DOCUMENT_NOT_OPEN');
  });

  it('closes the document a new one covers, unless it credits it or the document is no longer open', () => {
    expect(coverRelated('invoice', doc(1, { type: 'order' }), AT)).toMatchObject({ after: { status: 'CLOSED' }, reason: 'COVERED' });
    expect(coverRelated('refund', doc(1), AT)).toBeNull();
    expect(coverRelated('invoice', doc(1, { type: 'order', status: 'CLOSED' }), AT)).toBeNull();
  });
});
