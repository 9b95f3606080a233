import { withWord } from './ocr-document.fixtures';
import { enCotonouInvoice1Scan, mixedTandoorBill1Png } from './ocr-output-96.fixtures';
import { frenchLettersRepaired } from './french-letters';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 115, made on held-out set 96 after its blind reading: what the OCR reader returned for its images, and text layers as the reader gave
 * them (written as `textLayer` reads them, coordinates rounded).
 */

/** A Rosh HaAyin tandoor restaurant's bilingual bill (held-out set 96), as its text PDF gives it. */
const tandoor = [
  'MASALA TANDOOR@27-193/10:26',
  'מסאלה תנדור@85-137/28:37',
  'מסאלה תנדור ראש העין בע"מ@90-203/39:49 | ·@84-87/39:49 | ח.פ.@65-81/39:49 | 517673117@19-62/39:49',
  'Rosh HaAyin · 03-9080388@69-152/51:58',
  'Tax Invoice / Receipt@68-153/66:74',
  'חשבונית מס / קבלה@73-148/75:84',
  'No. 24/10787@85-136/86:94',
  'Check #528@11-57/96:104 | Table 19 · Covers 2@139-210/96:104',
  'Waiter: Omri@11-58/106:114 | 20 Aug 2024 20:56@138-210/106:114',
  'Papdi chaat@11-55/122:130 | 1 @ 41.00@172-210/122:130',
  "41.00@189-210/131:140 | צ'אט פפדי@16-55/131:140",
  'Garlic naan@11-54/145:153 | 1 @ 20.00@172-210/145:153',
  '20.00@189-210/153:163 | נאן שום@24-54/153:163',
  'Tandoori prawns@11-72/167:175 | 1 @ 100.00@167-210/167:175',
  '100.00@184-210/176:185 | שרימפס טנדורי@16-72/176:185',
  'Mango shake@11-60/190:198 | 1 @ 26.00@172-210/190:198',
  '26.00@189-210/198:208 | שייק מנגו@25-60/198:208',
  'Draught lager 0.5 l@11-82/212:220 | 2 @ 35.00@172-210/212:220',
  "70.00@189-210/221:230 | לאגר מהחבית@37-89/221:230 | 0.5@22-34/221:230 | ל'@11-18/221:230",
  'Subtotal@11-42/239:247 | 257.00@184-210/239:247',
  'סכום ביניים@11-52/248:257',
  'Service 12%@11-58/259:268 | 30.84@189-210/259:268',
  'דמי שירות@32-70/268:277 | 12%@11-29/268:277',
  'TOTAL@11-45/288:298 | ₪287.84@165-210/288:298',
  'סה"כ@25-45/299:308',
  'VAT 17% included@11-78/310:319 | 41.82@189-210/310:319',
  'כולל מע"מ@38-78/319:328',
  '- - - - - - - - - - - - - - - - - - - - - - - -@11-130/338:346',
  'שובר כרטיס@113-153/352:361 | Card slip /@68-110/352:361',
  'Bill@11-23/362:370 | 287.84@184-210/362:370',
  'חשבון@11-33/371:380',
  'Tip@11-22/382:391 | 0.00@193-210/382:391',
  'טיפ@11-24/391:400',
  'Total charged@11-68/403:411 | 287.84@181-210/403:411',
  'סה"כ חיוב@30-68/411:421',
  'DINERS ••••2303@11-78/423:431 | Appr. 838755@160-210/423:431',
  '______________@117-161/433:440 | חתימה@97-115/433:440 | Signature /@60-95/433:440',
];

/** A Gøta guesthouse's invoice in pounds (held-out set 96), as its text PDF gives it. */
const guesthouse = [
  'Við Gjógv 21@504-550/43:51',
  'G Ø T U G I S T I N GA R H Ú S@45-278/39:58 | FO-511 Gøta@504-550/39:58',
  'Gøtu Gistingarhús Sp/f@45-138/66:75 | Faroe Islands@501-550/66:75',
  'V-tal 484950@45-88/77:85 | +298 827400@503-550/77:85',
  'info@gotugisting.fo@477-550/90:98',
  'B I L L T O@45-79/140:148',
  'Northstone Geoscience Ltd.@45-158/153:162 | I N VO I C E@425-547/153:162',
  'Attn. Accounts Payable@45-138/167:175',
  'Invoice no.@425-469/173:181 | GG-26-172@477-520/173:181',
  'Stoke-on-Trent ST4 5AB@45-140/180:188',
  'Date@425-444/186:194 | 14.09.2026@477-521/186:194',
  'United Kingdom@45-112/192:201',
  'Due@425-442/198:207 | 14.10.2026@477-521/198:207',
  'Your ref.@425-459/211:220 | PO 4685012@477-526/211:220',
  'Eysturoy programme: 01.09.2026 – 10.09.2026 (9 nights, 19 persons)@45-332/252:260',
  'Description@48-95/272:280 | Qty@382-397/272:280 | Rate (GBP)@418-463/272:280 | Amount (GBP)@488-547/272:280',
  'Room with breakfast and dinner, participants (17 × 9 nights)@48-289/291:300 | 153@382-397/291:300 | 110.50@436-463/291:300 | 16,906.50@508-547/291:300',
  'Room with breakfast and dinner, leaders, single (2 × 9 nights)@48-295/309:318 | 18@387-397/309:318 | 153.50@436-463/309:318 | 2,763.00@513-547/309:318',
  'Lecture room, per day@48-138/327:336 | 8@392-397/327:336 | 114.00@436-463/327:336 | 912.00@520-547/327:336',
  'Minibus hire, 17 seats, per day@48-172/345:354 | 8@392-397/345:354 | 174.00@436-463/345:354 | 1,392.00@513-547/345:354',
  'Packed lunches@48-111/363:372 | 152@382-397/363:372 | 14.00@441-463/363:372 | 2,128.00@513-547/363:372',
  'Net@327-342/398:406 | £24,101.50@502-546/398:406',
  'MVG (VAT) 25%@327-388/414:422 | £6,025.38@507-546/414:422',
  'Total GBP@327-377/431:442 | £30,126.88@492-546/431:442',
  'Please pay in GBP within 30 days to our account: IBAN FO23 6777 3257 3551 97, quoting the invoice number. Takk fyri!@45-480/487:495',
];

