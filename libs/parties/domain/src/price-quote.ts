import { Decimal } from '@backoffice/shared/kernel';
import { NoBuyingPriceError } from './parties.errors';
import { PriceTier, PricelistEntryFields } from './price-tier';

export type QuoteSource = 'default' | 'fixed' | 'tier' | 'gap' | 'step';

export interface PriceQuote {
  quantity: Decimal;
  /** The quantity charged: `quantity` rounded up to whole steps in tiersMode quantity. */
  billedQuantity: Decimal;
  /** Per unit, 4 decimals (the price columns' scale). */
  unitPrice: Decimal;
  /** billedQuantity × unit price, 2 decimals, half away from zero. */
  lineTotal: Decimal;
  source: QuoteSource;
  /** Index of the band that priced it, in the entry's priceTiers. */
  tierIndex: number | null;
}

const PRICE_SCALE = 4;
const TOTAL_SCALE = 2;

/**
 * The unit price and line total a vendor charges for `quantity` of a product under one
 * pricelist entry (docs/parties.md "Price quotes"):
 * - `default`: the product's own buying price; `fixed`: the entry's buyingPrice.
 * - `tiers`, range mode: the band with from <= q < to prices it: `fixed` its price, `percent`
 *   and `amount` a discount on the product's buying price (never below 0). Gaps between bands
 *   take the product's buying price.
 * - `tiers`, quantity mode: the quantity is charged in whole steps (rounded up); the band is
 *   chosen by that billed quantity; in a gap, `quantityStepPrice` (per step) applies when set,
 *   else the product's buying price.
 */
export function quotePrice(entry: PricelistEntryFields, productBuyingPrice: string | null, quantity: Decimal): PriceQuote {
  const base = () => {
    if (productBuyingPrice === null) throw new NoBuyingPriceError();
    return Decimal.of(productBuyingPrice);
  };
  const priced = (billed: Decimal, unit: Decimal, source: QuoteSource, tierIndex: number | null = null): PriceQuote => {
    const unitPrice = unit.round(PRICE_SCALE);
    return { quantity, billedQuantity: billed, unitPrice, lineTotal: billed.times(unitPrice).round(TOTAL_SCALE), source, tierIndex };
  };
  if (entry.pricingMode === 'default') return priced(quantity, base(), 'default');
  if (entry.pricingMode === 'fixed') return priced(quantity, entry.buyingPrice === null ? base() : Decimal.of(entry.buyingPrice), 'fixed');

  const tiers = entry.priceTiers ?? [];
  if ((entry.tiersMode ?? 'range') === 'range') {
    const index = bandOf(tiers, quantity);
    return index === -1 ? priced(quantity, base(), 'gap') : priced(quantity, tierUnitPrice(tiers[index], base), 'tier', index);
  }
  const step = Decimal.of(entry.quantityStep ?? '1');
  const steps = ceilDiv(quantity, step);
  const billed = step.times(Decimal.of(steps));
  const index = bandOf(tiers, billed);
  if (index !== -1) return priced(billed, tierUnitPrice(tiers[index], base), 'tier', index);
  if (entry.quantityStepPrice === null) return priced(billed, base(), 'gap');
  const lineTotal = Decimal.of(entry.quantityStepPrice).times(Decimal.of(steps));
  return { quantity, billedQuantity: billed, unitPrice: lineTotal.dividedBy(billed, PRICE_SCALE), lineTotal: lineTotal.round(TOTAL_SCALE), source: 'step', tierIndex: null };
}

/** Index of the band with from <= q < to (no `to`: no upper end), or -1 in a gap. */
export function bandOf(tiers: PriceTier[], q: Decimal): number {
  return tiers.findIndex((t) => q.gte(t.from) && (t.to === null || q.lt(t.to)));
}

function tierUnitPrice(tier: PriceTier, base: () => Decimal): Decimal {
  switch (tier.tierType) {
    case 'fixed':
      return Decimal.of(tier.price ?? '0');
    case 'percent':
      return base()
        .times(Decimal.of(100).minus(tier.discountPercent ?? '0'))
        .dividedBy(100, PRICE_SCALE);
    case 'amount': {
      const discounted = base().minus(tier.discountAmount ?? '0');
      return discounted.isNegative() ? Decimal.ZERO : discounted;
    }
  }
}

function ceilDiv(quantity: Decimal, step: Decimal): bigint {
  // Exact: scale both to integers, then integer ceiling division.
  const scale = 8;
  const q = BigInt(quantity.round(scale).toString().replace('.', ''));
  const s = BigInt(step.round(scale).toString().replace('.', ''));
  return (q + s - 1n) / s;
}
