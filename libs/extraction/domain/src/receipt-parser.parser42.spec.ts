import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 42: the date beside the document's number under its title, a "Date" column's rows and a
 * payment's terms; Monaco's and France's registrations and legal forms; a registered name beside
 * its registration over a brand closing with "Co."; Jersey's GST registration and Maine's seller's
 * certificate labelling a footer's company. Made on held-out set 41 after its reading; text layers as
 * the reader gave them (written as `textLayer` reads them).
 */
describe('a disposable tableware supplier\'s consolidated invoice: "מס׳ 6752249 · 04.09.2023" under its title, delivery notes\' dates in a column', () => {
  const rows = [
    'חשבונית@79-108/34:42 | מס@66-77/34:42 | מרכזת@42-64/34:42',
    'מס׳@124-136/46:54 | 6752249@90-122/46:54 | ·@85-87/46:54 | 04.09.2023@42-83/46:54',
    'צלחת@504-554/40:59 | אחת@458-498/40:59',
    'עמוד@76-93/58:67 | 1@69-73/58:67 | מתוך@48-66/58:67 | 2@42-46/58:67',
    'לכבוד:@537-557/85:92 | ארוחות@514-535/85:92 | לבתי@499-512/85:92 | ספר@485-497/85:92 | שרון@471-483/85:92 | בע"מ@454-469/85:92 | ריכוז@141-154/85:92 | תעודות@118-139/85:92 | משלוח@97-117/85:92 | לחודש@77-95/85:92 | אוגוסט@55-75/85:92 | 2023@39-54/85:92',
    'ח.פ.@544-557/97:103 | 526312772@509-543/97:103 | ·@505-507/97:103 | מס׳@493-503/97:103 | לקוח@477-491/97:103 | 201407726@441-475/97:103 | 01.08.2023@120-154/97:103 | עד@111-119/97:103 | 31.08.2023@75-109/97:103',
    'תנאי@141-154/107:114 | תשלום:@118-139/107:114 | שוטף@101-116/107:114 | +@95-99/107:114 | 60@85-93/107:114 | (29.11.2023)@45-83/107:114',
    '#@555-559/130:137 | ת.@531-537/130:137 | משלוח@508-529/130:137 | תאריך@457-476/130:137 | מוצר@406-421/130:137 | יחידה@192-209/130:137 | כמות@153-168/130:137 | מחיר@117-133/130:137 | סכום@72-87/130:137',
    '1@555-559/144:151 | 244784@515-537/144:151 | 01.08.23@450-476/144:151 | שקיות@403-421/144:151 | נשיאה@383-401/144:151 | ממוחזרות@354-381/144:151 | (1000)@332-352/144:151 | קרטון@193-209/144:151 | 8@165-168/144:151 | 138.70@112-133/144:151 | 1,109.60@61-87/144:151',
    '2@555-559/158:165 | 244785@515-537/158:165 | 01.08.23@450-476/158:165 | שקיות@403-421/158:165 | נשיאה@383-401/158:165 | ממוחזרות@354-381/158:165 | (1000)@332-352/158:165 | קרטון@193-209/158:165 | 30@161-168/158:165 | 138.70@112-133/158:165 | 4,161.00@61-87/158:165',
    '3@555-559/172:179 | 244786@515-537/172:179 | 02.08.23@450-476/172:179 | מפיות@404-421/172:179 | 2@398-402/172:179 | שכבות@378-396/172:179 | )חבילה@355-376/172:179 | (100@340-354/172:179 | חבילה@191-209/172:179 | 26@161-168/172:179 | 8.10@119-133/172:179 | 210.60@67-87/172:179',
    '4@555-559/187:193 | 244787@515-537/187:193 | 02.08.23@450-476/187:193 | מגשי@407-421/187:193 | אלומיניום@378-405/187:193 | עם@367-376/187:193 | מכסה@349-366/187:193 | (50)@335-347/187:193 | חבילה@191-209/187:193 | 27@161-168/187:193 | 81.00@116-133/187:193 | 2,187.00@61-87/187:193',
    '5@555-559/201:208 | 244788@515-537/201:208 | 02.08.23@450-476/201:208 | שקיות@403-421/201:208 | נשיאה@383-401/201:208 | ממוחזרות@354-381/201:208 | (1000)@332-352/201:208 | קרטון@193-209/201:208 | 4@165-168/201:208 | 138.70@112-133/201:208 | 554.80@67-87/201:208',
    '6@555-559/215:222 | 244789@515-537/215:222 | 06.08.23@450-476/215:222 | מגשי@407-421/215:222 | אלומיניום@378-405/215:222 | עם@367-376/215:222 | מכסה@349-366/215:222 | (50)@335-347/215:222 | חבילה@191-209/215:222 | 10@161-168/215:222 | 81.00@116-133/215:222 | 810.00@67-87/215:222',
    '7@555-559/229:236 | 244790@515-537/229:236 | 06.08.23@450-476/229:236 | שקיות@403-421/229:236 | נשיאה@383-401/229:236 | ממוחזרות@354-381/229:236 | (1000)@332-352/229:236 | קרטון@193-209/229:236 | 16@161-168/229:236 | 138.70@112-133/229:236 | 2,219.20@61-87/229:236',
    '8@555-559/244:250 | 244791@515-537/244:250 | 06.08.23@450-476/244:250 | קופסאות@396-421/244:250 | טייק@381-394/244:250 | אווי@369-379/244:250 | 750@356-367/244:250 | מ"ל@344-354/244:250 | )קרטון@323-342/244:250 | (300@308-321/244:250 | קרטון@193-209/244:250 | 27@161-168/244:250 | 254.60@112-133/244:250 | 6,874.20@61-87/244:250',
  ];

  it("is dated by the date beside its number, not a delivery note's or the payment terms' due date", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2023-09-04');
  });
});

