import { Decimal } from '@backoffice/shared/kernel';

/** An amount written in a line. */
export interface Money {
  value: Decimal;
  /** Written with two decimals ("12.50", "12,50"): money more surely than a bare integer. */
  cents: boolean;
  start: number;
  end: number;
}

// Digits with optional thousands groups and two decimals (either convention), an optional sign
// or parentheses, an optional currency sign. Not glued to letters (INV-2025), not a percentage,
// a time or part of a longer number.
const MONEY = /(?<![\p{L}\d.,/:#*-])(-\s?|\()?(?:[₪$€£]\s?)?(\d{1,3}(?:[,.]\d{3})+|\d+)(?:([.,])(\d{2}))?(?![\d%/:\p{L}]|[.,]\d|\s?%)(\)|-(?![\d\p{L}]))?/gu;

/**
 * Amounts in a line: "1,234.50", "1.234,50 €", "₪99.90", "-230.10", "(45.00)", "120.00-".
 * Dates should be masked first (`maskDates`).
 */
export function moneyIn(text: string): Money[] {
  const found: Money[] = [];
  for (const m of text.matchAll(MONEY)) {
    const [all, open, whole, , cents, close] = m;
    const digits = whole.replace(/[,.]/g, '');
    if (digits.length > 10) continue;
    // "1.234" or "1,234" without cents is a grouped integer; "12.345" with three decimals is not money.
    const negative = (open?.startsWith('-') ?? false) || (open === '(' && close === ')') || close === '-';
    const value = Decimal.of(`${negative ? '-' : ''}${digits}${cents ? `.${cents}` : ''}`);
    found.push({ value, cents: cents !== undefined, start: m.index ?? 0, end: (m.index ?? 0) + all.length });
  }
  return found;
}

/** The amount as the API shows it: two decimals, exact. */
export function twoDecimals(value: Decimal): string {
  return value.toScale(2);
}
