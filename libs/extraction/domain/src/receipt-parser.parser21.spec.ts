import { documentFromText } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 21: a hotel folio's VAT analysis by rate beside its grand total, a series of two codes
 * before an invoice's number, a sales tax printed after its taxable amount, the VAT in parentheses
 * after "including VAT", and a person's name under a title set in capitals. The layouts are the text
 * layers of held-out set 23's PDFs as the reader gave them: each word (a run of text) with its box,
 * written as `textLayer` reads them.
 */
describe('a folio whose VAT analysis stands beside its grand total', () => {
  const folio = (totalLabel: string) =>
    parseReceiptDocument(
      textLayer([
        'MIRAGAIA@37-123/48:68 | RIVER@130-180/48:68 | SUITES@186-242/48:68 | FATURA / INVOICE@365-473/48:68',
        'Largo de Miragaia 6, 4050-387 Porto · +351 22 533 2864@37-214/75:82 | Nº@365-375/75:82 | FT MS 2026/3612@377-447/75:82',
        'Data / Date:@365-408/87:95 | 2026-02-20@411-456/87:95',
        'ATCUD: KX35Q66-3612@365-439/98:105',
        'Original@365-390/109:115',
        "Hóspede / Guest@41-100/142:150 | Dr Lior Tamir, Ra'anana, Israel@212-323/142:150 | Passaporte / Passport@354-431/142:150 | 38078243@504-540/142:150",
        'NIF do adquirente / Customer tax no.@41-176/157:165 | Consumidor@212-255/157:165 | final@257-273/157:165 | Reserva / Booking@354-419/157:165 | BK-737034@504-544/157:165',
        'Chegada / Arrival@41-104/173:181 | 2026-02-18@212-252/173:181 | Partida / Departure@354-423/173:181 | 2026-02-20@504-545/173:181',
        'Quarto / Room@41-94/188:196 | 400@212-225/188:196 | Noites / Nights · Adultos / Adults@354-472/188:196 | 2 · 1@504-520/188:196',
        'Data / Date@41-86/218:226 | Descrição / Description@104-197/218:226 | IVA@454-468/218:226 | Valor / Amount@495-554/218:226',
        '2026-02-18@41-82/234:242 | Room single with breakfast@104-202/234:242 | 6%@454-465/234:242 | 142,00 €@523-554/234:242',
        '2026-02-19@41-82/252:259 | Room single with breakfast@104-202/252:259 | 6%@454-465/252:259 | 142,00 €@523-554/252:259',
        '2026-02-19@41-82/268:276 | Garage parking (per night) × 2@104-216/268:276 | 23%@454-470/268:276 | 44,00 €@527-554/268:276',
        '2026-02-19@41-82/285:292 | Dinner – Restaurante do Rio@104-206/285:292 | 13%@454-470/285:292 | 68,00 €@527-554/285:292',
        '2026-02-20@41-82/301:309 | Taxa Municipal Turística 2 × 1 × 2,00 € — não sujeita a IVA / not subject to VAT@104-392/301:309 | —@454-461/301:309 | 4,00 €@532-554/301:309',
        'IVA / VAT@43-79/331:339 | Base@103-122/331:339 | IVA@149-163/331:339 | Total@186-206/331:339',
        `${totalLabel}@346-413/334:345 | 400,00 €@501-550/334:345`,
        '6%@68-79/346:354 | 267,92 €@90-122/346:354 | 16,08 €@136-163/346:354 | 284,00 €@174-206/346:354',
        'Sinal / Deposit paid 2026-01-02@345-458/357:364 | -43,00 €@522-551/357:364',
        '13%@63-79/361:369 | 60,18 €@95-122/361:369 | 7,82 €@140-163/361:369 | 68,00 €@179-206/361:369',
        'Visa ****5253 at departure@345-442/372:379 | -357,00 €@518-551/372:379',
        '23%@63-79/376:384 | 35,77 €@95-122/376:384 | 8,23 €@140-163/376:384 | 44,00 €@179-206/376:384',
        'Total IVA@43-79/390:398 | 32,13 €@133-163/390:398 | Saldo / Balance@345-406/390:398 | 0,00 €@527-551/390:398',
        'Miragaia Suites Lda. · NIF / VAT PT562054880 · Capital social 50.000,00 € · Registo RNT 7291 · IBAN PT50 0033 0000 0197 7397 685@37-430/437:443',
        'Processado por programa certificado n.º 2938/AT · Os bens/serviços foram colocados à disposição na data do documento.@37-390/444:451',
      ]),
    );

  it("takes the cell that says TOTAL for the total, not a rate's row whose net and VAT make its gross, and the rows' VATs for the tax", () => {
    const parsed = folio('TOTAL EUR');
    expect(parsed.fields.total).toBe('400.00');
    expect(parsed.fields.tax).toBe('32.13');
  });

  it('keeps both codes of the series before the number (a Portuguese document type and series)', () => {
    expect(folio('TOTAL EUR').fields.documentNumber).toBe('FT MS 2026/3612');
  });

  it('does not take a cell that says nothing of a total for one', () => {
    expect(folio('Valor EUR').fields.total).not.toBe('400.00');
  });
});

