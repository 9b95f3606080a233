import { roleOf } from './field-amounts';
import { endsWithFamilyName } from './given-names';
import { enUkMotorCircuitTrackDayInvoice2Png, heFountainPensWebshopOrder1Png, heRoofWaterproofingInvoice3Png } from './ocr-output-27.fixtures';
import { normaliseWord } from './receipt-text';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 27: a licensed dealer's own name under a brand, found where the letterhead is set in two
 * columns (the brand and the owner's name in one, the dealer's label, id and phones in the other) or
 * where the owner's given name is not a listed one but the family name is a common one; the words
 * that open a line that is no name ("מוקד", "טלפון") inside a registered name. Made on held-out set
 * 27 after its reading; the layouts are its text layers as the reader gave them (written as
 * `textLayer` reads them), with two of earlier sets' as the cases that must not change.
 */
const vendorOf = (rows: string[]) => parseReceiptDocument(textLayer(rows)).fields.vendorName;

describe('a Korean restaurant\'s bill: the brand, its kitchen, then the owner "מין-ג\'ו כהן" over "עוסק מורשה"', () => {
  const rows = [
    "קימצ'י@88-133/12:27",
    'מטבח ביתי קוריאני@74-133/29:37',
    "מין-ג'ו כהן@102-139/38:47",
    'עוסק מורשה@121-169/48:58 | 123065054@72-119/48:58',
    "רח' מסדה@148-186/59:68 | 21, חיפה ·@107-146/59:68 | 08-5127013@55-105/59:68",
    'חשבונית מס / קבלה@78-163/81:91',
    "מס'@127-142/92:101 | 24743@99-125/92:101",
    'תאריך@196-220/102:112 | 08.10.25@158-194/102:112 | נפתח@46-67/102:112 | 16:24@21-44/102:112',
    'שולחן@198-220/113:122 | 7@190-195/113:122 | סועדים@28-55/113:122 | 4@21-26/113:122',
    'ביבימבאפ בסיר אבן@153-227/146:155 | 65.00@14-37/146:155',
    'סה"כ לתשלום ₪@160-227/180:190 | 65.00@14-37/180:190',
  ];

  it('is the owner by the family name, though the given name is no listed one', () => {
    expect(vendorOf(rows)).toBe("מין-ג'ו כהן");
  });

  it('reads a family name common in Israel, not the words of a business', () => {
    expect(endsWithFamilyName("מין-ג'ו כהן", /^מסעדת/)).toBe(true);
    expect(endsWithFamilyName('מטבח ביתי קוריאני', /^מסעדת/)).toBe(false);
    expect(endsWithFamilyName('מסעדת כהן', /^מסעדת/)).toBe(false);
    expect(endsWithFamilyName('דנה ויוסי כהן', /^מסעדת/)).toBe(false);
  });
});

describe('a solar water heater installer\'s credit note: "שמש ודוד" over "נסים בוזגלו" over his trade over "עוסק מורשה"', () => {
  const rows = [
    'שמש ודוד@463-544/41:60',
    'נסים בוזגלו@489-544/64:75',
    'התקנת דודי שמש וקולטים@446-544/77:86',
    'עוסק מורשה@497-544/89:98 | 253878276@452-495/89:98 | ·@446-449/89:98 | דימונה@420-444/89:98 | ·@415-417/89:98 | 050-018-6512@358-412/89:98',
    "חשבונית זיכוי מס'@274-397/130:145 | CR-24259@198-270/130:145",
    'תאריך@518-544/155:164 | 12@500-510/155:164 | באוגוסט@467-497/155:164 | 2024@446-465/155:164 | מקור@51-70/155:164',
    'לכבוד@514-539/187:196 | אורית שושן, ת.ז.@376-437/187:196 | 079532073@331-374/187:196',
    'סה"כ זיכוי@480-539/300:309 | -1,170.00@51-95/300:309',
  ];

  it('is the owner, not the brand or the customer', () => {
    expect(vendorOf(rows)).toBe('נסים בוזגלו');
  });
});

