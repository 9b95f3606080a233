import { PARTY_LIMITS } from '@backoffice/parties/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { IsInt, IsISO8601, IsNumber, Matches, Max, Min } from 'class-validator';

/** Applies several property decorators as one. */
export const apply =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

export const RefId = () => apply(IsInt(), Min(1), Max(2_147_483_647));
export const Rate = () => apply(IsNumber({ maxDecimalPlaces: PARTY_LIMITS.rateScale, allowNaN: false, allowInfinity: false }), Min(0), Max(100));
export const Money = (scale: number = PARTY_LIMITS.moneyScale) => apply(IsNumber({ maxDecimalPlaces: scale, allowNaN: false, allowInfinity: false }), Min(0), Max(PARTY_LIMITS.maxMoney));
/** Any finite number with at most `scale` decimals; signs and ranges are the domain's to judge (named tier errors). */
export const Amount = (scale: number) => apply(IsNumber({ maxDecimalPlaces: scale, allowNaN: false, allowInfinity: false }), Min(-PARTY_LIMITS.maxMoney), Max(PARTY_LIMITS.maxMoney));
/** YYYY-MM-DD and a real calendar day. */
export const CalendarDate = () => apply(Matches(/^\d{4}-\d{2}-\d{2}$/, { message: '$property must be a date YYYY-MM-DD' }), IsISO8601({ strict: true }, { message: '$property must be a real date YYYY-MM-DD' }));

export const decimalText = (value: number) => Decimal.of(value).toString();
export const decimalOrNull = (value: number | null | undefined) => (value === null || value === undefined ? null : decimalText(value));
export const asNumber = (value: string | null) => (value === null ? null : Decimal.of(value).toNumber());
