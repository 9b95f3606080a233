import { documentFromText, DocumentLine, ReceiptDocument } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 10: made on all eight seen sets at once, a rule kept only when no set lost a field. Text
 * layer runs as the PDF reader gives them (a run may hold several words; boxes in points).
 */
const text = (lines: string[]) => parseReceiptDocument(documentFromText(lines.join('\n')));

/** A text layer's page: each row its y and its runs, in reading order, each with its left and right edge. */
function page(rows: { y: number; h?: number; runs: [string, number, number][] }[]): ReceiptDocument {
  const lines: DocumentLine[] = rows.map(({ y, h = 9, runs }) => ({ words: runs.map(([t, x0, x1]) => ({ text: t, x0, x1, y0: y, y1: y + h })) }));
  return { lines, source: 'text' };
}

describe('a document number with letters in more than one group', () => {
  it('reads "INV-NC2411-94474" beside "Invoice #", not a number of the address under it', () => {
    const parsed = text([
      'Nimbusly                                   I N V O I C E',
      'Nimbusly Cloud, Inc.                       Invoice # INV-NC2411-94474',
      '2100 Geng Rd, Suite 210, Palo Alto, CA 94303, USA',
      'Invoice date November 3, 2024',
      'Amount due (USD)                           $108.23',
    ]);
    expect(parsed.fields.documentNumber).toBe('INV-NC2411-94474');
  });
});

describe('"of which VAT"', () => {
  it('names the VAT included in the total, items at several rates', () => {
    const parsed = text([
      'HACKNEY BEAN                 Order confirmation & VAT invoice',
      'Item            Qty   VAT    Price     Total',
      'Hand grinder     3    20%   £69.00   £207.00',
      'Coffee beans     1     0%   £12.00    £12.00',
      'Order total                          £219.00',
      'of which VAT                          £34.50',
    ]);
    expect(parsed.fields.total).toBe('219.00');
    expect(parsed.fields.tax).toBe('34.50');
  });

  it('reads the German "davon MwSt." the same way', () => {
    const parsed = text(['Kaffeerösterei Berg GmbH', 'Rechnung Nr. 2025-118', 'Gesamt        119,00 €', 'davon MwSt.    19,00 €']);
    expect(parsed.fields.tax).toBe('19.00');
  });
});

describe('legal suffixes of more countries', () => {
  it.each([
    ['Otočna Linija d.d.', 'OTOČNA LINIJA'],
    ['Jadran Pomorski Prijevoz d.o.o.', 'JADRAN FERRIES'],
    ['Nordic Parts Oyj', 'NORDIC PARTS'],
    ['Lion Trading Pte. Ltd', 'LION TRADING'],
  ])('takes "%s" over the brand "%s" in large print', (legal, brand) => {
    const parsed = parseReceiptDocument(
      page([
        { y: 16, h: 20, runs: [[brand, 40, 300]] },
        { y: 73, runs: [[legal, 40, 200]] },
        { y: 84, runs: [['Obala kneza Branimira 6, 23000 Zadar', 40, 260]] },
        { y: 130, runs: [['Invoice No. 3850-WEB-03', 40, 200]] },
        {
          y: 270,
          runs: [
            ['TOTAL EUR', 44, 100],
            ['91,25 €', 500, 552],
          ],
        },
      ]),
    );
    expect(parsed.fields.vendorName).toBe(legal);
  });
});

