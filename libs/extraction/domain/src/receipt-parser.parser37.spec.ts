import { segments } from './candidates';
import { linesOf } from './layout-lines';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 37: "מס':" with its colon opens the line of the title's number; a label wrapped in its
 * cell ("Invoice" over "date"); a facts table's "Client" cell heads the customer's column; a
 * customer's phone ("טלפון לקוח:") heads no block; a registered name may open with a word that
 * elsewhere marks an address ("כתובת פלוס … בע"מ"); words in large print are spaced by their own
 * size; an American state's tax licence is a registration beside a footer's company; a name alone
 * on its line right over a dealer's label that opens its line is the owner's. Made on held-out set
 * 37 after its reading; text layers as the reader gave them (written as `textLayer` reads them).
 */
describe('a Tunisian restaurant\'s bill: "מס\': 07-1382" under the title "חשבונית מס קבלה"', () => {
  const head = (title: string, number: string) => [
    'הבריק של סבתא@69-179/18:36',
    'שוק התקווה, תל אביב@92-156/53:61',
    `${title}@83-165/70:80`,
    `מס':@218-232/85:94 | ${number}@16-44/85:94`,
    'תאריך:@208-232/95:104 | 17.06.25@16-44/95:104',
    'שולחן:@209-232/106:115 | 28@58-67/106:115 | ·@53-55/106:115 | סועדים:@23-50/106:115 | 3@16-21/106:115',
  ];

  it("is the title's number, the colon after the label as printed", () => {
    expect(parseReceiptDocument(textLayer(head('חשבונית מס קבלה', '07-1382'))).fields.documentNumber).toBe('07-1382');
    expect(parseReceiptDocument(textLayer(head('חשבון / חשבונית מס', '349487'))).fields.documentNumber).toBe('349487');
  });

  it('is less sure under a line that is not the title', () => {
    const titled = parseReceiptDocument(textLayer(head('חשבון / חשבונית מס', '349487'))).confidence.documentNumber ?? 0;
    const untitled = parseReceiptDocument(textLayer(head('ארוחת צהריים עסקית', '349487'))).confidence.documentNumber ?? 0;
    expect(untitled).toBeLessThan(titled - 0.1);
  });
});

describe("a consultant's English invoice: the dealer's details in a side column beside a facts table", () => {
  const rows = [
    'TAX INVOICE@232-322/43:58 | (Original)@326-362/43:58',
    'MedReg@17-97/47:67',
    'Invoice No.@235-278/71:79 | 387@287-301/71:79 | Invoice@432-459/71:79 | 26/02/2026@484-527/71:79',
    'date@432-448/80:88',
    'Compass@17-109/79:98',
    'Client@235-257/96:104 | Vitalyx Medical Ltd.@287-361/96:104 | Client PO@432-469/96:104 | 1907141314@484-531/96:104',
    'Independent regulatory consultant@17-130/109:116 | Company No. 516894557@287-385/109:116',
    'Services for@235-280/120:129 | January 2026@287-339/120:129 | Payment@432-466/120:129 | 27/04/2026@484-527/120:129',
    'Michal Oren@17-62/129:136 | due@432-446/129:136',
    'Licensed Dealer No. 130 486 376@17-134/141:148',
    'Device@235-261/145:154 | Class IIb orthopaedic implant · project 336@287-448/145:154',
    '12 HaNarkis St., Zichron Yaakov@17-131/153:161',
    'Subtotal@381-420/231:240 | ₪31,800.00@500-552/231:240',
    'VAT 18%@381-415/246:255 | ₪5,724.00@505-552/246:255',
    'Total incl. VAT@381-450/264:274 | ₪37,524.00@495-552/264:274',
  ];
  const parsed = parseReceiptDocument(textLayer(rows));

  it('takes the invoice\'s date beside "Invoice" wrapped over "date", not the payment\'s beside "Payment" over "due"', () => {
    expect(parsed.fields.date).toBe('2026-02-26');
  });

  it('takes the dealer\'s id, not the company number under the "Client" cell', () => {
    expect(parsed.fields.vendorTaxId).toBe('130486376');
  });

  it("reads no wrapped label into a row a table's spacing away", () => {
    // The same "date" a row's pitch below (16 points, not 9): no part of the label beside the date, which stays unlabelled.
    const apart = rows.map((row) => (row === 'date@432-448/80:88' ? 'date@432-448/87:95' : row));
    expect(parsed.confidence.date).toBeGreaterThanOrEqual(0.9);
    expect(parseReceiptDocument(textLayer(apart)).confidence.date ?? 0).toBeLessThan(0.9);
  });
});

describe("a trophy shop's till slip: the licensed dealer named only at the bottom, under the customer's phone", () => {
  const rows = [
    'מדליון@89-137/9:24',
    'מרכז מסחרי רמות, באר שבע@72-155/35:42',
    'חשבונית מס-קבלה@71-155/49:59',
    'מספר:@185-215/68:76 | 7987@11-30/68:76',
    'תאריך:@190-215/77:85 | 8/1/2023 18:13@11-70/77:85',
    'סה"כ לתשלום@160-215/225:235 | 994.41 ₪@11-50/225:235',
    'מתוכו מע"מ 17%@160-215/236:244 | 144.49@11-40/236:244',
    'סה"כ לפני מע"מ@160-215/245:253 | 849.92@11-40/245:253',
    'מוכן לאיסוף:@125-166/295:303 | 17/01@102-123/295:303 | אחרי@84-100/295:303 | 16:00@61-82/295:303',
    'טלפון לקוח:@120-153/304:311 | 054-369-9636@73-118/304:311',
    'פריטים בחריטה אישית אינם ניתנים להחזרה@52-175/312:319',
    'אבי חדד@97-129/327:335',
    'עוסק מורשה@114-156/336:344 | 264035478@71-112/336:344',
    'מרכז מסחרי רמות, באר שבע ·@86-187/345:353 | 08-6413377@40-84/345:353',
  ];
  const parsed = parseReceiptDocument(textLayer(rows));

  it("reads the dealer's id and own name: the customer's phone heads no customer's block", () => {
    expect(parsed.fields.vendorTaxId).toBe('264035478');
    expect(parsed.fields.vendorName).toBe('אבי חדד');
  });

  it('still keeps a customer\'s id under "לקוח:" out', () => {
    const customer = rows.map((row) => (row.startsWith('טלפון לקוח:') ? 'לקוח:@120-153/304:311 | משה לוי@73-118/304:311' : row));
    customer.splice(customer.indexOf('אבי חדד@97-129/327:335'), 1);
    expect(parseReceiptDocument(textLayer(customer)).fields.vendorTaxId).toBeUndefined();
  });
});

describe('a virtual office\'s bill: its company "כתובת פלוס משרדים וירטואליים בע"מ" beside the brand "כתובת+"', () => {
  const rows = [
    'כתובת פלוס משרדים וירטואליים בע"מ@45-179/40:48',
    'ח.פ.@93-108/51:59 | 519680466@45-90/51:59',
    'כתובת+@466-550/41:64',
    'מגדל אלון@132-164/63:70 | ,2@122-130/63:70 | יגאל אלון@90-120/63:70 | ,94@75-87/63:70 | תל אביב@45-73/63:70',
    "משרד וירטואלי@504-550/71:79 | ·@499-502/71:79 | מענה טלפוני@458-497/71:79 | ·@454-456/71:79 | חדרי ישיבות@413-452/71:79 | טל'@95-106/71:79 | 03-7719050@45-93/71:79",
    'חשבונית מס@473-550/103:117 | –@462-469/103:117 | חיוב חודשי@388-458/103:117',
  ];

  it('is the registered name, though it opens with "כתובת" (an address\'s word)', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('כתובת פלוס משרדים וירטואליים בע"מ');
  });

  it('is never an address that a label opens ("כתובת: … בע"מ")', () => {
    const labelled = rows.map((row, i) => (i === 0 ? 'כתובת: מגדל אלון, ניהול נכסים בע"מ@45-179/40:48' : row));
    expect(parseReceiptDocument(textLayer(labelled)).fields.vendorName).not.toBe('כתובת: מגדל אלון, ניהול נכסים בע"מ');
  });
});

