import { datesIn } from './dates';
import { amountsOf, roleOf } from './field-amounts';
import { linesOf } from './layout-lines';
import {
  enCreditNote1Png,
  enFreelancerInvoiceReceipt3Png,
  heCreditNote4Scan,
  heTollRoadInvoice1Png,
  mixedParkingReceipt1Png,
  ukHotelFolio2Png,
  enGstInvoice3Png,
  enSaasInvoice1Png,
  enTravelReceipt1Png,
  euSupplierInvoice1Scan,
  heCarRental1Photo,
  heCellularInvoice1Png,
  heClinicReceipt4Png,
  heHardwareInvoice1Png,
  heInsuranceReceipt1Png,
  heRefundCredit1Png,
  heRefundCredit2Scan,
  mixedCafeReceipt1Png,
  ukHotelFolio4Scan,
} from './ocr-output.fixtures';
import { DocumentLine, documentFromText, ReceiptDocument } from './receipt-document';
import { parseReceipt, parseReceiptDocument } from './receipt-parser';

const field = (text: string, name: keyof ReturnType<typeof parseReceipt>) => parseReceipt(text)[name];

/** A line of words placed left to right at the given x positions, on row `y`. */
function row(y: number, ...cells: [number, string][]): DocumentLine {
  return { words: cells.map(([x, text]) => ({ text, x0: x, x1: x + text.length * 6, y0: y, y1: y + 10 })) };
}

/** Parser 5: rules made on layouts from other hands (held-out sets 2 and 3 once scored), each a rule about receipts. */
describe('dates with the month by name between hyphens', () => {
  it('reads 21-Nov-2023, 18-JUN-23 and 21/Nov/2023, but not a two-digit year after a space', () => {
    expect(datesIn('Invoice date 21-Nov-2023')[0].iso).toBe('2023-11-21');
    expect(datesIn('18-JUN-23')[0].iso).toBe('2023-06-18');
    expect(datesIn('21/Nov/2023')[0].iso).toBe('2023-11-21');
    expect(datesIn('4 Dec 12')).toEqual([]);
    expect(field('Arrival 18-Nov-2023 Departure 21-Nov-2023\nInvoice date 21-Nov-2023', 'date')).toBe('2023-11-21');
  });
});

describe('currencies of other dollars', () => {
  it('reads CAD and AUD, and takes the $ signs of a page that writes one of them as that dollar', () => {
    expect(field('Total CAD $672.50', 'currency')).toBe('CAD');
    expect(field('Amount due (AUD)\n$2,004.81\nTotal $2,004.81', 'currency')).toBe('AUD');
    expect(field('Total $25.49', 'currency')).toBe('USD');
    expect(field('Amount due (CAD)\nTotal US$ 25.49', 'currency')).not.toBe('CAD');
  });
});

describe('amount labels of credits, payments received and receipts', () => {
  it('takes "Total credit" as the total of a credit note, not as a card credit', () => {
    expect(roleOf('Total credit (ILS) CR')).toBe('total');
    expect(roleOf('Net credit CR')).toBe('net');
    expect(roleOf('Store credits')).toBe('payment');
    const parsed = parseReceiptDocument(enCreditNote1Png);
    expect(parsed.fields).toMatchObject({ total: '-12078.73', tax: '-1755.03' });
  });

  it('reads a Hebrew credit notice (הודעת זיכוי) and its credited sum as the negative total', () => {
    expect(roleOf('סכום הזיכוי ש"ח')).toBe('total');
    expect(parseReceiptDocument(heRefundCredit1Png).fields).toMatchObject({ total: '-2130.80', tax: '-325.04' });
  });

  it('takes the sum received (סכום התקבול) and the total paid (סה"כ שולם) as totals', () => {
    expect(roleOf('סכום התקבול: ש"ח )תשלום מתוך ('.replace(/\d/g, ''))).toBe('total');
    expect(roleOf('סה"כ שולם')).toBe('total');
    expect(parseReceiptDocument(heInsuranceReceipt1Png).fields.total).toBe('670.75');
  });

  it('does not read treatments (טיפולים) as a tip or an insurer (הביטוח) as a payment by bit', () => {
    expect(roleOf('סה"כ טיפולים')).toBe('weak-total');
    expect(roleOf('טיפ')).toBe('tip');
    expect(roleOf('השתתפות הביטוח')).toBe('other');
    expect(roleOf('שולם בביט')).toBe('payment');
  });
});