describe("a Monaco watch strap atelier's invoices", () => {
  const rows = [
    'Bracelets du Rocher S.A.R.L.@455-553/42:49',
    'AT ELIER BR ACELE TS DU@43-276/40:56',
    '7, rue Comte Félix Gastaldi · 98000 Monaco@410-553/53:61',
    'ROC HER@43-123/59:76 | RCI 17 S 07342 · N° TVA / VAT No. FR 47 000073429@380-553/59:76',
    'Tél. +377 93 95 98 84@486-553/76:83',
    'FACTURE / INVOICE@43-178/102:115',
    'Facture n° / Invoice no.@46-132/133:142 | FA-2026-430@191-236/133:142 | Date / Date@271-314/133:142 | 16/03/2026@425-463/133:142 | (Monday)@465-501/133:142',
    'Commande / Order@46-120/149:157 | CMD-5325@191-231/149:157 | Prise de mesure / Fitting@271-363/149:157 | 24/02/2026@425-468/149:157',
    'Client / Customer@46-113/165:173 | Mr Eitan Shapira, Haifa, Israel · client no. 4491@191-359/165:173',
    'Désignation / Description@46-143/189:197 | Qté / Qty@229-264/189:197 | P.U. HT / Unit excl.@278-349/189:197 | TVA / VAT@370-411/189:197 | Montant HT / Amount excl.@426-529/189:197',
    'Alligator strap, hand-stitched, 20/16 mm@46-194/205:213 | 1@268-272/205:213 | 490,00 €@335-364/205:213 | 20%@404-420/205:213 | 490,00 €@521-550/205:213',
    'Ostrich leg strap, made to measure@46-173/221:229 | 1@268-272/221:229 | 505,00 €@335-364/221:229 | 20%@404-420/221:229 | 505,00 €@521-550/221:229',
    'Total HT / Net total@327-400/246:254 | 995,00 €@516-545/246:254',
    'TVA 20% / VAT 20%@327-403/262:270 | 199,00 €@516-545/262:270',
    'Total TTC / Total incl. VAT@327-447/278:288 | 1 194,00 €@504-545/278:288',
    'Acompte versé le 24/02/2026 / Deposit paid@327-490/297:305 | 360,00 €@516-545/297:305',
    'Reste à payer / Balance paid by card@327-459/313:321 | 834,00 €@516-545/313:321',
    'Payment: card ending 7711. IBAN MC58 1273 9000 709491 5506 6156 709. Straps are made in our Monaco workshop; allow 3 weeks for made-to-measure@43-545/338:346',
    'work.@43-61/347:355',
  ];
  const footer = [
    'Maison fondée en 1988@467-553/41:49',
    'CONDAMINE STRAPS@43-237/40:56',
    'FACTURE / INVOICE@43-172/76:90',
    'Facture n° / Invoice no.@46-130/108:116 | 25946@179-202/108:116 | Date / Date@246-287/108:116 | 26 December 2022@386-458/108:116 | (Monday)@460-495/108:116',
    'Commande / Order@46-117/124:132 | CMD-2083@179-219/124:132 | Prise de mesure / Fitting@246-335/124:132 | 5 December 2022@386-452/124:132',
    'Client / Customer@46-110/139:148 | Mr Eitan Shapira, Haifa, Israel · client no. 3600@179-348/139:148',
    'Désignation / Description@46-145/163:172 | Qté / Qty@202-236/163:172 | P.U. HT / Unit excl.@254-326/163:172 | TVA / VAT@355-394/163:172 | Montant HT / Amount excl.@413-517/163:172',
    'Leather travel roll for 3 watches@46-159/179:187 | 1@244-248/179:187 | EUR 235,00@305-349/179:187 | 20%@390-407/179:187 | EUR 235,00@505-550/179:187',
    'Folding clasp, steel, 18 mm@46-145/196:204 | 2@244-248/196:204 | EUR 135,00@305-349/196:204 | 20%@390-407/196:204 | EUR 270,00@505-550/196:204',
    'Total HT / Net total@295-363/220:229 | EUR 505,00@500-545/220:229',
    'TVA 20% / VAT 20%@295-369/236:244 | EUR 101,00@500-545/236:244',
    'Total TTC / Total incl. VAT@295-412/253:262 | EUR 606,00@492-545/253:262',
    'Acompte versé le 5 December 2022 / Deposit paid@295-479/271:280 | EUR 180,00@500-545/271:280',
    'Reste à payer / Balance paid by card@295-429/287:295 | EUR 426,00@500-545/287:295',
    'Payment: card ending 5482. IBAN MC58 1273 9000 708008 2901 9689 525. Straps are made in our Monaco workshop; allow 3 weeks for made-to-@43-531/313:320',
    'measure work.@43-91/322:329',
    'Condamine Horlogerie S.A.M.@56-151/802:808 | · 14, boulevard Albert 1er · 98000 Monaco · RCI 09 S 05128 · TVA intracommunautaire FR 83 000051285 · Tél. +377 93 62 22 47@153-539/802:808',
  ];

  it('is the S.A.R.L. beside its wordmark, not its "N° TVA" label, and takes no Israeli id from its French VAT number', () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.vendorName).toBe('Bracelets du Rocher S.A.R.L.');
    expect(parsed.fields.vendorTaxId).toBeUndefined();
  });

  it('is the S.A.M. in the footer beside its trade register, not the brand at the top', () => {
    expect(parseReceiptDocument(textLayer(footer)).fields.vendorName).toBe('Condamine Horlogerie S.A.M.');
  });
});

