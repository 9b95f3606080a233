import { OcrWord, withWords } from './ocr-document.fixtures';
import { heKilowattBill1Png } from './ocr-output-86.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 104, made on held-out set 86 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */

describe('a grill\'s bill dated "14 בנובמבר ,2022", the comma set before the year by the text layer', () => {
  const rows = [
    'אל-מנקל@70-156/8:31',
    'מסעדת הגריל של צפת בע"מ@70-157/38:45',
    'ע.מ.@130-144/47:55 | 602@114-128/47:55 | 793@98-112/47:55 | 515@83-97/47:55',
    'רחוב האמנים,@100-143/57:64 | צפת@84-98/57:64',
    'חשבון לשולחן@164-215/74:82 | 1@11-17/74:82',
    'סועדים@189-215/85:94 | 7@11-17/85:94',
    'מלצר/ית@185-215/96:105 | אביב@11-29/96:105',
    'פריט@196-212/116:124 | כמות@106-123/116:124 | מחיר@76-93/116:124 | סה"כ@36-54/116:124',
    'בירה מהחבית@163-212/132:140 | 2@118-123/132:140 | 29.00@69-93/132:140 | 58.00@30-54/132:140',
    'חומוס מסבחה@161-212/148:157 | 4@118-123/148:157 | 32.00@69-93/148:157 | 128.00@24-54/148:157',
    'שיפוד פרגית@168-212/165:173 | 2@118-123/165:173 | 68.00@69-93/165:173 | 136.00@24-54/165:173',
    'עראק כוס@177-212/181:190 | 1@118-123/181:190 | 28.00@69-93/181:190 | 28.00@30-54/181:190',
    'כנאפה@189-212/198:206 | 2@118-123/198:206 | 36.00@69-93/198:206 | 72.00@30-54/198:206',
    'מעורב ירושלמי@159-212/214:223 | 4@118-123/214:223 | 64.00@69-93/214:223 | 256.00@24-54/214:223',
    'לאפה חמה@173-212/231:239 | 4@118-123/231:239 | 9.00@74-93/231:239 | 36.00@30-54/231:239',
    'קבב טלה על האש@148-212/247:256 | 3@118-123/247:256 | 78.00@69-93/247:256 | 234.00@24-54/247:256',
    'סכום ביניים@173-215/267:276 | 948.00@11-42/267:276',
    'דמי שירות@179-215/279:287 | 12%@157-176/279:287 | 113.76@11-42/279:287',
    'סה"כ לתשלום@145-215/298:310 | 1,061.76@24-80/298:310 | ₪@11-21/298:310',
    'כולל מע"מ@182-215/313:320 | 17%@164-180/313:320 | 154.27@11-37/313:320',
    "חשבונית מס/קבלה מס'@87-170/330:338 | 35323@57-84/330:338",
    '14@154-163/341:348 | בנובמבר@126-152/341:348 | ,2022@103-124/341:348 | שעה@87-101/341:348 | 12:11@64-85/341:348',
  ];

  it('reads the date', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2022-11-14');
  });

  it('reads no date where no month is named', () => {
    const other = rows.map((r) => r.replace('בנובמבר@', 'סועדים@'));
    expect(parseReceiptDocument(textLayer(other)).fields.date).toBeUndefined();
  });
});

describe('a Palau snorkel tour\'s receipt: "PGST 10% included $14.55", Palau\'s goods and services tax', () => {
  const rows = [
    'Blue Lagoon@142-278/27:57',
    'Blue Lagoon Snorkel Adventures, Inc.@131-289/70:79',
    'Malakal Harbor, Koror, Republic of Palau 96940@112-308/83:92',
    'PGST Reg. No. 854820 · TIN 6207963@133-287/96:105',
    'PGST TAX INVOICE / RECEIPT@126-294/123:135',
    'Receipt No.@34-82/150:159 | 135086@90-121/150:159 | Date@136-156/150:159 | 09/08/2026@166-215/150:159',
    'Guest@34-59/164:173 | S. Miller@90-126/164:173 | Hotel@136-159/164:173 | Cove Resort@166-220/164:173',
    'Description@37-84/186:194 | Qty@268-283/186:194 | Unit $@293-317/186:194 | Amount $@334-374/186:194',
    'Rock Islands snorkel tour, full day (per child)@37-222/202:211 | 1@268-273/202:211 | 106.00@293-321/202:211 | 106.00@334-362/202:211',
    'Boxed lunch@37-89/220:229 | 2@268-273/220:229 | 16.00@293-316/220:229 | 32.00@334-357/220:229',
    'Hotel pick-up and drop-off@37-149/238:247 | 2@268-273/238:247 | 11.00@293-316/238:247 | 22.00@334-357/238:247',
    'TOTAL (USD)@175-240/261:272 | $160.00@263-305/261:272',
    'PGST 10% included@175-255/277:286 | $14.55@263-291/277:286',
    'Paid by@175-205/292:301 | Cash@263-285/292:301',
    'All prices include PGST. Rock Islands permit is payable separately at the state office.@61-359/305:313',
  ];

  it('takes the PGST for the tax', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.tax).toBe('14.55');
    expect(fields.total).toBe('160.00');
  });

  it("takes nothing under a name that is no tax's", () => {
    const other = rows.map((r) => r.replace('PGST 10% included@', 'PGSX 10% included@'));
    expect(parseReceiptDocument(textLayer(other)).fields.tax).toBeUndefined();
  });
});

