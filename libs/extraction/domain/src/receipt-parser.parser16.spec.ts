import { documentFromText } from './receipt-document';
import { enRecruitmentAgencyInvoice1Photo, heBoardGamesWebshopOrder1Photo, heLandSurveyorInvoice1Photo, mixedTravelClinic1Photo } from './ocr-output.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 16: a Hebrew date label whose qualifying word was read as noise no longer vouches for its
 * date; a personal id's bilingual label is still a personal id's when its English half is noise; the
 * letterhead's brand opening a registered name beside a tax-id label lower down makes that name the vendor's;
 * a document's number after its Hebrew title whose "מס'" was read as Latin noise, or after a bilingual
 * "מס' / No." whose English half was; a customer's heading in spaced capitals; Singapore's and
 * Estonia's registrations and Greece's P.C.; a cooperative society's registration; charges not liable
 * to VAT beside taxed ones, the VAT of the charge right above it and a "Total VAT" of several VAT lines;
 * a text layer's total read as printed.
 */
const read = (lines: string[]) => parseReceiptDocument(documentFromText(lines.join('\n')));

describe('a date label whose qualifier was read as noise', () => {
  it('takes the date but not at the confidence of a date label read whole (an order date whose "הזמנה" came out as "mpm")', () => {
    // The invoice's own date, "תאריך החשבונית 14/08/2025", lost its separator ("1418/2025"); the order's date is the only one left.
    const parsed = parseReceiptDocument(heBoardGamesWebshopOrder1Photo);
    expect(parsed.fields.date).toBe('2025-08-10');
    expect(parsed.confidence.date).toBeLessThan(0.9);
  });

  it('is lowered against the same label read whole, on a recognised page only', () => {
    const page = (label: string, source: 'ocr' | 'text') =>
      parseReceiptDocument({
        ...documentFromText(['עמית ברקוביץ', 'עוסק מורשה 035760263', "חשבונית מס / קבלה מס' 1836975", `${label} 10/08/2025 22:21`, 'סה"כ לתשלום 368.00'].join('\n')),
        source,
      });
    expect(page('תאריך mpm', 'ocr').fields.date).toBe('2025-08-10');
    expect(page('תאריך mpm', 'ocr').confidence.date).toBeLessThan(page('תאריך', 'ocr').confidence.date as number);
    expect(page('תאריך הפקה', 'ocr').confidence.date).toBeGreaterThanOrEqual(0.9);
    expect(page('תאריך mpm', 'text').confidence.date).toBe(page('תאריך', 'text').confidence.date);
  });
});

describe("a personal id's bilingual label with its English half misread", () => {
  it('does not take a traveller\'s id under "ת.ז. / סו" for the clinic\'s', () => {
    const parsed = parseReceiptDocument(mixedTravelClinic1Photo);
    expect(parsed.fields.vendorTaxId).toBeUndefined();
  });

  it('still takes a business id labelled in two languages', () => {
    expect(read(['מרפאת דרכים', 'ח.פ. / Co. No. 527456271', 'חשבונית מס 02468', 'סה"כ 1,410.00']).fields.vendorTaxId).toBe('527456271');
    expect(read(['מרפאה', 'מטייל ת.ז. / ID 074181769', 'חשבונית מס 02468', 'סה"כ 1,410.00']).fields.vendorTaxId).toBeUndefined();
    expect(read(['מרפאה', 'מטייל ת.ז. / סו 074181769', 'חשבונית מס 02468', 'סה"כ 1,410.00']).fields.vendorTaxId).toBeUndefined();
  });
});

describe("the letterhead's brand opening the registered name in the footer", () => {
  it("takes the footer's registered name over a company's name in the body whose heading was lost", () => {
    // "TalentBridge" large at the top, "Bill to" read as "סד BLL" over the client's "Quantix Robotics Ltd." and its "Company No.".
    expect(parseReceiptDocument(enRecruitmentAgencyInvoice1Photo).fields.vendorName).toBe('TalentBridge Recruitment Ltd.');
  });

  it('leaves a footer name that the brand does not open alone', () => {
    const parsed = read([
      'TalentBridge TAX INVOICE',
      '8 Abba Hillel St, Ramat Gan',
      'Invoice No. 3121',
      'Quantix Robotics Ltd.',
      'Company No. 519861314',
      'Subtotal 46,500.00',
      'VAT 17% 7,905.00',
      'Total Due (ILS) 54,405.00',
      'Hirewise Israel Ltd. - Company Reg. No. 515715407',
    ]);
    expect(parsed.fields.vendorName).not.toBe('Hirewise Israel Ltd.');
  });
});

describe("a document's number whose marker the recogniser garbled", () => {
  it('takes the number after a Hebrew title whose "מס\'" came out as Latin noise', () => {
    // "חשבונית מס ‘Un 2025-0058 תאריך: יום שלישי, 4 בפברואר 2025"
    expect(parseReceiptDocument(heLandSurveyorInvoice1Photo).fields.documentNumber).toBe('2025-0058');
  });

  it('takes the number after "מס\' / No." whose English half came out as Hebrew-looking noise, and not a number after a customer\'s "מס\' /"', () => {
    const page = (title: string) => ({
      ...documentFromText(['בלאק ליין הסעות VIP', 'בלאק ליין שירותי הסעה בע"מ - ח.פ. 517181830', title, 'תאריך / Date: 18/10/2023', 'סה"כ / Total ₪ 2,908.90'].join('\n')),
      source: 'ocr' as const,
    });
    expect(parseReceiptDocument(page("חשבונית מס-קבלה Tax Invoice-Receipt / מס' / .סא CH-12093")).fields.documentNumber).toBe('CH-12093');
    expect(parseReceiptDocument(page("לקוח מס' / .סא 40412")).fields.documentNumber).toBeUndefined();
  });
});

