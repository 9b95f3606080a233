import { withWord } from './ocr-document.fixtures';
import { heSupPaddleboardShopCreditNote2Png, heWineBarBill1Png } from './ocr-output-64.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 75: as recognised, the dealer's signature under a customer named on the heading's line with its separator read as ":+" ("יונתן חדד :+ עוסק
 * מורשה 048673800"); a Hebrew brand of two words found again with one word of the trade before the legal form ("כרם בעיר" and "כרם בעיר ברים בע"מ", a
 * telephone read before it on its line) the registered name in full. Made on held-out set 64's images after parser 74; OCR output captured as the reader
 * gave it (ocr-output-64.fixtures.ts).
 */
describe('a paddleboard shop\'s credit note as recognised: "לקוח: אורן שלום" over "יונתן חדד :+ עוסק מורשה 048673800"', () => {
  it("is the dealer's name and id", () => {
    const fields = parseReceiptDocument(heSupPaddleboardShopCreditNote2Png).fields;
    expect(fields.vendorName).toBe('יונתן חדד');
    expect(fields.vendorTaxId).toBe('048673800');
  });
});

describe('a wine bar\'s bill as recognised: the brand "כרם בעיר" over "טלי 03-6103400 כרם בעיר ברים בע"מ + ח.פ. 55-475740-1"', () => {
  it('is the registered name in full', () => {
    expect(parseReceiptDocument(heWineBarBill1Png).fields.vendorName).toBe('כרם בעיר ברים בע"מ');
  });

  it('is not joined with two words of another name before the legal form', () => {
    expect(parseReceiptDocument(withWord(heWineBarBill1Png, 'ברים', 'ברים ויין')).fields.vendorName).not.toBe('כרם בעיר ברים ויין בע"מ');
  });
});
