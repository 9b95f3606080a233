import { enSaipanFolio2Png, enSaipanFolio3Png, heStageLighting2Scan, heTiberiasGrill1Png, mixedEilatTill2Png, mixedMobilePlan4Png } from './ocr-output-79.fixtures';
import { withWord } from './ocr-document.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 97, made on held-out set 79 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */
describe('a tax invoice\'s title and number with the date in words and its weekday beside them: "חשבונית מס 852" and "יום שני, 7 במרץ 2022"', () => {
  const rows = [
    'אור@307-348/43:69 | במה@246-297/43:69',
    'תאורה להפקות, מופעים ואירועים@234-361/73:82',
    'אלון ברקוביץ@332-396/90:101 | ·@324-328/90:101 | עוסק מורשה@258-321/90:101 | 311431738@199-255/90:101',
    'רח׳ התאנה@341-378/105:113 | 7, פרדס חנה-כרכור@273-338/105:113 | ·@268-271/105:113 | 052-019-6367@217-266/105:113',
    'יום שני,@103-134/130:140 | 7@95-100/130:140 | במרץ@69-92/130:140 | 2022@45-67/130:140',
    'חשבונית@500-550/131:145 | מס@478-497/131:145 | 852@453-474/131:145',
    'לכבוד@522-545/155:165 | הפקות קול וצבע בע"מ, ח.פ.@388-512/155:165 | 510090574@334-385/155:165',
    'אירוע@523-545/169:179 | מופע השקה@457-512/169:179 | ·@451-454/169:179 | 05/03/2022@397-448/169:179 | 3)@385-394/169:179 | ימים(@360-382/169:179',
    'מקום@524-545/183:193 | אמפי פארק הירקון@429-512/183:193',
    'פירוט@525-547/203:212 | יחידה@293-316/203:212 | כמות@205-226/203:212 | מחיר@131-151/203:212 | סה"כ@48-68/203:212',
    'יום עבודה - טכנאי תאורה ראשי@423-547/218:228 | יום@305-316/218:228 | 2@205-210/218:228 | 1,800.00@131-167/218:228 | 3,600.00@48-84/218:228',
    'תכנון תאורה ותכנות מופע@443-547/234:244 | קומפלט@283-316/234:244 | 1@205-210/234:244 | 2,500.00@131-167/234:244 | 2,500.00@48-84/234:244',
    'מכונת עשן/הייזר@482-547/251:261 | יום@305-316/251:261 | 2@205-210/251:261 | 250.00@131-159/251:261 | 500.00@48-76/251:261',
    'השכרת ראש נע@483-547/267:277 | Beam 230@438-480/267:277 | יח׳ ליום@286-316/267:277 | 42@205-215/267:277 | 320.00@131-159/267:277 | 13,440.00@48-89/267:277',
    'השכרת פנס@498-547/284:294 | LED PAR@456-496/284:294 | יח׳ ליום@286-316/284:294 | 54@205-215/284:294 | 70.00@131-154/284:294 | 3,780.00@48-84/284:294',
    'סה"כ@249-269/307:317 | 23,820.00@48-89/307:317',
    'מע"מ@248-269/321:331 | 17%@226-245/321:331 | 4,049.40@48-84/321:331',
    'סה"כ לתשלום@196-269/337:349 | 27,869.40@73-126/337:349 | ש"ח@48-70/337:349',
    'תשלום בהעברה: בנק@479-550/367:376 | 12, סניף@448-477/367:376 | 681, חשבון@408-446/367:376 | 386751@379-405/367:376 | ·@374-377/367:376 | תנאי תשלום שוטף +@301-372/367:376 | 30@290-299/367:376',
  ];

  it("takes the title's number, though a weekday's \"יום\" follows it, and the date beside it over the event's", () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.documentNumber).toBe('852');
    expect(fields.date).toBe('2022-03-07');
  });

  it('takes no number followed by a quantity of days ("852 ימים"), nor a date beside it as beside the number', () => {
    const days = rows.map((r) => r.replace('יום שני,@103-134', 'ימים@103-134'));
    const { fields } = parseReceiptDocument(textLayer(days));
    expect(fields.documentNumber).toBeUndefined();
    expect(fields.date).toBeUndefined();
  });

  it('reads them so from a scan', () => {
    const { fields } = parseReceiptDocument(heStageLighting2Scan);
    expect(fields.documentNumber).toBe('721');
    expect(fields.date).toBe('2023-12-18');
  });
});

