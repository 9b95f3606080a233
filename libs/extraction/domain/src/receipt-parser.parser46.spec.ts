import {
  enPanamaShipChandlerInvoice4Photo,
  enPanamaShipChandlerInvoice4Scan,
  mixedBubbleTeaShopSlip2Png,
  mixedWaterParkCarPark1Png,
  mixedWaterParkCarPark2Png,
} from './ocr-output-44.fixtures';
import { nameIn } from './field-vendor-name';
import { parseReceiptDocument } from './receipt-parser';
import { normaliseWord } from './receipt-text';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 46: Central America's "S.A. de C.V." and registrations (El Salvador's NIT and NRC,
 * Panama's RUC), Panama's ITBMS as VAT, Kentucky's "sales and use tax permit"; a fax service named
 * "פקס …" is no fax number's label, and a title with what it bills after a dash is no name; "מספר"
 * a header cell of its own over the number; from OCR, a shekel sign read as "™" after an amount,
 * a unit price "2 x 6.00" counted twice in the items summed over a lost total, a dealer's label
 * "poly * מורשה", and an operator's name after "… operated by" or "by" with its start garbled or
 * cut. Made on held-out set 44 after its reading; text layers as the reader gave them (written as
 * `textLayer` reads them) and recognition output captured from its images
 * (ocr-output-44.fixtures.ts).
 */
describe('a Salvadoran weaver\'s export invoice: "Hamacas Concepción Quezaltepeque, S.A. de C.V." with its NIT and NRC under the brand', () => {
  const rows = [
    'FACTURA DE EXPORTACIÓN@426-572/39:48',
    'HAMACAS CONCEPCIÓN@40-316/38:58 | EXPORT INVOICE@481-572/38:58',
    'Hand-woven hammocks · Concepción Quezaltepeque, Chalatenango, El Salvador@40-348/61:69',
    'Hamacas Concepción Quezaltepeque, S.A. de C.V. · NIT 9019-818059-282-5 · NRC 193186-2@40-391/70:77',
    'Factura No. / Invoice No.@40-154/91:100 | CQ-2023-9157@285-351/91:100',
    'Fecha / Date@40-97/102:111 | 30 de noviembre de 2023@235-351/102:111',
    'Pedido / Order@40-106/112:121 | PED-963 (12 de noviembre de 2023)@185-351/112:121',
    'Cliente No.@40-91/123:132 | 7013@329-351/123:132',
    'Buyer:@40-73/141:150 | Yael Shapiro, Tel Aviv, Israel · Passport 23068084@76-302/141:150',
    'Qty@43-60/160:169 | Description@80-139/160:169 | Unit price@381-431/160:169 | Amount@478-518/160:169',
    '4@43-48/177:186 | Hammock chair with cushion@80-214/177:186 | US$ 76.00@381-429/177:186 | US$ 304.00@478-532/177:186',
    '2@43-48/194:203 | Hanging kit (ropes and hooks)@80-219/194:203 | US$ 18.00@381-429/194:203 | US$ 36.00@478-526/194:203',
    '3@43-48/211:220 | Fringed family hammock XL@80-210/211:220 | US$ 165.00@381-434/211:220 | US$ 495.00@478-532/211:220',
    '5@43-48/229:238 | Travel pouch@80-140/229:238 | US$ 9.00@381-423/229:238 | US$ 45.00@478-526/229:238',
    '1@43-48/246:255 | Indigo-dyed hammock, hand-woven@80-242/246:255 | US$ 148.00@381-434/246:255 | US$ 148.00@478-532/246:255',
    'Freight and packing to port of Acajutla@80-259/263:272 | US$ 45.00@478-526/263:272',
    'Sumas / Subtotal@346-423/286:295 | US$ 1,073.00@510-572/286:295',
    'IVA 13%@346-384/297:306 | US$ 139.49@518-572/297:306',
    'Total (USD)@346-414/308:319 | US$ 1,212.49@493-572/308:319',
    'Paid by wire transfer, ref. 465599 · Banco Agrícola, account 602-052776-6@40-322/329:337',
  ];

  it('is the company with its whole legal form', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Hamacas Concepción Quezaltepeque, S.A. de C.V.');
  });
});

