import { withWord } from './ocr-document.fixtures';
import { enOpoleCreditNote1Photo, enOpoleCreditNote1Png, heSeorShopTill3Png } from './ocr-output-102.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 122, made on held-out set 102 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them,
 * coordinates rounded) and recognised pages (`ocr-output-102.fixtures.ts`).
 */

/** An Opole packaging maker's correcting invoice in euros (held-out set 102): the corrected invoice cited, its rows as invoiced and as corrected, the difference credited. */
const correcting = [
  'Issued on@453-491/40:49 | 2022-04-12@501-551/40:49',
  'CORRECTING INVOICE@43-259/37:55',
  '(Faktura korygująca)@43-124/58:67 | Issued at@453-489/58:67 | Opole@501-525/58:67',
  'Currency@453-489/66:75 | EUR@501-520/66:75',
  'No.@43-58/70:80 | FK/0013/04/2022@61-136/70:80',
  'VENDOR (SPRZEDAWCA)@49-140/102:109 | BUYER (NABYWCA)@319-389/102:109',
  'Falista Opakowania Sp. z o.o.@49-176/114:123 | Nyskie Zakłady Cukiernicze S.A.@319-458/114:123',
  'ul. Wrocławska 177, 45-837 Opole@49-185/127:136 | ul. Grodkowska 40, 48-300 Nysa@319-447/127:136',
  'NIP@49-64/141:150 | 754-090-05-15@66-131/141:150 | · REGON@133-170/141:150 | 537931641@173-217/141:150 | NIP@319-334/141:150 | 753-843-64-93@336-400/141:150',
  'KRS@49-68/154:163 | 0000577998@70-120/154:163',
  'Corrects invoice@43-106/181:190 | FV/1848/03/2022@108-182/181:190 | of@185-192/181:190 | 2022-03-17@194-244/181:190',
  'Reason (Przyczyna korekty): Cartons returned, crushed during haulage; confirmed by the buyer’s complaint report@43-484/195:204',
  'Qty (pcs)@269-308/216:225 | Unit net price@360-419/216:225 | Net value@466-506/216:225 | VAT@531-549/216:225',
  'Punched tray, printed, 300×200×80 mm@46-213/232:241',
  'as invoiced (przed korektą)@46-152/246:255 | 6@283-288/246:255 | 750@293-308/246:255 | 0,54@399-419/246:255 | 3@467-471/246:255 | 645,00@476-506/246:255 | 23%@534-549/246:255',
  'as corrected (po korekcie)@46-148/259:268 | 5@283-288/259:268 | 500@293-308/259:268 | 0,54@399-419/259:268 | 2@467-471/259:268 | 970,00@476-506/259:268 | 23%@534-549/259:268',
  'difference (różnica)@46-130/273:282 | -1@278-288/273:282 | 250@293-308/273:282 | 0,00@399-419/273:282 | -675,00@471-506/273:282 | 23%@534-549/273:282',
  'Mailer box, bleached kraft, 250×180×60 mm@46-232/289:298',
  'as invoiced (przed korektą)@46-152/303:312 | 10@278-288/303:312 | 000@293-308/303:312 | 0,46@399-419/303:312 | 4@467-471/303:312 | 600,00@476-506/303:312 | 23%@534-549/303:312',
  'as corrected (po korekcie)@46-148/316:325 | 7@283-288/316:325 | 500@293-308/316:325 | 0,46@399-419/316:325 | 3@467-471/316:325 | 450,00@476-506/316:325 | 23%@534-549/316:325',
  'difference (różnica)@46-130/330:339 | -2@278-288/330:339 | 500@293-308/330:339 | 0,00@399-419/330:339 | -1@462-471/330:339 | 150,00@476-506/330:339 | 23%@534-549/330:339',
  'Net@364-379/352:361 | VAT 23%@421-460/352:361 | Gross@523-549/352:361',
  'As invoiced@199-245/365:374 | 8@339-344/365:374 | 245,00@349-379/365:374 | 1@420-425/365:374 | 896,35@430-460/365:374 | 10@505-514/365:374 | 141,35@519-549/365:374',
  'As corrected@199-249/379:388 | 6@339-344/379:388 | 420,00@349-379/379:388 | 1@420-425/379:388 | 476,60@430-460/379:388 | 7@509-514/379:388 | 896,60@519-549/379:388',
  'Difference@199-244/392:401 | -1@334-344/392:401 | 825,00@349-379/392:401 | -419,75@425-460/392:401 | -2@505-514/392:401 | 244,75@519-549/392:401',
  'Amount to be credited:@353-485/412:424 | -2@488-498/412:424 | 244,75@503-533/412:424 | EUR@538-553/412:424',
  'VAT difference in PLN:@72-153/430:439 | -1@155-165/430:439 | 968,33@170-200/430:439 | PLN@205-220/430:439 | (NBP average rate published 2022-03-16: 1 EUR = 4,6893 PLN, as on the corrected invoice)@222-553/430:439',
  'The amount will be refunded within 14 days to the buyer’s account or offset against open invoices. Issued by: Agnieszka Wójcik@43-535/450:459',
  'Falista Opakowania Sp. z o.o. · EU VAT PL7540900515 · mBank S.A. EUR account PL02 1706 0467 2905 4361 2401 0650@43-464/472:480',
];

