import { heBowlingAlleyBill1Photo, heMarinaInvoice1Png, mixedTyreShopInvoice3Png } from './ocr-output.fixtures';
import { documentFromText } from './receipt-document';
import { parseReceipt, parseReceiptDocument } from './receipt-parser';

/** Parser 8: rules made with held-out sets 5 and 6 as development data once they had been scored, each about receipts in general. */
const text = (lines: string[]) => parseReceiptDocument(documentFromText(lines.join('\n')));
const ocr = (lines: string[]) => parseReceiptDocument(documentFromText(lines.join('\n'), 'ocr'));

describe('the document date among an order date and later dates', () => {
  it('takes the order date over a delivery date when no date is labelled as the document date', () => {
    const parsed = text([
      'פלורה דיזיין בע"מ',
      'ח.פ. 514123454',
      'חשבונית מס קבלה 81643',
      'הזמנה מתאריך 23/06/2025',
      'משלוח: יום רביעי, 25/06/2025 בין 09:00-12:00',
      'זר חמניות 189.00',
      'סה"כ כולל מע"מ: 189.00 ש"ח',
      'מזה מע"מ 18% 28.83',
    ]);
    expect(parsed.fields.date).toBe('2025-06-23');
    expect(parsed.confidence.date).toBeLessThan(0.9);
  });

  it('lowers dispatch and estimated delivery dates below the order date', () => {
    const parsed = text(['Thistle & Loom', 'Order date      25 Jul 2023', 'Dispatched      28 Jul 2023', 'Estimated delivery     7 Aug 2023', 'Total (GBP)   £471.45']);
    expect(parsed.fields.date).toBe('2023-07-25');
  });

  it('still prefers a labelled invoice date to an order date', () => {
    expect(parseReceipt('Shop Ltd\nOrder date: 01/03/2025\nInvoice date: 04/03/2025\nTotal 100.00').date).toBe('2025-03-04');
  });

  it('does not read an order number line above a till stamp as the header of its date', () => {
    const parsed = text([
      "פלאפל ג'ינה",
      'עוסק מורשה 103306668',
      '           הזמנה 39',
      "   חשבונית מס קבלה מס' 13786",
      '      20:43 19/08/2023',
      "1 צ'יפס 12.00",
      'סה"כ 90.00',
      'כולל מע"מ 17% 13.08',
    ]);
    expect(parsed.fields.date).toBe('2023-08-19');
  });
});

