import { Decimal } from '@backoffice/shared/kernel';
import fc from 'fast-check';
import { computePaymentTotal, computeTotals } from './document-totals';

const line = (quantity: string | number, unitPrice: string | number) => ({ quantity: Decimal.of(quantity), unitPrice: Decimal.of(unitPrice) });

describe('computeTotals', () => {
  it('prices lines before VAT and adds VAT at the company rate, rounded per document', () => {
    const totals = computeTotals([line(3, '19.99'), line('0.5', '10.01')], Decimal.of(18));
    expect(totals.lineTotals.map(String)).toEqual(['59.97', '5.01']);
    expect(totals.amount.toString()).toBe('64.98');
    expect(totals.tax.toString()).toBe('11.70'); // 11.6964
    expect(totals.totalWithTax.toString()).toBe('76.68');
  });

  it('rounds VAT once on the amount, not per line', () => {
    // Seven lines of 0.05: VAT per line would be 0.009 → 0.01, seven times 0.07; on the document
    // it is 18% of 0.35 = 0.063 → 0.06.
    const totals = computeTotals(
      Array.from({ length: 7 }, () => line(1, '0.05')),
      Decimal.of(18),
    );
    expect(totals.amount.toString()).toBe('0.35');
    expect(totals.tax.toString()).toBe('0.06');
  });

  it('an empty document totals zero', () => {
    const totals = computeTotals([], Decimal.of(18));
    expect([totals.amount, totals.tax, totals.totalWithTax].map(String)).toEqual(['0.00', '0.00', '0.00']);
  });

  it('always satisfies totalWithTax = amount + tax, amount = sum of line totals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 10_000_000 })), { maxLength: 30 }),
        fc.integer({ min: 0, max: 2500 }),
        (lines, rateBasisPoints) => {
          const totals = computeTotals(
            lines.map(([q, p]) => line(Decimal.of(q).dividedBy(100, 2).toString(), Decimal.of(p).dividedBy(10000, 4).toString())),
            Decimal.of(rateBasisPoints).dividedBy(100, 2),
          );
          expect(totals.totalWithTax.eq(totals.amount.plus(totals.tax))).toBe(true);
          expect(totals.amount.eq(totals.lineTotals.reduce((s, t) => s.plus(t), Decimal.ZERO))).toBe(true);
          expect(totals.tax.toString()).toMatch(/^\d+\.\d{2}$/);
        },
      ),
    );
  });
});

describe('computePaymentTotal', () => {
  it('a receipt totals its payments, without VAT', () => {
    const totals = computePaymentTotal([{ amount: Decimal.of('100.10') }, { amount: Decimal.of('0.2') }]);
    expect(totals.totalWithTax.toString()).toBe('100.30');
    expect(totals.tax.toString()).toBe('0.00');
  });
});
