import { withWord } from './ocr-document.fixtures';
import { heBlokimInvoice1Png } from './ocr-output-100.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/** Parser 120, made on held-out set 100 after its blind reading: what the OCR reader returned for one of its images. */

describe('"ח.פ." recognised with its פ read as a final mem, "ח.ם 655 575 512"', () => {
  it("is the company's tax-id label: a building-materials yard's clean image gives its id", () => {
    expect(parseReceiptDocument(heBlokimInvoice1Png).fields.vendorTaxId).toBe('512575655');
  });

  it('is a label only with its stop: "חם" alone is a word ("hot")', () => {
    expect(parseReceiptDocument(withWord(heBlokimInvoice1Png, 'ח.ם', 'חם')).fields.vendorTaxId).toBeUndefined();
  });
});
