import { enWyomingAntlerChandelierInvoice1Png, heEpoxyFlooringInvoice2Png, heHaberdasheryTill1Png, heHaberdasheryTill2Png } from './ocr-output-43.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 45: Kosovo's legal forms (SH.P.K.), business numbers (NUI, NRB) and month names; a brand
 * that is "a trade name of" a company; a name under a narrower tagline is no wrapped name; a
 * number with its series and a slash after "מספר"; from OCR, a quote's number between two dates
 * parts two cells (no range), "סכום … מע"מ" with its middle word garbled is a net line, and "מס'"
 * read as "‘On" or "yon". Made on held-out set 43 after its reading; text layers as the reader gave
 * them (written as `textLayer` reads them) and recognition output captured from its images
 * (ocr-output-43.fixtures.ts).
 */
describe('a Kosovar filigree workshop\'s invoice: "Filigrani Prizren SH.P.K." under its brand over its NUI and NRB, dated "23 korrik 2026"', () => {
  const rows = [
    'Rruga Shuaip Spahiu 12, 20000 Prizren, Kosova@354-556/39:47',
    'PRIZREN FILIGREE@40-269/38:58 | Tel. +383 44 363 300@466-556/38:58',
    'Handmade silver@40-111/61:70 | filigree since 1961@114-191/61:70',
    'Filigrani Prizren SH.P.K.@40-142/71:79',
    'NUI 219435924 · NRB 88806153 · TVSH 932782159@40-221/81:88',
    'FATURË / INVOICE@40-184/97:111',
    'Nr. i faturës / Invoice no.@41-145/127:135 | F-2026-0173@153-206/127:135 | Data / Date@258-305/127:135 | 23 korrik 2026@313-375/127:135',
    'Porosia / Order@41-105/141:149 | PO-771 (8 korrik 2026)@153-250/141:149 | Afati / Due@258-302/141:149 | 7 gusht 2026@313-368/141:149',
    'Blerësi / Buyer:@40-112/161:169 | Galilee Craft Gallery Ltd., Rosh Pina, Israel · passport 35180712@114-385/161:169',
    'Përshkrimi / Description@40-154/179:187 | Sasia / Qty@286-335/179:187 | Çmimi / Unit@351-410/179:187 | TVSH@429-456/179:187 | Vlera / Amount@465-535/179:187',
    'Filigree cufflinks / Mansheta@42-162/193:202 | 4@288-293/193:202 | 52,00 €@353-384/193:202 | 18%@431-449/193:202 | 208,00 €@467-503/193:202',
    'Gift packaging / Paketim dhuratë@42-181/223:232 | 4@288-293/223:232 | 5,00 €@353-379/223:232 | 18%@431-449/223:232 | 20,00 €@467-498/223:232',
    'Vlera pa TVSH / Net amount@274-394/244:253 | 276,00 €@517-554/244:253',
    'TVSH / VAT 18%@274-344/257:265 | 49,68 €@522-554/257:265',
    'Gjithsej / Total@274-360/271:282 | 325,68 €@502-554/271:282',
    'Paradhënie / Advance paid@274-386/286:295 | (98,00 €)@516-554/286:295',
    'Për pagesë / Balance due@274-380/299:307 | 227,68 €@517-554/299:307',
    'IBAN XK05 0275 4467 5768 9786 · BIC NBPRXKPR@40-257/320:328',
  ];

  it('is the company with its legal form, not the brand', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Filigrani Prizren SH.P.K.');
  });

  it('is dated by its Albanian month name, not by the order or the due date', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2026-07-23');
  });
});

describe('a Kosovar filigree workshop under a brand whose footer says it is "a trade name of" an L.L.C.', () => {
  const rows = [
    'Çarshia e Madhe 41, 50000 Gjakovë, Kosovo@390-556/38:46',
    'Gjakova Silver@40-182/36:55 | Tel. +383 48 678 342@479-556/36:55',
    'Handmade silver@40-101/61:70 | filigree since 1961@104-170/61:70',
    'FATURË / INVOICE@40-159/79:93',
    '№@41-50/110:118 | i faturës / Invoice no.@52-128/110:118 | 96174@135-158/110:118 | Data / Date@220-262/110:118 | 24.03.2023@269-310/110:118',
    'Porosia / Order@41-97/124:133 | PO-953 (09.03.2023)@135-213/124:133 | Afati / Due@220-259/124:133 | 08.04.2023@269-310/124:133',
    'Blerësi / Buyer:@40-100/145:153 | Ms. Orly Ben David, Ra’anana, Israel · passport 36415362@102-315/145:153',
    'Përshkrimi / Description@40-135/163:171 | Sasia / Qty@296-339/163:171 | Çmimi / Unit@361-409/163:171 | TVSH@434-456/163:171 | Vlera / Amount@469-527/163:171',
    'Gift packaging / Paketim dhuratë@42-161/207:215 | 2@298-302/207:215 | €5.00@362-383/207:215 | 18%@435-452/207:215 | €10.00@470-495/207:215',
    'Vlera pa TVSH / Net amount@274-378/228:236 | €462.00@524-554/228:236',
    'TVSH / VAT 18%@274-336/241:249 | €83.16@528-554/241:249',
    'Gjithsej / Total@274-346/254:265 | €545.16@516-554/254:265',
    'Për pagesë / Balance due@274-369/283:292 | €381.16@524-554/283:292',
    'IBAN XK05 9834 3280 6493 6041 · BIC RBKOXKPR@40-231/304:313',
    'Gjakova Silver is a trade name of Argjendaria Çarshia e Madhe L.L.C. · NUI 820654908 · NRB 51420325 · TVSH 547344138@112-484/346:352',
  ];

  it('is the company the brand is a trade name of', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Argjendaria Çarshia e Madhe L.L.C.');
  });
});