describe('a Salvadoran weaver\'s export invoice under a brand, "a trade name of" an S.A. de C.V. in the footer with its NIT and NRC', () => {
  const rows = [
    'FACTURA DE EXPORTACIÓN@469-572/39:48',
    'Lempa Weavers@40-161/38:58 | EXPORT INVOICE@510-572/38:58',
    'Hand-woven hammocks · San Sebastián, San Vicente, El Salvador@40-222/61:69',
    'Factura No. / Invoice No.@40-121/83:92 | 33951@331-351/83:92',
    'Fecha / Date@40-82/94:103 | 08/08/2022@315-351/94:103',
    'Pedido / Order@40-88/104:113 | PED-520 (07/22/2022)@278-351/104:113',
    'Cliente No.@40-76/115:124 | 3379@335-351/115:124',
    'Buyer:@40-63/133:142 | Eitan Mor, Jerusalem, Israel · Passport 22476967@65-227/133:142',
    'Qty@43-55/152:161 | Description@87-127/152:161 | Unit price@398-432/152:161 | Amount@494-522/152:161',
    '4@43-47/169:178 | Fringed family hammock XL@87-178/169:178 | $165.00@398-425/169:178 | $660.00@494-521/169:178',
    '3@43-47/186:195 | Cotton hammock, double, natural@87-195/186:195 | $89.00@398-421/186:195 | $267.00@494-521/186:195',
    '6@43-47/203:212 | Hanging kit (ropes and hooks)@87-185/203:212 | $18.00@398-421/203:212 | $108.00@494-521/203:212',
    '4@43-47/220:229 | Travel pouch@87-129/220:229 | $9.00@398-417/220:229 | $36.00@494-517/220:229',
    'Freight and packing to port of Acajutla@87-210/238:247 | $68.00@494-517/238:247',
    'Sumas / Subtotal@346-402/261:270 | $1,139.00@539-572/261:270',
    'IVA 13%@346-373/271:280 | $148.07@546-572/271:280',
    'Total (USD)@346-392/283:293 | $1,287.07@534-572/283:293',
    'Paid by wire transfer, ref. 634867 · Banco Agrícola, account 281-464071-6@40-242/304:311',
    'Lempa Weavers is a trade name of Textiles Artesanales del Lempa, S.A. de C.V. · NIT 6560-099199-708-9 · NRC 716330-4@138-474/346:353',
  ];

  it('is the company the brand is a trade name of', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Textiles Artesanales del Lempa, S.A. de C.V.');
  });
});

describe('a Panamanian ship chandler\'s invoice: "ITBMS 7%", the brand operated by a "Corp." with its RUC and DV in the footer', () => {
  const rows = [
    'Colón@40-98/41:61 | Chandlers@110-215/41:61',
    'Zona@40-58/70:77 | Libre@62-85/70:77 | de Colón,@89-130/70:77 | Calle 14@134-170/70:77',
    'FACTURA / INVOICE@40-177/89:103',
    'Invoice No.@40-97/112:121 | 2-554965@245-286/112:121 | Date@309-330/112:121 | 27-JAN-22@509-556/112:121',
    'Vessel@40-71/126:134 | MV Nordic Tern@214-286/126:134 | IMO@309-325/126:134 | 9155995@520-556/126:134',
    'Arrived@40-76/139:148 | 26-JAN-22@240-286/139:148 | Agent ref.@309-361/139:148 | AG/7701@520-556/139:148',
    'Requisition@40-97/153:161 | REQ-77047@240-286/153:161 | Owner PO@309-350/153:161 | 4598576359@504-556/153:161',
    'Description@43-100/174:183 | Unit@331-352/174:183 | Qty@371-386/174:183 | Unit price@402-454/174:183 | Amount@488-519/174:183',
    'Launch boat hire, Balboa anchorage@43-219/191:199 | trip@331-352/191:199 | 6@371-376/191:199 | 320.00@402-433/191:199 | 1,920.00@488-529/191:199',
    'Signal flares set@43-131/207:216 | set@331-347/207:216 | 2@371-376/207:216 | 215.00@402-433/207:216 | 430.00@488-519/207:216',
    'Laundry service, crew@43-151/224:232 | bag@331-347/224:232 | 8@371-376/224:232 | 18.00@402-428/224:232 | 144.00@488-519/224:232',
    'Fresh provisions (fruit, vegetables)@43-229/240:249 | lot@331-347/240:249 | 2@371-376/240:249 | 1,240.00@402-443/240:249 | 2,480.00@488-529/240:249',
    'Drinking water delivery@43-162/257:265 | m3@331-342/257:265 | 7@371-376/257:265 | 14.50@402-428/257:265 | 101.50@488-519/257:265',
    'Safety gloves@43-110/273:282 | box@331-347/273:282 | 7@371-376/273:282 | 32.00@402-428/273:282 | 224.00@488-519/273:282',
    'Subtotal@315-356/297:305 | USD 5,299.50@494-556/297:305',
    'ITBMS 7%@315-356/308:316 | USD 370.97@504-556/308:316',
    'TOTAL DUE@315-372/321:331 | USD 5,670.47@480-556/321:331',
    'Payment within@40-103/344:352 | 30@107-116/344:352 | days to Banco General, account 67-41-38-699842-7. Received on@121-395/344:352 | board by@400-436/344:352 | the master: __________@440-539/344:352',
    'Colón Chandlers is operated by Atlantic Gate Ship Supply Corp. · RUC 271919-9-599848 DV@95-487/388:396 | 43@491-500/388:396',
  ];

  it('finds the ITBMS as the tax', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.tax).toBe('370.97');
  });

  it('is the operator, its RUC beside it', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Atlantic Gate Ship Supply Corp.');
  });
});

