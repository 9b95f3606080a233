import { withWord } from './ocr-document.fixtures';
import { heServiceAreaFuelTill1Png, mixedRailwayParking2Png } from './ocr-output-80.fixtures';
import { heNotionsTill3Scan } from './ocr-output-81.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 99, made on held-out set 81 after its blind reading (and on a miss of set 80's): text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */
describe('a Saint-Barthélemy folio in euros: "Taxe de séjour 5 % (on nights)" under the nights, where the island has no VAT', () => {
  const rows = [
    'FACTURE / INVOICE@411-544/46:59',
    'Les Hauts de Gustavia@51-256/46:66',
    'N° F2023-0514@478-544/64:73',
    'Hillside bungalows · Rue du Roi Oscar II, 97133 Saint-Barthélemy@51-352/73:82 | 27/01/2023@495-544/73:82',
    'Les Hauts de Gustavia SARL · SIRET 835 146 222 83417 · +590 590 63 92 61@51-325/86:94',
    'Guest@53-79/115:125 | Dr Anders Holm@130-210/115:125 | Bungalow@301-347/115:125 | Frangipanier@406-471/115:125',
    'Arrival@53-87/133:143 | 22/01/2023@130-179/133:143 | Departure@301-349/133:143 | 27/01/2023@406-456/133:143',
    'Description@54-106/161:170 | Qty@343-359/161:170 | Unit@424-443/161:170 | Amount@505-541/161:170',
    'Nuitées / Nights (high season)@54-181/181:190 | 5@354-359/181:190 | 720,00 €@407-443/181:190 | 3 600,00 €@498-541/181:190',
    'Taxe de séjour 5 % (on nights)@54-180/200:209 | 180,00 €@506-541/200:209',
    'Villa provisioning (groceries)@54-173/220:229 | 1@354-359/220:229 | 268,00 €@407-443/220:229 | 268,00 €@506-541/220:229',
    'TOTAL TTC@276-338/248:260 | 4 048,00 €@484-541/248:260',
    'Acompte / Deposit received@276-402/271:281 | -1 214,40 €@492-541/271:281',
    'Card payment at check-out@276-399/291:301 | -2 833,60 €@492-541/291:301',
    'Solde / Balance@276-346/310:320 | 0,00 €@514-541/310:320',
    'TVA non applicable – Saint-Barthélemy (no VAT in the territory). Taxe de séjour collected for the Collectivité de Saint-Barthélemy.@51-533/336:343',
  ];

  it("takes the tax on the nights, its rate's share of the line above, and the total", () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.tax).toBe('180.00');
    expect(fields.total).toBe('4048.00');
    expect(fields.currency).toBe('EUR');
  });

  it('takes no tax from a charge that names none', () => {
    const fee = rows.map((r) => r.replace('Taxe de séjour 5 % (on nights)@', 'Frais de séjour 5 % (on nights)@'));
    expect(parseReceiptDocument(textLayer(fee)).fields.tax).toBeUndefined();
  });
});

