import { withWords } from './ocr-document.fixtures';
import { enAbidjanInvoice1Png, heSfarimOrder1Png, mixedMevaseretParking1Scan } from './ocr-output-97.fixtures';
import { frenchLettersRepaired } from './french-letters';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 116, made on held-out set 97 after its blind reading: what the OCR reader returned for its images, and text layers as the reader gave
 * them (written as `textLayer` reads them, coordinates rounded).
 */

/** A Paramaribo hotel's folio (held-out set 97), as its text PDF gives it. */
const folio = [
  'R E S I D E N T I E K WAT TA@45-339/36:58',
  'Residentie Kwatta N.V.@45-133/65:73 | VAT no. 656937387@475-550/65:73',
  'Kwattaweg 264, Paramaribo, Suriname · +597 712-5153@45-260/75:83 | KKF 98952@507-550/75:83',
  'Guest Folio / Invoice@45-171/101:115',
  'Guest@47-70/129:138 | Mr. Pieter Wijnhoven@91-170/129:138 | Folio@203-222/129:138 | RK-69394@255-293/129:138',
  'Arrival@203-228/141:150 | 08-May-2026 (Fri)@255-323/141:150',
  'Room@47-70/148:157 | 106 · Single@91-137/148:157',
  'Departure@203-242/156:164 | 13-May-2026 (Wed)@255-331/156:164',
  'Persons@47-78/168:176 | 1@91-96/168:176 | Cashier@203-233/168:176 | AP@255-266/168:176',
  'Date@48-67/196:205 | Description@154-202/196:205 | Charges@438-473/196:205 | Credits@517-547/196:205',
  '08-May-2026@48-99/212:220 | Zanderij transfer@154-217/212:220 | 60.00@451-473/212:220',
  '08-May-2026@48-99/226:235 | Room charge@154-206/226:235 | 110.00@447-473/226:235',
  '08-May-2026@48-99/240:249 | Breakfast x1@154-202/240:249 | 17.00@451-473/240:249',
  '09-May-2026@48-99/255:263 | Room charge@154-206/255:263 | 110.00@447-473/255:263',
  '09-May-2026@48-99/269:277 | Breakfast x1@154-202/269:277 | 17.00@451-473/269:277',
  '09-May-2026@48-99/283:292 | Commewijne plantation outing x1@154-281/283:292 | 80.00@451-473/283:292',
  '10-May-2026@48-99/297:306 | Room charge@154-206/297:306 | 110.00@447-473/297:306',
  '10-May-2026@48-99/312:320 | Breakfast x1@154-202/312:320 | 17.00@451-473/312:320',
  '10-May-2026@48-99/326:334 | Restaurant dinner@154-222/326:334 | 55.50@451-473/326:334',
  '11-May-2026@48-99/340:349 | Room charge@154-206/340:349 | 110.00@447-473/340:349',
  '11-May-2026@48-99/354:363 | Breakfast x1@154-202/354:363 | 17.00@451-473/354:363',
  '11-May-2026@48-99/369:377 | Restaurant dinner@154-222/369:377 | 48.50@451-473/369:377',
  '12-May-2026@48-99/383:391 | Room charge@154-206/383:391 | 110.00@447-473/383:391',
  '12-May-2026@48-99/397:406 | Breakfast x1@154-202/397:406 | 17.00@451-473/397:406',
  '12-May-2026@48-99/411:420 | Restaurant dinner@154-222/411:420 | 76.00@451-473/411:420',
  '13-May-2026@48-99/426:434 | VAT 10%@154-189/426:434 | 95.50@451-473/426:434',
  '13-May-2026@48-99/440:448 | Mastercard ****3652@154-232/440:448 | 1,050.50@514-547/440:448',
  'Total charges US$@419-490/465:474 | 1,050.50@512-546/465:474',
  'of which VAT 10%@419-488/481:490 | 95.50@524-546/481:490',
  'Payments@419-457/497:505 | -1,050.50@509-546/497:505',
  'Balance@419-451/513:521 | 0.00@529-546/513:521',
  'All amounts in United States dollars. Thank you — tot ziens!@45-273/546:554',
  'Guest signature ______________________@45-214/555:564',
];

