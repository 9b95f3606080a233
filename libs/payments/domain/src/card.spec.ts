import { brandOf, checkCard, hasExpired, passesLuhn } from './card';

const card = (number: string, cvc = '123', expYear = 2030, expMonth = 12) => ({ number, cvc, expYear, expMonth });

describe('card checks', () => {
  it('accepts the sandbox test numbers and rejects a changed digit by the Luhn check', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000002', '4000000000009995', '4000000000000119']) expect(passesLuhn(n)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('names the brand from the number’s prefix', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('9999999999999995')).toBe('unknown');
  });

  it('keeps only brand, last four and expiry', () => {
    expect(checkCard(card('4242424242424242'), '2026-11-22')).toEqual({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
  });

  it('treats the expiry month as valid to its end', () => {
    expect(hasExpired({ expMonth: 11, expYear: 2026 }, '2026-11-30')).toBe(false);
    expect(hasExpired({ expMonth: 11, expYear: 2026 }, '2026-12-01')).toBe(true);
    expect(checkCard(card('4242424242424242', '123', 2026, 11), '2026-11-30').last4).toBe('4242');
    expect(() => checkCard(card('4242424242424242', '123', 2026, 10), '2026-11-01')).toThrow(
      expect.objectContaining({ details: [{ field: 'card.expMonth', problem: 'the card has expired' }] }),
    );
  });

  it('wants four CVC digits for American Express and three for the others', () => {
    expect(checkCard(card('378282246310005', '1234'), '2026-01-01').brand).toBe('amex');
    expect(() => checkCard(card('378282246310005', '123'), '2026-01-01')).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }));
    expect(() => checkCard(card('4242424242424242', '1234'), '2026-01-01')).toThrow(expect.objectContaining({ code: 'VALIDATION_ERROR' }));
  });

  it('never repeats the number in its messages', () => {
    try {
      checkCard(card('4242424242424241', '1'), '2026-01-01');
      throw new Error('expected a validation error');
    } catch (error) {
      expect(JSON.stringify({ message: (error as Error).message, details: (error as { details?: unknown }).details })).not.toContain('4242424242424241');
    }
  });
});
