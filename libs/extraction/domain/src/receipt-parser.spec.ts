import { amountsIn } from './amounts';
import { datesIn } from './dates';
import { formatOfDetectedType, formatOfFileName, sniffFormat } from './document-format';
import { isValidIsraeliTaxId } from './israeli-tax-id';
import { findCurrency, findDate, findDocumentNumber, findTaxId, findTotal, findVendorName, parseReceipt } from './receipt-parser';
import { receiptLines } from './receipt-text';
import { israeliVatRates } from './vat-rates';

const lines = (text: string) => receiptLines(text);

describe('Israeli tax ids', () => {
  it('accepts nine digits with a valid check digit and refuses the rest', () => {
    expect(isValidIsraeliTaxId('514123454')).toBe(true);
    expect(isValidIsraeliTaxId('520000092')).toBe(true);
    expect(isValidIsraeliTaxId('514123455')).toBe(false);
    expect(isValidIsraeliTaxId('51412345')).toBe(false);
    expect(isValidIsraeliTaxId('000000000')).toBe(false);
  });

  it('takes the id next to a Hebrew or English label, in any of their spellings', () => {
    expect(findTaxId(lines('ח.פ. 514123454'))).toBe('514123454');
    expect(findTaxId(lines('ע.מ 034567891'))).toBe('034567891');
    expect(findTaxId(lines('עוסק מורשה: 558123451'))).toBe('558123451');
    expect(findTaxId(lines('Company No. 51-412345-4'))).toBe('514123454');
    expect(findTaxId(lines('VAT No.\n514123454'))).toBe('514123454');
  });

  it('leaves out an id with a wrong check digit, an unlabelled number and a foreign VAT number', () => {
    expect(findTaxId(lines('ח.פ. 514123455'))).toBeUndefined();
    expect(findTaxId(lines('Order 514123454'))).toBeUndefined();
    expect(findTaxId(lines('VAT Reg No. GB 123 4567 89'))).toBeUndefined();
  });
});

