import { amountsIn } from './amounts';
import { datesIn } from './dates';
import { formatOfDetectedType, formatOfFileName, sniffFormat } from './document-format';
import { hasTaxIdLabel, repaired } from './field-tax-id';
import { editDistance, wordLike } from './fuzzy-labels';
import { isValidIsraeliTaxId } from './israeli-tax-id';
import { moneyIn } from './money';
import { documentFromText, DocumentLine, ReceiptDocument } from './receipt-document';
import { CONFIDENCE_FLOOR, parseReceipt, parseReceiptDocument } from './receipt-parser';
import { receiptLines } from './receipt-text';
import { israeliVatRates } from './vat-rates';

const field = (text: string, name: keyof ReturnType<typeof parseReceipt>) => parseReceipt(text)[name];

/** A line of words placed left to right at the given x positions, on row `y`. */
function row(y: number, ...cells: [number, string][]): DocumentLine {
  return { words: cells.map(([x, text]) => ({ text, x0: x, x1: x + text.length * 6, y0: y, y1: y + 10 })) };
}

describe('Israeli tax ids', () => {
  it('accepts nine digits with a valid check digit and refuses the rest', () => {
    expect(isValidIsraeliTaxId('514123454')).toBe(true);
    expect(isValidIsraeliTaxId('520000092')).toBe(true);
    expect(isValidIsraeliTaxId('514123455')).toBe(false);
    expect(isValidIsraeliTaxId('51412345')).toBe(false);
    expect(isValidIsraeliTaxId('000000000')).toBe(false);
  });

  it('takes the id next to a Hebrew or English label, in any of their spellings', () => {
    expect(field('ח.פ. 514123454', 'vendorTaxId')).toBe('514123454');
    expect(field('ע.מ 034567891', 'vendorTaxId')).toBe('034567891');
    expect(field('עוסק מורשה: 558123451', 'vendorTaxId')).toBe('558123451');
    expect(field('Company No. 51-412345-4', 'vendorTaxId')).toBe('514123454');
    expect(field('VAT No.\n514123454', 'vendorTaxId')).toBe('514123454');
  });

  it('reads digits OCR took for look-alike letters inside the number', () => {
    expect(parseReceiptDocument(documentFromText('ח.פ. 5l4l23454', 'ocr')).fields.vendorTaxId).toBe('514123454');
    // (A text layer's letters are letters.)
    expect(field('ח.פ. 5l4l23454', 'vendorTaxId')).toBeUndefined();
  });

  it('leaves out an id with a wrong check digit, a number another label claims and a foreign VAT number', () => {
    expect(field('ח.פ. 514123455', 'vendorTaxId')).toBeUndefined();
    expect(field('Order 514123454', 'vendorTaxId')).toBeUndefined();
    expect(field('VAT Reg No. GB 123 4567 89', 'vendorTaxId')).toBeUndefined();
  });

  it("prefers the vendor's id over the customer's, on its line or in the customer's block", () => {
    expect(field('ח.פ. 514123454\nלכבוד: אקמה בע"מ ח.פ. 520000092', 'vendorTaxId')).toBe('514123454');
    expect(field('Bill To\nGlobex Ltd\nCompany No. 520000092\nVAT No. 514123454', 'vendorTaxId')).toBe('514123454');
  });
});

