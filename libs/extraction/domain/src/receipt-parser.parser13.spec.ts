import { isLatinPersonName } from './given-names';
import { documentFromText } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 13: a web shop's owner named only in its footer; "Guest House" in a registered name; a
 * hyphenated id whose groups a text layer gave in the order they are seen; a French VAT table
 * (HT, TVA, TTC); a tip added on the card and the sum charged; disbursements outside the VAT.
 */
const read = (lines: string[]) => parseReceiptDocument(documentFromText(lines.join('\n')));

describe("a dealer's name printed only in the footer", () => {
  const shop = (footer: string) =>
    read([
      'www.nutribox.co.il NUTRI BOX',
      'חשבונית מס/קבלה',
      'מספר מסמך 27555',
      'תאריך הפקה 28/07/2025',
      'אבקת חלבון 1 ₪189.90 ₪189.90',
      'סה"כ לתשלום )כולל מע"מ( ₪189.90',
      'מתוכו מע"מ 18% ₪28.97',
      footer,
    ]);

  it("takes the person named right before the dealer's label, over the brand at the top", () => {
    const parsed = shop("שחר גולן · עוסק מורשה 235711223 · רח' הסדנאות 7, הרצליה · שירות לקוחות 053-487-3444");
    expect(parsed.fields.vendorName).toBe('שחר גולן');
    expect(parsed.confidence.vendorName).toBeLessThan(0.9);
  });

  it("keeps the brand when the footer's person is not beside a dealer's label, or is a company's manager", () => {
    expect(read(['NUTRI BOX', 'חשבונית מס/קבלה 27555', 'סה"כ לתשלום ₪189.90', 'מנהל: שחר גולן', 'עוסק מורשה 235711223']).fields.vendorName).toBe('NUTRI BOX');
    expect(read(['NUTRI BOX', 'חשבונית מס/קבלה 27555', 'סה"כ לתשלום ₪189.90', 'שחר גולן · ח.פ. 514123454']).fields.vendorName).toBe('NUTRI BOX');
  });
});

describe('a registered name that says what the business is', () => {
  it('keeps "Guest House" in the operating company\'s name', () => {
    const parsed = read([
      'Casa Annunziata Nazareth',
      'Casa Nova St 6, Nazareth · Tel. +972-4-6350510',
      'Operated by Annunciation Guest House Nazareth Ltd · Company No. 515670800',
      'GUEST FOLIO · Tax Invoice / Receipt No. 0042343 Date: February 9, 2025',
      'Guest: Ks. Piotr Nowak',
      'TOTAL USD 15,684.00',
    ]);
    expect(parsed.fields.vendorName).toBe('Annunciation Guest House Nazareth Ltd');
  });
});

describe("an id's groups in the order a right-to-left line shows them", () => {
  it('reads groups of one, six and two digits as the two, six and one printed', () => {
    // 55-574714-6 printed; read as seen. (The reversed reading passes the check digit, the one as read does not.)
    const parsed = read(['ווקסטל שירותי טלפוניה בענן בע"מ', 'VoxTel ח.פ.6-574714-55', "חשבונית מס מס' 2307-0788781", 'סה"כ לתשלום 2,104.00']);
    expect(parsed.fields.vendorTaxId).toBe('555747146');
  });

  it('prefers the printed order when both readings pass the check digit', () => {
    // 52-295365-2 printed; "2-295365-52" as read passes the check digit too (229536552).
    const parsed = read(['ווקסטל שירותי טלפוניה בענן בע"מ', 'VoxTel ח.פ.2-295365-52', "חשבונית מס מס' 2406-0788781", 'סה"כ לתשלום 2,104.00']);
    expect(parsed.fields.vendorTaxId).toBe('522953652');
  });

  it('keeps an id as read when its groups are the printed ones', () => {
    expect(read(['ווקסטל בע"מ', 'ח.פ. 52-295365-2', 'סה"כ לתשלום 2,104.00']).fields.vendorTaxId).toBe('522953652');
  });
});

describe('a French bill', () => {
  const bill = [
    'Chez Margot',
    '9 quai des Chartrons',
    'EURL Margot & Fils · SIRET 508 714 741 00019',
    'Note n° 030310',
    'ven. 26 juillet 2024 21:30',
    '1 Salade niçoise 16,90',
    '2 Kir royal 22,00',
    'TOTAL TTC / Total incl. 55,70 €',
    'Taux HT TVA TTC',
    '10,0 % 30,64 3,06 33,70',
    '20,0 % 18,33 3,67 22,00',
    'Total TVA / VAT 6,73',
  ];

  it('sums the VAT of a table by rate headed HT, TVA, TTC', () => {
    const parsed = read(bill);
    expect(parsed.fields.total).toBe('55.70');
    expect(parsed.fields.tax).toBe('6.73');
  });

  it('takes the bill\'s total, not the sum charged with the tip added on the card (docs/extraction.md, "Which amount total is")', () => {
    const parsed = read([...bill, 'CB SANS CONTACT', 'Montant / Amount 55,70 €', 'Pourboire / Tip 4,00 €', 'Total débité / Total charged 59,70 €']);
    expect(parsed.fields.total).toBe('55.70');
    expect(parsed.fields.tax).toBe('6.73');
  });

  it('keeps the bill total when the tip is not followed by a sum charged', () => {
    expect(read([...bill, 'Pourboire / Tip 4,00 €']).fields.total).toBe('55.70');
  });
});