describe('document numbers', () => {
  it('reads the number after an invoice or receipt label', () => {
    expect(findDocumentNumber(lines("חשבונית מס/קבלה מס' 20931"))).toBe('20931');
    expect(findDocumentNumber(lines('חשבונית מס מספר 3310'))).toBe('3310');
    expect(findDocumentNumber(lines('Tax Invoice No. INV-2025-0042'))).toBe('INV-2025-0042');
    expect(findDocumentNumber(lines('Invoice #: 10457'))).toBe('10457');
    expect(findDocumentNumber(lines('Receipt # 000981'))).toBe('000981');
  });

  it('leaves it out when the label has no number', () => {
    expect(findDocumentNumber(lines('Tax Invoice\nThank you'))).toBeUndefined();
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

  it('reads month first only when the day cannot be a month, and refuses impossible dates', () => {
    expect(datesIn('03/25/2025')[0].iso).toBe('2025-03-25');
    expect(datesIn('31/02/2025')).toEqual([]);
  });

  it('prefers the labelled document date over a due date or a billing period', () => {
    const text = 'Billing period: 01/05/2025 - 30/06/2025\nDue date: 27/07/2025\nDate: 06/07/2025';
    expect(findDate(lines(text))).toBe('2025-07-06');
    expect(findDate(lines('לתשלום עד: 25/03/2025\nתאריך: 05/03/2025'))).toBe('2025-03-05');
  });

  it('leaves the date out when only a due date is written', () => {
    expect(findDate(lines('Due date: 27/07/2025'))).toBeUndefined();
  });
});

describe('currency', () => {
  it('maps symbols, Hebrew words and codes to ISO codes', () => {
    expect(findCurrency(lines('Total 10.00 ₪'))).toBe('ILS');
    expect(findCurrency(lines('סה"כ לתשלום 30.70 ש"ח'))).toBe('ILS');
    expect(findCurrency(lines('Total 10.00 NIS'))).toBe('ILS');
    expect(findCurrency(lines('Total $25.49'))).toBe('USD');
    expect(findCurrency(lines('Total Due €12.00'))).toBe('EUR');
    expect(findCurrency(lines('Total £9.99'))).toBe('GBP');
    expect(findCurrency(lines('Total Due 2,380.00 EUR'))).toBe('EUR');
  });

  it("takes the total line's currency over others, and leaves out a tie", () => {
    expect(findCurrency(lines('Rate $1 = 3.60 ₪\nTotal 36.00 ₪'))).toBe('ILS');
    expect(findCurrency(lines('Paid $10\nChange €2'))).toBeUndefined();
  });
});

describe('amounts and the total', () => {
  it('reads thousands separators and decimal commas, not percentages or dates', () => {
    expect(amountsIn('1,234.50').map((a) => a.value.toString())).toEqual(['1234.50']);
    expect(amountsIn('1.234,50').map((a) => a.value.toString())).toEqual(['1234.50']);
    expect(amountsIn('18% 7.26').map((a) => a.value.toString())).toEqual(['7.26']);
  });

  it('takes the amount to pay, not the subtotal, the VAT line or a service charge', () => {
    const text = 'Subtotal 2,888.00 ₪\nVAT 18% 519.84 ₪\nTotal Due 3,407.84 ₪';
    expect(findTotal(lines(text))?.toString()).toBe('3407.84');
    const hebrew = 'סה"כ לפני מע"מ 388.80 ₪\nמע"מ 18% 69.98 ₪\nסכום לתשלום 458.78 ₪';
    expect(findTotal(lines(hebrew))?.toString()).toBe('458.78');
    expect(findTotal(lines('Service charge 12% 18.48\nTOTAL 172.48'))?.toString()).toBe('172.48');
  });

  it('leaves the total out when no line is labelled as one', () => {
    expect(findTotal(lines('Coffee 12.00\nCake 18.00'))).toBeUndefined();
  });
});

describe('VAT', () => {
  it('knows the Israeli rate in force on a date', () => {
    expect(israeliVatRates('2024-12-31')).toEqual([17]);
    expect(israeliVatRates('2025-01-01')).toEqual([18]);
    expect(israeliVatRates('2014-06-01')).toEqual([18]);
    expect(israeliVatRates()).toEqual([17, 18]);
  });

  it('keeps a VAT amount that fits the total at the rate in force', () => {
    const fields = parseReceipt('Date: 12/03/2025\nמע"מ 7.26 ₪\nסה"כ לתשלום 47.60 ₪');
    expect(fields.tax).toBe('7.26');
  });

  it('leaves out a VAT amount that does not fit the total, or the rate in force', () => {
    expect(parseReceipt('Date: 12/03/2025\nמע"מ 9.99 ₪\nסה"כ לתשלום 47.60 ₪').tax).toBeUndefined();
    // 17% of the net, but the document is dated when the rate was 18%.
    expect(parseReceipt('Date: 12/03/2025\nמע"מ 6.92 ₪\nסה"כ לתשלום 47.60 ₪').tax).toBeUndefined();
  });

  it('checks a stated rate, for foreign VAT too', () => {
    expect(parseReceipt('Subtotal £676.00\nVAT 20% £135.20\nTotal Due £811.20').tax).toBe('135.20');
    expect(parseReceipt('Subtotal £676.00\nVAT 20% £125.20\nTotal Due £801.20').tax).toBeUndefined();
  });
});

describe('vendor name', () => {
  it('takes the top line that reads like a company name, skipping headers and labels', () => {
    expect(findVendorName(lines('חשבונית מס\nסופר כהן בע"מ\nח.פ. 514123454'))).toBe('סופר כהן בע"מ');
    expect(findVendorName(lines('RECEIPT\nCorner Books\nReceipt # 000981'))).toBe('Corner Books');
    expect(findVendorName(lines('Tel: 03-5551234\nHaifa Translation Services\nBill to: Acme Ltd'))).toBe('Haifa Translation Services');
  });

  it('never names the customer', () => {
    expect(findVendorName(lines('Bill to: Acme Trading Ltd\n2025-03-31'))).toBeUndefined();
  });
});

describe('text clean-up for OCR output', () => {
  it('drops bidi marks and unifies Hebrew quotes', () => {
    expect(receiptLines('\u200fבע״מ\u200e')).toEqual(['בע"מ']);
  });

  it('reads two apostrophes as gershayim', () => {
    expect(findTotal(lines("סה''כ לתשלום 47.60"))?.toString()).toBe('47.60');
  });

  it('cuts very long lines, so no field carries kilobytes of noise', () => {
    const fields = parseReceipt(`${'Acme '.repeat(2_000)}Ltd\nTotal ${'1'.repeat(100_000)}.00`);
    expect(fields.vendorName?.length).toBeLessThanOrEqual(500);
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
