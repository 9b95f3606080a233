/**
 * Notations the third held-out set prints beyond those of ../generalisation/kit.ts (whose seeded
 * randomness, valid tax ids, VAT rates and common notations it shares): dates without leading
 * zeros or with Hebrew month names, amounts with the shekel sign, "ש"ח" or "NIS" on either side,
 * whole shekels, amounts spelt out in Hebrew and English words, personal ids, phones, and numbers
 * that look like ids.
 */
import { amount, checkDigit, DateStyle, EN_MONTHS, formatDate, HE_MONTHS, Rng } from '../generalisation/kit';

export type Style = DateStyle | 'D.M.Y' | 'D/M/Y' | 'D.M.y' | 'Y.m.d' | 'D Mon Y' | 'DD-Mon-Y' | 'Mon D Y' | 'he-long' | 'D בMonth Y';

export function day(iso: string, style: Style): string {
  const [Y, m, d] = iso.split('-');
  const mon = EN_MONTHS[Number(m) - 1].slice(0, 3);
  switch (style) {
    case 'D.M.Y':
      return `${Number(d)}.${Number(m)}.${Y}`;
    case 'D/M/Y':
      return `${Number(d)}/${Number(m)}/${Y}`;
    case 'D.M.y':
      return `${Number(d)}.${Number(m)}.${Y.slice(2)}`;
    case 'Y.m.d':
      return `${Y}.${m}.${d}`;
    case 'D Mon Y':
      return `${Number(d)} ${mon.toUpperCase()} ${Y}`;
    case 'DD-Mon-Y':
      return `${d}-${mon}-${Y}`;
    case 'Mon D Y':
      return `${mon} ${Number(d)} ${Y}`;
    case 'he-long':
      return `${Number(d)} ל${HE_MONTHS[Number(m) - 1]} ${Y}`;
    case 'D בMonth Y':
      return `${Number(d)} ב${HE_MONTHS[Number(m) - 1]}, ${Y}`;
    default:
      return formatDate(iso, style);
  }
}

/** "₪1,234.50" */
export const shekel = (cents: number) => (cents < 0 ? `-₪${amount(-cents)}` : `₪${amount(cents)}`);
/** "1,234.50 ש"ח" */
export const shach = (cents: number) => `${amount(cents)} ש"ח`;
/** "NIS 1,234.50" */
export const nis = (cents: number) => `NIS ${amount(cents)}`;
/** "1,234" for whole shekels, "1,234.50" otherwise. */
export const whole = (cents: number) => (cents % 100 === 0 ? amount(cents).slice(0, -3) : amount(cents));

/** A valid Israeli personal id (ת"ז): customers, patients and payers print theirs. */
export function personalId(rng: Rng): string {
  const base = String(rng.int(0, 3)) + rng.digits(7);
  return base + checkDigit(base);
}

/** A valid id of a public body (local authorities, 50…). */
export function publicBodyId(rng: Rng): string {
  const base = '500' + rng.digits(5);
  return base + checkDigit(base);
}

/** Nine digits that fail the id check: policy, account and contract numbers. */
export function nineDigitsNotId(rng: Rng): string {
  const base = rng.pick(['2', '6', '9']) + rng.digits(7);
  return base + String((Number(checkDigit(base)) + rng.int(1, 9)) % 10);
}

export function phone(rng: Rng): string {
  return rng.chance(0.5)
    ? `0${rng.pick(['2', '3', '4', '8', '9'])}-${rng.int(5, 9)}${rng.digits(6)}`
    : `05${rng.pick(['0', '2', '3', '4', '8'])}-${rng.digits(3)}-${rng.digits(4)}`;
}

// ---- amounts in words ----

const HE_UNITS = ['', 'אחד', 'שניים', 'שלושה', 'ארבעה', 'חמישה', 'שישה', 'שבעה', 'שמונה', 'תשעה'];
const HE_TEENS = ['עשרה', 'אחד עשר', 'שנים עשר', 'שלושה עשר', 'ארבעה עשר', 'חמישה עשר', 'שישה עשר', 'שבעה עשר', 'שמונה עשר', 'תשעה עשר'];
const HE_TENS = ['', '', 'עשרים', 'שלושים', 'ארבעים', 'חמישים', 'שישים', 'שבעים', 'שמונים', 'תשעים'];
const HE_HUNDREDS = ['', 'מאה', 'מאתיים', 'שלוש מאות', 'ארבע מאות', 'חמש מאות', 'שש מאות', 'שבע מאות', 'שמונה מאות', 'תשע מאות'];
const HE_THOUSANDS = ['', 'אלף', 'אלפיים', 'שלושת אלפים', 'ארבעת אלפים', 'חמשת אלפים', 'ששת אלפים', 'שבעת אלפים', 'שמונת אלפים', 'תשעת אלפים', 'עשרת אלפים'];

/** The parts of 0-999 in masculine Hebrew. */
function heBelowThousand(n: number): string[] {
  const parts: string[] = [];
  if (n >= 100) parts.push(HE_HUNDREDS[Math.floor(n / 100)]);
  const rest = n % 100;
  if (rest >= 20) {
    parts.push(HE_TENS[Math.floor(rest / 10)]);
    if (rest % 10) parts.push(HE_UNITS[rest % 10]);
  } else if (rest >= 10) parts.push(HE_TEENS[rest - 10]);
  else if (rest) parts.push(HE_UNITS[rest]);
  return parts;
}

/** "אלף מאתיים שלושים וארבעה" (whole numbers below a million). */
export function heWords(n: number): string {
  if (n === 0) return 'אפס';
  const thousands = Math.floor(n / 1000);
  const parts: string[] = [];
  if (thousands) parts.push(thousands <= 10 ? HE_THOUSANDS[thousands] : `${heBelowThousand(thousands).join(' ')} אלף`);
  parts.push(...heBelowThousand(n % 1000));
  if (parts.length > 1) parts[parts.length - 1] = `ו${parts[parts.length - 1]}`;
  return parts.join(' ');
}

/** "אלף ומאתיים שקלים חדשים ו-50 אגורות" */
export function heAmountInWords(cents: number): string {
  const shekels = Math.floor(cents / 100);
  const agorot = cents % 100;
  return `${heWords(shekels)} שקלים חדשים${agorot ? ` ו-${agorot} אגורות` : ''}`;
}

const EN_UNITS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function enBelowThousand(n: number): string {
  const parts: string[] = [];
  if (n >= 100) parts.push(`${EN_UNITS[Math.floor(n / 100)]} hundred`);
  const rest = n % 100;
  if (rest >= 20) parts.push(EN_TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${EN_UNITS[rest % 10]}` : ''));
  else if (rest) parts.push(EN_UNITS[rest]);
  return parts.join(' and ');
}

/** "Twelve thousand four hundred and five" (below a million). */
export function enWords(n: number): string {
  if (n === 0) return 'Zero';
  const thousands = Math.floor(n / 1000);
  const text = [thousands ? `${enBelowThousand(thousands)} thousand` : '', enBelowThousand(n % 1000)].filter(Boolean).join(' ');
  return text[0].toUpperCase() + text.slice(1);
}

/** "Twelve thousand four hundred and five new shekels and 50 agorot" */
export function enAmountInWords(cents: number, unit: string, minor: string): string {
  const units = Math.floor(cents / 100);
  const rest = cents % 100;
  return `${enWords(units)} ${unit}${rest ? ` and ${rest} ${minor}` : ' only'}`;
}