describe('disbursements outside the VAT', () => {
  it("takes the total due with the disbursements, and the broker's own VAT", () => {
    const parsed = read([
      'עמילות מכס אבי שושן',
      'חשבונית מס / Tax Invoice',
      "מס' / No. 23-006515",
      'תאריך / Date 07/09/2023',
      'עמילות מכס Customs clearance 1,232.76',
      'הובלה למחסני הלקוח Haulage to your premises 2,040.00',
      'סה"כ שירותים / Services 3,272.76',
      'מע"מ 17% / VAT 17% 556.37',
      'סה"כ שירותים כולל מע"מ / Services incl. VAT 3,829.13',
      'מכס Customs duty 21,133.01',
      'מע"מ יבוא 17% Import VAT 17% 63,469.47',
      'אגרות נמל ואחסנה Port dues & storage 2,430.00',
      'סה"כ הוצאות / Disbursements 87,032.48',
      'סה"כ לתשלום / Total due ₪90,861.61',
    ]);
    expect(parsed.fields.total).toBe('90861.61');
    expect(parsed.fields.tax).toBe('556.37');
    expect(parsed.fields.currency).toBe('ILS');
  });
});

describe('a German hotel bill', () => {
  const bill = (customer: string[]) => [
    'NORDSTERN Deutz-Mülheimer Str. 51, 50679 Köln',
    'Tel. +49 416 1029929',
    ...customer,
    'Rechnungs-Nr. / Invoice No. 2024-030888',
    'Datum / Date 08.07.2024',
    'Rechnung / Invoice',
    'Datum / Date Leistung / Description MwSt Betrag / Amount',
    '04.07.2024 Übernachtung / Accommodation 7% 372,00 €',
    '04.07.2024 Frühstück / Breakfast 19% 88,00 €',
    '07.07.2024 Parken / Parking × 4 19% 96,00 €',
    '04.07.2024 Kulturförderabgabe 5% (nicht steuerbar / not subject to VAT) 18,60 €',
    'Gesamtbetrag / Total 574,60 €',
    'MwSt / VAT Netto / Net MwSt / VAT Brutto / Gross',
    '7% 347,66 € 24,34 € 372,00 €',
    '19% 154,62 € 29,38 € 184,00 €',
    'Summe MwSt / Total VAT 53,72 €',
    'Mastercard ****7201 08.07.2024 - 574,60 €',
    'Nordstern Hotel Köln-Deutz GmbH · Deutz-Mülheimer Str. 51, 50679 Köln · Amtsgericht Köln HRB 41241',
    'Steuer-Nr. 17/394/68587 · USt-IdNr. DE234485862 · IBAN DE37 1993 5914 4561 8947 91',
  ];

  it('takes the grand total, not the gross of a row of the VAT analysis its Gross column names, and the VAT of all rates', () => {
    const word = (text: string, x0: number, x1: number, y0: number) => ({ text, x0, x1, y0, y1: y0 + 8 });
    const parsed = parseReceiptDocument({
      source: 'text',
      lines: [
        { words: [word('NORDSTERN', 60, 200, 20), word('Deutz-Mülheimer Str. 51, 50679 Köln', 400, 540, 20)] },
        { words: [word('Rechnungs-Nr. / Invoice No.', 380, 480, 100), word('2024-030888', 490, 540, 100)] },
        { words: [word('Datum / Date', 380, 480, 112), word('08.07.2024', 490, 540, 112)] },
        { words: [word('04.07.2024', 55, 99, 300), word('Übernachtung / Accommodation', 128, 300, 300), word('7%', 422, 429, 300), word('372,00 €', 500, 540, 300)] },
        {
          words: [
            word('04.07.2024', 55, 99, 315),
            word('Frühstück und Parken / Breakfast and parking', 128, 300, 315),
            word('19%', 422, 435, 315),
            word('184,00 €', 500, 540, 315),
          ],
        },
        { words: [word('04.07.2024', 55, 99, 330), word('Kulturförderabgabe 5% (nicht steuerbar / not subject to VAT)', 128, 359, 330), word('18,60 €', 505, 540, 330)] },
        { words: [word('Gesamtbetrag / Total', 128, 224, 531), word('574,60 €', 500, 540, 531)] },
        { words: [word('MwSt / VAT', 60, 101, 565), word('Netto / Net', 166, 205, 565), word('MwSt / VAT', 222, 264, 565), word('Brutto / Gross', 281, 330, 565)] },
        { words: [word('7%', 60, 70, 581), word('347,66 €', 175, 205, 581), word('24,34 €', 238, 264, 581), word('372,00 €', 300, 330, 581)] },
        { words: [word('19%', 60, 74, 596), word('154,62 €', 175, 205, 596), word('29,38 €', 238, 264, 596), word('184,00 €', 300, 330, 596)] },
        { words: [word('Summe MwSt / Total VAT', 60, 149, 627), word('53,72 €', 237, 264, 627)] },
      ],
    });
    expect(parsed.fields.total).toBe('574.60');
    expect(parsed.fields.tax).toBe('53.72');
  });

  it("adds up the rows' grosses and VATs when a row's net was misread, the VAT printed as a whole agreeing", () => {
    const word = (text: string, x0: number, x1: number, y0: number) => ({ text, x0, x1, y0, y1: y0 + 8 });
    const parsed = parseReceiptDocument({
      source: 'ocr',
      lines: [
        { words: [word('Rechnungs-Nr. / Invoice No.', 380, 480, 100), word('R-305008', 490, 540, 100)] },
        { words: [word('Gesamtbetrag / Total', 128, 224, 531), word('285,00 €', 500, 540, 531)] },
        { words: [word('MwSt / VAT', 60, 101, 565), word('Netto / Net', 166, 205, 565), word('MwSt / VAT', 222, 264, 565), word('Brutto / Gross', 281, 330, 565)] },
        { words: [word('7%', 60, 70, 581), word('186,92 €', 175, 205, 581), word('13,08 €', 238, 264, 581), word('200,00 €', 300, 330, 581)] },
        { words: [word('19%', 60, 74, 596), word('7143 €', 175, 205, 596), word('13,57 €', 238, 264, 596), word('85,00 €', 300, 330, 596)] },
        { words: [word('Summe MwSt / Total VAT', 60, 149, 627), word('26,65 €', 237, 264, 627)] },
      ].map((l) => ({ words: l.words.map((w) => ({ ...w, conf: 0.95 })) })),
    });
    expect(parsed.fields.total).toBe('285.00');
    expect(parsed.fields.tax).toBe('26.65');
  });

  it('takes the company named in the footer beside its register entry and VAT id, over the logo', () => {
    expect(read(bill(['Mr. Ron Ashkenazi'])).fields.vendorName).toBe('Nordstern Hotel Köln-Deutz GmbH');
  });

  it("never takes the addressee's company or its Israeli id, under a salutation", () => {
    const parsed = read(bill(['Mr. Wassim Khoury', 'Galilee Foods Export Ltd.', 'Company No. 554492694', "3 Hatidhar St., Ra'anana 4366504", 'Israel']));
    expect(parsed.fields.vendorName).toBe('Nordstern Hotel Köln-Deutz GmbH');
    expect(parsed.fields.vendorTaxId).toBeUndefined();
  });
});

