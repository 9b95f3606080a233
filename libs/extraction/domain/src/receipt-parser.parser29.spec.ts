import { documentFromText } from './receipt-document';
import { enUkCricketBatMakerInvoice2Png, mixedExhibitionStandBuilderInvoice4Png } from './ocr-output-29.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 29: a series code after the number label's colon ("Invoice No: INV 4514") is the number's
 * own; the Latin half of a bilingual "מס' / No." on a right-to-left line has its value at its left.
 * Made on held-out set 28 (seen) after its reading; the pages as the OCR reader returned them.
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

describe('an exhibition stand builder\'s bilingual invoice: "מס\' / :No. EX-2025-022" with the Hebrew half recognised as noise', () => {
  it('takes the value at the left of the Latin half, past which the right-to-left line reads on', () => {
    const { fields, confidence } = parseReceiptDocument(mixedExhibitionStandBuilderInvoice4Png);
    expect(fields.documentNumber).toBe('EX-2025-022');
    // Found by a weak label alone: a person is asked to confirm it.
    expect(confidence.documentNumber).toBeLessThan(0.9);
  });

  it('not without the slash that makes the label bilingual: a Latin "No." with nothing of a label at its right is no bilingual label', () => {
    // The same page with the slash between the two halves gone.
    const withoutSlash = {
      ...mixedExhibitionStandBuilderInvoice4Png,
      lines: mixedExhibitionStandBuilderInvoice4Png.lines.map((l) => ({ words: l.words.filter((w) => !(w.text === '/' && w.x0 > 420 && w.x1 < 445 && w.y0 > 280 && w.y1 < 320)) })),
    };
    expect(withoutSlash.lines.flatMap((l) => l.words).length).toBe(mixedExhibitionStandBuilderInvoice4Png.lines.flatMap((l) => l.words).length - 1);
    expect(parseReceiptDocument(withoutSlash).fields.documentNumber).toBeUndefined();
  });
});