describe('an export invoice\'s "Israeli VAT 0% (zero-rated export) 0.00"', () => {
  const rows = [
    'RIMON HAGALIL@193-401/41:64',
    'Rimon HaGalil Juice Press Ltd. · Industrial Park, Kiryat Shmona 11013, Israel@127-468/72:82',
    'Company No. / VAT File 51-102418-4@218-377/85:94',
    'TAX INVOICE - EXPORT@209-386/103:118',
    'Invoice No.@72-114/132:140 | Invoice Date@155-202/132:140 | Incoterm@270-305/132:140 | Shipment@395-432/132:140 | Payment due@485-535/132:140',
    'RIM/2022/1226@60-126/148:157 | 29 Sep 2022@153-205/148:157 | CPT London Heathrow@237-338/148:157 | AWB 114-9875543@374-454/148:157 | 28 Nov 2022@483-537/148:157',
    'Consignee:@45-97/171:181 | Orchard & Press Distribution Ltd, 41 Wapping Lane, London E1W 2RG@99-411/171:181',
    'Product@48-82/194:202 | Cases@343-366/194:202 | GBP / case@395-437/194:202 | GBP@480-497/194:202',
    'Fresh arils 150 g, chilled, case of 10@48-204/210:220 | 50@343-353/210:220 | 17.50@395-418/210:220 | 875.00@480-508/210:220',
    'Pomegranate juice NFC 1 L, case of 6@48-211/228:238 | 270@343-358/228:238 | 13.80@395-418/228:238 | 3,726.00@480-516/228:238',
    'Net goods@334-377/252:261 | 4,601.00@511-547/252:261',
    'Freight & insurance@334-422/267:277 | 610.00@519-547/267:277',
    'Israeli VAT 0% (zero-rated export)@334-485/283:292 | 0.00@529-547/283:292',
    'Invoice total GBP@334-426/301:312 | £5,211.00@497-547/301:312',
    'Goods of Israeli origin. EUR.1 movement certificate attached. Bank: IBAN IL39 9890 9472 2619 0186 567.@45-436/317:325',
  ];

  it('takes the VAT of nothing for the tax', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.tax).toBe('0.00');
  });

  it('takes nothing from an exempt line that names no VAT at 0%', () => {
    const other = rows.map((r) => r.replace('Israeli VAT 0% (zero-rated export)@', 'Exempt supplies (zero-rated export)@'));
    expect(parseReceiptDocument(textLayer(other)).fields.tax).toBeUndefined();
  });
});

describe('a cabinet maker\'s header, "חשבונית מס | מספר 23-4476 | תאריך …", its cells parted by bars', () => {
  const rows = [
    'נגריית המפרץ מטבחים בע"מ@118-210/50:58 | ·@114-116/50:58 | ח.פ.@97-112/50:58 | 166@80-95/50:58 | 224@62-78/50:58 | 519@45-60/50:58',
    'נגריית המפרץ@434-550/39:63',
    'רח׳ התעשייה@168-210/60:67 | ,19@153-165/60:67 | נשר@138-151/60:67 | ·@134-136/60:67 | טל׳@121-132/60:67 | 02-7845064@71-119/60:67',
    'חשבונית מס@496-543/87:96 | |@490-493/87:96 | מספר@466-488/87:96 | 23-4476@421-464/87:96 | |@416-419/87:96 | תאריך@389-413/87:96 | 19.04.2023@328-387/87:96 | |@322-326/87:96 | דף@310-320/87:96 | 1/2@291-308/87:96',
    'לקוח@526-545/111:120 | משפחת חורי@426-475/111:120',
    'כתובת הפרויקט@485-545/123:133 | רח׳ הגליל@437-475/123:133 | ,31@419-435/123:133 | קריית טבעון@370-416/123:133',
  ];

  it('takes the number after "מספר" opening its cell', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('23-4476');
  });

  it('takes none after "מספר" inside a cell', () => {
    const other = rows.map((r) => r.replace('|@490-493/87:96 | מספר@466-488/87:96', 'לקוח@490-505/87:96 | מספר@466-488/87:96'));
    expect(parseReceiptDocument(textLayer(other)).fields.documentNumber).toBeUndefined();
  });
});

describe('an electricity bill\'s brand in large print read into the registered name\'s line, "קילוואט קילוואט אנרגיה לבית בע"מ"', () => {
  it('takes the registered name, its first word once', () => {
    expect(parseReceiptDocument(heKilowattBill1Png).fields.vendorName).toBe('קילוואט אנרגיה לבית בע"מ');
  });

  it('keeps a word given twice in print of one size', () => {
    const level = withWords(heKilowattBill1Png, (w) => (w[0].startsWith('קילוואט') && w[4] - w[2] > 50 ? ([w[0], w[1], w[2], w[3], w[2] + 26, w[5]] as OcrWord) : w));
    expect(parseReceiptDocument(level).fields.vendorName).not.toBe('קילוואט אנרגיה לבית בע"מ');
  });
});
