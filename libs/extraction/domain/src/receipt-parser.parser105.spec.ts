import { OcrWord, withWords } from './ocr-document.fixtures';
import {
  enLerwickTill2Scan,
  enMicrogreenInvoice2Photo,
  enTumonBill3Png,
  heExterminatorInvoice4Photo,
  heEyewearCreditNote3Scan,
  heGelatoTill1Scan,
  heSoferInvoice3Scan,
  mixedM2mBill2Scan,
  mixedPopcornOrder2Png,
  mixedPopcornOrder4Scan,
} from './ocr-output-87.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 105, made on held-out set 87 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */

/** Each word read `from` (its direction marks aside) read `to` instead. */
const retext = (from: string, to: string) => (w: OcrWord) => (w[0].replace(/[\u200e\u200f]/g, '') === from ? ([to, ...w.slice(1)] as OcrWord) : w);

describe("a hotel's brand in large print beside its registered name in small print, on the line the reader made of both", () => {
  const rows = [
    'Cristo Rei Bay Hotel, Unipessoal, Lda.@389-528/45:53',
    'Avenida de Areia Branca, Dili, Timor-Leste@389-544/56:64',
    'Cristo Rei Bay Hotel@51-265/46:68',
    'TIN 7035928 · +670 337 4930@389-497/66:74',
    'GUEST FOLIO / TAX INVOICE@51-237/95:109',
    'Folio No.@51-90/118:127 | CRB-62835@97-146/118:127 | Invoice date@201-254/118:127 | 9 Apr 2022@262-310/118:127',
    'Guest@51-77/132:142 | Mr. Daniel Whitfield@97-190/132:142 | Room@201-226/132:142 | 106 Sea View@262-321/132:142',
    'Arrival@51-80/147:156 | Monday, 4 Apr 2022@97-188/147:156 | Departure@201-246/147:156 | Saturday, 9 Apr 2022@262-357/147:156',
    'Date@54-74/169:177 | Description@137-186/169:177 | Amount (USD)@482-541/169:177',
    '4 Apr 2022@54-101/185:194 | Room Mon night@137-211/185:194 | 95.00@518-541/185:194',
    '5 Apr 2022@54-101/203:212 | Room Tue night@137-207/203:212 | 95.00@518-541/203:212',
    '6 Apr 2022@54-101/221:230 | Room Wed night@137-211/221:230 | 95.00@518-541/221:230',
    '7 Apr 2022@54-101/239:248 | Room Thu night@137-208/239:248 | 95.00@518-541/239:248',
    '8 Apr 2022@54-101/257:266 | Room Fri night@137-202/257:266 | 95.00@518-541/257:266',
    '5 Apr 2022@54-101/275:284 | Breakfast x 10@137-199/275:284 | 120.00@512-541/275:284',
    '6 Apr 2022@54-101/293:302 | Laundry service@137-206/293:302 | 8.00@523-541/293:302',
    '9 Apr 2022@54-101/311:320 | Airport transfer (Presidente Nicolau Lobato)@137-329/311:320 | 25.00@518-541/311:320',
    'Subtotal@322-359/333:343 | 628.00@398-428/333:343',
    'Services Tax 5%@322-391/348:357 | 31.40@398-423/348:357',
    'Total (USD)@322-384/362:374 | $659.40@398-443/362:374',
    'Paid by Visa@322-375/380:389 | -659.40@398-431/380:389',
    'Balance@322-357/394:403 | 0.00@398-417/394:403',
    'Services Tax charged under the Taxes and Duties Act 2008. Obrigadu barak!@51-332/427:435',
  ];

  it('takes the registered name, "Cristo Rei Bay Hotel, Unipessoal, Lda."', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Cristo Rei Bay Hotel, Unipessoal, Lda.');
  });

  it('keeps the brand beside a name that states no legal form', () => {
    const other = rows.map((r) => r.replace('Cristo Rei Bay Hotel, Unipessoal, Lda.@', 'Cristo Rei Bay Hotel, Areia Branca Beach@'));
    expect(parseReceiptDocument(textLayer(other)).fields.vendorName).toBe('Cristo Rei Bay Hotel');
  });
});

