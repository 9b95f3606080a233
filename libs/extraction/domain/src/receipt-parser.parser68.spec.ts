import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 68: the letters of a profession after a licensed dealer's name in Latin letters ("Miriam Shalev, CPA (Isr.) · Licensed Dealer …") cut as a title
 * before it is; a dealer's label before the name and the id after it ("עוסק מורשה · תמר וייס 079156600"); a sentence's wrapped end, centred under it, no
 * name over the dealer's label; a date with its year first ("2025 Dec 14"), as a text layer gives "14 Dec 2025" on a Hebrew line. Made on held-out set 59
 * after its reading; text layers as the reader gave them (written as `textLayer` reads them).
 */
describe('an Israeli forensic accountant\'s English invoice: brand "Fraudline Review", "Miriam Shalev, CPA (Isr.) · Licensed Dealer (Osek Murshe) No. …" in the footer', () => {
  const rows = (footer: string) => [
    'Fraudline Review@43-235/39:58',
    'Forensic accounting & litigation support · 12 Herzl St., Netanya · 050-517-2546@43-333/65:73 | Tax Invoice@463-553/65:73',
    'Invoice No.@43-90/88:97 | 9470@107-129/88:97 | Date@252-273/88:97 | 08/05/2023@353-402/88:97',
    'Client@43-69/101:110 | Ashdod Cold Storage Ltd.@107-232/101:110 | Client Company No.@252-339/101:110 | 552513921@353-402/101:110',
    'Subtotal@323-360/215:224 | NIS 36,142.50@491-553/215:224',
    'VAT 17%@323-363/226:235 | NIS 6,144.23@497-553/226:235',
    'Total due@323-376/237:248 | NIS 42,286.73@480-553/237:248',
    footer,
  ];

  it("is the accountant's own name, without the letters of her profession", () => {
    const parsed = parseReceiptDocument(textLayer(rows('Miriam Shalev, CPA (Isr.) · Licensed Dealer (Osek Murshe) No. 233636935@43-326/793:802')));
    expect(parsed.fields.vendorName).toBe('Miriam Shalev');
    expect(parsed.fields.vendorTaxId).toBe('233636935');
  });

  it('is her name after "Adv." too', () => {
    expect(parseReceiptDocument(textLayer(rows('Miriam Shalev, Adv. · Licensed Dealer No. 233636935@43-326/793:802'))).fields.vendorName).toBe('Miriam Shalev');
  });

  it('is the brand where no dealer is named', () => {
    expect(parseReceiptDocument(textLayer(rows('Fraudline Review, CPA (Isr.) · Company No. 233636935@43-326/793:802'))).fields.vendorName).toBe('Fraudline Review');
  });
});

describe('a cryotherapy studio\'s bilingual receipt: "Licensed Dealer | עוסק מורשה · תמר וייס 079156600" under a wrapped notice', () => {
  const rows = (footer: string) => [
    'MINUS 110@102-163/10:22 | ·@95-98/10:22 | מינוס@64-92/10:22 | 110@40-60/10:22',
    'Rehovot@126-151/25:32 | ·@122-124/25:32 | רחובות@100-120/25:32 | ·@96-98/25:32 | 053-187-9244@52-94/25:32',
    'Tax Invoice / Receipt@102-183/42:50 | | חשבונית מס / קבלה@20-100/42:50',
    'No.@183-196/51:60 | | מס׳@162-180/51:60 | M20046@8-39/51:60',
    'Date@179-196/61:70 | | תאריך@151-177/61:70 | 22-05-2023@8-48/61:70',
    'Compression boots, 30 min@99-196/108:116',
    '106.00 ILS@8-46/128:136 | 1@152-155/128:136 | ×@157-161/128:136 | 106.00 ILS@163-196/128:136',
    'Total@173-196/163:172 | | סה"כ@143-171/163:172 | 90.10 ILS@8-50/163:172',
    'VAT 17% included@130-196/174:183 | | מע"מ@105-128/174:183 | 17%@86-102/174:183 | כלול@68-84/174:183 | 13.09 ILS@8-41/174:183',
    'Next visit@163-196/220:229 | | תור הבא@128-161/220:229 | 26-05-2023@8-48/220:229',
    'Remove jewellery and dry skin before entering@49-188/231:238 | ·@45-47/231:238 | יש להסיר@16-43/231:238',
    'תכשיטים לפני הכניסה@70-134/240:247',
    footer,
  ];

  it("is the dealer's own name between the label and the id, not the notice's wrapped end", () => {
    const parsed = parseReceiptDocument(
      textLayer(rows('Licensed Dealer@132-180/254:262 | | עוסק מורשה@89-130/254:262 | ·@85-87/254:262 | תמר וייס@59-83/254:262 | 079156600@23-57/254:262')),
    );
    expect(parsed.fields.vendorName).toBe('תמר וייס');
    expect(parsed.fields.vendorTaxId).toBe('079156600');
  });

  it('is no name after a label where words of a trade stand between', () => {
    const parsed = parseReceiptDocument(
      textLayer(rows('Licensed Dealer@132-180/254:262 | | עוסק מורשה@89-130/254:262 | ·@85-87/254:262 | קריותרפיה 2 טיפולים@40-83/254:262 | 079156600@8-38/254:262')),
    );
    expect(parsed.fields.vendorName).not.toBe('קריותרפיה');
    expect(parsed.fields.vendorName).not.toBe('תכשיטים לפני הכניסה');
  });
});

