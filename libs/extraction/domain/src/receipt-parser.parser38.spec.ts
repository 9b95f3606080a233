import { customerBlock, inBlock } from './field-tax-id';
import { Line, linesOf } from './layout-lines';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 38: a trading name "of" its company; a legal suffix wrapped under its name's cell beside
 * other columns; a "CLIENT" heading over the client's name; a Latin name right over an English
 * dealer's label on a page with Hebrew in it; the owner after a brand and a dash right before the
 * dealer's label in a footer; a wrapped name's dashes as printed. Made on held-out set 38 after its
 * reading; text layers as the reader gave them (written as `textLayer` reads them).
 */
describe('a Welsh carver\'s footer: "The Spoon Loft is a trading name of Dafydd Pritchard Carving Limited."', () => {
  const rows = (footer: string) => [
    'The Spoon Loft@224-371/43:67',
    'Llwyau caru · lovespoons carved to order · Aberaeron@209-386/72:80',
    'Invoice to@45-76/139:146 | SL/24/102@495-532/139:146',
    'Invoice number@437-484/142:150',
    'Mr D. Peretz@45-93/150:158',
    'Invoice date@437-474/158:166 | 19th July 2024@495-548/158:166',
    'Net total@275-305/324:333 | £615.95@519-547/324:333',
    'VAT @ 20%@275-319/338:346 | £123.19@519-547/338:346',
    'Total (GBP)@275-330/352:363 | £739.14@513-547/352:363',
    `${footer}@46-549/792:799`,
  ];

  it('is the company the trading name is of', () => {
    const footer = 'The Spoon Loft is a trading name of Dafydd Pritchard Carving Limited. Registered in England and Wales, company no. 11577698 · VAT reg. no. GB 173 0395 90.';
    expect(parseReceiptDocument(textLayer(rows(footer))).fields.vendorName).toBe('Dafydd Pritchard Carving Limited');
  });
});

describe('a data recovery laboratory: its name over a grid\'s labels, "בע"מ" wrapped under it', () => {
  const rows = [
    'חשבונית מס@324-414/47:56 | מקור@296-315/47:56',
    'DataBack@483-578/48:67',
    'מספר חשבונית@362-409/72:79 | תאריך@261-281/72:79 | תיק מעבדה@117-153/72:79',
    'דאטה-בק@546-578/78:86',
    'DB-21432@366-409/82:91 | 3@276-281/82:91 | בפברואר@237-273/82:91 | 2026@213-234/82:91 | 26-4363@119-153/82:91',
    'דאטה בק מעבדות שחזור מידע@469-578/99:107',
    "התקבל במעבדה@357-409/106:114 | מדיה@265-281/106:114 | מס'@142-153/106:114 | סידורי@120-140/106:114",
    'בע"מ@559-578/112:121',
    'ZA02U8331338@87-153/117:126 | Samsung@178-220/117:126 | 870@223-238/117:126 | EVO@241-261/117:126 | 1TB@263-281/117:126 | 21/01/2026@362-409/117:126',
    'ח.פ.@563-578/126:134 | 526259189@517-560/126:134',
  ];

  it("is the name in the cell over the suffix, not the grid's labels beside it", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('דאטה בק מעבדות שחזור מידע בע"מ');
  });
});