describe('Jersey knitwear makers', () => {
  const rows = [
    'ST AUBIN KNIT CO.@43-249/42:61 | INVOICE@473-553/42:61',
    'La Rue du Crocquet, St Aubin, Jersey JE3 8BZ@43-221/71:79 | Tax invoice for GST@484-553/71:79',
    'St Aubin Knitwear Limited · Registered in Jersey No. 133438 · GST Reg. No. 0097950@43-324/84:91',
    'Invoice No.@46-88/112:121 | SAK78059@127-169/112:121 | Invoice date@239-285/112:121 | 28 November 2024@360-437/112:121',
    'Web order@46-85/128:136 | #53361@127-154/128:136 | Ordered@239-271/128:136 | 10 November 2024@360-431/128:136',
    'Deliver to@46-83/144:152 | Hadar Levi (guest), Pomme d’Or Hotel, St Helier · customer 6994@127-374/144:152',
    'Item@46-65/169:178 | Qty@357-373/169:178 | Unit@401-420/169:178 | Amount@474-508/169:178',
    'Wool wash & care kit@46-126/187:195 | 1@390-395/187:195 | £14.00@443-468/187:195 | £14.00@525-550/187:195',
    'Knitted beanie, island blue@46-149/203:211 | 3@390-395/203:211 | £27.00@443-468/203:211 | £81.00@525-550/203:211',
    'Fisherman rib jumper, natural wool@46-182/220:228 | 1@390-395/220:228 | £123.00@438-468/220:228 | £123.00@520-550/220:228',
    'Children’s guernsey, age 4-6@46-153/236:244 | 3@390-395/236:244 | £59.00@443-468/236:244 | £177.00@520-550/236:244',
    'Island delivery to your accommodation@46-192/253:261 | 1@390-395/253:261 | £4.50@447-468/253:261 | £4.50@529-550/253:261',
    'Subtotal@379-412/277:286 | £399.50@515-545/277:286',
    'GST @ 5%@379-419/293:301 | £19.98@520-545/293:301',
    'Total@379-405/310:320 | £419.48@509-545/310:320',
    'Paid online 10 November 2024@379-495/328:337 | (£419.48)@510-545/328:337',
    'Amount due@379-426/344:352 | £0.00@525-545/344:352',
    'Knitted in Jersey from British wool. Delivered within the Island; GST is charged on all sales and deliveries in Jersey.@43-447/370:377',
  ];
  const tradingName = [
    'Gorey Wool Room@43-213/43:63 | INVOICE@483-553/43:63',
    'Gorey Pier, Grouville, Jersey JE3 9EP@43-179/72:80',
    'Tax invoice for GST@488-553/77:85',
    'Invoice No.@46-86/110:118 | GWR/4656@124-165/110:118 | Invoice date@265-308/110:118 | 04/02/2022@413-454/110:118',
    'Web order@46-84/125:133 | #96364@124-152/125:133 | Ordered@265-295/125:133 | 10/01/2022@413-454/125:133',
    'Deliver to@46-80/140:148 | Ben Avraham, c/o Rozel Bay Holiday Flats, St Martin · customer 6258@124-372/140:148',
    'Item@46-63/165:173 | Qty@323-336/165:173 | Unit@361-377/165:173 | Amount@458-489/165:173',
    'Fisherman rib jumper, natural wool@46-169/181:190 | 1@350-355/181:190 | GBP 107.00@408-452/181:190 | GBP 107.00@505-550/181:190',
    'Name embroidery on placket@46-148/197:205 | 3@350-355/197:205 | GBP 15.00@413-452/197:205 | GBP 45.00@510-550/197:205',
    'Island delivery to your accommodation@46-183/213:221 | 1@350-355/213:221 | GBP 6.00@417-452/213:221 | GBP 6.00@515-550/213:221',
    'Subtotal@396-425/237:245 | GBP 158.00@501-545/237:245',
    'GST @ 5%@396-437/252:260 | GBP 7.90@510-545/252:260',
    'Total@396-419/268:277 | GBP 165.90@492-545/268:277',
    'Paid online 10/01/2022@396-479/285:293 | (£165.90)@510-545/285:293',
    'Amount due@396-439/300:308 | GBP 0.00@510-545/300:308',
    'Knitted in Jersey from British wool. Delivered within the Island; GST is charged on all sales and deliveries in Jersey.@43-415/325:332',
    'Le Marquand Yarns Ltd · Gorey Pier, Grouville, Jersey JE3 9EP@205-391/790:797',
    'Gorey Wool Room is a trading name of Le Marquand Yarns Ltd, Jersey company 46256. GST registration 0065374.@129-466/800:807',
  ];

  it('is the registered "Limited" beside its registration, not the brand\'s "CO." in large print', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('St Aubin Knitwear Limited');
  });

  it('is the company a trading name is of, beside its GST registration', () => {
    expect(parseReceiptDocument(textLayer(tradingName)).fields.vendorName).toBe('Le Marquand Yarns Ltd');
  });
});