describe('the header of a column of amounts', () => {
  it('names each amount of a row of figures under a header row (VAT rate | Net | VAT | Gross)', () => {
    const doc: ReceiptDocument = {
      source: 'text',
      lines: [
        row(0, [0, 'Invoice'], [48, 'date'], [80, '21-Nov-2023']),
        row(20, [0, 'Totals'], [200, '£482.50']),
        row(40, [0, 'VAT'], [24, 'rate'], [100, 'Net'], [150, 'VAT'], [200, 'Gross']),
        row(54, [0, 'Standard'], [60, '20%'], [100, '402.08'], [150, '80.42'], [200, '482.50']),
        row(68, [0, 'Total'], [100, '402.08'], [150, '80.42'], [200, '482.50']),
      ],
    };
    expect(parseReceiptDocument(doc).fields).toMatchObject({ total: '482.50', tax: '80.42', date: '2023-11-21' });
  });

  it("never names line items by an items table's header, even with a VAT column beside its total column", () => {
    const doc: ReceiptDocument = {
      source: 'text',
      lines: [
        row(0, [400, 'תיאור'], [300, 'כמות'], [200, 'מע"מ'], [100, 'סה"כ']),
        row(14, [400, 'כיסא'], [300, '2'], [100, '999.00']),
        row(40, [400, 'סה"כ'], [360, 'לתשלום'], [100, '500.00']),
      ],
    };
    expect(parseReceiptDocument(doc).fields.total).toBe('500.00');
  });

  it('does so on a recognised folio, past the row above it', () => {
    const amounts = amountsOf({ lines: linesOf(ukHotelFolio4Scan), ocr: true, hebrew: false });
    expect(amounts.filter((a) => a.value.toScale(2) === '82.67').map((a) => a.role)).toEqual(['vat', 'vat']);
    expect(parseReceiptDocument(ukHotelFolio4Scan).fields).toMatchObject({ total: '496.00', tax: '82.67', date: '2024-06-19' });
  });

  it('reads labels printed over their values in boxes, and a VAT whose ₪ OCR read as a digit', () => {
    // "סה"כ טיפולים | השתתפות חברת הביטוח | מע"מ 18% (כלול) | סה"כ שולם" over "₪1,310.00 | -₪262.00 | 9159.86 | ₪1,048.00".
    const parsed = parseReceiptDocument(heClinicReceipt4Png);
    expect(parsed.fields).toMatchObject({ total: '1048.00', tax: '159.86' });
    expect(parsed.confidence.tax).toBeLessThan(0.9);
  });
});

describe('taxes', () => {
  it('reads the VAT written inside "including … VAT"', () => {
    expect(parseReceipt('סה"כ 11,391.50₪\n(כולל 1,737.69₪ מע"מ)\nתאריך 18/11/2025')).toMatchObject({ total: '11391.50', tax: '1737.69' });
    // "Including VAT" with no amount inside it is still the gross total's label.
    expect(roleOf('כולל מע"מ')).toBe('weak-total');
  });

  it('adds two taxes at their own rates (GST and PST) when net + both = total', () => {
    expect(parseReceipt('Subtotal $600.45\nGST 5% $30.02\nPST 7% $42.03\nTotal CAD $672.50')).toMatchObject({ tax: '72.05', total: '672.50', currency: 'CAD' });
    expect(parseReceipt('Subtotal $2,537.70\nHST 13% $329.90\nTotal CAD $2,867.60').tax).toBe('329.90');
    expect(parseReceiptDocument(enGstInvoice3Png).fields).toMatchObject({ tax: '72.05', currency: 'CAD' });
  });
});

