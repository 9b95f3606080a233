import { endsWithPlace } from './places';
import { DocumentLine, documentFromText, ReceiptDocument } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 18: a licensed dealer's own name whose given name the list lacks, printed with the dealer's
 * label right after it ("בהרם יזדי · עוסק מורשה …"), is the registered name, but a town's name there
 * ("נמל הרצליה · ע.מ. …") is where the business is. On recognised pages: Slovenia's and Croatia's
 * d.o.o. read as "6.0.0.", and a separator read as "«", end a letterhead's name.
 */
/** A letterhead's brand in large print over the lines given; each line one run across the page. */
function letterhead(brand: string, lines: string[]): ReceiptDocument {
  let y = 10;
  const out: DocumentLine[] = [{ text: brand, h: 20 }, ...lines.map((text) => ({ text, h: 9 }))].map(({ text, h }) => {
    const line = { words: [{ text, x0: 100, x1: 400, y0: y, y1: y + h }] };
    y += h + 6;
    return line;
  });
  return { lines: out, source: 'text' };
}

describe("a dealer's own name the given names do not list", () => {
  const note = (ownerLine: string) =>
    parseReceiptDocument(
      letterhead('פרסיה - שטיחים בעבודת יד', [
        ownerLine,
        "רח' אלנבי 61, תל אביב · טל' 08-7330073",
        "תאריך: 08.11.25     מס' 62-0123     חשבונית זיכוי",
        'שם הלקוח: אבי מזרחי · ת.ז. 148825367',
        'סה"כ לפני מע"מ 1,671.20',
        'מע"מ 300.82',
        'סה"כ לזיכוי ₪ 1,972.02',
      ]),
    );

  it('answers the person the dealer label follows, over the brand above', () => {
    const parsed = note('בהרם יזדי · עוסק מורשה 162676993');
    expect(parsed.fields.vendorName).toBe('בהרם יזדי');
    expect(parsed.fields.vendorTaxId).toBe('162676993');
  });

  it('keeps the brand when the words before the label end with a town', () => {
    expect(note('נמל הרצליה · עוסק מורשה 162676993').fields.vendorName).toBe('פרסיה - שטיחים בעבודת יד');
  });

  it('keeps the brand when the words before the label open with a business word', () => {
    expect(note('חנות השטיחים · עוסק מורשה 162676993').fields.vendorName).toBe('פרסיה - שטיחים בעבודת יד');
  });
});

describe('a town at the end of a name', () => {
  it.each([
    ['נמל הרצליה', true],
    ['קניון בחיפה', true],
    ['מרכז ראשון לציון', true],
    ['בהרם יזדי', false],
    ['אילת כהן', false],
  ])('%s: %s', (text, expected) => expect(endsWithPlace(text)).toBe(expected));
});

describe("a legal form's letters read as digits", () => {
  it('ends the name at "6.0.0." (d.o.o.) and a separator read as «, and writes the form as the law does', () => {
    const parsed = parseReceiptDocument(
      documentFromText(
        [
          'ALPE CAMPER',
          'campervan & motorhome rental * Ljubljana > Kobarid',
          'Alpe Camper 6.0.0. « Letaliska cesta 33, 1000 Ljubljana, Slovenia + VAT ID SI56435831 + Reg. No. 3642062000',
          'INVOICE / RACUN',
          'Invoice No. AC-2024-00912',
          'Date 10/08/2024',
          'Total EUR 1.240,00',
        ].join('\n'),
        'ocr',
      ),
    );
    expect(parsed.fields.vendorName).toBe('Alpe Camper d.o.o.');
  });
});

describe('a letter-spaced heading in capitals over its values', () => {
  it("reads \"TA X I N VO I C E N O.   DAT E\" as the number's and the date's labels, the inspection's date being another", () => {
    const parsed = parseReceiptDocument(
      documentFromText(
        [
          'Tamar Levinson',
          'Osek Murshe: 266163435',
          'TA X I N VO I C E N O.      DAT E',
          '3635                        29.05.2025',
          'Mr. Benjamin Shapiro         Size: 189 m2 · Inspection date: 22.05.2025',
          'Subtotal NIS 5,100.00',
          'VAT 18% NIS 918.00',
          'Total (NIS) NIS 6,018.00',
        ].join('\n'),
      ),
    );
    expect(parsed.fields.documentNumber).toBe('3635');
    expect(parsed.fields.date).toBe('2025-05-29');
  });
});