describe('a cell saying "including VAT" on a line of several cells', () => {
  it('is no total of its own: the amount beside it is the VAT', () => {
    const parsed = parseReceiptDocument(
      documentFromText(
        ['מכון רישוי הגליל בע"מ', 'ח.פ. 514567899', 'קבלה 5521', 'תאריך 12.03.2024', 'סה"כ / Total        ₪ 360.00', 'כולל מע"מ      52.31      17% VAT incl. /'].join('\n'),
      ),
    );
    expect(parsed.fields.total).toBe('360.00');
    expect(parsed.fields.tax).toBe('52.31');
  });
});

describe('a series code before the number', () => {
  it('is not taken from a label or a currency', () => {
    const parsed = parseReceiptDocument(documentFromText(['Casa do Rio Lda.', 'INVOICE NO 2026/3612', 'Date 2026-02-20', 'Total EUR 100,00 €'].join('\n')));
    expect(parsed.fields.documentNumber).toBe('2026/3612');
  });
});

describe('a sales tax printed after its taxable amount', () => {
  const invoice = (tax: string) =>
    parseReceiptDocument(
      textLayer([
        'I N V O I C E@475-564/38:55',
        'Invoice No.@393-439/61:69 | TR/23/165@518-565/61:69',
        'Teton Riffle Outfitters@45-255/61:79',
        'Invoice Date@387-439/76:84 | June 3, 2023@513-565/76:84',
        'Driggs, ID 83422 · (208) 410-4559 · book@tetonriffleoutfitters.com@45-285/86:93',
        'Trip date(s)@392-439/90:98 | June 2, 2023 – June 3, 2023@452-565/90:98',
        'Booked@408-439/105:113 | February 21, 2023@489-565/105:113',
        'Bill to@45-73/144:152',
        'Tamar & Eyal Naveh@45-129/157:166',
        'Kfar Saba, Israel · +972 56 197 5920@45-199/170:178',
        'Party: 1 angler · Guide: Jesse@45-164/184:192',
        'Description@50-103/211:220 | Amount@526-562/211:220',
        'Full-day guided@50-113/231:239 | float trip (drift boat, 2 anglers) – 06/02/2023@116-299/231:239 | $725.00@528-562/231:239',
        'Full-day guided@50-113/250:259 | float trip (drift boat, 2 anglers) – 06/03/2023@116-299/250:259 | $725.00@528-562/250:259',
        'Shop cap@50-88/270:278 | T@92-96/270:278 | $28.00@533-562/270:278',
        "Fly selection – guide's box × 2@50-175/289:298 | T@180-183/289:298 | $96.00@533-562/289:298",
        'Tippet & leader pack@50-136/309:317 | T@140-144/309:317 | $18.50@533-562/309:317',
        'Idaho nonresident 1-day@50-151/328:337 | fishing license × 1@153-230/328:337 | $25.50@533-562/328:337',
        'Subtotal@276-311/359:367 | $1,618.00@517-559/359:367',
        `Idaho sales tax (6%) on taxable items (T) $142.50@276-484/376:385 | ${tax}@536-559/376:385`,
        'Total@276-305/394:404 | $1,626.55@500-559/394:404',
        'Deposit received February 21, 2023@276-424/413:421 | ($362.50)@519-559/413:421',
        'Balance paid – Amex ending 1682@276-417/430:438 | ($1,264.05)@511-559/430:438',
        'Amount due@276-333/447:455 | $0.00@533-559/447:455',
      ]),
    );

  it("is the tax: the rate's share of the taxable amount before it on its line", () => {
    const parsed = invoice('$8.55');
    expect(parsed.fields.tax).toBe('8.55');
    expect(parsed.fields.total).toBe('1626.55');
  });

  it("is not the tax when it is not the rate's share of the amount before it", () => {
    expect(invoice('$9.55').fields.tax).toBeUndefined();
  });
});

