import { datesIn } from './dates';
import { TAX_ID_LABEL } from './field-tax-id';
import { OcrWord, withWords } from './ocr-document.fixtures';
import { heInjeraBill1Png, heSderotFuelTill3Png, heTzfatFolio1Png, mixedPetahTikvaParking1Photo, mixedPetahTikvaParking3Photo } from './ocr-output-84.fixtures';
import { normaliseWord } from './receipt-text';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 102, made on held-out set 84 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */

/** A word read as `to` instead of `from`, the direction marks the recogniser may give after it aside. */
const retext = (from: string, to: string) => (w: OcrWord) => (w[0].replace(/[\u200e\u200f]/g, '') === from ? ([to, ...w.slice(1)] as OcrWord) : w);

describe('an export invoice\'s terms, "45 days from invoice date (due 14 April 2024)", under its "Invoice Date 29 February 2024"', () => {
  const rows = [
    'Negev Drip Technologies Ltd.@395-491/42:49',
    'Industrial Zone, Netivot 8771555, Israel@395-523/50:58',
    'NEGEV DRIP@43-192/39:61',
    'Company No. 55-539011-1 · VAT file 555390111@395-553/59:66',
    'TAX INVOICE / EXPORT@43-234/89:104',
    'Invoice No.@43-86/114:123 | 319229@102-131/114:123 | Invoice Date@311-359/114:123 | 29 February 2024@367-437/114:123',
    'Customer PO@43-95/125:133 | PO-53644@102-142/125:133 | Incoterms@311-349/125:133 | FCA Ashdod Port@367-438/125:133',
    'Bill to@43-64/135:144 | Fenland Irrigation Supplies Ltd, United Kingdom@102-301/135:144 | Sailing@311-337/135:144 | 6 Mar 2024@367-411/135:144',
    'Net value@278-315/230:238 | 33,926.20@509-547/230:238',
    'VAT 0% (export of goods, section 30(a)(1))@278-441/243:252 | 0.00@530-547/243:252',
    'TOTAL GBP@278-336/259:269 | £33,926.20@494-547/259:269',
    'Payment terms: 45 days from invoice date (due 14 April 2024) to Bank Leumi, branch 720, account 63857893, SWIFT LUMIILIT.@43-457/290:297',
  ];

  it('takes the invoice\'s date, not the due date the terms name after "invoice date"', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2024-02-29');
  });
});

describe('a guesthouse folio\'s "עזיבה יום שני 12.06.2023", its "יום" read "יוס"', () => {
  it("takes the departure's date, the weekday's name read with a samekh for its final mem", () => {
    expect(parseReceiptDocument(heTzfatFolio1Png).fields.date).toBe('2023-06-12');
  });

  it('takes no label through a word that is no weekday ("יוסי שני")', () => {
    expect(parseReceiptDocument(withWords(heTzfatFolio1Png, retext('יוס', 'יוסי'))).fields.date).toBeUndefined();
  });
});

describe('a restaurant bill\'s "ח.פ." read "ח).פ." and its "19:30 · 23/07/2024" read "19:30 - 23/07/2024"', () => {
  it('reads the registered name beside the id and the date after the time', () => {
    const { fields } = parseReceiptDocument(heInjeraBill1Png);
    expect(fields.vendorName).toBe('ג\'בנה מטבח אתיופי בע"מ');
    expect(fields.date).toBe('2024-07-23');
  });

  it("reads a date after a time and a dash, and one after a label's colon", () => {
    expect(datesIn('19:30 - 23/07/2024').map((d) => d.iso)).toEqual(['2024-07-23']);
    expect(datesIn('תאריך:12/03/2024').map((d) => d.iso)).toEqual(['2024-03-12']);
    expect(datesIn('19:30-23:45').map((d) => d.iso)).toEqual([]);
  });
});

describe('a fuel till\'s "סה"כ לתשלום" read "סה\'ייכ לתשלום", its amount lost', () => {
  it('reads the label back, so the items over it summed are the total, the VAT their 18% share', () => {
    expect(normaliseWord("סה'ייכ")).toBe('סה"כ');
    const { fields } = parseReceiptDocument(heSderotFuelTill3Png);
    expect(fields.total).toBe('138.55');
    expect(fields.tax).toBe('21.13');
  });
});

describe('a car park slip\'s "ח.פ. 524 553 112" read "112.9.n 553 524", and "ח.פ." read "חיפ."', () => {
  it('parts the label, read in Latin shapes, from the digits run into it, so the id and the name registered to it are read', () => {
    const { fields } = parseReceiptDocument(mixedPetahTikvaParking1Photo);
    expect(fields.vendorTaxId).toBe('524553112');
    expect(fields.vendorName).toBe('מגדל חניונים פתח תקווה בע"מ');
  });

  it('takes "חיפ." for the label, and not Haifa', () => {
    expect(parseReceiptDocument(mixedPetahTikvaParking3Photo).fields.vendorName).toBe('מגדל חניונים פתח תקווה בע"מ');
    expect(TAX_ID_LABEL.test('חיפ. 524553112')).toBe(true);
    expect(TAX_ID_LABEL.test('חיפה 3303100')).toBe(false);
  });

  it('parts nothing that is no "9.n" after the digits', () => {
    expect(parseReceiptDocument(withWords(mixedPetahTikvaParking1Photo, retext('112.9.n', '112.9.m'))).fields.vendorTaxId).toBeUndefined();
  });
});
