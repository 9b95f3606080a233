import { enCampioneTill2Scan } from './ocr-output-80.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 98, made on held-out set 80 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */
describe('a grocer\'s till in Campione d\'Italia: "S.n.c." on a line of its own, "DOC. N. 0284-0034", "TOTALE COMPLESSIVO" and the ILCCI "di cui"', () => {
  const rows = [
    'ALIMENTARI FERRAZZI@36-190/8:22',
    'Alimentari Ferrazzi di Ferrazzi Marco & C.@13-214/23:31',
    'S.n.c.@99-128/30:38',
    "Piazza Roma 14 - 22061 Campione d'Italia@18-209/38:46",
    '(CO)@104-123/45:53',
    'P.IVA 01292515788@73-154/53:61',
    'DOCUMENTO@54-105/65:74 | COMMERCIALE@111-172/65:74',
    'di@46-57/75:84 | vendita@63-102/75:84 | o@108-113/75:84 | prestazione@119-181/75:84',
    'Receipt@94-133/84:94',
    'DESCRIZIONE@11-64/99:106 | IVA/ILCCI PREZZO(€)@125-215/99:106',
    'PROSCIUTTO@11-68/106:115 | CRUDO@73-101/106:115 | ETTO@107-129/106:115 | A@182-187/106:115 | 3,90@193-215/106:115',
    '3 x 1,70@11-50/116:124',
    'LATTE@11-39/123:133 | INTERO@45-79/123:133 | 1L@84-96/123:133 | A@182-187/123:133 | 5,10@193-215/123:133',
    'DETERSIVO@11-62/133:142 | PIATTI@68-101/133:142 | 1L@107-118/133:142 | B@182-187/133:142 | 3,20@193-215/133:142',
    '3 x 5,55@11-50/143:151',
    'CAFFE@11-39/150:160 | MACINATO@45-90/150:160 | 250G@96-118/150:160 | A@176-182/150:160 | 16,65@187-215/150:160',
    '3 x 6,70@11-50/160:168',
    'SIGARETTE@11-62/168:177 | 20@68-79/168:177 | B@176-182/168:177 | 20,10@187-215/168:177',
    'MERLOT@11-45/177:187 | TICINO@51-84/177:187 | DOC@90-107/177:187 | 75CL@113-135/177:187 | B@176-182/177:187 | 15,35@187-215/177:187',
    'ACQUA@11-39/187:196 | FRIZZANTE@45-96/187:196 | 6X1,5L@101-135/187:196 | A@182-187/187:196 | 4,00@193-215/187:196',
    'TOTALE@11-52/203:214 | COMPLESSIVO@59-133/203:214 | 68,30@182-215/203:214',
    'TOTAL@11-45/214:226 | EUR@52-72/214:226',
    'di@11-23/226:235 | cui@28-45/226:235 | ILCCI@51-79/226:235 | /@84-90/226:235 | tax@96-113/226:235 | incl.@118-146/226:235 | 3,48@193-215/226:235',
    'Pagamento@11-62/236:245 | elettronico@68-129/236:245 | /@135-141/236:245 | Card@146-169/236:245 | 68,30@187-215/236:245',
    'Resto@11-39/246:255 | /@45-51/246:255 | Change@56-90/246:255 | 0,00@193-215/246:255',
    'Aliquota@13-52/261:269 | Imponibile@78-127/261:269 | Imposta@139-174/261:269 | Totale@184-214/261:269',
    'A 2,5%@13-43/271:279 | 28,93@102-127/271:279 | 0,72@154-174/271:279 | 29,65@189-214/271:279',
    'B 7,7%@13-43/280:289 | 35,89@102-127/280:289 | 2,76@154-174/280:289 | 38,65@189-214/280:289',
    'Imposta locale sul consumo di Campione@23-204/294:301',
    "d'Italia (ILCCI)@75-152/301:309",
    '28-04-2023@11-68/315:325 | 10:32@73-101/315:325 | DOC.@120-142/315:325 | N.@148-159/315:325 | 0284-0034@165-215/315:325',
    'RT 99M02596192@80-147/325:333',
    'Grazie e arrivederci · Thank you@37-190/333:340',
  ];

  it('takes the name with its legal form, the number, the total and the local consumption tax', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.vendorName).toBe('Alimentari Ferrazzi di Ferrazzi Marco & C. S.n.c.');
    expect(fields.documentNumber).toBe('0284-0034');
    expect(fields.total).toBe('68.30');
    expect(fields.tax).toBe('3.48');
  });

  it('takes no number without its label', () => {
    const unlabelled = rows.map((r) => r.replace('DOC.@120-142', 'RIF.@120-142').replace('N.@148-159', 'X@148-159'));
    expect(parseReceiptDocument(textLayer(unlabelled)).fields.documentNumber).toBeUndefined();
  });

  it('reads it so from a scan', () => {
    const { fields } = parseReceiptDocument(enCampioneTill2Scan);
    expect(fields.vendorName).toBe('Alimentari Ferrazzi di Ferrazzi Marco & C. S.n.c.');
    expect(fields.documentNumber).toBe('0284-0034');
    expect(fields.total).toBe('68.30');
    expect(fields.tax).toBe('3.48');
  });
});