/** An online bookshop's order, printed like an e-mail (held-out set 97), as its text PDF gives it. */
const order = [
  'מדף עליון@444-533/54:63 | חנות ספרים ברשת ·@365-441/54:63 | www.madaf-elyon.co.il@261-362/54:63',
  'מדף עליון ספרים ברשת בע"מ · ח.פ.@411-533/71:79 | 517286795@363-408/71:79 | · מחסן: רח\' המלאכה, אור יהודה@251-360/71:79',
  'תודה על ההזמנה!@407-533/98:113',
  'הזמנה@508-533/125:134 | #824015@464-505/125:134 | מיום@444-461/125:134 | 12/12/2023@389-441/125:134 | נארזה ויצאה למשלוח.@302-387/125:134',
  "חשבונית מס-קבלה@442-526/151:161 | · מס'@417-439/151:161 | OL-175021@360-414/151:161 | · הופקה@323-357/151:161 | 12/12/2023@263-319/151:161 | 19:21@232-260/151:161",
  'ספר@512-530/181:190 | כמות@256-277/181:190 | מחיר@199-220/181:190 | סה"כ@117-139/181:190',
  'היסטוריה קצרה של המפות@418-530/201:210 | 1@226-231/201:210 | 110.90@145-177/201:210 | 110.90@65-97/201:210',
  'דניאל שטרן@491-530/212:220',
  'לילה בתחנה האחרונה@438-530/230:239 | 1@226-231/230:239 | 91.90@145-171/230:239 | 91.90@65-91/230:239',
  'אסף קדם@497-530/241:249',
  'סכום ביניים@228-271/268:277 | 202.80@66-97/268:277',
  'איסוף מנקודת חלוקה@188-271/284:293 | חינם@66-83/284:293',
  'סה"כ שולם@212-271/301:313 | ₪ 202.80@66-123/301:313',
  'המחיר כולל מע"מ@210-271/321:329 | 17%@190-207/321:329 | בסך@173-187/321:329 | 29.47@66-88/321:329',
  'שולם בכרטיס המסתיים ב-1184@411-533/347:356 | · אביגיל כהן, ראשון לציון@314-408/347:356',
  'מסמך ממוחשב · לשאלות:@445-533/381:388 | service@madaf-elyon.co.il@339-442/381:388',
];

/** A Mevaseret car park's pay-station receipt (held-out set 97), as its text PDF gives it. */
const parking = [
  'חניון@127-157/16:32 | מבשרת@70-123/16:32',
  'M E V A S E R E T@45-119/35:46 | P A R K I N G@126-180/35:46',
  'ש.א.@143-161/57:66 | חניוני@121-141/57:66 | מבשרת@89-119/57:66 | בע"מ@66-87/57:66',
  'ח.פ.@172-188/68:77 | 556298420@131-170/68:77 | ·@127-129/68:77 | דרך@109-124/68:77 | החוצבים,@71-107/68:77 | מבשרת@39-68/68:77',
  'חשבונית@183-215/81:90 | מס@168-181/81:90 | קבלה@142-166/81:90 | 697949@29-64/81:90 | PM@11-23/81:90',
  'Tax invoice receipt@160-215/91:99',
  'תאריך@191-215/104:113 | 30/09/2025@11-70/104:113',
  'Date@202-215/115:122',
  'כניסה@192-215/127:136 | 08:16@11-41/127:136',
  'Entry@201-215/138:145',
  'יציאה@193-215/150:160 | 13:09@11-41/150:160',
  'Exit@205-215/161:169',
  'משך@197-215/174:183 | 4:53@11-35/174:183',
  'Duration@192-215/184:192',
  'כרטיס@191-215/197:206 | 5567277556@11-70/197:206',
  'Ticket@199-215/208:215',
  'רכב@200-215/220:229 | 57-309-34@11-64/220:229',
  'Plate@201-215/231:238',
  'תעריף:@192-215/246:253 | שעה@175-190/246:253 | ראשונה@147-173/246:253 | ,15.00@128-146/246:253 | כל@117-126/246:253 | רבע@101-115/246:253 | שעה@84-100/246:253 | נוספת@62-82/246:253 | ,3.00@45-60/246:253 | מקסימום@13-44/246:253',
  'יומי@204-215/255:262 | 75.00@186-203/255:262',
  'First hour 15.00, each extra 15 min 3.00, daily max 75.00@60-215/263:271',
  'לתשלום@174-215/278:290 | ₪ 63.00@11-68/278:290',
  'Amount due@180-215/292:300',
  'כולל@197-215/306:315 | מע"מ@174-195/306:315 | 18%@156-172/306:315 | 9.61@11-35/306:315',
  'VAT 18% incl.@178-215/316:324',
  'אשראי@189-215/329:338 | ****5480@11-58/329:338',
  'Card@202-215/340:347',
  'שמרו@137-154/355:363 | קבלה@115-135/355:363 | זו@108-113/355:363 | ·@105-107/355:363 | Thank you@73-103/355:363',
];

