import { withWord } from './ocr-document.fixtures';
import { heEvyatarInvoice1Png, heRehitimCreditNote1Png } from './ocr-output-98.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 117, made on held-out set 98 after its blind reading: what the OCR reader returned for one of its images, and a text layer as the reader
 * gave it (written as `textLayer` reads it, coordinates rounded).
 */

/** A Dead Sea hotel's folio (held-out set 98), as its text PDF gives it: its guest left on a Saturday. */
const folio = [
  'מלח הארץ מלונאות ים המלח בע"מ@45-155/43:51',
  'מלון מלח הארץ@404-550/38:65 | ח.פ.@83-96/38:65 | 512124512@45-81/38:65',
  'ד.נ.@97-107/68:76 | ים המלח@67-95/68:76 | 86910@45-65/68:76',
  'י ם@535-547/73:82 | ה מ ל ח@494-527/73:82 | ·@483-486/73:82 | נ ו ו ה@450-475/73:82 | ז ו ה ר@416-442/73:82',
  '08-9977333@45-83/81:88',
  'שם האורח@493-528/114:122 | רמי וענבל סויסה@407-467/114:122 | חדר@297-310/114:122 | 611@245-258/114:122 | אורחים@123-147/114:122 | 2@94-99/114:122',
  "תאריך הגעה@491-530/132:140 | יום שלישי@430-467/132:140 | 20.08.24@396-427/132:140 | תאריך עזיבה@283-324/132:140 | שבת@241-258/132:140 | 24.08.24@207-239/132:140 | מס'@139-151/132:140 | פוליו@120-137/132:140 | 596576@72-99/132:140",
  "חשבונית מס@486-550/156:169 | /@479-482/156:169 | קבלה מס'@424-475/156:169 | 8890114@377-421/156:169",
  'תאריך@524-547/181:190 | תיאור@440-461/181:190 | חיוב@134-151/181:190 | זיכוי@48-65/181:190',
  '20.08.24@515-547/198:207 | לינה כולל חצי פנסיון@386-461/198:207 | 1,400.00@134-166/198:207',
  '20.08.24@515-547/215:224 | עיסוי אבנים חמות@397-461/215:224 | 900.00@134-159/215:224',
  '21.08.24@515-547/232:241 | לינה כולל חצי פנסיון@386-461/232:241 | 1,400.00@134-166/232:241',
  '21.08.24@515-547/250:259 | טיפול עיסוי@419-461/250:259 | 50@408-417/250:259 | דק׳@394-406/250:259 | 390.00@134-159/250:259',
  '22.08.24@515-547/267:276 | לינה כולל חצי פנסיון@386-461/267:276 | 1,400.00@134-166/267:276',
  '23.08.24@515-547/284:293 | לינה כולל חצי פנסיון@386-461/284:293 | 1,400.00@134-166/284:293',
  '24.08.24@515-547/301:310 | תשלום בכרטיס אשראי@380-461/301:310 | 4846@359-377/301:310 | 6,890.00@48-80/301:310',
  'סה"כ חיובים@223-270/328:337 | ₪6,890.00@47-86/328:337',
  'מזה מע"מ@234-270/343:352 | 17%@215-231/343:352 | 1,001.11@47-79/343:352',
  'סה"כ תשלומים@215-270/359:368 | 6,890.00@47-79/359:368',
  'יתרה@251-270/375:384 | 0.00@47-63/375:384',
  'תודה שהתארחתם אצלנו@470-550/406:415 | ·@466-468/406:415 | הפקיד/ה:@433-464/406:415 | אלכס@414-431/406:415',
];

describe('Saturday\'s name alone between a date and its label: "תאריך עזיבה | שבת | 24.08.24"', () => {
  it('dates the folio by its departure, as with the other days\' names ("יום שישי")', () => {
    expect(parseReceiptDocument(textLayer(folio)).fields.date).toBe('2024-08-24');
  });

  it('is a weekday only as a word of its own', () => {
    const glued = folio.map((r) => r.replace('שבת@241-258', 'שבתון@241-258'));
    expect(parseReceiptDocument(textLayer(glued)).fields.date).toBeUndefined();
  });
});

describe('an invoice cited "to" or "in": "לחשבונית 56034 מיום 31/3/2023"', () => {
  it("is not the credit note's own number, on a clean image that lost the note's title", () => {
    expect(parseReceiptDocument(heRehitimCreditNote1Png).fields.documentNumber).toBe('64601');
  });

  it('still labels a number as "חשבונית" when no preposition is glued to it', () => {
    const own = withWord(withWord(heRehitimCreditNote1Png, 'לחשבונית', 'חשבונית'), 'מיום', 'ביום');
    expect(parseReceiptDocument(own).fields.documentNumber).toBe('56034');
  });
});

describe('the title\'s "מס\'" recognised as "מסי" over its number: "חשבונית מס מסי תאריך מקור" over "06.04.2022 03969"', () => {
  it("takes the number under it on a licensed dealer's clean image", () => {
    expect(parseReceiptDocument(heEvyatarInvoice1Png).fields.documentNumber).toBe('03969');
  });

  it('takes none where the title is alone', () => {
    expect(parseReceiptDocument(withWord(heEvyatarInvoice1Png, 'מסי', 'מקום')).fields.documentNumber).toBeUndefined();
  });
});
