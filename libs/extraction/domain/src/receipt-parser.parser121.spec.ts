import { withWord, withWords } from './ocr-document.fixtures';
import { heMazganCreditNote3Scan, heModedInvoice3Png } from './ocr-output-101.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 121, made on held-out set 101 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them,
 * coordinates rounded) and recognised pages (`ocr-output-101.fixtures.ts`).
 */

/** An Antigua slipway's dollar invoice (held-out set 101): "LIBERTA" set large over "Slipway Ltd.", the footer's "Liberta Slipway Ltd. · …". */
const slipway = [
  'LIBERTA@43-140/41:65',
  'Slipway Ltd.@43-105/73:85',
  "Falmouth, St. Paul's, Antigua, W.I. · ABST registration no. 122333 · +1 268 460 5692@43-331/100:107",
  'Invoice@453-483/124:133 | LS-22-0420@494-546/124:133',
  'TAX INVOICE@43-152/133:151 | Date@453-473/133:151 | 14 Nov 2022@494-551/133:151',
  'Docket@453-482/153:161 | 35322@494-520/153:161',
  'M/Y Quiet Meridian@50-134/177:186 | · length 78 ft · registry Belgium@137-261/177:186',
  'Captain J. Delacroix · ashore 30 Oct 2022, relaunched 14 Nov 2022@50-315/191:199',
  'Description@46-92/221:229 | Quantity@310-345/221:229 | Rate@452-471/221:229 | Amount@517-550/221:229',
  'Slipping and relaunch, hoist@46-158/238:247 | 78 ft@310-333/238:247 | 16.00@447-471/238:247 | 1,248.00@512-550/238:247',
  'Cradle berth ashore, per ft per day@46-185/256:265 | 1170 ft-days@310-366/256:265 | 1.00@452-471/256:265 | 1,170.00@512-550/256:265',
  'Pressure blast and scrape@46-149/274:283 | 78 ft@310-333/274:283 | 4.50@452-471/274:283 | 351.00@522-550/274:283',
  'Antifouling application, labour@46-168/292:301 | 23 h@310-328/292:301 | 65.00@447-471/292:301 | 1,495.00@512-550/292:301',
  'Zinc anodes, shaft and hull@46-154/310:319 | 4 pc@310-328/310:319 | 48.00@447-471/310:319 | 192.00@522-550/310:319',
  'Subtotal@355-389/335:343 | 4,456.00@506-547/335:343',
  'ABST 15%@355-395/351:359 | 668.40@516-547/351:359',
  'TOTAL DUE US$@355-434/367:377 | 5,124.40@497-547/367:377',
  'EC$ equivalent 13,835.88 at EC$2.70 = US$1.00 · Payment by wire to our USD account 0420459175, or by card before relaunch.@43-485/400:408',
  "Liberta Slipway Ltd. · All labour performed under our standard terms; vessels remain at the owner's risk while ashore.@43-455/412:420",
];

describe('a name\'s first word set large over the rest, "LIBERTA" over "Slipway Ltd."', () => {
  it('is part of the name where the page prints the name whole elsewhere', () => {
    expect(parseReceiptDocument(textLayer(slipway)).fields.vendorName).toBe('Liberta Slipway Ltd.');
  });

  it('is not taken on its own: without the footer the name is the line with its legal form', () => {
    const unsigned = slipway.map((r) => r.replace('Liberta Slipway Ltd. · All labour', 'All labour'));
    expect(parseReceiptDocument(textLayer(unsigned)).fields.vendorName).toBe('Slipway Ltd.');
  });
});