describe('a Guam grill\'s bill: "BPT 5%" added, a tip under the cut line and its guide, "Total charged" with it', () => {
  const rows = [
    'HÅFA GRILL@60-167/10:30',
    'Håfa Grill Tumon, Inc.@81-146/37:45',
    '1245 Pale San Vitores Rd, Tumon, GU 96913@45-182/46:54',
    'BL # 53444 · (671) 649-4933@70-157/55:63',
    'Server: Joleen@11-63/70:80 | Table 14 · Guests 5@146-215/70:80',
    'Check No. T1689@11-73/82:91 | 05/13/2024 13:15@153-215/82:91',
    '3 Budweiser@11-55/100:109 | 21.00@195-215/100:109',
    '2 Kadon Pika@11-59/111:121 | 33.50@195-215/111:121',
    '1 Fina’denne’ Fries@11-79/122:132 | 9.65@200-215/122:132',
    '1 Coconut Iced Tea@11-80/133:143 | 5.35@200-215/133:143',
    '3 BBQ Short Ribs Plate@11-95/145:154 | 74.40@195-215/145:154',
    '1 Titiyas (2)@11-53/156:166 | 6.50@200-215/156:166',
    '3 Chicken Kelaguen@11-83/167:177 | 48.45@195-215/167:177',
    'Subtotal@11-41/185:195 | 198.85@191-215/185:195',
    'BPT 5%@11-41/196:206 | 9.94@200-215/196:206',
    'TOTAL@11-45/208:220 | $208.79@178-215/208:220',
    '- - - - - - - - - - - - - - - - - - - - - - -@11-121/230:240',
    'Gratuity guide: 15% 31.32 · 18% 37.58 · 20% 41.76@11-167/244:253',
    'Tip@11-22/253:263 | 31.32@195-215/253:263',
    'Total charged@11-59/265:274 | 240.11@192-215/265:274',
    'Si Yu’os Ma’åse’! Thank you!@70-157/276:284',
  ];

  it("reads Guam's business privilege tax as the tax, and the bill's total without the tip", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields).toMatchObject({ total: '208.79', tax: '9.94' });
  });

  it('reads no tax by an unknown name', () => {
    const other = rows.map((r) => r.replace('BPT 5%@', 'XYZ 5%@'));
    expect(parseReceiptDocument(textLayer(other)).fields.tax).toBeUndefined();
  });

  it("takes the bill's total where no cut line or guide parts it from the sum charged with the tip", () => {
    const other = rows.filter((r) => !r.startsWith('- - -') && !r.startsWith('Gratuity guide'));
    expect(parseReceiptDocument(textLayer(other)).fields.total).toBe('208.79');
  });

  it("reads the bill's total under the tip guide the recogniser gave without the cut line", () => {
    expect(parseReceiptDocument(enTumonBill3Png).fields.total).toBe('208.79');
  });
});

describe('a bilingual title "חשבונית מס/קבלה · Tax invoice/Receipt · מס\' · No." with its number after', () => {
  const rows = [
    'פופ-קורנר@441-544/40:66 | פופ קורנר מזון בע"מ@65-133/40:66',
    'ח.פ.@118-133/66:73 | 521745307@70-116/66:73',
    'POP CORNER · popcorner.co.il@406-544/75:84 | רח׳ המדע@100-133/75:84 | ,7@91-98/75:84 | ראשון לציון@51-89/75:84',
    "חשבונית מס/קבלה@439-544/106:118 | ·@431-436/106:118 | Tax invoice/Receipt@309-427/106:118 | ·@301-306/106:118 | מס'@276-297/106:118 | ·@268-273/106:118 | .No@244-264/106:118 | PC982879@169-240/106:118",
    'תאריך@515-540/129:139 | ·@509-512/129:139 | Date@487-507/129:139 | 22.01.2026@401-461/129:139 | הזמנה@369-394/129:139 | ·@364-367/129:139 | Order@337-361/129:139 | (20.01.2026)@247-315/129:139 | #45618@204-244/129:139',
  ];

  it('takes the number that right-to-left text placed before ".No"', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('PC982879');
  });

  it('takes none without the label', () => {
    const other = rows.map((r) => r.replace("מס'@276-297/106:118 | ·@268-273/106:118 | .No@244-264/106:118", 'שלום@276-297/106:118 | ·@268-273/106:118 | .Hi@244-264/106:118'));
    expect(parseReceiptDocument(textLayer(other)).fields.documentNumber).toBeUndefined();
  });

  it('takes it recognised as "מס\' : סא. PC745000", the dot read as a colon and ".No" as Hebrew letters', () => {
    expect(parseReceiptDocument(mixedPopcornOrder4Scan).fields.documentNumber).toBe('PC745000');
    expect(parseReceiptDocument(withWords(mixedPopcornOrder4Scan, retext('סא.', 'סאב'))).fields.documentNumber).toBeUndefined();
  });
});

