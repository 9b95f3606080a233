import { Decimal, DomainError } from '@backoffice/shared/kernel';
import fc from 'fast-check';
import { PriceTier, PricelistEntryFields, validatePricelist, validateTiers } from './price-tier';

const band = (from: number, to: number | null, extra: Partial<PriceTier> = {}): PriceTier => ({
  from: String(from),
  to: to === null ? null : String(to),
  tierType: 'fixed',
  price: '10',
  discountPercent: null,
  discountAmount: null,
  ...extra,
});

const entry = (overrides: Partial<PricelistEntryFields> = {}): PricelistEntryFields => ({
  productId: 1,
  pricingMode: 'tiers',
  vendorSku: null,
  buyingPrice: null,
  priceTiers: [band(0, 10), band(10, null)],
  tiersMode: 'range',
  quantityStep: null,
  quantityStepPrice: null,
  ...overrides,
});

function codeOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('validateTiers', () => {
  it('accepts half-open bands that touch, in any order, with an open last band', () => {
    expect(codeOf(() => validateTiers([band(10, 20), band(0, 10), band(20, null)]))).toBeNull();
  });

  it('accepts gaps between bands', () => {
    expect(codeOf(() => validateTiers([band(0, 5), band(10, 20)]))).toBeNull();
  });

  it('rejects overlapping bands with OVERLAPPING_TIERS and names both in the message', () => {
    try {
      validateTiers([band(0, 10), band(9, 20)]);
      throw new Error('accepted');
    } catch (error) {
      expect((error as DomainError).code).toBe('OVERLAPPING_TIERS');
      expect((error as DomainError).message).toContain('bands 0 [0, 10) and 1 [9, 20) overlap');
      expect((error as DomainError).kind).toBe('validation');
    }
  });

  it.each([
    ['to equal to from', [band(5, 5)], 'INVALID_TIER_RANGE'],
    ['to below from', [band(5, 4)], 'INVALID_TIER_RANGE'],
    ['a negative from', [band(-1, 4)], 'INVALID_TIER_RANGE'],
    ['an open band that is not last', [band(0, null), band(5, 10)], 'OPEN_TIER_NOT_LAST'],
    ['two open bands', [band(0, null), band(5, null)], 'OPEN_TIER_NOT_LAST'],
    ['fixed without price', [band(0, 5, { price: null })], 'MISSING_TIER_PRICE'],
    ['a negative fixed price', [band(0, 5, { price: '-1' })], 'INVALID_TIER_PRICE'],
    ['percent above 100', [band(0, 5, { tierType: 'percent', discountPercent: '100.01' })], 'INVALID_TIER_DISCOUNT'],
    ['percent below 0', [band(0, 5, { tierType: 'percent', discountPercent: '-1' })], 'INVALID_TIER_DISCOUNT'],
    ['percent without a value', [band(0, 5, { tierType: 'percent' })], 'INVALID_TIER_DISCOUNT'],
    ['amount below 0', [band(0, 5, { tierType: 'amount', discountAmount: '-0.01' })], 'INVALID_TIER_DISCOUNT'],
    ['no bands', [], 'NO_TIERS'],
  ])('rejects %s', (_, tiers, code) => {
    expect(codeOf(() => validateTiers(tiers as PriceTier[]))).toBe(code);
  });

  it('accepts percent 0 and 100 and amount 0', () => {
    expect(
      codeOf(() =>
        validateTiers([
          band(0, 1, { tierType: 'percent', discountPercent: '0' }),
          band(1, 2, { tierType: 'percent', discountPercent: '100' }),
          band(2, 3, { tierType: 'amount', discountAmount: '0' }),
        ]),
      ),
    ).toBeNull();
  });
});

