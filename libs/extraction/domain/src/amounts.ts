import { Decimal } from '@backoffice/shared/kernel';

export interface AmountMatch {
  value: Decimal;
  /** Written with decimals ("12.50"): more likely money than a bare integer. */
  hasCents: boolean;
  index: number;
}

// A number with optional thousands groups (comma or dot) and optional cents; not part of a date, id or percentage.
const NUMBER = /(?<![\d.,\-/A-Za-z\u0590-\u05ff])(\d{1,3}(?:[,.]\d{3})+|\d+)(?:([.,])(\d{2}))?(?![\d%/]|[.,]\d|\s?%|-\d)/g;

/**
 * Amounts written in a line: "1,234.50", "1.234,50", "1234", "₪99.90". Percentages
 * and numbers glued to letters (ids such as INV-2025) are not amounts.
 */
export function amountsIn(line: string): AmountMatch[] {
  const found: AmountMatch[] = [];
  for (const m of line.matchAll(NUMBER)) {
    const [, whole, , cents] = m;
    const digits = whole.replace(/[,.]/g, '');
    if (digits.length > 12) continue;
    const text = cents ? `${digits}.${cents}` : digits;
    found.push({ value: Decimal.of(text), hasCents: cents !== undefined, index: m.index ?? 0 });
  }
  return found;
}

/** The amount as the API shows it: two decimals, exact. */
export function money(value: Decimal): string {
  return value.toScale(2);
}
