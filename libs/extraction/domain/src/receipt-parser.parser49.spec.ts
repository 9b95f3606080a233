import { enUsRhodeIslandCarouselRestorationInvoice1Scan, heMushroomFarmStandTill2Png, heTrainCarriageSuitesFolio1Png } from './ocr-output-47.fixtures';
import { ocrDocument } from './ocr-document.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 49: Bulgaria's legal forms (OOD, EOOD, AD, EAD); from OCR, a letterhead's place read
 * before the registered name across a separator read as a dash, a separator dot read as a letter in a speck, and a table's row of labels
 * the recogniser gave after its values (their cells' rules read up into it). Made on held-out set 47 after its reading (no set has read
 * it blind yet); text layers as the reader gave them (written as `textLayer` reads them) and recognition output captured from its
 * images (ocr-output-47.fixtures.ts).
 */
describe('a Bulgarian coppersmith\'s invoice: an English brand in large print over "<name> OOD · UIC (ЕИК) … · VAT No. BG…"', () => {
  const company = [
    'Old Forge Copperware@115-305/25:42',
    '5 Vazrazhdane Sq., 4980 Zlatograd, Bulgaria@133-287/47:54',
    'Stara Kovachnitsa OOD · UIC (ЕИК) 272922520 · VAT No. BG272922520@85-335/56:63',
    'INVOICE · ФАКТУРА@150-270/76:88',
    'Invoice No.@28-72/99:107 | SK-389/26@94-141/99:107 | Date of issue@159-211/99:107 | 18 Mar 2026@218-273/99:107',
    'Date of supply@28-86/110:118 | 18 Mar 2026@94-148/110:118 | Order@159-182/110:118 | ETSY-386561509@218-293/110:118',
    'Ordered on@28-74/121:130 | 8 Mar 2026@94-143/121:130 | Customer@159-198/121:130 | Cafe Finjan Ltd., Haifa, Israel@218-345/121:130',
    'Item@31-49/140:148 | Qty@252-266/140:148 | Unit price@279-318/140:148 | Value@341-362/140:148',
    'Hand-hammered copper cezve, 300 ml@31-186/154:163 | 1@252-257/154:163 | €38.00@279-308/154:163 | €38.00@341-369/154:163',
    'Copper mugs, pair@31-106/169:178 | 2@252-257/169:178 | €46.00@279-308/169:178 | €92.00@341-369/169:178',
    "Re-tinning of customer's pot@31-145/184:193 | 4@252-257/184:193 | €35.00@279-308/184:193 | €140.00@341-374/184:193",
    'Goods@174-199/203:211 | €270.00@358-392/203:211',
    'Insured shipping to Israel@174-277/213:221 | €24.00@363-392/213:221',
    'Tax base@174-210/223:231 | €294.00@358-392/223:231',
    'VAT (ДДС) 20%@174-235/232:241 | €58.80@363-392/232:241',
    'Amount paid@174-240/242:252 | €352.80@349-392/242:252',
    'Paid by card, authorisation 527327. Tracking RR139888357BG. Compiled by: Maria Koleva.@28-345/255:262',
  ];

  it('is the company as registered, "OOD" its legal form, not the brand', () => {
    expect(parseReceiptDocument(textLayer(company)).fields.vendorName).toBe('Stara Kovachnitsa OOD');
  });

  it('reads "EOOD" (a single-owner company) likewise', () => {
    const singleOwner = company.map((r) => r.replace('Stara Kovachnitsa OOD', 'Stara Kovachnitsa EOOD'));
    expect(parseReceiptDocument(textLayer(singleOwner)).fields.vendorName).toBe('Stara Kovachnitsa EOOD');
  });
});

describe('from OCR: a folio\'s line "תחנת הרכבת העות\'מאנית, כפר יהושע · קרונות העמק אירוח בע"מ · ח.פ. …", its dots read as dashes', () => {
  it('is the registered name after the dash, not the place before it', () => {
    expect(parseReceiptDocument(heTrainCarriageSuitesFolio1Png).fields.vendorName).toBe('קרונות העמק אירוח בע"מ');
  });

  it('keeps a name with a dash in it whose first part is no place (no comma)', () => {
    const named = ocrDocument([
      [
        ['מרכז', 900, 100, 980, 130, 92],
        ['-', 880, 110, 890, 114, 90],
        ['הדרכה', 780, 100, 870, 130, 92],
        ['ויעוץ', 690, 100, 770, 130, 92],
        ['בע"מ', 620, 100, 680, 130, 92],
        ['ח.פ.', 560, 100, 610, 130, 92],
        ['514832675', 400, 100, 550, 130, 92],
      ],
      [
        ['חשבונית', 800, 200, 980, 230, 92],
        ['מס', 740, 200, 790, 230, 92],
      ],
    ]);
    expect(parseReceiptDocument(named).fields.vendorName).toBe('מרכז - הדרכה ויעוץ בע"מ');
  });
});

describe('from OCR: a farm stand\'s footer "אורית שמואלי · עוסק מורשה …" with its dot read as a "י" in a speck', () => {
  it("is the owner's name without the speck", () => {
    expect(parseReceiptDocument(heMushroomFarmStandTill2Png).fields.vendorName).toBe('אורית שמואלי');
  });

  it("keeps a one-letter word printed at the line's size", () => {
    const line = heMushroomFarmStandTill2Png.lines.find((l) => l.words.some((w) => w.text === 'שמואלי'));
    const speck = line?.words.find((w) => w.text === 'י');
    expect(speck).toBeDefined();
    const full = {
      ...heMushroomFarmStandTill2Png,
      lines: heMushroomFarmStandTill2Png.lines.map((l) =>
        l === line ? { words: l.words.map((w) => (w === speck ? { ...w, y0: w.y0 - 12, y1: w.y1 + 6, x0: w.x0 - 4 } : w)) } : l,
      ),
    };
    expect(parseReceiptDocument(full).fields.vendorName).toBe('אורית שמואלי י');
  });
});

describe('from OCR: a carousel restorer\'s scan, "Invoice No. | Invoice Date | Estimate Date" given after its values, their cells\' rules read up into it', () => {
  it("reads the invoice date under its label again, not the estimate's", () => {
    const { fields, confidence } = parseReceiptDocument(enUsRhodeIslandCarouselRestorationInvoice1Scan);
    expect(fields.date).toBe('2025-05-30');
    expect(fields.documentNumber).toBe('NCW-69728');
    expect(confidence.date).toBeGreaterThan(0.9);
  });

  it('leaves the lines as given where the values carry no rules above their words', () => {
    const unruled = {
      ...enUsRhodeIslandCarouselRestorationInvoice1Scan,
      lines: enUsRhodeIslandCarouselRestorationInvoice1Scan.lines.map((l) => ({ words: l.words.filter((w) => w.text !== '|') })),
    };
    expect(parseReceiptDocument(unruled).fields.date).not.toBe('2025-05-30');
  });
});