/** A Jaffa luggage storage's bilingual receipt (held-out set 22), as its text PDF gives it. */
const luggage = [
  'באג דרופ יפו@71-156/39:53',
  'B a g D r o p J a f f a@76-150/60:68',
  'נמל יפו, מחסן@129-164/71:77 | 2@124-127/71:77 | /@120-122/71:77 | Jaffa Port, Hangar 2@63-119/71:77',
  'ליאור דהן · עוסק מורשה /@121-186/80:86 | Licensed Dealer@74-119/80:86 | 210052312@41-73/80:86',
  'חשבונית מס קבלה /@116-191/99:107 | Tax Invoice Receipt@36-114/99:107',
  "מס' /@198-213/121:128 | No.@185-196/121:128 | BD 2594@14-44/121:128",
  'תאריך /@189-213/131:139 | Date@172-187/131:139 | 23/7/2023@14-48/131:139',
  'הפקדה /@186-213/142:149 | Drop-off@158-184/142:149 | 09:57@14-33/142:149',
  'איסוף /@192-213/152:160 | Pick-up@165-190/152:160 | 20:14@14-33/152:160',
  'משך /@194-213/163:170 | Stored@171-192/163:170 | 11 h@14-28/163:170',
  'מזוודה /@189-213/182:190 | Suitcase@159-187/182:190 | 2 × 35.00 / day@108-157/182:190 | 70.00@14-33/182:190',
  'סה"כ /@182-213/201:211 | Total@155-180/201:211 | ₪@142-152/201:211 | 70.00@14-39/201:211',
  'כולל מע"מ /@176-213/216:223 | Incl. VAT 17%@127-174/216:223 | 10.17@14-33/216:223',
  'אשראי /@188-213/236:244 | Card@170-186/236:244 | **** 7172@14-44/236:244',
  'אישור /@191-213/247:254 | Approval@160-189/247:254 | 717380@14-39/247:254',
  'תגיות /@195-213/257:263 | Tags:@178-193/257:263 | T9384 T5480@138-176/257:263 | · תא /@121-136/257:263 | Locker@101-120/257:263 | B-6@89-99/257:263',
  'איסוף עד@153-177/265:271 | 23:00@136-152/265:271 | בלבד /@116-134/265:271 | Pick-up until 23:00 only@50-114/265:271',
  'אין לאחסן חפצי ערך /@115-171/274:280 | No valuables, please@56-114/274:280',
];

describe("a restaurant's tax invoice number under its title, beside its check's number", () => {
  it('takes the number under "Tax Invoice / Receipt" and "חשבונית מס / קבלה" over "Check #528" in the text layer', () => {
    expect(parseReceiptDocument(textLayer(tandoor)).fields.documentNumber).toBe('24/10787');
  });

  it('takes it from the clean image, its "No." lost to the recogniser', () => {
    expect(parseReceiptDocument(mixedTandoorBill1Png).fields.documentNumber).toBe('24/10787');
  });

  it("keeps the check's number where no title names a number of its own", () => {
    const untitled = tandoor.filter((row) => !/^Tax Invoice|^חשבונית מס/.test(row));
    expect(parseReceiptDocument(textLayer(untitled)).fields.documentNumber).toBe('528');
  });
});

describe('a series code before its number where a bilingual line puts the value before its Latin label', () => {
  it('keeps the code: "מס\' / No. BD 2594", read "מס\' BD 2594 No. /"', () => {
    expect(parseReceiptDocument(textLayer(luggage)).fields.documentNumber).toBe('BD 2594');
  });
});

describe('a French company\'s capital "É" recognised as a plain "E"', () => {
  it('reads it back in a name with its legal form: "Golfe Evénements SARL" on a scan', () => {
    expect(parseReceiptDocument(enCotonouInvoice1Scan).fields.vendorName).toBe('Golfe Événements SARL');
  });

  it('leaves the word as read without a French legal form', () => {
    expect(parseReceiptDocument(withWord(enCotonouInvoice1Scan, 'SARL', 'Ltd.')).fields.vendorName).toBe('Golfe Evénements Ltd.');
  });

  it('reads back a word whose every mark was lost, and leaves words in capitals as read', () => {
    expect(frenchLettersRepaired('Golfe Evenements S.A.R.L.')).toBe('Golfe Événements S.A.R.L.');
    expect(frenchLettersRepaired('Ecole Etoile SAS')).toBe('École Étoile SAS');
    expect(frenchLettersRepaired('GOLFE EVENEMENTS SARL')).toBe('GOLFE EVENEMENTS SARL');
    expect(frenchLettersRepaired('Golfe Evénements')).toBe('Golfe Evénements');
  });
});

describe('the Faroe Islands\' legal form "Sp/f"', () => {
  it('closes the registered name, not the trade name spaced out letter by letter above it', () => {
    expect(parseReceiptDocument(textLayer(guesthouse)).fields.vendorName).toBe('Gøtu Gistingarhús Sp/f');
  });
});
