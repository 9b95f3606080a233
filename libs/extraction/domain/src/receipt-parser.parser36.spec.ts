import { heBeehivePollinationInvoice2Png, heWallpaperStoreCreditNote2Png } from './ocr-output-35.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 36: a Latin company's name wrapped over two close lines at its left edge, the remainder
 * too short to be a name ("Red Dirt Boot" over "Works, Inc."); "הופקה ביום" (issued on the day) and
 * "ת. חשבונית" label the document's date; Turkish and Portuguese given names; a credit note's title
 * is no name; a customer's "לכבוד" read with its כ as a ב. Made on held-out set 35 after its reading;
 * text layers as the reader gave them (written as `textLayer` reads them) and recognised pages as
 * captured.
 */
describe('a US bootmaker\'s letterhead: "Red Dirt Boot" over "Works, Inc."', () => {
  const rows = [
    'Red Dirt Boot@45-143/46:59',
    'Works, Inc.@45-123/67:80 | I N V O I C E@203-300/67:80',
    '728 W Sheridan Ave,@45-133/88:97',
    'Invoice No.@205-251/94:103 | Invoice Date@268-320/94:103 | Measured@339-380/94:103 | Terms@402-428/94:103',
    'Oklahoma City, OK 73102@45-155/103:112',
    '18820@206-231/109:118 | 04/14/2026@269-314/109:118 | 02/06/2026@339-384/109:118 | 50% deposit, balance at pickup@402-530/109:118',
    '(405) 555-0190@45-107/118:127',
    'OK Sales Tax Permit 1-73-028415@45-158/144:151 | SOLD TO@203-247/144:151',
  ];

  it('is one name, not a sure "Works, Inc."', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Red Dirt Boot Works, Inc.');
  });

  it('leaves a registered name of its own under a brand in capitals as it is ("SERVICE STATION" over "Clogher Cross Fuels Ltd")', () => {
    const forecourt = [
      'CLOGHER@72-117/7:18 | CROSS@123-154/7:18',
      'SERVICE@66-110/19:30 | STATION@117-161/19:30',
      'Clogher@54-90/32:40 | Cross@95-121/32:40 | Fuels@126-152/32:40 | Ltd@158-173/32:40',
      'Clones@59-90/42:51 | Road,@95-121/42:51 | Monaghan@126-168/42:51',
      'VAT@64-80/53:61 | No.@85-100/53:61 | IE@106-116/53:61 | 6384215R@121-163/53:61',
      'Tel@72-87/63:72 | 050@93-108/63:72 | 719@113-129/63:72 | 6161@134-155/63:72',
    ];
    expect(parseReceiptDocument(textLayer(forecourt)).fields.vendorName).toBe('Clogher Cross Fuels Ltd');
  });
});

describe('a brand set in the same print right over a registered name of its own', () => {
  it('leaves the registered name as it is ("Harbour Lights" over "Seaview Hospitality Ltd")', () => {
    const rows = [
      'Harbour Lights@45-120/46:58',
      'Seaview Hospitality Ltd@45-160/60:72 | TAX INVOICE@400-500/60:72',
      '12 Marine Parade, Brighton@45-170/80:89',
      'Invoice No.@400-450/94:103 | 4471@460-480/94:103',
      'Date@400-420/106:115 | 12/03/2025@460-505/106:115',
    ];
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Seaview Hospitality Ltd');
  });
});

describe('a pollination contractor\'s invoice: "הופקה ביום 31 בינואר 2023" beside the dates the hives were placed and collected', () => {
  const rows = [
    '⬡@543-558/38:56 | כוורות הגליל@449-537/38:56 | חשבונית מס@37-107/38:56',
    "מס'@71-83/52:61 | KG-8770@37-67/52:61",
    'הופקה ביום@92-133/63:72 | 31@82-89/63:72 | בינואר@56-78/63:72 | 2023@37-52/63:72',
    'יעקב מזרחי@519-558/68:77',
    'מקור@37-52/73:81',
    'עוסק מורשה@515-558/83:92 | 086071479@475-512/83:92',
    'השכרת כוורות להאבקה@489-558/152:160 | ·@485-487/152:160 | הצבת כוורות:@322-369/152:160 | 21/12/2022@281-319/152:160 | ·@276-278/152:160 | איסוף:@250-272/152:160 | 26/01/2023@208-247/152:160',
  ];

  it('dates the document by the day it was issued', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2023-01-31');
  });
});

describe("a Turkish restaurant's bill: the licensed dealer's own name in the footer, over the dealer's label", () => {
  const rows = [
    'ראקי ודגים@96-171/18:37',
    'מטבח אגאי ומזה@128-188/46:55 | ·@123-125/46:55 | שוק הכרמל@79-121/46:55',
    "חשבונית מס@149-202/64:75 | /@141-146/64:75 | קבלה מס'@97-139/64:75 | M-8358@65-95/64:75",
    'תאריך:@224-249/78:87 | 15/05/2022@18-57/78:87',
    'סה"כ לתשלום@180-249/259:271 | 1,917.05@30-69/259:271 | ₪@18-27/259:271',
    'כולל מע"מ@210-249/274:283 | 17%@195-208/274:283 | 278.55@18-39/274:283',
    'דניז אוזטורק@113-154/319:327',
    'עוסק מורשה@130-171/328:337 | 344811625@95-128/328:337',
    "רח'@184-195/339:347 | יום טוב@157-182/339:347 | ,21@147-155/339:347 | תל אביב@117-145/339:347 | ·@113-115/339:347 | 054-7712093@72-111/339:347",
  ];

  it('is named by its owner, a Turkish given name', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('דניז אוזטורק');
  });
});

describe('a background-music service\'s bill: "ת. חשבונית 2.7.23", the invoice date\'s label abbreviated, beside the service period and the due day', () => {
  const rows = [
    'פסקול@500-556/41:61 | לעסק@446-495/41:61',
    'מוזיקת רקע ורישוי לבתי עסק@465-556/69:76',
    "חשבונית מס מס'@447-556/107:122 | 23621@401-443/107:122",
    'העתק נאמן למקור@498-556/131:139',
    'לכבוד:@522-547/164:173 | אופטיקה מרום בע"מ@443-519/164:173 | ·@438-440/164:173 | ח.פ.@421-435/164:173 | 558163291@377-418/164:173',
    'ת.@541-550/216:225 | חשבונית@504-538/216:225 | 2.7.23@440-462/216:225',
    'תקופת השירות@490-550/234:243 | יולי@449-462/234:243 | 2023@428-446/234:243 | 31/07/2023)@382-426/234:243 | -@376-379/234:243 | (01/07/2023@330-374/234:243',
    'מועד תשלום אחרון@474-550/270:279 | 13/07/2023@420-462/270:279',
  ];

  it('dates the document by it', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2023-07-02');
  });
});

describe('recognised pages', () => {
  it('never names the vendor by a credit note\'s title ("חשבונית זיכוי")', () => {
    expect(parseReceiptDocument(heWallpaperStoreCreditNote2Png).fields.vendorName).not.toBe('חשבונית זיכוי');
  });

  it('reads "לבבוד:" as the customer\'s label: the company after it is the customer, not the vendor', () => {
    expect(parseReceiptDocument(heBeehivePollinationInvoice2Png).fields.vendorName).toBe('יעקב מזרחי');
  });
});