describe('a dollar folio from Grenada whose dates all read either way: "Arrival 03/11/2022", "Departure 09/11/2022"', () => {
  const rows = [
    'Grand Etang Rainforest Cottages@159-437/40:59',
    'Grand Etang Rainforest Cottages Ltd. · Grand Etang Road, St Andrew, Grenada, W.I. · VAT Reg. No. 376657@118-478/63:71',
    'G U E S T F O L I O / VAT I N VO I C E@189-405/83:96',
    'Invoice No.@50-94/109:119 | 10994@161-186/109:119 | Folio@317-337/109:119 | F01561@417-447/109:119',
    'Guest@50-72/123:133 | Mr. P. Johansson@161-227/123:133 | Cottage@317-347/123:133 | Waterfall Suite@417-474/123:133',
    'Arrival@50-77/136:146 | 03/11/2022@161-206/136:146 | Departure@317-356/136:146 | 09/11/2022@417-462/136:146',
    'Date@48-66/157:166 | Description@159-202/157:166 | VAT@423-441/157:166 | US$@530-547/157:166',
    '03/11/2022@48-93/171:181 | Waterfall Suite – room charge@159-274/171:181 | 10%@423-441/171:181 | 210.00@518-547/171:181',
    '03/11/2022@48-93/187:196 | Dinner – set menu@159-230/187:196 | 15%@423-441/187:196 | 42.00@523-547/187:196',
    '04/11/2022@48-93/202:212 | Waterfall Suite – room charge@159-274/202:212 | 10%@423-441/202:212 | 210.00@518-547/202:212',
    '04/11/2022@48-93/218:228 | Breakfast@159-196/218:228 | 15%@423-441/218:228 | 36.00@523-547/218:228',
    '04/11/2022@48-93/234:244 | Oil down dinner (Sunday)@159-258/234:244 | 15%@423-441/234:244 | 76.00@523-547/234:244',
    '05/11/2022@48-93/250:259 | Waterfall Suite – room charge@159-274/250:259 | 10%@423-441/250:259 | 210.00@518-547/250:259',
    '05/11/2022@48-93/265:275 | Packed lunch@159-210/265:275 | 15%@423-441/265:275 | 30.00@523-547/265:275',
    '05/11/2022@48-93/281:291 | Dinner – set menu@159-230/281:291 | 15%@423-441/281:291 | 84.00@523-547/281:291',
    '06/11/2022@48-93/297:307 | Waterfall Suite – room charge@159-274/297:307 | 10%@423-441/297:307 | 210.00@518-547/297:307',
    '07/11/2022@48-93/313:322 | Waterfall Suite – room charge@159-274/313:322 | 10%@423-441/313:322 | 210.00@518-547/313:322',
    '08/11/2022@48-93/328:338 | Waterfall Suite – room charge@159-274/328:338 | 10%@423-441/328:338 | 210.00@518-547/328:338',
    '08/11/2022@48-93/344:354 | Packed lunch@159-210/344:354 | 15%@423-441/344:354 | 45.00@523-547/344:354',
    'VAT summary@63-117/372:380 | Net@150-163/372:380 | VAT@188-204/372:380 | Charges@376-407/372:380 | 1,573.00@506-544/372:380',
    'VAT@376-395/380:390 | 172.95@515-544/380:390',
    'Accommodation 10%@52-126/393:401 | 1,260.00@141-171/393:401 | 126.00@184-208/393:401',
    'TOTAL US$@376-437/396:407 | 1,745.95@501-544/396:407',
    'Food & beverage 15%@52-128/414:422 | 313.00@148-171/414:422 | 46.95@188-208/414:422 | (EC$ at 2.70)@376-429/414:422 | EC$ 4,714.07@486-544/414:422',
    'Paid – Amex 09/11/2022@376-474/424:434 | -1,745.95@503-544/424:434',
    'Total VAT@52-88/435:443 | 172.95@184-208/435:443',
    'Balance@376-407/438:448 | 0.00@525-544/438:448',
    'Thank you for staying with us in the rainforest. Service is not included.@183-413/463:471',
  ];

  it('reads them day first, as the Commonwealth Caribbean writes them', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2022-11-09');
  });

  it('reads them month first where the letterhead names no country that writes the day first', () => {
    const american = rows.map((r) => r.replace('St Andrew, Grenada, W.I.', 'Key West, Florida'));
    expect(parseReceiptDocument(textLayer(american)).fields.date).toBe('2022-09-11');
  });
});

