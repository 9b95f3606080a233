import { withWord } from './ocr-document.fixtures';
import { heNeighbourhoodPatrolMonthlyBill1Png, heNeighbourhoodPatrolMonthlyBill2Png, heZichronYaakovHotelFolio1Png } from './ocr-output-58.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 66: a summary's amount whose thousands a space groups, the currency's code after it, read whole right after the summary's label ("Total due 32 615.20
 * ILS"), an item's row left as it is read; a company's name that opens a line carrying on the sentence over it is the sentence's ("… Emission factors: Israel"
 * over "Electric Corp. 2025."); New Jersey's sales tax "Certificate of Authority" and Cambodia's "VAT TIN" registrations a sole trader holds in his own name;
 * cheques "to the order of" a company after a sentence on the same line ("… שיקים לפקודת מפתח זהב סיטונאות פרזול בע"מ"); a licensed dealer's label and id
 * before the owner's name ("עוסק מורשה 250675170 · מיכל אברהמי"). And as recognised: a Hebrew month with its year glued to it ("5 באוקטובר2023"); "תאריך"
 * with its yod lost ("תארך הפקה"); a code cut after its letters' slash ("ZY/" beside "05341"); a reference that opens with a date ("2023-02-07-1") no id.
 * Made on held-out set 58 after its reading; text layers as the reader gave them (written as `textLayer` reads them), OCR output captured as the reader gave
 * it (ocr-output-58.fixtures.ts).
 */

const consultancy = (emission: string[]) => [
  'GreenLedger Advisory@45-293/42:63 | Tax Invoice@451-550/42:63',
  'Climate reporting for manufacturers · Haifa · 050-060-7466@45-272/69:77',
  'Invoice No.@45-95/92:102 | 4582@139-161/92:102 | Date of issue@342-400/92:102 | 02.04.2026@469-520/92:102',
  'Client@45-73/106:115 | Galil Dairy Cooperative Ltd.@139-282/106:115 | Client Company No.@342-432/106:115 | 527155451@469-520/106:115',
  'Description@48-102/154:163 | Qty@358-375/154:163 | Rate@386-407/154:163 | Amount@469-506/154:163',
  'GHG inventory, Scope 1 & 2 (fixed fee, milestone 2 of 3)@48-297/169:179 | 1@358-364/169:179 | 11 300.00 ILS@386-448/169:179 | 11 300.00 ILS@469-532/169:179',
  'Scope 3 supplier screening (hours)@48-203/187:196 | 11@358-369/187:196 | 320.00 ILS@386-435/187:196 | 3 520.00 ILS@469-527/187:196',
  'Site visit and metering review (days)@48-214/204:214 | 2@358-364/204:214 | 3 200.00 ILS@386-443/204:214 | 6 400.00 ILS@469-527/204:214',
  'CBAM readiness workshop, half day@48-212/221:231 | 1@358-364/221:231 | 4 500.00 ILS@386-443/221:231 | 4 500.00 ILS@469-527/221:231',
  'ISO 14064-1 verification support (hours)@48-230/238:248 | 6@358-364/238:248 | 320.00 ILS@386-435/238:248 | 1 920.00 ILS@469-527/238:248',
  'Subtotal@323-361/259:269 | 27 640.00 ILS@487-550/259:269',
  'VAT 18%@323-364/271:281 | 4 975.20 ILS@493-550/271:281',
  'Total due@323-380/284:295 | 32 615.20 ILS@472-550/284:295',
  ...emission,
  'Yael Harpaz · Licensed Dealer (Osek Murshe) No. 256324385 · Haifa@45-306/359:367',
];
const wrapped = [
  'Please pay by bank transfer to Bank Leumi (10), branch 812, account 376412, quoting the invoice number. Emission factors: Israel@45-543/298:307',
  'Electric Corp. 2025.@45-121/308:316',
];

describe('an Israeli consultant\'s English invoice: "Total due 32 615.20 ILS", "… Emission factors: Israel" over "Electric Corp. 2025."', () => {
  it('is totalled by the whole amount after the label, and taxed by the VAT beside "VAT 18%"', () => {
    const parsed = parseReceiptDocument(textLayer(consultancy(wrapped)));
    expect(parsed.fields.total).toBe('32615.20');
    expect(parsed.fields.tax).toBe('4975.20');
  });

  it("is the licensed dealer's own name, not the company the sentence names", () => {
    expect(parseReceiptDocument(textLayer(consultancy(wrapped))).fields.vendorName).toBe('Yael Harpaz');
  });

  it('still takes a company named on a line of its own under a sentence that ends with a full stop', () => {
    const own = ['Please pay by bank transfer to Bank Leumi (10), branch 812, account 376412, quoting the invoice number.@45-543/298:307', 'Harpaz Climate Ltd.@45-121/308:316'];
    expect(parseReceiptDocument(textLayer(consultancy(own))).fields.vendorName).toBe('Harpaz Climate Ltd.');
  });
});

describe('an item\'s row whose quantity stands right before its price in the currency: "Scope 3 supplier screening (hours) 11 320.00 ILS 3 520.00 ILS"', () => {
  it("does not read the quantity as the price's thousands, though the summary under it is read whole", () => {
    const rows = consultancy(wrapped).filter((r) => !/^(?:Subtotal|VAT|Total)/.test(r));
    const parsed = parseReceiptDocument(textLayer([...rows, 'Total due@323-380/284:295 | 3 520.00 ILS@472-550/284:295']));
    expect(parsed.fields.total).toBe('3520.00');
    expect(parseReceiptDocument(textLayer(rows)).fields.total).not.toBe('11320.00');
  });
});

const silk = (footer: string) => [
  'TAKEO LOOM HOUSE@45-267/41:61',
  'Village weaving workshop, Bati District, Takeo Province · +855 91 006 669@45-347/67:75 | Tax Invoice@469-550/67:75',
  'Invoice No.@45-97/92:102 | TL-1950@137-180/92:102 | Date@256-278/92:102 | 15/07/2024@373-436/92:102',
  'Customer@45-92/106:115 | Maya Benari@137-200/106:115 | Passport@256-297/106:115 | 33291036@373-425/106:115',
  'No.@48-63/140:149 | Description@78-131/140:149 | Qty@381-398/140:149 | Unit price@414-459/140:149 | Amount@488-524/140:149',
  '1@48-54/155:165 | Raw golden silk yarn, 100 g@78-210/155:165 | 3@381-387/155:165 | $27.00@414-447/155:165 | $81.00@488-521/155:165',
  'Total excl. VAT@308-377/228:238 | $81.00@511-550/228:238',
  'VAT 10%@308-350/240:250 | $8.10@517-550/240:250',
  'Total incl. VAT@308-398/253:265 | $89.10@500-550/253:265',
  `${footer}@45-312/348:356`,
];

describe('a Cambodian silk weaver\'s invoice: "Proprietor: Chan Sophea · VAT TIN E110-882800017" under the brand', () => {
  it("is the weaver's own name", () => {
    expect(parseReceiptDocument(textLayer(silk('Proprietor: Chan Sophea · VAT TIN E110-882800017 · Bati, Takeo'))).fields.vendorName).toBe('Chan Sophea');
  });

  it('is the brand where no registration follows the name', () => {
    expect(parseReceiptDocument(textLayer(silk('Proprietor: Chan Sophea · Bati, Takeo'))).fields.vendorName).toBe('TAKEO LOOM HOUSE');
  });
});

describe('a New Jersey forge\'s invoice: "Walter Brandt, proprietor · NJ Certificate of Authority 068-537-474/000" under the brand', () => {
  const forge = (footer: string) => [
    'Musconetcong@26-118/25:37 | Vane@125-156/25:37 | &@164-171/25:37 | Cupola@179-225/25:37',
    'Alexandria@26-64/40:46 | Township,@68-102/40:46 | Hunterdon@106-141/40:46 | County,@144-171/40:46 | Milford,@175-206/40:46 | NJ@210-217/40:46 | 08848@221-240/40:46',
    'INVOICE@31-62/58:66 | WB23-121@67-103/58:66 | Date:@170-192/58:66 | July@197-215/58:66 | 14,@220-233/58:66 | 2023@238-256/58:66',
    'Qty@29-41/110:117 | Description@53-98/110:117 | Each@271-287/110:117 | Amount@322-347/110:117',
    '1@29-33/123:130 | Copper@53-80/123:130 | rooster@85-117/123:130 | weathervane,@121-175/123:130 | $690.95@271-302/123:130 | $690.95@322-354/123:130',
    'Subtotal@112-148/140:148 | $690.95@339-370/140:148',
    'NJ@112-121/148:156 | Sales@125-148/148:156 | Tax@152-166/148:156 | 6.625%@170-198/148:156 | $45.78@343-370/148:156',
    'Total@112-139/158:167 | $736.73@333-370/158:167',
    footer,
  ];

  it("is the smith's own name", () => {
    const footer =
      'Walter@26-51/209:216 | Brandt,@56-86/209:216 | proprietor@90-133/209:216 | ·@137-141/209:216 | NJ@146-154/209:216 | Certificate@158-206/209:216 | of@210-219/209:216 | Authority@223-261/209:216 | 068-537-474/000@266-330/209:216';
    expect(parseReceiptDocument(textLayer(forge(footer))).fields.vendorName).toBe('Walter Brandt');
  });
});

describe('a locks wholesaler\'s terms: "הסחורה נשארת בבעלות הספק עד לתשלום המלא. שיקים לפקודת מפתח זהב סיטונאות פרזול בע"מ"', () => {
  const rows = (terms: string) => [
    'חשבונית@107-140/36:46 | מס@92-105/36:46 | LW23/81631@37-90/36:46',
    'מפתח@509-558/35:54 | זהב@475-504/35:54 | תאריך:@86-114/35:54 | 30/04/2023@37-84/35:54',
    'מפתח@538-558/58:66 | זהב@523-535/58:66 | סיטונאות@490-521/58:66 | פרזול@469-488/58:66 | בע"מ@449-467/58:66 | ·@445-447/58:66 | ח.פ.@428-443/58:66 | 519604987@386-426/58:66',
    'לכבוד:@532-558/81:90 | פורצי@508-530/81:90 | דלתות@481-506/81:90 | 24@468-478/81:90 | בע"מ@444-465/81:90 | ·@439-441/81:90 | ח.פ.@419-436/81:90 | 515115574@369-416/81:90',
    'סה"כ@251-271/1164:1173 | לפני@231-248/1164:1173 | מע"מ@207-229/1164:1173 | 55,053.50@37-78/1164:1173',
    'מע"מ@249-271/1175:1185 | 17%@228-247/1175:1185 | 9,359.10@37-73/1175:1185',
    'סה"כ@245-271/1186:1197 | לתשלום@204-242/1186:1197 | 64,412.60@37-87/1186:1197',
    terms,
    'מפתח@537-558/1642:1650 | זהב@522-535/1642:1650 | סיטונאות@488-519/1642:1650 | פרזול@466-486/1642:1650 | בע"מ@445-464/1642:1650 | ·@441-443/1642:1650 | ח.פ.@423-438/1642:1650 | 519604987@380-421/1642:1650',
  ];
  const terms = (words: string[]) => words.map((w, i) => `${w}@${531 - 28 * i}-${558 - 28 * i}/1200:1208`).join(' | ');

  it('is the company the cheques are made out to, not the sentence', () => {
    const sentence = terms(['הסחורה', 'נשארת', 'בבעלות', 'הספק', 'עד', 'לתשלום', 'המלא.', 'שיקים', 'לפקודת', 'מפתח', 'זהב', 'סיטונאות', 'פרזול', 'בע"מ']);
    expect(parseReceiptDocument(textLayer(rows(sentence))).fields.vendorName).toBe('מפתח זהב סיטונאות פרזול בע"מ');
  });
});

describe('a float centre\'s bilingual slip: "Licensed Dealer | עוסק מורשה 250675170 · מיכל אברהמי" at its foot, the brand "SALT & STILL · מלח ושקט" on top', () => {
  const slip = (foot: string) => [
    'SALT & STILL@98-179/10:22 | · מלח ושקט@30-95/10:22',
    'רחוב ויצמן@135-163/23:30 | 88, כפר סבא ·@92-133/23:30 | 050-465-0138@46-90/23:30',
    'Tax Invoice / Receipt@108-183/39:47 | | חשבונית מס / קבלה@27-106/39:47',
    '.No@189-201/48:56 | | מס׳@169-187/48:56 | 28603@8-31/48:56',
    'Date@186-201/57:65 | | תאריך@158-184/57:65 | 17 September 2026@8-80/57:65',
    'Float session 90 min@135-201/100:108 | | טיפול ציפה@93-133/100:108 | 90@81-91/100:108 | דק׳@68-79/100:108',
    '540.00 NIS@8-49/109:117 | 270.00@163-188/109:117 | ×@190-195/109:117 | 2@197-201/109:117',
    'Total@180-201/142:152 | | סה"כ@147-177/142:152 | 540.00 NIS@8-58/142:152',
    'VAT 18% included@141-201/154:162 | | מע"מ@117-139/154:162 | 18%@99-115/154:162 | כלול@80-97/154:162 | 82.37 NIS@8-45/154:162',
    foot,
  ];

  it("is the dealer's own name after the label and the id", () => {
    const foot = 'Licensed Dealer@143-187/199:206 | | עוסק מורשה@102-141/199:206 | 250675170@66-101/199:206 | · מיכל אברהמי@22-64/199:206';
    expect(parseReceiptDocument(textLayer(slip(foot))).fields.vendorName).toBe('מיכל אברהמי');
  });

  it("is the brand where what follows the id is no person's name", () => {
    const foot = 'Licensed Dealer@143-187/199:206 | | עוסק מורשה@102-141/199:206 | 250675170@66-101/199:206 | · כפר סבא@22-64/199:206';
    expect(parseReceiptDocument(textLayer(slip(foot))).fields.vendorName).not.toBe('כפר סבא');
  });
});

describe('a patrol\'s monthly bill as recognised: a header row over its values, "5 באוקטובר2023" under "תאריך"', () => {
  it('is dated by the Hebrew month with its year glued to it', () => {
    expect(parseReceiptDocument(heNeighbourhoodPatrolMonthlyBill2Png).fields.date).toBe('2023-10-05');
  });
});

describe('the same bill of the company: "תארך הפקה" (its yod lost) over "01/04/2026", beside the billing period and the last day to pay', () => {
  it("is dated by the value under the issue date's cell", () => {
    expect(parseReceiptDocument(heNeighbourhoodPatrolMonthlyBill1Png).fields.date).toBe('2026-04-01');
  });

  // (Both words of the cell: "הפקה" alone labels the issue date since parser 97.)
  it("is left undated where that cell's words are no label at all", () => {
    const unlabelled = withWord(withWord(heNeighbourhoodPatrolMonthlyBill1Png, 'תארך', 'קקקק'), 'הפקה', 'קקקק');
    expect(parseReceiptDocument(unlabelled).fields.date).toBeUndefined();
  });
});

describe('a hotel folio as recognised: "05341" and "ZY/" a letter\'s gap apart, a deposit "2023-02-07-1", the company\'s id misread', () => {
  it('is numbered by the whole code', () => {
    expect(parseReceiptDocument(heZichronYaakovHotelFolio1Png).fields.documentNumber).toBe('ZY/05341');
  });

  it("takes no id from the deposit's reference", () => {
    expect(parseReceiptDocument(heZichronYaakovHotelFolio1Png).fields.vendorTaxId).not.toBe('202302071');
  });
});
