import { withWord } from './ocr-document.fixtures';
import { enFijiReefEcologyInvoice2Png, enSaintLuciaBatikInvoice2Photo, heMaalotTarshihaHotelFolio3Png } from './ocr-output-72.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 87: a hotel's "מס׳ חשבון אורח" (the guest's account, the folio's number) gives way to the number printed beside the title "חשבונית מס /
 * קבלה"; a number under a bare title that a tax registration's label opens ("TIN / VAT Reg. 50-07023-0-6") is the vendor's id, not the title's number.
 * Made on held-out set 72 after its blind reading; text layers as the reader gave them (written as `textLayer` reads them, coordinates rounded), and
 * what the OCR reader returned for a clean image.
 */
describe('a hotel\'s folio: "חשבונית מס / קבלה 341581" in its header, "מס׳ חשבון אורח" over 51166 in the guest grid', () => {
  const rows = [
    'מלון מונפור@466-550/40:60',
    'חשבון אורח@45-98/59:71',
    'מלונות מונפור מעלות בע"מ@472-550/70:78 | ·@467-469/70:78 | ח.פ.@454-465/70:78 | 516063484@415-451/70:78',
    'דרך האגם@520-550/82:91 | 5, מעלות-תרשיחא@464-518/82:91 | ·@459-461/82:91 | 04-9588151@418-457/82:91 | חשבונית מס / קבלה@83-174/82:91 | 341581@45-79/82:91',
    'שם האורח@495-526/109:117 | ת.ז.@431-441/109:117 | מס׳ אורחים@352-386/109:117 | חדר@316-329/109:117 | הגעה@255-271/109:117 | עזיבה@165-182/109:117 | מס׳ חשבון אורח@63-111/109:117',
    'משפחת חורי@489-533/127:136 | 019119528@416-456/127:136 | 5@367-371/127:136 | 317@317-328/127:136 | 03/01/2024@237-289/127:136 | 06/01/2024@147-200/127:136 | 51166@77-97/127:136',
    'תאריך@525-548/154:164 | פירוט@452-472/154:164 | חובה@114-132/154:164 | זכות@47-63/154:164',
    '03/01/24@506-548/175:184 | לינה חדר סטנדרט@411-472/175:184 | ·@406-408/175:184 | ליל יום רביעי כולל ארוחת בוקר@296-403/175:184 | 902.00@114-143/175:184',
    '03/01/24@506-548/195:205 | טיפול ספא זוגי@423-472/195:205 | 551.00@114-139/195:205',
  ];

  it("is the tax invoice's number", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('341581');
  });

  it('(an account\'s number, "מס׳ חשבון" with no guest after it, still outranks a bare title\'s)', () => {
    const withoutGuest = rows.map((row) => row.replace('מס׳ חשבון אורח@', 'מס׳ חשבון@'));
    expect(parseReceiptDocument(textLayer(withoutGuest)).fields.documentNumber).toBe('51166');
  });
});

describe('a Fijian tax invoice as recognised: its own number lost, "TIN / VAT Reg, 50-07023-0-6" under "TAX INVOICE"', () => {
  it('takes no tax registration for the invoice number', () => {
    expect(parseReceiptDocument(enFijiReefEcologyInvoice2Png).fields.documentNumber).not.toBe('50-07023-0-6');
  });

  it('(the same number under another label is taken)', () => {
    const otherLabel = withWord(withWord(enFijiReefEcologyInvoice2Png, 'TIN', 'Ref'), 'Reg,', 'Ref,');
    expect(parseReceiptDocument(otherLabel).fields.documentNumber).toBe('50-07023-0-6');
  });
});

describe('a hotel\'s folio as recognised: its brand "מלון מוגפור" in large print over "מלונות מונפור מעלות בע"מ + ח.ם. 516063484"', () => {
  it('is the registered name, its id after it though the label is a scrap', () => {
    expect(parseReceiptDocument(heMaalotTarshihaHotelFolio3Png).fields.vendorName).toBe('מלונות מונפור מעלות בע"מ');
  });

  // (Its "ח.ם." is read as the label since parser 120: the guard takes the label's letters away.)
  it('(with a number after it that fails the check digit and no label, the brand in large print stays ahead)', () => {
    const unlabelled = withWord(withWord(heMaalotTarshihaHotelFolio3Png, '516063484', '516063485'), 'ח.ם.', '.ם.');
    expect(parseReceiptDocument(unlabelled).fields.vendorName).toBe('מלון מוגפור');
  });
});

describe('a Saint Lucian invoice photographed: "USS 1,325.25" for "US$", "Invoice No, MFB-3357", "VAT Reg, No. 334020-3"', () => {
  it('is in US dollars', () => {
    expect(parseReceiptDocument(enSaintLuciaBatikInvoice2Photo).fields.currency).toBe('USD');
  });

  it('(a word "USS" that no amount follows is no dollar sign)', () => {
    expect(parseReceiptDocument(withWord(enSaintLuciaBatikInvoice2Photo, 'USS', 'USS:')).fields.currency).toBeUndefined();
  });

  it('is invoice MFB-3357, not the VAT registration', () => {
    expect(parseReceiptDocument(enSaintLuciaBatikInvoice2Photo).fields.documentNumber).toBe('MFB-3357');
  });
});
