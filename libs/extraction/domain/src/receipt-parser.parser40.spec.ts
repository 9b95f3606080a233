import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 40: a grid's issue date beside the billing period it bills; Croatia's "Date and time of
 * issue" and its simple limited company (j.d.o.o.) in a footer whose ids are two lines under the
 * name; an American "d/b/a of" its company; a licensed dealer's own name over the label on a line
 * that also holds the customer's personal id. Made on held-out set 39 after its reading; text
 * layers as the reader gave them (written as `textLayer` reads them).
 */
describe('a generator maintenance bill: a header row over "number | date | billing period | pay by | subscriber"', () => {
  const rows = [
    'כוח רציף גנרטורים ושירות בע"מ@34-136/34:42',
    'כוח רציף@495-561/31:50',
    'ח.פ.@69-81/46:55 | 513555292@34-66/46:55',
    'חשבונית מס – חיוב חודשי אפריל@409-561/83:95 | 2026@383-405/83:95',
    'מס׳ חשבונית@496-533/108:115 | תאריך@416-434/108:115 | תקופת חיוב@273-307/108:115 | לתשלום עד@140-172/108:115 | מס׳ מנוי@62-86/108:115',
    '427993287@57-90/123:131 | 23/05/2026@138-174/123:131 | 01/04/2026 – 30/04/2026@248-332/123:131 | 03/05/2026@407-443/123:131 | GN26-48500@495-534/123:131',
    'סה"כ לפני מע"מ@217-269/318:325 | 7,145.93@36-61/318:325',
    'מע"מ@253-269/334:342 | 18%@237-250/334:342 | 1,286.27@36-61/334:342',
    'תשלום אחרון:@515-556/342:349 | 1,623.59@490-513/342:349 | ב-07/04/2026@447-487/342:349',
    'אמצעי תשלום: הוראת קבע@478-556/354:361 | סה"כ לתשלום@213-269/354:361 | ₪ 8,432.20@36-82/354:361',
    'החיוב יבוצע בהוראת קבע בתאריך@461-561/379:386 | 23/05/2026. לבירורים: מוקד שירות@357-458/379:386 | .24/7@339-354/379:386',
  ];

  it('is the date under "תאריך": the period\'s two ends beside it on the row do not make it a period\'s', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2026-05-03');
  });
});

describe('a Croatian lavender distillery\'s "RAČUN / INVOICE"', () => {
  const rows = [
    'BRAČ ESSENTIALS@40-245/38:58',
    'Eterična ulja i sapuni · Essential oils and soaps · Supetar@40-219/63:70',
    'RAČUN@40-94/86:101 | / INVOICE@98-161/86:101',
    'Broj računa@40-80/115:123 | / Invoice no.@82-120/115:123 | 605/SUP2/1@235-278/115:123 | Kupac@343-362/115:123 | / Customer@364-394/115:123',
    'Datum i vrijeme izdavanja@40-130/127:135 | / Date and time of issue@132-206/127:135 | 30.06.2025. 09:10@235-299/127:135 | Galil Tours Ltd., Haifa, Israel@343-449/127:135',
    'Datum isporuke@40-95/139:147 | / Date of supply@97-146/139:147 | 29.06.2025.@235-277/139:147 | Grupa@343-365/139:147 | / Group: 2 osoba@367-423/139:147 | / persons@425-454/139:147',
    'Dospijeće@40-74/151:159 | / Due date@76-109/151:159 | 15.07.2025.@235-277/151:159 | Ponuda br.@343-381/151:159 | / Quote no.@383-418/151:159 | P-2025-16@420-457/151:159',
    'Med od lavande 450 g@43-121/214:222 | 1@305-309/214:222 | 11,40@386-405/214:222 | 25%@430-446/214:222 | 11,40@533-553/214:222',
    'Osnovica@365-398/297:304 | / Tax base@400-432/297:304 | EUR 96,60@515-553/297:304',
    'PDV 25%@365-399/310:318 | / VAT 25%@401-434/310:318 | EUR 24,15@515-553/310:318',
    'Ukupno za platiti@365-443/325:334 | / Total due@446-489/325:334 | EUR 120,75@500-553/325:334',
    'Hvala na posjeti!@40-92/370:377 | / Thank you for your visit!@94-166/370:377 | Poziv na broj@168-209/370:377 | / Payment reference: HR00 605-SUP2-1@211-332/370:377',
    'Aromatika Brač j.d.o.o.@40-113/770:777',
    'Put Vela Luke 3, 21400 Supetar, Hrvatska / Croatia@40-192/780:787',
    'OIB: 26365482509 · PDV ID / VAT ID: HR26365482509@40-206/790:797',
    'IBAN: HR52 2340 0091 4795 5847 8@40-150/800:807',
  ];

  it('is dated by its "Date and time of issue", not the day before it supplied', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2025-06-30');
  });

  it("is the footer's company, its ids two lines under it, not the brand at the top", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Aromatika Brač j.d.o.o.');
  });
});