describe('vendor names on unseen layouts', () => {
  it('reads a name with a word that contains a label word (ניידת is no נייד), under a title with מקור', () => {
    expect(field('רשת אופק תקשורת ניידת בע"מ ח.פ. 55-021033-0\nחשבונית מס מקור', 'vendorName')).toBe('רשת אופק תקשורת ניידת בע"מ');
    expect(parseReceiptDocument(heCellularInvoice1Png).fields.vendorName).toBe('רשת אופק תקשורת ניידת בע"מ');
  });

  it("never takes an items table's headings or its items for the name", () => {
    expect(field('Rechnung / Invoice\nPos. Description Qty Unit price Amount\n1 Spare parts kit 7 661,00', 'vendorName')).toBeUndefined();
    expect(field('קפה נחת\nCappuccino 16.00\nCroissant 14.00', 'vendorName')).toBe('קפה נחת');
  });

  it('takes the letterhead name in full when it is printed elsewhere with its legal suffix', () => {
    const doc: ReceiptDocument = {
      source: 'text',
      lines: [
        { words: [{ text: 'Invoice', x0: 0, x1: 60, y0: 0, y1: 20 }, ...row(0, [300, 'Tasklight'], [360, 'Labs']).words.map((w) => ({ ...w, y1: 20 }))] },
        row(30, [0, 'Invoice'], [50, 'number'], [100, '4FF21F7B-0032']),
        row(60, [0, 'Tasklight'], [60, 'Labs,'], [96, 'Inc.'], [300, 'Bill'], [330, 'to']),
      ],
    };
    expect(parseReceiptDocument(doc).fields.vendorName).toBe('Tasklight Labs, Inc.');
    const parsed = parseReceiptDocument(enSaasInvoice1Png);
    expect(parsed.fields.vendorName).toBe('Tasklight Labs, Inc.');
    // Recognised, so never sure.
    expect(parsed.confidence.vendorName).toBeLessThan(0.9);
  });

  it("cuts a letterhead's line at its separators, and takes a footer's company name beside its tax id", () => {
    expect(field('24.11.25, 20:34 הזמנה #373104 | החשבון שלי | משרדיה אונליין בע"מ\nחשבונית מס קבלה', 'vendorName')).toBe('משרדיה אונליין בע"מ');
    const footer = 'הזמנה #373104 נשלחה\nמספר חשבונית: INV-151189\nמוצר מחיר כמות\nטונר 382.80\n1\n2\n3\n4\n5\n6\nמשרדיה אונליין בע"מ · ח.פ. 524020526 · שירות לקוחות 03-8638405';
    expect(field(footer, 'vendorName')).toBe('משרדיה אונליין בע"מ');
  });

  it('joins a letter-spaced name, from a text layer (a letter a word) or recognised with wide gaps', () => {
    const letters = 'KINNERET'.split('').map((c, i): [number, string] => [i * 8, c]);
    const more = 'TRAVEL'.split('').map((c, i): [number, string] => [80 + i * 8, c]);
    const doc: ReceiptDocument = { source: 'text', lines: [row(0, ...letters, ...more, [140, 'Ltd.']), row(20, [0, 'Receipt'], [60, 'No.'], [90, '5521'])] };
    expect(parseReceiptDocument(doc).fields.vendorName).toBe('KINNERET TRAVEL Ltd.');
    expect(parseReceiptDocument(enTravelReceipt1Png).fields).toMatchObject({ vendorName: 'KINNERET TRAVEL LTD.', vendorTaxId: '515590271' });
  });

  it('keeps a brand of two Latin words beside a Hebrew name, and doubts a lone short Latin word in it', () => {
    const ocr = (text: string) => parseReceiptDocument(documentFromText(text, 'ocr'));
    expect(ocr('Vision Lab אופטומטריה בע"מ ח.פ. 528219421\n04-5893922 Vision Lab Optometry Ltd.').fields.vendorName).toBe('Vision Lab אופטומטריה בע"מ');
    expect(ocr('IN הנדסת מערכות בע"מ\nח.פ. 514123454').confidence.vendorName ?? 0).toBeLessThan(ocr('אלון הנדסת מערכות בע"מ\nח.פ. 514123454').confidence.vendorName ?? 0);
  });

  it('reads OCR\'s misreadings of legal suffixes back: Ltp, S.r.1., a בע"מ read as "ya', () => {
    expect(field('Batu Priory House LTp\nInvoice No. 5', 'vendorName')).toBe('Batu Priory House Ltd');
    expect(field('Studio Rinaldi S.r.1.\nInvoice No. 5', 'vendorName')).toBe('Studio Rinaldi S.r.l.');
    expect(field('Studio Rinaldi S.r.I.\nInvoice No. 5', 'vendorName')).toBe('Studio Rinaldi S.r.l.');
    // "Blue Lagoon Software Ltd." in a right-to-left page: its stop printed first, recognised as "-".
    expect(field('-Blue Lagoon Software Ltd\nח.פ. 512204298', 'vendorName')).toBe('Blue Lagoon Software Ltd.');
    expect(field('אספקה רפואית הגליל "ya\nח.פ. 514123454', 'vendorName')).toBe('אספקה רפואית הגליל בע"מ');
  });
});