describe('a Maine canoe builder: "Moosehead Paddle LLC · … · ME seller’s certificate 7260524" in the footer', () => {
  const rows = [
    'Moosehead Paddle & Canoe@43-296/44:62 | INVOICE@495-569/44:62',
    'Handbuilt in the Maine woods@43-153/70:78',
    'Invoice #@46-81/100:109 | 15107@149-175/100:109 | Invoice date@250-296/100:109 | 05/16/2025@413-460/100:109',
    'Build order@46-87/116:124 | BO-852@149-177/116:124 | Order placed@250-298/116:124 | 03/22/2025@413-456/116:124',
    'Customer@46-82/132:140 | Camp Kawanhee for Boys, Weld, ME · acct 211-73@149-334/132:140',
    'Description@46-94/157:166 | Qty@357-372/157:166 | Price@398-419/157:166 | Amount@485-518/157:166',
    'Canvas re-fill and paint, customer canoe@46-196/173:181 | 1@388-392/173:181 | $1,205.00@442-479/173:181 | $1,205.00@529-566/173:181',
    'Ash paddle, hand-carved@46-138/190:198 | 1@388-392/190:198 | $145.00@449-479/190:198 | $145.00@536-566/190:198',
    'Portage yoke, contoured ash@46-152/206:214 | 1@388-392/206:214 | $160.00@449-479/206:214 | $160.00@536-566/206:214',
    'Subtotal@391-423/231:239 | $1,510.00@524-562/231:239',
    'Maine sales tax 5.5%@391-470/247:255 | $83.05@536-562/247:255',
    'Total@391-415/264:274 | $1,593.05@513-562/264:274',
    'Deposit received 03/22/2025@391-499/281:289 | ($600.00)@526-562/281:289',
    'Balance due at pickup@391-474/297:305 | $993.05@531-562/297:305',
    'Picked up at the shop. Every canoe is registered with its hull number 1748-35; keep this invoice for warranty.@43-411/322:330',
    'Moosehead Paddle LLC · 9 Lily Bay Road, Greenville, ME 04441 · (207) 517-4868 · ME seller’s certificate 7260524@134-478/754:761',
  ];

  it('is the company, not the brand at the top', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Moosehead Paddle LLC');
  });
});
