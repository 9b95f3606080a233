import { withWord } from './ocr-document.fixtures';
import {
  enPuertoRicoWoodturner1Photo,
  enPuertoRicoWoodturner1Png,
  enReunionGeotechnical3Scan,
  heBinocularsCreditNote1Png,
  heOrganiserInvoice1Png,
  heOrganiserInvoice4Png,
  heRoshHanikraFolio4Png,
} from './ocr-output-74.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 89, made on held-out set 74 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for clean images and a scan. A value alone on its line under a label alone on the line above, at the other
 * edge of a narrow slip, is that label's; a registered name is not joined to a letterhead's line of parts over it; "Paid by check no." is the payment's
 * number; "Merchant" of "Merchant Reg. No." is no name; a name's first word read as Latin letters is given back from the brand; "זיבוי" and "מ"עמ" are
 * read back; a subtotal with its VAT added under it, under both a total's label whose amount was lost, is the net; a total's amount read without its
 * leading digits is the net and its VAT.
 */
describe('a bilingual fuel slip: each label on a line of its own at the right, its value on the next line at the left', () => {
  const rows = [
    'צומת@116-152/10:25 | ראם@80-107/10:25',
    "RE'EM@66-92/28:35 | JUNCTION@98-139/28:35 | FUEL@145-165/28:35",
    'ראם@151-165/36:43 | אנרגיה@121-147/36:43 | ותדלוק@90-116/36:43 | בע"מ@68-85/36:43',
    'ח.פ.@129-147/45:52 | 558767711@85-125/45:52',
    'צומת@145-162/54:61 | ראם,@123-140/54:61 | כביש@101-118/54:61 | 3@92-96/54:61 | /@83-88/54:61 | 40@70-79/54:61',
    'חשבונית@184-215/72:79 | מס@170-179/72:79 | קבלה@148-166/72:79 | /@139-143/72:79 | receipt@103-134/72:79 | invoice@67-98/72:79 | Tax@49-62/72:79',
    '958922@17-48/81:90',
    'תאריך@193-215/93:100 | /@184-188/93:100 | Date@161-179/93:100',
    '30/03/2026@17-69/102:111 | 20:05@74-100/102:111',
    'משאבה@193-215/114:121 | /@184-188/114:121 | אקדח@161-179/114:121 | /@152-157/114:121 | Nozzle@121-148/114:121 | /@112-116/114:121 | Pump@89-107/114:121',
    '8@17-22/123:132 | /@27-33/123:132 | 3@38-43/123:132',
    'מוצר@197-215/135:142 | /@188-193/135:142 | Product@152-184/135:142',
    'בנזין@105-131/144:153 | 95@89-100/144:153 | /@79-84/144:153 | 95@64-74/144:153 | Unleaded@17-58/144:153',
    'כמות@197-215/157:164 | /@188-193/157:164 | Volume@157-184/157:164',
    '59.70@17-43/166:175 | L@48-53/166:175',
    'מחיר@197-215/178:185 | לליטר@170-193/178:185 | /@161-166/178:185 | Price/L@125-157/178:185',
    '6.82@17-38/187:196',
    'סכום@197-215/199:206 | דלק@179-193/199:206 | /@170-175/199:206 | amount@139-166/199:206 | Fuel@116-134/199:206',
    '407.15@17-48/208:217',
    'שמן@202-215/220:227 | מנוע@179-197/220:227 | 1@170-175/220:227 | ל׳@157-166/220:227 | /@148-152/220:227 | L@139-143/220:227 | 1@130-134/220:227 | oil@112-125/220:227 | Engine@80-107/220:227',
    '66.10@17-43/229:238',
    'אסימון@188-215/241:248 | שטיפה@161-184/241:248 | /@152-157/241:248 | token@125-148/241:248 | wash@103-121/241:248 | Car@85-98/241:248',
    '39.20@17-43/250:259',
    'סה"כ@197-215/268:276 | לתשלום@166-193/268:276 | /@157-161/268:276 | Total@130-152/268:276',
    '512.45@17-59/277:289 | ₪@66-73/277:289',
    'מע"מ@197-215/293:301 | 18%@179-193/293:301 | כלול@157-175/293:301 | /@148-152/293:301 | incl.@121-143/293:301 | VAT@103-116/293:301',
    '78.17@17-43/303:311',
    'אשראי@193-215/321:328 | /@184-188/321:328 | Card@161-179/321:328',
    'XXXX0133@17-58/330:339',
    'אישור@193-215/342:349 | /@184-188/342:349 | Auth@161-179/342:349',
    '176137@17-48/351:360',
    'קילומטראז׳@170-215/363:370 | /@161-166/363:370 | Odometer@121-157/363:370',
    '126527@17-48/372:381',
    'נסיעה@149-171/383:391 | טובה@127-145/383:391 | ·@118-123/383:391 | Drive safely@61-114/383:391',
  ];

  it('reads the total and the VAT from the lines under their labels', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.total).toBe('512.45');
    expect(fields.tax).toBe('78.17');
  });

  it('does not take the fuel line\'s amount, under "סכום דלק / amount Fuel", for the total', () => {
    const without = rows.filter((r) => !r.startsWith('סה"כ@') && !r.startsWith('512.45@'));
    expect(parseReceiptDocument(textLayer(without)).fields.total).not.toBe('407.15');
  });
});