describe('a Kentucky cooperage\'s invoice under the brand "Stave & Hoop", its LLC in the footer beside a "sales and use tax permit"', () => {
  const rows = [
    'Stave & Hoop@40-166/38:58 | I N V O I C E@489-570/38:58',
    '27 Mill Creek Ln, Lebanon, KY 40033@40-164/67:75',
    'Invoice #@78-110/86:94 | Invoice date@202-245/86:94 | Order date@355-393/86:94 | Account@496-526/86:94',
    '25855@82-107/100:109 | 08/11/2025@201-246/100:109 | 06/25/2025@352-397/100:109 | AC-9412@493-528/100:109',
    'Sold to:@40-73/122:131 | Pine Ridge Tavern · Ship via UPS Ground@76-242/122:131',
    'Item@43-61/142:151 | Qty@333-348/142:151 | Price@386-408/142:151 | Amount@471-505/142:151',
    'Barrel head engraving@43-131/160:169 | 4@333-338/160:169 | 45.00@386-409/160:169 | 180.00@471-499/160:169',
    'Half-barrel planter@43-115/177:186 | 4@333-338/177:186 | 62.00@386-409/177:186 | 248.00@471-499/177:186',
    'Whiskey barrel coffee table@43-151/194:203 | 4@333-338/194:203 | 420.00@386-414/194:203 | 1,680.00@471-506/194:203',
    'Barrel stand, oak@43-111/211:220 | 2@333-338/211:220 | 54.00@386-409/211:220 | 108.00@471-499/211:220',
    'Spigot and bung set@43-123/229:238 | 2@333-338/229:238 | 16.00@386-409/229:238 | 32.00@471-494/229:238',
    'Subtotal@317-350/252:261 | $2,248.00@532-572/252:261',
    'Kentucky sales tax 6%@317-408/262:271 | $134.88@540-572/262:271',
    'Total@317-342/274:284 | $2,382.88@526-572/274:284',
    'Deposit paid 06/25/2025@317-415/286:295 | ($1,191.00)@526-572/286:295',
    'Balance due@317-367/296:305 | $1,191.88@532-572/296:305',
    'Paid by card ending 1074. Thank you for supporting Kentucky coopers.@40-276/316:323',
    'Stave & Hoop Coopers LLC · KY sales and use tax permit 983195@196-416/358:365',
  ];

  it('is the LLC, labelled by its permit', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Stave & Hoop Coopers LLC');
  });
});