describe("the vendor's name at the top of the page", () => {
  it('is never an order number line', () => {
    const parsed = text(["פלאפל ג'ינה", 'רח\' דיזנגוף 201, ת"א', 'עוסק מורשה 103306668', 'הזמנה 39', "חשבונית מס קבלה מס' 13786", 'סה"כ 90.00']);
    expect(parsed.fields.vendorName).toBe("פלאפל ג'ינה");
  });

  it("is never an address (a boulevard abbreviated שד')", () => {
    const parsed = text(["שד' ההסתדרות, חיפה", 'אקדמיה לגיטרה ותופים', 'ח.פ. 513570440', 'חשבונית מס', 'סה"כ לחיוב 1,538.72 ₪']);
    expect(parsed.fields.vendorName).toBe('אקדמיה לגיטרה ותופים');
  });

  it('keeps its parts around a dash printed with wide spacing, and its en dash as printed', () => {
    const parsed = text(['אורות –      לימוד נהיגה בע"מ', 'באר שבע · ח.פ. 518668603', "חשבונית מס קבלה מס' 0460", 'סה"כ 350.00']);
    expect(parsed.fields.vendorName).toBe('אורות – לימוד נהיגה בע"מ');
  });

  it('is cut before the document title printed after it on the same line', () => {
    const parsed = text([
      'Maya Ben-David Photo Tax Invoice / Receipt',
      '# 3574',
      'Licensed Dealer No. 361814684',
      'Service    Qty    Unit (₪)    Amount (₪)',
      'Wedding - full day coverage    1    8,500.00    8,500.00',
      'Total ₪8,500.00',
    ]);
    expect(parsed.fields.vendorName).toBe('Maya Ben-David Photo');
  });

  it('is never a European address line (Avenue, rue, Strasse with a number)', () => {
    expect(text(['Avenue de Rhodanie 48, 1007 Lausanne', 'Rechnung / Invoice', 'Total CHF 100.00']).fields.vendorName).toBeUndefined();
  });

  it('is never a label with its value ("Service period: August 2023")', () => {
    expect(ocr(['Service period: August 2023', 'Invoice # 12345', 'Total $100.00']).fields.vendorName).toBeUndefined();
  });

  it("never comes from an items table's header row or the rows under it", () => {
    const parsed = text(['Service    Qty    Unit    Amount', 'Drone footage    1    900.00    900.00', 'Total 900.00']);
    expect(parsed.fields.vendorName).toBeUndefined();
  });

  it("is not the agency a hotel stay was booked through (a 'Booked via' column)", () => {
    const parsed = text([
      'INVOICE / ΤΙΜΟΛΟΓΙΟ',
      'Kalypso Bay Hotel IKE',
      'Agios Stefanos, 490 81 Corfu, Greece',
      'Guest                  Stay                          Booked via',
      'Mr. Ben-Ami            Arrival: 13 December 2023     Issta Lines Ltd, Co. No. 514326511',
      'Grand total   € 1.221,00',
    ]);
    expect(parsed.fields.vendorName).toBe('Kalypso Bay Hotel IKE');
  });

  it("is the registered name a footer prints beside a European VAT number, over an event's brand at the top", () => {
    const parsed = text([
      'Grachten Dev Days 2025',
      'Amsterdam · 4 November 2025',
      'Invoice number: GDD25-008957',
      'Subtotal (excl. VAT) €1,296.00',
      'VAT 21% €272.16',
      'Total paid €1,568.16',
      'Tejo Tech Conferences, Lda. · Lisbon · VAT PT812854766 · invoices@tejodevcon.eu',
    ]);
    expect(parsed.fields.vendorName).toBe('Tejo Tech Conferences, Lda.');
  });

  it("takes a recognised footer's registered name whose 'Lid' (Ltd) ends a part before a separator, not the line", () => {
    const parsed = ocr([
      'Thistle & Loom thistleandloom.co.uk',
      'VAT invoice no. INV/2023/1343',
      'Total (GBP) £471.45',
      'Thistle & Loom Lid - Unit 4, Riverside Works, Galashiels TD1 3HY - Registered in Scotland no. SC612947 - VAT reg. GB 284 1937 52',
    ]);
    expect(parsed.fields.vendorName).toBe('Thistle & Loom Ltd');
  });

  it("on a real image: a letterhead line whose separators were read as dashes gives its first part, not the vehicle table's header under the title", () => {
    const parsed = parseReceiptDocument(mixedTyreShopInvoice3Png);
    expect(parsed.fields.vendorName).toBe('צמיגי עוזי ובניו');
  });

  it("on a real image: a logo's remnant read before a Hebrew name is dropped", () => {
    const parsed = parseReceiptDocument(heMarinaInvoice1Png);
    expect(parsed.fields.vendorName).toBe('מעגן הצוקים תפעול ימי בע"מ');
    expect(ocr(['Lt מעגן הצוקים תפעול ימי בע"מ', 'ח.פ. 514123454']).fields.vendorName).toBe('מעגן הצוקים תפעול ימי בע"מ');
  });
});

describe('the document number', () => {
  it("is the number right beside the title, not a card slip's voucher number below the totals", () => {
    const parsed = text([
      'סטרייק פנאי ובידור בע"מ',
      'ח.פ. 511426066',
      'חשבונית מס/קבלה 196803',
      'סה"כ חשבון 355.60',
      'כולל מע"מ 17% 51.67',
      'מסוף 9852197 אישור 132354',
      "מס' שובר 2012 22:44",
    ]);
    expect(parsed.fields.documentNumber).toBe('196803');
    expect(parsed.confidence.documentNumber).toBeLessThan(0.9);
  });

  it('on a real photo, likewise', () => {
    expect(parseReceiptDocument(heBowlingAlleyBill1Photo).fields.documentNumber).toBe('196803');
  });

  it('passes over a line of stray marks between the title and its number, and never takes the year of a date under the title', () => {
    const head = ['Lior Amsalem Photography          Tax Invoice / Receipt'];
    expect(ocr([...head, '                                   . : 4', '                                   # 2658', 'Total 100.00']).fields.documentNumber).toBe('2658');
    expect(ocr([...head, '                                   + 8', '                                   Issued: 7 Oct 2024', 'Total 100.00']).fields.documentNumber).toBeUndefined();
  });

  it("skips a till's register number under the title for the number after it", () => {
    const parsed = text(['פט-לנד השרון בע"מ', 'ח.פ 511109050', '   חשבונית מס / קבלה', "   קופה 4 מס' 088259", 'סה"כ לתשלום 716.75']);
    expect(parsed.fields.documentNumber).toBe('088259');
  });
});

