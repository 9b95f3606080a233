import { Decimal, DomainError } from '@backoffice/shared/kernel';
import fc from 'fast-check';
import { bandOf, quotePrice } from './price-quote';
import { PriceTier, PricelistEntryFields, validateTiers } from './price-tier';

const d = (v: string | number) => Decimal.of(v);
const tier = (from: string, to: string | null, t: Partial<PriceTier>): PriceTier => ({
  from,
  to,
  tierType: 'fixed',
  price: null,
  discountPercent: null,
  discountAmount: null,
  ...t,
});
const entry = (overrides: Partial<PricelistEntryFields>): PricelistEntryFields => ({
  productId: 1,
  pricingMode: 'tiers',
  vendorSku: null,
  buyingPrice: null,
  priceTiers: null,
  tiersMode: 'range',
  quantityStep: null,
  quantityStepPrice: null,
  ...overrides,
});
const summary = (e: PricelistEntryFields, base: string | null, q: string) => {
  const quote = quotePrice(e, base, d(q));
  return { unit: quote.unitPrice.toString(), total: quote.lineTotal.toString(), billed: quote.billedQuantity.normalised().toString(), source: quote.source, tier: quote.tierIndex };
};

describe('quotePrice', () => {
  const range = entry({
    priceTiers: [
      tier('0', '10', { price: '9.5' }),
      tier('10', '50', { tierType: 'percent', discountPercent: '12.5' }),
      tier('100', null, { tierType: 'amount', discountAmount: '3' }),
    ],
  });

  it('default mode charges the product buying price', () => {
    expect(summary(entry({ pricingMode: 'default' }), '7.25', '3')).toEqual({ unit: '7.2500', total: '21.75', billed: '3', source: 'default', tier: null });
  });

  it('fixed mode charges the entry buying price', () => {
    expect(summary(entry({ pricingMode: 'fixed', buyingPrice: '4.3333' }), '7', '3')).toEqual({ unit: '4.3333', total: '13.00', billed: '3', source: 'fixed', tier: null });
  });

  it.each([
    ['0', '9.5000', 'tier', 0],
    ['9.9999', '9.5000', 'tier', 0],
    ['10', '17.5000', 'tier', 1],
    ['49.9999', '17.5000', 'tier', 1],
    ['50', '20.0000', 'gap', null],
    ['99', '20.0000', 'gap', null],
    ['100', '17.0000', 'tier', 2],
    ['1000000', '17.0000', 'tier', 2],
  ])('range mode at quantity %s charges %s per unit (%s)', (q, unit, source, index) => {
    const got = summary(range, '20', q);
    expect(got).toMatchObject({ unit, source, tier: index });
    expect(got.total).toBe(d(unit).times(q).round(2).toString());
  });

  it('never discounts below zero', () => {
    const e = entry({ priceTiers: [tier('0', null, { tierType: 'amount', discountAmount: '50' })] });
    expect(summary(e, '20', '2')).toMatchObject({ unit: '0.0000', total: '0.00' });
  });

  it('needs the product buying price for defaults, gaps and discounts', () => {
    const code = (run: () => unknown) => {
      try {
        run();
        return null;
      } catch (error) {
        return (error as DomainError).code;
      }
    };
    expect(code(() => quotePrice(entry({ pricingMode: 'default' }), null, d(1)))).toBe('NO_BUYING_PRICE');
    expect(code(() => quotePrice(range, null, d(60)))).toBe('NO_BUYING_PRICE');
    expect(code(() => quotePrice(range, null, d(20)))).toBe('NO_BUYING_PRICE');
    expect(summary(range, null, '1').unit).toBe('9.5000');
  });

  describe('quantity mode', () => {
    const stepped = entry({ tiersMode: 'quantity', quantityStep: '12', quantityStepPrice: '100', priceTiers: [tier('48', null, { price: '7' })] });

    it('charges whole steps at the step price below the first band', () => {
      expect(summary(stepped, '10', '1')).toEqual({ unit: '8.3333', total: '100.00', billed: '12', source: 'step', tier: null });
      expect(summary(stepped, '10', '13')).toEqual({ unit: '8.3333', total: '200.00', billed: '24', source: 'step', tier: null });
      expect(summary(stepped, '10', '36')).toMatchObject({ total: '300.00', billed: '36' });
    });

    it('prices the billed quantity by its band', () => {
      expect(summary(stepped, '10', '37')).toEqual({ unit: '7.0000', total: '336.00', billed: '48', source: 'tier', tier: 0 });
    });

    it('falls back to the product price in a gap when no step price is set', () => {
      expect(summary({ ...stepped, quantityStepPrice: null }, '10', '5')).toEqual({ unit: '10.0000', total: '120.00', billed: '12', source: 'gap', tier: null });
    });

    it('handles decimal steps exactly', () => {
      expect(summary(entry({ tiersMode: 'quantity', quantityStep: '0.25', priceTiers: [tier('0', null, { price: '4' })] }), '1', '1.1')).toMatchObject({
        billed: '1.25',
        total: '5.00',
      });
    });
  });
});

