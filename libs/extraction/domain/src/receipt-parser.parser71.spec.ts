import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 71: Mexico's "persona física" (con actividad empresarial), a sole trader's words, and its RFC a registration; Oman's "VATIN" and a Gulf state's
 * commercial registration, "C.R.", registrations; a dollar invoice whose letterhead's telephone number is a day-first country's ("+968 …") dated day
 * first; a date alone on its line right under the title the document's, over the dates of its rows; "דור" a given name. Made on held-out set 62 after
 * its blind reading; text layers as the reader gave them (written as `textLayer` reads them).
 */
describe('a Mexican carver\'s dollar invoice: "Eustolia Méndez Ruiz, persona física con actividad empresarial · RFC MERE180111R67" under the brand', () => {
  const rows = (footer: string) => [
    'Alebrijes Doña Tola@23-157/23:37',
    'Family workshop · San Antonio Arrazola, Xoxocotlán, Oaxaca · WhatsApp +52 951 370 2344@23-284/41:47',
    'Invoice@23-62/58:69',
    'Invoice@23-48/78:85',
    'A-532@78-97/83:90 | Date@192-208/83:90 | 7 March 2026@247-294/83:90',
    '(Folio)@23-44/87:94',
    'Customer@23-55/104:111 | Amir Harel@78-119/104:111 | XEXX010101000 (foreign)@247-337/104:111',
    'Description@26-64/159:166 | Qty@254-265/159:166 | Unit price@275-307/159:166 | Amount@326-352/159:166',
    'Alebrije coyote nahual, 45 cm@26-126/174:181 | 1@254-258/174:181 | US$ 394.00@275-311/174:181 | US$ 394.00@326-362/174:181',
    'Carved mask, tigre dance, painted@26-141/189:196 | 1@254-258/189:196 | US$ 150.00@275-311/189:196 | US$ 150.00@326-362/189:196',
    'Subtotal@40-68/237:244 | US$ 544.00@337-373/237:244',
    'IVA (VAT) 16%@40-88/247:254 | US$ 87.04@337-373/247:254',
    'Total@40-61/257:265 | US$ 631.04@332-373/257:265',
    '¡Gracias por visitarnos!@23-90/300:306',
    footer,
  ];

  it("is the carver's own name, who says the business is hers", () => {
    const footer = 'Eustolia Méndez Ruiz, persona física con actividad empresarial · RFC MERE180111R67@23-299/580:586';
    expect(parseReceiptDocument(textLayer(rows(footer))).fields.vendorName).toBe('Eustolia Méndez Ruiz');
  });

  it('is her name beside her RFC alone', () => {
    expect(parseReceiptDocument(textLayer(rows('Eustolia Méndez Ruiz · RFC MERE180111R67@23-299/580:586'))).fields.vendorName).toBe('Eustolia Méndez Ruiz');
  });

  it('is the brand where the footer gives neither', () => {
    expect(parseReceiptDocument(textLayer(rows('Eustolia Méndez Ruiz · San Antonio Arrazola@23-299/580:586'))).fields.vendorName).toBe('Alebrijes Doña Tola');
  });
});

describe('an Omani perfumer\'s dollar invoice: "Musallam Al Mahri Trading Est. · VATIN OM1100053349 · C.R. 1017590", dated "05/02/2026", "+968" in its letterhead', () => {
  const rows = (phone: string, footer: string) => [
    'Bayt Al Bakhoor@26-121/25:40',
    `Frankincense & incense · Al Husn Souq, Salalah · ${phone}@26-186/42:49`,
    'Tax Invoice@26-75/58:70',
    'Tax Invoice No.@26-70/77:85 | INV-3956@103-130/77:85 | Date@213-227/77:85 | 05/02/2026@262-294/77:85',
    'Customer@26-54/87:95 | Ronit Baruch@103-143/87:95 | Passport@213-239/87:95 | 317436309@262-294/87:95',
    'Date of supply@26-67/98:106 | 05/02/2026@103-135/98:106 | Hotel@213-228/98:106 | Haffa House@262-299/98:106',
    'Description@29-60/126:133 | Qty@263-273/126:133 | Unit price@290-316/126:133 | Amount@345-367/126:133',
    'Clay incense burner (mabkhara), hand painted@29-162/140:148 | 1@263-267/140:148 | 11.00 $@290-311/140:148 | 11.00 $@345-366/140:148',
    'Royal Hojari frankincense, silver grade, 250 g@29-159/154:162 | 1@263-267/154:162 | 47.00 $@290-311/154:162 | 47.00 $@345-366/154:162',
    'Attar Al Luban, 12 ml@29-88/168:176 | 3@263-267/168:176 | 59.00 $@290-311/168:176 | 177.00 $@345-370/168:176',
    'Total excl. VAT@44-86/186:194 | 235.00 $@369-394/186:194',
    'VAT 5%@44-67/195:203 | 11.75 $@373-394/195:203',
    'Total incl. VAT@44-93/204:213 | 246.75 $@366-394/204:213',
    'Shukran! Come back for the next khareef.@26-127/248:254',
    footer,
  ];
  const registered = 'Musallam Al Mahri Trading Est. · VATIN OM1100053349 · C.R. 1017590@26-212/564:571';

  it('is the establishment beside its VATIN and commercial registration, not the brand', () => {
    expect(parseReceiptDocument(textLayer(rows('+968 95385611', registered))).fields.vendorName).toBe('Musallam Al Mahri Trading Est.');
  });

  it('is the brand where the footer gives no registration', () => {
    expect(parseReceiptDocument(textLayer(rows('+968 95385611', 'Musallam Al Mahri Trading Est. · Salalah@26-212/564:571'))).fields.vendorName).toBe('Bayt Al Bakhoor');
  });

  it('is dated day first: the letterhead telephones from Oman', () => {
    expect(parseReceiptDocument(textLayer(rows('+968 95385611', registered))).fields.date).toBe('2026-02-05');
  });

  it('is dated month first where the letterhead gives an American number or none', () => {
    expect(parseReceiptDocument(textLayer(rows('+1 805 555 0142', registered))).fields.date).toBe('2026-05-02');
    expect(parseReceiptDocument(textLayer(rows('open daily', registered))).fields.date).toBe('2026-05-02');
  });
});

