import { withWords } from './ocr-document.fixtures';
import {
  enTzintzenetEurInvoice2Photo,
  heKurkumSpiceTill1Scan,
  heShtilNurseryOnlineOrder2Png,
  heTzinaAirconServiceInvoice1Scan,
  mixedOfekBeachParking1Png,
} from './ocr-output-108.fixtures';
import { linesOf } from './layout-lines';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 127, made on held-out set 108 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and recognised pages (`ocr-output-108.fixtures.ts`).
 */

describe('a co-working space\'s invoice whose facts table names the member company under "MEMBER"', () => {
  // h108-en-kaveret-coworking-invoice-1: the member's "Company No." in the table, the space's own "VAT reg." only in the footer.
  const rows = [
    'Tax Invoice@464-547/45:60',
    'kaveret@95-206/43:73 | No.@488-502/43:73 | KV104622@505-547/43:73',
    "work together · Be'er Sheva@95-211/78:87 | Issued@464-492/78:87 | June 1, 2023@494-547/78:87",
    'MEMBER@56-91/114:121 | SERVICE PERIOD@225-292/114:121 | PAY BY@393-421/114:121',
    'Sderot Drone Works Ltd.@56-165/125:134 | June 2023@225-268/125:134 | June 10, 2023@393-452/125:134',
    'Company No. 519079255@56-162/139:148 | June 1, 2023 – June 30, 2023@225-342/139:148 | Direct debit@393-443/139:148',
    'Member ID 978599075@56-152/152:161',
    'DESCRIPTION@52-108/187:196 | QTY@314-329/187:196 | RATE@387-407/187:196 | (₪)@412-428/187:196 | AMOUNT@492-522/187:196 | (₪)@527-544/187:196',
    'Hot desk membership@52-146/208:217 | 5@324-329/208:217 | 988.00@396-428/208:217 | 4,940.00@500-544/208:217',
    'Private office, 4 seats@52-141/231:240 | 1@324-329/231:240 | 6,448.00@385-428/231:240 | 6,448.00@500-544/231:240',
    'Meeting room (hours)@52-144/253:262 | 4.5@313-329/253:262 | 90.00@401-428/253:262 | 405.00@511-544/253:262',
    'Printing (pages)@52-119/276:285 | 773@313-329/276:285 | 0.25@407-428/276:285 | 193.25@511-544/276:285',
    'Mail and package handling@52-166/298:307 | 1@324-329/298:307 | 90.00@401-428/298:307 | 90.00@517-544/298:307',
    'Parking space@52-111/321:330 | 1@324-329/321:330 | 468.00@396-428/321:330 | 468.00@511-544/321:330',
    'Subtotal@325-360/351:360 | 12,544.25@494-543/351:360',
    'VAT 17%@325-360/370:379 | 2,132.52@500-543/370:379',
    'Amount due@325-399/388:400 | ₪14,676.77@468-543/388:400',
    'Meeting-room hours are billed in half hours. Questions about this invoice: billing@kaveret.work@48-401/417:424',
    "Kaveret Workspaces Ltd. · VAT reg. 514256148 · 9 Gav-Yam Park, Be'er Sheva · Bank Hapoalim, branch 700, account 440011@83-512/455:463",
  ];

  it("takes the footer's id for the vendor's, not the member company's under the heading", () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.vendorTaxId).toBe('514256148');
    expect(parsed.fields.vendorName).toBe('Kaveret Workspaces Ltd.');
  });

  it("reads a heading that names no one as before (the rule is the heading's word): the company number under it is still taken", () => {
    // The guard: the rule is the heading's word. Under "NOTES" the only labelled company number is the vendor's as far as the page says.
    const parsed = parseReceiptDocument(textLayer(rows.map((row) => row.replace('MEMBER@', 'NOTES@'))));
    expect(parsed.fields.vendorTaxId).toBe('519079255');
  });
});

