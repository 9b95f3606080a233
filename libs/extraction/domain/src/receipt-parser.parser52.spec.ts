import { writtenOrder } from './dates';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 52: Uruguay's "U$S" is the US dollar; dates written with dots alone are day first, on a dollar page too; a footer's registered name beside
 * Costa Rica's "Cédula jurídica" or Uruguay's "RUT"; "Invoice Total" heads no customer's block; the payee of "checks payable to …"; a registered name
 * in small print over the tax-id label that stands beside the brand. Made on held-out set 50 after its reading; no set has read it blind; text layers
 * as the reader gave them (written as `textLayer` reads them).
 */
describe('a Uruguayan tannery\'s invoice in "U$S" with its dates written "04.11.2024"', () => {
  const rows = [
    'Curtiembre del Plata S.A.@383-476/43:52',
    'PLATA LEATHER@45-191/41:59 | RUT 447845570226@383-457/41:59',
    'Camino Carrasco 4120, Montevideo, Uruguay@383-550/63:71',
    'INVOICE / FACTURA E-TICKET@45-257/86:100',
    'Invoice No.@45-94/116:126 | A-6778705@119-168/116:126 | Invoice date@178-230/116:126 | 04.11.2024@238-287/116:126',
    'Purchase order@45-112/130:139 | PO-78119@119-164/130:139 | Dispatch@178-216/130:139 | 09.11.2024@238-287/130:139',
    'Customer No.@45-105/143:153 | C59849@119-154/143:153 | Incoterm@178-216/143:153 | DAP Haifa@238-285/143:153',
    'Buyer: Ort Leatherworks, Tel Aviv, Israel@45-218/156:166',
    'Item@48-66/177:186 | Qty@314-329/177:186 | Unit price@361-401/177:186 | Amount@465-498/177:186',
    'Full-grain cowhide, per m²@48-161/192:202 | 4@314-319/192:202 | 42.00@361-385/192:202 | 168.00@465-495/192:202',
    'Carpincho leather gloves@48-155/209:219 | 3@314-319/209:219 | 98.00@361-385/209:219 | 294.00@465-495/209:219',
    'Subtotal@45-81/230:240 | U$S 462.00@499-550/230:240',
    'Net taxable@45-95/242:252 | U$S 462.00@499-550/242:252',
    'IVA 22%@45-82/254:264 | U$S 101.64@499-550/254:264',
    'TOTAL@45-83/266:277 | U$S 563.64@488-550/266:277',
    'Wire to Banco República, SWIFT BROUUYMM, account 3956976548 · DHL waybill 8721790348@45-399/280:289',
  ];

  it('is in US dollars', () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.currency).toBe('USD');
    expect(parsed.fields.total).toBe('563.64');
  });

  it('is dated the 4th of November, day first, though billed in dollars', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2024-11-04');
  });

  it('reads dotted dates day first and slashed ones as they tell, or not at all', () => {
    expect(writtenOrder(['04.11.2024', '09.11.2024'])).toBe('day');
    expect(writtenOrder(['04/11/2024', '09/11/2024'])).toBeUndefined();
    expect(writtenOrder(['04.11.2024', '09/11/2024'])).toBeUndefined();
    expect(writtenOrder(['02/24/2026', '02.21.2026'])).toBe('month');
  });
});

