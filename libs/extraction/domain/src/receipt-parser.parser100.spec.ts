import { OcrWord, withWords } from './ocr-document.fixtures';
import {
  enRedTeamInvoice1Photo,
  enRedTeamInvoice1Scan,
  heChallahTill2Scan,
  heMagicianInvoice1Png,
  heMoshavaParking1Png,
  heMoshavaParking3Photo,
  heMoshavaParking3Png,
  mixedAvgasPump1Png,
  mixedAvgasPump1Scan,
  mixedMatzahOrder1Png,
} from './ocr-output-82.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 100, made on held-out set 82 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */

/** A word read as `to` instead of `from`, the right-to-left mark the recogniser may give after it aside. */
const retext = (from: string, to: string) => (w: OcrWord) => (w[0].replace(/\u200f/g, '') === from ? ([to, ...w.slice(1)] as OcrWord) : w);

describe('a Santa Fe till: "NM GROSS RECEIPTS TAX 8.1875% 52.73", a rate of four decimals', () => {
  const rows = [
    'B L U E@55-104/6:22 | M E S A@120-168/6:22',
    'TURQUOISE TRADING POST@56-170/28:37',
    'BLUE MESA TURQUOISE TRADING POST LLC@20-207/39:47',
    '728 OLD SANTA FE TRAIL@56-170/49:58',
    'SANTA FE, NM 87501@67-160/60:68',
    '(505) 422-2951@77-150/70:79',
    '01/02/2024@14-66/87:96 | 3:19 PM@176-213/87:96',
    'STATION 3@14-61/98:106 | CLERK TONITA@150-213/98:106',
    'TRANS #@14-50/108:117 | 700065@182-213/108:117',
    'PT-42337@14-56/126:134',
    'STORYTELLER FIGURE SM@14-123/136:145 | 153.99@182-213/136:145',
    'JW-68569@14-56/147:155',
    'BOLO TIE TURQ/SILVER@14-118/157:166 | 137.99@182-213/157:166',
    'TX-95170@14-56/168:176',
    'WOVEN WOOL RUG 2X3@14-107/178:187 | 351.99@182-213/178:187',
    'SUBTOTAL@14-56/195:204 | 643.97@182-213/195:204',
    'NM GROSS RECEIPTS TAX 8.1875%@14-164/206:214 | 52.73@187-213/206:214',
    'TOTAL@14-48/217:229 | $696.70@165-213/217:229',
    'VISA@14-35/234:243 | 696.70@182-213/234:243',
    'ACCT@14-35/245:253 | ************0880@130-213/245:253',
    'AUTH@14-35/255:264 | 992483@182-213/255:264',
  ];

  it('reads the rate whole, so the tax is its share of the subtotal', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.tax).toBe('52.73');
    expect(fields.total).toBe('696.70');
  });

  it('takes no tax that is no share of the subtotal at the rate printed', () => {
    const other = rows.map((r) => r.replace('8.1875%', '9.1875%'));
    expect(parseReceiptDocument(textLayer(other)).fields.tax).toBeUndefined();
  });
});

describe('an airstrip\'s avgas slip: "מס׳ / Ser." (a serial number) before its number', () => {
  it('takes the number after "מס\' Ser/", the slash read after the Latin word', () => {
    expect(parseReceiptDocument(mixedAvgasPump1Scan).fields.documentNumber).toBe('279438');
  });

  it('takes no number where the Latin word is another', () => {
    expect(parseReceiptDocument(withWords(mixedAvgasPump1Scan, retext('Ser/', 'Set/'))).fields.documentNumber).toBeUndefined();
  });

  it('takes no digits glued to a Hebrew letter, "ז50." for ".Ser", for the number', () => {
    expect(parseReceiptDocument(mixedAvgasPump1Png).fields.documentNumber).not.toBe('50');
  });
});

