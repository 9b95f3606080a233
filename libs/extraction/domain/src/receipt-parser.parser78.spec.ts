import { withWord } from './ocr-document.fixtures';
import { heEinGevHolidayVillageFolio4Scan } from './ocr-output-67.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 78: as recognised, a guest's arrival label read with its ג as a נ ("הנעה 20/03/2025" for "הגעה") is still the arrival's, not the
 * document's date. Made on held-out set 67's images after its blind reading; OCR output captured as the reader gave it
 * (ocr-output-67.fixtures.ts).
 */
describe('a holiday village folio as recognised: "הנעה 20/03/2025" over "עזיבה 21/03/2025", the stay\'s nights in a date column', () => {
  it('is dated on the day the guest left, the arrival read through its misread letter', () => {
    expect(parseReceiptDocument(heEinGevHolidayVillageFolio4Scan).fields.date).toBe('2025-03-21');
  });

  it('takes the day of arrival, as the nights are dated, where the word before it is no arrival label', () => {
    expect(parseReceiptDocument(withWord(heEinGevHolidayVillageFolio4Scan, 'הנעה', 'הנחה')).fields.date).toBe('2025-03-20');
  });
});
