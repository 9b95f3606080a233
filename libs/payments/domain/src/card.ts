import { ErrorDetail, ValidationError } from '@backoffice/shared/kernel';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unknown';

/**
 * Card details as typed by the payer. They exist only while a card is handed to the processor:
 * nothing here is stored or logged, only the `CardSummary` the processor gives back.
 */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What may be kept and shown about a card (PCI DSS: brand, last four digits, expiry). */
export interface CardSummary {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Luhn (mod 10) check of a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const BRANDS: [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['diners', /^3(0[0-5]|[68])/],
  ['jcb', /^35/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['discover', /^(6011|65|64[4-9])/],
];

export function brandOf(number: string): CardBrand {
  return BRANDS.find(([, prefix]) => prefix.test(number))?.[0] ?? 'unknown';
}

/** An expiry month is valid to its end; `today` is YYYY-MM-DD. */
export function hasExpired(card: { expMonth: number; expYear: number }, today: string): boolean {
  const [year, month] = today.split('-').map(Number);
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

/**
 * Checks typed card details. The messages never repeat the number: validation messages reach
 * logs and responses. `today` is the caller's clock (YYYY-MM-DD), an expiry month is valid to its end.
 */
export function checkCard(card: CardDetails, today: string): CardSummary {
  const problems: ErrorDetail[] = [];
  const number = card.number;
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) problems.push({ field: 'card.number', problem: 'must be a valid card number of 12 to 19 digits' });
  if (hasExpired(card, today)) problems.push({ field: 'card.expMonth', problem: 'the card has expired' });
  const brand = problems.length ? 'unknown' : brandOf(number);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) problems.push({ field: 'card.cvc', problem: `must be ${cvcLength} digits` });
  if (problems.length) throw new ValidationError(problems);
  return { brand, last4: number.slice(-4), expMonth: card.expMonth, expYear: card.expYear };
}
