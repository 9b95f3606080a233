import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 26: a number followed by a unit is a quantity, not a document's number; "מספר" with a
 * series of capitals glued to its number; a label's translation in parentheses and a series code
 * before the number ("Invoice no. (Numero) FT 2024/0076"); a sales tax checked by the summary over
 * the total adding up line by line. Made on held-out set 27 after its reading; the layouts are its
 * text layers as the reader gave them (written as `textLayer` reads them).
 */
describe('a transit hotel\'s folio: "קבלה 24 שעות" (a reception open 24 hours) beside the invoice\'s "מספר TR87282"', () => {
  const rows = [
    'לינת מעבר@407-501/38:57 | חשבונית מס / קבלה@87-185/38:57',
    'שלמה ביטון@448-501/61:70 | מספר@191-214/61:70 | TR87282@58-103/61:70',
    'מלון מעבר ·@460-501/72:80 | 7@453-458/72:80 | דקות מנתב"ג · קבלה@378-450/72:80 | 24@365-375/72:80 | שעות@345-363/72:80 | תאריך@190-214/72:80 | 2023-10-01@58-116/72:80',
    'אורח/ת@517-541/115:122 | נייד@405-417/115:122 | הזמנה@271-292/115:122 | חדר@154-167/115:122',
    'משפחת זילברמן@480-541/123:132 | 058-563-8571@353-417/123:132 | WEB-726184@234-292/123:132 | 192@150-167/123:132',
    'הגעה@524-541/139:146 | עזיבה@398-417/139:146 | לילות@274-292/139:146 | טיסה@151-167/139:146',
    'שבת@524-541/147:156 | 30/09/2023@469-521/147:156 | 15:34@440-466/147:156 | יום ראשון@381-417/147:156 | 01/10/2023@326-378/147:156 | 1@286-292/147:156 | LY 081@138-167/147:156 | המראה@106-135/147:156 | 21:55@77-103/147:156',
    'תאריך@520-546/187:196 | פירוט@434-457/187:196 | חיוב ₪@165-194/187:196 | זיכוי ₪@89-118/187:196',
    '30/09/23@505-546/208:217 | לינה – חדר זוגי@400-457/208:217 | 500.00@126-158/208:217',
    '01/10/23@505-546/228:237 | הסעה לנתב"ג –@396-457/228:237 | 2@388-393/228:237 | נוסעים ×@349-385/228:237 | 25.00@320-346/228:237 | 50.00@126-152/228:237',
    '01/10/23@505-546/247:256 | ארוחת בוקר מוקדמת בקופסה ×@331-457/247:256 | 2@322-328/247:256 | 90.00@126-152/247:256',
    "01/10/23@505-546/267:276 | צ'ק-אאוט מאוחר עד@378-457/267:276 | 16:00@349-375/267:276 | 120.00@126-158/267:276",
    '21/09/23@505-546/287:296 | מקדמה בעת ההזמנה@375-457/287:296 | 160.00@50-81/287:296',
    '01/10/23@505-546/307:316 | כרטיס אשראי@405-457/307:316 | **** 2997@359-403/307:316 | 600.00@50-81/307:316',
    'סה"כ חיובים@205-252/340:349 | 760.00@51-83/340:349',
    'מזה מע"מ@212-252/357:366 | 17%@189-209/357:366 | 110.43@51-83/357:366',
    'סה"כ תשלומים@195-252/374:383 | 760.00@51-83/374:383',
    'יתרה@232-252/393:402 | 0.00@51-73/393:402',
    'המחירים כוללים מע"מ. ההסעה יוצאת מהלובי כל חצי שעה בין@342-550/424:432 | 03:00@317-340/424:432 | ל-23:30, יש להזמין בקבלה עד שעתיים מראש.@157-315/424:432',
    'שלמה ביטון · עוסק מורשה@332-417/802:809 | 090845397@286-329/802:809 | · מושב בית עריף ·@227-284/802:809 | 03-9631162@179-224/802:809',
  ];

  it("is the invoice's number, not the reception's hours", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('TR87282');
  });

  it("takes no number of hours for the document's number when the invoice's own is not printed", () => {
    const without = rows.map((row) => row.replace(' | מספר@191-214/61:70 | TR87282@58-103/61:70', ''));
    expect(parseReceiptDocument(textLayer(without)).fields.documentNumber).not.toBe('24');
  });
});