describe('a Bermuda folio: "Government Hotel Occupancy Tax 7.25% (room charges 2,040.00) 147.90" under nine postings', () => {
  const rows = [
    'P I N K S A N D C O V E@190-403/43:64',
    'South Road, Southampton Parish, Bermuda SN 01@199-396/68:78',
    'Pink Sand Cove Hotel Ltd. · Hotel Licence No. H-142 · +1 441 485 1363@182-413/80:88',
    'G U E S T F O L I O@246-348/101:114',
    'Guest@56-78/126:136 | Mr & Mrs R. Tavares@112-203/126:136 | Invoice No.@291-337/126:136 | PSC250981@375-423/126:136',
    'Room@56-79/141:151 | 201 · Ocean View@112-184/141:151 | Folio@291-312/141:151 | 376357@375-404/141:151',
    'Arrival@56-84/156:166 | Monday, 20 January 2025@112-220/156:166 | Departure@291-330/156:166 | Sunday, 26 January 2025@375-480/156:166',
    'Date@53-74/181:190 | Description@115-166/181:190 | Charges@506-542/181:190',
    '20-JAN-25@53-92/197:205 | Room charge@115-167/197:205 | 340.00@515-542/197:205',
    '20-JAN-25@53-92/213:221 | Bar - Rum Swizzle jug@115-199/213:221 | 72.00@520-542/213:221',
    '21-JAN-25@53-92/228:237 | Room charge@115-167/228:237 | 340.00@515-542/228:237',
    '21-JAN-25@53-92/244:253 | Dinner - Cove Terrace@115-199/244:253 | 110.00@515-542/244:253',
    '22-JAN-25@53-92/260:268 | Room charge@115-167/260:268 | 340.00@515-542/260:268',
    '23-JAN-25@53-92/276:284 | Room charge@115-167/276:284 | 340.00@515-542/276:284',
    '23-JAN-25@53-92/291:300 | Dinner - Cove Terrace@115-199/291:300 | 63.00@520-542/291:300',
    '24-JAN-25@53-92/307:316 | Room charge@115-167/307:316 | 340.00@515-542/307:316',
    '25-JAN-25@53-92/323:331 | Room charge@115-167/323:331 | 340.00@515-542/323:331',
    '26-JAN-25@53-92/339:347 | Government Hotel Occupancy Tax 7.25% (room charges 2,040.00)@115-373/339:347 | 147.90@515-542/339:347',
    'TOTAL CHARGES US$@301-420/364:375 | 2,432.90@502-541/364:375',
    'Visa xxxx3160@301-359/382:391 | (2,432.90)@501-541/382:391',
    'BALANCE DUE@301-369/398:408 | 0.00@524-541/398:408',
    'Bermuda dollars are accepted at par with US dollars. Thank you for staying with us.@51-316/421:429',
  ];

  it("takes the tax as its rate's share of the room charges its line names", () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.tax).toBe('147.90');
    expect(fields.total).toBe('2432.90');
    expect(fields.documentNumber).toBe('PSC250981');
  });

  it('takes no tax where the line names no taxable amount and nothing else checks it', () => {
    const unnamed = rows.map((r) => r.replace(' (room charges 2,040.00)', ''));
    expect(parseReceiptDocument(textLayer(unnamed)).fields.tax).toBeUndefined();
  });
});

describe('a haberdasher\'s till: "קופה 2 / מס׳ 41340" under "חשבונית מס קבלה", the till and then the slip\'s number', () => {
  const rows = [
    'כפתור@113-163/11:28 | ופרח@64-103/11:28',
    'סדקית@154-181/29:38 | ·@143-148/29:38 | רוכסנים@100-138/29:38 | ·@89-94/29:38 | כפתורים@46-84/29:38',
    'נחלת@154-175/38:47 | בנימין@116-148/38:47 | ,24@94-111/38:47 | תל@78-89/38:47 | אביב@51-73/38:47',
    'כפתור@143-170/47:56 | ופרח@116-138/47:56 | סדקית@84-111/47:56 | בע"מ@57-78/47:56',
    'ע.מ.@130-151/56:65 | 518998430@76-124/56:65',
    '================================@40-213/65:74',
    'חשבונית@116-154/74:83 | מס@100-111/74:83 | קבלה@73-94/74:83',
    'קופה@191-213/83:92 | 2@180-186/83:92 | /@169-175/83:92 | מס׳@148-164/83:92 | 41340@14-41/83:92',
    '13:11@14-41/92:101 | 2023-03-08@159-213/92:101',
    '--------------------------------@40-213/101:110',
    'תחרה@191-213/110:119 | כותנה@159-186/110:119',
    '53.60@14-41/119:128 | 4.00@137-159/119:128 | m@164-169/119:128 | x@175-180/119:128 | 13.40@186-213/119:128',
    'סרט@196-213/128:137 | סאטן@169-191/128:137 | 25@153-164/128:137 | מ"מ@132-148/128:137',
    '10.20@14-41/137:146 | 2.00@142-164/137:146 | m@169-175/137:146 | x@180-186/137:146 | 5.10@191-213/137:146',
    'סיכות@186-213/146:155 | ראש@164-180/146:155 | -@153-159/146:155 | קופסה@121-148/146:155',
    '46.80@14-41/155:164 | 3@164-169/155:164 | x@175-180/155:164 | 15.60@186-213/155:164',
    '--------------------------------@40-213/236:245',
    'סה"כ@177-213/245:260 | 225.35@14-68/245:260',
    'כולל@191-213/263:272 | מע"מ@164-186/263:272 | 17%@142-159/263:272 | 32.74@14-41/263:272',
    '--------------------------------@40-213/272:281',
    'אשראי@186-213/281:290 | 225.35@14-47/281:290',
    'כרטיס@186-213/290:299 | **3304@14-47/290:299',
  ];

  it("takes the number after the till's", () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.documentNumber).toBe('41340');
    expect(fields.vendorTaxId).toBe('518998430');
  });

  it("takes no customer's number after the till's for it", () => {
    const customer = rows.map((r) => r.replace('מס׳@148-164/83:92 | 41340', 'לקוח מס׳@128-164/83:92 | 41340'));
    expect(parseReceiptDocument(textLayer(customer)).fields.documentNumber).toBeUndefined();
  });

  it('reads it so from a scan', () => {
    const { fields } = parseReceiptDocument(heNotionsTill3Scan);
    expect(fields.documentNumber).toBe('38157');
    expect(fields.total).toBe('196.80');
  });
});

