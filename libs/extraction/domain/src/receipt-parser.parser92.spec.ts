import { ocrDocument, OcrWord, withWord } from './ocr-document.fixtures';
import { enNashvilleStageWear1Png, heCpapCreditNote1Png, heCpapCreditNote1Scan, hePekiinFolio1Png } from './ocr-output-75.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { ReceiptDocument } from './receipt-document';
import { textLayer } from './text-layer.fixtures';

/** The page with the word `from` read in a box of the given width and height instead, its top left kept. */
function withBox(doc: ReceiptDocument, from: string, width: number, height: number): ReceiptDocument {
  return ocrDocument(
    doc.lines.map((l) => l.words.map((w) => [w.text, w.x0, w.y0, w.text === from ? w.x0 + width : w.x1, w.text === from ? w.y0 + height : w.y1, (w.conf ?? 1) * 100] as OcrWord)),
  );
}

/**
 * Parser 92, made on held-out set 75 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */
describe('an invoice whose date stands alone under its number, the title over both: "I N V O I C E" over "No. RS-2161" over "23 May 2022"', () => {
  const rows = [
    '★@290-305/63:79',
    'S I L V E R@196-303/82:104 | S P U R@319-395/82:104',
    'S T A G E W E A R@168-236/111:118 | ·@243-245/111:118 | C U S T O M@252-297/111:118 | W E S T E R N@304-357/111:118 | T A I L O R I N G@364-425/111:118',
    'Silver Spur Stagewear Co. · 1520 Demonbreun St, Nashville, TN 37203 · (615) 896-6254@136-460/124:132',
    'S o l d@67-88/146:154 | t o@93-102/146:154',
    'I N V O I C E@442-525/146:161',
    'Mason Lee Pruitt@67-144/158:166',
    '3014 Belmont Blvd, Nashville, TN 37212@67-239/171:179 | No.@473-487/171:179 | RS-2161@489-528/171:179',
    '23 May 2022@473-528/182:190',
    'Measured 11 March 2022 ·@67-169/202:210 | final@171-188/202:210 | fitting 22 May 2022@190-265/202:210',
    'Article@70-98/221:229 | Qty@368-382/221:229 | Each@434-454/221:229 | Amount@493-525/221:229',
    'Embroidered snap shirt, crystal trim@70-226/235:244 | 1@377-382/235:244 | $320.00@419-454/235:244 | $320.00@490-525/235:244',
    'Subtotal@327-363/255:264 | $320.00@492-527/255:264',
    'Tennessee sales tax 7%@327-427/268:277 | $22.40@498-527/268:277',
    'Davidson County local tax 2.25%@327-468/281:289 | $7.20@503-527/281:289',
    'Total sales tax@327-388/294:302 | $29.60@498-527/294:302',
    'TOTAL@327-365/307:318 | $349.60@481-527/307:318',
    'Paid in full – Mastercard ending 9254@67-236/333:341',
    'Made-to-measure garments are@67-182/358:365 | final sale. Alterations within 60 days of delivery are free of charge.@185-426/358:365',
  ];

  it("takes the date under the number for the document's", () => {
    const { fields, confidence } = parseReceiptDocument(textLayer(rows));
    expect(fields.date).toBe('2022-05-23');
    expect(confidence.date).toBeGreaterThanOrEqual(0.6);
  });

  it('does not when the cell over the date is another number\'s ("Order No. RS-2161")', () => {
    const other = rows.map((r) => r.replace('No.@473-487', 'Order No.@453-487'));
    expect(parseReceiptDocument(textLayer(other)).fields.date).toBeUndefined();
  });
});

