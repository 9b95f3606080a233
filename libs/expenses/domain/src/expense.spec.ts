import { Decimal, ValidationError } from '@backoffice/shared/kernel';
import { checkAmounts, expenseSortField, inIls } from './expense';
import { summarise } from './summary';

const d = (v: string) => Decimal.of(v);

describe('checkAmounts', () => {
  it('accepts 0 ≤ deductableTax ≤ tax ≤ total with total > 0', () => {
    expect(() => checkAmounts({ total: d('117'), tax: d('17'), deductableTax: d('17') })).not.toThrow();
    expect(() => checkAmounts({ total: d('0.01'), tax: d('0'), deductableTax: d('0') })).not.toThrow();
  });

  it('reports every broken rule by field', () => {
    try {
      checkAmounts({ total: d('0'), tax: d('-1'), deductableTax: d('2') });
      throw new Error('expected a validation error');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).details?.map((x) => x.field)).toEqual(['total', 'tax', 'deductableTax']);
    }
  });

  it('refuses tax above total and deductable tax above tax', () => {
    expect(() => checkAmounts({ total: d('10'), tax: d('10.01'), deductableTax: d('0') })).toThrow(ValidationError);
    expect(() => checkAmounts({ total: d('10'), tax: d('1'), deductableTax: d('1.01') })).toThrow(ValidationError);
  });
});

describe('inIls', () => {
  const amounts = { total: d('100.05'), tax: d('14.53'), deductableTax: d('10') };

  it('keeps ILS amounts as they are, with or without a rate', () => {
    expect(inIls('ILS', amounts, null).totalInIls?.toScale(2)).toBe('100.05');
  });

  it('converts at the rate and rounds each figure half away from zero to agorot', () => {
    const r = inIls('USD', amounts, d('3.655'));
    expect(r.totalInIls?.toScale(2)).toBe('365.68'); // 365.68275
    expect(r.taxInIls?.toScale(2)).toBe('53.11'); // 53.10715
    expect(r.deductableTaxInIls?.toScale(2)).toBe('36.55');
  });

  it('is null without a rate', () => {
    expect(inIls('EUR', amounts, null)).toEqual({ totalInIls: null, taxInIls: null, deductableTaxInIls: null });
  });
});

describe('expenseSortField', () => {
  it('falls back to date for unknown keys, and for keys the merged list cannot sort', () => {
    expect(expenseSortField('tax', false)).toBe('tax');
    expect(expenseSortField('nope', false)).toBe('date');
    expect(expenseSortField('tax', true)).toBe('date');
    expect(expenseSortField('title', true)).toBe('title');
    expect(expenseSortField(undefined, true)).toBe('date');
  });
});

describe('summarise', () => {
  it('adds converted groups exactly, split by equipment, and counts the unconverted', () => {
    const s = summarise([
      { isEquipment: true, converted: true, count: 2, total: d('0.1'), tax: d('0.2'), deductableTax: d('0.1') },
      { isEquipment: false, converted: true, count: 1, total: d('0.2'), tax: d('0.1'), deductableTax: d('0') },
      { isEquipment: false, converted: false, count: 3, total: d('0'), tax: d('0'), deductableTax: d('0') },
    ]);
    expect(s.all.total.toScale(2)).toBe('0.30');
    expect(s.equipment.count).toBe(2);
    expect(s.running.tax.toScale(2)).toBe('0.10');
    expect(s.unconverted).toBe(3);
  });
});
