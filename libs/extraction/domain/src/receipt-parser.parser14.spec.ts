import { datesIn } from './dates';
import { isPersonName } from './given-names';
import { documentFromText, ReceiptDocument } from './receipt-document';
import { heFabricStoreTill2Png, heFleetFuelStatement2Png, mixedPotteryStudioReceipt1Png, mixedPotteryStudioReceipt2Png } from './ocr-output.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { yodForApostrophe } from './receipt-text';

/**
 * Parser 14: a yod the recogniser read as an apostrophe; a company's id in groups of three whose
 * order a right-to-left line leaves open; a recommended service charge added under the VAT; a
 * foreign amount beside its exchange rate; a range of days is no date; a transaction's number under a
 * title without one; a credit note's number after its own title; a branch and serial no phone could be;
 * a dealer's name over the dealer's label in a column beside the items; Vered, Inbal and Sapir; "מס' / No."
 * with its geresh set apart; which order of an id's groups is an id, and, recognised, the order they
 * stand in from the left; a folio's charges before its taxes; Belgian and Dutch legal forms and VAT
 * numbers.
 */
const read = (lines: string[]) => parseReceiptDocument(documentFromText(lines.join('\n')));
describe('a yod read as an apostrophe', () => {
  it('gives the yod back inside a Hebrew word, after letters a geresh never follows', () => {
    expect(yodForApostrophe("תאר'ך")).toBe('תאריך');
    expect(yodForApostrophe("פבר'קה")).toBe('פבריקה');
    expect(yodForApostrophe("כרמ'אל")).toBe('כרמיאל');
  });

  it("drops an apostrophe beside a yod that was read as well (the yod's shadow)", () => {
    expect(yodForApostrophe("בד'ים")).toBe('בדים');
  });

  it('keeps a geresh after ג, ז, צ, ת or ח, abbreviations of two letters, and marks at a word’s end', () => {
    for (const word of ["ג'ינס", "צ'יפס", "ז'קט", "ח'אלד", "ש'ח", "ק'ג", "מס'", "רח'", 'ABC']) expect(yodForApostrophe(word)).toBe(word);
  });

  it('reads a till slip whose small print lost its yods: the date under its label, the registered name as printed', () => {
    // Real OCR output: "תאר'ך 23/4/2025" above a return date, "פבר'קה בד'ם ואביזרי תפירה בע"מ".
    const parsed = parseReceiptDocument(heFabricStoreTill2Png);
    expect(parsed.fields.date).toBe('2025-04-23');
    expect(parsed.fields.vendorName).toBe('פבריקה בדים ואביזרי תפירה בע"מ');
  });
});

describe('an id in three groups of three in a Hebrew line, both orders passing the check digit', () => {
  it("takes the order that begins with 5 on a company's page, and is not sure of it", () => {
    // Real OCR output: "ח.פ. 374 875 516" right to left, for 516875374 printed left to right.
    const parsed = parseReceiptDocument(heFleetFuelStatement2Png);
    expect(parsed.fields.vendorTaxId).toBe('516875374');
    expect(parsed.confidence.vendorTaxId).toBeLessThan(0.9);
  });

  it("keeps the order as read where neither or both begin with 5, the page is not a company's, or a dealer's label stands before the id", () => {
    const bill = (label: string, id: string, name: string) =>
      parseReceiptDocument(documentFromText([name, `${label} ${id}`, 'חשבונית מס 1043', 'תאריך 02/03/2025', 'סה"כ לתשלום 590.00', 'מע"מ 18% 90.00'].join('\n'))).fields.vendorTaxId;
    // 374 875 516 and 516 875 374 both pass; so do 566 846 556 and 556 846 566.
    expect(bill('עוסק מורשה', '374 875 516', 'יוסי לוי')).toBe('374875516');
    expect(bill('ח.פ.', '374 875 516', 'יוסי לוי')).toBe('516875374');
    expect(bill('חיפה ·', '374 875 516', 'גל-דלק ישראל בע"מ')).toBe('516875374');
    expect(bill('ח.פ.', '566 846 556', 'גל-דלק ישראל בע"מ')).toBe('566846556');
    // A licensed dealer's own id (a person's) on a page whose letterhead also names a company (the customer's): as read.
    const items = Array.from({ length: 14 }, (_, i) => `הנהלת חשבונות - חודש ${i + 1} 1 100.00`);
    const dealer = parseReceiptDocument(
      documentFromText(
        [
          "משרד רואי חשבון כהן-נסים ושות'",
          "עוסק מורשה 160 910 519 · רח' ויצמן 33, כפר סבא",
          'לכבוד תאריך: 30.06.23',
          'גני ילדים הפרפר בע"מ',
          "חשבונית מס מס' 2114",
          ...items,
          'סה"כ לתשלום 1,638.00',
        ].join('\n'),
      ),
    );
    expect(dealer.fields.vendorTaxId).toBe('160910519');
  });
});

