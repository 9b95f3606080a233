import { Decimal } from '@backoffice/shared/kernel';
import { Candidate, capped, decide, Finding, ParseContext } from './candidates';
import { maskDates } from './dates';
import { confidenceOf, isHebrew as hasHebrew, Line } from './layout-lines';
import { moneyIn } from './money';
import { israeliVatRates } from './vat-rates';

/** What an amount's line says it is. */
export type AmountRole = 'total' | 'weak-total' | 'net' | 'vat' | 'service' | 'tip' | 'payment' | 'balance' | 'carried' | 'discount' | 'other';

/** Checked in this order: the first that matches names the line. */
const ROLES: [AmountRole, RegExp][] = [
  ['carried', /(העברה\s*(?:ל|מ)|carried|brought\s*forward|\bb\/f\b|\bc\/f\b)/i],
  ['tip', /(\btips?\b|gratuity|טיפ|(?<![א-ת])תשר(?![א-ת]))/i],
  ['balance', /(balance(?!\s*due)|יתרה(?!\s*לתשלו[םס])|previous|קודמת)/i],
  [
    'payment',
    /(מזומן|\bcash\b|אשראי|visa|master\s?card|amex|ויזה|מאסטרקארד|ישראכרט|\bcard\b|tend|change|עודף|payment\s*received|paid\s*(?:with|by)|cheque|צ'ק|\bbit\b|ביט|credits?\b|deposit|down\s*payment|advance\s*payment|prepaid|already\s*paid|מקדמה|שולם\s*מראש)/i,
  ],
  ['discount', /(discount|הנחה|coupon|קופון)/i],
  ['other', /((?:vat|מע"?מ)\s*(?:reg|no\b|number|id)|company\s*no|ח\.?פ\.?\s*\d)/i],
  [
    'net',
    /(לפני|ללא\s*מע"?[מס]|subtotal|sub-total|sub\s+total|\bnet\b|before\s*(?:vat|tax|rounding)|pre-?tax|excl|סה"?[כב]\s*(?:מנות|שורות|חיובים|ביניים|פריטים)|\bitems\b|current\s*charges)/i,
  ],
  ['total', /((?:סה"?[כב]|total|סכום)[^\d]{0,12}(?:[כב]ולל|incl)|(?:[כב]ולל|incl)[^\d]{0,12}(?:סה"?[כב]|total))/i],
  ['service', /(דמי\s*שירות|שירות\s*\d|service\s*(?:charge|\d)|^service\b)/i],
  ['vat', /(מע"?[מס]|\bvat\b|\btax\b|sales\s*tax|\btva\b|mwst|\bust\b|\biva\b|\bgst\b)/i],
  [
    'total',
    /(סה"?[כב]\s*לתשלו[םס]|לתשלו[םס]|סה"?[כב]\s*התקבל|סה"?[כב]\s*זי[כב]וי|total\s*(?:due|to\s*pay|payable|amount|charges|charged)|amount\s*(?:due|payable|to\s*pay|paid|charged)|balance\s*due|grand\s*total|invoice\s*total|\bpaid\b|please\s*pay|\bto\s*pay\b)/i,
  ],
  ['weak-total', /(סה"?[כב]|סהכ|\btotal\b|\bsum\b|הסך|(?<![א-ת])סך(?![א-ת])|\bamount\b)/i],
];

export function roleOf(line: string): AmountRole {
  // A row of percentages with amounts is a tip guide or a rate table, never the total.
  if ((line.match(/\d\s?%/g) ?? []).length >= 2 && !/(מע"?מ|vat|tax)/i.test(line)) return 'tip';
  for (const [role, re] of ROLES) {
    if (!re.test(line)) continue;
    // "Including VAT" with no rate, its "total" word illegible, is the gross amount.
    if (role === 'vat' && /([כב]ולל|incl)/i.test(line) && !/%/.test(line)) return 'weak-total';
    return role;
  }
  return 'other';
}

interface Amount {
  value: Decimal;
  role: AmountRole;
  line: Line;
  conf: number;
  /** A rate the line states ("VAT 18%"). */
  rate?: number;
}

const CREDIT = /(חשבונית\s*זיכוי|credit\s*note|credit\s*memo|זיכוי\s*מס)/i;

/** Every amount with cents, with its line's role; a line's label is its text less its numbers. */
export function amountsOf(ctx: ParseContext): Amount[] {
  const out: Amount[] = [];
  for (const line of ctx.lines) {
    const masked = maskDates(line.text);
    const label = (text: string) => text.replace(/\d[\d.,]*(?!\s?%)/g, (n) => (/%/.test(n) ? n : ' '));
    const role = roleOf(label(masked));
    const rate = /(\d{1,2}(?:\.\d{1,3})?)\s?%/.exec(masked);
    const money = moneyIn(masked);
    money.forEach((m, k) => {
      if (!m.cents) return;
      // Two labelled amounts on one row ("VAT 18% 14.64   Service 10% 9.60"): each amount is named by the words just before it.
      const own = money.length > 1 ? ownLabel(masked.slice(k > 0 ? money[k - 1].end : 0, m.start), hasHebrew(masked)) : undefined;
      const ownRate = own && /(\d{1,2}(?:\.\d{1,3})?)\s?%/.exec(own.text);
      out.push({
        value: m.value,
        role: own?.role ?? role,
        line,
        conf: ctx.ocr ? confidenceOf(line, m.start, m.end) : 1,
        rate: own ? (ownRate ? Number(ownRate[1]) : undefined) : rate ? Number(rate[1]) : undefined,
      });
    });
  }
  return out;
}

/**
 * The label between two amounts of a line, when it names the second one: letters of the line's
 * own script (a Latin word in a right-to-left line may belong to the amount before it), and a role.
 */
function ownLabel(between: string, rtl: boolean): { role: AmountRole; text: string } | undefined {
  const letters = (between.match(rtl ? /[א-ת]/g : /[A-Za-z]/g) ?? []).length;
  if (letters < 2) return undefined;
  const role = roleOf(between.replace(/\d[\d.,]*(?![\d.,]*\s?%)/g, ' '));
  return role === 'other' ? undefined : { role, text: between };
}

export interface AmountFindings {
  total?: Finding<Decimal>;
  tax?: Finding<Decimal>;
  /** Lines the total was read from, where a currency sign counts most. */
  totalLines: Set<number>;
}

/**
 * The total and the VAT, chosen together. The total is the largest amount on a total line that
 * the rest of the document agrees with: net + VAT = total, or the VAT is the document's rate of
 * it (of it less a service charge or tip). The VAT is kept only when it fits such an amount at
 * the rate its line states or, for shekels, the Israeli rate in force on the document's date.
 * On a credit note both are negative.
 */
export function findAmounts(ctx: ParseContext, date: string | undefined, currency: string | undefined): AmountFindings {
  const amounts = amountsOf(ctx);
  const vats = amounts.filter((a) => a.role === 'vat' && !a.value.isZero()).map((a) => ({ ...a, value: abs(a.value) }));
  const nets = amounts.filter((a) => a.role === 'net').map((a) => abs(a.value));
  const extras = amounts.filter((a) => a.role === 'service' || a.role === 'tip').map((a) => abs(a.value));
  const ratesOf = (a: Amount) => (a.rate !== undefined ? [a.rate] : currency === 'ILS' || currency === undefined ? israeliVatRates(date) : []);

  const documentRates = [...new Set([...vats.flatMap(ratesOf), ...(currency === 'ILS' || currency === undefined ? israeliVatRates(date) : [])])];
  /** How far the rest of the document agrees that `value` is the total. */
  const agreement = (value: Decimal): number => {
    if (vats.some((v) => nets.some((n) => n.plus(v.value).compare(value) === 0))) return 0.3;
    if (vats.some((v) => [value, ...extras.map((e) => value.minus(e))].some((b) => ratesOf(v).some((r) => fits(v.value, b, r))))) return 0.2;
    // The VAT amount illegible: the net grossed up at the rate.
    if (nets.some((n) => documentRates.some((r) => fits(value.minus(n), n, r)))) return 0.15;
    return 0;
  };
  const candidates: Candidate<Decimal>[] = [];
  for (const a of amounts) {
    const base = { total: 0.7, 'weak-total': 0.5, payment: 0.25, other: 0.15 }[a.role as string];
    if (base === undefined || a.value.isZero()) continue;
    const value = abs(a.value);
    let agreed = agreement(value);
    let chosen = value;
    // OCR reads the ₪ before a total as digits ("₪36.00" as "1436.00"): a shorter reading that the document agrees with wins.
    if (agreed === 0 && (a.role === 'total' || a.role === 'weak-total')) {
      for (const shorter of withoutLeadingDigits(value)) {
        const s = agreement(shorter);
        if (s > 0) {
          [agreed, chosen] = [s - 0.05, shorter];
          break;
        }
      }
    }
    // Checked: on a total line, and net + VAT = total or the VAT line is the rate's share of it (as read, not repaired).
    const checked = (a.role === 'total' || a.role === 'weak-total') && chosen === value && agreed >= 0.2;
    candidates.push({ value: chosen, score: (base + agreed) * (0.6 + 0.4 * a.conf), line: a.line.index, why: `${a.role} +${agreed}`, checked });
  }
  // Two different amounts that the VAT agrees with (a total before and after a tip): which is the total is not checked.
  const agreeing = new Set(candidates.filter((c) => c.checked).map((c) => c.value.toScale(2)));
  if (agreeing.size > 1) for (const c of candidates) c.checked = false;
  // A different amount on a later line with a strong total label (a rounded total to pay): the last word is not checked either.
  for (const c of candidates) {
    if (c.checked && candidates.some((o) => o.line > c.line && o.why.startsWith('total ') && o.value.compare(c.value) !== 0)) c.checked = false;
  }
  // The largest of the strongest: a grand total over a subtotal that shares its label.
  const top = Math.max(0, ...candidates.map((c) => c.score));
  const strong = candidates.filter((c) => c.score >= top - 0.05);
  const largest = strong.reduce<Decimal | undefined>((m, c) => (m === undefined || c.value.gt(m) ? c.value : m), undefined);
  for (const c of candidates) if (largest && c.value.compare(largest) === 0) c.score += 0.05;
  const total = decide(candidates, (v) => v.toScale(2));

  const taxCandidates: Candidate<Decimal>[] = [];
  for (const v of vats) {
    if (total && v.value.gte(total.value)) continue;
    const bases = [...(total ? [total.value, ...extras.map((e) => total.value.minus(e))] : []), ...nets];
    // It must be the rate's share of an amount of the document; net + VAT = total alone settles it only when no rate is known.
    const rates = ratesOf(v);
    const sums = total !== undefined && nets.some((n) => n.plus(v.value).compare(total.value) === 0);
    const fitting = bases.some((b) => rates.some((r) => fits(v.value, b, r)));
    // Checked: the rate's share of the total (of it less a service charge or tip), or net + VAT = total.
    const ofTotal = total !== undefined && [total.value, ...extras.map((e) => total.value.minus(e))].some((b) => rates.some((r) => fits(v.value, b, r)));
    let score = 0.3;
    if (fitting) score = sums ? 0.95 : 0.9;
    else if (sums && rates.length === 0) score = 0.75;
    taxCandidates.push({ value: v.value, score: score * (0.6 + 0.4 * v.conf), line: v.line.index, why: 'vat line', checked: ofTotal || (sums && fitting) });
  }
  // The VAT line is there but its amount illegible: total less net, when it is the rate's share.
  if (total && taxCandidates.every((c) => c.score < 0.9) && ctx.lines.some((l) => roleOf(l.text) === 'vat')) {
    for (const n of nets) {
      const v = total.value.minus(n);
      if (v.gt(Decimal.ZERO) && documentRates.some((r) => fits(v, n, r))) taxCandidates.push({ value: v, score: 0.7, line: -1, why: 'total less net' });
    }
  }
  const tax = decide(taxCandidates, (v) => v.toScale(2));

  const credit = ctx.lines.some((l) => CREDIT.test(l.text));
  const signed = (f: Finding<Decimal> | undefined) =>
    f && { value: credit ? Decimal.ZERO.minus(f.value) : f.value, confidence: capped(f.confidence, f.checked), checked: f.checked };
  const totalLines = new Set(total ? candidates.filter((c) => c.value.compare(total.value) === 0).map((c) => c.line) : []);
  return { total: signed(total), tax: signed(tax), totalLines };
}

/** The amount without one or two leading digits (a currency sign OCR read as digits). */
function withoutLeadingDigits(value: Decimal): Decimal[] {
  const text = value.toScale(2);
  const out: Decimal[] = [];
  for (const cut of [1, 2]) if (text.length - cut >= 4 && /^\d/.test(text.slice(cut))) out.push(Decimal.of(text.slice(cut)));
  return out;
}

function abs(d: Decimal): Decimal {
  return d.isNegative() ? Decimal.ZERO.minus(d) : d;
}

const TOLERANCE = Decimal.of('0.02');

/** Whether `vat` is `rate`% of `base` taken as net, or the VAT part of `base` taken as gross. */
export function fits(vat: Decimal, base: Decimal, rate: number): boolean {
  if (rate <= 0 || rate > 30 || base.lte(vat)) return false;
  const r = Decimal.of(rate);
  const ofNet = base.times(r).dividedBy(100, 4);
  const ofGross = base.times(r).dividedBy(r.plus(100), 4);
  return [ofNet, ofGross].some((expected) => expected.minus(vat).round(4).compare(TOLERANCE) <= 0 && vat.minus(expected).round(4).compare(TOLERANCE) <= 0);
}