describe('a card slip with the tip under a plain total', () => {
  it("takes the bill's total, not the slip's total with the tip under its repetition of the bill", () => {
    const parsed = read([
      'BLEECKER STREET DINER',
      'CHECK #8013 10/09/2023',
      '2 PANCAKES 24.00',
      'SUBTOTAL 80.90',
      'SALES TAX 8.875% 7.18',
      'TOTAL $88.08',
      '18% = $15.85',
      'AMOUNT $88.08',
      'TIP $16.00',
      'TOTAL $104.08',
    ]);
    expect(parsed.fields.total).toBe('88.08');
    expect(parsed.fields.tax).toBe('7.18');
  });
});

describe("a dealer's own name in Latin letters", () => {
  it("takes the person named before an authorised dealer's label on an English page, over the brand", () => {
    const parsed = read(['Bat Galim Surf', 'Noa Peretz · Authorised Dealer 243201845', 'Bat Galim Beach, Haifa', 'TAX INVOICE / RECEIPT No. 2-01530', 'Total ₪106.20']);
    expect(parsed.fields.vendorName).toBe('Noa Peretz');
    expect(parsed.fields.vendorTaxId).toBe('243201845');
  });

  it('reads a Latin name as a person only in the shape of one and with no business word', () => {
    expect(['Noa Peretz', 'Eyal Mizrahi', 'Dana Cohen-Levi'].map((n) => isLatinPersonName(n))).toEqual([true, true, true]);
    expect(['Surf Club Haifa', 'Wave Riders TLV', 'NOA PERETZ', 'Noa', 'Noa Peretz 2'].map((n) => isLatinPersonName(n))).toEqual([false, false, false, false, false]);
  });
});

