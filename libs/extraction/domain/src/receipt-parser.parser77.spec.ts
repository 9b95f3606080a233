import { withWord } from './ocr-document.fixtures';
import { mixedDroneMappingSurveyInvoice1Png } from './ocr-output-66.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 77: as recognised, a customer's label read into a name of the letterhead ("לקות Client - א.ב. עבודות עפר בע"מ", from "לקוח · Client" beside the
 * customer's company) the customer's, not the vendor's. Made on held-out set 66's images after its blind reading; OCR output captured as the reader gave it
 * (ocr-output-66.fixtures.ts).
 */
describe('a drone mapping surveyor\'s bilingual invoice as recognised: "לקות - Client א.ב. עבודות עפר בע"מ" on the date\'s line', () => {
  it("is the surveyor's own name, not the customer's company", () => {
    expect(parseReceiptDocument(mixedDroneMappingSurveyInvoice1Png).fields.vendorName).toBe('עידו פרלמן');
  });

  it("still takes the name on that line where the word in it is no customer's label", () => {
    expect(parseReceiptDocument(withWord(mixedDroneMappingSurveyInvoice1Png, 'Client\u200f', 'Survey')).fields.vendorName).not.toBe('עידו פרלמן');
  });
});
