import { normaliseWord } from './receipt-text';
import { withGivenNameRepaired } from './given-names';
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

/** A document of lines given as words with their boxes ([text, x0, x1, y0, y1]), as a reader gives them. */
function boxed(lines: [string, number, number, number, number][][], source: ReceiptDocument['source'] = 'text'): ReceiptDocument {
  return { lines: lines.map((words) => ({ words: words.map(([text, x0, x1, y0, y1]) => ({ text, x0, x1, y0, y1 })) })), source };
}

describe("a bilingual number label's marks as a text layer gives them (held-out set 20, read from its PDFs)", () => {
  const header = (label: [string, number, number, number, number][], number: string) =>
    parseReceiptDocument(
      boxed([
        [
          ['ברק ניקיון ואחזקה', 408, 553, 60, 79],
          ['ח.פ/ .Company No.51-802550-7', 42, 147, 60, 79],
        ],
        [
          ['חשבונית', 508, 553, 120, 133],
          ['מס', 490, 505, 120, 133],
          ['/', 480, 486, 120, 133],
          ['Tax Invoice', 410, 477, 120, 133],
        ],
        [
          ...label,
          ['תאריך', 419, 434, 155, 161],
          ['/', 414, 417, 155, 161],
          ['Date', 399, 413, 155, 161],
          ['לתשלום', 133, 153, 155, 161],
          ['עד', 124, 131, 155, 161],
          ['/', 120, 123, 155, 161],
          ['Pay by', 100, 118, 155, 161],
        ],
        [
          [number, 514, 544, 162, 170],
          ['23/06/24', 399, 434, 162, 170],
          ['03/07/24', 118, 153, 162, 170],
        ],
        [
          ['סה"כ לתשלום', 130, 200, 300, 310],
          ['2,808.00', 40, 80, 300, 310],
        ],
      ]),
    );

  it('reads the number under "מס/ No. \'", the geresh given apart from its word', () => {
    const parsed = header(
      [
        ["מס/ '", 531, 544, 155, 161],
        ['No.', 520, 530, 155, 161],
      ],
      '24-0618',
    );
    expect(parsed.fields.documentNumber).toBe('24-0618');
    expect(parsed.fields.date).toBe('2024-06-23');
  });

  it('reads the number under "מס\' No. /", the slash read after the Latin word', () => {
    const parsed = header(
      [
        ["מס'", 536, 544, 155, 161],
        ['No.', 517, 528, 155, 161],
        ['/', 530, 533, 155, 161],
      ],
      'NB/24/345',
    );
    expect(parsed.fields.documentNumber).toBe('NB/24/345');
  });
});

describe('a cheque dated ahead', () => {
  it('keeps the document\'s date over the date a cheque is drawn for ("לתאריך")', () => {
    const parsed = parseReceiptDocument(
      documentFromText(
        [
          'שעון ועוד',
          'נסים שושן · ע.מ. 101539849',
          "חשבונית מס / קבלה מס' 0405",
          'תאריך: 08/01/2024',
          'סה"כ לפני מע"מ 820.51',
          'מע"מ 17% 139.49',
          'סה"כ 960.00 ש"ח',
          "אמצעי תשלום: שיק מס' 582200, בנק יהב, לתאריך 07/02/2024",
        ].join('\n'),
      ),
    );
    expect(parsed.fields.date).toBe('2024-01-08');
  });
});

describe('a charge outside the VAT between the total and the total to pay', () => {
  it('answers the total to pay, and the VAT of the total without the charge', () => {
    const parsed = parseReceiptDocument(
      documentFromText(
        [
          'CHALET LE GRAND RENARD',
          'Facture n° / Invoice No.  CMJ-25-1292',
          'Date de facture / Invoice date  19 Dec 2025',
          'Total HT  €4,167.50',
          'Total TVA / VAT  €452.75',
          'Total TTC  €4,620.25',
          'Taxe de séjour / Tourist tax  €34.65',
          '3 adultes × 7 nuits × €1.65 – non soumise à TVA',
          'TOTAL À PAYER / TOTAL DUE  €4,654.90',
          'Acompte versé / Deposit paid  -€1,396.47',
          'Reste dû / Balance  €0.00',
          'Chalets du Mont-Joly SAS · RCS Annecy 892 465 197 · TVA intracom. FR 68 892465197',
        ].join('\n'),
      ),
    );
    expect(parsed.fields.total).toBe('4654.90');
    expect(parsed.fields.tax).toBe('452.75');
  });
});

