import { documentFromText, ReceiptDocument } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 20: the vendor's id misread in a footer or a letterhead leaves a valid id elsewhere on the
 * page unsure, since it may be the customer's (its heading misread too). The lines are a phone
 * photo's reading of a radio network's bill (held-out set 21), as the recogniser gave them.
 */
describe("a valid id while the footer's id is misread", () => {
  const bill = (footer: string) =>
    parseReceiptDocument(
      documentFromText(
        [
          'onl -',
          'ל FieldTalk',
          'חשבונית מס - חשבון תקופתי',
          'רשתוח קשר דיגיטליות לעסקים - שכירות fren',
          "ל'כבור",
          '‘on חשבונית FT-2511-03526',
          'קיבוץ עין השופט - ענף המטעים תאריך הפקה 04.11.2025',
          'רה שה תקופת החיוב אוקטובר 2025',
          'חפ. 571862010 01.10.2025 - 31.10.2025',
          "‘OD לקוח 625127 + מס' מנוי 818562291 מועד החיוב בהוראת קנע 24.11.2025",
          '₪ 2,328.85 |',
          'סה"כ לתשלום',
          'פירוט כמות מחיר ליחידה סכום',
          'שכירות מכשיר רכב מותקן 4 69.00 276.00',
          'מנוי רשת PTT ארצית (לכל מכשיר) 17 39.00 663.00',
          'סה\'"כ לפני מע"מ 1,973.60',
          'מע"מ 18% 355.25',
          'סה"כ חשבון נוכחי 2,328.85',
          '0 ועוד 7',
          footer,
          '. ₪',
        ].join('\n'),
        'ocr',
      ),
    );

  it('is answered, but below the sure band, when the footer holds nine digits that fail the check digit', () => {
    const parsed = bill('פיז\'רטיוק רשתות קשר בע"מ - On 519616899 רישיון משרד התקשורת ‘on 73-3659 > סוקד שירות 2947" - מסמך ממוחשב');
    expect(parsed.fields.vendorTaxId).toBe('571862010');
    expect(parsed.confidence.vendorTaxId).toBeLessThan(0.9);
  });

  it('stays sure when nothing at the edges looks like a misread id (a landline there is a phone)', () => {
    const parsed = bill('פיז\'רטיוק רשתות קשר בע"מ - טלפון 03-9815836 רישיון משרד התקשורת 73-3659 - מסמך ממוחשב');
    expect(parsed.fields.vendorTaxId).toBe('571862010');
    expect(parsed.confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
  });

  it('is not doubted for nine digits in the middle of the page (a subscriber number)', () => {
    const parsed = bill('פיז\'רטיוק רשתות קשר בע"מ - מסמך ממוחשב');
    expect(parsed.confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
  });

  it('is as sure as before in a text layer, whose digits are not misread', () => {
    const text = parseReceiptDocument(
      documentFromText(['רדיו קשר בע"מ', 'ח.פ. 519816839', 'חשבונית מס 4471', 'תאריך 04.11.2025', 'סה"כ לתשלום 2,328.85', 'מע"מ 18% 355.25', 'מנוי 818562291'].join('\n'), 'text'),
    );
    expect(text.fields.vendorTaxId).toBe('519816839');
    expect(text.confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
  });
});

/** After held-out set 23's blind reading (not blind on it): the text of its PDFs as pdftotext lays them out. */
describe("a VAT analysis's row taken for the total", () => {
  const folio = [
    'M i r aga i a R i v e r S u i t es   FATURA / INVOICE',
    'Largo de Miragaia 6, 4050-387 Porto · +351 22 533 2864   Nº FT MS 2026/3612',
    'Data / Date: 2026-02-20',
    'ATCUD: KX35Q66-3612',
    'Original',
    "Hóspede / Guest   Dr Lior Tamir, Ra'anana, Israel   Passaporte / Passport   38078243",
    'NIF do adquirente / Customer tax no.   Consumidor final   Reserva / Booking   BK-737034',
    'Chegada / Arrival   2026-02-18   Partida / Departure   2026-02-20',
    'Quarto / Room   400   Noites / Nights · Adultos / Adults   2·1',
    'Data / Date   Descrição / Description   IVA   Valor / Amount',
    '2026-02-18   Room single with breakfast   6%   142,00 €',
    '2026-02-19   Room single with breakfast   6%   142,00 €',
    '2026-02-19   Garage parking (per night) × 2   23%   44,00 €',
    '2026-02-19   Dinner – Restaurante do Rio   13%   68,00 €',
    '2026-02-20   Taxa Municipal Turística 2 × 1 × 2,00 € — não sujeita a IVA / not subject to VAT   —   4,00 €',
    'IVA / VAT   Base   IVA   Total',
    'TOTAL EUR   400,00 €',
    '6%   267,92 €   16,08 €   284,00 €',
    'Sinal / Deposit paid 2026-01-02   -43,00 €',
    '13%   60,18 €   7,82 €   68,00 €',
    'Visa ****5253 at departure   -357,00 €',
    '23%   35,77 €   8,23 €   44,00 €',
    'Total IVA   32,13 €   Saldo / Balance   0,00 €',
    'Miragaia Suites Lda. · NIF / VAT PT562054880 · Capital social 50.000,00 € · Registo RNT 7291 · IBAN PT50 0033 0000 0197 7397 685',
    'Processado por programa certificado n.º 2938/AT · Os bens/serviços foram colocados à disposição na data do documento.',
  ].join('\n');

  it('leaves the VAT checked against it unsure: the total is in doubt, so is the VAT', () => {
    const parsed = parseReceiptDocument(documentFromText(folio, 'text'));
    expect(parsed.confidence.total ?? 0).toBeLessThan(0.9);
    expect(parsed.confidence.tax ?? 0).toBeLessThan(0.9);
  });

  it('still reports a VAT checked against a sure total as sure', () => {
    const parsed = parseReceiptDocument(
      documentFromText(
        ['קובה עם נשמה בע"מ', 'ח.פ. 514123454', "חשבונית מס / קבלה מס' 431249", 'תאריך 9/10/2024', 'סה"כ לפני מע"מ 660.00', 'מע"מ 17% 112.20', 'סה"כ לתשלום 772.20'].join('\n'),
        'text',
      ),
    );
    expect(parsed.fields).toMatchObject({ total: '772.20', tax: '112.20' });
    expect(parsed.confidence.total).toBeGreaterThanOrEqual(0.9);
    expect(parsed.confidence.tax).toBeGreaterThanOrEqual(0.9);
  });
});

describe('a letterhead\'s name ending in "Co." and the registered name with its legal form in the footer', () => {
  const invoice = (footer: string) =>
    parseReceiptDocument(
      documentFromText(
        ['Snake River Drift Co.   Invoice Date   08/12/2025', 'Jackson, WY 83001 · (307) 534-5162', 'Invoice # SRD-2699', 'Total due (USD) $1,192.82', footer].join('\n'),
        'text',
      ),
    );

  it('is the registered name: "Co." with "LLC" after it', () => {
    expect(invoice('Snake River Drift Co. LLC · EIN 80-6874987 · WY licensed outfitter #579').fields.vendorName).toBe('Snake River Drift Co. LLC');
  });

  it("stays the letterhead's when the footer names no legal form after it", () => {
    expect(invoice('Snake River Drift Co. · EIN 80-6874987 · WY licensed outfitter #579').fields.vendorName).toBe('Snake River Drift Co.');
  });
});

describe("the deceased's id on a funeral service's invoice", () => {
  // A clean image's reading (held-out set 23): the company's number lost beside its label, the deceased's id read whole.
  const invoice = parseReceiptDocument(
    documentFromText(
      [
        'אפיקים ליווי משפחות בע"מ',
        'Afikim Family Support Ltd.',
        ']‏ AFIKIM ח"פ / 24/7 053-487-2402',
        'חשבונית מס קבלה',
        "מס' / No. 52/2186 תאריך / Date 06/08/2024",
        'תיק / Case 528-24 המנוח/ה / deceased The ז"ל מרים גרוס',
        'ת.ז. המנוח/ה / deceased the of ID 245359195 PANN פטירה / death of Date 31/07/2024',
        'סה"כ שירותים / Services 13,450.00',
        'מע"מ 17% / 17% VAT 2,286.50',
        'סה"כ לתשלום / Total 15,736.50',
      ].join('\n'),
      'ocr',
    ),
  );

  it('is not the vendor\'s: "the deceased" names whom the service was for', () => {
    expect(invoice.fields.vendorTaxId).toBeUndefined();
  });
});

describe("a bilingual company's two names", () => {
  // A funeral service's letterhead as its text PDF's text layer gives it (held-out set 23): the Hebrew name in small print over the English in large.
  const letterhead: ReceiptDocument['lines'] = [
    { words: [{ text: 'אפיקים ליווי משפחות בע"מ', x0: 42.3, y0: 37.1, x1: 117.3, y1: 44.2 }] },
    {
      words: [
        { text: 'אפיקים', x0: 476.6, y0: 35.2, x1: 526.4, y1: 53.2 },
        { text: 'Afikim Family Support Ltd.', x0: 42.3, y0: 35.2, x1: 122.6, y1: 53.2 },
      ],
    },
    {
      words: [
        { text: 'AFIKIM', x0: 487.3, y0: 57.7, x1: 525.7, y1: 67.5 },
        { text: 'ח"פ /', x0: 104.9, y0: 57.7, x1: 120.4, y1: 67.5 },
        { text: 'Reg. No.', x0: 76.9, y0: 57.7, x1: 102.4, y1: 67.5 },
        { text: '518880877', x0: 42.3, y0: 57.7, x1: 74.4, y1: 67.5 },
      ],
    },
    {
      words: [
        { text: 'ליווי משפחות בשעת אבל /', x0: 448.7, y0: 69.7, x1: 526.4, y1: 77.2 },
        { text: 'Bereavement support', x0: 382.1, y0: 69.7, x1: 446.1, y1: 77.2 },
        { text: '08-6723463', x0: 110.3, y0: 69.7, x1: 144.8, y1: 77.2 },
        { text: '·', x0: 105.4, y0: 69.7, x1: 107.8, y1: 77.2 },
        { text: '24/7', x0: 90.7, y0: 69.7, x1: 102.9, y1: 77.2 },
        { text: '/', x0: 85.2, y0: 69.7, x1: 88.2, y1: 77.2 },
        { text: '053-487-2402', x0: 42.3, y0: 69.7, x1: 82.7, y1: 77.2 },
      ],
    },
    {
      words: [
        { text: 'חשבונית מס קבלה /', x0: 302.8, y0: 99, x1: 397.1, y1: 111 },
        { text: 'Tax Invoice Receipt', x0: 197.9, y0: 99, x1: 298.8, y1: 111 },
      ],
    },
    {
      words: [
        { text: "מס' /", x0: 530.8, y0: 131.2, x1: 548.5, y1: 139.5 },
        { text: 'No.', x0: 515.8, y0: 131.2, x1: 527.9, y1: 139.5 },
        { text: '52/2186', x0: 359.3, y0: 131.2, x1: 386.4, y1: 139.5 },
        { text: 'תאריך /', x0: 253, y0: 131.2, x1: 280, y1: 139.5 },
        { text: 'Date', x0: 234.6, y0: 131.2, x1: 250.1, y1: 139.5 },
        { text: '06/08/2024', x0: 100.9, y0: 131.2, x1: 138.5, y1: 139.5 },
      ],
    },
  ];

  it('is the Hebrew one, the name an Israeli company is registered under, over its English translation with "Ltd."', () => {
    expect(parseReceiptDocument({ lines: letterhead, source: 'text' }).fields.vendorName).toBe('אפיקים ליווי משפחות בע"מ');
  });

  it('is the English one when no Hebrew name with its legal suffix is printed', () => {
    const english = letterhead.slice(1);
    expect(parseReceiptDocument({ lines: english, source: 'text' }).fields.vendorName).toBe('Afikim Family Support Ltd.');
  });
});
