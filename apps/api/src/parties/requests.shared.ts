import { PARTY_LIMITS } from '@backoffice/parties/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { IsInt, IsISO8601, IsString, Length, Matches, Max, Min, ValidateBy } from 'class-validator';

/** Applies several property decorators as one. */
export const apply =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** Decimal places of a JSON number, exponent forms included (1e-7 has 7). */
function decimalPlaces(value: number): number {
  const text = Decimal.of(value).normalised().toString();
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}

/**
 * A finite JSON number with at most `scale` decimals. class-validator's own
 * `IsNumber({ maxDecimalPlaces })` throws on exponent forms such as 1e-7 (a 500), so not that.
 */
export const DecimalNumber = (scale: number) =>
  ValidateBy({
    name: 'decimalNumber',
    constraints: [scale],
    validator: {
      validate: (value: unknown) => typeof value === 'number' && Number.isFinite(value) && decimalPlaces(value) <= scale,
      defaultMessage: () => `$property must be a number with at most ${scale} decimal places`,
    },
  });

// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
const NO_NUL = /^[^\u0000]*$/;

/** Text of `min`-`max` characters without NUL (PostgreSQL text cannot hold it). */
export const Text = (min: number, max: number) => apply(IsString(), Length(min, max), Matches(NO_NUL, { message: '$property must not contain NUL characters' }));

export const RefId = () => apply(IsInt(), Min(1), Max(2_147_483_647));
export const Rate = () => apply(DecimalNumber(PARTY_LIMITS.rateScale), Min(0), Max(100));
export const Money = (scale: number = PARTY_LIMITS.moneyScale) => apply(DecimalNumber(scale), Min(0), Max(PARTY_LIMITS.maxMoney));
/** Any finite number with at most `scale` decimals; signs and ranges are the domain's to judge (named tier errors). */
export const Amount = (scale: number) => apply(DecimalNumber(scale), Min(-PARTY_LIMITS.maxMoney), Max(PARTY_LIMITS.maxMoney));
/** YYYY-MM-DD and a real calendar day. */
export const CalendarDate = () => apply(Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '$property must be a date YYYY-MM-DD' }), IsISO8601({ strict: true }, { message: '$property must be a real date YYYY-MM-DD' }));

export const decimalText = (value: number) => Decimal.of(value).toString();
export const decimalOrNull = (value: number | null | undefined) => (value === null || value === undefined ? null : decimalText(value));
export const asNumber = (value: string | null) => (value === null ? null : Decimal.of(value).toNumber());