describe('registrations and headings of other kinds', () => {
  it("reads a customer's heading set in spaced capitals as the heading it is", () => {
    const lines = (heading: string) => [
      'Lev Illustration',
      'Noa Kessel',
      'Licensed Dealer No. 030754899 · Tel Aviv-Yafo, Israel',
      'TAX INVOICE / RECEIPT No. 2023-049',
      'Date: 4 August 2023',
      heading,
      'Kinneret Books Ltd., Israel',
      'Company No. 517328076',
      'Subtotal ₪3,150.00',
      'VAT 17% ₪535.50',
      'Total ₪3,685.50',
    ];
    expect(read(lines('R EC EIVEDFROM')).fields.vendorName).not.toBe('Kinneret Books Ltd.');
    expect(read(lines('RECEIVED FROM')).fields.vendorName).not.toBe('Kinneret Books Ltd.');
  });

  it("takes a footer's registered name beside Singapore's UEN or Estonia's registry code, its legal form whole", () => {
    const page = (footer: string) =>
      read(['roamly', 'Invoice number RMY-25-4282389', 'Invoice date 11 Dec 2025', 'Europe 20 GB · 30 days $29.00', 'Total paid (USD) $29.00', footer]).fields.vendorName;
    expect(page('Roamly Connect Pte. Ltd. · UEN 202163139M · 1 Raffles Place, Singapore 048616')).toBe('Roamly Connect Pte. Ltd.');
    expect(page('Nomadata OÜ · Registry code 15517309 · Narva mnt 5, 10117 Tallinn, Estonia')).toBe('Nomadata OÜ');
  });

  it("reads Greece's P.C. as a legal form", () => {
    const parsed = read([
      'Kyma Sailing Single Member P.C.',
      'K Y M A',
      'VAT No. EL 840095242 · Tax office Glyfada',
      'INVOICE',
      'Invoice No. KYS/2023/0291',
      'Issue date 10 Jun 2023',
      'TOTAL €4,340.00',
    ]);
    expect(parsed.fields.vendorName).toBe('Kyma Sailing Single Member P.C.');
  });

  it("takes a cooperative society's id and its registered name under a Latin wordmark, not the address between them", () => {
    const parsed = read([
      'Neve Tzukim Kibbutz Hotel',
      'מלון קיבוץ נווה צוקים',
      'ד.נ. ערבה תיכונה / Central Arava · 03-7116050',
      'נווה צוקים אגודה שיתופית חקלאית בע"מ · אגודה שיתופית / Co-op Society No. 571100742',
      'חשבון אורח / Guest Folio',
      'חשבונית מס קבלה / Tax Invoice-Receipt No. 27-016855',
      'תאריך / Date 05/05/2025',
      'סה"כ חיובים / Total charges 3,234.00',
      'מתוכו מע"מ 18% / incl. VAT 493.32',
    ]);
    expect(parsed.fields.vendorTaxId).toBe('571100742');
    expect(parsed.fields.vendorName).toBe('נווה צוקים אגודה שיתופית חקלאית בע"מ');
  });
});

describe('VAT on part of the charges', () => {
  const auction = (vatLines: string[]) =>
    read([
      'Hartwell & Finch Auctioneers',
      'Invoice No. 101/0272',
      'Sale date 05/09/2024',
      'Hammer total £3,830.00',
      "Buyer's premium @ 25% £957.50",
      ...vatLines,
      "Artist's Resale Right (4%, no VAT) £104.00",
      'Invoice total £5,083.00',
      'Hartwell & Finch Auctioneers Ltd · Registered in England and Wales No. 03814583 · VAT Reg. No. GB 415 7303 38',
    ]);

  it("takes the VAT of the premium on the line above it, and the total VAT of a premium's and a hammer price's", () => {
    expect(auction(['VAT on premium @ 20% £191.50']).fields.tax).toBe('191.50');
    const both = auction(['VAT on premium @ 20% £191.50', 'VAT on hammer (†) @ 20% £90.00', 'Total VAT £281.50']);
    expect(both.fields.tax).toBe('281.50');
  });

  it("keeps a folio's tax per night from being the tax", () => {
    const parsed = read([
      'Pelican Court Hospitality, Inc.',
      'Folio 319217',
      'Date 08/05/2023',
      '08/02/2023 Room 12 $169.00',
      '08/02/2023 FL state sales tax 6% $10.14',
      '08/03/2023 Room 12 $169.00',
      '08/03/2023 FL state sales tax 6% $10.14',
      '08/04/2023 Room 12 $169.00',
      '08/04/2023 FL state sales tax 6% $10.14',
      'Total charges $507.00',
      'Total taxes $30.42',
      'Total $537.42',
    ]);
    expect(parsed.fields.tax).not.toBe('10.14');
  });

  it("reads a car park app's total as printed in a text layer, its parking fees not liable to VAT", () => {
    const parsed = read([
      'חניה בקליק מערכות בע"מ',
      'חשבונית מס P2309-341726',
      'תאריך 03/09/2023',
      'דמי חניה 6) חניות( - נגבים עבור הרשויות המקומיות ואינם חייבים במע"מ 70.81',
      'דמי שירות 0.90 לחניה × 6 )לפני מע"מ( 5.40',
      'מע"מ 17% על דמי השירות 0.92',
      'סה"כ לתשלום ₪77.13',
    ]);
    expect(parsed.fields.total).toBe('77.13');
    expect(parsed.fields.tax).toBe('0.92');
  });
});
