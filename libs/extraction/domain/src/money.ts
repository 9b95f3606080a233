import { Decimal } from '@backoffice/shared/kernel';

/** An amount written in a line. */
export interface Money {
  value: Decimal;
  /** Written with two decimals ("12.50", "12,50"): money more surely than a bare integer. */
  cents: boolean;
  /** Thousands grouped by a space ("3 136,00"): read whole, never as sure as a figure written in one piece. */
  spaced?: boolean;
  start: number;
  end: number;
}

// Digits with optional thousands groups and two decimals (either convention), an optional sign
// or parentheses, an optional currency sign. Not glued to letters (INV-2025), not a percentage,
// a time or part of a longer number. Thousands grouped by a comma, a stop or, as in Switzerland,
// an apostrophe ("8'555.90"); a whole amount written with a dash for its cents ("1,450.-", "120,-");
// by a space (or a no-break space) only before a decimal comma and its two cents ("3 136,00 Kč",
// "12 480,50 €": Czech, French, Nordic notation), never before a decimal point ("2 136.00" may be a
// quantity and a price).
const MONEY =
  /(?<![\p{L}\d.,/:#*-]|\d')(-\s?|\()?(?:[₪$€£]\s?)?(\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?=,\d{2}(?!\d))|\d{1,3}(?:[,.]\d{3})+|\d{1,3}(?:'\d{3})+|\d+)(?:([.,])(\d{2}|-(?![\d\p{L}])))?(?![\d%/:\p{L}]|'\d|[.,]\d|\s?%)(\)|-(?![\d\p{L}]))?/gu;

/**
 * Amounts in a line: "1,234.50", "1.234,50 €", "₪99.90", "-230.10", "(45.00)", "120.00-".
 * Dates should be masked first (`maskDates`).
 */
export function moneyIn(text: string, summary = false): Money[] {
  const found: Money[] = [];
  // Right after a currency's code or sign, thousands grouped by a space before a decimal point too ("EUR 1 728.00", "€ 12 480.50"): no quantity stands
  // between a currency and its amount. (Or, on a summary's line, right after its label with the currency after it, "Total due 32 615.20 ILS": no quantity
  // stands between a total's label and its amount, as one may between an item's name and its price.)
  const spaced = [...text.matchAll(SPACED_AFTER_CURRENCY), ...(summary ? [...text.matchAll(SPACED_AFTER_LABEL)] : [])];
  const afterCurrency = spaced.map((m) => {
    const start = (m.index ?? 0) + m[0].length - (m[2]?.length ?? 0) - m[1].length;
    return { value: Decimal.of(m[1].replace(/[ \u00a0\u202f]/g, '')), cents: true, start, end: start + m[1].length };
  });
  found.push(...afterCurrency);
  for (const m of text.matchAll(MONEY)) {
    const [all, open, whole, , written, close] = m;
    if (afterCurrency.some((a) => (m.index ?? 0) < a.end && a.start < (m.index ?? 0) + all.length)) continue;
    const digits = whole.replace(/[,.' \u00a0\u202f]/g, '');
    // "1,450.-": whole, with its cents written as a dash.
    const cents = written === '-' ? '00' : written;
    if (digits.length > 10) continue;
    // "1.234" or "1,234" without cents is a grouped integer; "12.345" with three decimals is not money.
    // A dash with a space after it, after another word or number of the line ("פייבוקס · 06.01.2026 · 1,994.20" read with dashes), is a separator, not a sign.
    const before = text.slice(0, m.index ?? 0);
    const separator = open !== undefined && /^-\s/.test(open) && /[^\s:]\s+$/.test(before);
    const negative = (open?.startsWith('-') && !separator) || (open === '(' && close === ')') || close === '-';
    const value = Decimal.of(`${negative ? '-' : ''}${digits}${cents ? `.${cents}` : ''}`);
    found.push({ value, cents: cents !== undefined, ...(/\s/.test(whole) ? { spaced: true } : {}), start: m.index ?? 0, end: (m.index ?? 0) + all.length });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** A currency's code or sign, then an amount whose thousands a space groups, with a decimal point and two cents. */
const SPACED_AFTER_CURRENCY = /(?:(?<![\p{L}])(?:EUR|USD|GBP|ILS|NIS|CHF)|[₪$€£])\s?(\d{1,3}(?:[ \u00a0\u202f]\d{3})+\.\d{2})(?![\d%\p{L}])/gu;
/** A line's first number (but a rate, "VAT 18%"), right after its label's words, an amount whose thousands a space groups, with the currency's code or sign after it. */
const SPACED_AFTER_LABEL = /^(?:[^\d]|\d{1,2}(?:[.,]\d{1,2})?\s?%)*?[\p{L}%:)]\s+(\d{1,3}(?:[ \u00a0\u202f]\d{3})+\.\d{2})(\s?(?:EUR|USD|GBP|ILS|NIS|CHF|[₪$€£])(?![\p{L}\d]))/gu;

/**
 * An amount given for information in another currency or at a rate ("For information: USD 643.76 at
 * 3.725", "≈ $120", "שווה ערך"): from this marker on, a line's amounts and signs are not the document's.
 */
const EQUIVALENT =
  /(for\s+(?:your\s+)?information|for\s+reference\s+only|equivalent|approx(?:imately|\.)?|\bapprox\b|≈|לידיעה|לידיעתך|לידיעתכם|שווה\s*ערך|בקירוב|exchange\s+rate|conversion\s+rate|שער\s*(?:ה?המרה|יציג|חליפין))/i;
/**
 * So is another currency's code with the rate it converts at, "Total NAf @ 1.78 804.60" under a Curaçao
 * bill's "TOTAL USD 452.02", its "@" perhaps recognised as a "6" before the rate (a code in capitals, as
 * printed: "pcs @ 3.50" is an item's price).
 */
const AT_RATE = /\b(?:NAf|Cg|[A-Z]{3})\s*(?:@|\b(?:at|AT)\b|6(?=\s+\d[.,]\d{2,4}\s))\s*\d{1,4}[.,]\d{2,4}\b(?!\s*%)/;

/** Where a line's amounts given for information begin (EQUIVALENT, AT_RATE), if they do. */
export function equivalentAt(text: string): number | undefined {
  const at = [EQUIVALENT.exec(text)?.index, AT_RATE.exec(text)?.index].filter((i) => i !== undefined);
  return at.length > 0 ? Math.min(...at) : undefined;
}

/** The amount as the API shows it: two decimals, exact. */
export function twoDecimals(value: Decimal): string {
  return value.toScale(2);
}