describe('a recommended service charge added after the VAT line', () => {
  it("keeps the bill's VAT, which agrees with the bill before the service, not with the sum paid", () => {
    const parsed = read([
      'ריחאן פנאי ובילוי בע"מ',
      'ח.פ. 525443925',
      '2 נרגילה פרימיום - ראש פירות 190.00',
      '3 מיני פיצות 255.00',
      'סה"כ חשבון 445.00',
      'מתוכו מע"מ 17% 64.66',
      'שירות מומלץ 12% (אינו חובה) 53.40',
      'סה"כ ששולם 498.40',
      "חשבונית מס/קבלה מס' K-81340",
      '00:55 22/08/2023',
    ]);
    expect(parsed.fields.total).toBe('498.40');
    expect(parsed.fields.tax).toBe('64.66');
  });
});

describe('a foreign amount beside the rate it was converted at', () => {
  const broker = (valueLine: string) =>
    read([
      'מכס-ליין עמילות מכס בע"מ / Customs-Line Ltd',
      'ח.פ. 515123459',
      'חשבונית מס / Tax Invoice 24117',
      'תאריך / Date 12/03/2025',
      valueLine,
      'סה"כ שירותים / Services 2,647.76',
      'מע"מ 18% / VAT 476.60',
      'סה"כ הוצאות / Disbursements 68,071.74',
      'סה"כ לתשלום / Total due 71,196.10',
    ]).fields.currency;

  it('does not make the document billed in that currency', () => {
    expect(broker('ערך / Value 56,200.00 USD - שער / Rate 3.649')).toBe('ILS');
    expect(broker('Customs value EUR 18,500.00 @ 3.9120')).toBe('ILS');
  });

  it('still counts a foreign currency written without a rate', () => {
    expect(broker('ערך / Value 56,200.00 USD')).toBe('USD');
  });
});

describe('a range of days with a two-digit number after it', () => {
  it('is not read as a date of two-digit year ("01/04-30/04": not the 1st of April 2030)', () => {
    expect(datesIn('תאריך הפקה: 2025 (01/04-30/04)').map((d) => d.iso)).toEqual([]);
    expect(datesIn('תקופה 01/04/2025-30/04/2025').map((d) => d.iso)).toEqual(['2025-04-01', '2025-04-30']);
  });

  it('still reads a date whose separators differ before a four-digit year, or agree before a two-digit one', () => {
    expect(datesIn('Date 31/03-2025').map((d) => d.iso)).toEqual(['2025-03-31']);
    expect(datesIn('תאריך 06.10.25').map((d) => d.iso)).toEqual(['2025-10-06']);
  });
});

