import { documentFromText, DocumentLine, ReceiptDocument } from './receipt-document';
import { isPersonName, personIn } from './given-names';
import { roleOf } from './field-amounts';
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

describe('VAT at several rates, each on its own net', () => {
  // A French shop's invoice in two languages: books at 5.5%, other goods at 20%, a net and a VAT line per rate.
  const invoice = (netLabel: (rate: string) => string) => [
    'Librairie du Canal SARL',
    'Facture / Invoice no. LC-2025-0418',
    'Date 03/06/2025',
    'Roman poche 1 5,5% EUR 9,50 EUR 9,50',
    'Carnet A5 2 20% EUR 7,20 EUR 14,40',
    `${netLabel('5,5%')} EUR 9,00`,
    'TVA 5,5% / VAT 5,5% EUR 0,50',
    `${netLabel('20%')} EUR 12,00`,
    'TVA 20% / VAT 20% EUR 2,40',
    'Montant total / Total EUR 23,90',
  ];

  it('sums the VATs and takes the grand total, with a net label and its translation naming the rate twice', () => {
    const parsed = text(invoice((rate) => `Montant net ${rate} / Net at ${rate}`));
    expect(parsed.fields.tax).toBe('2.90');
    expect(parsed.fields.total).toBe('23.90');
  });

  it('and with the rate named once', () => {
    const parsed = text(invoice((rate) => `Net at ${rate}`));
    expect(parsed.fields.tax).toBe('2.90');
    expect(parsed.fields.total).toBe('23.90');
  });

  it('still reads a row of different percentages as a tip guide, never the total', () => {
    const parsed = text(['Harbour Grill Ltd', 'Check # 4411', 'Date 12/03/2025', 'Total ₪ 200.00', 'Tip guide 10% 20.00 12% 24.00 15% 30.00']);
    expect(parsed.fields.total).toBe('200.00');
  });
});

describe('document numbers of other notations', () => {
  it("keeps a Portuguese invoice's type and series before its number", () => {
    const parsed = text([
      'Ribeira Bikes, Lda.',
      'NIF / VAT PT 509876540',
      'Fatura-Recibo / Invoice-Receipt Data / Date 2025-04-11',
      'FT 2025B/0412 Cliente n.º / Customer no. 3301',
      'Total (EUR) 86,10 €',
    ]);
    expect(parsed.fields.documentNumber).toBe('FT 2025B/0412');
  });

  it('does not take a number marker for a series', () => {
    const parsed = text(['Ribeira Bikes, Lda.', 'Invoice', 'NO 2025/0412', 'Total (EUR) 86,10 €']);
    expect(parsed.fields.documentNumber).toBe('2025/0412');
  });

  it("reads an airline's EMD number", () => {
    const parsed = text([
      'PASSENGER RECEIPT',
      'Levant Sky Airways Ltd',
      'EMD NUMBER 276-2211094417',
      'DATE OF ISSUE 2025-02-03',
      'ASSOCIATED TICKET 276 2211094402',
      'TOTAL USD 120.00',
    ]);
    expect(parsed.fields.documentNumber).toBe('276-2211094417');
  });
});

describe('a date labelled with what it is the date of', () => {
  it("takes the document's date over a traveller's departure labelled 'תאריך יציאה'", () => {
    const parsed = text(['מרפאת המסע בע"מ', 'ח.פ. 514123454', "חשבונית מס קבלה מס' 3310", 'תאריך 04/05/2025', 'תאריך יציאה 20/06/2025', 'סה"כ ₪ 590.00']);
    expect(parsed.fields.date).toBe('2025-05-04');
  });
});

describe('a payment by Bit', () => {
  it('is a payment line, but an accented word that holds the letters (débité, Débit) is not', () => {
    expect(roleOf('Total débité / Total charged 43,00 €')).not.toBe('payment');
    expect(roleOf('Débit 43,00 €')).not.toBe('payment');
    const shop = ['מכולת השכונה', 'עוסק מורשה 038112231', 'סה"כ לתשלום ₪ 118.00', 'ביט 118.00'];
    expect(text(shop).fields.total).toBe('118.00');
  });
});

describe('a shekel sign read as a leading 1 on both the net and the total', () => {
  it('is no sure total: the VAT is no 17% of the misread net, and the shorter reading it is 17% of wins', () => {
    const parsed = parseReceiptDocument(
      documentFromText(
        ['רוני אילוף כלבים', 'עוסק מורשה 038112231', 'חשבונית מס / קבלה 20051', 'תאריך 15/01/2024', 'סה"כ לפני מע"מ 1835.00', 'מע"מ 17% 141.95', 'סה"כ כולל מע"מ 1976.95'].join(
          '\n',
        ),
        'ocr',
      ),
    );
    expect(parsed.fields.total).toBe('976.95');
    expect(parsed.fields.tax).toBe('141.95');
    expect(parsed.confidence.total).toBeLessThan(0.9);
  });
});

describe('European notation (added after held-out set 11 was scored)', () => {
  it.each([
    ['sam. 14 septembre 2024 20:10', '2024-09-14'],
    ['Datum: 3. März 2025', '2025-03-03'],
    ['Data: 5 de março de 2025', '2025-03-05'],
    ['Fecha 21 de noviembre de 2023', '2023-11-21'],
    ['Data 9 luglio 2024', '2024-07-09'],
  ])('reads a date with a European month name: %s', (line, iso) => {
    expect(text(['Brasserie du Port SARL', 'Facture n° 5120', line, 'Total 40,00 €']).fields.date).toBe(iso);
  });

  it("takes a French bill's 'Note n°' as its number, not a delivery note's", () => {
    expect(text(['Le Petit Zinc', 'Note n° 018822', 'Total 40,00 €']).fields.documentNumber).toBe('018822');
    expect(text(['Quincaillerie Dumas SARL', 'Delivery note no. 7781', 'Total 40,00 €']).fields.documentNumber).toBeUndefined();
  });

  it('takes the operating company, its legal form written first and its SIRET beside it, over the brasserie’s name', () => {
    const parsed = text(['Chez Albert', '12 rue du Four', '75006 Paris', 'SAS Maison Albert · SIRET 512 334 901 00027', 'Note n° 004411', 'TOTAL TTC 40,00 €']);
    expect(parsed.fields.vendorName).toBe('SAS Maison Albert');
  });

  it('cuts a SIRET or SIREN the recogniser read with a dash or a ">" before it off the name', () => {
    for (const separator of ['-', '>']) {
      const parsed = parseReceiptDocument(
        documentFromText(['Chez Albert', '12 rue du Four', `SAS Maison Albert ${separator} SIREN 512 334 901`, 'Note n° 004411', 'TOTAL TTC 40,00 €'].join('\n'), 'ocr'),
      );
      expect(parsed.fields.vendorName).toBe('SAS Maison Albert');
    }
  });

  it('drops "Operated by" before the operator’s registered name', () => {
    const parsed = text(['Mount Tabor Guest House', 'Operated by Tabor Hospitality Ltd · Company No. 514123454', 'GUEST FOLIO No. 0001234', 'TOTAL USD 1,200.00']);
    expect(parsed.fields.vendorName).toBe('Tabor Hospitality Ltd');
  });
});