describe('a fuel till: "חשבונית מס / קבלה 833738" with its number beside it, over "מספר עסקה 53771320"', () => {
  const rows = [
    'תחנת שירות כביש@64-178/10:23 | 6@48-56/10:23',
    'מחלף@130-153/26:35 | ניצני@97-125/26:35 | עוז@74-91/26:35',
    'דרך@170-187/37:46 | הצפון@136-164/37:46 | תחנות@102-130/37:46 | שירות@68-97/37:46 | בע"מ@40-63/37:46',
    'ח.פ.@130-153/48:58 | 512352121@74-125/48:58',
    'חשבונית@142-181/66:76 | מס@125-136/66:76 | /@113-119/66:76 | קבלה@85-108/66:76 | 833738@46-80/66:76',
    'מספר@193-215/84:94 | עסקה@165-187/84:94 | 53771320@24-69/84:94',
    'משאבה@187-215/96:105 | 4@24-30/96:105',
    'תאריך@187-215/107:116 | 04/02/2025@24-80/107:116',
    'שעה@199-215/118:127 | 04:57@24-52/118:127',
    'מס׳@199-215/129:139 | רכב@176-193/129:139 | 09-173-66@24-75/129:139',
    '----------------------------------@11-203/141:150',
    'בנזין@187-215/152:161 | 95@170-182/152:161 | -@159-165/152:161 | שירות@125-154/152:161 | עצמי@97-120/152:161',
    '32.82@187-215/163:172 | ל׳@170-182/163:172 | ×@159-165/163:172 | 7.27@131-154/163:172 | 238.60@24-58/163:172',
    'קפה@199-215/174:184 | הפוך@170-193/174:184 | גדול@142-165/174:184 | 16.00@24-52/174:184',
    'מים@199-215/186:195 | מינרלים@154-193/186:195 | 1.5@131-148/186:195 | ל׳@114-125/186:195 | 9.00@24-47/186:195',
    '----------------------------------@11-203/197:206',
    'סה"כ@188-215/208:219 | 263.60@11-52/208:219',
    'מתוכו@187-215/222:231 | מע"מ@159-182/222:231 | 18%@137-154/222:231 | 40.21@24-52/222:231',
    'אשראי@187-215/233:242 | 263.60@24-58/233:242',
  ];

  it("takes the title's number, not the transaction's", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('833738');
  });

  it("takes the transaction's where the title has no number of its own", () => {
    const untitled = rows.map((r) => r.replace(' | 833738@46-80/66:76', ''));
    expect(parseReceiptDocument(textLayer(untitled)).fields.documentNumber).toBe('53771320');
  });

  it('reads it so from a clean image', () => {
    expect(parseReceiptDocument(heServiceAreaFuelTill1Png).fields.documentNumber).toBe('833738');
  });
});

describe('a railway car park\'s slip whose total the recogniser lost: "סה"כ לתשלום" over "0 TOTAL", then "מע"מ 18%" over "3.51 VAT incl."', () => {
  it("takes the tariff's lines summed for the total, the VAT contained being their rate's share, and that VAT", () => {
    const { fields } = parseReceiptDocument(mixedRailwayParking2Png);
    expect(fields.total).toBe('23.00');
    expect(fields.tax).toBe('3.51');
  });

  it('takes no sum of them where the VAT is no share of it at the rate', () => {
    const { fields } = parseReceiptDocument(withWord(mixedRailwayParking2Png, '18%', '7%'));
    expect(fields.total).not.toBe('23.00');
    expect(fields.tax).toBeUndefined();
  });
});