describe('a wakeboard park: "ווייק פוינט ספורט מים בע"מ" under the letterhead\'s line "פארק ווייקבורד בכבל · אגם הכרמים, בית יצחק"', () => {
  const rows = [
    'W A K E@71-107/10:18 | P O I N T@117-158/10:18',
    'ווייק פוינט@81-151/18:34',
    'פארק ווייקבורד בכבל · אגם הכרמים, בית יצחק@45-188/36:43',
    'ווייק פוינט ספורט מים בע"מ · ח.פ.@87-186/44:52 | 521057745@47-85/44:52',
    'קבלה / חשבונית מס@134-215/59:68 | 4336@111-131/59:68 | Receipt / Tax invoice@17-107/59:68',
    '17:39@17-39/69:78 | 15.04.2023@171-215/69:78',
    'רוכבים@191-215/79:88 | 5 riders@17-47/79:88',
    'כרטיס שעה בכבל@149-215/95:104 | 650.00@17-44/95:104',
    '1-hour cable pass · 5 x 130.00@115-215/105:112',
    'הנחת קבוצה@169-215/115:124 | 10%@149-167/115:124 | -65.00@17-42/115:124',
    'Group discount (4+ riders)@129-215/125:133',
    'סה"כ /@182-215/142:153 | Total@151-179/142:153 | ₪ 585.00@17-66/142:153',
    'מע"מ@196-215/154:163 | 17%@176-194/154:163 | כלול /@151-173/154:163 | VAT incl.@113-149/154:163 | 85.00@17-39/154:163',
    'אשראי /@185-215/171:180 | Card@164-183/171:180 | **5619@17-44/171:180',
    'חובת קסדה ואפוד ·@129-189/181:188 | Helmet and vest required@44-127/181:188',
  ];

  it('names the registered company alone, its double vav no conjunction and the line over it no start of its name', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('ווייק פוינט ספורט מים בע"מ');
  });
});

describe('a Puerto Rico invoice: "No. TM-1479" in the header, "Paid by check no. 3488" under the total', () => {
  const rows = [
    'Torno y Madera@213-382/38:68',
    'Pilones · tablas · bateas — hechos a mano en Utuado@203-393/80:89',
    'Torno y Madera de Utuado LLC@51-182/110:119',
    'FACTURA / INVOICE@403-544/110:124',
    'Carr. 111 Km 12.3, Bo. Salto Arriba@51-186/124:133',
    'Utuado, PR 00641@51-121/138:148 | No.@337-351/138:148 | TM-1479@509-544/138:148',
    '(787) 894-7376@51-110/153:162 | Fecha / Date@337-385/153:162 | 01/22/2024@502-544/153:162',
    'Merchant Reg. No. 5147929-0001@51-180/166:175 | Entrega / Delivery@337-406/166:175 | Pickup at workshop@470-544/166:175',
    'Sold to@51-79/191:200',
    'Mofongos La Ceiba, Inc.@51-145/205:214',
    'Calle Gonzalo Marín 41, Arecibo, PR 00612@51-218/219:229',
    'Description@54-100/245:254 | Qty@369-384/245:254 | Unit price@425-465/245:254 | Amount@509-541/245:254',
    'Serving pilón for mofongo, capá prieto, 6 in@54-219/263:272 | 18@375-384/263:272 | $40.00@440-465/263:272 | $720.00@511-541/263:272',
    'Serving pilón for mofongo, caoba, 5 in@54-200/282:292 | 36@375-384/282:292 | $37.00@440-465/282:292 | $1,332.00@504-541/282:292',
    'Laser-engraved logo (per piece)@54-174/302:311 | 54@375-384/302:311 | $4.75@444-465/302:311 | $256.50@511-541/302:311',
    'Subtotal@322-354/325:334 | $2,308.50@507-544/325:334',
    'IVU estatal / State SUT 10.5%@322-438/336:346 | $242.39@514-544/336:346',
    'IVU municipal / Municipal SUT 1%@322-459/348:357 | $23.09@519-544/348:357',
    'Total IVU 11.5%@322-387/359:368 | $265.48@514-544/359:368',
    'TOTAL@322-361/370:382 | $2,573.98@499-544/370:382',
    'Paid by@322-351/384:393 | check no. 3488@487-544/384:393',
    'Every piece is turned from Puerto Rican hardwood salvaged from storm-felled trees and finished with food-safe mineral oil. Re-oil monthly; never@51-534/413:421',
    'soak in water. ¡Gracias por su compra!@51-181/422:430',
  ];

  it("takes the invoice's number, not the number of the check it was paid with", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('TM-1479');
  });

  it('still takes a check\'s number labelled "Check no." of its own, no payment named before it', () => {
    const check = rows.filter((r) => !r.includes('TM-1479')).map((r) => r.replace('Paid by@322-351/384:393 | ', ''));
    expect(parseReceiptDocument(textLayer(check)).fields.documentNumber).toBe('3488');
  });
});

