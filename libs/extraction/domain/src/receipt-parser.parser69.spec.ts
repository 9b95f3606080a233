import {
  enPhilippineEskrimaTrainingCampInvoice1Scan,
  enUsNorthDakotaHuntingBlindBuilderInvoice2Png,
  mixedFlightSimulatorCentreReceipt2Png,
  mixedJerusalemCorridorFuelSlip4Png,
} from './ocr-output-60.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 69: Egypt's joint-stock company, "S.A.E.", a legal form; a role after a comma ("Yael Friedland, ISO Lead Auditor · Licensed Dealer …") cut from a
 * dealer's name in Latin letters; "Prop." a sole trader's word, after a dash too, and a middle name's initial ("Rogelio D. Villacin") a person's name's;
 * a dealer's label, name and id in one part ("עוסק מורשה ערן צור 152245726"); an operator's label ("Operator: …") no part of its name; and as recognised,
 * "Sales 8 Use Tax Permit" a registration ("&" read as "8"), a dealer's label whose first word was read as Latin letters ("poly מורשה"), and no Israeli id
 * in the first groups of a longer hyphenated number ("666-504-540-00000"). Made on held-out set 60 after its blind reading; text layers as the reader
 * gave them (written as `textLayer` reads them), OCR output captured as the reader gave it (ocr-output-60.fixtures.ts).
 */
describe('an Egyptian appliqué workshop\'s invoice: brand "KHAYAMIYA HOUSE" over "Bab Zuweila Appliqué Textiles S.A.E." and its tax registration', () => {
  const rows = (company: string) => [
    'KHAYAMIYA HOUSE@43-262/39:60',
    company,
    'Tax Registration No. 846-262-458 · Commercial Register No. 151497 Cairo · 41 Sharia al-Khayamiya, Darb al-Ahmar, Cairo, Egypt · +20 2 2511 3948@43-551/78:86',
    'TAX INVOICE@43-135/99:112',
    'Invoice No.@43-89/123:132 | KH-57292@156-198/123:132 | Date@363-382/123:132 | 04/07/2023@439-482/123:132',
    'Qty@46-60/184:193 | Description@80-125/184:193 | Unit price@380-419/184:193 | Amount@468-500/184:193',
    '1@46-50/199:208 | Appliqué bedspread, double@80-198/199:208 | EUR 459.00@380-428/199:208 | EUR 459.00@468-515/199:208',
    'Total before VAT@298-366/252:262 | EUR 774.00@506-553/252:262',
    'VAT 14%@298-335/264:273 | EUR 108.36@506-553/264:273',
    'Total incl. VAT@298-368/275:285 | EUR 882.36@500-553/275:285',
  ];

  it('is the company by its legal form, not the brand', () => {
    expect(parseReceiptDocument(textLayer(rows('Bab Zuweila Appliqué Textiles S.A.E.@43-197/66:76'))).fields.vendorName).toBe('Bab Zuweila Appliqué Textiles S.A.E.');
  });

  it('is the brand where the line under it names no legal form', () => {
    expect(parseReceiptDocument(textLayer(rows('Bab Zuweila Appliqué Textiles@43-197/66:76'))).fields.vendorName).toBe('KHAYAMIYA HOUSE');
  });
});

describe('an Israeli ISO consultant\'s English invoice: "Yael Friedland, ISO Lead Auditor · Licensed Dealer (Osek Murshe) No. …" under the brand', () => {
  const rows = (footer: string) => [
    'Compliance Compass@43-275/39:60',
    'Management systems & audits · Modiin · 058-263-9982@43-243/67:74 | Tax Invoice@463-553/67:74',
    'Invoice No.@43-88/90:99 | 9140@123-146/90:99 | Date@308-327/90:99 | 19.10.2026@424-476/90:99',
    'Client@43-68/102:110 | Medilink Diagnostics Ltd.@123-239/102:110 | Client Company No.@308-391/102:110 | 523038875@424-475/102:110',
    'Subtotal@323-359/230:238 | ₪26,100.00@503-553/230:238',
    'VAT 18%@323-361/242:250 | ₪4,698.00@508-553/242:250',
    'Total due@323-372/254:264 | ₪30,798.00@493-553/254:264',
    footer,
  ];

  it("is the consultant's own name without her role", () => {
    const parsed = parseReceiptDocument(textLayer(rows('Yael Friedland, ISO Lead Auditor · Licensed Dealer (Osek Murshe) No. 383338332@43-357/800:808')));
    expect(parsed.fields.vendorName).toBe('Yael Friedland');
    expect(parsed.fields.vendorTaxId).toBe('383338332');
  });

  it("is the brand where the words before the comma are no person's name", () => {
    expect(parseReceiptDocument(textLayer(rows('Audit Services, ISO Lead Auditor · Licensed Dealer (Osek Murshe) No. 383338332@43-357/800:808'))).fields.vendorName).toBe(
      'Compliance Compass',
    );
  });
});