describe('a monthly bill: its number under the bare title "חשבונית מס", a consumer\'s account number labelled "מספר חשבון צרכן" lower down', () => {
  const rows = [
    'מט"ש נגב מערבי@428-553/39:57 | חשבונית מס@57-114/39:57',
    'מתקני טיהור שפכים נגב מערבי בע"מ@414-553/62:71 | 2641556@53-119/62:71',
    'ח.פ.@538-553/74:82 | 557373107@490-536/74:82 | ·@486-488/74:82 | אזור התעשייה שדרות@416-484/74:82 | ·@411-414/74:82 | מוקד@393-409/74:82 | *6270@367-391/74:82',
    'חשבון לחודש@505-546/97:105 | תאריך הפקה@379-417/97:105 | לתשלום עד@255-289/97:105 | סכום לתשלום@118-160/97:105',
    'אוגוסט@519-546/107:116 | 2026@491-517/107:116 | 08/09/2026@358-417/107:116 | 08/10/2026@229-289/107:116 | 24,922.67@108-160/107:116 | ₪@98-105/107:116',
    '01/08/2026@439-489/119:127 | -@491-494/119:127 | 31/08/2026@496-546/119:127',
    'לכבוד@530-553/140:149 | מספר חשבון צרכן@119-186/140:149 | 453883818@50-108/140:149',
    'ציפויי מתכת הגבעה בע"מ@456-553/155:164 | מספר מונה@144-186/155:164 | WW-630187@45-108/155:164',
    'אזור התעשייה שדרות,@470-553/170:179 | מגרש@446-467/170:179 | 27@432-444/170:179 | קריאה קודמת@135-186/170:179 | 316843@69-108/170:179',
    'ח.פ.@536-553/185:194 | 515589018@479-533/185:194',
    'קריאה נוכחית@133-186/190:199 | 320057@69-108/190:199',
    'צריכה@162-186/207:216 | )מ"ק(@137-160/207:216 | 3214@82-108/207:216',
    'פירוט@530-550/231:239 | תעריף@206-227/231:239 | כמות@148-166/231:239 | סכום@62-79/231:239 | (₪)@45-60/231:239',
    'דמי חיבור וזמינות מתקן@462-550/246:256 | חודשי@206-229/246:256 | 1@148-154/246:256 | 1,084.00@45-87/246:256',
    'טיפול בשפכים@495-550/264:273 | 5.22@228-249/264:273 | למ"ק@206-225/264:273 | 3214@148-172/264:273 | 16,777.08@45-93/264:273',
    'היטל עומס@509-550/282:291 | COD@484-506/282:291 | מעל ההיתר@439-481/282:291 | 2.21@226-247/282:291 | לק"ג@206-223/282:291 | 1223@148-172/282:291 | 2,702.83@45-87/282:291',
    'דיגום ואנליזה במעבדה@466-550/298:307 | 557.00@232-265/298:307 | לדיגום@206-230/298:307 | 1@148-154/298:307 | 557.00@45-78/298:307',
    'סה"כ חיובים לפני מע"מ@118-209/321:330 | 21,120.91@56-108/321:330',
    'מע"מ@188-209/334:343 | 18%@165-186/334:343 | 3,801.76@62-108/334:343',
    'סה"כ לתשלום@145-209/349:360 | 24,922.67@45-108/349:360',
    'התשלום בהוראת קבע או בהעברה בנקאית עד@405-553/378:386 | .08/10/2026@353-403/378:386 | חריגה מערכי ההיתר מחויבת לפי תעריפי ההיטל המפורסמים לשנת@132-351/378:386 | .2026@106-130/378:386 | על פיגור בתשלום@47-104/378:386',
    'ייגבו הפרשי הצמדה וריבית.@461-553/388:396',
  ];

  it("takes the number under the title, not the consumer's account", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('2641556');
  });

  it('takes the number labelled "מספר חשבון" when no account holder follows it (a bill\'s own number)', () => {
    const bill = rows.map((r) => r.replace('מספר חשבון צרכן@', 'מספר חשבון@'));
    expect(parseReceiptDocument(textLayer(bill)).fields.documentNumber).toBe('453883818');
  });
});

