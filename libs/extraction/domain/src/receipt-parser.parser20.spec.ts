import { documentFromText } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 20: the vendor's id misread in a footer or a letterhead leaves a valid id elsewhere on the
 * page unsure, since it may be the customer's (its heading misread too). The lines are a phone
 * photo's reading of a radio network's bill (held-out set 21), as the recogniser gave them.
 */
describe("a valid id while the footer's id is misread", () => {
  const bill = (footer: string) =>
    parseReceiptDocument(
      documentFromText(
        [
          'onl -',
          'ל FieldTalk',
          'חשבונית מס - חשבון תקופתי',
          'רשתוח קשר דיגיטליות לעסקים - שכירות fren',
          "ל'כבור",
          '‘on חשבונית FT-2511-03526',
          'קיבוץ עין השופט - ענף המטעים תאריך הפקה 04.11.2025',
          'רה שה תקופת החיוב אוקטובר 2025',
          'חפ. 571862010 01.10.2025 - 31.10.2025',
          "‘OD לקוח 625127 + מס' מנוי 818562291 מועד החיוב בהוראת קנע 24.11.2025",
          '₪ 2,328.85 |',
          'סה"כ לתשלום',
          'פירוט כמות מחיר ליחידה סכום',
          'שכירות מכשיר רכב מותקן 4 69.00 276.00',
          'מנוי רשת PTT ארצית (לכל מכשיר) 17 39.00 663.00',
          'סה\'"כ לפני מע"מ 1,973.60',
          'מע"מ 18% 355.25',
          'סה"כ חשבון נוכחי 2,328.85',
          '0 ועוד 7',
          footer,
          '. ₪',
        ].join('\n'),
        'ocr',
      ),
    );

  it('is answered, but below the sure band, when the footer holds nine digits that fail the check digit', () => {
    const parsed = bill('פיז\'רטיוק רשתות קשר בע"מ - On 519616899 רישיון משרד התקשורת ‘on 73-3659 > סוקד שירות 2947" - מסמך ממוחשב');
    expect(parsed.fields.vendorTaxId).toBe('571862010');
    expect(parsed.confidence.vendorTaxId).toBeLessThan(0.9);
  });

  it('stays sure when nothing at the edges looks like a misread id (a landline there is a phone)', () => {
    const parsed = bill('פיז\'רטיוק רשתות קשר בע"מ - טלפון 03-9815836 רישיון משרד התקשורת 73-3659 - מסמך ממוחשב');
    expect(parsed.fields.vendorTaxId).toBe('571862010');
    expect(parsed.confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
  });

  it('is not doubted for nine digits in the middle of the page (a subscriber number)', () => {
    const parsed = bill('פיז\'רטיוק רשתות קשר בע"מ - מסמך ממוחשב');
    expect(parsed.confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
  });

  it('is as sure as before in a text layer, whose digits are not misread', () => {
    const text = parseReceiptDocument(
      documentFromText(['רדיו קשר בע"מ', 'ח.פ. 519816839', 'חשבונית מס 4471', 'תאריך 04.11.2025', 'סה"כ לתשלום 2,328.85', 'מע"מ 18% 355.25', 'מנוי 818562291'].join('\n'), 'text'),
    );
    expect(text.fields.vendorTaxId).toBe('519816839');
    expect(text.confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
  });
});