describe('a correcting invoice ("CORRECTING INVOICE", "No. FK/…", "Corrects invoice FV/…")', () => {
  const parsed = parseReceiptDocument(textLayer(correcting));

  it('is numbered by its own number, not the invoice it corrects', () => {
    expect(parsed.fields.documentNumber).toBe('FK/0013/04/2022');
  });

  it("takes the corrected invoice's number where nothing says it is cited", () => {
    const cited = correcting.map((r) => r.replace('Corrects invoice@', 'Invoice@'));
    expect(parseReceiptDocument(textLayer(cited)).fields.documentNumber).toBe('FV/1848/03/2022');
  });

  it('totals the difference credited, not the rows as invoiced or as corrected', () => {
    expect(parsed.fields.total).toBe('-2244.75');
    expect(parsed.fields.tax).toBe('-419.75');
  });

  it('reads the rows as totals where they are not labelled as the invoice before and after the correction', () => {
    const unlabelled = correcting.map((r) => r.replace(/^As invoiced@/, 'Row A@').replace(/^As corrected@/, 'Row B@'));
    expect(parseReceiptDocument(textLayer(unlabelled)).fields.total).not.toBe('-2244.75');
  });
});

/** An Israeli manuscript-editing company's English invoice in shekels (held-out set 102): "Q A L A M" letter-spaced, the footer's "… Ltd. · Company ID 516 931 961". */
const manuscripts = [
  'Q A L A M@48-174/46:72 | TAX INVOICE@437-547/46:72',
  'Original@515-547/72:82',
  'Academic Manuscripts@48-166/80:90',
  'BILLED TO@48-96/133:142 | Invoice no.@421-465/133:142 | QMS/25/0376@488-545/133:142',
  'Dr. Shira Ohana@48-117/146:156',
  'Invoice date@421-469/154:163 | 30.10.2025@488-532/154:163',
  'Department of Geophysics@48-153/160:170',
  'Purchase order 7293491@48-143/175:185 | Manuscript ID@421-478/175:185 | MS-2625-R2@488-541/175:185',
  'Received@421-458/189:199 | 15.10.2025@488-532/189:199',
  'Description@51-109/232:241 | Qty@346-363/232:241 | Rate (₪)@424-465/232:241 | Amount (₪)@485-544/232:241',
  'Proofreading of the revised manuscript@51-203/251:261 | 11,108 words@310-363/251:261 | 59.50 / 1,000 words@387-465/251:261 | 660.93@517-544/251:261',
  'Figure legends and table titles, consistency review@51-247/271:281 | 1@358-363/271:281 | 194.50@438-465/271:281 | 194.50@517-544/271:281',
  'Bibliography restyled to the journal template@51-226/292:301 | 52 entries@325-363/292:301 | 2.50@448-465/292:301 | 130.00@517-544/292:301',
  'Subtotal@324-356/318:328 | 985.43@517-544/318:328',
  'VAT 18%@324-361/334:344 | 177.38@517-544/334:344',
  'Total due (NIS)@324-402/353:365 | ₪1,162.81@493-544/353:365',
  'Payment@48-85/412:422 | by bank transfer within 45 days: Bank Leumi, branch 943, account 539241/77, payable to Qalam Manuscripts Ltd.@87-535/412:422',
  'Qalam Manuscripts Ltd. · Company ID 516 931 961 · 8 Al-Quds St., Tayibe · +972-9-789-4719@48-363/456:464',
];