describe("a tax-id label in another column of the brand's line", () => {
  it("does not make the brand the registered name; the legal name over the label's column is", () => {
    // A coloured band: the brand large at the right, the legal name small at the left over "ח.פ. … · מוקד 24 שעות".
    const parsed = parseReceiptDocument(
      page([
        { y: 16, runs: [['עין הנץ שמירה ומיגון בע"מ', 130, 233]] },
        {
          y: 14,
          h: 21,
          runs: [
            ['עין הנץ', 495, 556],
            ['ח.פ.', 216, 233],
            ['52-314133-1', 159, 213],
            ['·', 153, 156],
            ['מוקד 24 שעות', 92, 149],
          ],
        },
        {
          y: 73,
          h: 13,
          runs: [
            ['חשבונית מס מספר', 455, 556],
            ['38625720', 396, 451],
          ],
        },
        {
          y: 90,
          runs: [
            ['תאריך הוצאה:', 500, 556],
            ['04/04/2025', 440, 495],
          ],
        },
        {
          y: 274,
          runs: [
            ['סה"כ חייב במע"מ', 480, 551],
            ['501.90', 333, 360],
          ],
        },
        {
          y: 295,
          runs: [
            ['מע"מ 18%', 500, 551],
            ['90.34', 333, 360],
          ],
        },
        {
          y: 316,
          h: 12,
          runs: [
            ['סה"כ לתשלום', 490, 551],
            ['592.24 ₪', 333, 370],
          ],
        },
      ]),
    );
    expect(parsed.fields.vendorName).toBe('עין הנץ שמירה ומיגון בע"מ');
  });
});

describe("a Hebrew run's words placed from the right", () => {
  it('keeps a Latin brand and the Hebrew name after it in one name ("Vision Lab אופטומטריה בע"מ")', () => {
    // The run "אופטומטריה בע"מ" starts (in reading order) at its right edge, right beside "Lab".
    const parsed = parseReceiptDocument(
      page([
        {
          y: 26,
          h: 17,
          runs: [
            ['Vision', 305, 357],
            ['Lab', 365, 391],
            ['אופטומטריה בע"מ', 158, 300],
            ['ח.פ. /', 102, 121],
            ['Co. No. 528219421', 28, 100],
          ],
        },
        { y: 46, runs: [['Vision Lab Optometry Ltd.', 278, 391]] },
        {
          y: 75,
          h: 13,
          runs: [
            ['חשבונית מס / קבלה', 225, 354],
            ['37012', 180, 215],
          ],
        },
        {
          y: 300,
          runs: [
            ['סה"כ לתשלום', 300, 391],
            ['4,405.00 ₪', 28, 80],
          ],
        },
      ]),
    );
    expect(parsed.fields.vendorName).toBe('Vision Lab אופטומטריה בע"מ');
  });

  it('keeps a suffix printed at the end of a whole name on the line above to that name, not to a town beside it', () => {
    const parsed = parseReceiptDocument(
      page([
        { y: 23, runs: [['קאנטרי קלאב נווה שאנן בע"מ', 123, 232]] },
        {
          y: 25,
          h: 15,
          runs: [
            ['קאנטרי נווה שאנן', 265, 381],
            ['ח.פ:.', 215, 232],
            ['514815422', 171, 212],
            ['·', 167, 169],
            ['חיפה', 147, 164],
          ],
        },
        {
          y: 86,
          h: 12,
          runs: [
            ['חשבונית מס זיכוי', 286, 394],
            ["מס'", 256, 274],
            ['2023-0938', 195, 253],
          ],
        },
        {
          y: 300,
          runs: [
            ['סה"כ זיכוי', 330, 394],
            ['64.19', 100, 130],
          ],
        },
      ]),
    );
    expect(parsed.fields.vendorName).toBe('קאנטרי קלאב נווה שאנן בע"מ');
  });
});

describe('a sentence printed over a date', () => {
  it("is not the date's column header (its 'עד' names no due date)", () => {
    const parsed = parseReceiptDocument(
      page([
        { y: 59, h: 16, runs: [['סינמה אופק', 109, 197]] },
        { y: 176, runs: [['יום רביעי, 11/09/2024 · 21:30', 159, 286]] },
        {
          y: 327,
          h: 12,
          runs: [
            ['סה"כ שולם', 240, 295],
            ['₪231.00', 11, 50],
          ],
        },
        {
          y: 349,
          runs: [
            ['כולל מע"מ 17%', 230, 295],
            ['₪33.56', 11, 45],
          ],
        },
        {
          y: 388,
          runs: [
            ['יש להציג את קוד ההזמנה בכניסה לאולם.', 155, 295],
            ['ביטול עד שעתיים לפני ההקרנה באתר.', 21, 152],
          ],
        },
        {
          y: 408,
          runs: [
            ["חשבונית מס/קבלה מס'", 218, 289],
            ['10252635', 183, 216],
            ['·', 178, 181],
            ['תאריך', 156, 176],
            ['02/09/2024', 117, 154],
          ],
        },
        {
          y: 419,
          runs: [
            ['אופק בתי קולנוע בע"מ', 219, 289],
            ['·', 215, 217],
            ['ח.פ.', 199, 213],
            ['519817100', 159, 197],
          ],
        },
      ]),
    );
    expect(parsed.fields.date).toBe('2024-09-02');
  });
});

