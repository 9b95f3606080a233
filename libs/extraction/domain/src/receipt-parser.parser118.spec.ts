import { dueDateOrder } from './dates';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 118, made on held-out set 99 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them,
 * coordinates rounded).
 */

/** A Luanda land-survey firm's dollar invoice (held-out set 99): a boxed monogram "TG" beside its name, dated "07-08-2024" and due "06-09-2024". */
const survey = [
  'Talatona Geodesia, Lda.@103-307/40:56 | FACTURA / INVOICE@407-545/40:56',
  'TG@55-84/46:65',
  'Rua do Talatona, Edifício 21, Luanda, Angola@103-294/63:72 | Número@415-450/63:72 | FT TGD 2024/1855@465-542/63:72',
  'NIF 5597262841 · Capital social AOA 2.000.000@103-298/76:85',
  'Date@415-434/84:93 | 07-08-2024@465-511/84:93',
  'Due@415-432/103:112 | 06-09-2024@465-511/103:112',
  'Client@54-81/133:142',
  'Catumbela Agro-Pecuária, Lda.@54-187/146:155',
  'NIF 5291973851 · Luanda@54-162/160:169',
  'Description@48-102/184:193 | Unit@266-286/184:193 | Qty@326-342/184:193 | Unit price (USD)@376-450/184:193 | Amount (USD)@482-547/184:193',
  'Bathymetric sounding, inshore@48-181/204:213 | day@266-282/204:213 | 3@337-342/204:213 | 2,100.00@416-450/204:213 | 6,300.00@512-547/204:213',
  'Final report and drawings@48-161/223:232 | lot@266-277/223:232 | 1@337-342/223:232 | 1,200.00@416-450/223:232 | 1,200.00@512-547/223:232',
  'Orthomosaic and terrain processing@48-203/243:252 | hectare@266-298/243:252 | 64@332-342/243:252 | 18.00@428-450/243:252 | 1,152.00@512-547/243:252',
  'Base receiver hire@48-126/262:271 | day@266-282/262:271 | 4@337-342/262:271 | 240.00@423-450/262:271 | 960.00@520-547/262:271',
  'Subtotal@415-450/282:291 | 9,612.00@456-491/282:291',
  'IVA 14%@415-450/301:310 | 1,345.68@456-491/301:310',
  'Total USD@398-450/319:330 | 10,957.68@456-504/319:330',
];

/** A seaside bistro's bill (held-out set 99): the bill's number "חשבון מס' / Bill #" over the tax invoice receipt's title and its own number under it. */
const bistro = [
  'אלמוג@70-157/0:34',
  'ALMOG · NITZANIM SEASIDE@63-164/43:51',
  'אלמוג ניצנים מסעדנות בע"מ@58-168/52:61',
  'ח"פ 518151949 · חוף ניצנים@57-170/66:76',
  "חשבון מס' / Bill #@143-213/86:96 | 2288@14-34/86:96",
  'שולחן / Table@158-213/100:109 | 58@14-24/100:109',
  'מלצר/ית / Staff@152-213/113:123 | שקד@14-32/113:123',
  'תאריך / Date@161-213/127:136 | 05/08/22 22:57@14-75/127:136',
  'חשבונית מס קבלה / Tax invoice receipt@33-194/142:152',
  'AL-287521@90-137/154:164',
  '1 ריזוטו פורצ׳יני Porcini risotto@100-213/177:184 | 78.00@14-36/177:184',
  "1 פוקאצ'ה וזעתר Focaccia, hyssop@84-213/190:198 | 34.00@14-37/190:198",
  '1 לינגוויני וונגולה Linguine vongole@83-213/204:211 | 94.00@14-37/204:211',
  '1 אפרול שפריץ Aperol spritz@105-213/217:225 | 52.00@14-37/217:225',
  '2 אספרסו כפול Ristretto@120-213/231:238 | 28.00@14-37/231:238',
  '2 סינטה 300 גרם Sirloin 300 g@98-213/244:252 | 316.00@14-41/244:252',
  '2 חציל שרוף ויוגורט Charred aubergine,@63-213/258:265 | 92.00@14-37/258:265',
  'yoghurt@185-213/270:277',
  '1 מלבי ורדים Rosewater malabi@96-213/283:291 | 36.00@14-37/283:291',
  'ביניים / Subtotal@150-213/301:311 | 730.00@14-41/301:311',
  'שירות 10% / Service 10%@107-213/315:325 | 73.00@14-36/315:325',
  'סה"כ / Total@148-213/328:340 | ₪803.00@14-63/328:340',
  'המחיר כולל מע"מ 17% / incl. VAT@77-213/345:355 | 116.68@14-40/345:355',
];