describe('an air-conditioning invoice whose customer line ends with a mobile number grouped in threes and fours', () => {
  // h108-he-tzina-aircon-service-invoice-2: "מספר 01387" over the title, "053-418-3483" at the end of the customer's line.
  const rows = [
    'צינה הנדסת מיזוג בע"מ@140-230/51:60',
    'צינה@432-496/39:73 | ח.פ.@215-230/39:73 | 288@197-212/39:73 | 565@176-192/39:73 | 559@155-171/39:73',
    "מיזוג אוויר@461-496/80:88 | ·@457-459/80:88 | התקנה@430-455/80:88 | ·@426-428/80:88 | תיקון@405-424/80:88 | ·@401-403/80:88 | אחזקה@375-399/80:88 | רח'@218-230/80:88 | המלאכה@185-216/80:88 | ,23@170-183/80:88 | אזור התעשייה חולון@97-168/80:88",
    "טל'@218-230/93:102 | 03-5545545@164-216/93:102 | ·@160-162/93:102 | service@tzina.co.il@59-157/93:102",
    'מספר@79-102/127:136 | 01387@51-77/127:136',
    'חשבונית@471-544/130:151 | מס@438-466/130:151 | תאריך הפקה@105-156/130:151 | 25-04-2024@51-103/130:151',
    'לכבוד@522-544/167:175 | ריטה חדד,@478-519/167:175 | הרצל@455-476/167:175 | ,56@440-452/167:175 | יבנה,@418-437/167:175 | 053-418-3483@353-415/167:175',
    'קריאת שירות@492-544/184:193 | SC-30068@448-490/184:193 | ·@443-446/184:193 | תאריך ביקור@392-441/184:193 | 21-04-2024@337-389/184:193',
    "יחידה@522-544/201:209 | מזגן עילי@485-519/201:209 | HP@472-482/201:209 | 2@462-467/201:209 | ·@457-459/201:209 | מס'@441-454/201:209 | סידורי@414-438/201:209 | TC005818923@354-411/201:209",
    '#@535-540/228:237 | תיאור@490-514/228:237 | כמות@266-288/228:237 | מחיר יחידה@183-231/228:237 | סכום@102-123/228:237',
    '1@535-540/249:258 | קריאת שירות@462-514/249:258 | –@455-459/249:258 | ביקור טכנאי@405-452/249:258 | 1@239-244/249:258 | 275.00@131-162/249:258 | 275.00@55-86/249:258',
    '2@535-540/270:279 | עבודת טכנאי@463-514/270:279 | )שעות(@433-461/270:279 | 2.5@239-254/270:279 | 242.00@131-162/270:279 | 605.00@55-86/270:279',
    '3@535-540/291:300 | ניקוי וחיטוי יחידה פנימית@416-514/291:300 | 4@239-244/291:300 | 165.00@131-162/291:300 | 660.00@55-86/291:300',
    '4@535-540/312:321 | כרטיס אלקטרוני תואם@427-514/312:321 | 1@239-244/312:321 | 715.00@131-162/312:321 | 715.00@55-86/312:321',
    '5@535-540/333:342 | משאבת ניקוז@463-514/333:342 | 1@239-244/333:342 | 319.00@131-162/333:342 | 319.00@55-86/333:342',
    'סה"כ לפני מע"מ@195-259/361:370 | 2,574.00@55-97/361:370',
    'מע"מ@237-259/379:388 | 17%@219-235/379:388 | 437.58@55-86/379:388',
    'סה"כ לתשלום@183-259/396:408 | ₪@102-109/396:408 | 3,011.58@55-97/396:408',
    'תנאי תשלום:@500-544/436:444 | שוטף@479-497/436:444 | +@472-477/436:444 | ,30@457-470/436:444 | עד@446-455/436:444 | .30-05-2024@390-443/436:444 | העברה בנקאית או המחאה לפקודת החברה.@238-387/436:444',
    'אחריות לחלקים שהוחלפו עד@445-544/450:458 | .25-04-2025@389-443/450:458 | האחריות אינה חלה על נזקי חשמל.@268-387/450:458',
  ];

  it("takes the invoice's number, not the customer's mobile number", () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.documentNumber).toBe('01387');
  });

  it('still takes a number in the same form that no phone could be (a first group of three not an Israeli prefix)', () => {
    const parsed = parseReceiptDocument(textLayer(rows.map((row) => row.replace('מספר@79-102/127:136 | 01387@51-77/127:136', 'מספר@79-102/127:136 | 153-418-3483@51-77/127:136'))));
    expect(parsed.fields.documentNumber).toBe('153-418-3483');
  });
});

describe('a trade name over the registered name, its first word read with a letter wrong there', () => {
  // h108-mixed-ofek-beach-parking-1, the clean image: "אופק" alone at 96%, "אופז חניוני חוף בע"מ" (its ק read as ז, at 51%) under it.
  it('gives the registered name the word as read alone, far surer', () => {
    expect(parseReceiptDocument(mixedOfekBeachParking1Png).fields.vendorName).toBe('אופק חניוני חוף בע"מ');
  });

  it('keeps the name as read when the word alone was read no surer', () => {
    const doubted = withWords(mixedOfekBeachParking1Png, (w) => (w[0] === 'אופק' ? [w[0], w[1], w[2], w[3], w[4], 60] : w));
    expect(parseReceiptDocument(doubted).fields.vendorName).toBe('אופז חניוני חוף בע"מ');
  });
});