describe("the vendor's tax id on unseen layouts", () => {
  it('reads "VAT ID" and "Co. No." as labels, and a number before a program code (RT0001) as no Israeli id', () => {
    expect(field('GadgetHub Online Ltd VAT ID 525253761', 'vendorTaxId')).toBe('525253761');
    expect(field('Licensed travel agent · Co. No. 517247672', 'vendorTaxId')).toBe('517247672');
    expect(field('GST/HST Reg. No. 500910914 RT0001', 'vendorTaxId')).toBeUndefined();
    // Customer service (שירות לקוחות) on the letterhead's line is not the customer.
    expect(field('מגה-סל רשתות מזון בע"מ מרכז הפצה · שירות לקוחות 02-8093458 · ח.פ. 522903780', 'vendorTaxId')).toBe('522903780');
  });

  it("keeps the customer's block going down its column, past a second heading on the same line", () => {
    const invoice = [
      row(0, [0, 'Studio'], [40, 'Rinaldi'], [90, 'S.r.l.']),
      row(30, [0, 'INVOICE'], [50, 'TO'], [300, 'Invoice'], [350, 'No.'], [380, '429/2023']),
      row(44, [0, 'Kinneret'], [50, 'Optics'], [90, 'Ltd'], [300, 'Invoice'], [350, 'date'], [380, '29/08/2023']),
      row(58, [0, '13'], [20, 'HaTa`asiya'], [90, 'St'], [300, 'Delivery'], [350, 'date'], [380, '15/08/2023']),
      row(72, [0, 'Company'], [50, 'No.'], [80, '516756079'], [300, 'Customer'], [350, 'no.'], [380, '40560']),
    ];
    expect(parseReceiptDocument({ source: 'text', lines: invoice }).fields.vendorTaxId).toBeUndefined();
    // Four lines down the Bill-to column, no gap: still the customer's.
    const billTo = [
      row(0, [0, 'Cloudlane'], [300, 'Bill'], [330, 'to']),
      row(14, [300, 'Yarok'], [340, 'Robotics'], [400, 'Ltd.']),
      row(28, [300, '5'], [310, 'HaBarzel'], [360, 'St']),
      row(42, [300, 'Tel'], [330, 'Aviv-Yafo,'], [400, 'Israel']),
      row(56, [300, 'IL'], [320, 'VAT'], [350, '517330023']),
      row(90, [0, 'Total'], [300, '₪61.74']),
    ];
    expect(parseReceiptDocument({ source: 'text', lines: billTo }).fields.vendorTaxId).toBeUndefined();
  });

  it('leaves out an Israeli id that is not in the letterhead on a foreign-currency page, stray recognised Hebrew letters notwithstanding', () => {
    expect(field('Cloudlane, Inc.\nInvoice number 77\n1\n2\n3\n4\n5\nCompany No. 516756079\nTotal $61.74 USD', 'vendorTaxId')).toBeUndefined();
    // "INVOICE TO" recognised as "AOE Oe .", a "ו" in the address: the customer's Company No. is still not the vendor's.
    expect(parseReceiptDocument(euSupplierInvoice1Scan).fields.vendorTaxId).toBeUndefined();
  });

  it("takes a personal id (ת.ז.) and a renter's, patient's or insured's id as the customer's", () => {
    expect(field('מרפאה\nשם המטופל ת.ז. 108409293', 'vendorTaxId')).toBeUndefined();
    expect(field('שוכר: John Miller 247560212', 'vendorTaxId')).toBeUndefined();
    expect(parseReceiptDocument(heCarRental1Photo).fields.vendorTaxId).toBeUndefined();
  });
});

