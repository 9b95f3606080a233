import { linesOf } from './layout-lines';
import { OcrWord, withWords } from './ocr-document.fixtures';
import { enAthensTill1Png, heDimonaFuelTill1Png, heRecyclingBill1Png, mixedPbxBill1Png, mixedPbxBill1Scan, mixedTefillinOrder1Png } from './ocr-output-83.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 101, made on held-out set 83 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */

/** A word read as `to` instead of `from`, the direction marks the recogniser may give after it aside. */
const retext = (from: string, to: string) => (w: OcrWord) => (w[0].replace(/[\u200e\u200f]/g, '') === from ? ([to, ...w.slice(1)] as OcrWord) : w);

describe('a web shop\'s bilingual invoice: "מס׳ | No. 2156850" beside the title, an order\'s "#SO-03968" under it', () => {
  const rows = [
    'סת"ם אונליין@236-359/43:68',
    'S T A M@244-282/79:89 | O N L I N E@292-347/79:89',
    'סת"ם אונליין בני ברק בע"מ@334-424/92:100 | ·@329-332/92:100 | ח.פ.@313-327/92:100 | 51-025031-9@266-311/92:100 | ·@261-264/92:100 | רח׳ רבי עקיבא@212-259/92:100 | ,66@199-210/92:100 | בני ברק@171-197/92:100',
    'חשבונית מס קבלה@446-550/118:130 | |@439-442/118:130 | Receipt@389-435/118:130 | Invoice@342-386/118:130 | Tax@318-339/118:130 | ·@311-314/118:130 | מס׳@287-307/118:130 | |@280-284/118:130 | No.@256-276/118:130 | 2156850@203-252/118:130',
    'תאריך@520-545/140:149 | |@515-518/140:149 | Date@493-513/140:149 | 27/06/2022@420-467/140:149 | הזמנה@388-413/140:149 | |@383-385/140:149 | Order@356-380/140:149 | #SO-03968@286-334/140:149 | (25.06.22)@241-283/140:149',
    'לקוח@526-545/154:163 | |@521-523/154:163 | Customer@477-518/154:163 | יוסף מזרחי@421-467/154:163 | משלוח@386-413/154:163 | |@381-383/154:163 | Delivery@344-378/154:163 | משלוח חינם@283-334/154:163 | |@277-280/154:163 | delivery@239-275/154:163 | Free@217-237/154:163',
    'סה"כ לתשלום@218-293/341:353 | |@212-215/341:353 | Total@181-208/341:353 | ₪@100-110/341:353 | 3,480.00@50-96/341:353',
    'כולל מע"מ@252-293/363:373 | 17%@230-249/363:373 | |@226-228/363:373 | VAT@206-223/363:373 | incl.@187-204/363:373 | 505.64@50-78/363:373',
  ];

  it('takes the number after "מס׳ | No.", not the order\'s under the title', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('2156850');
  });

  it('and on the image, its geresh read as a yod ("Receipt מסי No. 2156850"), where nothing was taken before', () => {
    expect(parseReceiptDocument(mixedTefillinOrder1Png).fields.documentNumber).toBe('2156850');
  });

  it('takes the number from "מס׳ | No." only: with another word for "No.", the order\'s under the title is taken again', () => {
    const other = rows.map((r) => r.replace('No.@256-276', 'Qty@256-276'));
    expect(parseReceiptDocument(textLayer(other)).fields.documentNumber).toBe('SO-03968');
  });
});

describe('an Athens till\'s VAT analysis, "ΦΠΑ / VAT | Net | ΦΠΑ" read "VAT Net ona" over "24% 403,63 96,87"', () => {
  it('takes the amount beside the net, its 24% share, adding up with it to the total, for the VAT', () => {
    const { fields } = parseReceiptDocument(enAthensTill1Png);
    expect(fields.tax).toBe('96.87');
    expect(fields.total).toBe('500.50');
  });

  it('takes no VAT where the two make no total of the page', () => {
    const off = withWords(enAthensTill1Png, (w) => (w[0] === '500,50' ? (['510,50', ...w.slice(1)] as OcrWord) : w));
    expect(parseReceiptDocument(off).fields.tax).toBeUndefined();
  });
});

describe('a recycling bill whose period\'s "31.03.25" the reader gave twice, in the row of labels over it as well', () => {
  it('keeps the word only in the row it stands level with, so the issue date is read under its label', () => {
    const lines = linesOf(heRecyclingBill1Png);
    const labels = lines.find((l) => l.text.startsWith('מספר לקוח'));
    expect(labels?.text).not.toContain('31.03.25');
    expect(lines[(labels?.index ?? 0) + 1].text).toContain('31.03.25');
    expect(parseReceiptDocument(heRecyclingBill1Png).fields.date).toBe('2025-04-02');
  });

  it("keeps a word given twice where it stands level with its line's other words in both", () => {
    // The labels' row moved down onto the values' row: the word is level with both, so both keep it.
    const lowered = withWords(heRecyclingBill1Png, (w) => (w[2] >= 389 && w[4] <= 420 && w[0] !== '|' ? ([w[0], w[1], w[2] + 30, w[3], w[4] + 30, w[5]] as OcrWord) : w));
    expect(linesOf(lowered).filter((l) => l.words.some((w) => w.text === '31.03.25')).length).toBe(2);
  });
});

describe('a cloud PBX bill\'s "תאריך הפקה / Issue date", its translation read as digits ("/ 0806 5806!", "/ 0816 556")', () => {
  it('reads the date under the label on the clean image and the scan', () => {
    expect(parseReceiptDocument(mixedPbxBill1Png).fields.date).toBe('2022-04-04');
    expect(parseReceiptDocument(mixedPbxBill1Scan).fields.date).toBe('2022-04-04');
  });

  it('takes a number read surely in the row over the date for a value, and no header', () => {
    const sure = withWords(mixedPbxBill1Png, (w) => (/^(?:0806|5806!)$/.test(w[0]) ? ([...w.slice(0, 5), 97] as OcrWord) : w));
    expect(parseReceiptDocument(sure).fields.date).toBeUndefined();
  });
});

describe('a fuel till\'s "מס׳ 3124878" read as "3124878 ‘DA"', () => {
  it('takes the number', () => {
    expect(parseReceiptDocument(heDimonaFuelTill1Png).fields.documentNumber).toBe('3124878');
  });

  it('takes nothing beside Latin letters without the geresh', () => {
    expect(parseReceiptDocument(withWords(heDimonaFuelTill1Png, retext('‘DA', 'DA'))).fields.documentNumber).toBeUndefined();
  });
});
