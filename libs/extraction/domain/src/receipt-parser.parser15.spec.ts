import { datesIn, writtenOrder } from './dates';
import { documentFromText } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 15: the order of day and month taken from the document's own dates that read one way
 * only, and a date that reads either way round left unsure when only a dollar sign says which; the
 * date goods were supplied is a slip's own date when it is the only one; a dealer's bare name beside
 * the label; a recognised English page with a few Hebrew-looking words is not a Hebrew page.
 */
const read = (lines: string[]) => parseReceiptDocument(documentFromText(lines.join('\n')));

describe("the order of day and month, from the document's own dates", () => {
  it('reads the month first where a date has no 31st month, the day first where one has no 31st day, nothing where none tells or they disagree', () => {
    expect(writtenOrder(['Invoice date 02/04/2025', 'Order date 01/31/2025'])).toBe('month');
    expect(writtenOrder(['תאריך 02/04/2025', 'לתשלום עד 31/05/2025'])).toBe('day');
    expect(writtenOrder(['Invoice date 02/04/2025', 'Due 03/05/2025'])).toBeUndefined();
    expect(writtenOrder(['Shipped 01/31/2025', 'Paid 31/01/2025'])).toBeUndefined();
    // A range of days before a month and a two-digit year is not a date, and says nothing.
    expect(writtenOrder(['תקופה 01/04-30/04/25'])).toBeUndefined();
  });

  it('marks a date written in numbers that read either way round', () => {
    expect(datesIn('02/04/2025')[0]).toMatchObject({ iso: '2025-04-02', ambiguous: true });
    expect(datesIn('31/01/2025')[0].ambiguous).toBeUndefined();
    expect(datesIn('04/04/2025')[0].ambiguous).toBeUndefined();
    expect(datesIn('4 Feb 2025')[0].ambiguous).toBeUndefined();
  });

  it("reads an American store's date month first when its order date shows it, though stray Hebrew-looking words make the page count as Hebrew", () => {
    const parsed = read([
      'זור או שי לה"',
      'Dark Sky Outfitters, Inc. · Flagstaff, AZ 86001',
      'Invoice # INV-161750',
      'Invoice date 02/04/2025',
      'Order date 01/31/2025',
      'Merchandise $2,245.00',
      'PA sales tax 6% $134.70',
      'Grand total $2,379.70',
    ]);
    expect(parsed.fields.date).toBe('2025-02-04');
  });

  it("leaves a dollar page's date unsure when none of its dates tells the order, and an Israeli page's sure", () => {
    const dollars = read(['Dark Sky Outfitters, Inc.', 'Invoice # INV-161750', 'Invoice date 02/04/2025', 'Subtotal $2,245.00', 'Sales tax 6% $134.70', 'Total $2,379.70']);
    expect(dollars.fields.date).toBe('2025-02-04');
    expect(dollars.confidence.date).toBeLessThan(0.9);
    const shekels = read(['אבני חן בע"מ', 'חשבונית מס 1234', 'תאריך החשבונית: 02/04/2025', 'סה"כ לפני מע"מ 100.00', 'מע"מ 18% 18.00', 'סה"כ לתשלום 118.00 ₪']);
    expect(shekels.fields.date).toBe('2025-04-02');
    expect(shekels.confidence.date).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the date goods were supplied', () => {
  it("is a delivery slip's date when it is its only date, the due date aside", () => {
    const parsed = read([
      'שמעון אזולאי',
      'עוסק מורשה 185151586',
      "תעודת משלוח 325170 חשבונית מס מס' D-12433",
      'תאריך אספקה 04/09/2025 16:09',
      'סה"כ לפני מע"מ 15,654.96',
      'מע"מ 18% 2,817.89',
      'סה"כ לחיוב ₪ 18,472.85',
      'לתשלום עד 04/10/2025 בהעברה בנקאית.',
    ]);
    expect(parsed.fields.date).toBe('2025-09-04');
  });

  it("gives way to the invoice's own date", () => {
    const parsed = read(['אזולאי דלקים בע"מ', "חשבונית מס מס' 4411", 'תאריך: 10/09/2025', 'תאריך אספקה 04/09/2025', 'סה"כ לתשלום ₪ 118.00']);
    expect(parsed.fields.date).toBe('2025-09-10');
  });
});

describe('a recognised page in English with a few Hebrew-looking words', () => {
  const word = (text: string, x0: number, y: number) => ({ text, x0, x1: x0 + 10 * text.length, y0: y, y1: y + 20, conf: 0.9 });
  const page = (lines: string[]) =>
    parseReceiptDocument({ source: 'ocr', lines: lines.map((line, i) => ({ words: line.split(' ').map((text, j) => word(text, 100 + 120 * j, 40 * i)) })) });

  it('is read as English: its date month first under a dollar sign', () => {
    // A wordmark recognised as noise: three "words" of Hebrew letters among some forty English words.
    const english = [
      'זור או שי',
      'Dark Sky Outfitters, Inc. Flagstaff, AZ 86001 Telescopes and astronomy gear since 1998',
      'Bill to Eli Sasson, 12 HaNarkis St, Rehovot, Israel',
      'Invoice # INV-161750',
      'Invoice date 02/04/2025',
      'Dobsonian reflector telescope 1 $649.00 $649.00',
      'Padded telescope bag with shoulder strap 1 $89.00 $89.00',
      'Merchandise $738.00',
      'Sales tax 6% $44.28',
      'Grand total $782.28',
    ];
    expect(page(english).fields.date).toBe('2025-02-04');
    // The same page with Hebrew words in earnest is a Hebrew page: the day first.
    expect(page([...english, 'תודה רבה על הקנייה שלכם בחנות', 'החזרות תוך ארבעה עשר יום עם חשבונית'].slice(1)).fields.date).toBe('2025-04-02');
  });
});