describe('"Company ID" before an Israeli company\'s number spaced in threes', () => {
  it("labels the vendor's id, and the name registered beside it is the vendor's", () => {
    const { fields } = parseReceiptDocument(textLayer(manuscripts));
    expect(fields.vendorTaxId).toBe('516931961');
    expect(fields.vendorName).toBe('Qalam Manuscripts Ltd.');
  });

  it('is needed: with another word before the number the id is only a valid number in a footer, less sure', () => {
    const unlabelled = manuscripts.map((r) => r.replace('Company ID 516 931 961', 'Ref 516 931 961'));
    const labelled = parseReceiptDocument(textLayer(manuscripts)).confidence.vendorTaxId ?? 0;
    expect(parseReceiptDocument(textLayer(unlabelled)).confidence.vendorTaxId ?? 0).toBeLessThan(labelled);
  });
});

/** An Ürgüp film-location company's e-Arşiv invoice in euros (held-out set 102): "Kızılçukur Yapım Hizmetleri Ltd. Şti." under its name in capitals. */
const eArsiv = [
  'KIZILÇUKUR YAPIM HİZMETLERİ@34-230/33:43 | Özelleştirme No@380-436/33:43 | TR1.2@479-499/33:43',
  'LTD. ŞTİ.@34-86/49:59 | Senaryo@380-409/49:59 | EARSIVFATURA@479-531/49:59',
  'Fatura Tipi@380-417/61:69 | SATIS@479-498/61:69',
  'Kızılçukur Yapım Hizmetleri Ltd. Şti.@34-159/66:73',
  'Cumhuriyet Mahallesi, Kayseri Caddesi No: 24, 50400@34-225/78:85 | Fatura No / Invoice No@380-458/78:85 | KZL2022000000618@479-558/78:85',
  'Ürgüp / Nevşehir@34-94/90:97 | Fatura Tarihi / Invoice@380-455/90:97 | 12-02-2022@479-524/90:97',
  'date@380-396/96:103',
  '☎ +90 384 341 69 16@34-114/102:109',
  'Düzenleme Saati / Time@380-464/108:116 | 17:24@479-499/108:116',
  'Vergi Dairesi: Ürgüp@34-105/113:121',
  'VKN (Tax no.): 7655994902@34-131/125:133 | e-Arşiv Fatura@263-347/125:133',
  'MERSİS No: 0781220651300017@34-149/137:145',
  'SAYIN / Bill to@41-95/161:169',
  'Firth Pictures Ltd@41-111/172:180',
  '12 Pacific Quay, Glasgow G51 1DZ, United Kingdom@41-225/184:192',
  'VAT no.: GB 284 5519 07@41-129/196:204',
  'ETTN: db754de5-411b-438a-ae9e-795f83b483fd@34-207/215:223',
  'Sıra@42-56/233:240 | Miktar /@207-235/233:240 | Birim /@255-279/233:240 | Birim Fiyat / Unit@299-360/233:240 | KDV@381-396/233:240 | KDV Tutarı /@418-461/233:240 | Mal Hizmet Tutarı /@482-550/233:240',
  'Mal Hizmet / Description@87-176/237:244',
  'No@44-54/241:248 | Qty@215-228/241:248 | Unit@259-274/241:248 | price@321-339/241:248 | Oranı@379-398/241:248 | VAT@433-446/241:248 | Amount@502-530/241:248',
  '1@38-42/255:262 | Aerostat slot for aerial@67-146/255:262 | filming@148-173/255:262 | 3@235-240/255:262 | Adet / item@248-287/255:262 | 1.900,00 EUR@317-366/255:262 | %18@389-405/255:262 | 1.026,00 EUR@419-467/255:262 | 5.700,00 EUR@509-558/255:262',
  'Coordination in the Göreme and@67-181/269:277',
  '2@38-42/273:281 | 6@235-240/273:281 | Gün / day@253-287/273:281 | 650,00 EUR@324-366/273:281 | %18@389-405/273:281 | 702,00 EUR@425-467/273:281 | 3.900,00 EUR@509-558/273:281',
  'Zelve valleys@67-114/278:286',
  '3@38-42/292:300 | Luminaires 10 kW with gaffer@67-171/292:300 | 6@235-240/292:300 | Gün / day@253-287/292:300 | 700,00 EUR@324-366/292:300 | %18@389-405/292:300 | 756,00 EUR@425-467/292:300 | 4.200,00 EUR@509-558/292:300',
  '4@38-42/306:314 | Minibus with driver, 14 seats@67-170/306:314 | 6@235-240/306:314 | Gün / day@253-287/306:314 | 220,00 EUR@324-366/306:314 | %18@389-405/306:314 | 237,60 EUR@425-467/306:314 | 1.320,00 EUR@509-558/306:314',
  'Mal Hizmet Toplam Tutarı / Subtotal@330-456/327:335 | 15.120,00 EUR@503-556/327:335',
  'Toplam İskonto / Discount@365-456/342:349 | 0,00 EUR@524-556/342:349',
  'Hesaplanan KDV (%18) / VAT@354-456/356:364 | 2.721,60 EUR@508-556/356:364',
  'Vergiler Dahil Toplam Tutar / Total incl. taxes@300-456/370:378 | 17.841,60 EUR@503-556/370:378',
  'Ödenecek Tutar / Amount payable@301-456/384:393 | 17.841,60 EUR@489-556/384:393',
  'YALNIZ: ONYEDİBİNSEKİZYÜZKIRKBİR EURO ALTMIŞ CENT@34-237/404:412',
  'For information only – CBRT rate (TCMB döviz kuru) 1 EUR = 17,5782 TRY; total ≈ 313.623,21 TRY. Buyer established abroad: no lira amounts@34-535/419:427',
  'required on this invoice.@34-120/428:436',
  'Payment: EUR transfer to Ziraat Bankası Ürgüp branch, IBAN TR83 0001 0035 5792 1197 7973 31, within 30 days.@34-441/443:451',
];

