import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 70: the United Arab Emirates' establishment, "Est.", a legal form, and its trade licence and TRN a registration; "entreprise individuelle" a
 * sole trader's words and Senegal's NINEA his registration; a family name of "Mc" and a capital ("Travis McAlister") a person's, and a state's "Retail
 * License" a registration; the day the work was handed over ("תאריך מסירה") a date of supply, not the document's; a date with "מ-" glued before it
 * ("בגין חשבונית 72270 מ-22.09.22") another date. Made on held-out set 61 after its blind reading; text layers as the reader gave them (written as
 * `textLayer` reads them).
 */
describe('an Emirati camel trek\'s invoice: "Al Mazrouei Desert Tours Est. · Trade licence 911271 · TRN 100745493495479" under the brand "DESERT HOOF"', () => {
  const rows = (footer: string) => [
    'DESERT HOOF@26-128/26:41',
    'Camel rides at the Hatta foothills · +971 50 657 1474@26-181/46:52',
    'Tax Invoice@26-84/69:79',
    'Tax Invoice No.@26-79/88:96 | TI-2025-779@112-154/88:96 | Date@196-212/88:96 | 21-APR-25@250-287/88:96',
    'Guest@26-46/100:108 | Sarah Cohen@112-159/100:108 | Passport@196-227/100:108 | 35677964@250-284/100:108',
    'Description@29-67/144:151 | Qty@227-239/144:151 | Unit price@250-284/144:151 | VAT %@307-327/144:151 | Amount@341-368/144:151',
    'Sunrise camel trek, 2 h, per person@29-151/159:166 | 6@227-231/159:166 | US$72.00@250-283/159:166 | 5%@307-317/159:166 | US$432.00@341-378/159:166',
    'Total excl. VAT@99-148/210:217 | US$432.00@357-394/210:217',
    'VAT 5%@99-124/220:228 | US$21.60@361-394/220:228',
    'Total incl. VAT@99-157/231:239 | US$453.60@352-394/231:239',
    'Thank you for riding with us. Shukran!@26-139/279:285',
    footer,
  ];

  it('is the establishment by its legal form, not the brand', () => {
    expect(parseReceiptDocument(textLayer(rows('Al Mazrouei Desert Tours Est. · Trade licence 911271 · TRN 100745493495479@26-268/561:568'))).fields.vendorName).toBe(
      'Al Mazrouei Desert Tours Est.',
    );
  });

  it('is the brand where the footer names no legal form', () => {
    expect(parseReceiptDocument(textLayer(rows('Al Mazrouei Desert Tours · Hatta · +971 50 657 1474@26-268/561:568'))).fields.vendorName).toBe('DESERT HOOF');
  });
});

describe('a Senegalese drum maker\'s invoice: "Mamadou Lamine Faye, entreprise individuelle · NINEA 008312577 1V2" under the brand', () => {
  const rows = (footer: string) => [
    'Atelier Tama Faye@23-158/22:35',
    'Drums made by hand · Rue 11, Médina, Dakar · +221 77 887 64 45@23-230/37:43',
    'Invoice@23-65/58:69',
    'Invoice No.@23-64/76:83 | 24/057@73-100/76:83 | Date@263-280/76:83 | 10 Dec 2024@303-352/76:83',
    'Customer@23-58/86:93 | Tomer Adler@73-122/86:93 | Passport@263-294/86:93 | 39033778@303-342/86:93',
    'Djembe, lenke wood, goat skin, 60 cm@26-163/126:133 | 1@218-223/126:133 | EUR 221.00@243-287/126:133 | EUR 221.00@310-353/126:133',
    'Total before VAT (HT)@40-119/156:163 | EUR 221.00@330-373/156:163',
    'VAT (TVA) 18%@40-95/165:172 | EUR 39.78@334-373/165:172',
    'Total incl. VAT (TTC)@40-133/173:181 | EUR 260.78@320-373/173:181',
    footer,
  ];

  it("is the drum maker's own name", () => {
    expect(parseReceiptDocument(textLayer(rows('Mamadou Lamine Faye, entreprise individuelle · NINEA 008312577 1V2@23-271/580:587'))).fields.vendorName).toBe(
      'Mamadou Lamine Faye',
    );
  });

  it('is the brand where the footer says nothing of whose the business is', () => {
    expect(parseReceiptDocument(textLayer(rows('Mamadou Lamine Faye · Médina, Dakar@23-271/580:587'))).fields.vendorName).toBe('Atelier Tama Faye');
  });
});