describe('an Italian workshop\'s invoice: "Invoice no. (Numero) FT 2024/0076"', () => {
  const rows = [
    'Bottega Maiolica Siciliana S.r.l.@105-397/41:58',
    'Ceramic workshop & painting courses since 1987@105-323/61:70',
    'Via Luigi Sturzo 41, 95041 Caltagirone (CT) · Italy@105-326/72:80',
    'BILL TO (CLIENTE)@45-125/113:120',
    'INVOICE (FATTURA)@330-478/114:127',
    'Yael and Omer Katz@45-141/123:132',
    'Tel Aviv-Yafo, Israel@45-130/136:145 | Invoice no. (Numero)@330-423/136:145 | FT 2024/0076@434-501/136:145',
    'Passport no. 25243990@45-146/150:158 | Invoice date (Data)@330-414/150:158 | 27/06/2024@434-488/150:158',
    'Codice@45-75/162:171 | fiscale: not applicable (non-resident)@78-239/162:171',
    'Booking@330-366/167:175 | WEB-4215 of 16/04/2024@434-544/167:175',
    'Course dates@330-387/183:191 | 25/06/2024 – 27/06/2024@434-543/183:191',
    'Description (Descrizione)@50-174/217:226 | Qty@382-399/217:226 | Unit price@408-457/217:226 | VAT@467-486/217:226 | Amount@496-535/217:226',
    '3-day majolica painting course (Corso di decorazione) – per participant@50-362/237:245 | 6@394-399/237:245 | € 192,00@420-458/237:245 | 22%@468-488/237:245 | € 1.152,00@499-545/237:245',
    'Materials kit: bisque ware, glazes, brushes (Materiali)@50-288/257:265 | 6@394-399/257:265 | € 49,00@425-458/257:265 | 22%@468-488/257:265 | € 294,00@507-545/257:265',
    'Kiln@50-67/277:286 | firing per piece (Cottura)@70-180/277:286 | 18@388-399/277:286 | € 9,00@431-458/277:286 | 22%@468-488/277:286 | € 162,00@507-545/277:286',
    'Packing of@50-95/297:306 | finished pieces for air travel (Imballaggio)@98-283/297:306 | 1@394-399/297:306 | € 28,00@425-458/297:306 | 22%@468-488/297:306 | € 28,00@512-545/297:306',
    'Taxable amount (Imponibile)@286-412/330:339 | € 1.636,00@498-544/330:339',
    'VAT 22% (IVA)@286-350/348:356 | € 359,92@506-544/348:356',
    'Total (Totale documento)@286-434/365:376 | € 1.995,92@482-544/365:376',
    'Deposit paid 16/04/2024 (Acconto)@286-439/385:394 | – € 599,00@499-544/385:394',
    'Paid by card 27/06/2024@286-393/402:411 | – € 1.396,92@491-544/402:411',
    'Amount due (Da pagare)@286-394/419:427 | € 0,00@517-544/419:427',
    'Grazie! Your pieces were@45-141/452:460 | fired at 980 °C and glazed at 940 °C; they are food-safe but not dishwasher-safe. Electronic invoice sent@143-540/452:460',
    'to the exchange system (SDI) with recipient code XXXXXXX for foreign customers.@45-360/460:468',
    'Bottega Maiolica Siciliana S.r.l. · P.IVA IT06022327284 · C.F. 06022327284 · REA CT-134800 · Share capital € 10.000,00 i.v. · PEC bottega@pec.it ·@46-549/798:805',
    'IBAN IT61 X1960281432 457672744619@228-368/805:812',
  ];

  it('reads the number past the translation in parentheses, with its series code', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('FT 2024/0076');
  });

  it("takes no country's code before a VAT number printed in groups for a series", () => {
    const vat = rows.map((row) => row.replace('FT 2024/0076@434-501', 'GB 990 1124 86@434-501'));
    expect(parseReceiptDocument(textLayer(vat)).fields.documentNumber).not.toBe('GB 990');
  });

  it('reads a number without a series code past it too', () => {
    const plain = rows.map((row) => row.replace('FT 2024/0076@434-501', '144/2025@434-478'));
    expect(parseReceiptDocument(textLayer(plain)).fields.documentNumber).toBe('144/2025');
  });
});