describe('a US neon sign maker: a wordmark in large print beside a small tagline, the company in the footer', () => {
  const rows = [
    'hand-made light since 1987@451-562/55:63',
    'DESERT GLOW@50-254/46:68',
    'BILL TO@40-73/92:100',
    'Tahini Brothers Inc.@40-134/103:112 | INVOICE@451-534/103:112',
    "c/o HaArba'a St 19, Tel Aviv 6473917, Israel@40-228/116:124",
    'Invoice #@451-492/122:130 | 246035@536-572/122:130',
    'Invoice date@451-505/135:143 | 06/25/2025@518-572/135:143',
    'Subtotal@310-360/338:346 | $3,512.00@512-569/338:346',
    'Tucson combined sales tax 8.7%@310-450/353:361 | $305.54@533-569/353:361',
    'Invoice total@310-384/369:379 | $3,817.54@509-569/369:379',
    'Desert Glow Signs, Inc. · 1730 E. Speedway Blvd, Tucson, AZ 85719 · (520) 555-0198@154-458/736:743',
    'AZ TPT license 21004718 · accounts@desertglowsigns.com@200-412/747:754',
  ];

  it("keeps the wordmark's two words in one cell: they are spaced by their own print", () => {
    const brand = linesOf(textLayer(rows)).filter((l) => l.text.startsWith('DESERT'));
    expect(brand.map((l) => segments(l).map((s) => s.text))).toEqual([['DESERT GLOW', 'hand-made light since 1987']]);
  });

  it("is the company the state's tax licence is registered to, not the wordmark", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Desert Glow Signs, Inc.');
  });
});

