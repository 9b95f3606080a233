import { ocrDocument, OcrWord, withWord } from './ocr-document.fixtures';
import { enGuadeloupeRefrigeration1Png, enPinataWorkshop3Scan, enSoundtrackComposer1Png, heGnssBill3Photo, heGnssBill3Scan } from './ocr-output-76.fixtures';
import { linesOf } from './layout-lines';
import { ReceiptDocument } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 94, made on held-out set 76 after its blind reading (and parser 93): what the OCR reader returned for its images.
 */

/** The page with the words of the line that opens with `first` moved by `dx` and `dy` pixels. */
function movedLine(doc: ReceiptDocument, first: string, dx: number, dy: number): ReceiptDocument {
  return ocrDocument(
    doc.lines.map((l) => {
      const move = l.words[0]?.text === first;
      return l.words.map((w) => [w.text, w.x0 + (move ? dx : 0), w.y0 + (move ? dy : 0), w.x1 + (move ? dx : 0), w.y1 + (move ? dy : 0), (w.conf ?? 1) * 100] as OcrWord);
    }),
  );
}

describe('an English letterhead\'s licensed dealer, "Yotam Harel · Licensed dealer (Osek Murshe) No. …", and a customer\'s company under the title', () => {
  it("is the dealer's own name, not the customer's registered one", () => {
    expect(parseReceiptDocument(enSoundtrackComposer1Png).fields.vendorName).toBe('Yotam Harel');
  });

  it("not when the label after the name is no dealer's", () => {
    const composer = withWord(withWord(withWord(withWord(enSoundtrackComposer1Png, 'Licensed', 'Film'), 'dealer', 'composer'), '(Osek', '(studio'), 'Murshe)', 'Sound)');
    expect(parseReceiptDocument(composer).fields.vendorName).not.toBe('Yotam Harel');
  });
});

describe('a header row whose last cell ("Conditions / Terms") wrapped onto lines of its own between the labels and the dates', () => {
  it('pairs "Invoice date" with the date under it, past those lines beside it', () => {
    const { fields, confidence } = parseReceiptDocument(enGuadeloupeRefrigeration1Png);
    expect(fields.date).toBe('2024-10-14');
    expect(confidence.date).toBeGreaterThanOrEqual(0.9);
  });

  it("not past a line over the date's own column", () => {
    const over = movedLine(enGuadeloupeRefrigeration1Png, 'jours', -1017, 0);
    expect(parseReceiptDocument(over).confidence.date ?? 0).toBeLessThan(0.9);
  });
});

describe('a bill\'s number whose box the recogniser ran into its label\'s, given as a line of its own: "22125400" beside "חשבונית מס ON"', () => {
  it('is read on the title\'s line, its label "מס\'" given back for "ON"', () => {
    expect(linesOf(heGnssBill3Scan).map((l) => l.text)).toContain("חשבון חודשי - חשבונית מס מס' 22125400");
    expect(parseReceiptDocument(heGnssBill3Scan).fields.documentNumber).toBe('22125400');
  });

  it('not when the number stands a row above', () => {
    const above = movedLine(heGnssBill3Scan, '22125400', 0, -20);
    expect(linesOf(above).some((l) => l.text.includes('22125400') && l.text.includes('חשבונית'))).toBe(false);
  });

  it('"ON" after a Latin word is the word', () => {
    const title = linesOf(withWord(heGnssBill3Scan, 'מס', 'TAX')).find((l) => l.text.includes('22125400'));
    expect(title?.text).toContain('ON TAX');
    expect(title?.text).not.toContain("מס'");
  });

  it('a photo\'s slanted rule read as "\\" between the label and the number is no word', () => {
    expect(linesOf(heGnssBill3Photo).some((l) => /\\/.test(l.text))).toBe(false);
    expect(parseReceiptDocument(heGnssBill3Photo).fields.documentNumber).toBe('22125400');
  });
});

describe('a word of a letterhead\'s large print given as a line of its own, in a gap of the line it is printed on: "Pinata" between "Boyle Heights" and "Works"', () => {
  it("is read in its place on that line, so that the number beside the title's line a line under it is the document's", () => {
    expect(linesOf(enPinataWorkshop3Scan)[0].text).toBe('Boyle Heights Pinata Works INVOICE');
    expect(parseReceiptDocument(enPinataWorkshop3Scan).fields.documentNumber).toBe('BHP-24-0595');
  });

  it('not when it stands off the row of the words beside the gap', () => {
    expect(linesOf(movedLine(enPinataWorkshop3Scan, 'Pinata', 0, 12))[0].text).toBe('Boyle Heights Works INVOICE');
  });
});