describe("a US store's order: a sales tax on the goods less a coupon, the shipping untaxed", () => {
  const rows = [
    'SKY WAVE@71-168/13:33 | Amateur radio gear since 1979 · skywaveradio.com@403-578/13:33',
    'Skywave Radio Supply, Inc.@34-183/73:84 | INVOICE@451-514/73:84',
    '8496 Industrial Pkwy, Wichita, KS 67209@34-187/85:94',
    '(874) 308-1363 · orders@skywaveradio.com@34-202/94:103 | Invoice No.@451-493/94:103 | INV-2024-85272@509-572/94:103',
    'Invoice Date@451-498/108:116 | 12/17/2024@509-552/108:116',
    'Order@451-473/120:129 | #247-448807@509-560/120:129',
    'Order Date@451-493/134:142 | 12/13/2024@509-552/134:142',
    'SOLD TO@43-75/171:178 | SHIP TO@226-255/171:178 | SHIPMENT@409-447/171:178',
    'Eyal Hadad (4Z1WCE)@43-128/182:190 | Eyal Hadad@226-269/182:190 | FedEx Home@409-458/182:190',
    "Ra'anana, Israel@43-104/195:203 | ShipNest Unit 48968, 200 Meadow Rd,@226-373/195:203 | Shipped 12/17/2024@409-486/195:203",
    '+972-58-961-4302@43-114/207:215 | Edison, NJ 08817@226-293/207:215 | Tracking 1Z5895W2869838750@409-530/207:215',
    'SKU@38-57/248:256 | Description@123-171/248:256 | Qty@389-404/248:256 | Unit@432-449/248:256 | Amount@506-538/248:256',
    'MAST-40@38-75/267:275 | Telescoping@123-168/267:275 | fiberglass mast 40 ft@171-246/267:275 | 1@419-424/267:275 | $226.41@466-497/267:275 | $226.41@543-574/267:275',
    'CX-8X@38-63/285:293 | RG-8X coax, per foot@123-202/285:293 | 100@409-424/285:293 | $0.49@476-497/285:293 | $49.00@548-574/285:293',
    'AT-200@38-67/303:312 | Automatic antenna tuner@123-214/303:312 | 1@419-424/303:312 | $221.52@466-497/303:312 | $221.52@543-574/303:312',
    'PS-30A@38-68/321:330 | Switching power supply 13.8 V 30 A@123-257/321:330 | 1@419-424/321:330 | $105.40@466-497/321:330 | $105.40@543-574/321:330',
    'SWR-CN@38-73/339:348 | Cross-needle SWR/power meter@123-244/339:348 | 1@419-424/339:348 | $84.21@471-497/339:348 | $84.21@548-574/339:348',
    'Merchandise@329-377/371:379 | $686.54@541-572/371:379',
    'Coupon HAMFEST5 (5%)@329-426/385:394 | -$34.33@543-572/385:394',
    'Shipping & handling@329-404/400:409 | $47.02@546-572/400:409',
    'Sales tax (NJ 6.625%)@329-413/414:423 | $43.21@546-572/414:423',
    'Order Total@329-386/430:441 | $742.44@535-572/430:441',
    'Charged to Amex ending 8702@329-443/447:456 | $742.44@541-572/447:456',
    'Balance@329-359/462:471 | $0.00@551-572/462:471',
    'Export of this equipment to your country is your responsibility; Israeli transceivers require a Ministry of Communications permit. Returns within 30 days in original packaging@34-559/498:505',
    '(RMA required). 73 and thank you for your order!@34-184/506:513',
    'Skywave Radio Supply, Inc. · EIN 17-1484635 · FCC-certified equipment dealer@34-279/549:556',
  ];

  it("is the tax when the summary over the total adds up to it and the tax is its rate's share of some of its lines", () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.total).toBe('742.44');
    expect(parsed.fields.tax).toBe('43.21');
  });

  it('is not taken when the summary does not add up to the total', () => {
    const off = rows.map((row) => row.replace('$47.02@546-572/400:409', '$57.02@546-572/400:409'));
    expect(parseReceiptDocument(textLayer(off)).fields.tax).toBeUndefined();
  });
});
