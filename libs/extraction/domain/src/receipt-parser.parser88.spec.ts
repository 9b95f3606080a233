import { withWord } from './ocr-document.fixtures';
import { heWardrobeCreditNote3Scan } from './ocr-output-73.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 88: a date label inside a sentence with a deadline in brackets after it ("within 14 days of the invoice date (by 1 Mar 2026)") is not that
 * date's label; "Total VAT & levies" that makes the net up to the total is the tax (the VAT and the levies beside it); "סה"כ" recognised with a stray
 * letter or mark between its gershayim and its kaf ("סה"ץכ") is read back. Made on held-out set 73 after its blind reading; text layers as the reader
 * gave them (written as `textLayer` reads them, coordinates rounded), and what the OCR reader returned for a scan. And an
 * amount with the VAT under it added to it (its rate's share of it as a net), their sum printed further down, is a net, not the total: the sum is.
 */
describe('an English tax invoice: "Date 15 Feb 2026", and "Payment within 14 days of the invoice date (by 1 Mar 2026)" at its foot', () => {
  const rows = [
    'Sharon Coast Marine Surveys Ltd.@422-553/42:49',
    'SHARON COAST@43-210/40:58 | Company No. 513 204 404@451-553/40:58',
    'HaYam St. 2, Mikhmoret, Israel@433-553/58:66',
    '+972-9-8650534 · surveys@sharoncoast.co.il@381-553/67:74',
    'M A R I N E@43-108/67:78 | S U R V E Y S@117-191/67:78',
    'TAX INVOICE INV-19934@43-220/99:112',
    'Date@43-62/121:130 | 15 Feb 2026@75-127/121:130 | Client@292-317/121:130 | Yam Tichon Marine Insurance Agency Ltd.@350-529/121:130',
    'Co. No. 528120017@350-431/131:139',
    'Vessel@43-69/144:152 | S/Y "Ruach Tova", Jeanneau Sun Odyssey 349@75-267/144:152 | Surveyed at@292-342/144:152 | Kishon harbour, Haifa Bay, 12 Feb 2026@350-517/144:152',
    'Description@46-94/164:171 | Qty@336-351/164:171 | Rate (ILS)@395-438/164:171 | Amount (ILS)@494-550/164:171',
    'Damage survey (claim), 34 ft LOA@46-188/177:185 | 34 ft@331-351/177:185 | 115.00@409-438/177:185 | 3,910.00@513-550/177:185',
    'Written market valuation letter@46-176/192:200 | 1@345-351/192:200 | 464.00@409-438/192:200 | 464.00@521-550/192:200',
    'Ultrasonic hull thickness gauging@46-186/207:215 | 1@345-351/207:215 | 1,102.00@401-438/207:215 | 1,102.00@513-550/207:215',
    'Travel and haul-out attendance@46-177/222:230 | 1@345-351/222:230 | 325.00@409-438/222:230 | 325.00@521-550/222:230',
    'Subtotal@323-359/241:249 | ILS 5,801.00@499-553/241:249',
    'VAT 18%@323-361/250:259 | ILS 1,044.18@499-553/250:259',
    'Total payable@323-394/262:271 | ILS 6,845.18@486-553/262:271',
    'Payment within 14 days of the invoice date (by 1 Mar 2026) by bank transfer. The survey report is released on payment. This document is a@43-548/288:295',
    'tax invoice under the Israeli VAT Law.@43-179/297:304',
  ];

  it('is dated the day its date label gives, not the deadline', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2026-02-15');
  });
});

describe('a Ghanaian invoice: NHIL, GETFund and COVID-19 levies, "VAT 12.5% … US$ 766.25", "Total VAT & levies US$ 1,113.24", "INVOICE TOTAL US$ 6,896.24"', () => {
  const rows = [
    'WESTERN BELT@43-228/37:58',
    'Western Belt Vulcanising Services Ltd.@43-254/63:73',
    'Plot 14, Kansaworado Industrial Area, Sekondi-Takoradi, Western Region, Ghana · +233 31 2062867@43-382/77:84',
    'TIN C0063619664 · VAT registered@43-161/86:93',
    'T A X I N V O I C E@43-175/109:124',
    'Invoice No.@43-86/133:142 | WBV/2022/312@98-159/133:142 | Bill to@310-335/133:142 | Bonsaso Mining Company Ltd.@372-508/133:142',
    'Invoice date@43-90/144:153 | 12 January 2022@98-170/144:153 | Site@310-326/144:153 | Overland conveyor OC-1, near Tarkwa@372-542/144:153',
    'Due date@43-78/156:164 | 11 February 2022@98-174/156:164 | Works@310-336/156:164 | 10 January 2022 – 11 January 2022@372-526/156:164',
    'Contract@43-77/167:175 | WBV-SC-54/2021@98-170/167:175 | Customer PO@310-364/167:175 | PO-484432@372-418/167:175',
    'Description@46-93/186:194 | Qty@385-399/186:194 | Unit@412-430/186:194 | Rate (US$)@440-483/186:194 | Amount (US$)@494-550/186:194',
    'Cold bonded splice, fabric belt 800 mm EP400/3@46-235/201:209 | 3@394-399/201:209 | splice@407-430/201:209 | 971.00@456-483/201:209 | 2,913.00@516-550/201:209',
    'Ceramic pulley lagging, drive pulley@46-189/216:224 | 1@394-399/216:224 | m²@419-430/216:224 | 438.00@456-483/216:224 | 438.00@524-550/216:224',
    'Belt cover repair, hot patch@46-153/231:239 | 5@394-399/231:239 | patch@408-430/231:239 | 269.00@456-483/231:239 | 1,345.00@516-550/231:239',
    'Mobilisation and demobilisation of crew and vulcanising press from Takoradi@46-352/246:254 | 1@394-399/246:254 | lot@420-430/246:254 | 1,087.00@449-483/246:254 | 1,087.00@516-550/246:254',
    'Value of supply (taxable value)@257-395/264:273 | US$ 5,783.00@498-553/264:273',
    'NHIL 2.5%@257-302/274:283 | US$ 144.58@507-553/274:283',
    'GETFund Levy 2.5%@257-341/284:292 | US$ 144.58@507-553/284:292',
    'COVID-19 Health Recovery Levy 1%@257-404/294:302 | US$ 57.83@512-553/294:302',
    'Value including levies@257-344/303:312 | US$ 6,129.99@500-553/303:312',
    'VAT 12.5% (on value including levies)@257-407/313:322 | US$ 766.25@507-553/313:322',
    'Total VAT & levies@257-339/323:331 | US$ 1,113.24@498-553/323:331',
    'INVOICE TOTAL@257-348/334:344 | US$ 6,896.24@487-553/334:344',
    'Amounts are in United States dollars as agreed in the service contract. Payment by transfer to our USD account with a bank in Takoradi; quote@43-540/362:370',
    'the invoice number. Splices carry a 12-month workmanship warranty from the works date.@43-356/371:379',
  ];

  it('has the VAT and the levies as its tax', () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.tax).toBe('1113.24');
    expect(fields.total).toBe('6896.24');
  });

  it('(a levies line that does not make the net up to the total leaves the VAT line)', () => {
    const off = rows.map((row) => row.replace('US$ 1,113.24@', 'US$ 1,113.25@'));
    expect(parseReceiptDocument(textLayer(off)).fields.tax).toBe('766.25');
  });
});

describe('a credit note scanned: "סכום הזיכוי (212.00)", "מע"מ 17% (36.04)", "סה"ץכ זיכוי (248.04)"', () => {
  it("is the credit with its VAT, its total's label read back", () => {
    const { fields, confidence } = parseReceiptDocument(heWardrobeCreditNote3Scan);
    expect(fields.total).toBe('-248.04');
    expect(confidence.total).toBeGreaterThanOrEqual(0.9);
  });

  it('with the label unreadable, is still the credit with its VAT (the credit before VAT and the VAT added under it), less surely', () => {
    const { fields, confidence } = parseReceiptDocument(withWord(heWardrobeCreditNote3Scan, 'סה"ץכ', 'סהץב'));
    expect(fields.total).toBe('-248.04');
    expect(confidence.total).toBeLessThan(0.9);
  });
});