describe('a South Carolina porch swing maker\'s invoice: "Travis McAlister, owner · SC Retail License 4946186" under the brand', () => {
  const rows = (footer: string) => [
    'Chattooga@23-92/20:33 | Swing@99-137/20:33 | Shop@145-176/20:33',
    'Handmade porch swings · Hwy 28, Mountain Rest, SC (Oconee County) · (864) 638-5110@23-305/36:41',
    'Invoice@23-67/53:64',
    'Invoice@23-51/69:76 | #@55-59/69:76 | 335@82-94/69:76 | Date@165-181/69:76 | July@218-235/69:76 | 18,@239-251/69:76 | 2022@255-271/69:76',
    'Subtotal@30-62/170:177 | 1,395.40@341-373/170:177',
    'SC@30-38/178:184 | Sales@42-62/178:184 | Tax@66-78/178:184 | 6%@82-90/178:184 | 83.72@353-373/178:184',
    'Total@30-52/185:193 | 1,479.12@338-373/185:193',
    footer,
  ];

  it("is the owner's own name, a family name of Mc and a capital", () => {
    expect(
      parseReceiptDocument(
        textLayer(
          rows(
            'Travis@23-46/580:586 | McAlister,@49-88/580:586 | owner@92-111/580:586 | ·@114-118/580:586 | SC@122-130/580:586 | Retail@134-157/580:586 | License@160-187/580:586 | 4946186@191-218/580:586',
          ),
        ),
      ).fields.vendorName,
    ).toBe('Travis McAlister');
  });

  it('is the brand where no person is named', () => {
    expect(parseReceiptDocument(textLayer(rows('Oconee@23-46/580:586 | Swings,@49-88/580:586 | Mountain@92-131/580:586 | Rest@134-157/580:586'))).fields.vendorName).toBe(
      'Chattooga Swing Shop',
    );
  });
});

describe('a vehicle wrap studio\'s invoice: its date under its number, "תאריך מסירה: 09.02.2025" in the customer\'s grid', () => {
  const rows = (handover: string) => [
    'חשבונית@191-225/44:54 | מס@176-189/44:54 | 6671@154-174/44:54',
    'עוטף@510-556/38:59 | פלוס@460-504/38:59',
    '10.02.2025@168-212/56:66',
    'לכבוד:@524-551/88:98 | מירב@398-418/88:98 | דהן@382-396/88:98 | ת.ז.@264-278/88:98 | לקוח:@237-261/88:98 | 322807058@102-145/88:98',
    handover,
    'סה"כ@265-287/254:264 | לפני@245-263/254:264 | מע"מ@219-243/254:264 | 7,620.00@39-74/254:264',
    'מע"מ@264-287/266:276 | 18%@244-261/266:276 | 1,371.60@39-74/266:276',
    'סה"כ@260-287/278:289 | לתשלום@219-258/278:289 | 8,991.60@39-79/278:289',
    'דניאל@536-556/794:802 | ביטון@517-534/794:802 | ·@513-515/794:802 | עוסק@492-511/794:802 | מורשה@467-490/794:802 | 198343626@427-465/794:802',
  ];

  it("is the invoice's date, not the day the car was handed over", () => {
    expect(
      parseReceiptDocument(
        textLayer(rows('הזמנת@524-551/115:125 | עבודה:@493-522/115:125 | WO-47916@373-418/115:125 | תאריך@252-278/115:125 | מסירה:@220-250/115:125 | 09.02.2025@102-145/115:125')),
      ).fields.date,
    ).toBe('2025-02-10');
  });
});

describe('a boutique\'s credit note: "21:44 · 10.10.22" under its title, "בגין חשבונית 72270 מ-22.09.22" under it', () => {
  const rows = (credited: string) => [
    'שמלות@97-141/10:25 | מיכל@64-94/10:25',
    'חשבונית@115-144/43:52 | זיכוי@100-113/43:52 | מס׳@83-98/43:52 | 82565@60-81/43:52',
    '21:44@75-94/53:61 | ·@96-98/53:61 | 10.10.22@100-129/53:61',
    credited,
    'סה"כ@172-194/104:113 | זיכוי@154-169/104:113 | 745.80-@10-39/104:113',
    'מע"מ@174-194/115:124 | 17%@157-172/115:124 | כלול@139-155/115:124 | 108.36-@10-35/115:124',
    'מיכל@140-154/157:164 | פרץ@126-138/157:164 | ·@123-124/157:164 | עוסק@105-121/157:164 | מורשה@83-103/157:164 | 024935157@50-81/157:164',
  ];

  it("is the credit note's date, not the credited invoice's", () => {
    expect(
      parseReceiptDocument(
        textLayer(
          rows(
            'בגין@184-194/63:70 | חשבונית@158-182/63:70 | 72270@138-156/63:70 | מ-22.09.22@105-136/63:70 | ·@101-103/63:70 | מידה@85-100/63:70 | לא@74-83/63:70 | מתאימה@48-73/63:70',
          ),
        ),
      ).fields.date,
    ).toBe('2022-10-10');
  });
});