describe('a fax-to-email service\'s monthly bill: its company "פקס מייל תקשורת בע"מ" under the brand, titled "חשבונית מס - חיוב חודשי נובמבר 2022"', () => {
  const rows = [
    'רח׳ המלאכה@83-122/46:53 | ,3@74-81/46:53 | ראש העין@42-72/46:53',
    'פקס-מייל@471-553/46:66 | 03-9852973@77-122/46:66',
    'פקס לאימייל@513-553/73:80 | ·@508-511/73:80 | www.faxmail.co.il@441-506/73:80',
    'פקס מייל תקשורת בע"מ@460-553/83:92 | ·@455-458/83:92 | ח.פ.@436-453/83:92 | 51-886296-6@376-433/83:92',
    'חשבונית מס - חיוב חודשי נובמבר@366-553/112:125 | 2022@327-363/112:125',
    'מס׳ חשבונית@479-527/139:148 | תאריך הפקה@388-436/139:148 | תקופת חיוב@266-311/139:148 | לתשלום עד@143-187/139:148 | מס׳ מנוי@68-99/139:148',
    '733466526@58-109/158:167 | 11/12/2022@139-191/158:167 | 01/11/2022@233-285/158:167 | -@287-290/158:167 | 30/11/2022@292-344/158:167 | 01/12/2022@386-438/158:167 | FM221233528@470-535/158:167',
    'לכבוד:@528-553/184:193 | מרפאת שיניים גבעתיים@438-525/184:193 | ·@433-436/184:193 | ת.ז.@415-430/184:193 | 314140393@361-413/184:193',
    'פירוט@527-549/209:218 | סכום ₪@46-76/209:218',
    'מנוי חודשי - מסלול בסיסי@454-549/230:239 | 39.00@46-72/230:239',
    'דפים נכנסים מעבר לחבילה:@445-549/251:260 | 544@425-442/251:260 | ×@415-423/251:260 | 0.09@393-413/251:260 | 48.96@46-72/251:260',
    'מספר פקס וירטואלי נוסף@455-549/272:281 | 15.00@46-72/272:281',
    'ארכיון מסמכים בענן@474-549/293:302 | 25.00@46-72/293:302',
    'סה"כ לפני מע"מ@490-553/319:328 | 127.96@340-372/319:328',
    'מע"מ@531-553/332:341 | 17%@509-529/332:341 | 21.75@340-366/332:341',
    'סה"כ לתשלום@487-553/348:358 | ₪@384-393/348:358 | 149.71@340-381/348:358',
    'התשלום הקודם בסך@489-553/371:379 | 147.72@461-487/371:379 | ₪ נגבה בהוראת קבע ב-09/11/2022.@339-459/371:379 | תודה!@318-337/371:379',
  ];

  it('is the company, whose name opens with "פקס" (no fax number follows it), not the title', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('פקס מייל תקשורת בע"מ');
  });

  it('still takes a fax number\'s label for no name, "פקס" or "Fax" before a number', () => {
    expect(['משרד פקס 035', 'Office Fax 035', 'מוקד פקס: 035', 'Office Fax: +035'].map(nameIn)).toEqual([undefined, undefined, undefined, undefined]);
    expect(nameIn('Fax Solutions Ltd')).toBe('Fax Solutions Ltd');
  });

  it("takes no title with what it bills after a dash for a name, the letterhead's lines gone", () => {
    expect(parseReceiptDocument(textLayer(rows.filter((_, i) => i !== 1 && i !== 3))).fields.vendorName ?? '').not.toMatch(/^חשבונית/);
  });
});

