import { OcrWord, withWords } from './ocr-document.fixtures';
import { heMenorahInvoice1Photo, heNetivotTill3Png, mixedMatchaOrder1Png } from './ocr-output-88.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 106, made on held-out set 88 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */

/** Each word read `from` (its direction marks aside) read `to` instead. */
const retext = (from: string, to: string) => (w: OcrWord) => (w[0].replace(/[\u200e\u200f]/g, '') === from ? ([to, ...w.slice(1)] as OcrWord) : w);

describe('a granary till\'s "REC# G8008808 REG 3", its receipt\'s number abbreviated', () => {
  const rows = [
    'CACHE@46-80/13:25 | VALLEY@86-127/13:25 | GRANARY@134-181/13:25',
    'Cache@46-72/27:36 | Valley@77-108/27:36 | Granary,@113-155/27:36 | Inc.@160-181/27:36',
    '455@38-54/38:46 | N@59-64/38:46 | MAIN@69-90/38:46 | ST,@95-111/38:46 | LOGAN@116-142/38:46 | UT@147-158/38:46 | 84321@163-189/38:46',
    '(435)@77-103/48:57 | 751-8957@108-150/48:57',
    'SALE@103-124/66:74',
    'REC#@11-32/76:85 | G8008808@37-79/76:85 | REG@189-205/76:85 | 3@210-215/76:85',
    '03/20/2026@11-63/87:95 | 18:29@189-215/87:95',
    'CASHIER@11-48/97:106 | KAYLEE@184-215/97:106',
    'HARD@11-32/114:123 | WHITE@37-63/114:123 | WHEAT@68-94/114:123',
    '5.86@11-32/125:133 | LB@37-48/125:133 | @@53-58/125:133 | 0.86@63-84/125:133 | /LB@89-105/125:133 | 5.04@184-205/125:133 | F@210-215/125:133',
    'STEEL@11-37/135:144 | CUT@42-58/135:144 | OATS@63-84/135:144',
    '3.71@11-32/146:154 | LB@37-48/146:154 | @@53-58/146:154 | 2.27@63-84/146:154 | /LB@89-105/146:154 | 8.42@184-205/146:154 | F@210-215/146:154',
    'BUCKWHEAT@11-58/156:165 | FLOUR@63-89/156:165 | 5@94-100/156:165 | LB@105-115/156:165 | 13.19@179-205/156:165 | F@210-215/156:165',
    'SUBTOTAL@11-53/174:182 | 26.65@189-215/174:182',
    'FOOD@11-32/184:193 | TAX@37-53/184:193 | 3.00%@58-84/184:193 | 0.80@195-215/184:193',
    'TOTAL@11-45/194:205 | $27.45@175-215/194:205',
    'MC@11-22/215:223 | ************4378@27-110/215:223 | 27.45@189-215/215:223',
    'ITEMS@11-37/225:234 | SOLD@42-63/225:234 | 3@210-215/225:234',
    'F@63-67/236:243 | =@71-76/236:243 | FOOD@80-98/236:243 | (REDUCED@102-138/236:243 | RATE)@142-164/236:243',
    'THANK@60-83/244:251 | YOU@87-100/244:251 | -@105-109/244:251 | GRIND@113-135/244:251 | FRESH!@140-166/244:251',
  ];

  it("takes the receipt's number", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('G8008808');
  });

  it('takes none after another word', () => {
    const other = rows.map((r) => r.replace('REC#@', 'REF#@'));
    expect(parseReceiptDocument(textLayer(other)).fields.documentNumber).not.toBe('G8008808');
  });
});

describe('a waffle house\'s "Check AW-45401 Feb 26, 2026 11:40", the bill\'s number after "Check"', () => {
  const rows = [
    'Lithia Waffle Kitchen@31-196/10:31',
    'Lithia Waffle Kitchen, LLC@70-157/39:46',
    '27 N Main St, Ashland, OR 97520 · (541) 488-2423@26-201/47:55',
    'Server: Cole@11-61/62:71 | Table 13@182-215/62:71',
    'Check AW-45401@11-80/73:82 | Feb 26, 2026 11:40@137-215/73:82',
    '1 × Chicken and Waffle@11-106/90:99 | 21.55@192-215/90:99',
    '3 × Applewood Bacon (3)@11-115/100:109 | 21.45@192-215/100:109',
    '2 × Pear & Rogue Blue Waffle@11-131/111:120 | 35.90@192-215/111:120',
    '1 × Drip Coffee@11-74/121:130 | 4.20@197-215/121:130',
    '2 × Buttermilk Waffle@11-98/132:141 | 26.30@192-215/132:141',
    'Subtotal@11-45/149:158 | 109.40@187-215/149:158',
    'Ashland Food & Bev Tax 5%@11-124/160:169 | 5.47@197-215/160:169',
    'Amount Due@11-87/170:182 | $114.87@166-215/170:182',
    '. . . . . . . . . . . . . . . . . . . . . . . . .@11-137/192:201',
    'Suggested tip: 18% 20.68 · 20% 22.97 · 22% 25.27@11-188/205:213',
    'Tip@11-23/214:223 | 25.27@192-215/214:223',
    'Card total@11-51/224:233 | 140.14@187-215/224:233',
    'Thanks for brunching with us!@62-165/235:242',
  ];

  it("takes the bill's number", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('AW-45401');
  });

  it('takes none after another word', () => {
    const other = rows.map((r) => r.replace('Check AW-45401@', 'Order AW-45401@'));
    expect(parseReceiptDocument(textLayer(other)).fields.documentNumber).toBeUndefined();
  });
});

describe('"מס\' חעבונית: 1-956250", the recogniser\'s "חשבונית" with a letter misread', () => {
  it('takes the number', () => {
    expect(parseReceiptDocument(heNetivotTill3Png).fields.documentNumber).toBe('1-956250');
  });

  it('takes none after a word that is no "חשבונית"', () => {
    expect(parseReceiptDocument(withWords(heNetivotTill3Png, retext('חעבונית:', 'חעבונות:'))).fields.documentNumber).toBeUndefined();
  });
});

describe('"לכבוד:" alone on its line over the customer\'s company at the left of a Hebrew page, "Kol Gibraltar Judaica Ltd"', () => {
  it('takes no customer for the vendor', () => {
    expect(parseReceiptDocument(heMenorahInvoice1Photo).fields.vendorName).not.toBe('Kol Gibraltar Judaica Ltd');
  });

  it('would take it without the heading', () => {
    expect(parseReceiptDocument(withWords(heMenorahInvoice1Photo, retext('לכבוד:', 'עמוד'))).fields.vendorName).toBe('Kol Gibraltar Judaica Ltd');
  });
});

describe('a web shop\'s total read as "0", a row of quantity one among its rows, "1 73.90 73.90"', () => {
  it('sums the rows to the total the VAT contained fits', () => {
    expect(parseReceiptDocument(mixedMatchaOrder1Png).fields.total).toBe('1046.80');
  });

  it('sums nothing where the row of one is not its price', () => {
    let first = true;
    const other = withWords(mixedMatchaOrder1Png, (w) => {
      if (w[0] !== '73.90' || !first) return w;
      first = false;
      return ['74.90', ...w.slice(1)] as OcrWord;
    });
    expect(parseReceiptDocument(other).fields.total).toBeUndefined();
  });
});