describe('a New Orleans lantern maker: "Royal Street Lighting is a d/b/a of Vieux Carré Coppersmiths, Inc."', () => {
  const rows = [
    'Royal Street Lighting@40-234/36:55',
    'Gaslights · Brackets · Restoration@40-150/63:70',
    '611 Royal Street, New Orleans, LA 70130 · (504) 555-0193@40-246/72:80',
    'I N V O I C E@40-125/97:113',
    'B I L L TO / S HI P TO@40-109/128:135 | Invoice No.@430-469/128:135 | 108042@545-572/128:135',
    'Esplanade Avenue Residence – Levy@40-178/138:145 | Invoice Date@430-473/138:145 | 04/23/2024@532-572/138:145',
    'Subtotal@284-313/278:286 | 2,027.00@537-568/278:286',
    'Total sales tax (9.45%)@284-364/321:328 | 191.55@544-568/321:328',
    'Invoice Total (USD)@284-372/335:345 | $2,218.55@524-568/335:345',
    'Royal Street Lighting is a d/b/a of Vieux Carré Coppersmiths, Inc. 611 Royal Street New Orleans, LA 70130 (504) 555-0193 · LA Revenue Acct. 6283016-001@40-508/754:760',
  ];

  it('is the company the trade name is of, beside its state revenue account', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Vieux Carré Coppersmiths, Inc.');
  });
});

describe('a wedding DJ\'s invoice: "DJ NOAM B." over the owner\'s name over "עוסק מורשה", the customer\'s "ת.ז." on the label\'s line', () => {
  const rows = [
    'DJ NOAM B.@463-578/43:63 | חשבונית מס@314-386/43:63 | מקור@282-298/43:63',
    'די-ג׳יי לאירועים@530-578/73:81 | מס׳@373-382/73:81 | תאריך@309-325/73:81 | תאריך@241-257/73:81 | מס׳@186-195/73:81',
    'חשבונית@360-382/79:86 | האירוע@239-257/79:86 | הזמנה@179-195/79:86',
    '636@370-382/88:96 | 8/6/2023@296-325/88:96 | 2/6/2023@229-257/88:96 | EV4493@168-195/88:96',
    'נועם ביטון@546-578/108:116',
    'עוסק מורשה@541-578/122:130 | 282 227 313@500-538/122:130 | לכבוד:@360-381/122:130 | בית הספר התיכון "אורט" – נשף סיום@239-357/122:130 | ·@234-236/122:130 | ת.ז.@220-231/122:130 | 200280931@183-217/122:130',
    'רח׳ הנרקיסים@537-578/135:143 | 7, אשדוד@507-534/135:143',
    'סה"כ לפני מע"מ@171-223/234:242 | 8,860.00@31-58/234:242',
    'מע"מ@206-223/248:256 | 17%@192-203/248:256 | 1,506.20@31-56/248:256',
    'סה"כ לתשלום@165-223/264:274 | 10,366.20@53-92/264:274 | ש"ח@31-49/264:274',
  ];

  it("is the dealer's own name", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('נועם ביטון');
  });
});