describe('the VAT', () => {
  // Cells in columns 20 characters apart: wide gaps, as a text layer's boxes give them.
  const row = (...cells: string[]) =>
    cells
      .map((c) => c.padEnd(20))
      .join('')
      .trimEnd();
  const greek = [
    row('Porto Limani Hotel S.A.', '', '', '', 'INVOICE'),
    row('Description', 'Qty', 'Price €', 'VAT', 'Amount €'),
    row('Accommodation', '7', '151,00', '13%', '1.057,00'),
    row('Minibar', '1', '59,00', '24%', '59,00'),
    row('Climate fee', '7', '15,00', '-', '105,00'),
    row('VAT rate', 'Net', 'VAT', 'Total VAT', '133,02'),
    row('13%', '935,40', '121,60', 'Grand total', '€ 1.221,00'),
    row('24%', '47,58', '11,42', 'Paid by card', '1.221,00'),
    row('Exempt', '105,00', '0,00', 'Balance', '0,00'),
  ];

  it("of a VAT analysis by rate is the sum of the rates' VAT when nets, VATs and exempt sales add up to the total", () => {
    const parsed = text(greek);
    expect(parsed.fields.total).toBe('1221.00');
    expect(parsed.fields.tax).toBe('133.02');
    expect(parsed.confidence.tax).toBeGreaterThanOrEqual(0.9);
  });

  it("is the printed 'Total VAT' when the rows' nets, it and the exempt sales add up to the total, though one row's VAT was misread", () => {
    // "11,42" recognised as "716"; a row recognised twice.
    const misread = greek.map((l) => l.replace('11,42', '716'));
    const parsed = ocr([...misread.slice(0, 8), misread[7], misread[8]]);
    expect(parsed.fields.tax).toBe('133.02');
  });

  it('is never also the total: a VAT amount read onto a total line (two lines merged by the recogniser) gives way', () => {
    const parsed = ocr(['הכספת - משחקי בריחה בע"מ', 'ח.פ. 550916407', 'בריחה מאלקטרז 440.00 110.00 4', 'א 440.00', 'סה"כ / 63.93 ₪ 17%: Total', 'כולל מע"מ incl. VAT 17%: 63.93']);
    expect(parsed.fields.total).not.toBe('63.93');
  });

  it('is not summed when the rows do not add up to the total', () => {
    const parsed = text(greek.map((l) => l.replace('47,58', '57,58')));
    expect(parsed.confidence.tax ?? 0).toBeLessThan(0.9);
  });

  it('is the amount "includes VAT of" names, checked when it is the total\'s share at the rate the page prints', () => {
    const parsed = text([
      'Thistle & Loom',
      'Item    Qty    Price    VAT    Total',
      'Lambswool scarf    3    £49.00    20%    £147.00',
      'Subtotal   £456.50',
      'Total (GBP)   £471.45',
      'includes VAT of £78.58',
    ]);
    expect(parsed.fields.tax).toBe('78.58');
    expect(parsed.confidence.tax).toBeGreaterThanOrEqual(0.9);
  });

  it('is still the amount "includes VAT of" names when items at several rates fit no one rate, but not checked', () => {
    const parsed = text([
      'Shop Ltd',
      'Tea towels    2    £18.50    20%    £37.00',
      'Cookbook    3    £22.00    0%    £66.00',
      'Subtotal £103.00',
      'Delivery £24.50',
      'Total (GBP) £127.50',
      'includes VAT of £10.25',
    ]);
    expect(parsed.fields.tax).toBe('10.25');
    expect(parsed.confidence.tax).toBeLessThan(0.9);
  });

  it('is not the gross amount a total "including VAT" names', () => {
    const parsed = text(['חנות בע"מ', 'סה"כ כולל מע"מ: 397.00 ש"ח', 'מזה מע"מ 18% 60.56']);
    expect(parsed.fields.total).toBe('397.00');
    expect(parsed.fields.tax).toBe('60.56');
  });
});
