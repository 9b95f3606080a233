import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 74: a taxpayer's number alone a registration (Rwanda's "TIN 127567003", Belize's "GST TIN 736540") and so is Colorado's "sales tax account
 * 72973391-0001", so the sole trader or owner beside them is the vendor; a line opening with a person's name and a dealer's label under a customer named on
 * the heading's own line ("לקוח: אורן שלום" over "יונתן חדד · עוסק מורשה 048673800") the dealer's, not the customer's; a date label over the next row's
 * ("תאריך" beside "18/04/2023" over "מתאריך" beside "12/04/2023") no wrapped label; a consolidated invoice's title ("חשבונית מס מרכזת מס׳ 11749 · 05.03.26
 * · דף 1/2") a title before its number and date. Made on held-out set 64 after its blind reading; text layers as the reader gave them (written as
 * `textLayer` reads them).
 */
describe('a Rwandan art cooperative\'s dollar invoice: "Claudine Mukamana, sole trader · TIN 127567003 · Murakoze - thank you!" at its foot', () => {
  const rows = (footer: string) => [
    'Umurage Crafts@142-278/25:42',
    'Imigongo and basketry · Kimironko, Kigali · +250 724 035 710@109-310/47:54',
    'VAT Invoice No. 979@149-271/60:72',
    'Date@31-49/79:87 | 8 November 2025@83-155/79:87 | Sold to@225-251/79:87 | Priya Raman@287-344/79:87',
    'Item@34-52/109:116 | Qty@292-306/109:116 | Price@314-334/109:116 | Amount@352-383/109:116',
    'Imigongo panel 80 × 120 cm, mountain chevrons, four colours@34-268/123:131 | 1@292-297/123:131 | $231.00@314-344/123:131 | $231.00@352-382/123:131',
    'Set of 6 imigongo coasters@34-133/153:161 | 1@292-297/153:161 | $25.00@314-339/153:161 | $25.00@352-378/153:161',
    'Total excl. VAT@214-272/219:227 | $256.00@355-384/219:227',
    'VAT 18%@214-249/233:241 | $46.08@355-384/233:241',
    'Total incl. VAT@214-277/249:258 | $302.08@351-384/249:258',
    footer,
  ];

  it("is the sole trader's own name beside her TIN", () => {
    const footer = 'Claudine Mukamana, sole trader · TIN 127567003 · Murakoze - thank you!@80-340/277:285';
    expect(parseReceiptDocument(textLayer(rows(footer))).fields.vendorName).toBe('Claudine Mukamana');
  });

  it('is the brand where the footer gives no registration', () => {
    expect(parseReceiptDocument(textLayer(rows('Claudine Mukamana · Kimironko market · Murakoze - thank you!@80-340/277:285'))).fields.vendorName).toBe('Umurage Crafts');
  });
});

describe('a Colorado rodeo store\'s invoice: "Casey Vogel, owner · Colorado sales tax account 72973391-0001 · …" at its foot', () => {
  const rows = [
    'Gill Roping Supply@131-265/26:43',
    'Gill, CO 80624 · unincorporated Weld County · (970) 269-9448@105-291/45:52',
    'Invoice #4943@163-233/59:71',
    'Date@32-49/76:85 | Apr 14, 2025@142-188/76:85',
    'Sold to@32-56/87:95 | Shelby Ruiz@142-185/87:95',
    'Item@35-51/115:123 | Qty@234-246/115:123 | Each@264-280/115:123 | Amount@312-339/115:123',
    'Sled roping dummy with heel legs@35-150/129:137 | 1@234-238/129:137 | 379.99@264-287/129:137 | 379.99@312-336/129:137',
    'Roping gloves, pack of 3@35-119/143:151 | 2@234-238/143:151 | 23.95@264-283/143:151 | 47.90@312-332/143:151',
    'Subtotal@196-224/163:172 | 427.89@335-359/163:172',
    'Colorado Sales Tax 2.9%@196-282/177:185 | 12.41@340-359/177:185',
    'Total@196-215/192:201 | $440.30@328-359/192:201',
    'Casey Vogel, owner · Colorado sales tax account 72973391-0001 · Thanks, see you at the arena@58-338/219:226',
  ];

  it("is the owner's name beside the state's sales tax account", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Casey Vogel');
  });
});

describe('a paddleboard shop\'s credit note: "לקוח: אורן שלום" over the dealer\'s signature "יונתן חדד · עוסק מורשה 048673800"', () => {
  const rows = (signature: string) => [
    'סאפ צפוני@77-150/8:22',
    'השכרה ומכירה · חוף גלי גליל, נהריה@48-178/24:30',
    '053-479-3678@90-136/30:37',
    'חשבונית זיכוי 1791@73-154/43:51',
    '14/05/24@95-131/51:58',
    'לחשבונית 1564 מיום 12/04/24@62-165/59:65',
    'פגם ייצור - החזרת המוצר@69-157/66:72',
    'גלשן סאפ קשיח 11 רגל@125-215/79:86 | (4,790.00)@11-56/79:86',
    'סה"כ זיכוי@164-215/93:101 | (4,790.00)@11-63/93:101',
    'כולל מע"מ 17%@157-215/101:109 | (695.98)@11-47/101:109',
    'הזיכוי לכרטיס ****4282@131-215/116:122',
    'לקוח: אורן שלום@158-215/123:129',
    signature,
  ];

  it("is the dealer's name and id, not the customer's", () => {
    const fields = parseReceiptDocument(textLayer(rows('יונתן חדד · עוסק מורשה 048673800@52-175/136:142'))).fields;
    expect(fields.vendorName).toBe('יונתן חדד');
    expect(fields.vendorTaxId).toBe('048673800');
  });

  it("is still the customer's id where the line under the customer's name opens with the label", () => {
    expect(parseReceiptDocument(textLayer(rows('עוסק מורשה 048673800@52-175/136:142'))).fields.vendorTaxId).toBeUndefined();
  });
});

