import { PARTY_LIMITS } from '@backoffice/parties/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { Max, Min } from 'class-validator';
import { DecimalNumber, apply } from '../http/request-validators';

export { CalendarDate, DecimalNumber, RefId, Text, apply } from '../http/request-validators';

export const Rate = () => apply(DecimalNumber(PARTY_LIMITS.rateScale), Min(0), Max(100));
export const Money = (scale: number = PARTY_LIMITS.moneyScale) => apply(DecimalNumber(scale), Min(0), Max(PARTY_LIMITS.maxMoney));
/** Any finite number with at most `scale` decimals; signs and ranges are the domain's to judge (named tier errors). */
export const Amount = (scale: number) => apply(DecimalNumber(scale), Min(-PARTY_LIMITS.maxMoney), Max(PARTY_LIMITS.maxMoney));

export const decimalText = (value: number) => Decimal.of(value).toString();
export const decimalOrNull = (value: number | null | undefined) => (value === null || value === undefined ? null : decimalText(value));
/** An exact decimal string as a JSON number (null stays null). */
export function asNumber(value: string): number;
export function asNumber(value: string | null): number | null;
export function asNumber(value: string | null): number | null {
  return value === null ? null : Decimal.of(value).toNumber();
}
