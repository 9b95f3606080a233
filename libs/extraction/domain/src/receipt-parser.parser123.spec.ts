import { withWord } from './ocr-document.fixtures';
import { enPundaRestaurantBill1Png, enPundaRestaurantBill1Scan } from './ocr-output-103.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 123, made on held-out set 103 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them,
 * coordinates rounded) and recognised pages (`ocr-output-103.fixtures.ts`).
 */

/** A Punda, Curaçao, restaurant's bill in US dollars (held-out set 103): turnover tax "OB 9%" on the food and the service charge, the guilder equivalent under the total. */
const curacao = [
  'Kadushi@76-151/3:28',
  'K I T C H E N@62-114/34:43 | &@125-130/34:43 | B A R@141-162/34:43',
  'Handelskade@17-66/46:54 | 32,@71-84/46:54 | Punda@89-111/46:54 | ·@116-120/46:54 | Willemstad,@125-174/46:54 | Curaçao@179-210/46:54',
  '+599@82-100/55:63 | 9@104-109/55:63 | 4694807@113-145/55:63',
  'Kadushi@19-50/66:73 | Horeca@55-82/66:73 | B.V.@86-104/66:73 | ·@109-113/66:73 | CRIB@118-136/66:73 | 479796222@140-181/66:73 | ·@185-190/66:73 | KvK@194-208/66:73',
  '157848@100-127/75:82',
  'Table@11-38/91:100 | 28@44-55/91:100 | Guests@172-205/91:100 | 7@210-215/91:100',
  'Server:@11-49/102:111 | Dwayne@55-87/102:111 | Check@172-199/102:111 | 32@205-215/102:111',
  'Invoice@11-49/112:121 | no.@55-71/112:121 | 24-013742@167-215/112:121',
  'Date@11-33/123:132 | 27/10/2024@38-92/123:132 | 12:26@188-215/123:132',
  '4@11-17/142:151 | Funchi@31-64/142:151 | fries@69-96/142:151 | 28.00@188-215/142:151',
  '2@11-17/154:163 | Rum@31-47/154:163 | punch@53-80/154:163 | 24.00@188-215/154:163',
  '3@11-17/166:175 | Papaya@31-64/166:175 | salad@69-96/166:175 | 45.00@188-215/166:175',
  '1@11-17/178:187 | Bottle@31-64/178:187 | of@69-80/178:187 | sauvignon@85-134/178:187 | blanc@139-166/178:187 | 41.00@188-215/178:187',
  '1@11-17/190:199 | Passion@31-69/190:199 | fruit@74-101/190:199 | juice@107-134/190:199 | 6.00@194-215/190:199',
  '2@11-17/202:211 | Whole@31-58/202:211 | red@64-80/202:211 | snapper,@85-128/202:211 | grilled@134-172/202:211 | 73.00@188-215/202:211',
  '2@11-17/214:223 | Sopi@31-53/214:223 | di@58-69/214:223 | piska@74-101/214:223 | 27.00@188-215/214:223',
  '4@11-17/226:235 | Stoba@31-58/226:235 | di@64-74/226:235 | kabritu@80-118/226:235 | 112.00@183-215/226:235',
  '2@11-17/238:247 | Coconut@31-69/238:247 | flan@74-91/238:247 | 21.00@188-215/238:247',
  'Subtotal@11-55/258:267 | 377.00@183-215/258:267',
  'Service@11-49/268:277 | charge@55-87/268:277 | 10%@92-109/268:277 | 37.70@188-215/268:277',
  'OB@11-22/279:288 | 9%@28-38/279:288 | 37.32@188-215/279:288',
  'TOTAL@17-53/296:308 | USD@60-81/296:308 | 452.02@167-210/296:308',
  'Total@11-34/317:325 | NAf@38-52/317:325 | @@56-61/317:325 | 1.78@65-83/317:325 | 804.60@188-215/317:325',
  'Service@23-55/328:335 | charge@59-86/328:335 | is@91-100/328:335 | shared@104-131/328:335 | among@136-158/328:335 | all@163-176/328:335 | staff.@181-203/328:335',
  'Masha@62-84/337:344 | danki@89-111/337:344 | &@116-120/337:344 | te@125-134/337:344 | aworo!@138-165/337:344',
];