describe('a sports shop\'s credit note: "תאריך" beside "18/04/2023" over "מתאריך" beside the credited invoice\'s "12/04/2023"', () => {
  const rows = [
    'גל כחול@460-550/39:63',
    'ציוד סאפ, גלישה וספורט ימי · רח׳ הבנים 4, אשדוד · 03-9372400@342-550/67:75',
    'גל כחול ספורט ימי בע"מ · ח.פ. 51-242101-7@406-550/75:83',
    'חשבונית מס זיכוי@428-550/100:115',
    'מס׳ זיכוי@516-545/123:132 | ZK-16773@392-434/123:132 | תאריך@207-231/123:132 | 18/04/2023@116-163/123:132',
    'זיכוי לחשבונית@491-545/135:144 | GK-65117@391-434/135:144 | מתאריך@201-231/135:144 | 12/04/2023@116-163/135:144',
    'לקוח@526-545/147:156 | יובל אמסלם@381-434/147:156 | טלפון@210-231/147:156 | 050-008-0466@105-163/147:156',
    'פריט@528-547/178:187 | כמות@283-303/178:187 | מחיר ליח׳@205-242/178:187 | סה"כ@121-142/178:187',
    'ערכת תיקון לגלשן מתנפח@448-547/192:202 | -2@294-302/192:202 | ₪ 43.00@209-242/192:202 | ₪ -86.00@105-142/192:202',
    'סה"כ זיכוי@257-293/242:251 | ₪ -86.00@50-88/242:251',
    'מתוכו מע"מ 17%@228-293/257:266 | ₪ -12.50@50-86/257:266',
  ];

  it("is dated by its own date, not read with the next row's label", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2023-04-18');
  });
});

describe('a dairy distributor\'s consolidated invoice: "חשבונית מס מרכזת מס׳ 11749 · 05.03.26 · דף 1/2" over a month of delivery dates', () => {
  const rows = [
    'משק שטרן - הפצת מוצרי חלב@200-395/34:51',
    'כפר חסידים · 054-404-0692@259-336/56:63',
    'חשבונית מס מרכזת מס׳ 11749 · 05.03.26 · דף 1/2@215-380/67:76',
    'לקוח@538-554/88:97 | קייטרינג טעמי הצפון בע"מ@363-451/88:97 | ח.פ. לקוח@220-250/88:97 | 512493594@96-137/88:97',
    'עבור אספקות@511-554/114:122 | פברואר 2026@405-451/114:122 | תעודות משלוח@202-250/114:122 | 6@132-137/114:122',
    'תאריך@536-556/134:141 | ת. משלוח@471-500/134:141 | פריט@387-402/134:141 | כמות@147-163/134:141 | מחיר@110-126/134:141 | סה"כ@64-80/134:141',
    '02.02.26@529-556/146:154 | 86626@481-500/146:154 | גבינה לבנה 1 5% ק"ג@334-402/146:154 | 2@159-163/146:154 | 22.00@109-126/146:154 | 44.00@63-80/146:154',
    '03.02.26@529-556/159:167 | 86651@481-500/159:167 | חלב 3% קרטון 1 ל׳@342-402/159:167 | 26@155-163/159:167 | 5.90@113-126/159:167 | 153.40@59-80/159:167',
    '12.02.26@529-556/172:180 | 86679@481-500/172:180 | חמאה 200 גר׳@337-402/172:180 | 15@155-163/172:180 | 9.00@113-126/172:180 | 135.00@59-80/172:180',
    '23.02.26@529-556/184:193 | 86747@481-500/184:193 | לבנה 500 גר׳@340-402/184:193 | 6@159-163/184:193 | 11.20@109-126/184:193 | 67.20@63-80/184:193',
    'סה"כ לפני מע"מ@150-220/210:218 | 399.60@59-80/210:218',
    'מע"מ 18%@150-220/222:230 | 71.93@63-80/222:230',
    'סה"כ לתשלום@150-220/234:242 | 471.53@59-80/234:242',
    'תנאי תשלום: שוטף + 45 )עד (15.05.26. ארגזים ומגשים נשארים בבעלות המפיץ.@150-554/260:268',
    'אבישי שטרן · עוסק מורשה 078499480@300-554/280:288',
  ];

  it('is dated by the date after the title and its number', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2026-03-05');
  });
});