describe('a Turkish limited company\'s "Ltd. Şti."', () => {
  it('is the legal form the name closes with', () => {
    expect(parseReceiptDocument(textLayer(eArsiv)).fields.vendorName).toBe('Kızılçukur Yapım Hizmetleri Ltd. Şti.');
  });

  it('needs a Latin name before it: "Şti." after anything else is not taken into the name', () => {
    const garbled = eArsiv.map((r) => r.replace('Kızılçukur Yapım Hizmetleri Ltd. Şti.@', 'קמ Ltd. Şti.@'));
    expect(parseReceiptDocument(textLayer(garbled)).fields.vendorName).not.toMatch(/Şti\.$/);
  });
});

/** A Kafr Qasim sign workshop's invoice (held-out set 102): its sidebar's registered name wrapped before "בע"מ", beside the items, over "ח"פ …". */
const sidebar = [
  'מקור@41-59/52:61',
  'אותיות@487-578/34:67 | חשבונית@341-420/34:67 | מס@305-335/34:67',
  'שילוט · דפוס דיגיטלי · מיתוג@490-578/76:84 | מספר@396-417/76:84 | 221650@314-348/76:84 | תאריך@245-267/76:84 | יום רביעי,@161-198/76:84 | 5@152-158/76:84 | באוקטובר@111-149/76:84 | 2022@85-108/76:84',
  'תאריך אספקה@365-417/92:100 | 30/09/2022@296-348/92:100 | הזמנת רכש@227-267/92:100 | PO 19248@154-198/92:100',
  'לכבוד@396-417/106:115 | מכללת הדרום לנהיגה בע"מ · ח.פ.@216-348/106:115 | 513777730@161-213/106:115',
  'אזור התעשייה, כפר קאסם@485-578/111:119',
  '03-9314743@528-578/124:133',
  '#@410-417/130:138 | תיאור@381-401/130:138 | מידות@225-245/130:138 | כמות@195-212/130:138 | מחיר@165-182/130:138 | הנחה@88-107/130:138 | סה"כ@57-75/130:138',
  'www.otiyot.co.il@513-578/137:145',
  '1@411-417/145:153 | עיצוב גרפי והכנה לדפוס@316-401/145:153 | 1@207-212/145:153 | 180.00@153-182/145:153 | לשעה@130-151/145:153 | 180.00@37-66/145:153',
  "2@411-417/161:169 | שלט אלומיניום מוברש עם חריטה@285-401/161:169 | 1@207-212/161:169 | 450.00@153-182/161:169 | ליח'@137-151/161:169 | 450.00@37-66/161:169",
  'אותיות שילוט ודפוס דיגיטלי@474-578/173:181',
  "3@411-417/178:186 | כרטיסי ביקור,@353-401/178:186 | 500@334-350/178:186 | יח'@322-332/178:186 | 3@207-212/178:186 | 140.00@153-182/178:186 | ליח'@137-151/178:186 | 5%@94-107/178:186 | 399.00@37-66/178:186",
  'בע"מ@557-578/187:195',
  '4@411-417/194:202 | התקנה בגובה עם במת הרמה@297-401/194:202 | 1@207-212/194:202 | 260.00@153-182/194:202 | לשעה@130-151/194:202 | 260.00@37-66/194:202',
  'ח"פ@564-578/199:208 | 526882014@514-561/199:208',
  'סה"כ לפני מע"מ@183-242/217:226 | 1,289.00@38-75/217:226',
  'בנק הפועלים, סניף@520-578/236:243 | 535@504-518/236:243 | מע"מ@222-242/236:243 | 17%@201-219/236:243 | 219.13@38-67/236:243',
  'חשבון@561-578/247:254 | 088370@531-558/247:254 | סה"כ לתשלום@174-242/247:254 | ₪ 1,508.13@38-103/247:254',
  'תנאי תשלום: שוטף +@350-420/271:278 | 60. אחריות לשנה על עבודות שילוט ותאורה. ההדפסה מאושרת על פי הסקיצה שנשלחה ללקוח.@43-348/271:278',
  'חתימה וחותמת: ____________________@279-420/295:304',
];

