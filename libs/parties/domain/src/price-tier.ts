import { Decimal } from '@backoffice/shared/kernel';
import { PricelistError } from './parties.errors';

/** Spec "Pricelist entry" and "Price tier"; values are exact decimal strings. */
export type PricingMode = 'default' | 'fixed' | 'tiers';
export const PRICING_MODES: readonly PricingMode[] = ['default', 'fixed', 'tiers'];
export type TiersMode = 'range' | 'quantity';
export const TIERS_MODES: readonly TiersMode[] = ['range', 'quantity'];
export type TierType = 'fixed' | 'percent' | 'amount';
export const TIER_TYPES: readonly TierType[] = ['fixed', 'percent', 'amount'];

export interface PriceTier {
  from: string;
  /** Null on the last band only: no upper end. */
  to: string | null;
  tierType: TierType;
  price: string | null;
  discountPercent: string | null;
  discountAmount: string | null;
}

export interface PricelistEntryFields {
  productId: number;
  pricingMode: PricingMode;
  vendorSku: string | null;
  buyingPrice: string | null;
  priceTiers: PriceTier[] | null;
  tiersMode: TiersMode | null;
  quantityStep: string | null;
  quantityStepPrice: string | null;
}

export const PRICELIST_LIMITS = { entries: 5000, tiers: 100, priceScale: 4, quantityScale: 4, vendorSku: 100 } as const;

/**
 * Every rule of contract "Pricelist tiers" over a whole replacement: bands are half-open
 * `from <= q < to`, `to` may be omitted on the last band only, no two bands overlap, each tier
 * type carries its value, a quantity step is positive, each product is the company's and
 * appears once. Throws the first problem found as a PricelistError (400 with `error` = code).
 */
export function validatePricelist(entries: PricelistEntryFields[], isCompanyProduct: (productId: number) => boolean): void {
  const seen = new Map<number, number>();
  entries.forEach((entry, i) => {
    const at = `entries[${i}]`;
    const earlier = seen.get(entry.productId);
    if (earlier !== undefined) fail('DUPLICATE_PRODUCT', `${at}.productId`, `product ${entry.productId} is listed twice (entries ${earlier} and ${i})`);
    seen.set(entry.productId, i);
    if (!isCompanyProduct(entry.productId)) fail('UNKNOWN_PRODUCT', `${at}.productId`, `product ${entry.productId} is not a product of this company`);
    validateEntry(entry, at);
  });
}

/** The rules for one entry; `at` names it in messages (`entries[2]`). */
export function validateEntry(entry: PricelistEntryFields, at = 'entry'): void {
  if (entry.pricingMode === 'fixed' && entry.buyingPrice === null) fail('MISSING_BUYING_PRICE', `${at}.buyingPrice`, `pricingMode fixed needs a buyingPrice`);
  if (entry.pricingMode !== 'tiers') return;
  if ((entry.tiersMode ?? 'range') === 'quantity') {
    if (entry.quantityStep === null || !Decimal.of(entry.quantityStep).gt(0))
      fail('INVALID_QUANTITY_STEP', `${at}.quantityStep`, `tiersMode quantity needs a positive quantityStep`);
  }
  if (entry.quantityStepPrice !== null && Decimal.of(entry.quantityStepPrice).isNegative())
    fail('INVALID_TIER_PRICE', `${at}.quantityStepPrice`, `quantityStepPrice must not be negative`);
  validateTiers(entry.priceTiers ?? [], `${at}.priceTiers`);
}

/** Band rules; the bands may come in any order. */
export function validateTiers(tiers: PriceTier[], at = 'priceTiers'): void {
  if (tiers.length === 0) fail('NO_TIERS', at, `pricingMode tiers needs at least one band in priceTiers`);
  tiers.forEach((tier, i) => validateBand(tier, `${at}[${i}]`));
  const order = tiers.map((tier, index) => ({ tier, index })).sort((a, b) => Decimal.of(a.tier.from).compare(b.tier.from) || a.index - b.index);
  for (let k = 0; k + 1 < order.length; k++) {
    const current = order[k];
    const next = order[k + 1];
    if (current.tier.to === null) {
      fail(
        'OPEN_TIER_NOT_LAST',
        `${at}[${current.index}].to`,
        `band ${current.index} has no upper end but band ${next.index} starts at or after it; only the last band may omit "to"`,
      );
    }
    if (Decimal.of(next.tier.from).lt(current.tier.to)) {
      fail(
        'OVERLAPPING_TIERS',
        `${at}[${next.index}]`,
        `bands ${current.index} [${current.tier.from}, ${current.tier.to}) and ${next.index} [${next.tier.from}, ${next.tier.to ?? '∞'}) overlap`,
      );
    }
  }
}

function validateBand(tier: PriceTier, at: string): void {
  const from = Decimal.of(tier.from);
  if (from.isNegative()) fail('INVALID_TIER_RANGE', `${at}.from`, `band "from" must not be negative`);
  if (tier.to !== null && Decimal.of(tier.to).lte(from)) fail('INVALID_TIER_RANGE', `${at}.to`, `band "to" (${tier.to}) must be greater than "from" (${tier.from})`);
  switch (tier.tierType) {
    case 'fixed':
      if (tier.price === null) fail('MISSING_TIER_PRICE', `${at}.price`, `tierType fixed needs a price`);
      if (Decimal.of(tier.price).isNegative()) fail('INVALID_TIER_PRICE', `${at}.price`, `price must not be negative`);
      break;
    case 'percent':
      if (tier.discountPercent === null || Decimal.of(tier.discountPercent).isNegative() || Decimal.of(tier.discountPercent).gt(100)) {
        fail('INVALID_TIER_DISCOUNT', `${at}.discountPercent`, `tierType percent needs a discountPercent from 0 to 100`);
      }
      break;
    case 'amount':
      if (tier.discountAmount === null || Decimal.of(tier.discountAmount).isNegative())
        fail('INVALID_TIER_DISCOUNT', `${at}.discountAmount`, `tierType amount needs a discountAmount of 0 or more`);
      break;
  }
}

function fail(code: string, field: string, problem: string): never {
  throw new PricelistError(code, `${field}: ${problem}`, [{ field, problem }]);
}