describe('validatePricelist', () => {
  const known = (id: number) => id < 100;

  it('accepts default, fixed and tiers entries', () => {
    expect(
      codeOf(() =>
        validatePricelist(
          [entry({ productId: 1, pricingMode: 'default', priceTiers: null }), entry({ productId: 2, pricingMode: 'fixed', buyingPrice: '3' }), entry({ productId: 3 })],
          known,
        ),
      ),
    ).toBeNull();
  });

  it.each([
    ['the same product twice', [entry(), entry()], 'DUPLICATE_PRODUCT'],
    ['a product of another company', [entry({ productId: 500 })], 'UNKNOWN_PRODUCT'],
    ['fixed without buyingPrice', [entry({ pricingMode: 'fixed', priceTiers: null })], 'MISSING_BUYING_PRICE'],
    ['tiers without bands', [entry({ priceTiers: null })], 'NO_TIERS'],
    ['quantity mode without a step', [entry({ tiersMode: 'quantity' })], 'INVALID_QUANTITY_STEP'],
    ['quantity mode with step 0', [entry({ tiersMode: 'quantity', quantityStep: '0' })], 'INVALID_QUANTITY_STEP'],
    ['a negative step price', [entry({ tiersMode: 'quantity', quantityStep: '5', quantityStepPrice: '-1' })], 'INVALID_TIER_PRICE'],
  ])('rejects %s', (_, entries, code) => {
    expect(codeOf(() => validatePricelist(entries, known))).toBe(code);
  });

  it('names the entry and band in the error details', () => {
    try {
      validatePricelist([entry({ productId: 1 }), entry({ productId: 2, priceTiers: [band(0, 10), band(5, 20)] })], known);
      throw new Error('accepted');
    } catch (error) {
      expect((error as DomainError).details).toEqual([{ field: 'entries[1].priceTiers[1]', problem: expect.stringContaining('overlap') }]);
    }
  });
});

/** Bands as integer pairs in hundredths, so boundaries may be decimals. */
const bandArb = fc.record({ from: fc.integer({ min: -50, max: 2000 }), length: fc.integer({ min: -20, max: 500 }), open: fc.boolean() });
const asDecimal = (hundredths: number) => Decimal.of(hundredths).dividedBy(100, 2).toString();

describe('validateTiers (properties)', () => {
  it('accepts a set of bands exactly when a brute-force check finds every band well formed and no two overlapping', () => {
    fc.assert(
      fc.property(fc.array(bandArb, { minLength: 1, maxLength: 6 }), (raw) => {
        const tiers = raw.map((b) => band(0, 0, { from: asDecimal(b.from), to: b.open ? null : asDecimal(b.from + b.length) }));
        const ends = raw.map((b) => (b.open ? Infinity : b.from + b.length));
        const wellFormed = raw.every((b, i) => b.from >= 0 && ends[i] > b.from);
        const overlapping = raw.some((a, i) => raw.some((b, j) => i < j && a.from < ends[j] && b.from < ends[i]));
        const expected = wellFormed && !overlapping;
        expect(codeOf(() => validateTiers(tiers)) === null).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts any partition of a range into consecutive bands, in any order, and rejects it once one band is stretched into the next', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 2, maxLength: 8 }), fc.boolean(), fc.nat(), (cuts, openEnd, seed) => {
        const points = [0, ...cuts.sort((a, b) => a - b)];
        const tiers = points.slice(0, -1).map((p, i) => band(0, 0, { from: asDecimal(p), to: asDecimal(points[i + 1]) }));
        if (openEnd) tiers.push(band(0, 0, { from: asDecimal(points[points.length - 1]), to: null }));
        const shuffled = [...tiers].sort((a, b) => ((Number(a.from) * 7919 + seed) % 13) - ((Number(b.from) * 7919 + seed) % 13));
        expect(codeOf(() => validateTiers(shuffled))).toBeNull();
        const k = seed % (points.length - 2 || 1);
        const stretched = tiers.map((t, i) =>
          i === k
            ? {
                ...t,
                to: Decimal.of(tiers[k + 1].from)
                  .plus('0.01')
                  .toString(),
              }
            : t,
        );
        expect(codeOf(() => validateTiers(stretched))).toBe('OVERLAPPING_TIERS');
      }),
    );
  });
});
