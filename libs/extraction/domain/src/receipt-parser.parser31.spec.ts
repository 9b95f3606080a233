import { nameIn } from './field-vendor-name';
import { enPodcastStudioInvoice2Scan } from './ocr-output-31.fixtures';
import { documentFromText } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 31: a payment written as a deduction is no credit; a date a standing order will collect on
 * is not the document's; a word in Latin capitals before a registered Hebrew name is its logo's; an
 * id a few lines under the title, from OCR, is not vouched for; "בע"מ" recognised with an ל after
 * its ע ("בעל"ימ"). Made on held-out set 30 after its
 * blind reading; text layers as the reader gave them (written as `textLayer` reads them) and a
 * recognised page as captured.
 */
describe('a US magic shop\'s web order: "Paid – PayPal ($400.12)" under the total, "Balance due $0.00"', () => {
  const rows = [
    'Prestige Illusions LLC@79-253/40:56 | I N V O I C E@474-567/40:56',
    '88 Dearborn Ave · Rockford, IL 61101 · (393) 960-6160@42-253/76:85',
    'SOLD TO@42-80/107:115 | SHIP TO@179-214/107:115',
    'Invoice #@431-465/110:118 | 8571@493-513/110:118',
    'Shira Levi-Adler@42-104/121:130 | Shira Levi-Adler@179-241/121:130',
    'Invoice date@431-477/128:136 | October 14, 2025@493-562/128:136',
    'Tel Aviv, Israel@42-97/134:142 | c/o D. Amsel, 41 Linden Ave, Teaneck, NJ 07666@179-365/134:142',
    'shira.63@gmail.com@42-121/147:155 | Web order@431-471/147:155 | W355689@493-530/147:155',
    'Order placed@431-481/163:172 | October 11, 2025@493-560/163:172',
    'Ship via@431-461/181:190 | UPS Ground@493-542/181:190',
    'SKU@47-65/223:232 | Item@123-141/223:232 | Qty@417-431/223:232 | Price@472-493/223:232 | Amount@533-565/223:232',
    'IN-4974@47-77/240:249 | Instructional book: Card Sleights Vol. 2@123-271/240:249 | 2@427-431/240:249 | $42.89@466-493/240:249 | $85.78@539-565/240:249',
    'ME-7369@47-82/258:267 | Mentalism prediction wallet@123-227/258:267 | 3@427-431/258:267 | $91.51@466-493/258:267 | $274.53@534-565/258:267',
    'Merchandise@332-381/290:298 | $360.31@535-566/290:298',
    'Shipping & handling@332-409/305:314 | $14.95@540-566/305:314',
    'NJ sales tax 6.625%@332-411/321:330 | $24.86@540-566/321:330',
    'Invoice total (USD)@332-425/339:349 | $400.12@528-566/339:349',
    'Paid – PayPal@332-386/358:367 | ($400.12)@529-566/358:367',
    'Balance due@332-380/374:382 | $0.00@545-566/374:382',
    'All sales of gimmicked items are final once the seal is broken. Thank you for keeping the secrets!@42-364/426:433',
  ];

  it('is a sale paid, not a credit: its total and sales tax are positive', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.total).toBe('400.12');
    expect(fields.tax).toBe('24.86');
  });

  it("a total written negative on a line that is no payment's still makes a credit", () => {
    const page = documentFromText('Acme Ltd\nCredit ref 4471\nDate: 12/03/2025\nSubtotal (100.00)\nVAT 17% (17.00)\nTotal (117.00)');
    expect(parseReceiptDocument(page).fields.total).toBe('-117.00');
  });
});

describe('a newspaper\'s subscription bill: "תאריך" over the issue date, "מועד החיוב" over the debit date, which a footer repeats', () => {
  const rows = [
    'הוצאת יומון הצפון בע"מ@43-127/37:46',
    'ח.פ.@95-110/50:59 | 51-606446-6@43-92/50:59',
    "יומון הצפון@418-511/48:70 | שד' ההסתדרות@83-137/48:70 | 140, חיפה@43-79/48:70",
    'מוקד מנויים@69-110/77:86 | *8418@43-65/77:86',
    'חשבונית מס@483-553/114:128 | 26/2623@431-479/114:128',
    'תקופת החיוב@245-292/146:155',
    "תאריך@525-546/151:160 | מס' מנוי@391-419/151:160 | מועד החיוב@124-164/151:160",
    '02/06/2026@498-546/164:175 | 651181170@374-419/164:175 | מאי@276-292/164:175 | 2026@251-273/164:175 | 12/06/2026@116-164/164:175',
    '01/05/26–31/05/26@232-292/173:181',
    'לכבוד:@530-553/205:214 | ניר גבאי@497-526/205:214 | ·@491-494/205:214 | ת.ז.@474-488/205:214 | 183694058@429-471/205:214',
    "רח' סוקולוב@511-553/220:229 | 9, נהריה@478-508/220:229",
    'פירוט@529-549/250:259 | סכום ₪@47-76/250:259',
    'מנוי סופ"ש מודפס + דיגיטל@451-549/269:278 | 85.90@47-67/269:278',
    'מוסף כלכלי שבועי@484-549/289:298 | 15.90@47-67/289:298',
    'הנחת נאמנות למנויים ותיקים@446-549/308:317 | 20%)@424-443/308:317 | מהמסלול(@385-420/308:317 | -17.18@47-68/308:317',
    'סה"כ לפני מע"מ@203-266/342:352 | 84.62@46-69/342:352',
    'מע"מ@245-266/361:371 | 18%@224-242/361:371 | 15.23@46-68/361:371',
    'סה"כ לתשלום@201-266/381:392 | ₪@75-87/381:392 | 99.85@46-72/381:392',
    'הסכום ייגבה בהוראת קבע מחשבון הבנק בתאריך@401-553/435:442 | 12/06/2026. לביטול המנוי יש להודיע למוקד@262-398/435:442 | 30@251-259/435:442 | יום מראש.@216-248/435:442',
    'מסמך זה הופק באופן ממוחשב ואינו דורש חתימה.@398-553/447:454',
  ];

  it('takes the issue date, not the day "הסכום ייגבה בהוראת קבע … בתאריך 12/06/2026"', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2026-06-02');
  });
});