/** A Mas'ade guest house's folio (held-out set 101): a grid whose arrival and departure cells hold the weekday over the date, the other cells' values set between. */
const folio = [
  'מראות שניר@225-371/43:72',
  'בית הארחה כפרי@285-341/81:91 | ·@279-282/81:91 | מסעדה@254-276/81:91',
  'מראות שניר אירוח בע"מ@346-415/93:101 | ·@341-343/93:101 | ח.פ@329-339/93:101 | 55-888922-6@285-326/93:101 | ·@280-282/93:101 | מסעדה, רמת הגולן@225-278/93:101 | ·@220-222/93:101 | 04-6968571@180-218/93:101',
  "חשבון אורח@510-550/126:136 | 8194@488-507/126:136 | חשבונית מס / קבלה@116-202/126:136 | מס'@90-104/126:136 | 191-234@45-86/126:136",
  'שם האורח@490-520/148:157 | נפשות@433-450/148:157 | חדר@363-375/148:157 | תאריך הגעה@257-292/148:157 | תאריך עזיבה@173-209/148:157 | לילות@123-139/148:157 | הוזמן@72-87/148:157',
  'רונן אבוטבול@484-527/163:173 | יום שלישי@257-292/163:173 | שבת@184-198/163:173',
  "2@439-444/169:178 | סוויטה עם ג'קוזי@342-397/169:178 | 4@129-133/169:178 | 19.03.25@63-95/169:178",
  '10.05.2025@170-212/175:184 | 06.05.2025@254-296/175:184 | 054-488-0893@483-528/175:184',
  'תאריך@526-547/202:211 | פירוט@476-496/202:211 | חיוב@181-196/202:211 | זיכוי@104-119/202:211',
  "06/05@526-547/220:229 | לינה – סוויטה עם ג'קוזי כולל ארוחת בוקר@353-496/220:229 | 1,160.00@125-157/220:229",
  "07/05@526-547/237:247 | לינה – סוויטה עם ג'קוזי כולל ארוחת בוקר@353-496/237:247 | 1,160.00@125-157/237:247",
  "08/05@526-547/254:264 | לינה – סוויטה עם ג'קוזי כולל ארוחת בוקר@353-496/254:264 | )סוף שבוע(@313-350/254:264 | 1,480.00@125-158/254:264",
  '08/05@526-547/271:281 | סל פיקניק לזוג@446-496/271:281 | 220.00@125-151/271:281',
  "09/05@526-547/289:298 | לינה – סוויטה עם ג'קוזי כולל ארוחת בוקר@353-496/289:298 | )סוף שבוע(@313-350/289:298 | 1,480.00@125-158/289:298",
  '19/03@526-547/306:316 | מקדמה בהזמנה – כרטיס אשראי@390-496/306:316 | 1,580.00@48-81/306:316',
  '10/05@526-547/323:333 | תשלום בעזיבה – כרטיס אשראי@392-496/323:333 | **** 2614@351-389/323:333 | 3,920.00@48-81/323:333',
  'סה"כ חיובים@187-238/352:364 | ₪ 5,500.00@51-105/352:364',
  'מתוכם מע"מ@196-238/371:381 | 18%@177-193/371:381 | 838.98@51-77/371:381',
  'סה"כ שולם@200-238/386:396 | 5,500.00@51-84/386:396',
  'יתרה@221-238/401:411 | 0.00@51-68/401:411',
  'תודה שהתארחתם אצלנו! שעת עזיבה@292-401/438:446 | 11:00@271-289/438:446 | ·@266-268/438:446 | www.marot-snir.co.il@194-263/438:446',
];

describe("a departure date under its weekday in a grid's cell, the cells beside it set midway down", () => {
  it("is the folio's date", () => {
    expect(parseReceiptDocument(textLayer(folio)).fields.date).toBe('2025-05-10');
  });

  it('is not found under its label past a row of dates wholly above it', () => {
    const stacked = folio.map((r) => r.replace(/\/169:178/g, '/160:168'));
    expect(parseReceiptDocument(textLayer(stacked)).fields.date).toBeUndefined();
  });
});

describe('a geresh set high in a large name, recognised as a line of its own over it', () => {
  it('is given back to the word it follows ("חאג\'")', () => {
    expect(parseReceiptDocument(heModedInvoice3Png).fields.vendorName).toBe("סאמר חאג' יחיא");
  });

  it('is not a geresh when it is as tall as the letters', () => {
    const tall = withWords(heModedInvoice3Png, (w) => (w[0] === 'ז' && w[1] === 1203 ? ['ז', 1203, 145, 1211, 184, w[5]] : w));
    expect(parseReceiptDocument(tall).fields.vendorName).toBe('סאמר חאג יחיא');
  });
});

describe('a credit note\'s title whose "זיכוי" was garbled, "חשבונית מס WT מס\' 26-02268", over the customer\'s phone', () => {
  it('takes the number labelled on its own line', () => {
    expect(parseReceiptDocument(heMazganCreditNote3Scan).fields.documentNumber).toBe('26-02268');
  });

  it('takes the value under it when its line labels no number', () => {
    // (The customer's phone made a code no phone could be: a phone number is never a document's, parser 127.)
    const unlabelled = withWord(withWord(heMazganCreditNote3Scan, "מס'", 'סוג'), '050-331-6020', '150-331-6020');
    expect(parseReceiptDocument(unlabelled).fields.documentNumber).toBe('150-331-6020');
  });
});
