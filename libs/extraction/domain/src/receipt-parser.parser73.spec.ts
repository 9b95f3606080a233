import { withWord } from './ocr-document.fixtures';
import { heTimberMerchantTwoPage2Png } from './ocr-output-63.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 73: a date after the document's title and its number on their line ("חשבונית מס 97943 · 10.4.22 · עמ' 1/2", its separators perhaps recognised
 * as "+") the document's, over a purchase order's date and the terms' due date whose "מ-" and "עד" the recogniser lost. Made on held-out set 63 after its
 * blind reading; OCR output captured as the reader gave it (ocr-output-63.fixtures.ts), and a text layer written as `textLayer` reads it.
 */
describe('a timber merchant\'s two-page invoice as recognised: "חשבונית מס 97943 + 10.4.22 + עמ\' 1/2" on each page', () => {
  it('is dated by the date after the title and its number', () => {
    expect(parseReceiptDocument(heTimberMerchantTwoPage2Png).fields.date).toBe('2022-04-10');
  });

  it('is not dated so where what precedes the date is not the number', () => {
    expect(parseReceiptDocument(withWord(heTimberMerchantTwoPage2Png, '97943', 'עצים')).fields.date).not.toBe('2022-04-10');
  });
});

describe('an English invoice whose title line reads "Invoice No. 4471 · 3/9/2024", a delivery date lower down', () => {
  const rows = (title: string) => [
    'Harbour Rope Works Ltd@30-200/20:34',
    '12 Quay Street, Bristol · 0117 496 0321@30-220/38:45',
    title,
    'Delivered@30-70/80:88 | 5/9/2024@90-130/80:88',
    'Manila rope, 20 m@30-120/110:118 | 2@200-205/110:118 | GBP 60.00@250-300/110:118',
    'Subtotal@180-220/140:148 | GBP 120.00@250-300/140:148',
    'VAT 20%@180-220/150:158 | GBP 24.00@250-300/150:158',
    'Total@180-220/160:168 | GBP 144.00@250-300/160:168',
  ];

  it('is dated by the date beside the title and its number', () => {
    expect(parseReceiptDocument(textLayer(rows('Invoice No. 4471 · 3/9/2024@30-160/60:70'))).fields.date).toBe('2024-09-03');
  });
});