describe("a footer's sentence before the registered name", () => {
  it('is no part of the name', () => {
    const parsed = text([
      'HACKNEY BEAN                 Order confirmation & VAT invoice',
      'VAT invoice no. HA-2025-14664',
      'Order total                          £261.90',
      'Paid with Visa ending 5672. Hackney Bean Co. Limited, 27 Mare Street, London E8 4RP. Registered in England & Wales, company number 09094225.',
      'VAT Reg No GB 881 5222 20.',
    ]);
    expect(parsed.fields.vendorName).toBe('Hackney Bean Co. Limited');
  });

  it('leaves a name whose own abbreviation ends in a full stop whole ("Acme Bros. Trading Ltd")', () => {
    const parsed = text(['Acme Bros. Trading Ltd', 'Invoice No. 4471', 'Total due £120.00']);
    expect(parsed.fields.vendorName).toBe('Acme Bros. Trading Ltd');
  });
});

describe("a name's own print size", () => {
  it('is large when the reader joined a small tagline beside it into its line', () => {
    const parsed = parseReceiptDocument(
      page([
        { y: 31, h: 20, runs: [['יעקב מזרחי הובלות ואחסנה', 337, 553]] },
        {
          y: 49,
          h: 12,
          runs: [
            ['הובלות', 128, 160],
            ['·', 122, 125],
            ['אריזה', 93, 119],
            ['·', 88, 90],
            ['אחסנה', 54, 85],
          ],
        },
        {
          y: 66,
          h: 12,
          runs: [
            ["רח' המלאכה 12, ראשון לציון", 437, 553],
            ['·', 432, 435],
            ['09-7801361', 383, 430],
          ],
        },
        {
          y: 80,
          h: 12,
          runs: [
            ['ע.מ.', 537, 553],
            ['30-485913-5', 484, 534],
          ],
        },
        {
          y: 109,
          h: 12,
          runs: [
            ['לכבוד:', 526, 553],
            ['אסף קורן', 488, 523],
          ],
        },
        { y: 140, h: 12, runs: [['הזמנת עבודה', 490, 553]] },
        {
          y: 160,
          h: 12,
          runs: [
            ['מוצא', 530, 553],
            ['תל אביב, קומה 7, יש מעלית', 380, 520],
          ],
        },
        {
          y: 300,
          h: 12,
          runs: [
            ['סה"כ לתשלום', 480, 553],
            ['2,360.00', 54, 100],
          ],
        },
      ]),
    );
    expect(parsed.fields.vendorName).toBe('יעקב מזרחי הובלות ואחסנה');
  });
});

describe('a Latin wordmark on a Hebrew page and the Hebrew name beside it', () => {
  it('gives way to the Hebrew name printed beside it, not to the town after the tax-id label', () => {
    const parsed = parseReceiptDocument(
      page([
        { y: 22, runs: [['סטודיו פילאטיס רונית לוי', 171, 263]] },
        { y: 22, h: 15, runs: [['Ronit Pilates', 295, 381]] },
        {
          y: 34,
          runs: [
            ['עוסק מורשה:', 217, 263],
            ['089507354', 174, 215],
            ['·', 169, 171],
            ['הוד השרון', 132, 167],
          ],
        },
        {
          y: 83,
          h: 12,
          runs: [
            ['חשבונית מס זיכוי', 286, 394],
            ["מס'", 256, 274],
            ['520', 233, 253],
          ],
        },
        {
          y: 300,
          runs: [
            ['סה"כ זיכוי', 330, 394],
            ['320.00', 100, 130],
          ],
        },
      ]),
    );
    expect(parsed.fields.vendorName).toBe('סטודיו פילאטיס רונית לוי');
  });
});

