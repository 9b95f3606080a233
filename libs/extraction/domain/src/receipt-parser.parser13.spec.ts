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

  it('takes the sum charged with the tip added on the card as the total, not the bill before it', () => {
    const parsed = read([...bill, 'CB SANS CONTACT', 'Montant / Amount 55,70 €', 'Pourboire / Tip 4,00 €', 'Total débité / Total charged 59,70 €']);
    expect(parsed.fields.total).toBe('59.70');
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
