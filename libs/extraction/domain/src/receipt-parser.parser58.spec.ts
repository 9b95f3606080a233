import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 58: a bill's "חשבון" a cell of its own in a header row labels the bill's number under it; a number looked for a line further down only
 * under a header row of labels (not under a sentence's word); a date's day and month over its year ("24 Jun" over "2024"); Guatemala's NIT
 * ("8888050-4") and Kenya's "KRA PIN" registrations a sole trader holds in his own name. Made on held-out set 55 after its reading; text layers as
 * the reader gave them (written as `textLayer` reads them).
 */
describe('a cholent bar\'s night bill: "חשבון | תאריך | שולחן | סועדים | מלצר" over "1677 | 29/02/24 | 9 | 3 | דודי"', () => {
  const rows = [
    'הסיר של מוטי@43-155/8:26',
    'שוק מחנה יהודה, רחוב האגוז@84-173/29:37 | 7@78-82/29:37 | ·@74-76/29:37 | 053-719-3705@25-72/29:37',
    'מרדכי פישר · ע.מ.@91-147/37:45 | 027780113@51-89/37:45',
    'חשבונית מס / קבלה@58-140/50:59',
    'חשבון@162-180/67:74 | תאריך@119-139/67:74 | שולחן@80-98/67:74 | סועדים@46-68/67:74 | מלצר@17-35/67:74',
    '1677@161-181/79:88 | 29/02/24@112-147/79:88 | 9@86-91/79:88 | 3@55-60/79:88 | דודי@19-33/79:88',
    'פתיחה@166-187/95:103 | 21:16@146-165/95:103 | · סגירה@121-144/95:103 | 21:51@100-119/95:103',
    "3@182-187/120:129 | צ'ולנט בשרי בקערה@106-180/120:129 | 162.00@11-38/120:129",
    'סה"כ לתשלום@119-187/185:195 | 162.00@11-38/185:195',
    'המחיר כולל מע"מ@122-187/196:205 | 17%@102-120/196:205 | 23.54@11-33/196:205',
    'טיפ@175-187/214:223 | 10%@154-172/214:223 | - אינו כלול בחשבונית@75-152/214:223 | 16.20@11-33/214:223',
    'חיוב כולל בכרטיס@122-187/224:233 | 178.20@11-38/224:233',
    'ויזה@176-187/234:241 | xxxx-8506@140-175/234:241 | · מס׳ אישור@104-139/234:241 | 535951@76-102/234:241',
  ];

  it('is numbered by the value under "חשבון"', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('1677');
  });

  it('takes no number from the card\'s approval two lines under "בחשבונית" in the tip\'s sentence', () => {
    const unlabelled = rows.map((r) => r.replace('חשבון@162-180/67:74', 'מס׳ שולחן@150-180/67:74'));
    expect(parseReceiptDocument(textLayer(unlabelled)).fields.documentNumber).not.toBe('535951');
  });
});

describe('a Guatemalan mask carver\'s invoice: "24 Jun" over "2024" under "Date", "Tomás Xinico Ajú · NIT 8888050-4" in the footer', () => {
  const rows = [
    'TALLER EL VENADO@40-216/10:28',
    'Calle del Arco 14, Antigua Guatemala · +502 6155 9060@39-217/32:39',
    'INVOICE / FACTURA@88-168/44:52',
    'Invoice No.@15-48/61:67 | Date@74-89/61:67 | Order@134-151/61:67 | Pick-up@193-215/61:67',
    '233-24@15-44/68:76 | 24 Jun@74-101/68:76 | P-2201@134-163/68:76 | 25 Jun@193-220/68:76',
    '2024@74-95/78:86 | 2024@193-214/78:86',
    'FEL authorisation 29994165-9231-7588 · Customer: Eitan Bar (passport@11-238/95:102',
    '03676616)@11-46/103:110',
    'Description@14-57/119:127 | Qty@158-171/119:127 | Price@178-197/119:127 | Amount@211-240/119:127',
    'Carving demonstration (per person)@14-148/133:141 | 2@158-163/133:141 | 16.00@178-199/133:141 | 32.00@211-232/133:141',
    'Total (IVA included)@11-105/167:176 | $32.00@206-244/167:176',
    'IVA 12% included@11-76/178:186 | $3.43@218-244/178:186',
    'Paid by Visa ····4500 · auth 417640@11-122/198:205',
    'Tomás Xinico Ajú · NIT 8888050-4 · Antigua Guatemala,@11-217/218:226',
    'Sacatepéquez@11-64/228:236',
  ];

  it('is dated by the day and month over the year under "Date", not the pick-up\'s', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2024-06-24');
  });

  it("is the carver's own name, his NIT beside it, not the workshop's sign", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Tomás Xinico Ajú');
  });
});

describe('a Kenyan soapstone carver\'s invoice: "Samuel Onyancha Nyakundi · KRA PIN A057306317B · Kisii, Kenya" under "ONYANCHA CARVERS"', () => {
  const rows = [
    'ONYANCHA CARVERS@43-228/41:62',
    'Tabaka market stall 7 · +254 792 310 183@43-168/66:74',
    'TAX INVOICE@43-118/87:101',
    'Invoice No.@43-90/114:124 | 2025/7530@128-170/114:124 | Date@200-220/114:124 | 22 Dec 2025@258-305/114:124',
    'Customer@43-77/142:151 | Omer Katz@128-168/142:151',
    'Item@46-60/162:171 | Qty@367-379/162:171 | Unit price@403-436/162:171 | Line total@481-513/162:171',
    'Soapstone chess set@46-130/180:190 | 1@367-372/180:190 | 100.00@403-430/180:190 | 100.00@481-508/180:190',
    'VAT @ 16%@323-366/274:284 | 16.00 USD@514-553/274:284',
    'TOTAL@323-354/286:298 | 116.00 USD@501-553/286:298',
    'Samuel Onyancha Nyakundi · KRA PIN A057306317B · Kisii, Kenya@43-284/336:346',
  ];

  it("is the carver's own name beside his KRA PIN", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Samuel Onyancha Nyakundi');
  });
});