describe('a Philippine eskrima camp\'s VAT receipt: "Rogelio D. Villacin – Prop. · VAT Reg. TIN 692-682-265-000" in the footer', () => {
  const rows = (footer: string) => [
    'TALISAY KALI YARD@23-158/21:34',
    'Eskrima · Arnis · Kali — Tabunok, Talisay City, Cebu · +63 925 158 2503@23-212/38:44',
    'VAT OFFICIAL RECEIPT@23-136/57:67',
    'No.@23-34/76:83 | 3635@77-92/76:83 | Date@189-203/76:83 | 11/21/2023@283-316/76:83',
    'Total Sales (VAT Inclusive)@75-158/210:217 | USD 565.50@336-373/210:217',
    'Less: VAT@75-106/218:226 | USD 60.59@340-373/218:226',
    'VAT Amount (12%)@75-135/266:274 | USD 60.59@340-373/266:274',
    'TOTAL AMOUNT DUE@75-161/274:283 | USD 565.50@332-373/274:283',
    footer,
  ];

  it("is the proprietor's own name, his middle initial kept", () => {
    expect(parseReceiptDocument(textLayer(rows('Rogelio D. Villacin – Prop. · VAT Reg. TIN 692-682-265-000@23-199/580:587'))).fields.vendorName).toBe('Rogelio D. Villacin');
  });

  it('is the brand where the footer says nothing of whose the business is', () => {
    expect(parseReceiptDocument(textLayer(rows('Tabunok branch – Cebu · Open daily@23-199/580:587'))).fields.vendorName).toBe('TALISAY KALI YARD');
  });
});

describe('a flight simulator centre\'s bilingual receipt: "Licensed Dealer | עוסק מורשה ערן צור 152245726" under the brand "COCKPIT HUB · תא הטייס"', () => {
  const rows = (footer: string) => [
    'HUB@149-175/9:21 | COCKPIT@90-146/9:21 | ·@83-86/9:21 | תא הטייס@28-80/9:21',
    'LeZion@140-159/25:31 | Rishon@121-139/25:31 | ·@117-119/25:31 | ראשון לציון@85-116/25:31 | ·@82-84/25:31 | 058-924-7195@44-80/25:31',
    'Receipt@147-171/42:49 | /@143-145/42:49 | Invoice@117-141/42:49 | Tax@103-115/42:49 | |@100-101/42:49 | חשבונית מס@57-98/42:49 | /@53-55/42:49 | קבלה@32-51/42:49',
    '.No@182-193/52:60 | |@178-180/52:60 | מס׳@165-176/52:60 | H69063@11-35/52:60',
    'Date@179-193/63:70 | |@175-177/63:70 | תאריך@153-173/63:70 | 19-04-2024@11-45/63:70',
    'Session@170-193/73:81 | |@166-168/73:81 | שעת טיסה@131-164/73:81 | 13:09@11-28/73:81',
    'Booking@167-193/105:112 | |@163-165/105:112 | הזמנה@142-161/105:112 | BK4758952@11-47/105:112',
    'Fighter@106-128/122:130 | jet@130-138/122:130 | simulator,@140-170/122:130 | 20@172-179/122:130 | min@181-193/122:130',
    'סימולטור מטוס קרב,@129-193/133:140 | 20@119-127/133:140 | דק׳@107-117/133:140',
    '279.00@11-31/143:151 | ILS@33-45/143:151 | 1@160-164/143:151 | ×@166-170/143:151 | 279.00@172-193/143:151',
    'Aviator@137-159/154:161 | sunglasses@161-193/154:161',
    'משקפי טייסים@148-193/164:172',
    '128.00@11-31/175:182 | ILS@33-45/175:182 | 1@160-164/175:182 | ×@166-170/175:182 | 128.00@172-193/175:182',
    'Total@173-193/255:264 | |@169-171/255:264 | סה"כ@144-166/255:264 | ILS@38-52/255:264 | 506.00@11-35/255:264',
    'included@167-193/268:275 | 17%@151-165/268:275 | VAT@136-149/268:275 | |@132-133/268:275 | כולל מע"מ@97-130/268:275 | 17%@81-95/268:275 | ILS@30-41/268:275 | 73.52@11-28/268:275',
    'Card@178-193/285:292 | |@175-176/285:292 | אשראי@152-173/285:292 | ****2214@11-41/285:292',
    'Approval@164-193/295:303 | |@161-162/295:303 | אישור@140-159/295:303 | 216345@11-33/295:303',
    footer,
  ];

  it("is the dealer's own name between the label and the id", () => {
    const parsed = parseReceiptDocument(
      textLayer(rows('Dealer@151-168/339:346 | Licensed@126-149/339:346 | |@123-124/339:346 | עוסק מורשה ערן צור@66-121/339:346 | 152245726@36-65/339:346')),
    );
    expect(parsed.fields.vendorName).toBe('ערן צור');
    expect(parsed.fields.vendorTaxId).toBe('152245726');
  });

  it('is no trade between the label and the id', () => {
    expect(
      parseReceiptDocument(
        textLayer(rows('Dealer@151-168/339:346 | Licensed@126-149/339:346 | |@123-124/339:346 | עוסק מורשה סימולטורים@66-121/339:346 | 152245726@36-65/339:346')),
      ).fields.vendorName,
    ).not.toBe('סימולטורים');
  });
});

