import fc from 'fast-check';
import { Decimal } from './decimal';
import { ValidationError } from './domain-error';

describe('Decimal', () => {
  it('adds without float error', () => {
    expect(Decimal.of(0.1).plus(0.2).toString()).toBe('0.3');
    expect(Decimal.of('19.99').times(3).toScale(2)).toBe('59.97');
  });

  it('rounds half away from zero', () => {
    expect(Decimal.of('2.345').round(2).toString()).toBe('2.35');
    expect(Decimal.of('-2.345').round(2).toString()).toBe('-2.35');
    expect(Decimal.of('2.344').round(2).toString()).toBe('2.34');
    expect(Decimal.of('1.5').round(0).toString()).toBe('2');
  });

  it('computes VAT of 18% on an amount to the agora', () => {
    expect(Decimal.of('123.45').times('0.18').toScale(2)).toBe('22.22');
  });

  it('divides with rounding', () => {
    expect(Decimal.of(10).dividedBy(3, 4).toString()).toBe('3.3333');
    expect(Decimal.of(2).dividedBy(3, 2).toString()).toBe('0.67');
    expect(Decimal.of(-2).dividedBy(3, 2).toString()).toBe('-0.67');
  });

  it('compares across scales', () => {
    expect(Decimal.of('1.50').eq('1.5')).toBe(true);
    expect(Decimal.of('1.5').lt('1.51')).toBe(true);
    expect(Decimal.of('-0.01').isNegative()).toBe(true);
  });

  it('reads tiny and huge JSON numbers exactly', () => {
    expect(Decimal.of(1e-7).toString()).toBe('0.0000001');
    expect(Decimal.of(1.5e21).toString()).toBe('1500000000000000000000');
  });

  it('parse answers VALIDATION_ERROR for non-numbers and too many decimals', () => {
    expect(() => Decimal.parse('price', 'abc', 2)).toThrow(ValidationError);
    expect(() => Decimal.parse('price', 1.234, 2)).toThrow(/at most 2 decimal places/);
    expect(Decimal.parse('price', '1.230', 2).toString()).toBe('1.230');
  });

  it('sums of cents are exact for any list of amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 })), (cents) => {
        const total = cents.reduce((acc, c) => acc.plus(Decimal.of(c).dividedBy(100, 2)), Decimal.ZERO);
        expect(total.toScale(2)).toBe(
          Decimal.of(cents.reduce((a, b) => a + b, 0))
            .dividedBy(100, 2)
            .toScale(2),
        );
      }),
    );
  });
});