describe('a desert guest house\'s folio: "20.11.22" alone under the title, the nights\' dates "19.11.22" in the rows, the arrival "הגעה 19.11.22"', () => {
  const rows = (dated: string) => [
    'רוחות במכתש@161-258/26:43',
    'צימרים ברובע הבשמים · מצפה רמון · 050-211-3667@136-283/48:55',
    'חשבונית מס / קבלה 652-2022@137-282/64:75',
    dated,
    'אורח: עומר בוזגלו · הגעה 19.11.22 · 1 לילות · צימר "אבן"@200-391/93:101',
    'תאריך@367-388/111:118 | פירוט@298-316/111:118 | סכום@95-111/111:118',
    '19.11.22@363-388/125:133 | לינה בצימר, ארוחת בוקר@233-316/125:133 | 650.00 ₪@80-111/125:133',
    '19.11.22@363-388/140:148 | מיני בר@291-316/140:148 | 86.00 ₪@84-111/140:148',
    'סה"כ@335-355/158:168 | 736.00 ₪@28-66/158:168',
    'כולל מע"מ 17%@303-355/170:178 | 106.94 ₪@28-59/170:178',
    'מקדמה ששולמה בהזמנה (20.10.22)@236-355/180:188 | 325.00 ₪@28-60/180:188',
    'יתרה ששולמה בעזיבה - אשראי@249-355/189:198 | 411.00 ₪@28-58/189:198',
    'יתרה לתשלום@308-355/199:208 | 0.00 ₪@28-51/199:208',
    'מאיה גולדנברג · עוסק מורשה 172991275@272-391/559:567',
  ];

  it('is dated by the date under the title', () => {
    expect(parseReceiptDocument(textLayer(rows('20.11.22@196-223/82:91'))).fields.date).toBe('2022-11-20');
  });

  it("is dated by the rows' date where the line under the title holds more than a date", () => {
    expect(parseReceiptDocument(textLayer(rows('קופה 2 · 20.11.22@196-263/82:91'))).fields.date).toBe('2022-11-19');
  });
});

describe('an indoor skydiving centre\'s bilingual receipt: "Licensed Dealer | עוסק מורשה 332050509 · דור אלמוג" under the brand "AIRTIME · זמן אוויר"', () => {
  const rows = (foot: string) => [
    'AIRTIME@110-154/10:21 | · זמן אוויר@50-104/10:21',
    'Wind tunnel@150-190/22:28 | · אזור התעשייה הצפוני, אשקלון ·@47-146/22:28 | 053-110-@14-43/22:28',
    '8281@95-109/29:35',
    'Receipt / Invoice Tax@98-188/45:52 | | חשבונית מס / קבלה@16-85/45:52',
    'No.@180-193/53:60 | | מס׳@155-170/53:60 | A9553@11-33/53:60',
    'Date@175-193/61:68 | | תאריך@144-166/61:68 | 2022 Mar 21@11-58/61:68',
    'Kids flight (age 4-12) - 2 × 1 min@47-193/101:108',
    '210.00 NIS@11-54/116:123 | 1 × 210.00 NIS@133-193/116:123',
    'HD video of the flight@99-193/124:131',
    '99.00 NIS@11-50/139:146 | 1 × 99.00 NIS@137-193/139:146',
    'Total@175-193/177:185 | | סה"כ@134-160/177:185 | 309.00 NIS@11-60/177:185',
    'included 17% VAT@124-193/187:194 | | כולל מע"מ 17%@58-112/187:194 | NIS 44.90@11-50/187:194',
    foot,
  ];

  it("is the dealer's own name after the label and the id", () => {
    const foot = 'Licensed Dealer@135-190/232:238 | | עוסק מורשה@90-124/232:238 | 332050509@53-86/232:238 | · דור אלמוג@15-42/232:238';
    expect(parseReceiptDocument(textLayer(rows(foot))).fields.vendorName).toBe('דור אלמוג');
  });
});