describe('a movers\' invoice: "חשבונית מס 8524" with "01.11.2022" beside it, over "תאריך ההובלה 30.10.2022", the day of the move', () => {
  const rows = [
    'ארגזים ומעבר הובלות משרדים בע"מ@185-410/34:52',
    'ח.פ.@387-401/55:64 | 517040077@342-384/55:64 | ·@337-339/55:64 | רח׳ המלאכה@292-334/55:64 | 8, ראש העין@247-289/55:64 | ·@241-244/55:64 | 03-9041377@194-238/55:64',
    'חשבונית מס@497-553/79:92 | 8524@467-493/79:92 | 01.11.2022@42-100/79:92',
    'לקוח@530-547/103:113 | רואי חשבון דגן ושות׳@423-495/103:113 | (518687207)@371-420/103:113',
    'מכתובת@521-547/117:127 | מגדל המילניום, תל אביב, קומה@391-495/117:127 | 14@379-388/117:127',
    'לכתובת@522-547/130:140 | רח׳ המנופים@454-495/130:140 | 8, הרצליה פיתוח@393-451/130:140',
    'תאריך ההובלה@498-547/144:154 | 30.10.2022@453-495/144:154',
    'רשימת תכולה@499-553/163:175',
    '#@546-551/182:190 | פריט@484-503/182:190 | מחדר@310-332/182:190 | כמות@105-124/182:190',
    '1@546-551/196:204 | מזגן נייד@475-503/196:204 | קבלה@312-332/196:204 | 9@119-124/196:204',
    '2@546-551/210:218 | כוננית ספרים@460-503/210:218 | קבלה@312-332/210:218 | 7@119-124/210:218',
    '3@546-551/224:232 | כורסה@482-503/224:232 | חלל פתוח@298-332/224:232 | 2@119-124/224:232',
  ];

  it("takes the date beside the title's number", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2022-11-01');
  });

  it("takes the move's date where nothing is printed beside the title", () => {
    const undated = rows.map((r) => r.replace(' | 01.11.2022@42-100/79:92', ''));
    expect(parseReceiptDocument(textLayer(undated)).fields.date).toBe('2022-10-30');
  });
});