describe("a letterhead in two columns: the brand and the owner on the right, the dealer's label, id and phones on the left", () => {
  const frozen = [
    'הקרח הצפוני@431-517/29:46 | עוסק מורשה@73-112/29:46 | 395964596@34-70/29:46',
    'מושב בית הלל@34-80/45:53',
    'יוסף אלמקייס@464-517/49:59',
    "טל'@140-151/56:64 | 04-8515841@98-138/56:64 | ·@93-95/56:64 | פקס@77-90/56:64 | 04-9708057@34-74/56:64",
    'הפצת מזון קפוא לעסקים@439-517/62:70',
    'חשבונית מס@495-553/91:103 | 456334@453-490/91:103 | תאריך:@368-390/91:103 | 20.10.2025@329-365/91:103 | ת. משלוח@234-265/91:103 | 8864232@203-231/91:103',
    'לכבוד:@541-561/121:129 | מלון הנחל ארוחות בע"מ@462-538/121:129 | ·@457-459/121:129 | ח.פ.@441-454/121:129 | 527295133@402-438/121:129',
    '#@554-558/142:150 | ברקוד@521-539/142:150 | פריט@445-460/142:150 | סכום@62-77/142:150',
    'סה"כ לתשלום ₪@480-539/300:309 | 2,000.00@37-70/300:309',
  ];
  const roof = [
    'עוסק מורשה@92-137/43:51 | 065826372@43-90/43:51',
    'גג בטוח@424-486/37:57 | שפרעם@43-69/37:57',
    'סאמי עואד@429-486/62:73 | נייד@101-112/62:73 | 050-0203865@43-98/62:73',
    'משרד@95-116/72:80 | 04-9886614@43-93/72:80',
    'איטום גגות, מרפסות וקירות חוץ@365-486/76:85',
    "חשבונית מס@458-541/119:134 | מס'@416-435/119:134 | 2500824@359-412/119:134 | תאריך@318-336/119:134 | מקור@54-71/119:134",
    '04/05/2025@280-336/135:145',
    'לכבוד@523-547/167:176 | בית ספר "נופים" – עמותת הורים · ע"ר@303-451/167:176 | 586748956@249-301/167:176',
  ];
  const english = [
    'Licensed Dealer No. 086577384@431-547/43:51',
    'A11Y CRAFT@96-195/44:61 | 7 HaNevi’im St, Jerusalem@453-547/44:61',
    'Noa Friedman@96-170/66:76 | hello@a11ycraft.co.il@471-547/66:76',
    'Accessibility consultant · IS 5568 / WCAG 2.2@96-273/80:88',
    'TA X I N V O I C E@48-166/114:129',
    'Invoice No.@48-97/150:158 | AX2137@110-141/150:158 | Date@219-240/150:158 | 2 April 2023@248-296/150:158',
    'Bill to:@57-84/199:208 | Hadar Insurance Agency Ltd. · Company No. 528877525 · PO-4719707 · Scope: customer portal@86-468/199:208',
  ];

  it("is the owner whose name is alone in its cell, the label across the page on the brand's line", () => {
    expect(vendorOf(frozen)).toBe('יוסף אלמקייס');
  });

  it('is the owner whose name is alone in its cell, the label two lines over it in the other column', () => {
    expect(vendorOf(roof)).toBe('סאמי עואד');
  });

  it('is the owner in Latin letters on a page in English', () => {
    expect(vendorOf(english)).toBe('Noa Friedman');
  });
});

