import { Decimal } from '@backoffice/shared/kernel';
import { IsInt, IsString, Length, Matches, Max, Min, ValidateBy } from 'class-validator';

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

/** A numeric id of another record: a positive whole number that fits the id columns. */
export const RefId = () => apply(IsInt(), Min(1), Max(2_147_483_647));

/** Exactly `YYYY-MM-DD` and a real day of the calendar (no 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const CalendarDate = () =>
  ValidateBy({
    name: 'calendarDate',
    validator: { validate: isCalendarDate, defaultMessage: () => '$property must be a real date written YYYY-MM-DD' },
  });
