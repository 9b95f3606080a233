import { withWord } from './ocr-document.fixtures';
import { linesOf } from './layout-lines';
import { enTargumTaxInvoice2Scan, heSumacRestaurantBill2Scan, heSumacRestaurantBill3Png, mixedMigdalorParking3Png } from './ocr-output-104.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/** Parser 124, made on held-out set 104 after its blind reading: recognised pages (`ocr-output-104.fixtures.ts`). */

/** The line holding all these words, in whatever order the recogniser gave them. */
const lineWith = (doc: typeof heSumacRestaurantBill3Png, ...words: string[]) => doc.lines.find((l) => words.every((w) => l.words.some((o) => o.text === w)));

describe('an Akko restaurant\'s bill with a card slip under it ("סה"כ לתשלום 589.00", "סכום החשבון 589.00", "טיפ 88.00", "סה"כ חויב 677.00")', () => {
  it("takes the bill's total, not the card's charge with the tip, when the bill's own amount was recognised faintly", () => {
    // The bill's "₪589.00", large and bold, came back at 0% confidence.
    expect(heSumacRestaurantBill3Png.lines.flatMap((l) => l.words).find((w) => w.text === '589.00' && w.conf === 0)).toBeDefined();
    const parsed = parseReceiptDocument(heSumacRestaurantBill3Png);
    expect(parsed.fields.total).toBe('589.00');
    expect(parsed.fields.tax).toBe('85.58');
    // As sure as the charge looked, not sure: the recogniser's word was faint.
    expect(parsed.confidence.total).toBeGreaterThanOrEqual(0.8);
    expect(parsed.confidence.total).toBeLessThan(0.9);
  });

  it('takes the bill\'s total when the charge\'s word under the tip was garbled ("סה"כ ain 2,621.20") and the slip repeats the bill\'s total', () => {
    expect(lineWith(heSumacRestaurantBill2Scan, 'ain', '2,621.20')).toBeDefined();
    expect(parseReceiptDocument(heSumacRestaurantBill2Scan).fields.total).toBe('2279.20');
  });

  it('keeps a total to pay printed under the tip as the page\'s own sum ("סה"כ לתשלום 2,621.20")', () => {
    expect(parseReceiptDocument(withWord(heSumacRestaurantBill2Scan, 'ain', 'לתשלום')).fields.total).toBe('2621.20');
  });
});

describe('an Ashdod car park\'s exit receipt whose boxed total lost its decimal point ("לתשלום ₪6000|", "כולל מע"מ 18% 9.15")', () => {
  it('reads the amount after the sign with its last two digits as the cents, the VAT contained in it at the rate', () => {
    const parsed = parseReceiptDocument(mixedMigdalorParking3Png);
    expect(parsed.fields.total).toBe('60.00');
    expect(parsed.fields.tax).toBe('9.15');
    expect(parsed.confidence.total).toBeLessThan(0.9);
  });

  it('reads nothing so when the VAT is no share of it', () => {
    expect(parseReceiptDocument(withWord(mixedMigdalorParking3Png, '9.15', '9.51')).fields.total).not.toBe('60.00');
  });

  it('reads nothing so without the sign before the digits', () => {
    expect(parseReceiptDocument(withWord(mixedMigdalorParking3Png, '₪6000|', '6000|')).fields.total).not.toBe('60.00');
  });
});

describe('a sidebar\'s name given right to left ("Ltd. Linguistics Targum", a Hebrew speck and dots beside it on the recogniser\'s line)', () => {
  it('reads the Latin words of a column given right to left from the left again', () => {
    const texts = linesOf(enTargumTaxInvoice2Scan).map((l) => l.text);
    expect(texts).toContain('Targum Linguistics Ltd.');
    expect(texts).not.toContain('Ltd. Linguistics Targum');
    expect(parseReceiptDocument(enTargumTaxInvoice2Scan).fields.vendorName).toBe('Targum Linguistics Ltd.');
  });

  it('leaves lines given left to right as they are', () => {
    expect(linesOf(enTargumTaxInvoice2Scan).some((l) => l.text.startsWith('Thank you for working with us.'))).toBe(true);
  });
});