describe('registered names', () => {
  it('keeps the initials that open a registered name the brand is part of', () => {
    expect(read(['א.ר. מעליות הצפון בע"מ', 'מעליות הצפון ח.פ. 511313678', "חשבונית מס מס' 3236230", 'סה"כ לתשלום 1,180.00']).fields.vendorName).toBe('א.ר. מעליות הצפון בע"מ');
  });

  it('takes the registered name the tax-id label opens the next line under, over a larger brand', () => {
    const parsed = parseReceiptDocument({
      source: 'text',
      lines: [
        { words: [{ text: 'מכון רישוי עמק יזרעאל', x0: 300, x1: 500, y0: 10, y1: 40 }] },
        { words: [{ text: 'Jezreel Valley Test Centre', x0: 300, x1: 500, y0: 45, y1: 55 }] },
        { words: [{ text: 'מבחני רכב עמק יזרעאל בע"מ', x0: 300, x1: 500, y0: 60, y1: 70 }] },
        { words: [{ text: 'ח.פ. 528405293', x0: 300, x1: 500, y0: 75, y1: 85 }] },
        { words: [{ text: "קבלה - חשבונית מס מס' T-198398", x0: 300, x1: 500, y0: 95, y1: 105 }] },
        { words: [{ text: 'סה"כ / Total ₪ 360.00', x0: 300, x1: 500, y0: 115, y1: 125 }] },
      ],
    });
    expect(parsed.fields.vendorName).toBe('מבחני רכב עמק יזרעאל בע"מ');
  });
});

describe('document numbers', () => {
  it('reads a consolidated tax invoice\'s number ("חשבונית מס מרכזת") after the vendor\'s name on its line', () => {
    const parsed = read(['אורן תחנות דלק ושירותי צי רכב בע"מ חשבונית מס מרכזת מס\' FL2509-005714', 'ח.פ. 882 188 527', 'תאריך הפקה: 06.10.25', 'סה"כ לתשלום 4,130.53']);
    expect(parsed.fields.documentNumber).toBe('FL2509-005714');
  });

  it("reads \"מס' / No.\" as one label in two languages, over a group leader's id and a rider's weight", () => {
    const parsed = read([
      'Carmel Horses ס.ה.כ. רכיבה ותיירות בע"מ · ח.פ. / Co. 513916064',
      'סוסי הכרמל עין הוד · 052-389-7358',
      "חשבונית מס קבלה Tax Invoice Receipt / מס' / No. 57278 תאריך Date: / יום שישי 16.02.24 · שעת רכיבה 15:10 Ride time /",
      'ראש הקבוצה Group: leader / גלית ברק · ת.ז. 194908836 · 058-942-8698 · רוכבים / :Riders 4 · משקל מרבי kg 100 Max weight /',
      'פריט Item / כמות Qty / מחיר Price / סכום Amount /',
      'רכיבת שטח - שעתיים 720.00 360.00 2 Trail ride - 2 hours /',
      'שולם Paid: / אשראי / Card 1540**** סה"כ / Total ₪ 785.00',
    ]);
    expect(parsed.fields.documentNumber).toBe('57278');
  });

  it('reads Italian\'s "n." opening the cell beside its number, in a box under the title', () => {
    const word = (text: string, x0: number, x1: number, y0: number, y1: number) => ({ text, x0, x1, y0, y1 });
    const parsed = parseReceiptDocument({
      source: 'text',
      lines: [
        { words: [word('Tenuta Poggio Argento Società Agricola S.r.l.', 397, 550, 40, 48)] },
        { words: [word('P.IVA IT03650992591 · REA PG-579268', 419, 550, 63, 70)] },
        { words: [word('Bill to', 45, 70, 118, 127), word('Ship to', 216, 245, 118, 127), word('Fattura / Invoice', 391, 456, 118, 127)] },
        { words: [word('FT-00586/26', 475, 526, 127, 136)] },
        {
          words: [
            word('Avner Mizrahi, 7 Ha-Tavor St., Haifa', 45, 185, 132, 140),
            word('Avner Mizrahi, 7 Ha-Tavor St., Haifa', 216, 356, 132, 140),
            word('n.', 391, 399, 132, 140),
          ],
        },
        { words: [word('Data / Date', 391, 430, 141, 150), word('24/01/2026', 475, 526, 141, 150)] },
        { words: [word('Ordine / Order #', 391, 450, 155, 164), word('16157', 475, 526, 155, 164)] },
        { words: [word('Totale / Total', 391, 450, 300, 310), word('€ 124,50', 475, 526, 300, 310)] },
      ],
    });
    expect(parsed.fields.documentNumber).toBe('FT-00586/26');
  });
});
