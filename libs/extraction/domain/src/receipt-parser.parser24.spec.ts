import { DocumentLine, ReceiptDocument } from './receipt-document';
import {
  enDutchBulbGrowerOrder3Png,
  enUsRvParkFolio1Png,
  heCosmeticsDistributorTwoPage1Png,
  heFullServiceFuelSlip2Png,
  heSatelliteInternetBill1Png,
  mixedVisaAgencyInvoice3Png,
} from './ocr-output-25-26.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 24: a British company's eight-digit number is no Israeli id with its leading zero left out,
 * a series letter glued to a receipt's number, an ampersand the recogniser read as an 8 in a company's
 * Latin name, a net and a total whose "לפני" and "כולל" the recogniser garbled, named by their
 * arithmetic, a line read without Hebrew whose "מס'" came back (read as "'on") read right to left; a
 * date whose comma lost its space, "/'on" for a bilingual label's "מס' /", and "חשבונית" read with a
 * letter added. The text layers are held-out set 25's PDFs as the reader gave them (written as
 * `textLayer` reads them); the recognised pages are its images as the OCR reader returned them.
 */
/** The recognised page with one word replaced (its box kept). */
function replaced(doc: ReceiptDocument, find: string, replace: string): ReceiptDocument {
  return { ...doc, lines: doc.lines.map((l) => ({ words: l.words.map((w) => (w.text === find ? { ...w, text: replace } : w)) })) };
}

describe("an eight-digit number after an English company number's label", () => {
  const invoice = (label: string) =>
    parseReceiptDocument(
      textLayer([
        'Cathedral Glassworks (Norwich) Limited@113-483/76:95',
        'Architectural & ecclesiastical stained glass · Elm Hill, Norwich NR3 1HN@158-438/103:112',
        `${label} 18002329 · VAT Reg. No. GB 875 3711 59 · 01967 330988@164-431/115:123`,
        'Invoice to@51-98/145:154 | VAT Invoice@492-544/145:154',
        'The Parochial Church Council of St Aidan@51-235/158:167 | Invoice No.@471-521/158:167 | 2492@524-544/158:167',
        'Church Lane, Harrogate@51-159/171:180',
        'Date / tax point: 25/05/2024@424-544/176:185',
        'Your ref: Job 4470@465-544/191:200',
        'Commissioned: 09/12/2023@426-544/206:215',
        'Description@52-107/241:250 | Qty@388-404/241:250 | Unit@447-467/241:250 | Net@527-544/241:250',
        'Replacement of cracked quarries@51-198/261:270 | 1@400-405/261:270 | £58.00@439-468/261:270 | £58.00@516-544/261:270',
        'Fitting on site (two craftsmen, per day)@51-224/282:292 | 3@400-405/282:292 | £538.00@434-468/282:292 | £1,614.00@503-544/282:292',
        'Site survey and templating@51-171/304:313 | 2@400-405/304:313 | £149.00@434-468/304:313 | £298.00@511-544/304:313',
        'Net total@318-356/340:349 | £1,970.00@503-544/340:349',
        'VAT at 20%@318-367/363:372 | £394.00@511-544/363:372',
        'Invoice total@318-389/385:396 | £2,364.00@494-544/385:396',
        'Less deposit received@318-413/408:418 | (£788.00)@504-544/408:418',
        'Balance now due@318-394/431:440 | £1,576.00@503-544/431:440',
        'Payment within 30 days by BACS: sort code 45-12-74, account 63764738. Please quote the invoice number.@51-519/458:467',
      ]),
    );

  it.each(['Company No.', 'Company Reg. No.', 'Co. No.'])('is a company number abroad, no vendor id (%s)', (label) => {
    const parsed = invoice(label);
    expect(parsed.fields.vendorTaxId).toBeUndefined();
    expect(parsed.fields.total).toBe('2364.00');
  });

  it("is still a person's id with its leading zero left out after a dealer's label", () => {
    expect(invoice('Licensed Dealer No.').fields.vendorTaxId).toBe('018002329');
  });
});