describe('brands over companies whose registered names only the footer prints, beside their registration', () => {
  it('is the Uruguayan company beside its "RUT", not the brand "Colonia Tannery Works"', () => {
    const rows = [
      'Colonia del Sacramento, Uruguay@299-394/24:31',
      'Colonia Tannery Works@26-209/23:41',
      'INVOICE / FACTURA E-TICKET@26-212/57:69',
      'Invoice No.@26-64/82:91 | CC-23-5319@82-124/82:91 | Invoice date@135-175/82:91 | 26 Jun 2023@183-225/82:91',
      'Purchase order@26-75/93:101 | PO-14410@82-117/93:101 | Dispatch@135-164/93:101 | 1 Jul 2023@183-219/93:101',
      'Customer No.@26-72/103:112 | C88939@82-109/103:112 | Incoterm@135-165/103:112 | DAP Haifa@183-221/103:112',
      'Buyer: Saddle & Co., Kfar Yehoshua, Israel@26-170/113:121',
      'Item@29-43/131:138 | Qty@220-232/131:138 | Unit price@256-288/131:138 | Amount@333-359/131:138',
      'Saddle leather belt blank@29-110/144:152 | 4@220-224/144:152 | 26.00@256-275/144:152 | 104.00@333-356/144:152',
      'Leather mate cup holder@29-109/158:166 | 8@220-224/158:166 | 38.00@256-275/158:166 | 304.00@333-356/158:166',
      'Full-grain cowhide, per m²@29-117/172:181 | 5@220-224/172:181 | 42.00@256-275/172:181 | 210.00@333-356/172:181',
      'Subtotal@26-53/190:199 | USD 618,00@353-394/190:199',
      'Trade discount 5%@26-88/199:208 | -USD 30,90@355-394/199:208',
      'Net taxable@26-63/208:217 | USD 587,10@353-394/208:217',
      'IVA 22%@26-56/217:226 | USD 129,16@353-394/217:226',
      'TOTAL@26-59/226:236 | USD 716,26@345-394/226:236',
      'Wire to Banco República, SWIFT BROUUYMM, account 1966865767 · DHL waybill 2328847103@26-306/238:245',
      'Cueros Colonia S.R.L. · RUT 368991461445@26-161/262:269',
    ];
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Cueros Colonia S.R.L.');
  });

  it('is the Costa Rican company beside its "Cédula jurídica", not the brand "Tres Rios Estate"', () => {
    const rows = [
      'La Unión, Cartago, Costa Rica@457-567/43:52',
      'Tres Rios Estate@45-200/42:61',
      'INVOICE · FACTURA@45-190/79:94',
      'Invoice No.@52-90/111:118 | Invoice date@184-225/111:118 | Order@315-335/111:118 | Ship date@446-479/111:118',
      '2022/6023@52-98/118:128 | January 17, 2022@184-262/118:128 | WEB663836@315-370/118:128 | January 20, 2022@446-525/118:128',
      'Customer: Eitan Shaked, Ra’anana, Israel · Passport 09999826@45-314/136:146',
      'Description@48-97/155:164 | Qty@393-407/155:164 | Unit@433-451/155:164 | Amount@493-526/155:164',
      'Chorreador pour-over stand@48-166/169:179 | 2@393-398/169:179 | 32.00@433-457/169:179 | 64.00@493-517/169:179',
      'Cacao nibs, 250 g@48-125/185:195 | 5@393-398/185:195 | 9.00@433-452/185:195 | 45.00@493-517/185:195',
      'Coffee farm tour with tasting, per person@48-217/201:211 | 2@393-398/201:211 | 45.00@433-457/201:211 | 90.00@493-517/201:211',
      'Tarrazú single-origin beans, 1 kg@48-187/217:226 | 6@393-398/217:226 | 24.00@433-457/217:226 | 144.00@493-522/217:226',
      'Goods@45-73/236:246 | 343,00 USD@514-567/236:246',
      'Shipping@45-83/247:256 | 85,00 USD@519-567/247:256',
      'Taxable base@45-103/257:267 | 428,00 USD@514-567/257:267',
      'IVA 13%@45-83/268:277 | 55,64 USD@519-567/268:277',
      'TOTAL@45-85/279:290 | 483,64 USD@503-567/279:290',
      'Paid by card, authorisation 378515 · Hacienda electronic key 68582460412551921416@45-357/292:300',
      'Cafetal Tres Ríos S.R.L. · Cédula jurídica 3-101-873478@45-245/319:328',
    ];
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Cafetal Tres Ríos S.R.L.');
  });

  it('is the Iowa company of the footer and of "checks payable to …", under an "Invoice Total" that heads no customer\'s block', () => {
    const rows = [
      '(563) 463-2460@523-569/42:50',
      'HOOT OWL QUILT BLOCKS@43-237/41:59',
      'INVOICE@43-92/75:90',
      'Invoice No.@49-81/108:115 | Invoice Date@182-218/108:115 | Completed@315-346/108:115 | Customer@448-476/108:115',
      '26-9242@49-79/116:126 | 02/24/2026@182-222/116:126 | 02/21/2026@315-355/116:126 | CU-24285@448-484/116:126',
      'Bill to: Hillside Lutheran Church, Decorah@43-189/135:145',
      'Description@46-85/155:163 | Qty@337-349/155:163 | Unit@379-393/155:163 | Amount@476-503/155:163',
      'Painted barn quilt block, 8 ft × 8 ft@46-164/169:179 | 1@337-341/169:179 | $1,350.00@379-414/169:179 | $1,350.00@476-511/169:179',
      'Custom pattern design@46-126/186:196 | 1@337-341/186:196 | $125.00@379-408/186:196 | $125.00@476-504/186:196',
      'Mounting hardware kit@46-124/202:212 | 1@337-341/202:212 | $68.00@379-403/202:212 | $68.00@476-500/202:212',
      'UV clear coat@46-94/219:229 | 2@337-341/219:229 | $24.00@379-403/219:229 | $48.00@476-500/219:229',
      'Subtotal@43-72/239:249 | $1,591.00@534-569/239:249',
      'Iowa state sales tax 6%@43-127/250:260 | $95.46@545-569/250:260',
      'Invoice Total@43-100/262:274 | $1,686.46@527-569/262:274',
      'Deposit received 01/17/2026@43-144/275:285 | -$422.00@538-569/275:285',
      'Balance Due@43-88/286:296 | $1,264.46@534-569/286:296',
      'Work order WO-0521 · Net 15 · checks payable to Heartland Barn Art LLC@43-266/298:306',
      'Heartland Barn Art LLC · 88 Mill St., Maquoketa, IA 52060 · Iowa sales tax permit 520928378@43-321/325:334',
    ];
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.vendorName).toBe('Heartland Barn Art LLC');
    expect(parsed.fields.total).toBe('1686.46');
  });
});

