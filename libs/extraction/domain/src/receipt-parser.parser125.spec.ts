import { withWord } from './ocr-document.fixtures';
import { heRakefetCafeBill2Scan } from './ocr-output-105.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/** Parser 125, made on held-out set 105 after its blind reading: recognised pages (`ocr-output-105.fixtures.ts`). */

describe('a Metula café\'s bill with a card slip under it ("סה"כ לתשלום m265.00", "סכום החשבון 265.00", "טיפ 40.00", "סה"כ ain 305.00")', () => {
  it("takes the bill's total when the slip repeats it on a line of its own, the tip under it, and the charge's word was garbled", () => {
    expect(heRakefetCafeBill2Scan.lines.some((l) => l.words.some((w) => w.text.startsWith('ain')) && l.words.some((w) => w.text === '305.00'))).toBe(true);
    const parsed = parseReceiptDocument(heRakefetCafeBill2Scan);
    expect(parsed.fields.total).toBe('265.00');
    expect(parsed.fields.tax).toBe('38.50');
  });

  it('keeps a total to pay printed under the tip as the page\'s own sum ("סה"כ לתשלום 305.00")', () => {
    const ain = heRakefetCafeBill2Scan.lines.flatMap((l) => l.words).find((w) => w.text.startsWith('ain'))?.text ?? 'ain';
    expect(parseReceiptDocument(withWord(heRakefetCafeBill2Scan, ain, 'לתשלום')).fields.total).toBe('305.00');
  });
});