describe('a bilingual bill\'s "מספר חשבון / Account" beside the tax invoice\'s own number under "Tax Invoice No."', () => {
  const rows = [
    'GlobeTalk@453-553/37:58 | חשבונית מס@115-161/37:58 | /@110-113/37:58 | Tax Invoice No.@53-108/37:58',
    'גלובטוק ישראל בע"מ@474-553/64:73 | ·@469-472/64:73 | ח.פ.@451-467/64:73 | 517282562@403-448/64:73 | 62658376@75-139/64:73',
    'מגדל המפרץ,@510-553/77:85 | חיפה@492-508/77:85 | ·@488-490/77:85 | *7788@465-485/77:85 | ·@461-463/77:85 | globetalk.co.il@413-459/77:85',
    'מנוי@535-550/108:116 | /@530-533/108:116 | Subscriber@489-528/108:116 | Marchand@387-430/108:116 | Sophie@355-385/108:116 | תאריך הפקה@272-321/108:116 | /@268-270/108:116 | Issue date@228-265/108:116 | 03/04/2024@136-182/108:116',
    'מספר קו@517-550/125:133 | /@513-515/125:133 | Line@495-510/125:133 | 054-568-0975@374-430/125:133 | תקופת חיוב@276-321/125:133 | /@272-274/125:133 | Billing period@223-270/125:133 | 31/03/2024@136-182/125:133 | –@129-134/125:133 | 01/03/2024@82-127/125:133',
    'מספר חשבון@503-550/143:151 | /@498-500/143:151 | Account@466-496/143:151 | 810509686@385-430/143:151 | מועד חיוב@284-321/143:151 | /@279-281/143:151 | Charge date@232-277/143:151 | 13/04/2024@136-182/143:151',
    'פירוט@530-550/169:176 | /@526-528/169:176 | Description@483-524/169:176 | סכום@94-112/169:176 | /@89-91/169:176 | Amount@60-87/169:176 | (₪)@45-58/169:176',
    'חבילה חודשית@494-550/184:193 | ·@490-492/184:193 | 59"@474-487/184:193 | "World@445-471/184:193 | plan@425-443/184:193 | Monthly@392-423/184:193 | 59.00@45-68/184:193',
    'שיחות לארה"ב@494-550/202:211 | ·@489-492/202:211 | ₪0.25@462-487/202:211 | ×@455-460/202:211 | min@438-452/202:211 | 91@425-435/202:211 | USA:@402-423/202:211 | to@392-399/202:211 | Calls@369-389/202:211 | 22.75@45-68/202:211',
    'סה"כ לפני מע"מ@233-293/229:237 | /@228-230/229:237 | Subtotal@196-226/229:237 | 81.75@47-69/229:237',
    'מע"מ@273-293/246:254 | 17%@252-270/246:254 | /@247-250/246:254 | VAT@231-245/246:254 | 13.90@47-69/246:254',
    'סה"כ לתשלום@223-293/264:274 | /@217-220/264:274 | Total due@170-214/264:274 | ₪95.65@47-85/264:274',
    'הסכום יחויב בכרטיס האשראי הרשום במועד החיוב@393-553/290:298 | ·@388-391/290:298 | date.@369-386/290:298 | charge@344-367/290:298 | the@331-342/290:298 | on@321-329/290:298 | card@304-319/290:298 | registered@268-302/290:298 | your@251-266/290:298 | to@242-249/290:298 | charged@213-240/290:298 | be@202-211/290:298 | will@189-200/290:298 | amount@162-187/290:298 | The@147-160/290:298',
  ];

  it("takes the invoice's number, not the subscriber's account", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('62658376');
  });

  it('takes the number labelled "מספר חשבון" when its translation makes it the bill\'s', () => {
    const bill = rows.map((r) => r.replace('Account@466-496', 'Bill No.@466-496'));
    expect(parseReceiptDocument(textLayer(bill)).fields.documentNumber).toBe('810509686');
  });
});