/** Ordered, non-overlapping bands over hundredths with random tier types, possibly with gaps. */
const bandsArb = fc
  .array(
    fc.record({
      gap: fc.integer({ min: 0, max: 300 }),
      width: fc.integer({ min: 1, max: 500 }),
      kind: fc.constantFrom('fixed', 'percent', 'amount'),
      value: fc.integer({ min: 0, max: 100_00 }),
    }),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .chain((raw) =>
    fc.boolean().map((openEnd) => {
      let at = 0;
      return raw.map((b, i): PriceTier => {
        const from = at + b.gap;
        at = from + b.width;
        const value = d(b.value).dividedBy(100, 2).toString();
        return tier(d(from).dividedBy(100, 2).toString(), openEnd && i === raw.length - 1 ? null : d(at).dividedBy(100, 2).toString(), {
          tierType: b.kind as PriceTier['tierType'],
          price: b.kind === 'fixed' ? value : null,
          discountPercent: b.kind === 'percent' ? value : null,
          discountAmount: b.kind === 'amount' ? value : null,
        });
      });
    }),
  );
const hundredths = (max: number) => fc.integer({ min: 1, max }).map((n) => d(n).dividedBy(100, 2));
const priceArb = fc.integer({ min: 0, max: 1_000_000 }).map((n) => d(n).dividedBy(100, 2).toString());

describe('quotePrice (properties)', () => {
  it('range mode: the one band containing q prices it; gaps take the product price; the total is unit × q to the cent', () => {
    fc.assert(
      fc.property(bandsArb, priceArb, hundredths(5000), (tiers, base, q) => {
        validateTiers(tiers);
        const quote = quotePrice(entry({ priceTiers: tiers }), base, q);
        const containing = tiers.map((t, i) => ({ t, i })).filter(({ t }) => q.gte(t.from) && (t.to === null || q.lt(t.to)));
        expect(containing.length).toBeLessThanOrEqual(1);
        if (containing.length === 0) {
          expect(quote.source).toBe('gap');
          expect(quote.unitPrice.eq(base)).toBe(true);
        } else {
          const { t, i } = containing[0];
          expect(quote.tierIndex).toBe(i);
          if (t.tierType === 'fixed') expect(quote.unitPrice.eq(t.price as string)).toBe(true);
          else {
            // A discount never raises the price and never goes below zero.
            expect(quote.unitPrice.lte(base)).toBe(true);
            expect(quote.unitPrice.isNegative()).toBe(false);
          }
        }
        expect(quote.lineTotal.eq(quote.unitPrice.times(q).round(2))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('a larger percent discount never gives a higher price', () => {
    fc.assert(
      fc.property(priceArb, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (base, p1, p2) => {
        const at = (p: number) => quotePrice(entry({ priceTiers: [tier('0', null, { tierType: 'percent', discountPercent: String(p) })] }), base, d(1)).unitPrice;
        const [lo, hi] = p1 <= p2 ? [p1, p2] : [p2, p1];
        expect(at(hi).lte(at(lo))).toBe(true);
        expect(at(0).eq(base)).toBe(true);
        expect(at(100).isZero()).toBe(true);
      }),
    );
  });

  it('quantity mode bills the smallest whole number of steps that covers q', () => {
    fc.assert(
      fc.property(hundredths(2000), hundredths(100_000), priceArb, (step, q, stepPrice) => {
        const quote = quotePrice(
          entry({ tiersMode: 'quantity', quantityStep: step.toString(), quantityStepPrice: stepPrice, priceTiers: [tier('1000000', null, { price: '1' })] }),
          '5',
          q,
        );
        expect(quote.billedQuantity.gte(q)).toBe(true);
        expect(quote.billedQuantity.minus(step).lt(q)).toBe(true);
        const steps = quote.billedQuantity.dividedBy(step, 6);
        expect(steps.eq(steps.round(0))).toBe(true);
        if (quote.source === 'step') expect(quote.lineTotal.eq(d(stepPrice).times(steps.round(0)).round(2))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('bandOf agrees with the half-open rule at every band edge', () => {
    fc.assert(
      fc.property(bandsArb, (tiers) => {
        tiers.forEach((t, i) => {
          expect(bandOf(tiers, d(t.from))).toBe(i);
          if (t.to !== null) expect(bandOf(tiers, d(t.to))).not.toBe(i);
        });
      }),
    );
  });
});