describe('document numbers', () => {
  it('reads the number after an invoice or receipt label', () => {
    expect(field("חשבונית מס/קבלה מס' 20931", 'documentNumber')).toBe('20931');
    expect(field('חשבונית מס מספר 3310', 'documentNumber')).toBe('3310');
    expect(field('Tax Invoice No. INV-2025-0042', 'documentNumber')).toBe('INV-2025-0042');
    expect(field('Invoice #: 10457', 'documentNumber')).toBe('10457');
    expect(field('Receipt # 000981', 'documentNumber')).toBe('000981');
  });

  it('reads a number printed under its label, in a header row over a row of values', () => {
    const doc: ReceiptDocument = {
      source: 'text',
      lines: [row(0, [0, 'Invoice'], [50, 'No.'], [200, 'Date'], [320, 'Due'], [350, 'Date']), row(14, [10, '2891'], [200, '01/11/2024'], [320, '01/12/2024'])],
    };
    expect(parseReceiptDocument(doc).fields).toMatchObject({ documentNumber: '2891', date: '2024-11-01' });
  });

  it('prefers the invoice number over an order number, and never takes the invoice a credit note cites', () => {
    expect(field('Order # 112-3344556\nInvoice number IL-2025-00871', 'documentNumber')).toBe('IL-2025-00871');
    expect(field("חשבונית זיכוי מס' 2231\nזיכוי בגין חשבונית מס 10234 מיום 01/03/2025", 'documentNumber')).toBe('2231');
  });

  it('leaves it out when the label has no number', () => {
    expect(field('Tax Invoice\nThank you', 'documentNumber')).toBeUndefined();
  });
});

describe('dates', () => {
  it('reads day-first, ISO and written dates as YYYY-MM-DD', () => {
    expect(datesIn('12/03/2025')[0].iso).toBe('2025-03-12');
    expect(datesIn('03.11.24')[0].iso).toBe('2024-11-03');
    expect(datesIn('2025-03-31')[0].iso).toBe('2025-03-31');
    expect(datesIn('12 March 2025')[0].iso).toBe('2025-03-12');
    expect(datesIn('March 12, 2025')[0].iso).toBe('2025-03-12');
    expect(datesIn('14 בפברואר 2025')[0].iso).toBe('2025-02-14');
  });

  it('reads month first when the day cannot be a month or the document is American, and refuses impossible dates', () => {
    expect(datesIn('03/25/2025')[0].iso).toBe('2025-03-25');
    expect(datesIn('03/12/2025', true)[0].iso).toBe('2025-03-12');
    expect(field('03/12/2025 2:41 PM\nTOTAL $12.00', 'date')).toBe('2025-03-12');
    expect(datesIn('31/02/2025')).toEqual([]);
  });

  it('prefers the labelled document date over a due date, a billing period or an order date', () => {
    expect(field('Billing period: 01/05/2025 - 30/06/2025\nDue date: 27/07/2025\nDate: 06/07/2025', 'date')).toBe('2025-07-06');
    expect(field('לתשלום עד: 25/03/2025\nתאריך: 05/03/2025', 'date')).toBe('2025-03-05');
    expect(field('Order date March 10, 2025\nInvoice date March 12, 2025', 'date')).toBe('2025-03-12');
  });

  it('leaves the date out when only a due date is written', () => {
    expect(field('Due date: 27/07/2025', 'date')).toBeUndefined();
  });
});

describe('currency', () => {
  it('maps symbols, Hebrew words and codes to ISO codes', () => {
    expect(field('Total 10.00 ₪', 'currency')).toBe('ILS');
    expect(field('סה"כ לתשלום 30.70 ש"ח', 'currency')).toBe('ILS');
    expect(field('Total 10.00 NIS', 'currency')).toBe('ILS');
    expect(field('Total $25.49', 'currency')).toBe('USD');
    expect(field('Total Due €12.00', 'currency')).toBe('EUR');
    expect(field('Total £9.99', 'currency')).toBe('GBP');
    expect(field('Total Due 2,380.00 EUR', 'currency')).toBe('EUR');
  });

  it("takes the total line's currency over others, and leaves out a tie", () => {
    expect(field('Rate $1 = 3.60 ₪\nTotal 36.00 ₪', 'currency')).toBe('ILS');
    expect(field('Paid $10\nChange €2', 'currency')).toBeUndefined();
  });

  it('reads a Hebrew receipt with no legible sign as shekels', () => {
    expect(field('מכולת\nסה"כ לתשלום 30.70', 'currency')).toBe('ILS');
  });
});