describe('a Polish restaurant\'s bill: "ורשה הקטנה מסעדות בע"מ" under a narrower tagline "מטבח פולני ביתי · address", its "ו" a letter of "ורשה"', () => {
  const rows = [
    'ורשה הקטנה@85-147/12:26',
    'מטבח פולני ביתי@128-164/30:37 | ·@124-126/30:37 | רח׳ לבונטין@98-122/30:37 | 14, תל אביב@68-96/30:37',
    'ורשה הקטנה מסעדות בע"מ@111-170/39:45 | ·@107-109/39:45 | ח.פ.@96-105/39:45 | 553 391 681@62-94/39:45',
    'חשבונית מס / קבלה@91-142/53:61',
    'מספר@205-218/65:73 | 406822@14-36/65:73',
    'תאריך@202-218/74:82 | 20.08.2026@14-46/74:82',
    'הזמנה@203-218/119:127 | #3977@14-32/119:127',
    '2@215-218/135:141 | עוגת פרג@189-212/135:141 | (34.00)@170-187/135:141 | 68.00@14-30/135:141',
    '2@215-218/144:150 | פירוגי בשר@184-212/144:150 | (62.00)@165-182/144:150 | 124.00@14-34/144:150',
    'סה"כ מנות@191-218/202:209 | 192.00@14-34/202:209',
    'דמי שירות@192-218/211:218 | 12%@177-189/211:218 | 23.04@14-30/211:218',
    'לתשלום@192-218/219:229 | 215.04 ₪@14-54/219:229',
    'מזה מע"מ@193-218/230:238 | (18%)@174-191/230:238 | 32.80@14-30/230:238',
  ];

  it('is the registered name alone, not joined to the tagline over it', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('ורשה הקטנה מסעדות בע"מ');
  });
});

describe('a Polish restaurant\'s bill numbered "מספר BB/9139" under its title "חשבון - חשבונית מס"', () => {
  const rows = [
    'בבצ׳יה@91-130/13:28',
    'מטבח פולני ביתי@117-158/32:38 | ·@112-114/32:38 | רח׳ מסדה@85-110/32:38 | 9, חיפה@63-83/32:38',
    'חשבון - חשבונית מס@79-142/46:54',
    'מספר@190-207/58:66 | BB/9139@14-41/58:66',
    'תאריך@189-207/67:75 | 16/12/24@14-40/67:75',
    'שעה@193-207/76:84 | 19:29@14-31/76:84',
    'הזמנה@188-207/112:120 | #6428@14-33/112:120',
    '1@203-207/128:134 | ביגוס@186-200/128:134 | (68.00)@164-183/128:134 | 68.00@14-31/128:134',
    '2@203-207/155:161 | בירה פולנית@165-200/155:161 | (32.00)@144-162/155:161 | 64.00@14-31/155:161',
    'לתשלום@174-207/168:178 | 132.00 ₪@14-54/168:178',
    'מזה מע"מ@177-207/180:187 | (17%)@156-174/180:187 | 19.18@14-31/180:187',
    'כרטיס אשראי@167-207/238:246 | XXXX-2230@14-51/238:246',
    'אישור@190-207/247:255 | 6524190@14-40/247:255',
    'יאנק לוינסקי@120-151/265:271 | ·@115-117/265:271 | ע.מ.@102-113/265:271 | 123841389@71-100/265:271',
  ];

  it('is the number with its series and slash', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('BB/9139');
  });
});

describe('recognised: a Wyoming lighting maker\'s invoice, "Date" over "28 Aug 2024" beside a quote "Q103 · 2 Jul 2024" whose dot was read as a dash', () => {
  it("is dated by the date under its label: the quote's number between the two dates makes them two cells, not a range", () => {
    expect(parseReceiptDocument(enWyomingAntlerChandelierInvoice1Png).fields.date).toBe('2024-08-28');
  });
});

describe('recognised: an epoxy flooring invoice whose "לפני" and "כולל" were read as digits ("סכום 97 מע"מ", "סה"כ 7719 מע"מ") over an advance and a balance', () => {
  const parsed = parseReceiptDocument(heEpoxyFlooringInvoice2Png);

  it('totals with VAT, not the balance after the advance', () => {
    expect(parsed.fields.total).toBe('53907.71');
  });

  it('finds the VAT, the net line named by the arithmetic', () => {
    expect(parsed.fields.tax).toBe('8223.21');
  });
});

describe('recognised: a haberdashery\'s till slips, "מס׳" read as Latin letters beside the number', () => {
  it('reads "‘On" as the label ("HB-913823")', () => {
    expect(parseReceiptDocument(heHaberdasheryTill1Png).fields.documentNumber).toBe('HB-913823');
  });

  it('reads "yon" as the label ("48753")', () => {
    expect(parseReceiptDocument(heHaberdasheryTill2Png).fields.documentNumber).toBe('48753');
  });
});