describe("a document's number", () => {
  const slip = (numberLine: string) =>
    read([
      'גזית תחנות גז לרכב בע"מ',
      'ח.פ. 551730690',
      'טל: 08-5915495',
      'תאריך: 20.9.2024 שעה: 07:33',
      'משאבה: 5 אקדח: 2',
      'סה"כ ש"ח 224.01',
      'מזה מע"מ 17% 32.55',
      'כרטיס צי 8331 224.01',
      'אישור 6610646',
      'חשבונית מס/קבלה',
      numberLine,
    ]).fields.documentNumber;

  it("is the transaction's number opening the line under a title that has none, a branch and serial no phone could be", () => {
    expect(slip("מס' עסקה: 090-0060070")).toBe('090-0060070');
    expect(slip("מס' עסקה: 074-0226712")).toBe('074-0226712');
  });

  it("is never a phone number's shape (an area code or 05x/07x, seven digits not opening with 0 or 1)", () => {
    expect(slip("מס' עסקה: 074-6226712")).toBeUndefined();
    expect(slip("מס' עסקה: 08-5915495")).toBeUndefined();
  });

  it("is not a transaction's number elsewhere on the page (a card slip's) when the title has its own", () => {
    const parsed = read(["חשבונית מס/קבלה מס' 20417", 'גזית תחנות גז לרכב בע"מ', 'סה"כ ש"ח 224.01', "מס' עסקה: 090-0060070"]);
    expect(parsed.fields.documentNumber).toBe('20417');
  });

  it("on a credit note, is the number after the note's own title on its line, not the sale it cites below", () => {
    const parsed = read([
      'לילה טוב רשתות שינה בע"מ',
      'לילה טוב ח.צ. 521765081',
      "הודעת זיכוי - חשבונית מס מס' ZC/04068",
      'תאריך: 27/12/2023 · מקור',
      'זיכוי לחשבונית חשבונית מס קבלה 365988',
      'סה"כ זיכוי כולל מע"מ (890.00)',
    ]);
    expect(parsed.fields.documentNumber).toBe('ZC/04068');
  });
});

describe("the vendor's name beside a column of items", () => {
  it("is a dealer's own name in the cell over the dealer's label, though the items' header shares its line", () => {
    // Real OCR output: "עופר דנינו" beside "פריט / Item  כמות / Qty …", over "עוסק מורשה / Licensed Dealer 310620935".
    expect(parseReceiptDocument(mixedPotteryStudioReceipt1Png).fields.vendorName).toBe('עופר דנינו');
  });

  it("is a company's registered name printed beside the items' header over its number, not the brand above", () => {
    // Real OCR output: "The Wheel House" and "בית האובניים" at the top, "בית האובניים סדנאות אמנות בע"מ" over "ח.פ. / Co. No." beside the items.
    expect(parseReceiptDocument(mixedPotteryStudioReceipt2Png).fields.vendorName).toBe('בית האובניים סדנאות אמנות בע"מ');
  });

  it("reads Vered, Inbal and Sapir as given names, so a name opening with one beside a dealer's label is a person's", () => {
    for (const name of ['ורד קליין', 'ענבל לוי', 'ספיר כהן']) expect(isPersonName(name)).toBe(true);
    expect(isPersonName('הבושם של ורד')).toBe(false);
  });
});

describe('a bilingual number label whose geresh a text layer set apart', () => {
  it('reads "מס/ IT-0001215 No. \'" as "מס\' / No. IT-0001215"', () => {
    const parsed = read([
      'נטקור מערכות מחשוב בע"מ',
      "חשבונית מס Tax Invoice / מס/ IT-0001215 No. ' תאריך / :Date 29/01/2025 עמוד / Page 1/2",
      'אופטימה לוגיסטיקה בע"מ',
      'לכבוד / Bill to הזמנת רכש / PO 4569652',
      'סה"כ לתשלום / Total due 12,390.00',
    ]);
    expect(parsed.fields.documentNumber).toBe('IT-0001215');
  });
});