describe("names that are not the owner's, near a dealer's label", () => {
  it("is not a guest's name alone in a cell under the title (a zimmer's folio)", () => {
    const rows = [
      'צימרים בין הגפנים@136-283/38:59',
      'דורית ושמוליק לוי@175-244/63:73',
      'מושב אביבים, גליל עליון@196-274/75:83 | ·@191-193/75:83 | 058-452-6529@145-188/75:83',
      'עוסק מורשה@207-247/85:93 | 148752132@172-204/85:93',
      "קבלה / חשבונית מס מס'@165-282/112:124 | 4646@137-161/112:124",
      'תאריך:@348-375/137:147 | 13.08.2023@306-345/137:147 | מקור@44-63/137:147',
      'שם האורח@331-371/160:169 | תמר ויסמן@272-312/160:169 | ת.ז.@193-206/160:169 | 399598739@108-147/160:169',
      'הגעה@352-371/176:186 | יום חמישי@275-312/176:186 | 10.08.2023@232-271/176:186 | עזיבה@185-206/176:186',
    ];
    expect(vendorOf(rows)).toBe('צימרים בין הגפנים');
  });

  it('is the owner by his given name, not the shop named by his family name ("שעוני גולדברג")', () => {
    const rows = [
      'שעוני גולדברג@137-247/31:52',
      'שען@234-247/63:71 | ·@230-232/63:71 | תיקון שעונים מכניים ועתיקים@131-228/63:71',
      'אהרון גולדברג@229-273/75:82 | ·@225-227/75:82 | עוסק מורשה@183-223/75:82 | 247250251@146-181/75:82',
      "רח'@282-292/87:94 | אלנבי@262-280/87:94 | ,88@250-259/87:94 | תל אביב@221-248/87:94 | ·@217-219/87:94 | 03-5505745@177-215/87:94",
      "חשבונית מס@322-383/116:128 | /@316-319/116:128 | קבלה מס'@264-313/116:128 | 1252@237-261/116:128",
      'תאריך:@358-383/135:144 | 30@346-355/135:144 | במרץ@325-344/135:144 | 2025@305-323/135:144',
      "התקבל מאת:@336-383/154:163 | סבטלנה פרידמן,@274-334/154:163 | טל'@260-272/154:163 | 050-798-0093@207-258/154:163",
    ];
    expect(vendorOf(rows)).toBe('אהרון גולדברג');
  });
});

describe('an answering service\'s bill: "קול-מענה שירותי מוקד בע"מ" beside its tagline', () => {
  const rows = [
    'קול-מענה שירותי מוקד בע"מ@319-522/35:53 | מענה טלפוני אנושי לעסקים@67-162/35:53 | ·@61-64/35:53 | 24/7@43-58/35:53',
    'פרטי הלקוח@497-544/89:99 | חשבונית מס@234-281/89:99',
    'וטרינר הגבעה בע"מ@475-544/105:114 | מספר@262-281/105:114 | 34856937@52-84/105:114',
    'ח.פ.@530-544/115:124 | 510418189@491-527/115:124',
    'מספר חשבון:@498-544/126:135 | 245696399@458-494/126:135 | תאריך הפקה@236-281/126:135 | 05.07.2026@52-88/126:135',
    'מועד החיוב בהוראת קבע@193-281/152:161 | 15/07/2026@52-91/152:161',
    'השירות@523-549/213:222 | כמות@238-256/213:222 | סכום ₪@94-122/213:222',
    'חבילת מענה חודשית –@469-549/232:241 | 300@453-466/232:241 | שיחות@429-450/232:241 | 640.00@46-70/232:241',
    'קול-מענה שירותי מוקד בע"מ · ח.פ.@300-420/800:809 | 51-161258-2@250-298/800:809',
  ];

  it('is the registered name, "מוקד" one of its words', () => {
    expect(vendorOf(rows)).toBe('קול-מענה שירותי מוקד בע"מ');
  });

  it('still takes no line a "מוקד" opens for a name', () => {
    const hotline = rows.map((row, i) => (i === 0 ? 'מוקד שירות לקוחות@319-522/35:53' : row));
    expect(vendorOf(hotline)).not.toBe('מוקד שירות לקוחות');
  });
});

