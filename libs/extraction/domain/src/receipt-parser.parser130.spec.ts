import { datesIn } from './dates';
import { linesOf } from './layout-lines';
import { withWord, withWords } from './ocr-document.fixtures';
import {
  heHedSoundRental3Png,
  heHedSoundRental4Png,
  heTzaftzefaCellular1Png,
  heTzaftzefaCellular2Scan,
  mixedGochuGrill1Photo,
  mixedGochuGrill2Png,
} from './ocr-output-110.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 130, made on held-out set 110 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them,
 * coordinates rounded) and recognised pages captured from its images (ocr-output-110.fixtures.ts).
 */

describe('a farm stay\'s folio whose number stands under a "Folio" header cell', () => {
  // h110-en-gomeh-hula-farm-stay-folio-1: "Folio | Date of issue | Cabin" over "F264162 | 23/10/2022 | Orchard Family Cottage".
  const rows = [
    'G O M E H@95-203/35:61 | FOLIO / TAX INVOICE@414-550/35:61',
    'Farm Stay · Hula Valley@95-197/66:75',
    'Folio@52-70/102:110 | Date of issue@223-270/102:110 | Cabin@394-415/102:110',
    'F264162@52-89/113:122 | 23/10/2022@223-270/113:122 | Orchard Family Cottage@394-507/113:122',
    'Guest@45-71/141:150 | Dana and Eli Mizrahi@176-270/141:150 | Arrival@328-360/141:150 | Friday, 21/10/2022@412-492/141:150',
    'ID (Israeli resident)@45-132/156:166 | 089776843@176-223/156:166 | Departure@328-374/156:166 | Sunday, 23/10/2022@412-497/156:166',
    'Guests@45-75/172:181 | 4@176-181/172:181 | Nights@328-357/172:181 | 2@412-417/172:181',
    'Booked via@45-95/188:197 | direct – phone@176-239/188:197 | Booking ref.@328-382/188:197 | GM-19529@412-457/188:197',
    'Description@49-100/214:223 | Qty@430-446/214:223 | Amount@484-515/214:223 | (ILS)@521-546/214:223',
    'Orchard Family Cottage – night of 21 Oct (weekend rate)@49-299/235:244 | 1@441-446/235:244 | 1,157.00@505-546/235:244',
    'Orchard Family Cottage – night of 22 Oct (weekend rate)@49-299/256:265 | 1@441-446/256:265 | 1,157.00@505-546/256:265',
    'Country breakfast (guest × night)@49-196/277:286 | 8@441-446/277:286 | 560.00@515-546/277:286',
    'Subtotal@300-337/306:315 | 2,874.00@503-548/306:315',
    'VAT 17%@300-339/323:332 | 488.58@514-548/323:332',
    'Total (ILS)@300-360/342:353 | 3,362.58@494-548/342:353',
    'Deposit received 11/10/2022@300-409/361:370 | 1,100.00@508-548/361:370',
    'Card at departure@300-370/377:385 | 2,262.58@508-548/377:385',
    'Balance@300-331/393:401 | 0.00@528-548/393:401',
    'Gomeh Hula Valley Farm Stay Ltd. · Company reg. 522 572 890 · Moshav Yosef area, Upper Galilee · 04-6971036 · Check-out 11:00 ·@45-526/434:442',
    'Thank you for staying with us among the cranes!@45-228/444:452',
  ];

  it('takes the code under "Folio" for the document number', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('F264162');
  });

  it('takes it still when a speck on the header row was read as a digit', () => {
    const speck = rows.map((row) => row.replace('Cabin@394-415/102:110', 'Cabin@394-415/102:110 | 4@530-534/102:110'));
    expect(parseReceiptDocument(textLayer(speck)).fields.documentNumber).toBe('F264162');
  });

  it('takes nothing under a header cell that names something else', () => {
    const other = rows.map((row) => row.replace('Folio@52-70/102:110', 'Room@52-70/102:110'));
    expect(parseReceiptDocument(textLayer(other)).fields.documentNumber).not.toBe('F264162');
  });
});