/** A photographer's tax invoice under his own name (held-out set 99): his trade "צילום תדמית · אירועים · מוצרים", the customer a company whose name ends with "אירועים בע"מ". */
const photographer = [
  'חשבונית מס@135-219/55:71',
  'יואב שטרנליכט@347-544/49:82',
  "מס' 1506@183-219/82:92",
  'צילום תדמית · אירועים · מוצרים@420-544/97:106 | 2 בפברואר 2026@155-219/97:106',
  'עוסק מורשה 300076973@449-544/113:123 | העתק נאמן למקור@160-219/113:123',
  'מושב כברי, ת.ד. 119 · נייד 053-580-6204@385-544/125:135',
  'לכבוד: נופי כברי אירועים בע"מ@422-544/156:166',
  'ח.פ. 517109344@481-544/173:183',
  'מועד הצילום: 24/01/26@454-544/190:199',
  'פירוט@517-540/225:235 | יחידה@332-356/225:235 | כמות@239-260/225:235 | מחיר ליח\'@141-181/225:235 | סה"כ@55-77/225:235',
  'עריכה ועיבוד תמונות@459-541/246:256 | תמונה@331-356/246:256 | 43@239-249/246:256 | 42.00@141-162/246:256 | 1,806.00@55-89/246:256',
  'תאורת סטודיו נלווית@461-540/265:275 | יום@344-356/265:275 | 1@239-244/265:275 | 600.00@141-167/265:275 | 600.00@55-81/265:275',
  'נסיעות@514-540/285:295 | ק"מ@341-356/285:295 | 211@239-254/285:295 | 3.00@141-158/285:295 | 633.00@55-81/285:295',
  'צילום אירוע חברה@469-540/304:314 | שעה@338-356/304:314 | 5@239-244/304:314 | 540.00@141-167/304:314 | 2,700.00@55-89/304:314',
  'צילום רחפן@497-541/324:334 | שעה@338-356/324:334 | 3@239-244/324:334 | 720.00@141-167/324:334 | 2,160.00@55-89/324:334',
  'סכום לפני מע"מ@194-257/353:363 | 7,899.00@57-91/353:363',
  'מע"מ 18%@216-257/371:381 | 1,421.82@57-91/371:381',
  'סה"כ לתשלום@187-257/390:402 | 9,320.82 ש"ח@57-125/390:402',
  'התשלום בהעברה בנקאית תוך 30 יום. תודה על שיתוף הפעולה!@320-544/438:447',
];

describe('a monogram of the name\'s initials read onto its line: "TG" beside "Talatona Geodesia, Lda."', () => {
  it('is not part of the name', () => {
    expect(parseReceiptDocument(textLayer(survey)).fields.vendorName).toBe('Talatona Geodesia, Lda.');
  });

  it('is kept when its letters are not the initials of the words after it', () => {
    const other = survey.map((r) => r.replace('TG@55-84/46:65', 'TR@55-84/46:65'));
    expect(parseReceiptDocument(textLayer(other)).fields.vendorName).toBe('TR Talatona Geodesia, Lda.');
  });
});

describe('the order of day and month on a dollar invoice', () => {
  it('is the day first when the letterhead names Angola', () => {
    const noDue = survey.filter((r) => !r.startsWith('Due@'));
    expect(parseReceiptDocument(textLayer(noDue)).fields.date).toBe('2024-08-07');
  });

  it('is the one that puts the due date after the issue date, whatever the letterhead says', () => {
    const nowhere = survey.map((r) => r.replace(', Angola@', '@').replace('Banco de Fomento Angola', 'Banco de Fomento'));
    expect(parseReceiptDocument(textLayer(nowhere)).fields.date).toBe('2024-08-07');
  });

  it('stays the American guess with neither', () => {
    const neither = survey.filter((r) => !r.startsWith('Due@')).map((r) => r.replace(', Angola@', '@').replace('Banco de Fomento Angola', 'Banco de Fomento'));
    expect(parseReceiptDocument(textLayer(neither)).fields.date).toBe('2024-07-08');
  });

  it('is told by a due date only when one order puts it before the issue date and the other does not', () => {
    expect(dueDateOrder(['Date 07-08-2024', 'Due 06-09-2024'])).toBe('day');
    expect(dueDateOrder(['Date 08-07-2024', 'Due 09-06-2024'])).toBe('month');
    expect(dueDateOrder(['Date 03-04-2024', 'Due 05-06-2024'])).toBeUndefined();
    expect(dueDateOrder(['Date 07-08-2024', 'Shipped 06-09-2024'])).toBeUndefined();
  });
});

describe("a restaurant's bill number, \"חשבון מס' / Bill # 2288\", beside the tax invoice receipt's title with its own number under it", () => {
  it("gives way to the title's number", () => {
    expect(parseReceiptDocument(textLayer(bistro)).fields.documentNumber).toBe('AL-287521');
  });

  it("is the document's number where the title has none", () => {
    const untitled = bistro.filter((r) => !r.startsWith('AL-287521@'));
    expect(parseReceiptDocument(textLayer(untitled)).fields.documentNumber).toBe('2288');
  });
});

describe('a trade word of the letterhead printed with a legal form only in the customer\'s name: "לכבוד: נופי כברי אירועים בע"מ"', () => {
  it("is not given the customer's legal form: the licensed dealer's own name is the vendor", () => {
    expect(parseReceiptDocument(textLayer(photographer)).fields.vendorName).toBe('יואב שטרנליכט');
  });
});