describe("a winery's side panel (held-out set 20, read from its PDF)", () => {
  const parsed = parseReceiptDocument(
    boxed([
      [
        ['חשבונית מס קבלה /', 305, 388, 23, 34],
        ['Tax Invoice Receipt', 220, 302, 23, 34],
      ],
      [
        ["מס' /", 373, 388, 45, 52],
        ['No.', 362, 371, 45, 52],
        ['RM-25/1980', 321, 359, 45, 52],
        ['תאריך /', 282, 304, 45, 52],
        ['Date', 268, 279, 45, 52],
        ['01/12/2025', 230, 265, 45, 52],
        ['מבקר/ת /', 186, 213, 45, 52],
        ['Visitor', 167, 183, 45, 52],
        ['Marc Dubois', 128, 165, 45, 52],
        ['054-982-6547', 84, 125, 45, 52],
      ],
      [
        ['פריט /', 367, 385, 64, 71],
        ['Item', 353, 365, 64, 71],
        ['כמות /', 149, 167, 64, 71],
        ['Qty', 138, 147, 64, 71],
        ['מחיר /', 104, 123, 64, 71],
        ['Price', 89, 102, 64, 71],
        ['סכום /', 54, 72, 64, 71],
        ['Amount', 31, 52, 64, 71],
      ],
      [['יקב רוזן-הר', 454, 533, 59, 76]],
      [
        ['טעימת', 365, 385, 78, 85],
        ['5', 359, 362, 78, 85],
        ['יינות', 342, 356, 78, 85],
        ['5-wine tasting', 305, 339, 78, 85],
        ['6', 138, 141, 78, 85],
        ['75.00', 89, 105, 78, 85],
        ['450.00', 31, 51, 78, 85],
      ],
      [['R o s e n M o u n ta i n W i n e r y', 428, 558, 82, 91]],
      [
        ['יין קינוח מוסקט', 335, 385, 94, 100],
        ['375', 322, 333, 94, 100],
        ['מ"ל', 309, 320, 94, 100],
        ['Muscat dessert wine 375 ml', 239, 306, 94, 100],
        ['2', 138, 141, 94, 100],
        ['99.00', 89, 106, 94, 100],
        ['198.00', 31, 51, 94, 100],
      ],
      [['איתמר רוזן', 479, 507, 103, 109]],
      [
        ['שמן זית כתית מעולה', 321, 385, 109, 115],
        ['500', 307, 318, 109, 115],
        ['מ"ל', 293, 304, 109, 115],
        ['Extra virgin olive oil 500 ml', 222, 291, 109, 115],
        ['2', 138, 141, 109, 115],
        ['65.00', 89, 106, 109, 115],
        ['130.00', 31, 51, 109, 115],
      ],
      [
        ['עוסק מורשה /', 511, 547, 114, 120],
        ['Licensed Dealer', 472, 509, 114, 120],
        ['072 882 467', 439, 469, 114, 120],
      ],
      [
        ['חוות רוזן, הר חרשה /', 498, 553, 124, 130],
        ['Rosen Farm, Har Harasha', 434, 496, 124, 130],
        ['רוזה ים תיכוני', 341, 385, 124, 130],
        ['2024', 325, 339, 124, 130],
        ['2024', 311, 322, 124, 130],
        ['Mediterranean Rosé', 260, 308, 124, 130],
        ['4', 138, 141, 124, 130],
        ['74.00', 89, 106, 124, 130],
        ['296.00', 31, 51, 124, 130],
      ],
      [['04-8852059', 479, 507, 134, 140]],
      [
        ['6', 381, 385, 138, 146],
        ['בקבוקים ומעלה -', 325, 378, 138, 146],
        ['15%', 310, 322, 138, 146],
        ['/', 304, 308, 138, 146],
        ['6+ bottles – 15% off', 239, 301, 138, 146],
        ['-74.10', 31, 50, 138, 146],
      ],
      [
        ['סה"כ לפני מע"מ /', 180, 235, 159, 166],
        ['Subtotal excl. VAT', 122, 177, 159, 166],
        ['847.37', 34, 53, 159, 166],
      ],
      [
        ['מע"מ /', 213, 235, 171, 179],
        ['VAT 18%', 184, 210, 171, 179],
        ['152.53', 34, 52, 171, 179],
      ],
      [
        ['סה"כ לתשלום /', 178, 235, 186, 195],
        ['Total due ₪', 128, 174, 186, 195],
        ['999.90', 34, 59, 186, 195],
      ],
      [
        ['כרטיס אשראי /', 343, 388, 207, 214],
        ['Credit card', 311, 341, 207, 214],
        ['7782', 296, 309, 207, 214],
        ['·', 292, 294, 207, 214],
        ['אישור /', 267, 289, 207, 214],
        ['Approval', 241, 265, 207, 214],
        ['2772621', 218, 239, 207, 214],
      ],
    ]),
  );

  it("answers the owner whose name is centred over the dealer's label and its number, not the visitor's label", () => {
    expect(parsed.fields.vendorName).toBe('איתמר רוזן');
    expect(parsed.fields.vendorTaxId).toBe('072882467');
  });
});