describe('a guest house\'s folio grid whose "Folio" cell stands beside its value, the tax invoice\'s own "No." above', () => {
  // h106-en-shaked-hotel-folio-1: "No. TI-024031" under "TAX INVOICE / RECEIPT", and "Folio | 98765" in the stay's grid.
  const rows = [
    'S H A K E D@175-298/82:104 | H O U S E@314-416/82:104',
    'guest house · Abu Ghosh@243-353/112:122',
    'Shaked House Hotel Ltd. · Company No. 519156442 · Hashalom St. 67, Abu Ghosh · +972-2-5673064@120-476/128:136',
    'Guest@50-75/157:166 | Ms. Keren Avital@124-197/157:166',
    'TAX INVOICE / RECEIPT@360-507/164:175',
    'Room@50-75/173:182 | 360 · Deluxe King, balcony@124-235/173:182',
    'No.@360-374/183:192 | TI-024031@377-419/183:192',
    'Arrival@50-76/189:198 | 19/07/2025@124-171/189:198',
    'Date July 23, 2025@360-437/199:208',
    'Departure@50-91/204:214 | 23/07/2025@124-171/204:214',
    'Original@360-387/215:223',
    'Nights / Guests@50-114/220:229 | 4 / 1@124-142/220:229',
    'Folio@50-70/236:245 | 98765@124-150/236:245',
    'Confirmation@50-103/252:261 | 32230620@124-166/252:261',
    'Date@51-71/279:289 | Description@116-167/279:289 | Charges@442-480/279:289 | Credits@512-544/279:289',
    '19/07/25@51-94/297:306 | Accommodation – Deluxe King, balcony, incl. breakfast@116-343/297:306 | 1,290.00@437-480/297:306',
    '20/07/25@51-94/315:324 | Accommodation – Deluxe King, balcony, incl. breakfast@116-343/315:324 | 1,290.00@437-480/315:324',
    '21/07/25@51-94/333:342 | Accommodation – Deluxe King, balcony, incl. breakfast@116-343/333:342 | 1,290.00@437-480/333:342',
    '22/07/25@51-94/351:360 | Accommodation – Deluxe King, balcony, incl. breakfast@116-343/351:360 | 1,290.00@437-480/351:360',
    '23/07/25@51-94/369:378 | Payment – Visa ending 5131@116-235/369:378 | 6,088.80@501-544/369:378',
    'Charges before VAT@327-410/396:406 | 5,160.00@498-541/396:406',
    'VAT 18%@327-365/412:421 | 928.80@509-541/412:421',
    'Total (ILS)@327-381/431:442 | ₪@472-481/431:442 | 6,088.80@487-541/431:442',
    'Payments@327-368/453:463 | 6,088.80@498-541/453:463',
    'Balance@327-360/469:478 | 0.00@520-541/469:478',
    'All amounts in New Israeli Shekels. Guests who are not Israeli residents and hold a valid tourist visa may be exempt from VAT on@48-495/492:500',
    'accommodation; please present your passport at reception. Thank you for staying with us.@48-361/502:510',
    'Guest signature ______________________@48-231/529:538',
  ];

  it("keeps the invoice's own number: a folio cell with its value beside it is no header over one", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('TI-024031');
  });
});

describe('a till slip whose number follows "מסמך:" (document), the till\'s number after it', () => {
  // h110-he-petil-safed-candle-shop-till-1: "מסמך: 2/92481 קופה 2" under "חשבונית מס / קבלה" and "מקור".
  const rows = [
    'פתיל@85-142/58:88',
    'בית מלאכה לנרות@104-168/91:102 | ·@98-101/91:102 | מאז@82-95/91:102 | 1987@59-79/91:102',
    'פתיל נרות צפת בע"מ@75-151/106:116',
    'ח.פ.@138-154/121:130 | 55-103520-7@73-135/121:130',
    'סמטת האמנים@134-184/134:145 | 24, קריית האמנים, צפת@43-131/134:145',
    "טל'@137-149/150:159 | 04-6908669@78-134/150:159",
    'חשבונית מס / קבלה@73-154/171:183',
    'מקור@106-121/187:196',
    'מסמך:@193-215/200:209 | 2/92481@151-190/200:209 | קופה@20-38/200:209 | 2@11-17/200:209',
    'תאריך:@190-215/213:223 | 13.03.2025@131-187/213:223 | יום חמישי@11-48/213:223',
    'שעה:@196-215/228:237 | 15:30@165-193/228:237 | מוכר/ת: מנחם@11-61/228:237',
    'זוג נרות שבת דונג דבורים@123-215/249:259',
    '70.80@11-39/264:273 | 2@165-170/264:273 | x@176-182/264:273 | 35.40@187-215/264:273',
    'נר דונג מגולגל – אריזת@130-215/278:289 | 10@117-127/278:289',
    '49.70@11-39/293:302 | 1@165-170/293:302 | x@176-182/293:302 | 49.70@187-215/293:302',
    'סה"כ פריטים@169-215/313:324 | 3@11-17/313:324',
    'סה"כ לתשלום@152-215/330:343 | 120.50@11-45/330:343',
    'מתוכו מע"מ@173-215/351:361 | 18%@152-169/351:361 | 18.38@11-39/351:361',
    'סה"כ ללא מע"מ@157-215/364:375 | 102.12@11-45/364:375',
    'כרטיס אשראי@167-215/387:397 | ****2947@11-56/387:397',
    "מס' אישור@179-215/401:412 | 6536575@11-51/401:412",
    'החלפה תוך@139-173/424:433 | 14@129-137/424:433 | יום עם חשבונית זו בלבד@54-126/424:433',
    'נרות בהזמנה אישית – אין החזרה@65-162/435:444',
    'שבת שלום ובשורות טובות!@74-153/447:456',
  ];

  it('takes the value after "מסמך:" for the slip\'s number', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('2/92481');
  });
});