describe('a Hebrew type foundry\'s English invoice: "Noam Katz" over "Licensed Dealer No. …", a client\'s company under "CLIENT"', () => {
  const rows = [
    '(Original)@289-326/48:57',
    'Katz@20-69/41:62 | TAX INVOICE@193-285/41:62',
    'TAX INVOICE NO.@193-252/74:81 | DATE@286-305/74:81 | PAYMENT DUE@379-430/74:81 | CLIENT@473-498/74:81',
    'Letters@20-100/64:85',
    '339@193-207/81:90 | 2025-11-20@286-330/81:90 | 2026-01-04@379-423/81:90 | Blue Harbor Design@473-546/81:90',
    'Hebrew type design · lettering@20-121/90:97 | Studio Ltd.@473-513/90:97',
    'CLIENT COMPANY NO.@193-270/106:113 | CLIENT PO@286-323/106:113 | LICENCE KEY@379-426/106:113 | LICENSED FONTS@473-534/106:113',
    'Kineret family@473-524/103:126 | LK-2025-2042-LE@379-447/103:126 | 45184700@286-324/103:126 | 513229872@193-236/103:126 | אבגדהו@70-136/103:126',
    'Noam Katz@20-61/144:151 | Description@196-240/144:151 | Qty@440-453/144:151 | Unit price@468-504/144:151 | Amount@526-555/144:151',
    'Licensed Dealer No. 176 723 161@20-135/156:164 | Family licence – Kineret (8 styles), desktop, up to 5 users@196-408/156:164 | 1@449-453/156:164 | ₪2,300.00@464-504/156:164 | ₪2,300.00@515-555/156:164',
    '8 Bezalel St., Jerusalem 9459108@20-135/168:176',
    'Subtotal@342-373/234:243 | ₪7,600.00@515-555/234:243',
    'VAT 18%@342-378/248:256 | ₪1,368.00@515-555/248:256',
    'Total incl. VAT@342-415/262:273 | ₪8,968.00@504-555/262:273',
  ];
  const parsed = parseReceiptDocument(textLayer(rows));

  it('is the dealer, though the page prints a Hebrew specimen', () => {
    expect(parsed.fields.vendorName).toBe('Noam Katz');
    expect(parsed.fields.vendorTaxId).toBe('176723161');
  });

  it('reads the column under the "CLIENT" heading as the customer\'s block', () => {
    const lines = linesOf(textLayer(rows));
    const block = customerBlock(lines);
    const client = (text: string) => {
      const line = lines.find((l) => l.text.includes(text)) as Line;
      const at = line.text.indexOf(text);
      return inBlock(block, line, at, at + text.length);
    };
    expect([client('Blue Harbor Design'), client('Studio Ltd.')]).toEqual([true, true]);
    expect(client('Noam Katz')).toBe(false);
  });
});

describe('a swimwear web shop\'s footer: "גלים – שירן אבוטבול · עוסק מורשה …", the brand alone at the top', () => {
  const rows = (footer: string) => [
    'גלים@507-551/40:62',
    'galim-swim.co.il@495-553/68:76',
    'חשבונית מס-קבלה@449-553/95:109 | 13222@413-444/95:109',
    'תאריך:@529-553/118:127 | 25/08/2022@486-526/118:127 | הזמנה:@268-290/118:127 | #106281@237-265/118:127',
    'סה"כ שולם@244-294/265:276 | 320.60@60-89/265:276 | ₪@46-56/265:276',
    'המחיר כולל מע"מ@231-294/283:292 | 17%@216-227/283:292 | 46.58@46-65/283:292',
    footer,
  ];

  it('is the owner after the brand and its dash, right before the label', () => {
    const footer = 'גלים – שירן אבוטבול@367-432/794:802 | ·@362-364/794:802 | עוסק מורשה@321-359/794:802 | 341595304@286-318/794:802';
    expect(parseReceiptDocument(textLayer(rows(footer))).fields.vendorName).toBe('שירן אבוטבול');
  });

  it('keeps a dealer\'s trade after the dash where the name comes first ("רונית שגיא – הנהלת חשבונות")', () => {
    const footer = 'רונית שגיא – הנהלת חשבונות@367-452/794:802 | ·@362-364/794:802 | עוסק מורשה@321-359/794:802 | 341595304@286-318/794:802';
    expect(parseReceiptDocument(textLayer(rows(footer))).fields.vendorName).not.toBe('הנהלת חשבונות');
  });
});

describe('a ski site\'s bilingual order: "פסגת השלג – אתר סקי ופנאי" over "בע"מ"', () => {
  const rows = [
    'SUMMIT SKI@264-393/19:38',
    'אישור@373-394/45:53 | הזמנה@348-371/45:53 | וחשבונית@312-346/45:53 | /@307-310/45:53 | Order confirmation & invoice@188-305/45:53',
    'פסגת@373-394/87:95 | השלג@350-371/87:95 | –@344-348/87:95 | אתר@325-341/87:95 | סקי@308-322/87:95 | ופנאי@286-306/87:95 | חשבונית@219-247/87:95 | מס@207-217/87:95 | קבלה@186-205/87:95 | /@181-184/87:95 | Tax Invoice-@137-179/87:95',
    '268977@71-100/93:102',
    'בע"מ@373-394/98:106 | Receipt@220-247/98:106',
    'ח.פ/ .@373-394/109:118 | Company ID 527390678@275-371/109:118',
  ];

  it('is the registered name wrapped before its suffix, its dash as printed', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('פסגת השלג – אתר סקי ופנאי בע"מ');
  });
});