describe("a spice shop's till whose letterhead prints its trade name of one word and the registered name only at the foot", () => {
  // h108-he-kurkum-spice-till-1, the scan: "כורכום" at the top, "כורכום תבלינים ופיצוחים בע"מ" at the foot over its id, the id's label lost.
  it('takes the registered name, two words of what the shop does after the trade name', () => {
    const parsed = parseReceiptDocument(heKurkumSpiceTill1Scan);
    expect(parsed.fields.vendorName).toBe('כורכום תבלינים ופיצוחים בע"מ');
  });

  it('does not take the logo\'s word beside the name for part of it (a telecom bill\'s "קווים" beside "קווים תקשורת בע"מ")', () => {
    // h98-he-kavim-bill-1: the logo's word read into the registered name's line.
    const rows = [
      'קווים תקשורת בע"מ@353-436/43:52',
      'ח.פ.@421-436/57:66 | 55-747375-8@367-418/57:66',
      'קווים@464-535/42:75',
      'פארק העסקים שפיים · שירות לקוחות@302-436/72:81 | *5214@276-300/72:81',
      "מס' מנוי@142-170/102:111 | 947550412@62-107/102:111",
      'סאמר ח׳טיב@495-539/109:118',
      'חשבון לחודש@120-170/118:127 | פברואר@75-107/118:127 | 2023@53-73/118:127',
      "רח' השקמה@495-539/124:133 | 46@483-493/124:133",
      'תאריך הפקה@122-170/133:142 | 2/3/2023@72-107/133:142',
      'רעננה@516-539/140:149',
      'מועד חיוב@135-170/149:158 | 17/3/2023@67-107/149:158',
      "חשבונית מס מס'@443-550/174:188 | 4112008650@360-439/174:188",
      'תקופת החיוב:@500-550/195:204 | 01/02/2023@453-498/195:204 | עד@440-451/195:204 | 28/02/2023@393-438/195:204',
      'שירות@522-547/214:223 | תקופה@251-279/214:223 | סכום@48-68/214:223',
      'אינטרנט סיבים@494-547/231:240 | 1000@472-492/231:240 | מגה@455-470/231:240 | 01/02-28/02@231-279/231:240 | 102.90@48-75/231:240',
      'קו טלפון ביתי@500-547/247:256 | 01/02-28/02@231-279/247:256 | 29.90@48-70/247:256',
      'קו סלולרי@512-547/264:273 | 054-670-4207@454-510/264:273 | 01/02-28/02@231-279/264:273 | 39.90@48-70/264:273',
      'קו סלולרי@512-547/280:289 | 058-736-4653@454-510/280:289 | 01/02-28/02@231-279/280:289 | 24.90@48-70/280:289',
      'קו סלולרי@512-547/297:306 | 052-406-3029@454-510/297:306 | 01/02-28/02@231-279/297:306 | 24.90@48-70/297:306',
      'קו סלולרי@512-547/313:322 | 052-576-2493@454-510/313:322 | 01/02-28/02@231-279/313:322 | 24.90@48-70/313:322',
      'שיחות לחו"ל לפי שימוש@461-547/330:339 | 01/02-28/02@231-279/330:339 | 43.11@48-70/330:339',
      'סה"כ לפני מע"מ@224-283/355:364 | 290.51@48-75/355:364',
      'מע"מ@264-283/371:380 | 17%@243-261/371:380 | 49.39@48-70/371:380',
      'סה"כ לחיוב@231-283/387:398 | ₪ 339.90@48-97/387:398',
      'הסכום יחויב בהוראת קבע בתאריך@437-550/419:427 | 17/03/2023. לפירוט שיחות היכנסו לאזור האישי.@275-435/419:427',
    ];
    expect(linesOf(textLayer(rows))[0].text).toBe('קווים קווים תקשורת בע"מ');
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('קווים תקשורת בע"מ');
  });
});

describe('"מספר" recognised as the year "1900" right of a number', () => {
  it('reads it as the label, so the line reads as printed and the code beside it is the number', () => {
    // h108-he-tzina-aircon-service-invoice-1, the scan: "01501 1900" over the title.
    expect(linesOf(heTzinaAirconServiceInvoice1Scan).some((l) => l.text === 'מספר 01501')).toBe(true);
    // h108-he-shtil-nursery-online-order-2, the clean image: "חשבונית מס/קבלה 1900 sHT-310207", the label at 11%.
    expect(parseReceiptDocument(heShtilNurseryOnlineOrder2Png).fields.documentNumber?.toUpperCase()).toBe('SHT-310207');
  });

  it('leaves a 1900 with no number on its left as it is', () => {
    const apart = withWords(heTzinaAirconServiceInvoice1Scan, (w) => (w[0] === '01501' ? ['פרטים', ...w.slice(1)] : w) as typeof w);
    expect(linesOf(apart).some((l) => l.text.includes('מספר'))).toBe(false);
    expect(linesOf(apart).some((l) => l.words.some((w) => w.text === '1900'))).toBe(true);
  });
});

describe('a date whose 0s the recogniser read as 6s, in a font where it does so throughout', () => {
  // h108-en-tzintzenet-eur-invoice-2, the phone photo: "Invoice date 31.67.2623" for 31.07.2023 (and the due date "14.09.2023" beside it).
  it('gives the month and the year their 0s back where no date has a 6, and takes the date', () => {
    expect(parseReceiptDocument(enTzintzenetEurInvoice2Photo).fields.date).toBe('2023-07-31');
  });

  it('leaves a part that no 0 makes right as it is: no date', () => {
    const other = withWords(enTzintzenetEurInvoice2Photo, (w) => (w[0] === '31.67.2623' ? ['31.67.2723', ...w.slice(1)] : w) as typeof w);
    expect(parseReceiptDocument(other).fields.date).not.toBe('2023-07-31');
  });
});
