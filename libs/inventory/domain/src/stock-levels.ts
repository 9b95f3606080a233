import { Decimal, ValidationError } from '@backoffice/shared/kernel';
import { InsufficientReservedError, InsufficientStockError, QuantityBelowReservedError, StockLimitExceededError } from './inventory.errors';
import { MovementType } from './movement-type';

/** Decimals kept for quantities and prices (`numeric(18,4)` / `numeric(20,4)` columns). */
export const QUANTITY_SCALE = 4;
/** Largest quantity one movement may carry. */
export const MAX_MOVEMENT_QUANTITY = Decimal.of('1000000000');
/**
 * Largest quantity a stock record may hold: keeps every value exact as a JSON number
 * (10^11 at 4 decimals is below 2^53 units).
 */
export const MAX_STOCK_QUANTITY = Decimal.of('100000000000');

/** A stock record's two counters; `available = quantity - reserved`. */
export interface StockLevels {
  quantity: Decimal;
  reserved: Decimal;
}

/**
 * What one movement does to one stock record. `quantityDelta` and `reservedDelta` are stored on
 * the movement row, so a stock record's counters always equal the sums of its movements' deltas
 * (the ledger invariant). `recordedQuantity` is the movement's `quantity` as listed: the q that
 * was sent, except for ADJUST, which records the difference it made.
 */
export interface MovementEffect {
  before: StockLevels;
  after: StockLevels;
  quantityDelta: Decimal;
  reservedDelta: Decimal;
  recordedQuantity: Decimal;
}

export function available(levels: StockLevels): Decimal {
  return levels.quantity.minus(levels.reserved);
}

/**
 * Applies a movement of `q` (> 0) to the levels of the stock record it is recorded on. For
 * TRANSFER this is the outgoing side; `transferIn` is the receiving side.
 */
export function applyMovement(levels: StockLevels, type: MovementType, q: Decimal): MovementEffect {
  const free = available(levels);
  const text = (d: Decimal) => d.normalised().toString();
  switch (type) {
    case 'ADD':
      return effect(levels, q, Decimal.ZERO, q);
    case 'SUBTRACT':
    case 'TRANSFER':
      if (free.lt(q)) throw new InsufficientStockError(text(free), text(q));
      return effect(levels, negate(q), Decimal.ZERO, q);
    case 'ADJUST': {
      if (q.lt(levels.reserved)) throw new QuantityBelowReservedError(text(levels.reserved), text(q));
      const difference = q.minus(levels.quantity);
      return effect(levels, difference, Decimal.ZERO, difference);
    }
    case 'RESERVE':
      if (free.lt(q)) throw new InsufficientStockError(text(free), text(q));
      return effect(levels, Decimal.ZERO, q, q);
    case 'RELEASE':
      if (levels.reserved.lt(q)) throw new InsufficientReservedError(text(levels.reserved), text(q));
      return effect(levels, Decimal.ZERO, negate(q), q);
    case 'RELEASE_AND_SUBTRACT':
      if (levels.reserved.lt(q)) throw new InsufficientReservedError(text(levels.reserved), text(q));
      return effect(levels, negate(q), negate(q), q);
    case 'ADD_AND_RESERVE':
      return effect(levels, q, q, q);
  }
}

/** The receiving side of a TRANSFER: quantity += q. */
export function transferIn(levels: StockLevels, q: Decimal): MovementEffect {
  return effect(levels, q, Decimal.ZERO, q);
}

/**
 * A movement's `quantity` from the request: a number > 0 with at most 4 decimals, at most
 * MAX_MOVEMENT_QUANTITY. Checked here (not only by the request class) because 1e-7 has no "."
 * in its JSON form and would otherwise round to zero in the column.
 */
export function movementQuantity(field: string, value: unknown): Decimal {
  const q = Decimal.parse(field, value, QUANTITY_SCALE);
  if (!q.gt(Decimal.ZERO)) throw ValidationError.field(field, 'must be greater than 0');
  if (q.gt(MAX_MOVEMENT_QUANTITY)) throw ValidationError.field(field, `must be at most ${MAX_MOVEMENT_QUANTITY.toString()}`);
  return q;
}

function effect(before: StockLevels, quantityDelta: Decimal, reservedDelta: Decimal, recordedQuantity: Decimal): MovementEffect {
  const after = { quantity: before.quantity.plus(quantityDelta), reserved: before.reserved.plus(reservedDelta) };
  if (after.quantity.gt(MAX_STOCK_QUANTITY)) throw new StockLimitExceededError(MAX_STOCK_QUANTITY.toString());
  return { before, after, quantityDelta, reservedDelta, recordedQuantity };
}

function negate(d: Decimal): Decimal {
  return Decimal.ZERO.minus(d);
}