describe('amounts, the total and the VAT', () => {
  it('reads thousands separators, decimal commas and signs, not percentages or ids', () => {
    expect(amountsIn('1,234.50').map((a) => a.value.toString())).toEqual(['1234.50']);
    expect(moneyIn('1.234,50 €').map((a) => a.value.toString())).toEqual(['1234.50']);
    expect(moneyIn('18% 7.26').map((a) => a.value.toString())).toEqual(['7.26']);
    expect(moneyIn('Payment received -230.10').map((a) => a.value.toString())).toEqual(['-230.10']);
    expect(moneyIn('INV-2025 (45.00)').map((a) => a.value.toString())).toEqual(['-45.00']);
  });

  it('takes the amount to pay, not the subtotal, the VAT line or a service charge', () => {
    expect(field('Subtotal 2,888.00 ₪\nVAT 18% 519.84 ₪\nTotal Due 3,407.84 ₪', 'total')).toBe('3407.84');
    expect(field('סה"כ לפני מע"מ 388.80 ₪\nמע"מ 18% 69.98 ₪\nסכום לתשלום 458.78 ₪', 'total')).toBe('458.78');
    expect(field('Service charge 12% 18.48\nTOTAL 172.48', 'total')).toBe('172.48');
  });

  it('reads a restaurant bill: VAT on the food, a service charge or tip added after it, a tip guide below', () => {
    const bill = 'Date 12/03/2025\nSubtotal 96.00\nIncl. VAT 18% 14.64\nService 12% 11.52\nTOTAL NIS 107.52\n15% 18% 20%\n16.13 19.35 21.50';
    expect(parseReceipt(bill)).toMatchObject({ total: '107.52', tax: '14.64', currency: 'ILS' });
    const hebrew = 'תאריך 05/02/2025\nסה"כ מנות 412.00\nמע"מ 18% (כלול) 62.85\nטיפ 41.20\nסה"כ לתשלום ₪ 453.20';
    expect(parseReceipt(hebrew)).toMatchObject({ total: '453.20', tax: '62.85' });
  });

  it('takes the charges of a folio, not its zero balance, and the total of a statement, not the previous balance', () => {
    expect(field('Total 2,340.00 2,340.00\nBalance 0.00\nVAT 18% included in charges 356.95', 'total')).toBe('2340.00');
    expect(field('Previous balance 230.10\nPayment received -230.10\nCurrent charges before VAT 199.00\nVAT 18% 35.82\nTotal amount due 234.82', 'total')).toBe('234.82');
  });

  it('makes a credit note negative', () => {
    const note = 'חשבונית זיכוי מס\' 12\nתאריך 01/03/2025\nסכום הזיכוי לפני מע"מ 100.00\nמע"מ 18% 18.00\nסה"כ זיכוי 118.00 ₪';
    expect(parseReceipt(note)).toMatchObject({ total: '-118.00', tax: '-18.00' });
  });

  it('leaves the total out when no line is labelled as one', () => {
    expect(field('Coffee 12.00\nCake 18.00', 'total')).toBeUndefined();
  });
});

