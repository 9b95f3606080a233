import { Decimal, DomainError } from '@backoffice/shared/kernel';
import { StockLevels, applyMovement, available, movementQuantity, transferIn } from './stock-levels';
import { MOVEMENT_TYPES, MovementType } from './movement-type';

const levels = (quantity: string, reserved: string): StockLevels => ({ quantity: Decimal.of(quantity), reserved: Decimal.of(reserved) });
const d = Decimal.of;
const plain = (e: ReturnType<typeof applyMovement>) => ({
  quantity: e.after.quantity.normalised().toString(),
  reserved: e.after.reserved.normalised().toString(),
  quantityDelta: e.quantityDelta.normalised().toString(),
  reservedDelta: e.reservedDelta.normalised().toString(),
  recorded: e.recordedQuantity.normalised().toString(),
});
const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as DomainError).code;
  }
};

describe('applyMovement', () => {
  const start = levels('10', '3'); // available 7

  it.each<[MovementType, string, ReturnType<typeof plain>]>([
    ['ADD', '2.5', { quantity: '12.5', reserved: '3', quantityDelta: '2.5', reservedDelta: '0', recorded: '2.5' }],
    ['SUBTRACT', '7', { quantity: '3', reserved: '3', quantityDelta: '-7', reservedDelta: '0', recorded: '7' }],
    ['ADJUST', '4', { quantity: '4', reserved: '3', quantityDelta: '-6', reservedDelta: '0', recorded: '-6' }],
    ['ADJUST', '15', { quantity: '15', reserved: '3', quantityDelta: '5', reservedDelta: '0', recorded: '5' }],
    ['TRANSFER', '7', { quantity: '3', reserved: '3', quantityDelta: '-7', reservedDelta: '0', recorded: '7' }],
    ['RESERVE', '7', { quantity: '10', reserved: '10', quantityDelta: '0', reservedDelta: '7', recorded: '7' }],
    ['RELEASE', '3', { quantity: '10', reserved: '0', quantityDelta: '0', reservedDelta: '-3', recorded: '3' }],
    ['RELEASE_AND_SUBTRACT', '2', { quantity: '8', reserved: '1', quantityDelta: '-2', reservedDelta: '-2', recorded: '2' }],
    ['ADD_AND_RESERVE', '0.0001', { quantity: '10.0001', reserved: '3.0001', quantityDelta: '0.0001', reservedDelta: '0.0001', recorded: '0.0001' }],
  ])('%s of %s moves the counters as the contract says', (type, q, expected) => {
    expect(plain(applyMovement(start, type, d(q)))).toEqual(expected);
  });

  it.each<[MovementType, string, string]>([
    ['SUBTRACT', '7.0001', 'INSUFFICIENT_STOCK'],
    ['TRANSFER', '8', 'INSUFFICIENT_STOCK'],
    ['RESERVE', '7.5', 'INSUFFICIENT_STOCK'],
    ['RELEASE', '3.0001', 'INSUFFICIENT_RESERVED'],
    ['RELEASE_AND_SUBTRACT', '4', 'INSUFFICIENT_RESERVED'],
    ['ADJUST', '2.9999', 'QUANTITY_BELOW_RESERVED'],
    ['ADD', '100000000000', 'STOCK_LIMIT_EXCEEDED'],
    ['ADD_AND_RESERVE', '99999999991', 'STOCK_LIMIT_EXCEEDED'],
  ])('rejects %s of %s with %s', (type, q, code) => {
    expect(codeOf(() => applyMovement(start, type, d(q)))).toBe(code);
  });

  it('keeps quantity >= reserved >= 0 and the deltas exact for every accepted movement', () => {
    for (const type of MOVEMENT_TYPES) {
      for (const q of ['0.0001', '1', '3', '7', '10']) {
        let e;
        try {
          e = applyMovement(start, type, d(q));
        } catch {
          continue;
        }
        expect(e.after.reserved.isNegative()).toBe(false);
        expect(available(e.after).isNegative()).toBe(false);
        expect(e.before.quantity.plus(e.quantityDelta).eq(e.after.quantity)).toBe(true);
        expect(e.before.reserved.plus(e.reservedDelta).eq(e.after.reserved)).toBe(true);
      }
    }
  });

  it('receives a TRANSFER on the target as quantity += q', () => {
    expect(plain(transferIn(levels('0', '0'), d('4.25')))).toEqual({ quantity: '4.25', reserved: '0', quantityDelta: '4.25', reservedDelta: '0', recorded: '4.25' });
  });
});

describe('movementQuantity', () => {
  it('accepts a positive number with up to 4 decimals', () => {
    expect(movementQuantity('quantity', 1.2345).toString()).toBe('1.2345');
  });
  it.each([[0], [-1], [1e-7], [1.23456], [null], [Number.NaN], [1e10], [Number.MAX_VALUE]])('rejects %p with VALIDATION_ERROR', (value) => {
    expect(codeOf(() => movementQuantity('quantity', value))).toBe('VALIDATION_ERROR');
  });
});