describe('a folio\'s number in its grid, "Folio" a cell of its own before it', () => {
  it('takes "RK-69394" after "Folio" in the row of the guest\'s name', () => {
    expect(parseReceiptDocument(textLayer(folio)).fields.documentNumber).toBe('RK-69394');
  });

  it('takes no plain number after "Folio"', () => {
    const plain = folio.map((r) => r.replace('RK-69394', '69394'));
    expect(parseReceiptDocument(textLayer(plain)).fields.documentNumber).toBeUndefined();
  });
});

describe('a Hebrew title\'s number after a middle dot and its "מס\'"', () => {
  it('takes "OL-175021" from "חשבונית מס-קבלה · מס\' OL-175021 · הופקה …" in the text layer', () => {
    expect(parseReceiptDocument(textLayer(order)).fields.documentNumber).toBe('OL-175021');
  });

  it('takes it from the clean image, the dot recognised as a colon', () => {
    expect(parseReceiptDocument(heSfarimOrder1Png).fields.documentNumber).toBe('OL-175021');
  });

  it('takes no number after the dot and another thing\'s word ("· לקוח OL-175021")', () => {
    const customer = order.map((r) => r.replace("· מס'", '· לקוח'));
    expect(parseReceiptDocument(textLayer(customer)).fields.documentNumber).toBeUndefined();
  });
});

describe('a series code printed left of its number on a Hebrew line', () => {
  it('reads "PM 697949" from "חשבונית מס קבלה 697949 PM" in the text layer', () => {
    expect(parseReceiptDocument(textLayer(parking)).fields.documentNumber).toBe('PM 697949');
  });

  it('reads it from a scan, a direction mark after the code', () => {
    expect(parseReceiptDocument(mixedMevaseretParking1Scan).fields.documentNumber).toBe('PM 697949');
  });

  it('leaves capitals printed right of the number apart', () => {
    const right = parking.map((r) => r.replace('PM@11-23/81:90', 'PM@70-82/81:90'));
    expect(parseReceiptDocument(textLayer(right)).fields.documentNumber).toBe('697949');
  });
});

describe('a French company\'s opening "É" off the word list', () => {
  it('reads back "Ébrié" on a clean image: an E before one consonant, an r and a vowel, an é further on', () => {
    expect(parseReceiptDocument(enAbidjanInvoice1Png).fields.vendorName).toBe('Ébrié Connectique SARL');
  });

  it('leaves an E before a vowel or two consonants, and a word without another accent, as read', () => {
    expect(frenchLettersRepaired('Elysée Café SAS')).toBe('Élysée Café SAS');
    expect(frenchLettersRepaired('Eugénie Conseil SARL')).toBe('Eugénie Conseil SARL');
    expect(frenchLettersRepaired('Ernée Bâtiment SAS')).toBe('Ernée Bâtiment SAS');
    expect(frenchLettersRepaired('Estée Beauté SARL')).toBe('Estée Beauté SARL');
    expect(frenchLettersRepaired('Emilie Mode SARL')).toBe('Emilie Mode SARL');
  });

  it('leaves it without a French legal form', () => {
    const ltd = withWords(enAbidjanInvoice1Png, (w) => (w[0] === 'SARL' && w[2] < 150 ? ['Ltd', ...w.slice(1)] : w) as typeof w);
    expect(parseReceiptDocument(ltd).fields.vendorName).not.toBe('Ébrié Connectique Ltd');
  });
});