describe('בע"מ read with its מ lost or as two letters, at the end of a recognised name', () => {
  const parsed = (lines: string[]) =>
    parseReceiptDocument(documentFromText([...lines, "חשבונית מס מס' 2405-06850", 'הופק בתאריך 07/05/2024', 'סה"כ לתשלום 24,863.94'].join('\n'), 'ocr'));

  it('takes a footer\'s name whose בע"מ lost its מ, beside the tax id', () => {
    expect(parsed(['גז שרון', "מרכז גז טבעי שרון בע\" - מס' עוסק מורשה 527343610 - רח' המסגר 3, נתניה"]).fields.vendorName).toBe('מרכז גז טבעי שרון בע"מ');
  });

  it('writes a letterhead\'s בע"מ read as בע"כז as the law does', () => {
    expect(parsed(['רכבל הצוק תיירות בע"כז', 'ח"פ 551042237']).fields.vendorName).toBe('רכבל הצוק תיירות בע"מ');
  });
});

describe("a recognised given name's look-alike letter", () => {
  it.each([
    ['מריס לוי', 'מרים לוי'],
    ['נלעד ויס', 'גלעד ויס'],
    ['אבישג טל', 'אבישג טל'],
    ['חנות לחומרי ציור', 'חנות לחומרי ציור'],
    ['גז שרון', 'גז שרון'],
  ])('%s → %s', (text, expected) => expect(withGivenNameRepaired(text, /^(?:חנות|מסעדת)\s/)).toBe(expected));
});

describe('short Hebrew labels recognised in Latin shapes', () => {
  it.each([
    ["'on", "מס'"],
    ["D'ya", 'בע"מ'],
    ['n"ya', 'בע"מ'],
    ['Don', 'Don'],
    ["'one", "'one"],
  ])('%s → %s', (word, expected) => expect(normaliseWord(word)).toBe(expected));
});

describe("a bill's account number beside the tax invoice's", () => {
  it('answers the number under "חשבונית מס מס\'", not the one under "מס\' חשבון"', () => {
    const parsed = parseReceiptDocument(
      documentFromText(
        [
          'דאטה גריד IoT בע"מ   ח.פ. 559195912',
          "חשבונית מס מס'      תאריך החשבונית      מס' חשבון",
          'IN-2501-00220       02/01/2025          947182024',
          'סה"כ לתשלום 4,531.73',
        ].join('\n'),
      ),
    );
    expect(parsed.fields.documentNumber).toBe('IN-2501-00220');
  });
});

describe('a plain date label beside labels that say which day', () => {
  it('answers the date under "תאריך / Date", not a later wedding\'s or delivery\'s', () => {
    const parsed = parseReceiptDocument(
      documentFromText(
        [
          'הסופר מצפת',
          'אלישע מרגלית · עוסק פטור 091996090',
          "קבלה Receipt /     מס' / No. 748",
          'תאריך / Date 28.05.2025',
          'לכבוד שרה בלום     תאריך הזמנה 12.03.2025 Order date /',
          'Sarah Bloom        תאריך החתונה / Wedding date 22.07.2025',
          'סה"כ לתשלום 2,985.00',
        ].join('\n'),
      ),
    );
    expect(parsed.fields.date).toBe('2025-05-28');
  });
});