describe('the VAT in parentheses after "including VAT"', () => {
  const bill = (vat: string) =>
    parseReceiptDocument(
      textLayer([
        'שירין מטבח פרסי בע"מ@110-174/91:98 | ·@106-109/91:98 | ח.פ.@93-105/91:98 | 51-146780-5@53-91/91:98',
        "רח'@158-167/101:108 | לוינסקי@137-157/101:108 | ,51@125-135/101:108 | תל אביב@101-124/101:108 | ·@97-99/101:108 | 09-8976399@60-95/101:108",
        'חשבונית מס@104-153/120:130 | /@98-101/120:130 | קבלה@74-96/120:130',
        "מס'@125-136/134:142 | 23-55488@90-123/134:142",
        'שולחן@193-213/155:163 | 20@183-191/155:163 | סועדים@21-43/155:163 | 3@14-19/155:163',
        "מלצר/ית:@184-213/166:174 | נגה@171-182/166:174 | מס'@60-71/166:174 | הזמנה@38-58/166:174 | 18657@14-36/166:174",
        'שבת@198-213/177:185 | ·@193-196/177:185 | תאריך@172-191/177:185 | 22.07.23@139-170/177:185 | נפתח@36-53/177:185 | 20:38@14-34/177:185',
        'כמ\'@200-211/194:202 | פריט@175-191/194:202 | מחיר@54-71/194:202 | סה"כ@16-33/194:202',
        '3@207-211/209:217 | קבב כוביד@159-191/209:217 | 2)@150-157/209:217 | שיפודים(@119-147/209:217 | 84.00@54-74/209:217 | 252.00@16-40/209:217',
        '1@207-211/222:230 | גלידת זעפרן ופיסטוק@126-191/222:230 | 34.00@54-74/222:230 | 34.00@16-35/222:230',
        '1@207-211/236:244 | תהדיג עם קורמה@139-191/236:244 | 39.00@54-74/236:244 | 39.00@16-35/236:244',
        "2@207-211/249:257 | ג'וג'ה קבב@160-191/249:257 | 79.00@54-74/249:257 | 158.00@16-40/249:257",
        "3@207-211/263:271 | פסנג'אן רימונים ואגוזים@118-191/263:271 | 88.00@54-74/263:271 | 264.00@16-40/263:271",
        'לתשלום ₪@167-213/286:296 | 747.00@14-46/286:296',
        `המחיר כולל מע"מ@156-213/300:308 | ${vat}@124-154/300:308`,
        'השירות אינו כלול@159-207/319:325 | ·@155-158/319:325 | טיפ מומלץ:@122-154/319:325 | 10%@107-121/319:325 | =@102-105/319:325 | 74.70@83-100/319:325 | ·@79-81/319:325 | 12%@64-77/319:325 | =@58-62/319:325 | 89.64@39-56/319:325 | ·@35-37/319:325 | 15%@20-33/319:325',
        '112.05@100-121/328:335 | =@122-126/328:335',
        'ויזה@200-213/351:358 | *9786@178-198/351:358 | 747.00@14-38/351:358',
      ]),
    );

  it('is the tax, and makes no credit note of the bill', () => {
    const parsed = bill('(108.54)');
    expect(parsed.fields.tax).toBe('108.54');
    expect(parsed.fields.total).toBe('747.00');
  });

  it("is not sure when it is not the rate's share of the total", () => {
    const parsed = bill('(18.54)');
    expect(parsed.confidence.tax ?? 0).toBeLessThan(0.9);
    expect(parsed.fields.total).toBe('747.00');
  });
});

describe("a person's name under a title, in capitals", () => {
  const letterhead = (name: string) =>
    parseReceiptDocument(
      textLayer([
        'Licensed Dealer (Osek Murshe) No. 077408128@378-550/42:49',
        name,
        'Beit Hadfus St 7, Jerusalem@450-550/53:60',
        'Kashrut Supervisor (Mashgiach) · Jerusalem@93-279/63:71 | +972-2-887-9165@487-550/63:71',
        'T A X@231-267/102:116 | I N V O I C E@277-362/102:116',
        'To@45-56/137:145 | Invoice No.@408-455/137:145 | 2023/395@482-525/137:145',
        'Smoke & Salt Catering Ltd@45-159/150:158',
        'Date@408-427/157:166 | 3 July 2023@482-529/157:166',
        'Industrial Zone, Caesarea@45-154/163:172',
        'Company No. 515256899@45-152/176:184 | Service period@408-469/176:184 | June 2023@482-525/176:184',
        'Certificate No.@408-469/192:200 | K-15884@482-517/192:200',
        'Due@408-424/210:218 | 2 August 2023@482-543/210:218',
        'Description@50-104/247:255 | Amount@509-545/247:255',
        'Monthly supervision fee – June 2023@50-203/267:275 | ₪3,800.00@503-545/267:275',
        'Additional supervision hours: 10.5 h × 120.00@50-243/288:296 | ₪1,260.00@503-545/288:296',
        'Annual certificate renewal and inspection@50-225/309:317 | ₪1,800.00@503-545/309:317',
        'Subtotal@316-352/340:348 | ₪6,860.00@501-543/340:348',
        'VAT 17%@316-354/357:365 | ₪1,166.20@501-543/357:365',
        'Total (ILS)@316-379/375:385 | ₪8,026.20@485-543/375:385',
      ]),
    );

  it('is the name without the title', () => {
    expect(letterhead('RABBI@93-146/37:56 | YOSEF@151-205/37:56 | MIZRAHI@210-284/37:56').fields.vendorName).toBe('YOSEF MIZRAHI');
  });

  it('keeps the capitals of a business that is no person', () => {
    expect(letterhead('KOSHER@93-146/37:56 | WATCH@151-205/37:56 | SUPERVISION@210-284/37:56').fields.vendorName).not.toBe('WATCH SUPERVISION');
  });
});
