import { OcrWord, withWords } from './ocr-document.fixtures';
import { enBolognaTill1Png, enBolognaTill3Scan, mixedPagingBill1Photo, mixedPagingBill2Scan } from './ocr-output-85.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 103, made on held-out set 85 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */

/** A word read as `to` instead of `from`, the direction marks the recogniser may give after it aside. */
const retext = (from: string, to: string) => (w: OcrWord) => (w[0].replace(/[\u200e\u200f]/g, '') === from ? ([to, ...w.slice(1)] as OcrWord) : w);

describe('a Dutch till\'s VAT analysis, "BTW | Netto | BTW | Bruto" over a row per rate', () => {
  const rows = [
    'DE@40-59/9:24 | WAFELGRACHT@71-185/9:24',
    'Stroopwafelbakkerij Oudegracht B.V.@36-190/27:34',
    'Oudegracht 207, 3511 Utrecht@52-175/35:43',
    'KvK 13833116 · BTW-nr NL398690710B01@34-192/44:51',
    'KASSABON@67-108/59:67 | /@113-119/59:67 | RECEIPT@124-160/59:67',
    'Bonnr.@11-42/69:77 | /@48-53/69:77 | Receipt@58-94/69:77 | no.@99-115/69:77 | 580393@184-215/69:77',
    'Datum@11-37/78:87 | /@42-48/78:87 | Date@53-73/78:87 | 22-02-2025@133-184/78:87 | 16:09@190-215/78:87',
    '1@22-27/114:123 | x@32-37/114:123 | 9,15@42-63/114:123 | A@68-73/114:123 | 9,15@195-215/114:123',
    '3@22-27/134:142 | x@32-37/134:142 | 3,70@42-63/134:142 | A@68-73/134:142 | 11,10@190-215/134:142',
    '3@22-27/163:172 | x@32-37/163:172 | 4,30@42-63/163:172 | A@68-73/163:172 | 12,90@190-215/163:172',
    '3@22-27/183:191 | x@32-37/183:191 | 14,40@42-68/183:191 | B@73-79/183:191 | 43,20@190-215/183:191',
    '1@22-27/202:211 | x@32-37/202:211 | 2,90@42-63/202:211 | A@68-73/202:211 | 2,90@195-215/202:211',
    'TOTAAL@11-52/219:230 | /@59-65/219:230 | TOTAL@72-106/219:230 | EUR@113-133/219:230 | 79,25@182-215/219:230',
    'BTW@33-48/236:244 | Netto@82-107/236:244 | BTW@140-155/236:244 | Bruto@189-214/236:244',
    '9%@38-48/247:255 | 33,07@82-107/247:255 | 2,98@135-155/247:255 | 36,05@189-214/247:255',
    '21%@33-48/257:265 | 35,70@82-107/257:265 | 7,50@135-155/257:265 | 43,20@189-214/257:265',
    'Contant@11-48/270:279 | /@53-58/270:279 | Cash@63-84/270:279 | 80,00@190-215/270:279',
    'Wisselgeld@11-63/280:289 | /@68-73/280:289 | Change@79-110/280:289 | 0,75@195-215/280:289',
  ];

  it('takes each rate\'s VAT as its share of the net under "Netto", and their sum for the VAT', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.tax).toBe('10.48');
    expect(fields.total).toBe('79.25');
  });

  it('takes no sum of the rows under another header', () => {
    const other = rows.map((r) => r.replace('Netto@82-107', 'Prijs@82-107'));
    expect(parseReceiptDocument(textLayer(other)).fields.tax).not.toBe('10.48');
  });
});

describe('an Italian till whose "PREZZO (€)" was read "PREZZO )6(", its "DI CUI IVA 35,34" stating no rate', () => {
  it("is in euros by its seller's partita IVA, and its VAT the 22% its items' lines print", () => {
    const { fields } = parseReceiptDocument(enBolognaTill1Png);
    expect(fields.currency).toBe('EUR');
    expect(fields.tax).toBe('35.34');
  });

  it('names no currency without the VAT number', () => {
    expect(parseReceiptDocument(withWords(enBolognaTill1Png, retext('P.IVA', 'TEL.'))).fields.currency).toBeUndefined();
  });

  it('takes no VAT where the items print two rates', () => {
    let first = true;
    const two = withWords(enBolognaTill1Png, (w) => {
      if (w[0] !== '22%' || !first) return w;
      first = false;
      return ['10%', ...w.slice(1)] as OcrWord;
    });
    expect(parseReceiptDocument(two).fields.tax).toBeUndefined();
  });

  it('gives "S.r.l" its last stop back', () => {
    expect(parseReceiptDocument(enBolognaTill3Scan).fields.vendorName).toBe('Casalinghi Sotto il Portico S.r.l.');
  });
});

describe('a paging bill\'s "מס׳ 497176665 Customer No." under its title, "לקוח" illegible', () => {
  it("takes the invoice's number, not the customer's its translation names", () => {
    expect(parseReceiptDocument(mixedPagingBill2Scan).fields.documentNumber).toBe('PG8224073');
    expect(parseReceiptDocument(mixedPagingBill1Photo).fields.documentNumber).toBe('PG9706644');
  });

  it('without the translation naming it, takes the number on the line under the title, as before', () => {
    expect(parseReceiptDocument(withWords(mixedPagingBill2Scan, retext('Customer', 'Billing'))).fields.documentNumber).toBe('497176665');
  });
});
