import {
  enUkMillinerInvoice3Photo,
  heChimneySweepInvoice1Scan,
  heCreditNote2Photo,
  heChimneySweepInvoice2Png,
  heOfficeCoffeeMachineMonthlyBill2Photo,
  heSafesStoreCreditNote1Png,
  heSafesStoreCreditNote4Png,
  mixedSurfShopTill2Png,
  mixedSurfShopTill3Png,
  mixedSurfShopTill3Scan,
} from './ocr-output-33.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 34: legal forms of Ireland (DAC) and those written before the name (Latvia's SIA); the
 * place of a licensed dealer's own name under the brand; a name in large letters that the
 * recogniser's word boxes space wide; a word read twice inside a large one, and a Hebrew line broken
 * at the same height; gershayim read with a geresh on each side; the net under an illegible total;
 * a table's rules read as "|"; a quantity before "days"; a code's S read as "$"; a dealer's label
 * with one word garbled. Made on held-out set 33 after its reading; text layers as the reader gave
 * them (written as `textLayer` reads them) and recognised pages as captured.
 */
describe('legal forms', () => {
  it('takes an Irish designated activity company ("DAC") under its forecourt\'s brand', () => {
    const rows = [
      "BRENNAN'S@85-142/6:16",
      'FORECOURT & DELI@63-164/16:27',
      'Brennan Forecourts DAC@56-170/27:36',
      'Main St, Ballinasloe, Co. Galway@31-196/36:44',
      'VAT No. IE 3319872UH@62-165/44:52',
      'Tel 058 048 8551@72-155/52:61',
      '*** VAT RECEIPT ***@64-163/68:76',
      'Receipt: 912838@8-86/76:85 | Till 3@187-218/76:85',
      'Date: 07-MAY-24@8-86/84:93 | Time: 21:15@161-218/84:93',
      'TOTAL EUR@8-65/132:142 | 116.46@180-218/132:142',
    ];
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Brennan Forecourts DAC');
  });

  it('takes a Latvian company whose legal form comes first ("SIA Dzintara Gaisma") over the hotel\'s letter-spaced brand', () => {
    const rows = [
      'SIA Dzintara Gaisma@476-550/44:52',
      'H O T E L A M B E R L I G H T@45-265/41:59 | Reg. No. 40103572864@473-550/41:59',
      'Mārstaļu iela 19, Rīga, LV-1050, Latvia@45-181/65:73 | VAT No. LV40103572864@465-550/65:73',
      'G U E S T F O L I O · I N V O I C E@45-211/91:102',
      'Invoice No.@50-96/113:121 | RK-2022/06519@130-191/113:121 | Invoice date@317-368/113:121 | 21.08.2022@398-442/113:121',
      'Guest@50-73/129:138 | Mr Avi Levin@130-184/129:138 | Room@317-341/129:138 | 158@398-413/129:138',
    ];
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('SIA Dzintara Gaisma');
  });
});

