import { DocumentLine, documentFromText, ReceiptDocument } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 19, after held-out set 22: a landline printed beside a dealer's id is never the id, and a
 * document number printed as a series code of Latin capitals, a space and a serial keeps its code.
 */
describe('a landline beside the tax id', () => {
  const slip = (idLine: string, source: 'ocr' | 'text' = 'ocr') =>
    parseReceiptDocument(
      documentFromText(['קובה עם נשמה', idLine, "חשבונית מס / קבלה מס' 431249", 'תאריך 9/10/2024', 'סה"כ לתשלום 772.20', 'כולל מע"מ 17% 112.20'].join('\n'), source),
    );

  it('is not taken for the id when the id beside it was misread (03-9570445 passes the check digit)', () => {
    const parsed = slip('רחל יונה - ע.מ. 02-743805-4 - 03-9570445');
    expect(parsed.fields.vendorTaxId).toBeUndefined();
  });

  it('leaves the id itself, read whole, as the answer', () => {
    expect(slip('רחל יונה · ע.מ. 02-743865-4 · 03-9570445', 'text').fields.vendorTaxId).toBe('027438654');
  });

  it('still takes nine digits grouped as an id is, whatever they begin with', () => {
    expect(slip('רחל יונה · ע.מ. 039570445').fields.vendorTaxId).toBe('039570445');
  });
});

describe("a document number's series code before a space", () => {
  const receipt = (numberLine: string, source: 'ocr' | 'text' = 'text') =>
    parseReceiptDocument(documentFromText(['אש קטנה אנרגיה ביתית בע"מ', 'ח.פ. 524505476', numberLine, 'תאריך 18.11.2023', 'סה"כ לתשלום 228.60'].join('\n'), source));

  it.each([
    ["מס' חשבונית J 36481", 'J 36481'],
    ['Receipt No. BD 2594', 'BD 2594'],
    ['Invoice INV 10237', 'INV 10237'],
  ])('%s: %s', (line, expected) => expect(receipt(line).fields.documentNumber).toBe(expected));

  it('is not a number marker or a currency', () => {
    expect(receipt('Invoice NO 36481').fields.documentNumber).toBe('36481');
    expect(receipt("מס' חשבונית ILS 36481").fields.documentNumber).toBe('36481');
  });

  it('from OCR, needs two letters: one alone may be a frame read as a letter', () => {
    expect(receipt("מס' חשבונית I 36481", 'ocr').fields.documentNumber).toBe('36481');
    expect(receipt("מס' חשבונית BD 36481", 'ocr').fields.documentNumber).toBe('BD 36481');
  });
});

describe("a dealer's own name before the label in a footer that names the shop's site", () => {
  const order = (footer: string) =>
    parseReceiptDocument(documentFromText(['חשבונית מס / קבלה', 'תקליט כחול מספר: 32344', 'תאריך המסמך: 11.04.2025', 'סה"כ לתשלום 427.00', footer].join('\n'), 'text'));

  it('is the vendor: a web address\'s ".co." is no company label', () => {
    expect(order('דניאל שושן · עוסק מורשה 056169261 · blue-record.co.il · החזרות תוך 14 יום').fields.vendorName).toBe('דניאל שושן');
  });

  it('is not, after a company number labelled "Co. No."', () => {
    expect(order('דניאל שושן · Co. No. 056169261').fields.vendorName).toBeUndefined();
  });
});

describe("a company's registered name in the footer and its brand at the top", () => {
  /** The brand in large print over the lines given, each line one run across the page. */
  const folio = (footer: string, source: 'ocr' | 'text' = 'text'): ReceiptDocument => {
    let y = 10;
    const lines: DocumentLine[] = [
      { text: 'Liivarand Spa Hotel', h: 20 },
      ...['Arve nr / Invoice No. LR-341769', 'Kuupäev / Date 11.05.2024', 'Kokku / Total EUR 1 211,50 €', footer].map((text) => ({ text, h: 9 })),
    ].map(({ text, h }) => {
      const line = { words: [{ text, x0: 100, x1: 400, y0: y, y1: y + h }] };
      y += h + 6;
      return line;
    });
    return { lines, source };
  };
  const vendorName = (doc: ReceiptDocument) => parseReceiptDocument(doc).fields.vendorName;

  it('answers the registered name beside the registration, its legal suffix printed, over the brand', () => {
    expect(vendorName(folio('Liivarand Hotellid OÜ · Registrikood / Reg. code 12696474 · KMKR / VAT No. EE107668759'))).toBe('Liivarand Hotellid OÜ');
  });

  it('writes OÜ read without its umlaut as the law spells it', () => {
    expect(vendorName(folio('Liivarand Hotellid OU · Registrikood / Reg. code 12696474 · KMKR / VAT No. EE107668759', 'ocr'))).toBe('Liivarand Hotellid OÜ');
  });

  it('keeps the brand when the footer names no registered company', () => {
    expect(vendorName(folio('Thank you for staying with us · www.liivarand.ee'))).toBe('Liivarand Spa Hotel');
  });
});

describe("a licensed dealer's name alone on its line under the label", () => {
  const note = (nameLine: string) =>
    parseReceiptDocument(
      documentFromText(
        [
          'עוסק מורשה 035010107',
          'כלות בלבן',
          'שמלות כלה וערב · השכרה ועיצוב 053-070-0561',
          nameLine,
          'חשבונית מס זיכוי',
          "מס' 438 · תאריך: 17/07/2023",
          'סה"כ זיכוי 1,029.60',
        ].join('\n'),
        'text',
      ),
    );

  it("is the owner's, over the brand above it", () => {
    expect(note('סיגל אוחיון').fields.vendorName).toBe('סיגל אוחיון');
  });

  it('is not a line that only begins with a name', () => {
    expect(note('סיגל אוחיון מעצבת שמלות כלה ותיקונים').fields.vendorName).not.toBe('סיגל אוחיון');
  });
});
