import { Decimal, ValidationError } from '@backoffice/shared/kernel';
import { DocumentType } from './document-type';
import { DraftInput, checkShape, priceDraft } from './draft';

const problemsOf = (type: DocumentType, input: DraftInput) => {
  try {
    checkShape(type, input);
    return [];
  } catch (e) {
    return (e as ValidationError).details?.map((d) => `${d.field}: ${d.problem}`);
  }
};

const items = [{ description: 'Widget', quantity: 3, unitPrice: 10.1 }];
const payments = [{ method: 'cash' as const, amount: 20 }];

describe('priceDraft', () => {
  it('prices the lines of a type that takes items, VAT on the amount, and counts what was paid', () => {
    const {
      lines,
      totals,
      paid,
      payments: priced,
    } = priceDraft(
      'invoiceReceipt',
      { items: [...items, { description: 'Fee', quantity: 1, unitPrice: 0.35, productId: 4 }], payments: [{ method: 'cash', amount: 20.004, date: '2026-02-28' }] },
      Decimal.of(18),
      '2026-03-01',
    );
    expect(lines.map((l) => [l.lineTotal.toScale(2), l.productId])).toEqual([
      ['30.30', null],
      ['0.35', 4],
    ]);
    expect([totals.amount, totals.tax, totals.totalWithTax].map((d) => d.toScale(2))).toEqual(['30.65', '5.52', '36.17']);
    expect(priced.map((p) => [p.amount.toScale(2), p.date])).toEqual([['20.00', '2026-02-28']]);
    expect(paid.toScale(2)).toBe('20.00');
  });

  it('totals a receipt by its payments, without VAT, dated on the issue date unless a payment says otherwise', () => {
    const { lines, totals, payments: priced } = priceDraft('receipt', { payments: [...payments, { method: 'check', amount: 5.5 }] }, Decimal.of(18), '2026-03-01');
    expect(lines).toEqual([]);
    expect([totals.amount, totals.tax, totals.totalWithTax].map((d) => d.toScale(2))).toEqual(['25.50', '0.00', '25.50']);
    expect(priced.map((p) => p.date)).toEqual(['2026-03-01', '2026-03-01']);
  });
});

describe('checkShape', () => {
  it('accepts what each type takes', () => {
    expect(problemsOf('invoice', { items })).toEqual([]);
    expect(problemsOf('invoiceReceipt', { items, payments })).toEqual([]);
    expect(problemsOf('receipt', { payments, allocations: [{ documentId: 1, amount: 20 }] })).toEqual([]);
    expect(problemsOf('refund', { items, relatedDocumentId: 1 })).toEqual([]);
  });

  it('names every problem of a request at once', () => {
    expect(problemsOf('receipt', { items, allocations: [{ documentId: 1, amount: 1 }] })).toEqual([
      'items: not accepted on a receipt',
      'payments: a receipt records at least one payment',
    ]);
    expect(problemsOf('invoice', { payments, allocations: [{ documentId: 1, amount: 1 }] })).toEqual([
      'items: at least one line is required on a invoice',
      'payments: not accepted on a invoice',
      'allocations: only receipts settle invoices',
    ]);
    expect(problemsOf('return', { items })).toEqual(['relatedDocumentId: a return names the document it credits']);
  });
});