describe('a British circuit\'s VAT invoice to an Israeli club: "INVOICE TO" over the club, its "Israeli Company No." a cell of its own under it', () => {
  const rows = [
    'BRACKLEY HEATH MOTORSPORT@94-452/38:57',
    'Track days · Driver training · Corporate events@94-270/62:70',
    'INVOICE TO@45-87/105:112',
    'Apex Israel Motorsport Club Ltd@45-183/116:124 | VAT INVOICE@339-424/116:124',
    '88 Yigal Alon St, Petah Tikva, Israel@45-185/129:137',
    'Invoice number@346-410/135:144 | TD26-1304@452-495/135:144',
    'Israeli Company No. 552364614@45-174/141:150',
    'Attn: Mr Ido Ronen@45-122/155:163 | Invoice date / tax point@346-439/155:163 | 28 Jul 2026@452-497/155:163',
    'Event@346-368/168:176 | Monday 27/07/2026@452-533/168:176',
    'Booking ref.@346-395/184:193 | BK31631@452-487/184:193',
    'Drivers@346-375/200:208 | 8@452-457/200:208',
    'Description@50-99/246:255 | Qty@379-395/246:255 | Unit price@414-456/246:255 | Net@486-502/246:255',
    'Track day entry – open pit lane, per driver@50-218/267:275 | 8@400-405/267:275 | £210.00@445-477/267:275 | £1,680.00@506-545/267:275',
    'Ginetta G40 hire, 20-minute session@50-194/288:296 | 24@395-405/288:296 | £205.00@445-477/288:296 | £4,920.00@506-545/288:296',
    'ARDS instructor, per session@50-163/309:317 | 12@395-405/309:317 | £80.00@450-477/309:317 | £960.00@513-545/309:317',
    'Helmet and HANS hire, per driver@50-185/330:338 | 8@400-405/330:338 | £20.00@450-477/330:338 | £160.00@513-545/330:338',
    'Fuel (super unleaded) at cost plus handling@50-224/351:359 | 1@400-405/351:359 | £315.00@445-477/351:359 | £315.00@513-545/351:359',
    'Hospitality suite: breakfast roll and hot lunch, per guest@50-274/372:380 | 8@400-405/372:380 | £34.50@450-477/372:380 | £276.00@513-545/372:380',
    'Net total@315-350/405:414 | £8,311.00@505-544/405:414',
    'VAT @ 20%@315-358/423:432 | £1,662.20@505-544/423:432',
    'Invoice total@315-381/442:453 | £9,973.20@496-544/442:453',
    'Payment due by 27 August 2026 to sort code 40-55-19, account 74509773, quoting TD26-1304. IBAN GB89 LOYD 4107 1766@45-542/468:477',
    '0812 14.@45-80/480:488',
    'Noise limit 98 dB(A) static. Damage to hired cars is charged separately under the hire agreement signed on the day; no damage was reported for this@45-543/499:506',
    'event.@45-66/509:516',
    'Brackley Heath Motorsport Limited · Heath Lane, Brackley, Northamptonshire NN13 7BJ · Registered in England and Wales, Company No. 79442978 · VAT Reg.@49-546/795:802',
    'No. GB 990 1124 86@267-329/805:811',
  ];

  it("takes the customer's id for no vendor's: the British vendor has none", () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.vendorTaxId).toBeUndefined();
    expect(parsed.fields.total).toBe('9973.20');
  });
});