describe('a folio whose VAT line gives the label\'s colon beside the rate: "הסכום כולל מע"מ | :18% | 189.15 | ש"ח"', () => {
  const rows = [
    'עין אל-חווארה@233-362/41:64',
    'בית הארחה בכפר@297-370/70:80 | ·@290-294/70:80 | פקיעין העתיקה@225-287/70:80',
    'בית הארחה עין אל-חווארה בע"מ@295-402/83:91 | ·@290-292/83:91 | ח.פ.@274-287/83:91 | 517683843@238-271/83:91 | ·@233-236/83:91 | 04-9999584@193-230/83:91',
    'חשבון אורח מס׳@479-544/108:118 | F61601@445-475/108:118 | חשבונית מס / קבלה מס׳@80-181/108:118 | 3745@58-77/108:118',
    'אורח@521-540/136:145 | שרית ואלון גולן@452-510/136:145 | ת.ז.@427-441/136:145 | 172786238@338-378/136:145',
    'חדר@524-540/148:157 | חדר אבן זוגי@463-510/148:157 | (7)@448-459/148:157 | מספר אורחים@388-441/148:157 | 2@374-378/148:157',
    'הגעה@521-540/160:169 | 08/08/2026@465-510/160:169 | עזיבה@420-441/160:169 | 10/08/2026@333-378/160:169',
    'תאריך@518-541/184:193 | תיאור@461-483/184:193 | חיוב@133-149/184:193 | זיכוי@54-70/184:193',
    '08/08/26@506-541/201:211 | לינה שבת – חדר אבן זוגי, כולל ארוחת בוקר@313-483/201:211 | 620.00@133-158/201:211',
    '09/08/26@506-541/218:228 | לינה יום ראשון – חדר אבן זוגי, כולל ארוחת בוקר@293-483/218:228 | 620.00@133-158/218:228',
    '10/08/26@507-541/235:245 | תשלום בכרטיס אשראי@397-483/235:245 | **** 4961@355-393/235:245 | 1,240.00@54-85/235:245',
    'סה"כ@463-483/253:262 | 1,240.00@133-165/253:262 | 1,240.00@54-86/253:262',
    'יתרה@464-483/269:279 | 0.00@54-71/269:279',
    'הסכום כולל מע"מ@482-544/292:301 | :18%@463-479/292:301 | 189.15@439-460/292:301 | ש"ח@422-436/292:301 | ·@416-419/292:301 | לפני מע"מ:@375-413/292:301 | 1,050.85@344-372/292:301 | ש"ח@327-341/292:301',
    'תודה שהתארחתם אצלנו! תאריך המסמך:@247-392/319:328 | 10/08/2026@203-244/319:328',
  ];

  it('takes the amount after the rate for the VAT', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.tax).toBe('189.15');
    expect(fields.total).toBe('1240.00');
  });

  it('takes no VAT when the line names none', () => {
    const none = rows.map((r) => r.replace('הסכום כולל מע"מ@', 'הסכום כולל הנחה@'));
    expect(parseReceiptDocument(textLayer(none)).fields.tax).toBeUndefined();
  });
});

describe('a letterhead line whose separator dot the recogniser read as a "-" or a "+" no bigger than a speck', () => {
  const name = 'נשימה שקטה ציוד רפואי בע"מ';

  it('cuts the tagline off the registered name at it (a "-" four pixels wide and six tall, the clean image)', () => {
    expect(parseReceiptDocument(heCpapCreditNote1Png).fields.vendorName).toBe(name);
  });

  it('and at a "+" four pixels wide and five tall (the scan)', () => {
    expect(parseReceiptDocument(heCpapCreditNote1Scan).fields.vendorName).toBe(name);
  });

  it("keeps a dash of a dash's shape inside the name, wider than it is tall", () => {
    expect(parseReceiptDocument(withBox(heCpapCreditNote1Png, '-', 12, 3)).fields.vendorName).not.toBe(name);
  });

  it('keeps a "+" of a glyph\'s size', () => {
    expect(parseReceiptDocument(withBox(heCpapCreditNote1Scan, '+', 12, 12)).fields.vendorName).not.toBe(name);
  });
});

describe('"עין", the first word of a place\'s name, its final nun recognised as a final kaf: "בית הארחה עיך אל-חווארה בע"מ"', () => {
  it('reads it "עין"', () => {
    expect(parseReceiptDocument(hePekiinFolio1Png).fields.vendorName).toBe('בית הארחה עין אל-חווארה בע"מ');
  });

  it('leaves other words that end in a final kaf as they are', () => {
    expect(parseReceiptDocument(withWord(hePekiinFolio1Png, 'עיך', 'עליך')).fields.vendorName).toBe('בית הארחה עליך אל-חווארה בע"מ');
  });
});

describe('the clean image of the invoice whose date stands alone under its number, its letter-spaced title read as letters apart', () => {
  it('takes the date under the number, less surely', () => {
    const { fields, confidence } = parseReceiptDocument(enNashvilleStageWear1Png);
    expect(fields.date).toBe('2022-05-23');
    expect(confidence.date).toBeLessThan(0.73);
  });

  it("does not when the word over the date is no number's label", () => {
    expect(parseReceiptDocument(withWord(enNashvilleStageWear1Png, 'No.', 'Ref.')).fields.date).toBeUndefined();
  });
});
