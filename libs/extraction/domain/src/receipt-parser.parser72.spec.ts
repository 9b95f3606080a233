import { withWord } from './ocr-document.fixtures';
import { heNetanyaCliffHotelFolio4Png, heTeppanyakiRestaurantBill1Png, mixedZiplineAdventureParkReceipt1Png } from './ocr-output-63.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 72: "NV" before a ZIP code Nevada's, not a Dutch legal form ("Crescent Valley, NV 89821"); a header cell that names the document's date ("תאריך
 * הפקה") the column's whole header, not joined with the title over the grid ("חשבונית מס - חשבון תקופתי"); "No." closing a row whose only other word is its
 * value (a narrow bilingual slip's "MF156698 ······ No."); a dealer's name over the dealer's label with its separator closing it ("יוסי אלקיים ·"). And as
 * recognised: "בע";מ", a semicolon read between בע"מ's marks; two labelled days whose separator was read as a dash ("הגעה 04.06.26 - עזיבה 05.06.26") no
 * range; a Latin brand and a dash before a registered Hebrew name ("CARMEL ZIPLINE PARK - אתגר הכרמל פארקים בע"מ") the logo's. Made on held-out set 63 after
 * its blind reading; text layers as the reader gave them (written as `textLayer` reads them), OCR output captured as the reader gave it
 * (ocr-output-63.fixtures.ts).
 */
describe('a Nevada prospecting store\'s invoice: "Crescent Valley, NV 89821" in its letterhead, "Wade Tolliver, owner · NV Sales Tax Permit …" at its foot', () => {
  const rows = (address: string) => [
    'Crescent Valley Detectors@112-284/27:43',
    `Metal detectors and prospecting gear · ${address} · (775) 468-0874@57-339/46:53`,
    'Invoice 5656@29-89/65:76',
    'Invoice No.@29-68/84:92 | 5656@101-118/84:92 | Date@214-230/84:92 | 13 Feb 2025@249-291/84:92',
    'Customer@29-61/94:103 | Gail Thornberry@101-160/94:103 | City@214-228/94:103 | Winnemucca, NV@249-312/94:103',
    'Description@32-68/123:130 | Qty@234-246/123:130 | Price@270-287/123:130 | Total@320-336/123:130',
    'Pick, 30 in fiberglass handle@32-125/136:145 | 1@234-238/136:145 | 71.00@270-289/136:145 | 71.00@320-339/136:145',
    'Coil cover, 10x5 in@32-95/151:159 | 2@234-238/151:159 | 21.95@270-289/151:159 | 43.90@320-339/151:159',
    'Snuffer bottle@32-77/165:173 | 4@234-238/165:173 | 7.95@270-285/165:173 | 31.80@320-339/165:173',
    'Subtotal@164-192/183:191 | 146.70@345-367/183:191',
    'Sales Tax 6.85%@164-219/192:200 | 10.05@349-367/192:200',
    'Total@164-184/201:210 | 156.75@342-367/201:210',
    'Wade Tolliver, owner · NV Sales Tax Permit 2555159904-001 · Crescent Valley, Nevada@29-281/578:585',
  ];

  it("is the owner's name, not the town before the state's ZIP code", () => {
    expect(parseReceiptDocument(textLayer(rows('Crescent Valley, NV 89821 (Eureka County)'))).fields.vendorName).toBe('Wade Tolliver');
  });

  it('still reads a Dutch NV as a legal form', () => {
    expect(parseReceiptDocument(textLayer(rows('Zilverlicht Detectoren NV, 1012 AB Amsterdam'))).fields.vendorName).toBe('Zilverlicht Detectoren NV');
  });
});

describe('a kids\' smartwatch line\'s periodic bill: "תאריך הפקה" in a header row under the title "חשבונית מס - חשבון תקופתי"', () => {
  const rows = (title: string) => [
    'KIDLINK@454-545/42:64',
    'קידלינק תקשורת לילדים בע"מ · ח.פ. 51-556533-1 · רח׳ אחוזה ,140 רעננה · מוקד *2790@208-547/73:82',
    `${title}@375-556/101:115`,
    'מס׳ חשבונית@480-522/128:136 | תאריך הפקה@384-427/128:136 | תקופת חיוב@263-303/128:136 | מועד חיוב@144-177/128:136 | מס׳ מנוי@67-93/128:136',
    '834902011@59-101/143:153 | 11/08/2024@140-182/143:153 | 01/07/2024 - 31/07/2024@236-330/143:153 | 01/08/2024@384-427/143:153 | KL2024405682@471-531/143:153',
    'לכבוד: דפנה לוי-צור · ת.ז. 152966933 · 058-755-8116@353-556/165:175',
    'יתרה קודמת@500-549/188:197 | ₪ 0.00@291-317/188:197',
    'תשלום אחרון (13/07/2024)@445-549/201:210 | ₪ 83.00@291-322/201:210',
    'הוראת קבע - כרטיס@471-549/213:223 | ****0811@291-328/213:223',
    'פירוט@532-553/238:247 | כמות@184-203/238:247 | מחיר@142-161/238:247 | סה"כ@78-99/238:247',
    'מסלול שעון ילדים - יהלי (058-265-0825) - יולי 2024@355-553/255:264 | 1@198-203/255:264 | ₪ 44.90@130-161/255:264 | ₪ 44.90@67-99/255:264',
    'מסלול שעון ילדים - שקד (052-172-3953) - יולי 2024@353-553/273:282 | 1@198-203/273:282 | ₪ 44.90@130-161/273:282 | ₪ 44.90@67-99/273:282',
    'איתור GPS בזמן אמת - שקד@443-553/291:300 | 1@198-203/291:300 | ₪ 9.90@134-161/291:300 | ₪ 9.90@72-99/291:300',
    'הנחת אח/אחות - שקד@466-553/309:318 | 1@198-203/309:318 | ₪ -8.98@131-161/309:318 | ₪ -8.98@69-99/309:318',
    'מסלול שעון ילדים - עמית (052-212-0556) - יולי 2024@350-553/327:336 | 1@198-203/327:336 | ₪ 44.90@130-161/327:336 | ₪ 44.90@67-99/327:336',
    'דקות שיחה מעבר לחבילה - עמית@423-553/345:354 | 67@194-203/345:354 | ₪ 0.25@134-161/345:354 | ₪ 16.75@67-99/345:354',
    'הנחת אח/אחות - עמית@463-553/363:372 | 1@198-203/363:372 | ₪ -8.98@131-161/363:372 | ₪ -8.98@69-99/363:372',
    'סה"כ לפני מע"מ@208-272/384:394 | ₪ 143.39@39-75/384:394',
    'מע"מ 17%@230-272/397:406 | ₪ 24.38@39-71/397:406',
    'סה"כ לתשלום@204-272/410:421 | ₪ 167.77@39-81/410:421',
    'השעונים בחשבון: 3 · IMEI 747084529892385 · צפייה במיקום ובהיסטוריה באפליקציה · לבירורים 1-700-70-27-90 · www.kidlink.co.il@124-556/424:432',
  ];

  it('is dated by the issue date under its header cell', () => {
    expect(parseReceiptDocument(textLayer(rows('חשבונית מס - חשבון תקופתי'))).fields.date).toBe('2024-08-01');
  });
});

describe('a narrow bilingual fuel slip: "מס׳" on a line of its own over "MF784081 ······ No."', () => {
  const rows = (number: string) => [
    'דלק המכבים · MACCABIM FUEL@28-199/9:19',
    'כביש 443, צומת שילת · Route 443, Shilat Junction@39-188/21:28',
    'המכבים אנרגיה בע"מ · ח.פ. / Co. No. 52-931976-6@39-188/29:35',
    'חשבונית מס / קבלה@79-148/44:52',
    'Tax invoice / Receipt@78-149/53:59',
    'מס׳@204-217/60:67',
    number,
    'תאריך@197-217/76:83',
    '18/03/2026@10-53/85:91 | Date@202-217/85:91',
    'שעה@202-217/91:99',
    '05:18@10-32/100:106 | Time@202-217/100:106',
    'משאבה / אקדח@166-217/107:115',
    '5 / 1@10-27/116:122 | Pump / Nozzle@173-217/116:122',
    'רכב@204-217/123:130',
    '90-018-31@10-49/132:138 | Plate@201-217/132:138',
    'סולר@200-217/145:153',
    '₪352.39@10-46/154:160 | Diesel@196-217/154:160',
    '48.68 L × 7.239 ₪/L@153-217/162:168',
    'סה"כ לתשלום@161-217/207:216',
    '₪352.39@10-51/218:225 | Total@198-217/218:225',
    'מע"מ 18% כלול@163-217/226:233',
    '₪53.75@10-37/235:241 | VAT 18% incl.@175-217/235:241',
    'כרטיס אשראי@174-217/264:271',
    'XXXX-0713@10-52/273:279 | Credit card@183-217/273:279',
    'אישור@199-217/280:287',
    '7410057@10-43/289:295 | Auth.@201-217/289:295',
    'תודה ונסיעה בטוחה@87-140/317:323',
  ];

  it("is numbered by the value on the English label's row", () => {
    expect(parseReceiptDocument(textLayer(rows('MF784081@10-49/69:75 | No.@207-217/69:75'))).fields.documentNumber).toBe('MF784081');
  });

  it('is not numbered so where the row holds another word as well', () => {
    expect(parseReceiptDocument(textLayer(rows('MF784081@10-49/69:75 | Pump@150-170/69:75 | No.@207-217/69:75'))).fields.documentNumber).toBeUndefined();
  });
});

describe('another slip of the fuel slip\'s kind: the dealer\'s name, label and id centred on four lines at its foot, "יוסי אלקיים ·" first', () => {
  const rows = (owner: string) => [
    'תחנת הרעות · STATION REUT@16-148/9:18',
    'שד׳ הרעות, מודיעין · 058-200-9547@26-138/21:26',
    'חשבונית מס / קבלה@48-117/36:43',
    'Tax invoice / Receipt@47-117/44:49',
    'מס׳@142-154/51:58',
    '509572@10-34/59:64 | No.@145-154/59:64',
    'תאריך@134-154/66:73',
    '2022-11-24@10-50/74:79 | Date@141-154/74:79',
    'בנזין 95@122-154/133:139',
    '220.54 NIS@10-50/141:146 | Unleaded 95@118-154/141:146',
    'סה"כ לתשלום@103-154/192:199',
    '220.54 NIS@10-56/201:208 | Total@135-154/201:208',
    'מע"מ 17% כלול@102-154/209:216',
    '32.04 NIS@10-46/217:223 | VAT 17% incl.@111-154/217:223',
    owner,
    'עוסק מורשה@65-99/306:311',
    'Licensed Dealer@61-103/313:317',
    '394643464@67-98/319:325',
    'תודה ונסיעה בטוחה@53-111/327:332',
  ];

  it("is the dealer's name over his label, its separator closing it", () => {
    expect(parseReceiptDocument(textLayer(rows('יוסי אלקיים ·@61-104/298:304'))).fields.vendorName).toBe('יוסי אלקיים');
  });
});

describe('a teppanyaki restaurant\'s bill as recognised: "אש ופלדה מסעדות בע";מ - ח.פ. …", a semicolon read in its legal form', () => {
  it('is the registered name, its legal form given back', () => {
    expect(parseReceiptDocument(heTeppanyakiRestaurantBill1Png).fields.vendorName).toBe('אש ופלדה מסעדות בע"מ');
  });
});

describe('a cliff hotel\'s folio as recognised: "הגעה 04.06.26 - עזיבה 05.06.26", its separator read as a dash', () => {
  it('is dated by the day of leaving, not a range', () => {
    expect(parseReceiptDocument(heNetanyaCliffHotelFolio4Png).fields.date).toBe('2026-06-05');
  });

  it('is no longer dated by it where the words between the dates say it is a range', () => {
    expect(parseReceiptDocument(withWord(heNetanyaCliffHotelFolio4Png, 'עזיבה', 'עד')).fields.date).not.toBe('2026-06-05');
  });
});

describe('a zipline park\'s bilingual receipt as recognised: "CARMEL ZIPLINE PARK - אתגר הכרמל פארקים בע"מ" put together from its letterhead', () => {
  it('is the registered Hebrew name without the Latin brand', () => {
    expect(parseReceiptDocument(mixedZiplineAdventureParkReceipt1Png).fields.vendorName).toBe('אתגר הכרמל פארקים בע"מ');
  });
});