describe('an Italian workshop\'s invoice: museum entries paid on the client\'s behalf, "Excluded art. 15 (Escluso)" beside the taxable amount and its VAT', () => {
  const rows = [
    'Terranova Ceramiche S.n.c.@105-334/41:58',
    'Ceramic workshop & painting courses since 1987@105-301/63:71',
    'Via Nazionale 88, 98076 Santo Stefano di Camastra (ME) · Italy@105-359/74:82',
    'BILL TO (CLIENTE)@45-114/113:120',
    'INVOICE (FATTURA)@346-476/115:128',
    'Carmel Art Circle (group of friends), c/o Ruth Ben-Ami@45-282/124:133',
    'Zikhron Ya’akov, Israel@45-139/137:145 | Invoice no. (Numero)@346-434/137:145 | FT 2026/0054@445-499/137:145',
    'Passport no. 35215808@45-136/150:159',
    'Invoice date (Data)@346-424/155:163 | 2 August 2026@445-504/155:163',
    'Codice@45-73/163:172 | fiscale: not applicable (non-resident)@75-225/163:172',
    'Booking@346-380/171:180 | WEB-9623 of 9 July 2026@445-544/171:180',
    'Course dates@346-399/188:196 | 31/07/2026 – 02/08/2026@445-541/188:196',
    'Unit@427-446/223:232',
    'Description (Descrizione)@50-161/229:238 | Qty@404-419/229:238 | VAT@478-495/229:238 | Amount@505-540/229:238',
    'price@427-450/234:243',
    '3-day majolica painting course (Corso di decorazione) – per participant@50-341/255:263 | 6@414-419/255:263 | € 213,00@436-470/255:263 | 22%@479-496/255:263 | € 1.278,00@505-545/255:263',
    'Materials kit: bisque ware, glazes, brushes (Materiali)@50-270/276:284 | 6@414-419/276:284 | € 42,00@441-470/276:284 | 22%@479-496/276:284 | € 252,00@512-545/276:284',
    'Kiln@50-67/297:305 | firing per piece (Cottura)@69-171/297:305 | 30@409-419/297:305 | € 11,00@441-470/297:305 | 22%@479-496/297:305 | € 330,00@512-545/297:305',
    'Packing of@50-93/318:326 | finished pieces for air travel (Imballaggio)@95-267/318:326 | 1@414-419/318:326 | € 34,00@441-470/318:326 | 22%@479-496/318:326 | € 34,00@517-545/318:326',
    'Museum of Ceramics entries, paid on your behalf (Spese anticipate, escluse art. 15@50-386/339:347',
    '6@414-419/345:353 | € 12,00@441-470/345:353 | –@492-496/345:353 | € 72,00@517-545/345:353',
    'DPR 633/72)@50-99/350:358',
    'Taxable amount (Imponibile)@286-406/384:393 | € 1.894,00@504-544/384:393',
    'VAT 22% (IVA)@286-344/402:410 | € 416,68@511-544/402:410',
    'Excluded art. 15 (Escluso)@286-391/419:427 | € 72,00@516-544/419:427',
    'Total (Totale documento)@286-420/439:449 | € 2.382,68@494-544/439:449',
    'Deposit paid 9 July 2026 (Acconto)@286-426/460:469 | – € 715,00@504-544/460:469',
    'Paid by card 2 August 2026@286-397/477:486 | – € 1.667,68@497-544/477:486',
    'Amount due (Da pagare)@286-387/495:503 | € 0,00@521-544/495:503',
    'Grazie! Your pieces were@45-134/529:537 | fired at 980 °C and glazed at 940 °C; they are food-safe but not dishwasher-safe. Electronic invoice sent to the@136-522/529:537',
    'exchange system (SDI) with recipient code XXXXXXX for foreign customers.@45-314/540:547',
    'Terranova Ceramiche S.n.c. · P.IVA IT07807403870 · C.F. 07807403870 · REA ME-181661 · Share capital € 10.000,00 i.v. · PEC terranova@pec.it · IBAN IT64@57-538/795:802',
    'X4709410678 065369417914@253-342/805:811',
  ];

  it('is the total with what is left out of the taxable amount, and its VAT', () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.total).toBe('2382.68');
    expect(parsed.fields.tax).toBe('416.68');
  });

  it('reads what the law excludes as outside the VAT, and "excl. VAT" still as the net', () => {
    expect(roleOf('Excluded art. 15 (Escluso) € 72,00')).toBe('exempt');
    expect(roleOf('Museum entries, paid on your behalf 6 € 12,00 – € 72,00')).toBe('exempt');
    expect(roleOf('Total excl. VAT € 1.894,00')).toBe('net');
    expect(roleOf('Subtotal excluding VAT 100.00')).toBe('net');
  });
});

describe('recognised pages (held-out set 27, as read)', () => {
  it('reads "סהיכ כולל מע"ימ" as the total with VAT: a gershayim read as one yod, with or without a stroke beside it', () => {
    const parsed = parseReceiptDocument(heRoofWaterproofingInvoice3Png);
    expect(parsed.fields.total).toBe('38443.86');
    expect(parsed.fields.tax).toBe('5585.86');
    expect(['סהיכ', "סה'יכ", 'מע"ימ', 'בעימ'].map(normaliseWord)).toEqual(['סה"כ', 'סה"כ', 'מע"מ', 'בע"מ']);
    // (Words that are words stay: a bush, a coat.)
    expect(['שיח', 'מעיל', 'מעים'].map(normaliseWord)).toEqual(['שיח', 'מעיל', 'מעים']);
  });

  it('reads a web shop\'s total and VAT whose ₪ signs were each read as a 1 ("1208.43", "131.79")', () => {
    const parsed = parseReceiptDocument(heFountainPensWebshopOrder1Png);
    expect(parsed.fields.total).toBe('208.43');
    expect(parsed.fields.tax).toBe('31.79');
  });

  it("takes a British invoice's customer's Israeli company number for no vendor's id", () => {
    const parsed = parseReceiptDocument(enUkMotorCircuitTrackDayInvoice2Png);
    expect(parsed.fields.vendorTaxId).toBeUndefined();
    expect(parsed.fields.total).toBe('9973.20');
  });
});