describe('a marina car park\'s bilingual receipt: "מפעיל · Operator: חניוני החוף תפעול ואחזקה בע"מ" under the brand', () => {
  const rows = (operator: string) => [
    'חניון המרינה ·@131-195/11:21 | MARINA PARKING@31-127/11:21',
    'הרצליה פיתוח ·@123-183/24:32 | Herzliya Pituach@43-120/24:32',
    operator,
    'ח.פ.@155-169/49:56 | 550838064@110-153/49:56 | ·@105-107/49:56 | 03-8500196@57-103/49:56',
    'קבלה / חשבונית מס ·@120-195/57:64 | Receipt / Tax Invoice@31-118/57:64',
    'מס׳ ·@200-218/65:73 | .No@185-198/65:73 | MP24-679928@8-60/65:73',
    'תאריך ·@194-218/73:81 | Date@173-191/73:81 | 06.08.2024@8-51/73:81',
    'לתשלום ·@178-218/152:161 | Amount due@114-175/152:161 | ₪ 26.00@8-48/152:161',
    'כולל מע"מ@183-218/163:170 | 17%@164-181/163:170 | ·@159-162/163:170 | incl. VAT 17%@106-157/163:170 | ₪ 3.78@8-33/163:170',
  ];

  it("is the operator's registered name without its label", () => {
    expect(parseReceiptDocument(textLayer(rows('מפעיל ·@174-199/40:48 | Operator: חניוני החוף תפעול ואחזקה בע"מ@27-171/40:48'))).fields.vendorName).toBe(
      'חניוני החוף תפעול ואחזקה בע"מ',
    );
  });

  it('is the name without the label as recognised, "מפעיל :Operator - …"', () => {
    expect(parseReceiptDocument(textLayer(rows('מפעיל :Operator - חניוני החוף תפעול ואחזקה בע"מ@27-199/40:48'))).fields.vendorName).toBe('חניוני החוף תפעול ואחזקה בע"מ');
  });
});

describe('receipts as recognised', () => {
  it('is a North Dakota owner\'s name beside "ND Sales 8 Use Tax Permit" (the "&" read as "8")', () => {
    expect(parseReceiptDocument(enUsNorthDakotaHuntingBlindBuilderInvoice2Png).fields.vendorName).toBe('Wade Ostby');
  });

  it('is no Israeli id from a Philippine TIN with its branch code, "666-504-540-00000", one look-alike digit from a valid id', () => {
    const parsed = parseReceiptDocument(enPhilippineEskrimaTrainingCampInvoice1Scan);
    expect(parsed.fields.vendorTaxId).toBeUndefined();
    expect(parsed.fields.vendorName).toBe('Mactan Stickfighting Academy Corp.');
  });

  it('is the dealer between "Licensed Dealer | עוסק מורשה" and the id, on a recognised line', () => {
    expect(parseReceiptDocument(mixedFlightSimulatorCentreReceipt2Png).fields.vendorName).toBe('ערן צור');
  });

  it('is the dealer before his label read as "poly מורשה", the separator between read as "+"', () => {
    const parsed = parseReceiptDocument(mixedJerusalemCorridorFuelSlip4Png);
    expect(parsed.fields.vendorName).toBe('חיים בן שושן');
    expect(parsed.fields.vendorTaxId).toBe('310105713');
  });
});