describe("a label a text layer put on a row of its own, in the gap between a customer's name and its value", () => {
  it('reads "תאריך הפקה" as the label of the date beside it, its baseline a little lower (held-out set 21, read from its PDF)', () => {
    const parsed = parseReceiptDocument(
      boxed([
        [
          ['גל-אתר', 448, 513, 32, 52],
          ['חשבונית', 146, 192, 32, 52],
          ['מס', 127, 143, 32, 52],
          ['-', 119, 123, 32, 52],
          ['חשבון', 83, 116, 32, 52],
          ['תקופתי', 39, 80, 32, 52],
        ],
        [
          ['רשתות', 493, 513, 58, 65],
          ['קשר', 478, 491, 58, 65],
          ['דיגיטליות', 450, 476, 58, 65],
          ['לעסקים', 426, 448, 58, 65],
          ['·', 422, 424, 58, 65],
          ['שכירות', 400, 420, 58, 65],
          ['מכשירים', 374, 398, 58, 65],
        ],
        [
          ['לכבוד', 535, 556, 89, 97],
          ["מס'", 249, 261, 89, 97],
          ['חשבונית', 219, 247, 89, 97],
          ['7311205', 147, 178, 89, 97],
        ],
        [
          ['הפקות', 532, 556, 102, 109],
          ['במה', 514, 530, 102, 109],
          ['ואירועים', 482, 512, 102, 109],
          ['בע"מ', 461, 480, 102, 109],
          ['06.10.2024', 139, 178, 102, 109],
        ],
        [
          ['תאריך', 239, 261, 106, 114],
          ['הפקה', 218, 237, 106, 114],
        ],
        [
          ["רח'", 545, 556, 114, 122],
          ['יגאל', 528, 543, 114, 122],
          ['אלון', 512, 526, 114, 122],
          [',120', 495, 510, 114, 122],
          ['תל', 483, 492, 114, 122],
          ['אביב', 465, 481, 114, 122],
        ],
        [
          ['תקופת', 238, 261, 122, 130],
          ['החיוב', 216, 236, 122, 130],
          ['ספטמבר', 150, 178, 122, 130],
          ['2024', 130, 148, 122, 130],
        ],
        [
          ['ח.פ.', 541, 556, 126, 134],
          ['556373520', 500, 539, 126, 134],
        ],
        [
          ['30.09.2024', 92, 132, 132, 139],
          ['-', 134, 137, 132, 139],
          ['01.09.2024', 139, 178, 132, 139],
        ],
        [
          ["מס'", 544, 556, 139, 147],
          ['לקוח', 525, 542, 139, 147],
          ['741769', 497, 523, 139, 147],
          ['·', 492, 495, 139, 147],
          ["מס'", 479, 490, 139, 147],
          ['מנוי', 463, 476, 139, 147],
          ['876007086', 422, 461, 139, 147],
        ],
        [
          ['לתשלום', 234, 261, 147, 154],
          ['עד', 223, 232, 147, 154],
          ['21.10.2024', 139, 178, 147, 154],
        ],
        [
          ['סה"כ', 516, 544, 178, 190],
          ['לתשלום', 469, 513, 178, 190],
          ['₪', 101, 111, 178, 190],
          ['8,381.88', 51, 97, 178, 190],
        ],
      ]),
    );
    expect(parsed.fields.date).toBe('2024-10-06');
    // Labelled as the document's date ("תאריך הפקה"), not only the one date left over: checked.
    expect(parsed.confidence.date).toBeGreaterThanOrEqual(0.9);
  });
});

describe("a title before a dealer's name in Latin letters", () => {
  it.each(['Rabbi', 'Eng.', 'Adv.'])('cuts "%s" as a credential is cut', (title) => {
    const parsed = parseReceiptDocument(
      documentFromText(
        [`${title} Yonatan Adler`, 'Licensed Dealer No. 356895920', 'TAX INVOICE No. A-411', 'Date: 04/03/2025', 'Total NIS 4,720.00', 'VAT 18% NIS 720.00'].join('\n'),
      ),
    );
    expect(parsed.fields.vendorName).toBe('Yonatan Adler');
  });
});
