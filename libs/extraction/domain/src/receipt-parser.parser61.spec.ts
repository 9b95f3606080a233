import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 61: Mongolia's "State reg. no." a registration's label (the brand no longer takes its first word) and a person's "taxpayer no." a
 * registration he holds; a sole trader abroad saying so, "Earl Whitlock, sole proprietor, d/b/a …", beside West Virginia's "Business
 * Registration Cert."; a number under a header row and its translation, two rows of labels ("מספר | תאריך | …" over ".No | Date | …"). Made on
 * held-out set 56 after its reading; text layers as the reader gave them (written as `textLayer` reads them).
 */
describe('a Mongolian fiddle maker\'s invoice: "Altai Khuur Urlan LLC" over "State reg. no. 3279654 · VAT payer" beside the brand', () => {
  const rows = [
    'Altai Khuur Urlan LLC@462-544/52:60',
    'Peace Avenue 44, Sükhbaatar District, Ulaanbaatar, Mongolia@308-544/63:71',
    'ALTAI KHUUR@51-181/59:79 | State reg. no. 3279654 · VAT payer@413-544/59:79',
    'VAT INVOICE@51-145/102:117',
    'Invoice no.@84-127/136:144 | Date@195-213/136:144 | E-receipt lottery no.@274-350/136:144 | Buyer@409-431/136:144 | Passport@487-521/136:144',
    'AK-2023-0944@74-137/152:162 | 2023.06.27@179-229/152:162 | TR 32523706@283-341/152:162 | Yael Harari@395-445/152:162 | 04571299@482-526/152:162',
    'Padded hard case@54-136/194:204 | 1@366-371/194:204 | 172.00@401-432/194:204 | 172.00@474-505/194:204',
    'Amount before VAT@298-386/273:283 | $172.00@500-544/273:283',
    'VAT 10%@298-336/286:296 | $17.20@508-544/286:296',
    'Total payable@298-376/301:313 | $189.20@491-544/301:313',
  ];

  it('is the company registered under the number, not "State"', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Altai Khuur Urlan LLC');
  });

  it('is the maker\'s own name beside his "taxpayer no." on his own invoices', () => {
    const own = [
      'BATBAYAR MORIN KHUUR@51-308/46:66',
      'Tel. +976 4781 2779@476-544/62:70',
      'Invoice@51-96/88:103',
      'Invoice no.@71-107/121:129 | Date@181-196/121:129 | Buyer@410-430/121:129',
      '79267@77-101/136:145 | 12 October 2024@156-221/136:145 | Yael Harari@398-443/136:145',
      'Padded hard case@54-121/209:219 | 1@349-354/209:219 | 210.00@394-420/209:219 | 210.00@466-493/209:219',
      'Amount before VAT@298-377/247:257 | USD 210.00@496-544/247:257',
      'VAT 10%@298-336/259:269 | USD 21.00@501-544/259:269',
      'Total payable@298-364/272:283 | USD 231.00@486-544/272:283',
      'Dorjsuren Batbayar · taxpayer no. 8913576 · registered VAT payer@51-268/332:340',
    ];
    expect(parseReceiptDocument(textLayer(own)).fields.vendorName).toBe('Dorjsuren Batbayar');
  });
});

describe('a West Virginia carver\'s invoice: "Earl Whitlock, sole proprietor, d/b/a Whitlock Coal Art · WV Business Registration Cert. …"', () => {
  const rows = [
    'Hand-carved coal · Lost River, WV 26810@426-567/46:54',
    'WHITLOCK COAL ART@45-258/43:61 | (304) 652-4831@515-567/43:61',
    'Invoice@45-92/76:91',
    'Invoice no.@45-89/105:115 | 2024-735@97-134/105:115 | Date@218-237/105:115 | 4/20/24@279-309/105:115',
    'Sold to@45-73/118:128 | Gil Rosen@97-138/118:128 | Customer ref.@218-272/118:128 | C3732@279-306/118:128',
    'Coal bear figurine@45-120/160:170 | 1@300-305/160:170 | 725.00@400-430/160:170 | 725.00@500-530/160:170',
    'Subtotal@350-390/200:210 | $725.00@500-530/200:210',
    'WV sales tax 6%@350-420/212:222 | $43.50@505-530/212:222',
    'Total@350-375/224:234 | $768.50@500-530/224:234',
    'Earl Whitlock, sole proprietor, d/b/a Whitlock Coal Art · WV Business Registration Cert. 6568070@45-370/289:298',
  ];

  it("is the carver's own name, not the name he does business as", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Earl Whitlock');
  });
});

describe('a pickleball club\'s slip: "מספר | תאריך | מגרש | שעות" over ".No | Date | Court | Slot" over "9134/25 | 2025-05-05 | 2 | …"', () => {
  const rows = [
    'מגרש הפיקל@321-369/14:25 | ·@315-318/14:25 | PICKLE YARD@243-312/14:25',
    'מגרשי פיקלבול, קיבוץ גבעת ברנר@294-357/30:35 | ·@291-292/30:35 | 050-445-9060@255-289/30:35',
    'חשבונית מס קבלה@285-327/38:44',
    'Tax Invoice Receipt@283-329/49:54',
    'מספר@525-536/64:69 | תאריך@364-376/64:69 | מגרש@232-243/64:69 | שעות@101-111/64:69',
    'Slot@102-110/73:77 | Court@232-243/73:77 | Date@366-374/73:77 | .No@527-533/73:77',
    '17:02-20:02@91-121/82:88 | 2@236-239/82:88 | 2025-05-05@354-385/82:88 | 9134/25@520-541/82:88',
    'קבוצה:@585-598/98:103 | 8@580-583/98:103 | שחקנים@564-579/98:103 | ·@561-562/98:103 | הזמנה@548-559/98:103 | #21963@531-546/98:103',
    'השכרת מגרש לשעה@550-596/141:148',
    '330.00@114-132/146:152 | 110.00@227-244/146:152 | 3@316-319/146:152',
    'סה"כ לתשלום@560-598/235:242 | NIS 330.00@14-50/235:242',
  ];

  it('is numbered by the value under the two rows of labels', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('9134/25');
  });
});
