import { OcrWord, withWords } from './ocr-document.fixtures';
import { heHalvahTill1Png } from './ocr-output-89.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 107, made on held-out set 89 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */

/** Each word read `from` (its direction marks aside) read `to` instead. */
const retext = (from: string, to: string) => (w: OcrWord) => (w[0].replace(/[\u200e\u200f]/g, '') === from ? ([to, ...w.slice(1)] as OcrWord) : w);

describe("a till's \"TRANS SV-528403 REG 2\", its transaction's code the receipt's number", () => {
  const rows = [
    'INLAND EQUINE SUPPLY@50-176/10:21',
    'Inland Equine Supply Inc.@52-175/25:33',
    '14670 E SPRAGUE AVE@66-160/34:43',
    'SPOKANE VALLEY WA 99216@56-170/44:52',
    'TRANS SV-528403@11-86/61:69 | REG 2@191-215/61:69',
    '02/27/2023@11-61/70:79 | 17:41@191-215/70:79',
    'CLERK@11-36/80:88 | MARISA@186-215/80:88',
    'HOOF OIL QT@11-66/97:105 | 32.98@191-215/97:105',
    '2 @ 16.49@11-56/106:115',
    'SHAMPOO EQUINE 1GAL@11-105/116:124 | 27.99@191-215/116:124',
    'SUBTOTAL@11-51/133:141 | 60.97@191-215/133:141',
    'SALES TAX 8.9%@11-81/142:151 | 5.43@196-215/142:151',
    'TOTAL@11-43/151:161 | $66.40@178-215/151:161',
    'MASTERCARD@11-61/165:173 | XXXX8958@176-215/165:173',
    'ITEMS@11-36/175:183 | 3@210-215/175:183',
    'HAPPY TRAILS@84-143/184:193',
  ];

  it('takes the code', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('SV-528403');
  });

  it("takes no card transaction's digits alone", () => {
    const other = rows.map((r) => r.replace('TRANS SV-528403@', 'TRANS 528403@'));
    expect(parseReceiptDocument(textLayer(other)).fields.documentNumber).toBeUndefined();
  });
});

describe('"מסי 4/62282", a till\'s number and its serial after "מס\'" whose geresh was read as a yod', () => {
  it('takes the number', () => {
    expect(parseReceiptDocument(heHalvahTill1Png).fields.documentNumber).toBe('4/62282');
  });

  it('takes none after another word', () => {
    expect(parseReceiptDocument(withWords(heHalvahTill1Png, retext('מסי', 'מסע'))).fields.documentNumber).toBeUndefined();
  });
});
