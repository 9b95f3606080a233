import { effectiveTerms } from './party';

const defaults = { paymentTermType: 'CURRENT_PLUS_DAYS' as const, paymentTermDays: 30, withholdingTaxRate: '2.5', vatRate: '18' };

describe('effectiveTerms', () => {
  it("keeps the vendor's own values", () => {
    expect(effectiveTerms({ paymentTermType: 'DAYS_ONLY', paymentTermDays: 10, withholdingTaxRate: '0', specialVat: '0' }, defaults)).toEqual({
      paymentTermType: 'DAYS_ONLY',
      paymentTermDays: 10,
      withholdingTaxRate: '0',
      specialVat: '0',
    });
  });

  it('takes the company term type and days together when the vendor term is cleared, even if days were left', () => {
    expect(effectiveTerms({ paymentTermType: null, paymentTermDays: 90, withholdingTaxRate: null, specialVat: null }, defaults)).toEqual({
      paymentTermType: 'CURRENT_PLUS_DAYS',
      paymentTermDays: 30,
      withholdingTaxRate: '2.5',
      specialVat: '18',
    });
  });

  it('takes the company days for a vendor term without days', () => {
    expect(effectiveTerms({ paymentTermType: 'DAYS_ONLY', paymentTermDays: null, withholdingTaxRate: null, specialVat: null }, defaults).paymentTermDays).toBe(30);
  });
});
