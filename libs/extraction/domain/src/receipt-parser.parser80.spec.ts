import { withWord } from './ocr-document.fixtures';
import { heVenezuelanArepaBill1Png } from './ocr-output-68.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 80: as recognised, a licensed dealer's own name beside the dealer's label at a bill's foot ("דניאל רודריגס + POW מורשה 393697974", its separator
 * read as a "+" and "עוסק" as Latin noise) is the vendor's, and a brand in the letterhead's large print without a legal suffix ("אל ארפרו") gives way to
 * it. Made on held-out set 68's images after its blind reading; OCR output captured as the reader gave it (ocr-output-68.fixtures.ts).
 */
describe('a Venezuelan restaurant\'s bill as recognised: "אל ארפרו" in large print at the top, "דניאל רודריגס + POW מורשה 393697974" at the foot', () => {
  it("is the dealer's own name, not the brand", () => {
    expect(parseReceiptDocument(heVenezuelanArepaBill1Png).fields.vendorName).toBe('דניאל רודריגס');
  });

  it("is the brand where no dealer's label follows the name", () => {
    expect(parseReceiptDocument(withWord(heVenezuelanArepaBill1Png, 'מורשה', 'מורשת')).fields.vendorName).toBe('אל ארפרו');
  });
});