describe('a web shop\'s total read as "20", its rows of total, price and quantity in columns', () => {
  it('sums the rows, each its price times the quantity beside it, to the total the VAT contained fits', () => {
    expect(parseReceiptDocument(mixedPopcornOrder2Png).fields.total).toBe('433.20');
  });

  it("sums nothing where a quantity does not make a row's total", () => {
    expect(parseReceiptDocument(withWords(mixedPopcornOrder2Png, retext('110.70', '111.70'))).fields.total).toBeUndefined();
  });
});

describe('a till\'s VAT summary, "VAT @ 20% 279.17 / 5. 7335.00", its VAT illegible', () => {
  it('takes the total less the net, the rate stated after "@"', () => {
    expect(parseReceiptDocument(enLerwickTill2Scan).fields.tax).toBe('55.83');
  });

  it("takes none where the net is not the rate's", () => {
    expect(parseReceiptDocument(withWords(enLerwickTill2Scan, retext('20%', '5%'))).fields.tax).toBeUndefined();
  });
});

describe('a gelato till\'s "כולל מע"מ 17% 2199", the VAT contained illegible', () => {
  it("takes the rate's share of the total, less surely", () => {
    const parsed = parseReceiptDocument(heGelatoTill1Scan);
    expect(parsed.fields.tax).toBe('27.59');
    expect(parsed.confidence.tax).toBeLessThan(0.7);
  });

  it('takes none from a line that does not say the VAT is included', () => {
    expect(parseReceiptDocument(withWords(heGelatoTill1Scan, retext('כולל', 'ללא'))).fields.tax).toBeUndefined();
  });
});

describe('a bilingual company\'s two names on one line, "סימלינק קישוריות בע"מ · SimLink Connectivity Ltd."', () => {
  it('takes the Hebrew name', () => {
    expect(parseReceiptDocument(mixedM2mBill2Scan).fields.vendorName).toBe('סימלינק קישוריות בע"מ');
  });

  it('takes the English one where the Hebrew has no legal form', () => {
    expect(parseReceiptDocument(withWords(mixedM2mBill2Scan, retext('בע"מ', 'ישראל'))).fields.vendorName).not.toBe('סימלינק קישוריות בע"מ');
  });
});

describe('a date in Hebrew words with a bracket after the day, "13) בפברואר 2024"', () => {
  it('reads the date', () => {
    expect(parseReceiptDocument(heSoferInvoice3Scan).fields.date).toBe('2024-02-13');
  });

  it('reads none with another mark after the day', () => {
    expect(parseReceiptDocument(withWords(heSoferInvoice3Scan, retext('13)', '13%'))).fields.date).toBeUndefined();
  });
});

describe('a credit note\'s title split by the recogniser, "חשבונית" over "ית זיכוי מס\' ZC-16561"', () => {
  it("takes the note's number", () => {
    expect(parseReceiptDocument(heEyewearCreditNote3Scan).fields.documentNumber).toBe('ZC-16561');
  });

  it('takes none after other letters', () => {
    expect(parseReceiptDocument(withWords(heEyewearCreditNote3Scan, retext('ית', 'רכב'))).fields.documentNumber).toBeUndefined();
  });
});

describe('"Ltd." recognised as "Lad." closing a name', () => {
  it('reads the name with its legal form', () => {
    expect(parseReceiptDocument(enMicrogreenInvoice2Photo).fields.vendorName).toBe('Arava Microgreens Ltd.');
  });

  it('takes no "Lad" without its stop for the legal form', () => {
    expect(parseReceiptDocument(withWords(enMicrogreenInvoice2Photo, retext('Lad.', 'Lad'))).fields.vendorName).not.toBe('Arava Microgreens Ltd.');
  });
});

describe('a header row\'s bar read as "1" right after "מס\' חשבונית", the number under the label', () => {
  it('takes the number under the label', () => {
    expect(parseReceiptDocument(heExterminatorInvoice4Photo).fields.documentNumber).toBe('218902');
  });

  it('takes a number of two characters beside the label as before', () => {
    const beside = withWords(heExterminatorInvoice4Photo, (w) => (w[0] === '1' && w[1] === 1256 ? (['17', ...w.slice(1)] as OcrWord) : w));
    expect(parseReceiptDocument(beside).fields.documentNumber).not.toBe('218902');
  });
});