describe('registered names', () => {
  it('run past "ושות\'" to the legal form after it', () => {
    const parsed = text(['ארגזים ושות\' הובלות בע"מ', 'ח.פ. 525647376', 'חשבונית מס 4471', 'סה"כ לתשלום 1,180.00']);
    expect(parsed.fields.vendorName).toBe('ארגזים ושות\' הובלות בע"מ');
  });

  it('keep the year of registration in parentheses ("מסך הזהב (1994) בע"מ") over the brand', () => {
    const parsed = text(['מסך הזהב', 'ההזמנה שלך אושרה!', 'סה"כ שולם ₪231.00', 'כולל מע"מ 18% ₪35.24', 'מסך הזהב (1994) בע"מ · ח.פ. 51-128031-5 · goldscreen.co.il']);
    expect(parsed.fields.vendorName).toBe('מסך הזהב (1994) בע"מ');
  });

  it('prefer the fuller name a large brand is part of ("מכון שטיפה הברקה" under "הברקה")', () => {
    const parsed = parseReceiptDocument(
      page([
        { y: 7, h: 15, runs: [['הברקה', 57, 107]] },
        { y: 25, runs: [['מכון שטיפה הברקה', 48, 117]] },
        {
          y: 35,
          runs: [
            ['ע.מ', 97, 111],
            ['320775612', 54, 95],
          ],
        },
        {
          y: 200,
          runs: [
            ['סה"כ לתשלום', 80, 117],
            ['60.00', 10, 40],
          ],
        },
      ]),
    );
    expect(parsed.fields.vendorName).toBe('מכון שטיפה הברקה');
  });
});

describe('a VAT analysis in another language, with a tip on top', () => {
  it('sums the VAT of each rate\'s row ("DPH / VAT | Základ / Base | DPH") and takes "K úhradě" as the total', () => {
    const parsed = parseReceiptDocument(
      page([
        { y: 10, h: 14, runs: [['STAROMĚSTSKÝ SKLEP', 37, 189]] },
        { y: 27, runs: [['Staroměstský Sklep a.s.', 74, 153]] },
        { y: 70, runs: [['Účet / Bill No. 733339', 14, 120]] },
        {
          y: 229,
          runs: [
            ['2 x 549,00 Kč', 18, 100],
            ['1 098,00 Kč', 160, 213],
          ],
        },
        {
          y: 231,
          runs: [
            ['Celkem / Total', 14, 80],
            ['1 236,00 Kč', 160, 213],
          ],
        },
        {
          y: 247,
          h: 8,
          runs: [
            ['DPH / VAT', 15, 60],
            ['Základ / Base', 110, 160],
            ['DPH', 190, 212],
          ],
        },
        {
          y: 258,
          h: 8,
          runs: [
            ['12 %', 15, 35],
            ['835,71 Kč', 115, 160],
            ['100,29 Kč', 175, 212],
          ],
        },
        {
          y: 269,
          h: 8,
          runs: [
            ['21 %', 15, 35],
            ['247,93 Kč', 115, 160],
            ['52,07 Kč', 175, 212],
          ],
        },
        {
          y: 280,
          h: 8,
          runs: [
            ['Celkem DPH / Total VAT', 15, 100],
            ['1 083,64 Kč', 110, 160],
            ['152,36 Kč', 175, 212],
          ],
        },
        {
          y: 294,
          runs: [
            ['Spropitné / Tip', 14, 80],
            ['50,00 Kč', 170, 213],
          ],
        },
        {
          y: 307,
          h: 11,
          runs: [
            ['K úhradě / Total to', 14, 110],
            ['1 286,00', 140, 189],
          ],
        },
        { y: 320, h: 11, runs: [['pay CZK', 14, 60]] },
        {
          y: 355,
          runs: [
            ['Karta / Card VISA ****0000', 14, 130],
            ['1 286,00 Kč', 160, 213],
          ],
        },
      ]),
    );
    expect(parsed.fields.total).toBe('1286.00');
    expect(parsed.fields.tax).toBe('152.36');
    expect(parsed.fields.currency).toBe('CZK');
  });
});
