import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 108, made on held-out set 90 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded).
 */

describe('a Bonaire windsurf centre\'s till, "ABB 6% 31.50" added to the subtotal', () => {
  const rows = [
    'SOROBON WIND & WATER@31-195/11:24',
    'Sorobon Wind & Water B.V.@64-162/28:38',
    'Sorobon Beach, Lac Bay, Bonaire · CRIB 119779515@34-193/40:48',
    'RECEIPT@96-131/55:65',
    'Receipt # SW-50863@11-85/67:76',
    'Mar 27, 2023@11-58/78:88 | 15:05@195-215/78:88',
    'Kids lesson@11-52/96:106',
    '3 person x 55.00@16-75/107:117 | 165.00@191-215/107:117',
    'Board + sail rental, full day@11-106/118:128',
    '2 day x 95.00@16-64/130:139 | 190.00@191-215/130:139',
    'Beginner lesson, 2 hrs@11-91/141:151',
    '2 person x 85.00@16-75/152:162 | 170.00@191-215/152:162',
    'Subtotal@11-41/170:180 | 525.00@191-215/170:180',
    'ABB 6%@11-41/181:191 | 31.50@195-215/181:191',
    'TOTAL USD@11-67/201:213 | $556.50@180-215/201:213',
    'MASTERCARD@11-67/214:224 | $556.50@187-215/214:224',
    'Bon bini! Wind forecast at the hut daily 9am.@47-180/226:234',
  ];

  it("reads Bonaire's ABB as the tax", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields).toMatchObject({ total: '556.50', tax: '31.50' });
  });

  it('reads no tax from "ABB" without its rate, a company\'s name too', () => {
    const other = rows.map((r) => r.replace('ABB 6%@', 'ABB@'));
    expect(parseReceiptDocument(textLayer(other)).fields.tax).toBeUndefined();
  });
});

describe('a Ceuta hairdresser\'s till, "IPSI 4% incl. 2,81 €"', () => {
  const rows = [
    'ESTRELLA@38-95/13:25 | DEL@103-124/13:25 | ESTRECHO@131-189/13:25',
    'Peluquería@17-69/28:37 | Estrella@74-116/28:37 | del@121-137/28:37 | Estrecho@142-183/28:37 | S.L.@189-209/28:37',
    'CIF@85-98/38:46 | B69479831@102-142/38:46',
    'Paseo@41-63/47:54 | del@67-80/47:54 | Revellín@85-120/47:54 | 9,@124-133/47:54 | 51001@138-160/47:54 | Ceuta@164-186/47:54',
    'SIMPLIFIED@41-93/62:70 | INVOICE@98-134/62:70 | /@139-145/62:70 | FACTURA@150-186/62:70',
    'SIMPLIFICADA@82-145/72:81',
    'No.@11-27/83:91 | PC-402482@169-215/83:91',
    '04/04/2026@11-63/93:102 | 16:11@189-215/93:102',
    'Stylist@11-48/104:112 | Youssef@179-215/104:112',
    'Beard@11-37/121:130 | trim@42-63/121:130 | /@68-74/121:130 | Arreglo@79-115/121:130 | barba@120-146/121:130 | 8,00@184-205/121:130 | €@210-215/121:130',
    'Highlights@11-63/132:140 | /@68-74/132:140 | Mechas@79-110/132:140 | 55,00@179-205/132:140 | €@210-215/132:140',
    "Child's@11-48/142:151 | cut@53-68/142:151 | /@74-79/142:151 | Corte@84-110/142:151 | niño@115-136/142:151 | 10,00@179-205/142:151 | €@210-215/142:151",
    'TOTAL@11-43/160:171 | 73,00@171-203/160:171 | €@209-215/160:171',
    'Base@11-32/173:181 | 70,19@179-205/173:181 | €@210-215/173:181',
    'IPSI@11-32/183:192 | 4%@37-48/183:192 | incl.@53-79/183:192 | 2,81@184-205/183:192 | €@210-215/183:192',
    'CARD@11-32/201:209 | /@37-42/201:209 | TARJETA@48-84/201:209 | 73,00@179-205/201:209 | €@210-215/201:209',
    'Thank@38-60/211:218 | you!@65-83/211:218 | ¡Gracias@87-122/211:218 | por@127-140/211:218 | su@144-153/211:218 | visita!@157-188/211:218',
  ];

  it("reads Ceuta's IPSI as the tax", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields).toMatchObject({ total: '73.00', tax: '2.81' });
  });

  it('reads no tax by an unknown name', () => {
    const other = rows.map((r) => r.replace('IPSI@', 'XYZW@'));
    expect(parseReceiptDocument(textLayer(other)).fields.tax).toBeUndefined();
  });
});

describe('a fuel till\'s "סכום ₪161.42", the sum alone before the amount paid', () => {
  const rows = [
    'דלק יטבתה@53-129/9:25',
    'תחנת דלק צומת יטבתה בע"מ@33-148/29:37',
    'ח.פ.@110-129/36:44 | 518 313 697@53-105/36:44',
    'כביש@117-136/44:52 | 90, צומת יטבתה@45-112/44:52',
    'חשבונית@94-133/58:67 | מס/קבלה@49-88/58:67',
    'תעודה@145-173/68:77 | 31-0044509@9-65/68:77',
    '19:03@9-37/78:87 | 04/05/2022@117-173/78:87',
    'משאבה@145-173/87:97 | 7@9-14/87:97',
    'מוצר@150-173/97:106 | בנזין@25-54/97:106 | 95@9-20/97:106',
    'ליטרים@139-173/107:116 | 20.00@9-37/107:116',
    'מחיר@150-173/117:126 | לליטר@117-145/117:126 | 8.071@9-37/117:126',
    'סכום@146-173/134:145 | ₪161.42@9-56/134:145',
    'מע"מ@150-173/146:155 | 17%@128-145/146:155 | 23.45@9-37/146:155',
    'רכב@156-173/162:172 | 24-952-27@9-59/162:172',
    'כרטיס@145-173/172:181 | ****1484@9-54/172:181',
    'שירות עצמי · נסיעה טובה בערבה@21-160/182:190',
  ];

  it('reads the sum as the total', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.total).toBe('161.42');
  });

  it('reads none after another word', () => {
    const other = rows.map((r) => r.replace('סכום@', 'מבצע@'));
    expect(parseReceiptDocument(textLayer(other)).fields.total).toBeUndefined();
  });
});