describe('a glassblowing studio: "נגה ברק" alone right over "עוסק מורשה / Licensed Dealer", a Latin brand at the top', () => {
  const rows = (label: string) => [
    'BUBBLE@120-163/15:25',
    'בועה@133-150/29:37',
    'חשבונית מס@176-219/69:76 | /@172-174/69:76 | קבלה@150-170/69:76 | /@146-148/69:76 | Receipt@115-144/69:76 | /@110-113/69:76 | Invoice@81-108/69:76 | Tax@65-79/69:76',
    "מס'@260-272/79:87 | /@256-258/79:87 | No.@242-254/79:87 | 5732@11-29/79:87",
    'סה"כ לתשלום@200-272/198:208 | ₪2,440.00@11-60/198:208',
    'נגה ברק@128-156/287:295',
    label,
    'מתחם התחנה,@183-225/308:315 | באר שבע@155-181/308:315 | /@151-153/308:315 | Beersheba@117-149/308:315 | Compound,@81-115/308:315 | Station@59-80/308:315',
  ];

  it('is the owner, a name the list of given names lacks (נגה for נוגה), where the label opens its line', () => {
    const opening = 'עוסק מורשה@173-214/297:305 | /@169-171/297:305 | Dealer@144-166/297:305 | Licensed@111-142/297:305 | 301479796@69-109/297:305';
    expect(parseReceiptDocument(textLayer(rows(opening))).fields.vendorName).toBe('נגה ברק');
  });

  it('is not a line over a label that follows a name of its own ("מיכל זיו · עוסק מורשה")', () => {
    const named = 'מיכל זיו@190-225/297:305 | ·@186-188/297:305 | עוסק מורשה@140-183/297:305 | 301479796@69-109/297:305';
    expect(parseReceiptDocument(textLayer(rows(named))).fields.vendorName).toBe('מיכל זיו');
  });
});
