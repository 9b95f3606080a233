import { heFireExtinguisherServiceInvoice1Scan } from './ocr-output-25-26.fixtures';
import { ReceiptDocument } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 25: a bill's "מספר:" opening a column of its own under the tax invoice's title, beside an
 * account's number ("מספר חשבון") in the customer's column; and a company's recognised name printed
 * again with a word one letter apart, read as the recogniser was surer of it. Made on held-out set 26
 * after its reading; the layouts are one of its text layers as the reader gave it (written as
 * `textLayer` reads it) and one of its scans as the OCR reader returned it.
 */
describe('"מספר:" opening a column of its own under the tax invoice\'s title', () => {
  /** A monthly bill: the customer's card (an account's number in it) beside the tax invoice's. */
  const bill = (numberLabel: string) =>
    parseReceiptDocument(
      textLayer([
        'מסרון תקשורת עסקית בע"מ@65-157/40:48',
        'ח.פ.@144-157/52:60 | 514903228@108-141/52:60',
        'MESARON@441-550/47:70 | מגדלי הים התיכון, רמת גן@73-157/47:70 | ·@68-70/47:70 | *9348@45-65/47:70',
        'billing@mesaron.co.il@79-157/76:85',
        'פרטי הלקוח@495-541/124:134 | חשבונית מס@233-280/124:134',
        `רשת מרפאות שן זהב בע"מ@455-541/142:150 | ${numberLabel}@261-280/142:150 | SM-2023-037965@200-258/142:150`,
        'ח.פ.@528-541/155:163 | 529142457@493-525/155:163 | תאריך החשבונית:@224-280/155:163 | 3/5/2023@192-221/155:163',
        'מספר חשבון:@500-541/169:178 | 412358086@463-497/169:178 | תקופת חיוב:@241-280/169:178 | 01/04/2023 - 30/04/2023@155-238/169:178',
        'שם משתמש@503-541/184:192 | :API@485-500/184:192 | acc_87548@446-482/184:192 | לתשלום עד:@241-280/184:192 | 18/05/2023@202-238/184:192',
        'פירוט חיובים לתקופה@468-550/219:229',
        'תיאור@527-546/244:252 | כמות@276-292/244:252 | מחיר ליחידה ₪@181-233/244:252 | סכום ₪@85-110/244:252',
        'דמי מנוי חודשי – חבילת@466-546/262:271 | Business@430-463/262:271 | 1@242-244/262:271 | 149.00@119-138/262:271 | 149.00@49-69/262:271',
        'הודעות@523-546/282:290 | SMS@502-520/282:290 | לרשתות בישראל@446-499/282:290 | 30,105@242-262/282:290 | 0.0680@119-140/282:290 | 2,047.14@49-74/282:290',
        'הודעות@523-546/301:310 | OTP@503-520/301:310 | )אימות דו-שלבי(@447-500/301:310 | 1,901@242-256/301:310 | 0.0390@119-140/301:310 | 74.14@49-65/301:310',
        'מספר וירטואלי ייעודי@476-546/321:329 | 03@465-473/321:329 | 1@242-244/321:329 | 29.00@119-136/321:329 | 29.00@49-66/321:329',
        'סה"כ חיובים לפני מע"מ@220-296/351:359 | 2,299.28@49-76/351:359',
        'מע"מ@279-296/370:378 | 17%@266-276/370:378 | 390.88@49-71/370:378',
        'סה"כ חשבונית זו ₪@213-296/390:400 | 2,690.16@49-83/390:400',
        'מצב חשבון@498-541/433:443 | הודעות שנשלחו –@211-280/433:443 | 6@203-207/433:443 | חודשים@170-199/433:443',
        'יתרה מחשבון קודם:@478-541/450:458 | 2,205.93@448-475/450:458 | 11/22@264-280/450:458 | 11,000@209-227/450:458',
        'תשלום שהתקבל ב-09/04/23:@448-541/463:472 | 2,205.93@418-445/463:472 | 12/22@263-280/463:472 | 13,000@200-220/463:472',
        'יתרה פתוחה:@500-541/478:486 | 0.00@483-497/478:486 | 01/23@263-280/478:486 | 27,000@168-189/478:486',
        'סכום לתשלום:@494-541/492:500 | 2,690.16@465-491/492:500 | ₪@455-462/492:500 | )בהוראת קבע(@407-452/492:500 | 02/23@261-280/492:500 | 19,500@185-205/492:500',
        '47,000@121-142/506:514 | 03/23@261-280/506:514',
        '30,105@162-182/520:528 | 04/23@261-280/520:528',
        'החיוב יבוצע בכרטיס האשראי המסתיים ב-4308@426-550/556:562 | במועד התשלום. לבירורים: מוקד שירות לקוחות עסקיים. מסרון תקשורת עסקית בע"מ@203-423/556:562 | ·@198-200/556:562 | 514 903 228@164-196/556:562',
      ]),
    );

  it("is the invoice's number, not the account's beside it", () => {
    expect(bill('מספר:').fields.documentNumber).toBe('SM-2023-037965');
  });

  it("leaves the account's number when the invoice's has no label", () => {
    expect(bill('').fields.documentNumber).not.toBe('SM-2023-037965');
  });
});

describe("a company's recognised name printed again with a word one letter apart", () => {
  /** The scan with the recogniser's confidence in each reading of the name's first word set. */
  const withConfidence = (letterhead: number, terms: number): ReceiptDocument => ({
    ...heFireExtinguisherServiceInvoice1Scan,
    lines: heFireExtinguisherServiceInvoice1Scan.lines.map((l) => ({
      words: l.words.map((w) => (w.text === 'זפרינקל' ? { ...w, conf: letterhead } : w.text === 'ספרינקל' ? { ...w, conf: terms } : w)),
    })),
  });

  it('takes the word as the recogniser was surer of it (the payment terms\' "ספרינקל" over the letterhead\'s "זפרינקל")', () => {
    expect(parseReceiptDocument(heFireExtinguisherServiceInvoice1Scan).fields.vendorName).toBe('ספרינקל שירותי כיבוי אש בע"מ');
  });

  it("keeps the letterhead's reading when it was read as surely", () => {
    expect(parseReceiptDocument(withConfidence(0.93, 0.9)).fields.vendorName).toBe('זפרינקל שירותי כיבוי אש בע"מ');
  });
});
