import { decide, SURE, UNCHECKED_CAP } from './candidates';
import { documentFromText, DocumentLine, ReceiptDocument } from './receipt-document';
import { parseReceipt, parseReceiptDocument } from './receipt-parser';

const parse = (text: string) => parseReceiptDocument(documentFromText(text));

/** A line of one cell at `y`, its words `height` high (a letterhead is printed larger). */
function line(y: number, text: string, height = 10): DocumentLine {
  let x = 0;
  return {
    words: text.split(' ').map((word) => {
      const w = { text: word, x0: x, x1: x + word.length * 0.6 * height, y0: y, y1: y + height };
      x = w.x1 + 0.4 * height;
      return w;
    }),
  };
}

describe('a confidence of 0.9 or more means checked', () => {
  it('caps a value no check vouches for, and a checked value with a close rival, below sure', () => {
    expect(decide([{ value: 'a', score: 1, line: 0, why: '' }])?.confidence).toBe(UNCHECKED_CAP);
    expect(decide([{ value: 'a', score: 1, line: 0, why: '', checked: true }])?.confidence).toBe(1);
    const close = decide([
      { value: 'a', score: 1, line: 0, why: '', checked: true },
      { value: 'b', score: 0.82, line: 1, why: '' },
    ]);
    expect(close?.value).toBe('a');
    expect(close?.confidence).toBeLessThan(SURE);
  });

  it('is sure of a tax id only when one labelled id has a valid check digit as read', () => {
    expect(parse('Company No. 514123454').confidence.vendorTaxId).toBeGreaterThanOrEqual(SURE);
    // Two labelled ids and no customer's block: the first is taken, but not surely.
    const two = parse('VAT No. 514123454\nCompany No. 520000092\nThank you');
    expect(two.fields.vendorTaxId).toBe('514123454');
    expect(two.confidence.vendorTaxId).toBeLessThan(SURE);
  });

  it('is sure of a date only when no other date carries as strong a date label', () => {
    expect(parse('Date: 12/03/2025 10:30\nThank you').confidence.date).toBeGreaterThanOrEqual(SURE);
    const two = parse('Date: 12/03/2025 10:30\nDate: 10/03/2025');
    expect(two.fields.date).toBe('2025-03-12');
    expect(two.confidence.date).toBeLessThan(SURE);
  });

  it('is sure of a currency only when the total line writes it so no other currency can be meant', () => {
    expect(parse('TOTAL $12.50').fields.currency).toBe('USD');
    expect(parse('TOTAL $12.50').confidence.currency).toBeLessThan(SURE);
    expect(parse('TOTAL 12.50 USD').confidence.currency).toBeGreaterThanOrEqual(SURE);
    expect(parse('סה"כ לתשלום 47.60 ₪').confidence.currency).toBeGreaterThanOrEqual(SURE);
  });

  it('is not sure of a total when the VAT agrees with two different amounts on total lines', () => {
    const parsed = parse('Total 100.00\nVAT 18% 18.00\nAmount due 118.00');
    expect(parsed.fields.total).toBe('118.00');
    expect(parsed.confidence.total).toBeLessThan(SURE);
    expect(parse('Subtotal 100.00\nVAT 18% 18.00\nAmount due EUR 118.00').confidence.total).toBeGreaterThanOrEqual(SURE);
  });

  it('is not sure of amounts on a page in English that writes no currency at all (its notation may be one the rules do not know)', () => {
    const parsed = parse('Subtotal 100.00\nVAT 18% 18.00\nAmount due 118.00');
    expect(parsed.fields).toMatchObject({ total: '118.00', tax: '18.00' });
    expect(parsed.confidence.total).toBeLessThan(SURE);
    expect(parsed.confidence.tax).toBeLessThan(SURE);
  });

  it('is sure of a VAT only when it is the rate of the total, not of a net amount alone', () => {
    const parsed = parse('Items 100.00\nVAT 18% 18.00\nTotal 150.00');
    expect(parsed.fields.tax).toBe('18.00');
    expect(parsed.confidence.tax).toBeLessThan(SURE);
    expect(parse('Subtotal 100.00\nVAT 18% 18.00\nTotal EUR 118.00').confidence.tax).toBeGreaterThanOrEqual(SURE);
  });

  it('is sure of a name only with a legal suffix in the letterhead or printed again', () => {
    const doc = (name: string): ReceiptDocument => ({ source: 'text', lines: [line(0, name, 24), line(40, 'Receipt'), line(55, '12 Harbor Road'), line(70, 'Total 12.00')] });
    const cafe = parseReceiptDocument(doc('Harbor Cafe'));
    expect(cafe.fields.vendorName).toBe('Harbor Cafe');
    expect(cafe.confidence.vendorName).toBeLessThan(SURE);
    expect(parseReceiptDocument(doc('Harbor Trading Ltd')).confidence.vendorName).toBeGreaterThanOrEqual(SURE);
  });
});