describe('a recognised id in three groups of three, both orders passing the check digit', () => {
  // A right-to-left line: its words from the right. The id's groups in the order given, each [text, x0, x1].
  type Run = [string, number, number];
  const scanned = (name: string, label: Run[], groups: Run[]): ReceiptDocument => ({
    source: 'ocr',
    lines: (
      [
        [[name, 1500, 1800]],
        [...label, ...groups],
        [
          ['חשבונית', 1700, 1800],
          ['מס', 1650, 1690],
          ["מס'", 1590, 1640],
          ['2024-0333', 1400, 1580],
        ],
        [
          ['סה"כ', 1750, 1800],
          ['לתשלום', 1650, 1740],
          ['1,180.00', 1400, 1560],
        ],
      ] as Run[][]
    ).map((runs, k) => ({ words: runs.map(([text, x0, x1]) => ({ text, x0, x1, y0: 100 + 40 * k, y1: 120 + 40 * k, conf: 0.95 })) })),
  });
  const groups = (right: string, middle: string, left: string): Run[] => [
    [right, 1500, 1540],
    [middle, 1450, 1490],
    [left, 1400, 1440],
  ];

  it('reads them as they stand from the left when both orders are plausible ids', () => {
    // "ע.מ. 207 583 519" printed left to right: the line gives 519 583 207; both a person's (2…) and a company's (5…) shape pass under a dealer's label.
    const dealer = parseReceiptDocument(scanned('עאדל נסאר', [['ע.מ.', 1560, 1600]], groups('519', '583', '207')));
    expect(dealer.fields.vendorTaxId).toBe('207583519');
    expect(dealer.confidence.vendorTaxId).toBeLessThan(0.9);
    // Two company shapes (55…, 51…) under a company's label.
    expect(parseReceiptDocument(scanned('אקו דחס בע"מ', [['ח.פ.', 1560, 1600]], groups('510', '915', '556'))).fields.vendorTaxId).toBe('556915510');
  });

  it("takes the only order that is an id: a person's begins with 0 to 3, a company's with 5", () => {
    // Printed right to left by the page (076 196 922 seen as 922 196 076 from the left): 922… is nobody's.
    expect(parseReceiptDocument(scanned('יוסי לוי', [['ע.מ.', 1560, 1600]], groups('076', '196', '922'))).fields.vendorTaxId).toBe('076196922');
  });
});

describe("a folio's charges, its taxes and the total with them", () => {
  const folio = (after: string[] = []) =>
    read([
      'Sea Breeze Motel',
      'Sea Breeze Hospitality LLC',
      'Folio No. 45122',
      'Date: Jan 17, 2025',
      'Jan 14, 2025 Room charge $217.00',
      'Jan 14, 2025 FL state sales tax 6% $13.02',
      'Total charges $705.00',
      'Total taxes $88.41',
      'Total $793.41',
      'Payments -$793.41',
      'Balance due $0.00',
      ...after,
    ]);

  it('takes the total with the taxes, and the taxes as the tax', () => {
    expect(folio().fields.total).toBe('793.41');
    expect(folio().fields.tax).toBe('88.41');
  });

  it('keeps a larger total to pay that follows (a subtotal with its tax is no total then)', () => {
    expect(folio(['Total amount due $1,200.00']).fields.total).toBe('1200.00');
  });
});

describe('a Belgian web shop', () => {
  it('is named by its registered company (BV, NV) over the VAT number "BTW/TVA BE 0479.554.995", not its shop\'s name', () => {
    const shop = (company: string) =>
      read([
        'Cacao Atelier Gent INVOICE',
        `${company} · Gent, Belgium`,
        'BTW/TVA BE 0479.554.995 · RPR/RPM Gent',
        'Invoice number 2024-WEB-04199 Order #64489',
        'Invoice date 14/04/2024',
        'Total (VAT included) €103.30',
        'Total VAT €10.05',
      ]).fields.vendorName;
    expect(shop('Cacao Atelier NV')).toBe('Cacao Atelier NV');
    expect(shop('Chocolaterie Vandermeulen BV')).toBe('Chocolaterie Vandermeulen BV');
  });
});
