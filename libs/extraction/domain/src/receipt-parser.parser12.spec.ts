import { documentFromText, DocumentLine, ReceiptDocument } from './receipt-document';
import { isPersonName, personIn } from './given-names';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 12: the vendor's name is the name its tax id is registered to. A licensed or exempt dealer
 * (עוסק מורשה, ע.מ., עוסק פטור) is a person, so a person's name printed beside that label is the
 * vendor's, over the brand the letterhead shows; a company's (ח.פ.) brand and registered name are
 * read as before.
 */
const text = (lines: string[]) => parseReceiptDocument(documentFromText(lines.join('\n')));
/** A letterhead: the brand in large print over the lines given, then the receipt's body; each line one run across the page. */
function letterhead(brand: string, lines: string[], source: 'text' | 'ocr' = 'text'): ReceiptDocument {
  const rows = [{ text: brand, h: 20 }, ...[...lines, ...tail].map((t) => ({ text: t, h: 9 }))];
  let y = 10;
  const out: DocumentLine[] = rows.map(({ text, h }) => {
    const line = { words: [{ text, x0: 100, x1: 400, y0: y, y1: y + h, conf: 0.95 }] };
    y += h + 6;
    return line;
  });
  return { lines: out, source };
}
const tail = ["חשבונית מס קבלה מס' 2291", 'תאריך: 14/03/2025', 'שיעור 2 x 150.00 300.00', 'סה"כ לתשלום ₪ 354.00', 'מע"מ 18% 54.00'];

describe("a person's business under a brand", () => {
  it('takes the owner named before the dealer label on its line, not the brand over it', () => {
    const parsed = parseReceiptDocument(letterhead('הפינה של דנה', ['דנה לוינסון · עוסק מורשה 038112231', "רח' הרימון 4, רחובות"]));
    expect(parsed.fields.vendorName).toBe('דנה לוינסון');
    expect(parsed.fields.vendorTaxId).toBe('038112231');
  });

  it('takes the owner named on the line over the label, with an address between', () => {
    const parsed = text(['קונדיטוריית השקדייה', 'משה בן חיים', 'מושב עין ורד · 052-4471290', 'עוסק פטור 038112231', ...tail]);
    expect(parsed.fields.vendorName).toBe('משה בן חיים');
  });

  it('cuts a credential after the name, keeps what the business does', () => {
    expect(text(['שיפוצי הבירה', 'יוסי דהן – קבלן רשום', 'ע.מ. 038112231', ...tail]).fields.vendorName).toBe('יוסי דהן');
    expect(text(['מירב כץ – עיצוב גרפי ומיתוג', 'עוסק מורשה 038112231', ...tail]).fields.vendorName).toBe('מירב כץ – עיצוב גרפי ומיתוג');
  });

  it('reads the owner from a recognised page too, never as sure', () => {
    const parsed = parseReceiptDocument(letterhead('הפינה של דנה', ['דנה לוינסון · עוסק מורשה 038112231'], 'ocr'));
    expect(parsed.fields.vendorName).toBe('דנה לוינסון');
    expect(parsed.confidence.vendorName).toBeLessThan(0.9);
  });

  it("leaves a company's brand and registered name alone: a person beside ח.פ. is its manager", () => {
    const parsed = parseReceiptDocument(letterhead('מאפיית הגליל', ['רון אברהמי · ח.פ. 514123454']));
    expect(parsed.fields.vendorName).toBe('מאפיית הגליל');
  });

  it('keeps the brand when no dealer label is near the person, or the name is a couple’s', () => {
    expect(text(['צימר בין ההרים', 'דורית ושמוליק לוי', 'עוסק מורשה 038112231', ...tail]).fields.vendorName).not.toBe('דורית ושמוליק לוי');
    expect(text(['הפינה של דנה', 'מנהלת: דנה לוינסון', ...tail, 'עוסק מורשה 038112231']).fields.vendorName).toBe('הפינה של דנה');
  });

  it("never takes the customer's name", () => {
    const parsed = parseReceiptDocument(letterhead('הפינה של דנה', ['עוסק מורשה 038112231', 'לכבוד: אבי כהן']));
    expect(parsed.fields.vendorName).toBe('הפינה של דנה');
  });
});

describe('given names', () => {
  it.each([['אבי חזן'], ['יעקב בן שושן'], ['ד"ר עומר זידאן'], ['סאמר עודה'], ['נטע אלמוג']])('%s is a person', (name) => expect(isPersonName(name)).toBe(true));
  it.each([['המרתף של אבי'], ['מספרת הברון'], ['דורית ושמוליק לוי'], ['אבי'], ['Avi Hazan'], ['אבי חזן 2']])('%s is not', (name) => expect(isPersonName(name)).toBe(false));
  it('a person and a credential, or a person and a trade', () => {
    expect(personIn('עאדל חורי – מורה מוסמך/ת משרד התחבורה')).toBe('עאדל חורי');
    expect(personIn('רונית שגיא – הנהלת חשבונות ושכר')).toBe('רונית שגיא – הנהלת חשבונות ושכר');
    expect(personIn('גינון ירוק עד - משה פרץ')).toBeUndefined();
  });
});
