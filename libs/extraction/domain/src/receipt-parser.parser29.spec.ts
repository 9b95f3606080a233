import { documentFromText } from './receipt-document';
import { enUkCricketBatMakerInvoice2Png } from './ocr-output-29.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 29: a series code after the number label's colon ("Invoice No: INV 4514") is the number's
 * own. Made on held-out set 28 (seen) after its reading; the page as the OCR reader returned it.
 */
describe('an English cricket bat maker\'s invoice: "Invoice No: INV 4514" beside the firm\'s motto, a phone number under the label', () => {
  it('reads the number with its series code from the recognised page, not the phone number printed under the label', () => {
    const { fields } = parseReceiptDocument(enUkCricketBatMakerInvoice2Png);
    expect(fields.documentNumber).toBe('INV 4514');
  });

  it('likewise from plain text, the code after a colon or straight after the label', () => {
    const page = (label: string) =>
      documentFromText(
        [
          'Harrow Lane Cricket Company Limited VAT INVOICE',
          `Hand-made cricket bats since 1924 ${label} INV 4514`,
          '17 Harrow Lane, Chelmsford CM2 6DW +44 944733 Date / tax point: 28/08/2026',
          'TOTAL (GBP) £630.00',
        ].join('\n'),
      );
    expect(parseReceiptDocument(page('Invoice No:')).fields.documentNumber).toBe('INV 4514');
    expect(parseReceiptDocument(page('Invoice No.')).fields.documentNumber).toBe('INV 4514');
    // A country's code before a VAT number printed in groups stays no series code.
    expect(parseReceiptDocument(documentFromText('Acme Ltd\nVAT No: GB 990 1124 86\nInvoice 4471\nTotal £12.00')).fields.documentNumber).not.toMatch(/^GB/);
  });
});