describe('a hotel\'s name in large print over the company that owns it, sharing a word: "GARAPAN BAYVIEW HOTEL" over "Marianas Bayview Hospitality, Inc."', () => {
  const rows = [
    'GARAPAN BAYVIEW HOTEL@182-412/39:54',
    'Marianas Bayview Hospitality, Inc. · Beach Road, Garapan, Saipan, MP 96950 · Tel (670) 234-3996@129-466/57:64',
    'GUEST FOLIO@257-338/76:88',
    'Guest@46-69/102:111 | LEVI, NOA@121-166/102:111 | Room@221-244/102:111 | 802@305-321/102:111 | Invoice No.@385-430/102:111 | 258852@476-509/102:111',
    'Arrival@46-72/115:124 | 03/09/24@121-160/115:124 | Departure@221-262/115:124 | 03/15/24@305-344/115:124 | Folio@385-404/115:124 | F946523@476-515/115:124',
    'Conf. No.@46-82/129:138 | 091495386@121-171/129:138 | Rate@221-240/129:138 | 235.00@305-336/129:138 | Page@385-405/129:138 | 1 of 1@476-502/129:138',
    'Date@46-65/149:157 | Description@135-182/149:157 | Charges@428-461/149:157 | Credits@521-550/149:157',
    '03/09/24@46-82/164:173 | Room Charge – Ocean View@135-247/164:173 | 235.00@433-461/164:173',
  ];

  it('takes the name as registered', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Marianas Bayview Hospitality, Inc.');
  });

  it("raises no registered name that shares no word of the sign's", () => {
    const other = rows.map((r) => r.replace('Marianas Bayview Hospitality', 'Marianas Pacific Hospitality'));
    expect(parseReceiptDocument(textLayer(other)).fields.vendorName).toBe('GARAPAN BAYVIEW HOTEL');
  });

  it('reads it so from a clean image', () => {
    expect(parseReceiptDocument(enSaipanFolio3Png).fields.vendorName).toBe('Marianas Bayview Hospitality, Inc.');
    expect(parseReceiptDocument(withWord(enSaipanFolio3Png, 'Bayview', 'Pacific')).fields.vendorName).not.toBe('Marianas Bayview Hospitality, Inc.');
  });
});

describe('a till in a free trade zone: "מע"מ 0% - אזור סחר חופשי אילת 0.00", its total line misread ("TOTAL סה"כ 1917.00" for ₪917.00)', () => {
  it('takes a tax of nothing', () => {
    expect(parseReceiptDocument(mixedEilatTill2Png).fields.tax).toBe('0.00');
  });

  it('takes no zero tax from a VAT line at another rate', () => {
    expect(parseReceiptDocument(withWord(mixedEilatTill2Png, '0%', '18%')).fields.tax).toBeUndefined();
  });
});

describe('a bill\'s number whose 5 was recognised as a dollar sign: "חשבונית מס/קבלה מס\' $0721"', () => {
  it('reads the sign as the 5', () => {
    const { fields } = parseReceiptDocument(heTiberiasGrill1Png);
    expect(fields.documentNumber).toBe('50721');
    expect(fields.total).toBe('1839.20');
  });

  it('takes no amount with cents so', () => {
    expect(parseReceiptDocument(withWord(heTiberiasGrill1Png, '$0721', '$07.21')).fields.documentNumber).toBeUndefined();
  });
});

describe('a dollar folio\'s total, "Total Charges 714.28", and each night\'s "Hotel Occupancy Tax 15% 41.85"', () => {
  it('cuts no leading digit off as a shekel sign misread, where the page is in dollars', () => {
    const { fields } = parseReceiptDocument(enSaipanFolio2Png);
    expect(fields.total).toBe('714.28');
    expect(fields.tax).toBe('83.70');
  });
});

describe('a bilingual "תאריך הפקה / Issue date" whose first word the recogniser lost: "הפקה 05/04/2026 Issue date /"', () => {
  it('takes the date "הפקה" labels as the document\'s', () => {
    const { fields, confidence } = parseReceiptDocument(mixedMobilePlan4Png);
    expect(fields.date).toBe('2026-04-05');
    expect(confidence.date).toBeGreaterThanOrEqual(0.9);
  });

  it('is less sure of it without the word', () => {
    const { confidence } = parseReceiptDocument(withWord(mixedMobilePlan4Png, 'הפקה\u200e', 'מנוי'));
    expect(confidence.date ?? 0).toBeLessThan(0.9);
  });
});