/** A Baqa al-Gharbiyye land surveyor's English invoice in shekels (held-out set 103): its client under a letter-spaced "CLIENT", its own number in the footer. */
const surveyor = [
  'M E R H A V@224-364/42:64',
  'G e o d e s y@188-234/71:80 | ·@240-243/71:80 | C a d a s t r e@249-299/71:80 | ·@304-307/71:80 | P h o t o g r a m m e t r y@313-406/71:80',
  'Al-Manshiya St. 78, Baqa al-Gharbiyye 3010000 · +972-4-6314728 · office@merhav-geo.co.il@150-446/88:96',
  'CLIEN T@48-79/110:118',
  'Helios Sunfields Israel Ltd.@48-156/121:130 | TAX INVOICE@403-493/121:130',
  'Company No. 521340125@48-144/135:145 | No.@359-373/135:145 | 1189/26@507-538/135:145',
  'Project: Residential lots, block 8110, parcel 107@48-206/150:158 | Date@359-377/150:158 | 23.02.2026@495-538/150:158',
  'Purchase order@359-415/163:172 | PO-943-7155@486-538/163:172',
  'Quotation@359-397/177:186 | Q26-335@504-538/177:186',
  '#@53-58/208:217 | Service@72-104/208:217 | Qty@303-319/208:217 | Unit@337-356/208:217 | Rate (₪)@403-437/208:217 | Amount (₪)@469-518/208:217',
  '1@53-57/226:235 | Topographic survey at 1:250@72-179/226:235 | 62@320-329/226:235 | dunam@337-363/226:235 | 209.00@435-460/226:235 | 12,958.00@505-543/226:235',
  '2@53-57/245:254 | Parcellation plan for registration@72-193/245:254 | 1@324-329/245:254 | lump sum@337-375/245:254 | 14,500.00@423-460/245:254 | 14,500.00@505-543/245:254',
  '3@53-57/264:273 | Travel, 4×4 vehicle@72-143/264:273 | 209@315-329/264:273 | km@337-350/264:273 | 2.40@444-460/264:273 | 501.60@517-543/264:273',
  '4@53-57/282:292 | Setting-out crew (surveyor and assistant)@72-224/282:292 | 4@324-329/282:292 | day@337-351/282:292 | 3,364.00@428-460/282:292 | 13,456.00@505-543/282:292',
  'Subtotal@348-379/308:317 | 41,415.60@505-543/308:317',
  'VAT 18%@348-385/324:334 | 7,454.81@510-543/324:334',
  'Total (NIS)@348-401/341:352 | 48,870.41@498-543/341:352',
  'Surveys signed by Eng. Hiba Masarwa, licensed surveyor no. 1271.@48-269/373:382',
  'Payment terms: end of month + 45 days, by bank transfer to Bank Hapoalim, branch 778, account 227205.@48-398/386:394',
  'Please quote the invoice number with your payment.@48-220/399:407',
  'Merhav Geodesy & Cadastre Ltd. · Company No. 552 985 566 · a licensed VAT dealer@168-427/432:439',
];