describe('document numbers on unseen layouts', () => {
  it('takes the one value of a row that holds only its label, and reads a Latin label in a right-to-left row left to right', () => {
    // "Check # / חשבון ......... 81987": the value at the row's far end.
    const doc: ReceiptDocument = { source: 'text', lines: [row(0, [170, '81987'], [51, 'חשבון'], [44, '/'], [35, '#'], [8, 'Check'])] };
    expect(parseReceiptDocument(doc).fields.documentNumber).toBe('81987');
    expect(linesOf(mixedCafeReceipt1Png)[4].text).toBe('81987 חשבון Check # /');
    expect(parseReceiptDocument(mixedCafeReceipt1Png).fields.documentNumber).toBe('81987');
  });

  it('reads "No." after an address in the next column, and never the invoice a credit note credits', () => {
    const note = [
      row(0, [0, 'Sharon'], [40, 'Lab'], [70, 'Equipment'], [130, 'Ltd'], [400, 'CREDIT'], [440, 'NOTE']),
      row(14, [0, '42'], [20, 'HaMelacha'], [80, 'St,'], [100, 'Modiin'], [400, 'No.'], [430, 'CN-2023-0440']),
      row(40, [0, 'CUSTOMER'], [200, 'CREDIT'], [240, 'AGAINST']),
      row(54, [0, 'Rimon'], [40, 'Law'], [70, 'Offices'], [200, 'Invoice'], [250, 'INV-2023-5577']),
    ];
    expect(parseReceiptDocument({ source: 'text', lines: note }).fields.documentNumber).toBe('CN-2023-0440');
    expect(parseReceiptDocument(enCreditNote1Png).fields.documentNumber).toBe('CN-2023-0440');
  });

  it("takes the value under its label in a boxed row, past a table's rule the recogniser read as a word", () => {
    const word = (text: string, x0: number, x1: number, y: number, conf = 0.93) => ({ text, x0, x1, y0: y, y1: y + 18, conf });
    const doc: ReceiptDocument = {
      source: 'ocr',
      lines: [
        { words: [word("מס'", 1471, 1508, 338), word('מסמך', 1401, 1463, 338), word('תאריך', 1117, 1183, 338)] },
        // The rule between the labels and the values, recognised as "רב" across the whole row.
        { words: [word('רב', 148, 1483, 380, 0.28)] },
        { words: [word('32838576', 1403, 1506, 394, 0.97), word('20/10/2023', 1051, 1216, 394)] },
      ],
    };
    expect(parseReceiptDocument(doc).fields.documentNumber).toBe('32838576');
  });

  it('takes "מספר:" under the document\'s title, and no digit OCR left of a longer number', () => {
    expect(field('ביתא מוצרי חשמל בע"מ\nהודעת זיכוי\nמספר: ZK979556 תאריך הפקה: 04.12.2025', 'documentNumber')).toBe('ZK979556');
    // The title's frame read as bars.
    expect(field('ביתא מוצרי חשמל בע"מ\n| הודעת זיכוי |\nמספר: ZK979556 תאריך הפקה: 04.12.2025', 'documentNumber')).toBe('ZK979556');
    // "מספר: 6": the "6" spans the width of "ZK979556".
    expect(parseReceiptDocument(heRefundCredit1Png).fields.documentNumber).toBeUndefined();
  });
});

describe('a total whose amount is illegible', () => {
  it('is the net and its VAT at the rate, less surely, and checks neither', () => {
    expect(parseReceipt('תאריך 09/03/2024\nסה"כ שורות 3,167.01\nמע"מ 17% 538.39\nסה"כ כולל מע"מ 0 ש"ח')).toMatchObject({ total: '3705.40', tax: '538.39' });
    // Recognised: "סה\"'ב בולל מע\"מ 0 ש'\"ח", the gershayim doubled and the amount lost.
    const parsed = parseReceiptDocument(heHardwareInvoice1Png);
    expect(parsed.fields).toMatchObject({ total: '3705.40', tax: '538.39' });
    expect(parsed.confidence.total).toBeLessThan(0.9);
    expect(parsed.confidence.tax).toBeLessThan(0.9);
    // "סה"כ כולל מע"מ" with its כולל misread: the amount that is net + VAT is the total, not a VAT.
    expect(parseReceipt('תאריך 09/03/2024\nסה"כ שורות 3,167.01\nמע"מ 17% 538.39\nסה"ב 9919 מע"מ 3,705.40 ש"ח')).toMatchObject({ total: '3705.40', tax: '538.39' });
    expect(parseReceipt('Date 09/03/2025\nSubtotal 100.00\nTotal VAT 18.00\nTotal 118.00')).toMatchObject({ total: '118.00', tax: '18.00' });
    // A legible total is not replaced.
    expect(parseReceipt('תאריך 09/03/2024\nסה"כ שורות 100.00\nמע"מ 17% 17.00\nסה"כ כולל מע"מ 117.00').total).toBe('117.00');
  });
});