describe('a sunglasses store\'s credit note: "<company> בע"מ" in small print over "ח.פ. …" beside the brand "שמש עיניים"', () => {
  const rows = [
    'משקפי שמש בעין בע"מ@380-458/45:53',
    'שמש עיניים@462-553/47:67 | ח.פ.@444-458/47:67 | 515 419 349@397-441/47:67',
    'קניון הדר, ירושלים@398-458/65:73 | ·@393-395/65:73 | 058-309-3191@341-390/65:73',
    'חשבונית מס זיכוי@453-553/90:105',
    'מספר@527-548/121:130 | CR-8867@404-442/121:130',
    'תאריך@525-548/134:144 | 16/05/2022@397-442/134:144',
    'לקוח@529-548/148:157 | מאיה חדד, ת.ז.@382-442/148:157 | 158281196@334-379/148:157',
    'בגין חשבונית@499-548/161:171 | 94640@417-442/161:171 | מיום@397-414/161:171 | 28/04/2022@349-394/161:171',
    'סכום החשבונית המקורית@452-548/175:184 | 1,744.20@407-442/175:184',
    'סיבה@530-548/188:198 | פגם בציר@405-442/188:198',
    'פריט@533-550/209:218 | כמות@286-304/209:218 | מחיר@220-238/209:218 | זיכוי@130-145/209:218',
    'עדשות שמש במרשם@468-550/225:235 | 1@299-304/225:235 | 890.00@210-238/225:235 | -890.00@113-145/225:235',
    'משקפי שמש לילדים@471-550/242:252 | 1@299-304/242:252 | 190.00@211-238/242:252 | -190.00@113-145/242:252',
    'נרתיק קשיח@503-550/259:269 | 2@299-304/259:269 | 90.00@215-238/259:269 | -180.00@113-145/259:269',
    'סה"כ זיכוי לפני מע"מ@472-553/280:290 | -1,260.00@42-81/280:290',
    'מע"מ@532-553/292:302 | 17%@511-529/292:302 | -214.20@42-73/292:302',
    'סה"כ זיכוי כולל מע"מ ₪@437-553/304:316 | -1,474.20@42-89/304:316',
    'אופן ההחזר: שובר זיכוי@477-553/318:326',
  ];

  it('is the company the id is registered to', () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.vendorName).toBe('משקפי שמש בעין בע"מ');
    expect(parsed.fields.vendorTaxId).toBe('515419349');
  });

  it('stays the brand when the small print over the label is not a registered name', () => {
    const unregistered = rows.map((r, i) => (i === 0 ? 'משקפי שמש בעין@380-458/45:53' : r));
    expect(parseReceiptDocument(textLayer(unregistered)).fields.vendorName).toBe('שמש עיניים');
  });
});