describe('a gutter cleaner\'s tax invoice: "מספר" a header cell of its own over "2025-332", beside "תאריך" and a work order', () => {
  const rows = [
    'מקור@53-70/46:55',
    'מרזב@507-553/41:62 | נקי@473-501/41:62',
    'ניקוי@540-553/67:74 | ותחזוקת@513-538/67:74 | מרזבים@491-511/67:74 | ·@486-489/67:74 | 053-594-5644@438-484/67:74',
    'מרזב@536-553/76:85 | נקי@523-533/76:85 | שירותי@497-521/76:85 | גגות@480-495/76:85 | בע"מ@460-477/76:85 | ח.פ.@442-457/76:85 | 550 595 151@390-440/76:85',
    'חשבונית@283-333/94:109 | מס@262-279/94:109',
    'מספר@533-549/125:133 | תאריך@428-446/125:133 | ביצוע@326-343/125:133 | העבודה@302-324/125:133 | הזמנת@223-240/125:133 | עבודה@203-220/125:133 | אורך@123-137/125:133 | מרזבים@101-121/125:133',
    '97.5 m@107-137/135:145 | WO-9203@198-240/135:145 | 16/02/2025@294-343/135:145 | 19/02/2025@397-446/135:145 | 2025-332@508-549/135:145',
    'לקוח:@532-553/160:169 | ועד@517-530/160:169 | הבית@498-515/160:169 | רח׳@484-495/160:169 | הגפן@466-481/160:169 | 14@453-463/160:169 | ·@448-451/160:169 | ת.ז.@432-446/160:169 | 111821757@385-430/160:169',
    'כתובת@531-553/175:184 | העבודה:@499-528/175:184 | רח׳@485-497/175:184 | הזית@466-482/175:184 | ,5@456-464/175:184 | מודיעין@428-454/175:184',
    'תיאור@430-450/200:209 | כמות@282-299/200:209 | מחיר@199-217/200:209 | ליחידה@172-197/200:209 | סה"כ@81-99/200:209',
    'ניקוי@533-549/218:227 | מרזבים@506-531/218:227 | ושטיפה@478-503/218:227 | בלחץ@456-475/218:227 | 97.5@308-325/218:227 | מ׳@298-305/218:227 | 18.00@227-249/218:227 | 1,755.00@98-133/218:227',
    'פתיחת@526-549/236:245 | סתימה@501-523/236:245 | במרזב@477-498/236:245 | אנכי@460-474/236:245 | 4@320-325/236:245 | 250.00@222-249/236:245 | 1,000.00@98-133/236:245',
    'עבודה@527-549/254:263 | בגובה@505-525/254:263 | -@499-502/254:263 | הנפה@480-497/254:263 | 1@320-325/254:263 | 350.00@222-249/254:263 | 350.00@106-133/254:263',
    'סכום@536-553/278:287 | לפני@519-533/278:287 | מע"מ@498-516/278:287 | 3,105.00@326-361/278:287',
    'מע"מ@535-553/289:298 | 18%@514-532/289:298 | 558.90@326-354/289:298',
    'סה"כ@532-553/301:312 | חשבונית@494-529/301:312 | 3,663.90@347-388/301:312 | ש"ח@326-344/301:312',
    'אחריות@532-553/324:331 | לשישה@510-530/324:331 | חודשים@486-508/324:331 | על@476-484/324:331 | פתיחת@455-474/324:331 | סתימות.@429-453/324:331 | תנאי@414-427/324:331 | תשלום:@391-412/324:331 | שוטף@374-388/324:331 | +@367-371/324:331 | .15@355-365/324:331',
  ];

  it('is the number under the label, not the work order', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('2025-332');
  });

  it('takes no number under a header cell "מספר הזמנה" (an order\'s number), "מספר" not a cell of its own', () => {
    const order = rows.map((row) => row.replace('מספר@533-549/125:133', 'מספר הזמנה@505-549/125:133'));
    expect(parseReceiptDocument(textLayer(order)).fields.documentNumber).toBeUndefined();
  });
});

describe('recognised: a water park car park\'s receipt, its total "₪52.00" read as "52.00™"', () => {
  it('totals the amount the sign was glued to', () => {
    expect(parseReceiptDocument(mixedWaterParkCarPark1Png).fields.total).toBe('52.00');
  });

  it('parts the sign from the amount, and only after an amount', () => {
    expect(['52.00™', '1,234.50™', '52™', 'ABC™'].map(normaliseWord)).toEqual(['52.00 TM', '1,234.50 TM', '52TM', 'ABCTM']);
  });
});

describe('recognised: a water park car park\'s receipt, its total read as "0", the first hour over "2 x 6.00" half hours', () => {
  const parsed = parseReceiptDocument(mixedWaterParkCarPark2Png);

  it("totals the first hour and twice the half hour's price, the VAT contained agreeing", () => {
    expect(parsed.fields.total).toBe('27.00');
  });

  it('finds the VAT contained', () => {
    expect(parsed.fields.tax).toBe('4.12');
  });
});

describe('recognised: a bubble tea shop\'s slip, "טל יוסופוב · עוסק מורשה" read as "טל יוסופוב * poly מורשה"', () => {
  const parsed = parseReceiptDocument(mixedBubbleTeaShopSlip2Png);

  it("finds the dealer's id after the garbled label", () => {
    expect(parsed.fields.vendorTaxId).toBe('012321022');
  });

  it('is the owner before the label', () => {
    expect(parsed.fields.vendorName).toBe('טל יוסופוב');
  });
});

describe('recognised: a Panamanian chandler\'s footer "… is operated by Atlantic Gate Ship Supply Corp."', () => {
  it('is the company when the words before "by" were cut off (a scan)', () => {
    expect(parseReceiptDocument(enPanamaShipChandlerInvoice4Scan).fields.vendorName).toBe('Atlantic Gate Ship Supply Corp.');
  });

  it('is the company when "is" was read as noise, "1% operated by" (a photo)', () => {
    expect(parseReceiptDocument(enPanamaShipChandlerInvoice4Photo).fields.vendorName).toBe('Atlantic Gate Ship Supply Corp.');
  });
});