describe('a haberdashery\'s till slip: the dealer\'s name "רינה אלמוג" centred under a notice, over "עוסק מורשה 120771704"', () => {
  it("is the dealer's own name, a person's by her given name, not a notice's wrapped end", () => {
    const parsed = parseReceiptDocument(
      textLayer([
        'מחט זהב@60-110/10:24',
        'חשבונית מס / קבלה@50-120/40:48',
        'מס׳@140-156/55:62 | 48753@14-40/55:62',
        'תאריך@135-156/62:69 | 02/07/2025@14-56/62:69',
        'סה"כ@134-156/178:187 | לתשלום@98-129/178:187 | ₪79.29@14-47/178:187',
        'מע"מ@137-156/198:205 | 18%@120-133/198:205 | כלול@102-116/198:205 | 12.10@14-36/198:205',
        'החלפה@119-138/227:233 | תוך@107-115/227:233 | 14@96-103/227:233 | יום@85-92/227:233 | עם@74-82/227:233 | חשבונית@49-70/227:233 | בלבד@32-46/227:233',
        'רינה@90-103/234:241 | אלמוג@67-86/234:241',
        'עוסק@111-127/243:250 | מורשה@86-107/243:250 | 120771704@43-82/243:250',
      ]),
    );
    expect(parsed.fields.vendorName).toBe('רינה אלמוג');
  });
});

describe('a bilingual receipt\'s date on a Hebrew line, "Date | תאריך 2025 Dec 14" as the text layer orders it', () => {
  const rows = (date: string) => [
    'FROSTLAB@120-189/12:25 | ·@113-116/12:25 | מעבדת הקור@38-110/12:25',
    'פרוסטלאב קריותרפיה בע"מ@65-161/29:37',
    'ח.פ.@128-143/40:49 | 51-152336-7@84-126/40:49',
    '.No@206-218/81:89 | |@202-204/81:89 | מס׳@187-200/81:89 | FL-025648@8-46/81:89',
    date,
    'Total@198-218/220:229 | |@193-195/220:229 | סה"כ@167-190/220:229 | ₪632.00@8-42/220:229',
    'visit@204-218/285:293 | Next@186-202/285:293 | |@182-184/285:293 | תור הבא@150-180/285:293 | 2025@34-51/285:293 | Dec@18-32/285:293 | 24@8-16/285:293',
  ];

  it("is the receipt's date, not the next visit's", () => {
    expect(
      parseReceiptDocument(textLayer(rows('Date@203-218/92:100 | |@199-200/92:100 | תאריך@174-197/92:100 | 2025@34-51/92:100 | Dec@18-32/92:100 | 14@8-16/92:100'))).fields.date,
    ).toBe('2025-12-14');
  });

  it('is no date from a year and a month with an amount after them', () => {
    expect(
      parseReceiptDocument(textLayer(rows('Date@203-218/92:100 | |@199-200/92:100 | תאריך@174-197/92:100 | 2025@34-51/92:100 | Dec@18-32/92:100 | 14.50@8-16/92:100'))).fields.date,
    ).toBeUndefined();
  });
});
