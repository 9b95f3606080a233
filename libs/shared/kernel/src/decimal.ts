import { ValidationError } from './domain-error';

/**
 * Exact decimal arithmetic for money and quantities: a BigInt of units at a fixed scale. Never a
 * float in a total. Values travel as strings to PostgreSQL `numeric` columns and as JSON numbers
 * in the API (`toNumber` only at the edge, after rounding to the column's scale).
 */
export class Decimal {
  private constructor(
    private readonly units: bigint,
    private readonly scale: number,
  ) {}

  static readonly ZERO = new Decimal(0n, 0);

  static min(a: Decimal, b: Decimal): Decimal {
    return a.lte(b) ? a : b;
  }

  /** From a decimal string such as "-12.3400" or a JSON number such as 12.34 (no exponents beyond JS's plain form). */
  static of(value: string | number | bigint | Decimal): Decimal {
    if (value instanceof Decimal) return value;
    if (typeof value === 'bigint') return new Decimal(value, 0);
    const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
    const match = /^([+-])?(\d+)(?:\.(\d+))?$/.exec(text);
    if (!match) throw new Error(`not a decimal: ${String(value)}`);
    const [, sign, whole, fraction = ''] = match;
    const units = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
    return new Decimal(units, fraction.length);
  }

  /** Parses a request value, answering VALIDATION_ERROR on `field` when it is not a finite number with at most `maxScale` decimals. */
  static parse(field: string, value: unknown, maxScale: number): Decimal {
    if (typeof value !== 'number' && typeof value !== 'string') throw ValidationError.field(field, 'must be a number');
    let d: Decimal;
    try {
      d = Decimal.of(value);
    } catch {
      throw ValidationError.field(field, 'must be a number');
    }
    if (d.normalised().scale > maxScale) throw ValidationError.field(field, `must have at most ${maxScale} decimal places`);
    return d;
  }

  plus(other: Decimal | string | number): Decimal {
    const [a, b, scale] = align(this, Decimal.of(other));
    return new Decimal(a + b, scale);
  }

  minus(other: Decimal | string | number): Decimal {
    const [a, b, scale] = align(this, Decimal.of(other));
    return new Decimal(a - b, scale);
  }

  times(other: Decimal | string | number): Decimal {
    const o = Decimal.of(other);
    return new Decimal(this.units * o.units, this.scale + o.scale);
  }

  /** Division rounded half away from zero to `scale` decimals. */
  dividedBy(other: Decimal | string | number, scale: number): Decimal {
    const o = Decimal.of(other);
    if (o.units === 0n) throw new Error('division by zero');
    // this/o = (tu / 10^ts) / (ou / 10^os); scaled to `scale` decimals with one extra digit for rounding.
    const numerator = this.units * 10n ** BigInt(scale + 1 + o.scale);
    const denominator = o.units * 10n ** BigInt(this.scale);
    return new Decimal(numerator / denominator, scale + 1).round(scale);
  }

  /** Rounds half away from zero (the usual rule for agorot and cents). */
  round(scale: number): Decimal {
    if (scale >= this.scale) return new Decimal(this.units * 10n ** BigInt(scale - this.scale), scale);
    const factor = 10n ** BigInt(this.scale - scale);
    const half = factor / 2n;
    const magnitude = this.units < 0n ? -this.units : this.units;
    const rounded = (magnitude + half) / factor;
    return new Decimal(this.units < 0n ? -rounded : rounded, scale);
  }

  compare(other: Decimal | string | number): -1 | 0 | 1 {
    const [a, b] = align(this, Decimal.of(other));
    return a < b ? -1 : a > b ? 1 : 0;
  }

  eq(other: Decimal | string | number): boolean {
    return this.compare(other) === 0;
  }
  lt(other: Decimal | string | number): boolean {
    return this.compare(other) < 0;
  }
  lte(other: Decimal | string | number): boolean {
    return this.compare(other) <= 0;
  }
  gt(other: Decimal | string | number): boolean {
    return this.compare(other) > 0;
  }
  gte(other: Decimal | string | number): boolean {
    return this.compare(other) >= 0;
  }
  isZero(): boolean {
    return this.units === 0n;
  }
  isNegative(): boolean {
    return this.units < 0n;
  }

  /** Plain decimal text, e.g. "12.50" at scale 2; what goes into a `numeric` column. */
  toScale(scale: number): string {
    return this.round(scale).toString();
  }

  toString(): string {
    const negative = this.units < 0n;
    const digits = (negative ? -this.units : this.units).toString().padStart(this.scale + 1, '0');
    const whole = digits.slice(0, digits.length - this.scale);
    const fraction = this.scale > 0 ? `.${digits.slice(digits.length - this.scale)}` : '';
    return `${negative ? '-' : ''}${whole}${fraction}`;
  }

  /** For JSON answers; exact for every value a numeric(18,4) column can hold below 2^53 units. */
  toNumber(): number {
    return Number(this.normalised().toString());
  }

  /** Same value with trailing zero decimals removed. */
  normalised(): Decimal {
    let { units, scale } = this;
    while (scale > 0 && units % 10n === 0n) {
      units /= 10n;
      scale--;
    }
    return new Decimal(units, scale);
  }
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const as = a as unknown as { units: bigint; scale: number };
  const bs = b as unknown as { units: bigint; scale: number };
  const scale = Math.max(as.scale, bs.scale);
  return [as.units * 10n ** BigInt(scale - as.scale), bs.units * 10n ** BigInt(scale - bs.scale), scale];
}

function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`not a finite number: ${n}`);
  const text = String(n);
  if (!/e/i.test(text)) return text;
  // 1e-7 style: expand exactly from the shortest round-trip representation.
  const [mantissa, exponentText] = text.toLowerCase().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole, fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const plain =
    point <= 0 ? `0.${'0'.repeat(-point)}${digits}` : point >= digits.length ? digits + '0'.repeat(point - digits.length) : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return (negative ? '-' : '') + plain;
}
