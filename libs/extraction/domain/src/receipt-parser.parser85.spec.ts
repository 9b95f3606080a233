import { withWord } from './ocr-document.fixtures';
import { enEcuadorCuencaPropertyInvoice1Photo, heKiryatShmonaHotelFolio1Scan } from './ocr-output-70.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 85: as recognised, a registered name whose first Hebrew word was read as Latin noise ("pon שער הצפון קריית שמונה בע"מ") takes back the one
 * Hebrew word printed before its next word elsewhere on the page (the brand's "מלון שער הצפון"), and a legal form of capitals and full stops whose last stop
 * was lost ("S.A.S") has it given back. Made on held-out set 70's images after its blind reading (ocr-output-70.fixtures.ts).
 */
describe('a Kiryat Shmona hotel\'s folio as scanned: "מלון שער הצפון" in large print over "pon שער הצפון קריית שמונה בע"מ · ח.פ. …"', () => {
  it('is the registered name, its first word given back', () => {
    expect(parseReceiptDocument(heKiryatShmonaHotelFolio1Scan).fields.vendorName).toBe('מלון שער הצפון קריית שמונה בע"מ');
  });

  it('is not given that word where the brand does not print it', () => {
    expect(parseReceiptDocument(withWord(heKiryatShmonaHotelFolio1Scan, 'מלון', 'בית')).fields.vendorName).not.toBe('מלון שער הצפון קריית שמונה בע"מ');
  });
});

describe('a Cuenca company\'s invoice as photographed: "Tomebamba Property Services S.A.S"', () => {
  it("is the company with its legal form's last full stop", () => {
    expect(parseReceiptDocument(enEcuadorCuencaPropertyInvoice1Photo).fields.vendorName).toBe('Tomebamba Property Services S.A.S.');
  });
});