describe('totals whose shekel sign or cents the recogniser misread, checked by the VAT contained in them', () => {
  it('takes "836.000" for 836.00₪ under the VAT of it, "מתוכו מע"מ 121.47 … 17%"', () => {
    const { fields } = parseReceiptDocument(mixedMatzahOrder1Png);
    expect(fields.total).toBe('836.00');
    expect(fields.tax).toBe('121.47');
  });

  it('not where the VAT is no share of it', () => {
    expect(parseReceiptDocument(withWords(mixedMatzahOrder1Png, retext('121.47', '112.47'))).fields.total).toBeUndefined();
  });

  it('takes "לתשלום 37 .₪" for 37.00₪, "כולל מע"מ 17% 5.38" under it', () => {
    const { fields } = parseReceiptDocument(heMoshavaParking3Png);
    expect(fields.total).toBe('37.00');
    expect(fields.tax).toBe('5.38');
  });

  it('not where the VAT is no share of it', () => {
    expect(parseReceiptDocument(withWords(heMoshavaParking3Png, retext('5.38', '5.83'))).fields.total).toBeUndefined();
  });

  it('takes "37.00N" for 37.00₪ so', () => {
    expect(parseReceiptDocument(heMoshavaParking3Photo).fields.total).toBe('37.00');
  });
});

describe('a magician\'s invoice whose VAT label the recogniser garbled: "561.00 17% n\'yn" between the net and the total', () => {
  it("takes the amount, the rate's share of the net that with it makes the total, for the VAT", () => {
    const { fields } = parseReceiptDocument(heMagicianInvoice1Png);
    expect(fields.tax).toBe('561.00');
    expect(fields.total).toBe('3861.00');
  });

  it('not where net and it do not make the total', () => {
    expect(parseReceiptDocument(withWords(heMagicianInvoice1Png, retext('3,861.00', '3,871.00'))).fields.tax).toBeUndefined();
  });
});

describe('a car park\'s slip: its operator\'s name centred over "בע"מ", its word spaces recognised wide', () => {
  it('takes the whole line over the suffix', () => {
    expect(parseReceiptDocument(heMoshavaParking1Png).fields.vendorName).toBe('חניוני מרכז ראשון ניהול ואחזקה בע"מ');
  });

  it('takes only the cell over it where the suffix is not centred under the line', () => {
    const shifted = withWords(heMoshavaParking1Png, (w) => (w[0] === 'בע"מ' && w[1] === 347 ? ['בע"מ', 600, w[2], 676, w[4], w[5]] : w));
    expect(parseReceiptDocument(shifted).fields.vendorName).not.toBe('חניוני מרכז ראשון ניהול ואחזקה בע"מ');
  });
});

describe('an Israeli firm\'s export invoice in dollars: its company number after "Company" with its "No." lost, or after "Company.No,"', () => {
  it('takes the number grouped as a company\'s is after "Company"', () => {
    expect(parseReceiptDocument(enRedTeamInvoice1Scan).fields.vendorTaxId).toBe('512053737');
  });

  it('not a number grouped otherwise after it', () => {
    const regrouped = withWords(enRedTeamInvoice1Scan, retext('51-205373-7', '512-053-737'));
    expect(parseReceiptDocument(regrouped).fields.vendorTaxId).toBeUndefined();
  });

  it('takes the number after "Company.No,", its space read as a stop', () => {
    expect(parseReceiptDocument(enRedTeamInvoice1Photo).fields.vendorTaxId).toBe('512053737');
  });
});

describe('a bakery\'s till whose total the recogniser garbled ("סה"כ לתשלום 41531" for 175.37), the cash and the change legible', () => {
  it("takes the cash less the change, the VAT stated being its rate's share", () => {
    const { fields } = parseReceiptDocument(heChallahTill2Scan);
    expect(fields.total).toBe('175.37');
    expect(fields.tax).toBe('25.48');
  });

  it('not where the VAT is no share of it', () => {
    // (Nor may the rows over the total add up to it: a weighed row, "0.696 ק"ג 58.00 x 40.37", whose weight does not make its sum.)
    const changed = withWords(withWords(heChallahTill2Scan, retext('24.63', '23.63')), retext('0.696', '0.697'));
    expect(parseReceiptDocument(changed).fields.total).toBeUndefined();
  });

  it('takes the rows over the illegible total where they add up to it, the VAT its share, whatever the change', () => {
    expect(parseReceiptDocument(withWords(heChallahTill2Scan, retext('24.63', '23.63'))).fields.total).toBe('175.37');
  });
});