describe("a series letter glued to a receipt's number", () => {
  const till = (number: string) =>
    parseReceiptDocument(
      textLayer([
        'דגי@124-144/9:20 | הכנרת@83-117/9:20',
        "יוסי אברג'ל@86-141/21:29",
        'עוסק מורשה@113-163/29:37 | 342804499@64-108/29:37',
        'שוק טבריה, דוכן@84-158/37:46 | 14@69-79/37:46',
        "טל'@133-148/46:54 | 04-6824189@79-128/46:54",
        `חשבונית@138-175/66:75 | מס@121-132/66:75 | /@111-116/66:75 | קבלה@84-105/66:75 | ${number}@51-78/66:75`,
        'תאריך@188-213/75:83 | 19.06.2023@14-64/75:83',
        'שעה@198-213/83:91 | 14:25@14-39/83:91',
        'מאזניים@178-213/91:100 | 3@14-19/91:100',
        'מוכר@193-213/100:108 | איגור@14-39/100:108',
        'מושט@193-213/120:128',
        'x 39.90@178-213/128:136 | ק"ג@158-173/128:136 | 1.340@128-153/128:136 | 53.47@14-39/128:136',
        'סרדינים@178-213/136:145',
        'x 149.90@173-213/145:153 | ק"ג@153-168/145:153 | 0.400@123-148/145:153 | 59.96@14-39/145:153',
        'לברק@193-213/153:161',
        'x 49.90@178-213/161:169 | ק"ג@158-173/161:169 | 1.870@128-153/161:169 | 93.31@14-39/161:169',
        'ניקוי ופילוט@153-213/169:178 | 8.00@14-34/169:178',
        'סה"כ@186-213/189:200 | לתשלום@138-179/189:200 | 214.74@14-55/189:200',
        'מע"מ@193-213/201:209 | 17%@173-188/201:209 | כלול@148-168/201:209 | 31.20@14-39/201:209',
        'מזומן@188-213/221:229 | 300.00@14-44/221:229',
        'עודף@193-213/229:238 | 85.26@14-39/229:238',
      ]),
    );

  it("keeps its letter, given on the digits' right as the page shows it", () => {
    expect(till('5331ק').fields.documentNumber).toBe('ק5331');
  });

  it('keeps its letter given before the digits', () => {
    expect(till('ק5331').fields.documentNumber).toBe('ק5331');
  });

  it("leaves a preposition's letter out: no series", () => {
    expect(till('5331ב').fields.documentNumber).toBe('5331');
  });
});

describe("an ampersand read as an 8 in a company's Latin name", () => {
  /** The recognised page with the first line's words replaced (each keeps its box). */
  const withName = (words: string[]): ReceiptDocument => {
    const [first, ...rest] = enDutchBulbGrowerOrder3Png.lines;
    const line: DocumentLine = { words: first.words.map((w, i) => ({ ...w, text: words[i] ?? w.text })) };
    return { ...enDutchBulbGrowerOrder3Png, lines: [line, ...rest] };
  };

  it('is read back', () => {
    expect(parseReceiptDocument(enDutchBulbGrowerOrder3Png).fields.vendorName).toBe('De Vries Bulbs & Seeds B.V.');
  });

  it('stays an 8 after a word that numbers things', () => {
    expect(parseReceiptDocument(withName(['De', 'Vries', 'Route', '8', 'Seeds', 'B.V.'])).fields.vendorName).toBe('De Vries Route 8 Seeds B.V.');
  });
});

describe("a net and a total whose 'before' and 'including' were garbled", () => {
  it('are named by net + VAT = total at the rate', () => {
    const parsed = parseReceiptDocument(heCosmeticsDistributorTwoPage1Png);
    expect(parsed.fields.total).toBe('30899.28');
    expect(parsed.fields.tax).toBe('4489.64');
  });

  it('are read the same when the words are legible', () => {
    const parsed = parseReceiptDocument(replaced(heCosmeticsDistributorTwoPage1Png, '7719', 'כולל'));
    expect(parsed.fields.total).toBe('30899.28');
    expect(parsed.fields.tax).toBe('4489.64');
  });

  it("are not named so when the VAT is not the rate's share of the net", () => {
    expect(parseReceiptDocument(replaced(heCosmeticsDistributorTwoPage1Png, '4,489.64', '4,498.64')).fields.total).not.toBe('30899.28');
  });
});

describe("a number's line whose only Hebrew word is a label read back", () => {
  it('reads right to left: the label ("\'on" for מס\') before the number under the title', () => {
    expect(parseReceiptDocument(heFullServiceFuelSlip2Png).fields.documentNumber).toBe('102203');
  });

  it('is read as it stands with the label unreadable', () => {
    expect(parseReceiptDocument(replaced(heFullServiceFuelSlip2Png, '‘on', '‘an')).fields.documentNumber).not.toBe('102203');
  });
});

describe('a date written "Month d, yyyy" whose comma lost its space', () => {
  it('is read ("July 11,2023")', () => {
    expect(parseReceiptDocument(enUsRvParkFolio1Png).fields.date).toBe('2023-07-11');
  });

  it('is no date when the year is not a year', () => {
    expect(parseReceiptDocument(replaced(enUsRvParkFolio1Png, '11,2023', '11,202')).fields.date).not.toBe('2023-07-11');
  });
});

describe('"/\'on" before "No." on a bilingual line', () => {
  it("is the label's מס' with its slash: the number after it is the document's", () => {
    expect(parseReceiptDocument(mixedVisaAgencyInvoice3Png).fields.documentNumber).toBe('12943');
  });

  it('is not read so with other letters', () => {
    expect(parseReceiptDocument(replaced(mixedVisaAgencyInvoice3Png, "/'on", "/'xy")).fields.documentNumber).not.toBe('12943');
  });
});

describe('"חשבונית" read with a letter added inside it', () => {
  it('is the title: the number under it is the document\'s ("חעשבונית")', () => {
    expect(parseReceiptDocument(heSatelliteInternetBill1Png).fields.documentNumber).toBe('231010864');
  });

  it('is not so when the word is "חשבוניות" (invoices): the number under it is then less sure', () => {
    const titled = parseReceiptDocument(heSatelliteInternetBill1Png);
    const plural = parseReceiptDocument(replaced(heSatelliteInternetBill1Png, 'חעשבונית', 'חשבוניות'));
    expect(plural.confidence.documentNumber ?? 0).toBeLessThan(titled.confidence.documentNumber ?? 0);
  });
});