describe('the same invoice recognised: "Torno y Madera de Utuado LLC" beside the title, "Merchant Reg. No. 5147929-0001" lower down', () => {
  it("names the company, not the first word of the registration's label", () => {
    expect(parseReceiptDocument(enPuertoRicoWoodturner1Png).fields.vendorName).toBe('Torno y Madera de Utuado LLC');
  });
});

describe('a binoculars shop\'s credit note recognised: "py הנץ אופטיקה לשטח בע"מ" under the brand "עין הנץ", its title read "חשבונית מס זיבוי מס\' 28568"', () => {
  it("gives the name's first word back from the brand", () => {
    expect(parseReceiptDocument(heBinocularsCreditNote1Png).fields.vendorName).toBe('עין הנץ אופטיקה לשטח בע"מ');
  });

  it('reads "זיבוי" as "זיכוי" and takes the credit note\'s number', () => {
    expect(parseReceiptDocument(heBinocularsCreditNote1Png).fields.documentNumber).toBe('28568');
  });

  it("leaves the Latin letters off when the brand does not print the word before the name's second word", () => {
    expect(parseReceiptDocument(withWord(heBinocularsCreditNote1Png, 'עין', 'ציפור')).fields.vendorName).not.toBe('עין הנץ אופטיקה לשטח בע"מ');
  });
});

describe('a professional organiser\'s invoice recognised: "מ"עמ 17% 164.90", "סה"כ לתשלום" over "1,134.90 3"', () => {
  it("reads the VAT's label back and takes the total from the line under its label", () => {
    const { fields } = parseReceiptDocument(heOrganiserInvoice1Png);
    expect(fields.tax).toBe('164.90');
    expect(fields.total).toBe('1134.90');
  });
});

describe('another recognised: "סה"כ 2,571.90", "מ"עמ 17% 437.22", then "סה"כ לתשלום" over "3009121"', () => {
  it('takes the subtotal for the net and the net with its VAT for the total', () => {
    const { fields, confidence } = parseReceiptDocument(heOrganiserInvoice4Png);
    expect(fields.total).toBe('3009.12');
    expect(fields.tax).toBe('437.22');
    expect(confidence.total ?? 0).toBeLessThan(0.9);
  });
});

describe('a Réunion invoice scanned: "Total HT / Net 15 470,00 €", "TVA 8,5 % … 1314,95 €", "Total TTC/ Total due T6 784,95 €"', () => {
  it("takes the net with its VAT for the total, whose digits the total's line ends in", () => {
    const { fields, confidence } = parseReceiptDocument(enReunionGeotechnical3Scan);
    expect(fields.total).toBe('16784.95');
    expect(fields.tax).toBe('1314.95');
    expect(confidence.total ?? 0).toBeLessThan(0.9);
  });
});

describe('a guest house\'s folio recognised: "סה"כ 3,815.00", "מתוכם מע"מ 17% 54.32§" for 554.32', () => {
  it("takes the VAT at its line's rate of the total, whose last digits the line gives, less surely", () => {
    const { fields, confidence } = parseReceiptDocument(heRoshHanikraFolio4Png);
    expect(fields.tax).toBe('554.32');
    expect(confidence.tax ?? 0).toBeLessThan(0.9);
  });
});

describe('the Puerto Rico invoice photographed: "IVU estatal / State SUT 10.5% $242.39", "Total [VU 11.5% $265.48"', () => {
  it('reads "[VU" as IVU, the sales tax, and takes the total of the two', () => {
    expect(parseReceiptDocument(enPuertoRicoWoodturner1Photo).fields.tax).toBe('265.48');
  });
});
