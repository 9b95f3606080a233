import { ocrDocument, OcrWord } from './ocr-document.fixtures';
import { enPitchDeckDesignStudioInvoice1Png, heMensSuitStoreCreditNote1Png, heTiberiasLakefrontHotelFolio2Png } from './ocr-output-55.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 59: a registered Hebrew company's plural read with its final mem as a samekh ("גבריס") is read back, the words that do end so left
 * as read; a footer's separator recognised as two marks ("חנה עזרא *: עוסק מורשה …") parts the owner's name from the label; a bill's "חשבון
 * מס'" with its geresh recognised as a gershayim labels the number; a code's S recognised as the letter and a dollar sign ("S$C/2023/157") is
 * read back. Made on held-out set 55 after its reading; OCR output captured as the reader gave it (ocr-output-55.fixtures.ts).
 */
describe('a men\'s suit store\'s credit note as recognised: "המחייט אופנת גבריס בע"מ", the plural\'s final mem read as a samekh', () => {
  it('is the company by its registered name, "גברים"', () => {
    expect(parseReceiptDocument(heMensSuitStoreCreditNote1Png).fields.vendorName).toBe('המחייט אופנת גברים בע"מ');
  });

  it('keeps a word that does end so, "מדפיס"', () => {
    const printer = ocrDocument(
      heMensSuitStoreCreditNote1Png.lines.map((l) => l.words.map((w) => [w.text === 'גבריס' ? 'מדפיס' : w.text, w.x0, w.y0, w.x1, w.y1, (w.conf ?? 1) * 100] as OcrWord)),
    );
    expect(parseReceiptDocument(printer).fields.vendorName).toBe('המחייט אופנת מדפיס בע"מ');
  });
});

describe('a Tiberias guest house\'s folio as recognised: "חנה עזרא *: עוסק מורשה 388681520" under the brand "הדייג", "חשבון מס" 1525)"', () => {
  const folio = heTiberiasLakefrontHotelFolio2Png;

  it('is the dealer\'s own name, the separator read as "*:"', () => {
    expect(parseReceiptDocument(folio).fields.vendorName).toBe('חנה עזרא');
  });

  it("is numbered by the bill's number, its label's geresh read as a gershayim", () => {
    expect(parseReceiptDocument(folio).fields.documentNumber).toBe('1525');
  });
});

describe('a pitch deck studio\'s invoice as recognised: "Invoice | Issued | …" over "S$C/2023/157 | 01-NOV-23 | …"', () => {
  it('is numbered by the code with its S read back', () => {
    expect(parseReceiptDocument(enPitchDeckDesignStudioInvoice1Png).fields.documentNumber).toBe('SC/2023/157');
  });
});