describe('a comics web shop\'s page: its logo\'s "POW!" on the line of its registered name', () => {
  const rows = [
    '!POW@510-538/42:51 | בועות דיו קומיקס בע"מ@313-496/42:51 | inkbubbles.co.il@54-114/42:51',
    'דף הבית@531-556/77:85 | ‹@526-528/77:85 | החשבון שלי@488-523/77:85 | ‹@483-485/77:85 | הזמנות@460-480/77:85 | ‹@455-457/77:85 | הזמנה@435-452/77:85 | #11142@414-432/77:85',
    'ח.פ.@542-556/103:112 | 518315460@503-539/103:112',
    'חשבונית מס / קבלה@149-250/109:121',
    "רח' מסדה@521-556/117:126 | 20, באר שבע@472-518/117:126",
    "מס' מסמך:@214-250/130:139 | CX-2026-123@162-211/130:139",
    'תאריך המסמך:@199-250/146:155 | 2026-04-29@155-196/146:155',
    'הזמנה@232-250/161:169 | #11142@210-229/161:169 | מיום@194-207/161:169 | 2026-04-27@155-191/161:169',
    'פרטי הלקוח: ליאם חדד@468-550/199:208 | ·@462-465/199:208 | 054-306-5882@409-459/199:208 | ·@403-405/199:208 | ido17@mail.co.il@338-399/199:208',
    'מק"ט@532-551/228:237 | פריט@446-463/228:237 | כמות@174-192/228:237 | מחיר@109-127/228:237 | סה"כ@44-62/228:237',
    'MS-2875@518-551/250:259 | סט מנגה@433-463/250:259 | 1-5@419-430/250:259 | 1@174-177/250:259 | 327.90@109-132/250:259 | 327.90@44-66/250:259',
    "BB-8833@518-551/270:279 | שקיות ולוחות לשימור@386-463/270:279 | 50)@372-383/270:279 | יח'(@356-369/270:279 | 2@174-179/270:279 | 45.90@109-128/270:279 | 91.80@44-61/270:279",
    'AB-4877@520-551/290:299 | ספר אמנות – מאחורי הקלעים@359-463/290:299 | 1@174-177/290:299 | 169.90@109-131/290:299 | 169.90@44-65/290:299',
    'סכום ביניים@251-291/321:330 | 589.60@43-66/321:330',
    'משלוח – איסוף מנקודת חלוקה@184-291/338:347 | )חינם מעל@145-181/338:347 | (₪250@119-141/338:347 | 0.00@43-58/338:347',
    'סה"כ כולל מע"מ@217-291/356:367 | ₪589.60@43-82/356:367',
    'מע"מ@273-291/376:385 | 18%@258-270/376:385 | )כלול(@233-254/376:385 | 89.94@43-62/376:385',
    'שולם בכרטיס אשראי המסתיים ב-9441@422-556/405:414 | ·@416-419/405:414 | 3@409-413/405:414 | תשלומים@374-405/405:414',
    'בועות דיו קומיקס בע"מ@487-556/463:470 | ·@482-484/463:470 | שירות לקוחות@438-479/463:470 | service@inkbubbles.co.il@354-435/463:470 | ·@349-351/463:470 | החזרות תוך@312-346/463:470 | 14@303-309/463:470 | יום בתנאי שהאריזה לא נפתחה@212-301/463:470',
  ];

  it('answers the Hebrew registered name without the Latin word before it', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('בועות דיו קומיקס בע"מ');
  });
});

describe('a podcast studio\'s scanned invoice: the dealer\'s own id line and "BILL TO" lost, the customer\'s "Company No." under the title', () => {
  it("does not vouch for an id a few lines under the document's title: below 0.9", () => {
    const { confidence } = parseReceiptDocument(enPodcastStudioInvoice2Scan);
    expect(confidence.vendorTaxId ?? 0).toBeLessThan(0.9);
  });
});

describe('a boat tour\'s ticket: "שייט יפו העתיקה בע"מ" recognised as "… בעל"ימ"', () => {
  it('reads the company\'s suffix, as "בע"ימ" is read', () => {
    expect(nameIn('שייט יפו העתיקה בעל"ימ')).toBe('שייט יפו העתיקה בע"מ');
    // (A name's own word "בעל" stays: "בעל המאה" is no suffix.)
    expect(nameIn('מוסך בעל המאה בע"מ')).toBe('מוסך בעל המאה בע"מ');
  });
});
