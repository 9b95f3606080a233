import { ownLabel } from './field-date';
import { moneyIn } from './money';
import { enTranslationAgency1Scan, heDrivingSchoolReceipt2Photo } from './ocr-output.fixtures';
import { parseReceipt, parseReceiptDocument } from './receipt-parser';

/** Parser 7: the sure band made to hold on held-out set 5's layouts (its wrong sure fields, by class). */
describe('a date label inside a sentence', () => {
  it("is the label of a date only when few words and no clause's end stand between them", () => {
    const label = /(invoice\s*date|\bdate\b)/i;
    expect(ownLabel('Date: ', label)).toBe(true);
    expect(ownLabel('Invoice date ', label)).toBe(true);
    expect(ownLabel('Date of invoice: ', label)).toBe(true);
    expect(ownLabel('Invoice date: Mon, ', label)).toBe(true);
    expect(ownLabel('Payment within 30 days of the invoice date, i.e. by ', label)).toBe(false);
    expect(ownLabel('the date we agreed with you for delivery ', label)).toBe(false);
    expect(ownLabel('Total ', label)).toBe(false);
  });

  it('takes the labelled date, not the due date a payment sentence cites after "the invoice date"', () => {
    const text = [
      'Lingua Carmel Language Services Ltd.',
      'TAX INVOICE',
      'Invoice No. TR-25761',
      'Date: 26/05/2025',
      'Delivered: 21/05/2025',
      'Subtotal 5,188.00',
      'VAT 18% 933.84',
      'Total (NIS) 6,121.84',
      'Payment within 30 days of the invoice date, i.e. by 25/06/2025, to Bank Mizrahi-Tefahot (20), branch 544',
    ].join('\n');
    expect(parseReceipt(text).date).toBe('2025-05-26');
  });

  it('on a real scan: the due date cited in the payment sentence is never sure', () => {
    const parsed = parseReceiptDocument(enTranslationAgency1Scan);
    expect(parsed.fields.date).not.toBe('2025-06-25');
    expect(parsed.fields.total).toBe('6121.84');
  });
});

describe('a dash between the parts of a line', () => {
  it('is a separator, not a minus sign, when a word or number stands before it and a space after it', () => {
    expect(moneyIn('פייבוקס - ##.##.#### - 1,994.20').map((m) => m.value.toScale(2))).toEqual(['1994.20']);
    expect(moneyIn('Total - 45.00').map((m) => m.value.toScale(2))).toEqual(['45.00']);
    // A sign glued to its digits, a sign after a colon or opening the line, and a trailing minus are still signs.
    expect(moneyIn('Total -45.00').map((m) => m.value.toScale(2))).toEqual(['-45.00']);
    expect(moneyIn('סה"כ זיכוי: - 230.10').map((m) => m.value.toScale(2))).toEqual(['-230.10']);
    expect(moneyIn('- 230.10').map((m) => m.value.toScale(2))).toEqual(['-230.10']);
    expect(moneyIn('הנחה 27.00-').map((m) => m.value.toScale(2))).toEqual(['-27.00']);
  });

  it("on a real photo: a payment line's separators read as dashes do not make the receipt a credit", () => {
    // "אמצעי תשלוס: פייבוקס - 06.01.2026 - 1,994.20": the page's middle dots recognised as dashes.
    const parsed = parseReceiptDocument(heDrivingSchoolReceipt2Photo);
    expect(parsed.fields.total).toBe('1994.20');
    expect(parsed.fields.tax).toBe('304.20');
  });
});

describe("a British VAT invoice's tax point", () => {
  it('is a date label: the date of the supply the VAT is due on, when the invoice date is illegible', () => {
    const text = [
      'Carmel Logistics Solutions Ltd Invoice dat 7th July 2094',
      'Tax point 7th July 2024',
      'Course dates from 22nd August 2024',
      'Payment due within 30 days (by 6th August 2024).',
    ].join('\n');
    expect(parseReceipt(text).date).toBe('2024-07-07');
  });
});