/** A Kiryat Motzkin car park's pay-by-plate slip (held-out set 103): the company that operates it, "מופעל ע"י …". */
const carPark = [
  'חניון מרכז מוצקין@46-127/8:19',
  'P@138-151/9:28 | חניון עילי@95-127/9:28 | ·@91-93/9:28 | קריית מוצקין@44-88/9:28',
  'מופעל ע"י מגרש ניהול חניונים בע"מ@29-135/36:43',
  'ח.פ.@93-105/46:53 | 518817887@59-91/46:53',
  'קבלה@98-118/61:70 | /@93-96/61:70 | חשבונית מס@46-91/61:70',
  "מס'@145-157/79:87 | מסמך@123-143/79:87 | 01/410550@7-42/79:87",
  "מס'@145-157/92:100 | רכב@130-143/92:100 | 45-155-69@7-41/92:100",
  'כניסה@137-157/106:114 | 03:50@47-66/106:114 | 06/01/2024@7-45/106:114',
  'יציאה@138-157/118:127 | 09:48@47-66/118:127 | 06/01/2024@7-45/118:127',
  'משך חניה@123-157/132:140 | 05:58@7-26/132:140',
  "תעריף:@134-154/149:156 | 15@126-133/149:156 | דק'@115-124/149:156 | ראשונות חינם@74-113/149:156 | ·@70-72/149:156 | שעה ראשונה@32-68/149:156",
  "₪13.00@134-154/159:166 | ·@130-132/159:166 | כל@121-128/159:166 | 15@113-120/159:166 | דק'@102-111/159:166 | נוספות@81-100/159:166 | ₪3.50@62-79/159:166 | ·@58-60/159:166 | מקסימום ליום@16-56/159:166",
  '₪52.00@134-154/169:175',
  'לתשלום@68-96/186:194',
  '₪52.00@57-108/197:214',
  'כולל מע"מ@121-157/225:233 | 17%@103-118/225:233 | 7.56@7-22/225:233',
  'אשראי ללא מגע@103-157/241:249 | ****6944@68-101/241:249',
  'אישור@137-157/253:261 | 222463@110-135/253:261',
  '- - - - - - - - - - - - - -@34-119/270:278 | ✂@123-130/270:278',
  'יש לצאת תוך@112-151/283:290 | 15@103-110/283:290 | דקות מהתשלום.@53-101/283:290 | נסיעה טובה!@13-51/283:290',
];

describe('a Curaçao bill in dollars ("OB 9%", "TOTAL USD", "Total NAf @ 1.78")', () => {
  it("names the island's turnover tax by its rate, charged on the food and the service charge", () => {
    const parsed = parseReceiptDocument(textLayer(curacao));
    expect(parsed.fields.total).toBe('452.02');
    expect(parsed.fields.tax).toBe('37.32');
  });

  it('takes "OB" without a rate for no tax', () => {
    const unrated = curacao.map((r) => r.replace('OB@11-22/279:288 | 9%@28-38/279:288', 'OB@11-22/279:288'));
    expect(parseReceiptDocument(textLayer(unrated)).fields.tax).toBeUndefined();
  });

  it('takes the guilder equivalent at its rate for information, its "@" read as a 6, not for the total (a scan whose total line was lost)', () => {
    expect(enPundaRestaurantBill1Scan.lines.some((l) => l.words.map((w) => w.text).join(' ') === 'Total NAf 6 1.78 804.60')).toBe(true);
    expect(parseReceiptDocument(enPundaRestaurantBill1Scan).fields.total).toBe('452.02');
  });

  it('names the company beside its Curaçao tax number ("CRIB"), past the separator read apart as a faint "+"', () => {
    expect(parseReceiptDocument(enPundaRestaurantBill1Png).fields.vendorName).toBe('Kadushi Horeca B.V.');
  });

  it('names nobody beside a number no register labels', () => {
    expect(parseReceiptDocument(withWord(enPundaRestaurantBill1Png, 'CRIB', 'CRAB')).fields.vendorName).not.toBe('Kadushi Horeca B.V.');
  });
});

describe('a client\'s block under a letter-spaced heading ("CLIEN T" over "Helios Sunfields Israel Ltd." over "Company No. 521340125")', () => {
  it("takes the surveyor's own number in the footer, not its client's", () => {
    expect(parseReceiptDocument(textLayer(surveyor)).fields.vendorTaxId).toBe('552985566');
  });

  it('reads the heading only when its letters spell a customer', () => {
    const project = surveyor.map((r) => r.replace('CLIEN T@', 'PROJEC T@'));
    expect(parseReceiptDocument(textLayer(project)).fields.vendorTaxId).toBe('521340125');
  });
});

describe('a car park\'s operator ("מופעל ע"י מגרש ניהול חניונים בע"מ")', () => {
  it('names the company that operates it, without "operated by"', () => {
    expect(parseReceiptDocument(textLayer(carPark)).fields.vendorName).toBe('מגרש ניהול חניונים בע"מ');
  });

  it('keeps words before a name that say something else', () => {
    const other = carPark.map((r) => r.replace('מופעל ע"י מגרש', 'מרכז מגרש'));
    expect(parseReceiptDocument(textLayer(other)).fields.vendorName).toBe('מרכז מגרש ניהול חניונים בע"מ');
  });
});
