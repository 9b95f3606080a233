import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 57: a narrow header row's cells wrapped onto two lines (the number a line further down, the date's month over its day and year); Taiwan's
 * "Unified Business No." a registration's label; abroad, a sole trader's own name right before the registration he holds ("Hernán Castillo Rojas ·
 * NIT 841.620.020-5"), accents and all. Made on held-out set 54 after its reading; text layers as the reader gave them (written as `textLayer` reads them).
 */
describe('a tea farm\'s slip whose header row wrapped: "Invoice No. | Date" over "December" / "KN23543509" / "23, 2025"', () => {
  const rows = [
    'DONGDING LEAF@14-131/15:30',
    'Lugu@14-29/35:41 | Township,@33-68/35:41 | Nantou@72-94/35:41 | County,@98-125/35:41 | Taiwan@129-152/35:41 | ·@156-160/35:41 | +886@163-179/35:41 | 49@182-190/35:41 | 2755486@194-221/35:41',
    'UNIFORM@14-61/52:64 | INVOICE@68-115/52:64 | /@122-129/52:64 | RECEIPT@136-183/52:64',
    'Tasting@134-160/80:86 | Lottery@234-261/80:86',
    'Invoice@20-47/84:90 | No.@51-62/84:90 | Date@88-103/84:90 | Visit@179-198/84:90 | date@202-218/84:90',
    'booking@134-160/88:94 | period@236-259/88:94',
    'December@78-114/102:109 | December@180-216/102:109 | 2025@239-257/102:109',
    'KN23543509@19-64/107:115 | TB60637@131-163/107:115',
    '23,@78-91/112:120 | 2025@96-114/112:120 | 22, 2025@180-216/112:120 | Nov-Dec@232-263/112:120',
    'Buyer:@14-41/130:138 | Noa@46-59/130:138 | Friedman (Israel)@64-140/130:138',
    'Item@17-33/149:156 | Qty@149-161/149:156 | Unit@168-184/149:156 | (USD)@188-208/149:156 | Amount@216-240/149:156 | (USD)@244-264/149:156',
    'Bamboo@17-44/180:187 | tea tray@49-85/180:187 | 2@149-153/180:187 | 54.00@168-190/180:187 | 108.00@216-243/180:187',
    'Total (tax included)@14-118/215:223 | 108.00 USD@218-269/215:223',
    'Business@14-50/226:234 | tax 5%@55-82/226:234 | included@86-122/226:234 | 5.14 USD@229-269/226:234',
    'Lugu@14-32/279:286 | Dongding@37-73/279:286 | Tea Farm@77-113/279:286 | Co. ·@118-140/279:286 | Unified@145-176/279:286 | Business@181-217/279:286 | No.@221-235/279:286',
    '89444484@14-50/289:297 | ·@55-59/289:297 | No. 94,@64-95/289:297 | Fenghuang@100-140/289:297 | Village, Lugu@145-203/289:297',
  ];

  it('is numbered by the value right under "Invoice No.", past the neighbouring month beside its column, not the address\'s "No. 94"', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('KN23543509');
  });

  it('is dated by the month over the day and year under "Date", not the visit\'s', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2025-12-23');
  });

  it('is dated so with the cell wrapped after the day too: "June 3," over "2024"', () => {
    const june = rows.map((r) =>
      r.replace('December@78-114/102:109', 'June@78-96/102:109 | 3,@100-109/102:109').replace('23,@78-91/112:120 | 2025@96-114/112:120', '2024@82-100/112:120'),
    );
    expect(parseReceiptDocument(textLayer(june)).fields.date).toBe('2024-06-03');
  });

  it("joins no month to a line further down the page than a wrapped cell's pitch", () => {
    const apart = rows.map((r) => r.replace('23,@78-91/112:120 | 2025@96-114/112:120 | ', '').replace('Buyer:@14-41/130:138', '23, 2025@78-114/130:138 | Buyer:@120-141/130:138'));
    expect(parseReceiptDocument(textLayer(apart)).fields.date).toBeUndefined();
  });
});

describe('a tea estate\'s registered name over "Unified Business No." beside its brand in large print', () => {
  const rows = [
    'Shanlin Oolong Tea Co., Ltd.@281-392/28:35',
    'SHANLIN TEA ESTATE@28-259/28:46 | Unified Business No. 42873601@269-392/28:46',
    'Shanlinxi, Zhushan Township, Nantou County, Taiwan@28-237/49:57',
    'UNIFORM INVOICE / RECEIPT@28-262/69:82',
    'Invoice No.@45-89/99:106 | Date@130-148/99:106 | Tasting booking@179-240/99:106 | Visit date@262-299/99:106 | Lottery period@324-380/99:106',
    'GE-88601498@36-99/112:121 | 2026-05-16@113-165/112:121 | TB71101@189-230/112:121 | 2026-05-15@254-306/112:121 | 2026 May-Jun@320-384/112:121',
    'Buyer: Michal Avraham (Israel)@28-172/130:139',
    'Item@31-53/149:157 | Qty@216-231/149:157 | Unit (USD)@241-292/149:157 | Amount (USD)@308-375/149:157',
    'Oriental Beauty, 75 g@31-128/180:189 | 1@216-222/180:189 | 54.00@241-267/180:189 | 54.00@308-334/180:189',
    'Total (tax included)@174-287/247:257 | US$54.00@328-392/247:257',
    'Business tax 5% included@174-290/259:268 | US$2.57@346-392/259:268',
  ];

  it("is the company registered under the number, not the brand with the label's first word", () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.vendorName).toBe('Shanlin Oolong Tea Co., Ltd.');
    expect(parsed.fields.vendorTaxId).toBeUndefined();
  });
});

describe('a Colombian cutter\'s invoice: "Hernán Castillo Rojas · NIT 841.620.020-5 · Régimen común" in the footer under the brand', () => {
  const rows = [
    'VERDE BOYACÁ LAPIDARY@28-262/25:42',
    'Calle 5 No. 3-18, Chiquinquirá, Boyacá, Colombia · +57 3139301976@28-253/46:54',
    'SALES INVOICE@28-136/66:79',
    'Invoice No.@35-71/98:105 | Date@127-142/98:105 | Workshop visit@219-267/98:105 | Order@311-330/98:105',
    '2024-792@35-70/106:115 | 11 Oct 2024@127-173/106:115 | 10 Oct 2024@219-265/106:115 | ORD-90487@311-358/106:115',
    'Customer: Avital Sharon, passport 56921349, Israel@28-229/124:133',
    'Description@31-75/143:151 | Qty / rate@212-246/143:151 | Amount (USD)@291-347/143:151',
    'Rough emerald specimen@31-132/190:199 | 1@212-216/190:199 | 113.00@291-316/190:199',
    'Subtotal@210-243/209:218 | US$ 113.00@349-392/209:218',
    'IVA 19%@210-244/220:229 | US$ 21.47@349-392/220:229',
    'Total@210-235/229:240 | US$ 134.47@331-392/229:240',
    'Hernán Castillo Rojas · NIT 841.620.020-5 · Régimen común@28-264/275:284',
  ];

  it('is the person the registration is his, not the brand', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Hernán Castillo Rojas');
  });

  it('is the brand still where the footer names a studio, not a person, before the NIT', () => {
    const workshop = rows.map((r) => r.replace('Hernán Castillo Rojas · NIT', 'Boyacá Gem Studio · NIT'));
    expect(parseReceiptDocument(textLayer(workshop)).fields.vendorName).toBe('VERDE BOYACÁ LAPIDARY');
  });
});