describe('fields on unfamiliar layouts', () => {
  it('takes a company name beside the tax id lower down when the top has none', () => {
    const items = Array.from({ length: 9 }, (_, i) => `Item ${i + 1}  ${i + 1}0.00`);
    const text = ['Receipt', '12/03/2025', ...items, 'Total 450.00', 'Thank you for your visit', 'Harbor Trading Ltd', 'Company No. 514123454'].join('\n');
    expect(parseReceipt(text).vendorName).toBe('Harbor Trading Ltd');
  });

  it('reads document numbers after more spellings of their label', () => {
    expect(parseReceipt('Inv. No. 4471').documentNumber).toBe('4471');
    expect(parseReceipt('Invoice Nº 2025/00123').documentNumber).toBe('2025/00123');
    expect(parseReceipt('Credit Memo No. CM-2025-0031').documentNumber).toBe('CM-2025-0031');
    expect(parseReceipt('מספר מסמך 5531').documentNumber).toBe('5531');
  });

  it('takes the invoice total over a balance left after a deposit, and a balance to pay in Hebrew as the total', () => {
    expect(parseReceipt('Invoice total 300.00\nDeposit paid 100.00\nBalance due 200.00').total).toBe('300.00');
    expect(parseReceipt('יתרה לתשלום 250.00').total).toBe('250.00');
  });
});

describe('names', () => {
  it('never takes a thank-you line for the name', () => {
    expect(parseReceipt('Thank you for your visit\nTotal 12.00').vendorName).toBeUndefined();
    expect(parseReceipt('תודה ולהתראות\nסה"כ 12.00').vendorName).toBeUndefined();
  });
});

describe('checks on unfamiliar layouts', () => {
  it('is not sure of an Israeli id on an English page billed in another currency', () => {
    const parsed = parse('Cloudly Inc.\nInvoice No. 4471\nCompany No. 514123454\nTotal USD 120.00');
    expect(parsed.fields.vendorTaxId).toBe('514123454');
    expect(parsed.confidence.vendorTaxId).toBeLessThan(SURE);
  });

  it("skips the customer's id under more spellings of the customer's heading", () => {
    expect(parseReceipt('Invoice to:\nGlobex Ltd\nCompany No. 520000092\nVAT No. 514123454').vendorTaxId).toBe('514123454');
    expect(parseReceipt('Recipient\nGlobex Ltd\nCompany No. 520000092\nVAT No. 514123454').vendorTaxId).toBe('514123454');
  });

  it('is not sure of a total that a later total line to pay contradicts, and reads a total before rounding as net', () => {
    const later = parse('Subtotal 100.00\nVAT 18% 18.00\nGrand total 118.00\nAmount due 120.00');
    expect(later.fields.total).toBe('118.00');
    expect(later.confidence.total).toBeLessThan(SURE);
    expect(parseReceipt('Total before rounding 58.04\nRounding -0.04\nTotal 58.00').total).toBe('58.00');
  });
});