describe('VAT rates', () => {
  it('knows the Israeli rate in force on a date', () => {
    expect(israeliVatRates('2024-12-31')).toEqual([17]);
    expect(israeliVatRates('2025-01-01')).toEqual([18]);
    expect(israeliVatRates('2014-06-01')).toEqual([18]);
    expect(israeliVatRates()).toEqual([17, 18]);
  });

  it('keeps a VAT amount that fits the total at the rate in force', () => {
    expect(field('Date: 12/03/2025\nמע"מ 7.26 ₪\nסה"כ לתשלום 47.60 ₪', 'tax')).toBe('7.26');
  });

  it('leaves out a VAT amount that does not fit the total, or the rate in force', () => {
    expect(field('Date: 12/03/2025\nמע"מ 9.99 ₪\nסה"כ לתשלום 47.60 ₪', 'tax')).toBeUndefined();
    // 17% of the net, but the document is dated when the rate was 18%.
    expect(field('Date: 12/03/2025\nמע"מ 6.92 ₪\nסה"כ לתשלום 47.60 ₪', 'tax')).toBeUndefined();
  });

  it('checks a stated rate, for foreign VAT and American sales tax too', () => {
    expect(field('Subtotal £676.00\nVAT 20% £135.20\nTotal Due £811.20', 'tax')).toBe('135.20');
    expect(field('Subtotal £676.00\nVAT 20% £125.20\nTotal Due £801.20', 'tax')).toBeUndefined();
    expect(field('SUBTOTAL 41.96\nSALES TAX 8.875% 3.72\nTOTAL $45.68', 'tax')).toBe('3.72');
  });
});

describe('vendor name', () => {
  it('takes the top line that reads like a company name, skipping headers and labels', () => {
    expect(field('חשבונית מס\nסופר כהן בע"מ\nח.פ. 514123454', 'vendorName')).toBe('סופר כהן בע"מ');
    expect(field('RECEIPT\nCorner Books\nReceipt # 000981', 'vendorName')).toBe('Corner Books');
    expect(field('Tel: 03-5551234\nHaifa Translation Services\nBill to: Acme Ltd', 'vendorName')).toBe('Haifa Translation Services');
  });

  it('cuts a name after its legal suffix, and reads OCR misspellings of בע"מ', () => {
    expect(field('Orbitel Communications Ltd. VAT Reg. No. 514123454', 'vendorName')).toBe('Orbitel Communications Ltd.');
    expect(field("טיב טעם הצפון בע'מ\nח.פ. 514123454", 'vendorName')).toBe('טיב טעם הצפון בע"מ');
    expect(field('מגה בעיר נתניה בע"מ\nח.פ. 514123454', 'vendorName')).toBe('מגה בעיר נתניה בע"מ');
  });

  it('takes the letterhead, the largest print at the top, over a smaller line above it', () => {
    const doc: ReceiptDocument = {
      source: 'text',
      lines: [
        row(0, [0, 'Welcome'], [50, 'to']),
        {
          words: [
            { text: 'Harbor', x0: 0, x1: 80, y0: 20, y1: 44 },
            { text: 'Grill', x0: 90, x1: 150, y0: 20, y1: 44 },
          ],
        },
        row(50, [0, 'Table'], [40, '7']),
      ],
    };
    expect(parseReceiptDocument(doc).fields.vendorName).toBe('Harbor Grill');
  });

  it('never names the customer', () => {
    expect(field('Bill to: Acme Trading Ltd\n2025-03-31', 'vendorName')).toBeUndefined();
  });
});