describe('credits and exempt sales', () => {
  it("reads a credit by its total's label or sign when its title is illegible", () => {
    expect(parseReceipt('תאריך 03/11/2025\nסה"כ זיכוי כולל מע"מ ש"ח 2,437.80-\nמע"מ 18% הכלול 371.87-')).toMatchObject({ total: '-2437.80', tax: '-371.87' });
    // A total charged to a credit card is no credit.
    expect(parseReceipt('תאריך 03/11/2025\nTotal charged to credit card 118.00\nVAT 18% 18.00').total).toBe('118.00');
    // Or by its VAT written negative, the total's line illegible.
    expect(parseReceipt('תאריך 29/06/2024\nסה"כ לפני מע"מ 372.30-\nמע"מ 17% 63.29-').tax).toBe('-63.29');
    // The title "הודעת זיכוי" lost to the recogniser.
    expect(parseReceiptDocument(heRefundCredit2Scan).fields).toMatchObject({ total: '-2437.80', tax: '-371.87' });
  });

  it('checks taxable + VAT + exempt = total, the exempt sales beside the taxed ones', () => {
    const delivery =
      'תאריך 20/10/2023\nסה"כ מוצרים 520.36\nהמחירים כוללים מע"מ למעט הפטורים ממע"מ. חייב במע"מ (ללא מע"מ) 423.47\nפטור ממע"מ 24.90\nמע"מ 17% 71.99\nסה"כ לתשלום ש"ח 520.36';
    const parsed = parseReceiptDocument(documentFromText(delivery));
    expect(parsed.fields).toMatchObject({ total: '520.36', tax: '71.99' });
    expect(parsed.confidence.total).toBeGreaterThanOrEqual(0.9);
    expect(roleOf('פטור ממע"מ')).toBe('exempt');
    expect(roleOf('חייב במע"מ (ללא מע"מ)')).toBe('net');
  });
});

describe('more readings of recognised receipts', () => {
  it("takes the exit's, departure's or return's date when no date is labelled the document's", () => {
    expect(field('כניסה / IN 17:53 2025-02-08\nיציאה / OUT 06:16 2025-02-09\nסה"כ 65.00', 'date')).toBe('2025-02-09');
    expect(parseReceiptDocument(mixedParkingReceipt1Png).fields.date).toBe('2025-02-09');
    expect(datesIn('תאריך הפקה: 1 בנובמבר. 2025')[0].iso).toBe('2025-11-01');
  });

  it('reads an id with a separator recognised as a 1 glued to it ("1519385322")', () => {
    expect(parseReceiptDocument(documentFromText('ח.פ. 1519385322 נצרת עילית', 'ocr')).fields.vendorTaxId).toBe('519385322');
    const parsed = parseReceiptDocument(heCreditNote4Scan);
    expect(parsed.fields.vendorTaxId).toBe('519385322');
    expect(parsed.confidence.vendorTaxId).toBeLessThan(0.9);
    // Not from a text layer, and not a number with a stray digit beside it.
    expect(field('ח.פ. 1519385322', 'vendorTaxId')).toBeUndefined();
  });

  it("takes a total's reading without the ₪ read as a digit when the amount paid agrees", () => {
    // "Total 110,880.00" with "Credit card … 10,880.00" below it and no VAT (an exempt dealer).
    expect(parseReceiptDocument(enFreelancerInvoiceReceipt3Png).fields.total).toBe('10880.00');
  });

  it('reads a total to pay with the VAT in parentheses, a number without cents on the row not parting its label', () => {
    // "סה"כ לתשלום (כולל מע"מ) 180.46 ש"ח" recognised as "סה"כ לתשלום 7719) (מע"מ 180.46 n"w".
    expect(roleOf('סה"כ לתשלום (כולל מע"מ)')).toBe('total');
    expect(parseReceiptDocument(heTollRoadInvoice1Png).fields).toMatchObject({ total: '180.46', tax: '26.22' });
  });

  it("takes the grand total under a VAT analysis's row, and is not sure of a row's gross with a larger total below", () => {
    // Table rules recognised as "|": "| Standard 20% | 984.19 | 196.84 | 1,181.03 |" over "| Total | 986.69 | 196.84 | 1,183.53 |".
    const parsed = parseReceiptDocument(ukHotelFolio2Png);
    expect(parsed.fields).toMatchObject({ total: '1183.53', tax: '196.84' });
    expect(parsed.confidence.total).toBeLessThan(0.9);
  });
});
