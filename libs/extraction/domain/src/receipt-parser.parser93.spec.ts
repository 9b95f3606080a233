import { withWord } from './ocr-document.fixtures';
import { enSoundtrackComposer1Png, heGnssBill2Scan, heRadonInvoice1Png, mixedAcupunctureClinic1Png } from './ocr-output-76.fixtures';
import { linesOf } from './layout-lines';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 93, made on held-out set 76 after its blind reading: a text layer as the reader gave it (written as `textLayer` reads it, coordinates
 * rounded), and what the OCR reader returned for its images.
 */
describe('a bilingual car park slip: "מע"מ 17% כלול" over "2.62 | V A T I N C L ." (its English label letter-spaced)', () => {
  const rows = [
    'חניון גן השלושה - הסחנה@53-160/15:25',
    'SACHNE SPRINGS CAR PARK@37-159/10:33 | P@173-188/10:33',
    'חניוני עמק המעיינות בע"מ · ח.פ.@87-187/39:47 | 514089192@45-85/39:47',
    'כביש@140-157/48:55 | 669, עמק המעיינות@76-138/48:55',
    'קבלה / חשבונית מס@74-159/66:75',
    'Receipt / Tax invoice@82-150/76:84',
    'מס׳ קבלה@177-215/93:102',
    '670195@17-48/104:110 | R E C E I P T N O .@167-215/104:110',
    'כרטיס@192-215/114:124',
    '6980 6851 9588@17-85/126:132 | T I C K E T@188-215/126:132',
    'רכב@200-215/136:145',
    '019-04-304@17-65/147:154 | P L A T E@192-215/147:154',
    'כניסה@193-215/158:167',
    '14/03/24 11:07@17-79/169:175 | E N T R Y@190-215/169:175',
    'יציאה@194-215/180:189',
    '14/03/24 12:22@17-79/191:197 | E X I T@198-215/191:197',
    'משך חניה@178-215/201:211',
    '1:15@17-35/213:219 | S T A Y@196-215/213:219',
    'תעריף /@189-213/228:236 | Tariff: שעה ראשונה@123-187/228:236 | 12.00@101-121/228:236 | · כל שעה נוספת@47-99/228:236 | 6.00@30-45/228:236 | ·@26-28/228:236',
    'מקסימום יומי@174-213/237:244 | 40.00@153-172/237:244',
    'לתשלום@176-215/253:265',
    '18.00 ₪@17-60/267:273 | T O T A L@191-215/267:273',
    'מע"מ@195-215/278:287 | 17%@174-193/278:287 | כלול@153-172/278:287',
    '2.62@17-35/289:295 | V A T I N C L .@179-215/289:295',
    'תשלום באשראי@154-215/300:309',
    '**** 2167@17-55/311:317 | P A I D B Y C A R D@162-215/311:317',
    'שמרו על ניקיון המעיינות ·@117-196/326:334 | Keep the springs clean@36-115/326:334',
  ];

  it('takes the amount with "VAT incl." after it for the VAT the total contains', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.tax).toBe('2.62');
    expect(fields.total).toBe('18.00');
  });

  it('takes no VAT when the label after the amount names none', () => {
    const other = rows.map((r) => r.replace('V A T I N C L .@', 'F E E I N C L .@'));
    expect(parseReceiptDocument(textLayer(other)).fields.tax).toBeUndefined();
  });
});

describe('a licensed dealer\'s own name with the separator dot after it recognised as a "-" no bigger than a speck', () => {
  it('is the name before it, its Latin transliteration beside it: "לין שמואלי (Lin Shmueli, L.Ac.) - עוסק מורשה …", not the brand over it', () => {
    expect(parseReceiptDocument(mixedAcupunctureClinic1Png).fields.vendorName).toBe('לין שמואלי');
  });

  it('reads the mark as the dot before an English dealer\'s label too: "Yotam Harel - Licensed dealer (Osek Murshe) No. …"', () => {
    expect(linesOf(enSoundtrackComposer1Png)[1].text).toBe('Yotam Harel · Licensed dealer (Osek Murshe) No. 16-101026-9');
  });

  it("not when no dealer's label or legal suffix follows the mark", () => {
    expect(parseReceiptDocument(withWord(mixedAcupunctureClinic1Png, 'מורשה', 'ותיק')).fields.vendorName).not.toBe('לין שמואלי');
    expect(linesOf(withWord(withWord(enSoundtrackComposer1Png, 'dealer', 'composer'), 'Licensed', 'Film'))[1].text).toContain('Harel - Film');
  });
});

describe('a bill\'s title and number with the number\'s geresh recognised as a yod: "חשבונית מס מסי 24042400"', () => {
  it('takes the number after it', () => {
    expect(parseReceiptDocument(heGnssBill2Scan).fields.documentNumber).toBe('24042400');
  });

  it('not after another word', () => {
    expect(parseReceiptDocument(withWord(heGnssBill2Scan, 'מסי', 'מנוי')).fields.documentNumber).not.toBe('24042400');
  });
});

describe('a labelled id recognised with a digit read twice: "ח.פ. 5527660203" for 527660203', () => {
  it('is the id that leaving the doubled digit out makes valid', () => {
    expect(parseReceiptDocument(heRadonInvoice1Png).fields.vendorTaxId).toBe('527660203');
  });

  it('not when leaving it out makes no valid id', () => {
    expect(parseReceiptDocument(withWord(heRadonInvoice1Png, '5527660203', '5527660204')).fields.vendorTaxId).toBeUndefined();
  });
});