describe("a licensed dealer's own name in its place under the brand", () => {
  const rodizio = [
    'ְּב@137-147/25:43 | ָר@128-137/25:43 | ָזה@112-128/25:43',
    'פאולו סנטוס@108-151/56:64',
    'מסעדה ברזילאית@127-186/67:76 | ·@122-125/67:76 | רודיזיו בשרים@74-120/67:76',
    "עוסק מורשה מס'@154-201/79:85 | 322274481@113-152/79:85 | ·@109-111/79:85 | רח'@97-107/79:85 | העצמאות@68-96/79:85 | 76@58-66/79:85",
    'חשבונית מס@119-176/93:103 | /@112-116/93:103 | קבלה@83-109/93:103',
    'מספר@235-256/114:122 | BR/2309@172-207/114:122 | תאריך@117-141/114:122 | 1@76-81/114:122 | ביולי@57-74/114:122 | 2026@34-55/114:122',
  ];

  it('is the owner whatever name it is ("פאולו סנטוס" under the rodizio\'s brand, over its trade and the dealer\'s label)', () => {
    expect(parseReceiptDocument(textLayer(rodizio)).fields.vendorName).toBe('פאולו סנטוס');
  });

  it('is not a family ("משפחת ספדי" under a guest house\'s brand): the brand stays', () => {
    const rows = [
      'בקתות נוף חרמון@141-278/38:59',
      'משפחת ספדי@184-235/63:73',
      "מג'דל שמס@218-253/75:83 | ·@213-215/75:83 | 058-483-6906@166-210/75:83",
      'עוסק מורשה@208-248/85:93 | 268800737@171-205/85:93',
      "קבלה / חשבונית מס מס'@164-281/112:124 | 1465@138-160/112:124",
      'תאריך:@348-375/137:147 | 19.02.2024@306-345/137:147 | מקור@44-63/137:147',
    ];
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('בקתות נוף חרמון');
  });

  it('gives way to a name the label follows on its own line ("פרשיד נמדר · עוסק מורשה" under "בית הזעפרן" and its trade)', () => {
    const rows = [
      'انﺮﻔﻋز@87-117/16:28 | ﻪﻧﺎﺧ@120-139/16:28',
      'בית הזעפרן@70-156/34:53',
      'מטבח פרסי ביתי@91-136/61:68',
      'פרשיד נמדר@135-167/81:88 | ·@131-133/81:88 | עוסק מורשה@95-129/81:88 | 038012613@60-93/81:88',
      "רח'@153-162/91:97 | הרצל@137-151/91:97 | ,130@122-135/91:97 | חולון@107-120/91:97 | ·@103-105/91:97 | 08-6102179@65-101/91:97",
      'חשבונית מס@104-153/110:120 | /@98-101/110:120 | קבלה@74-96/110:120',
      "מס'@125-136/124:132 | 37-44697@90-123/124:132",
    ];
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('פרשיד נמדר');
  });
});

describe('recognised pages', () => {
  it('reads a name whose word space the Hebrew boxes make look wide as one name, the owner over his trade ("אורי   נחמיאס")', () => {
    expect(parseReceiptDocument(mixedSurfShopTill2Png).fields.vendorName).toBe('אורי נחמיאס');
  });

  it('drops a word read again inside a large one ("ורד" inside "קמינים"), so that the large name\'s suffix read apart is found beside it', () => {
    expect(parseReceiptDocument(heChimneySweepInvoice2Png).fields.vendorName).toBe('אש וחום קמינים בע"מ');
  });

  it('drops a mark read inside a large letter of a name in capitals ("HARTWELL & FINCH", its "&" read twice)', () => {
    expect(parseReceiptDocument(enUkMillinerInvoice3Photo).fields.vendorName).toBe('HARTWELL & FINCH MILLINERY LTD');
  });

  it('joins a Hebrew name broken at the same height, right to left ("טכנו-פרו" beside "מחשבים בע\'מ")', () => {
    expect(parseReceiptDocument(heCreditNote2Photo).fields.vendorName).toBe('טכנו-פרו מחשבים בע"מ');
  });

  it('reads the total with VAT as the net and the VAT under a garbled "סה"כ לפני מע"מ", the total\'s own amount illegible ("סה\'"\'ב בולל מע"מ 4 ש"ח")', () => {
    const { fields } = parseReceiptDocument(heChimneySweepInvoice1Scan);
    expect(fields.total).toBe('1048.14');
    expect(fields.tax).toBe('159.89');
  });

  it('reads a credit note\'s number in a grid whose rules were read as "|" ("| מספר | Z-2588 תאריך …")', () => {
    expect(parseReceiptDocument(heSafesStoreCreditNote1Png).fields.documentNumber).toBe('Z-2588');
  });

  it('takes no quantity ("14 days with receipt", the row\'s one number) for the document\'s number', () => {
    expect(parseReceiptDocument(mixedSurfShopTill3Png).fields.documentNumber).toBe('SW795317');
  });

  it('reads a code\'s S the recogniser saw as a dollar sign ("$W795317")', () => {
    expect(parseReceiptDocument(mixedSurfShopTill3Scan).fields.documentNumber).toBe('SW795317');
  });

  it.each([
    ['"עוסק סורה" (מורשה garbled)', heOfficeCoffeeMachineMonthlyBill2Photo, 'גיל רוזנטל'],
    ['"poy מורשה" (עוסק read as Latin)', heSafesStoreCreditNote4Png, 'יעקב פרץ'],
  ])("reads a dealer's label with one word garbled, %s, before the id: the owner under the brand", (_, page, owner) => {
    expect(parseReceiptDocument(page).fields.vendorName).toBe(owner);
  });
});