describe('confidence', () => {
  it('gives every reported field a confidence and reports none under the floor', () => {
    const parsed = parseReceiptDocument({
      source: 'text',
      lines: receiptLines('סופר כהן בע"מ\nח.פ. 514123454\nקבלה מס\' 100234\nתאריך: 12/03/2025\nמע"מ 18% 7.26 ₪\nסה"כ לתשלום 47.60 ₪').map((l, i) => row(i * 12, [0, l])),
    });
    expect(Object.keys(parsed.confidence).sort()).toEqual(Object.keys(parsed.fields).sort());
    for (const c of Object.values(parsed.confidence)) expect(c).toBeGreaterThanOrEqual(CONFIDENCE_FLOOR);
    expect(parsed.confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
  });

  it('is lower for a recognised word the engine was unsure of than for the same word in a text layer', () => {
    const lines = (conf?: number): DocumentLine[] => [
      {
        words: [
          { text: 'Total', x0: 0, x1: 30, y0: 0, y1: 10 },
          { text: '47.60', x0: 40, x1: 70, y0: 0, y1: 10, conf },
        ],
      },
    ];
    const exact = parseReceiptDocument({ source: 'text', lines: lines() }).confidence.total ?? 0;
    const shaky = parseReceiptDocument({ source: 'ocr', lines: lines(0.3) }).confidence.total ?? 0;
    expect(shaky).toBeLessThan(exact);
  });
});

describe('text clean-up for OCR output', () => {
  it('drops bidi marks and unifies Hebrew quotes', () => {
    expect(receiptLines('\u200fבע״מ\u200e')).toEqual(['בע"מ']);
  });

  it('reads two apostrophes as gershayim', () => {
    expect(field("סה''כ לתשלום 47.60", 'total')).toBe('47.60');
  });

  it('cuts very long lines, so no field carries kilobytes of noise', () => {
    const fields = parseReceipt(`${'Acme '.repeat(2_000)}Ltd\nTotal ${'1'.repeat(100_000)}.00`);
    expect(fields.vendorName?.length ?? 0).toBeLessThanOrEqual(500);
    expect(fields.total).toBeUndefined();
  });

  it('reads Latin look-alikes of short Hebrew labels back', () => {
    expect(receiptLines('RI 693.00 18% n"yn')).toEqual(['RI 693.00 18% מע"מ']);
    expect(receiptLines('513334441 .n.y')).toEqual(['513334441 ע.מ.']);
  });
});

describe('document formats', () => {
  it('by file name extension, by inspected type, and by leading bytes', () => {
    expect(formatOfFileName('Scan.JPG')).toBe('jpeg');
    expect(formatOfFileName('file.pdf')).toBe('pdf');
    expect(formatOfFileName('a.docx')).toBeUndefined();
    expect(formatOfFileName('pdf')).toBeUndefined();
    expect(formatOfDetectedType('png')).toBe('png');
    expect(formatOfDetectedType('gif')).toBeUndefined();
    expect(sniffFormat(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFormat(Buffer.from('hello'))).toBeUndefined();
  });
});

describe('rules for unseen layouts and OCR noise', () => {
  const ocr = (text: string) => parseReceiptDocument(documentFromText(text, 'ocr'));

  it('finds tax-id labels through OCR noise, word by word', () => {
    expect(hasTaxIdLabel('עוסק מורשח')).toBe(true);
    expect(hasTaxIdLabel('ח8פ.')).toBe(true);
    expect(hasTaxIdLabel('ע"ם')).toBe(true);
    expect(hasTaxIdLabel('Cornpany No.')).toBe(true);
    expect(hasTaxIdLabel('VAT Reg. No.')).toBe(true);
    expect(hasTaxIdLabel('מספר טלפון')).toBe(false);
    expect(hasTaxIdLabel('Total')).toBe(false);
    expect(ocr('עוסק מורשח 514123454').confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
    expect(ocr('ח8פ. 514123454').confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
    // The label after its number, ending the line.
    expect(ocr('514123454 ע.מ.').confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
  });

  it('repairs a labelled recognised id by its check digit only when exactly one look-alike swap is valid, less surely', () => {
    expect(repaired('514123484')).toBe('514123454');
    expect(repaired('514123400')).toBeUndefined();
    const fixed = ocr('ח.פ. 514123484');
    expect(fixed.fields.vendorTaxId).toBe('514123454');
    expect(fixed.confidence.vendorTaxId).toBeLessThan(0.9);
    expect(ocr('ח.פ. 514123400').fields.vendorTaxId).toBeUndefined();
    // A text layer is exact: nothing to repair.
    expect(field('ח.פ. 514123484', 'vendorTaxId')).toBeUndefined();
    // Unlabelled digits are never repaired.
    expect(ocr('514123484').fields.vendorTaxId).toBeUndefined();
  });

  it('reads a labelled eight-digit id as one printed without its leading zero', () => {
    expect(field('ע.מ. 34567891', 'vendorTaxId')).toBe('034567891');
    expect(field('34567891', 'vendorTaxId')).toBeUndefined();
  });

  it("takes the letterhead's labelled id over a later one when the customer's heading is illegible", () => {
    expect(field('Acme Ltd\nח.פ. 514123454\nT1237 / סד Globex Ltd (ח.פ. 520000092)', 'vendorTaxId')).toBe('514123454');
    expect(field('Acme Ltd\nח.פ. 520000092\nT1237 / סד Globex Ltd (ח.פ. 514123454)', 'vendorTaxId')).toBe('520000092');
  });

  it('reads a number after a bilingual label, an illegible translation or a garbled number marker', () => {
    expect(field('קבלה / Receipt 543038', 'documentNumber')).toBe('543038');
    expect(field('קבלה / 543038', 'documentNumber')).toBe('543038');
    expect(field('מספר / סא. 34517', 'documentNumber')).toBe('34517');
    expect(field('Invoice Ni 20250706996', 'documentNumber')).toBe('20250706996');
  });

  it('pairs a Latin label in a right-to-left line with the value printed to its right', () => {
    // Visually: "Receipt 543038 ... חנות"; read right to left the number comes before its label.
    const doc: ReceiptDocument = { source: 'text', lines: [row(0, [300, 'חנות'], [70, '543038'], [10, 'Receipt'])] };
    expect(parseReceiptDocument(doc).fields.documentNumber).toBe('543038');
  });

  it('takes a bill number with a leading zero, but not a phone number', () => {
    expect(field('מספר חשבון 0412345678', 'documentNumber')).toBe('0412345678');
    expect(field('מספר חשבון 03-5551234', 'documentNumber')).toBeUndefined();
  });

  it("prefers the issue date over a bill's last day to pay and its period", () => {
    expect(field('תאריך אחרון לתשלום 25/03/2025\nתאריך 05/03/2025\nמתאריך 01/01/2025 עד 28/02/2025', 'date')).toBe('2025-03-05');
    expect(field('Next reading 10/05/2025\nIssued on 05/03/2025', 'date')).toBe('2025-03-05');
  });

  it('names each amount of a row by its own label: the VAT beside a service charge or a tip', () => {
    expect(parseReceipt('תאריך 05/02/2025\nמע"מ 18% 14.64 שירות 10% 9.60\nסה"כ לתשלום 105.60')).toMatchObject({ total: '105.60', tax: '14.64' });
    expect(parseReceipt('תאריך 05/03/2025\nסה"כ מנות 100.00\nמע"מ 18% 15.25 תשר 10.00\nסה"כ לתשלום 110.00')).toMatchObject({ total: '110.00', tax: '15.25' });
  });

  it('reads ש"ח as OCR misreads it, and a stray foreign sign on a recognised Hebrew page as shekels', () => {
    expect(parseReceiptDocument(documentFromText('מכולת\nסה"כ 30.70 ש\'ח')).confidence.currency).toBeGreaterThanOrEqual(0.8);
    expect(ocr('מכולת השכונה\nסה"כ 30.70 $\nתודה').fields.currency).toBe('ILS');
    expect(field('מכולת השכונה\nסה"כ 30.70 $\nתודה', 'currency')).toBe('USD');
  });

  it('names a business by the word that says what it is, and reads Lid as Ltd', () => {
    expect(field('סונול\nתחנת שירות נווה ים\nח.פ. 514123454', 'vendorName')).toBe('תחנת שירות נווה ים');
    expect(field('תחנה 12\nדלק הגליל\nח.פ. 514123454', 'vendorName')).toBe('דלק הגליל');
    expect(field('Orbit Lid\nVAT No 514123454', 'vendorName')).toBe('Orbit Ltd');
  });

  it('measures edit distance between words', () => {
    expect(editDistance('מורשה', 'מורשח')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(wordLike('No.', 'no')).toBe(true);
    expect(wordLike('Na', 'no')).toBe(false);
  });
});