describe('a registered name wrapped before its suffix beside the tax id, in a sidebar beside the items', () => {
  it('is the name with its suffix, not the mark at the top', () => {
    expect(parseReceiptDocument(textLayer(sidebar)).fields.vendorName).toBe('אותיות שילוט ודפוס דיגיטלי בע"מ');
  });

  it("is not made up without the suffix's line: the mark stays the name", () => {
    const unwrapped = sidebar.filter((r) => !r.startsWith('בע"מ@'));
    expect(parseReceiptDocument(textLayer(unwrapped)).fields.vendorName).toBe('אותיות');
  });
});

describe('the correcting invoice as recognised: "Falista Opakowania Sp. z 0.0." over its street over "NIP 754-090-05-15 - REGON …"', () => {
  it('is the vendor, its "o.o." given back, the name labelled by the registration under its address', () => {
    expect(parseReceiptDocument(enOpoleCreditNote1Png).fields.vendorName).toBe('Falista Opakowania Sp. z o.o.');
  });

  it('is too doubtful to report without the registration', () => {
    expect(parseReceiptDocument(withWord(enOpoleCreditNote1Png, 'NIP', 'Tel')).fields.vendorName).toBeUndefined();
  });

  it('is not the title\'s "CORRECTING" set large over it (the phone photo)', () => {
    expect(parseReceiptDocument(enOpoleCreditNote1Photo).fields.vendorName).toBe('Falista Opakowania Sp. z o.o.');
  });

  it('gives way to a large word that is no title', () => {
    expect(parseReceiptDocument(withWord(enOpoleCreditNote1Photo, 'CORRECTING', 'KORALIKI')).fields.vendorName).toBe('KORALIKI');
  });
});

describe('a bakery\'s till as recognised, its total to pay illegible ("לתשלום .26 W348"), weighed items among the rows ("0.633 ק"ג x 96.00 60.77")', () => {
  it("is totalled by its rows, each weighed row's sum its weight times the price a kilogram, the VAT contained in it agreeing", () => {
    const { fields } = parseReceiptDocument(heSeorShopTill3Png);
    expect(fields.total).toBe('348.26');
    expect(fields.tax).toBe('50.60');
  });

  it('is not totalled where a weighed row does not add up', () => {
    expect(parseReceiptDocument(withWord(heSeorShopTill3Png, '0.633', '0.634')).fields.total).toBeUndefined();
  });
});
