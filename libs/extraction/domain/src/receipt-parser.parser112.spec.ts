import { OcrWord, withWords } from './ocr-document.fixtures';
import { enCodruCellarInvoice1Photo, enTzukimFolio1Photo, heHarishWaterBill2Png } from './ocr-output-93.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 112, made on held-out set 93 after its blind reading: what the OCR reader returned for its images.
 */

/** Each word read `from` (its direction marks aside) read `to` instead. */
const retext = (from: string, to: string) => (w: OcrWord) => (w[0].replace(/[\u200e\u200f]/g, '') === from ? ([to, ...w.slice(1)] as OcrWord) : w);

describe('a water bill titled "חשבון תקופתי למים וביוב" in large print over the corporation\'s registered name, from its clean image', () => {
  it('takes the registered name, the title being no rival', () => {
    expect(parseReceiptDocument(heHarishWaterBill2Png).fields.vendorName).toBe('מי חריש - תאגיד המים והביוב בע"מ');
  });

  it('leaves the name out when a large line of other words rivals it', () => {
    expect(parseReceiptDocument(withWords(heHarishWaterBill2Png, retext('חשבון', 'שלום'))).fields.vendorName).toBeUndefined();
  });
});

describe("Latin names' letters misread on phone photos", () => {
  it('reads an "l" read as "!" back: "Crama Dealu! Codrului S.R.L."', () => {
    expect(parseReceiptDocument(enCodruCellarInvoice1Photo).fields.vendorName).toBe('Crama Dealul Codrului S.R.L.');
  });

  it('reads "Lid." closing a name as "Ltd.": "Tzukim Desert Cabins Lid."', () => {
    expect(parseReceiptDocument(enTzukimFolio1Photo).fields.vendorName).toBe('Tzukim Desert Cabins Ltd.');
  });

  it('leaves another sign, and "Lid" inside a name, as read', () => {
    expect(parseReceiptDocument(withWords(enCodruCellarInvoice1Photo, retext('Dealu!', 'Dealu?'))).fields.vendorName).not.toBe('Crama Dealul Codrului S.R.L.');
    expect(parseReceiptDocument(withWords(enTzukimFolio1Photo, retext('Lid.', 'Lid Ltd.'))).fields.vendorName).toBe('Tzukim Desert Cabins Lid Ltd.');
  });
});