describe('a sound rental\'s invoice whose "מס\'" was recognised without its geresh', () => {
  it('takes "מס 26-0875" under the "מקור" box for the number', () => {
    expect(parseReceiptDocument(heHedSoundRental4Png).fields.documentNumber).toBe('26-0875');
  });

  it('does not take a bare "מס" before a number that is no year\'s and serial\'s', () => {
    const id = withWord(heHedSoundRental4Png, '26-0875', '513866547');
    expect(parseReceiptDocument(id).fields.documentNumber).not.toBe('513866547');
  });
});

describe('a Korean grill\'s total recognised with its agorot before its shekels (".56 2,058")', () => {
  it('joins the two halves back into the total', () => {
    const parsed = parseReceiptDocument(mixedGochuGrill2Png);
    expect(parsed.fields.total).toBe('2058.56');
    expect(parsed.fields.tax).toBe('299.11');
  });

  it('keeps them apart when the agorot stand far from the shekels', () => {
    const total = (doc: typeof mixedGochuGrill2Png) => linesOf(doc).find((l) => /TOTAL/.test(l.text))?.text;
    expect(total(mixedGochuGrill2Png)).toContain('2,058.56');
    const apart = withWords(mixedGochuGrill2Png, (w) => (w[0] === '.56' ? ['.56', w[1] + 120, w[2], w[3] + 120, w[4], w[5]] : w));
    expect(total(apart)).not.toContain('2,058.56');
  });
});

describe('a sound rental\'s VAT line whose label and rate were both garbled ("2,686.99 173 h"yn")', () => {
  it("takes the one amount that is the rate's share of the net above and makes the total below to the agora for the VAT", () => {
    const parsed = parseReceiptDocument(heHedSoundRental3Png);
    expect(parsed.fields.total).toBe('18492.79');
    expect(parsed.fields.tax).toBe('2686.99');
  });
});

describe('a Korean grill\'s total line whose amount was lost ("סה"כ ere TOTAL /"), the VAT it contains and the net under it', () => {
  it('gives the net plus the VAT as the total, less surely', () => {
    const parsed = parseReceiptDocument(mixedGochuGrill1Photo);
    expect(parsed.fields.total).toBe('698.88');
    expect(parsed.confidence.total).toBeLessThan(0.9);
  });
});

describe('a Hebrew long date the recogniser misread in its month', () => {
  it('reads "5 במר) 2025" (its final letter a bracket) as 5 March', () => {
    expect(datesIn('תאריך הפקה 5 במר) 2025').map((d) => d.iso)).toEqual(['2025-03-05']);
    expect(parseReceiptDocument(heTzaftzefaCellular2Scan).fields.date).toBe('2025-03-05');
  });

  it('reads "4בוני 2026" (the day glued on, the yod lost) as 4 June', () => {
    expect(datesIn('תאריך הפקה 4בוני 2026').map((d) => d.iso)).toEqual(['2026-06-04']);
    expect(parseReceiptDocument(heTzaftzefaCellular1Png).fields.date).toBe('2026-06-04');
  });

  it('reads no date from such a word without a day and a year around it', () => {
    expect(datesIn('בוני 2026')).toEqual([]);
    expect(datesIn('12 במר)')).toEqual([]);
  });
});
