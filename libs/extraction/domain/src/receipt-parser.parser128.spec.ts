import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';
import { mixedLetaaReptileShopTill1 } from './text-layer-109.fixtures';

/**
 * Parser 128, made on held-out set 109 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them,
 * coordinates rounded).
 */

describe("an Israeli workshop's invoice in US dollars whose id stands only in its footer, beside its Israeli phone", () => {
  // h109-en-dayah-aircraft-maintenance-usd-invoice-1: "Dayah Aero Maintenance Ltd. · VAT No. 551349830 · Hangar 6, Herzliya Airfield · +972-9-9527473".
  const rows = [
    'DAYAH AERO@96-251/40:63 | TAX INVOICE@420-550/40:63',
    'Part-145 style light-aircraft maintenance · Herzliya Airfield@96-306/67:75',
    'Invoice #@48-86/100:109 | 3912/22@119-153/100:109 | Date@366-385/100:109 | 2 Jan 2022@436-483/100:109',
    'Bill to@48-71/117:127 | Galil Aviators Association@119-224/117:127 | Aircraft@366-395/117:127 | 4X-AQH · Cessna 152@436-528/117:127',
    'Co. No. 518393780@119-200/129:138 | TTAF 12461.7 h@436-503/129:138',
    'Work order@48-94/146:155 | WO-85147 opened 30 Dec 2021, released 2 Jan 2022@119-344/146:155 | Terms@366-391/146:155 | Net 30 – due 1 Feb 2022@436-540/146:155',
    'Description@49-101/173:182 | Qty@289-305/173:182 | Unit USD@334-375/173:182 | Amount USD@428-485/173:182',
    '50-hour oil service (flat rate)@49-166/192:201 | 1@322-327/192:201 | 420.00@389-420/192:201 | 420.00@515-546/192:201',
    'Additional labour (hours)@49-151/211:220 | 6.9@311-327/211:220 | 110.00@389-420/211:220 | 759.00@515-546/211:220',
    'Brake lining kit 066-10500@49-157/231:240 | 1@322-327/231:240 | 84.00@394-420/231:240 | 84.00@520-546/231:240',
    'Tyre 6.00-6 6-ply@49-119/250:259 | 1@322-327/250:259 | 215.00@389-420/250:259 | 215.00@515-546/250:259',
    'Net@325-342/277:286 | amount@348-382/277:286 | USD@387-404/277:286 | 1,478.00@503-548/277:286',
    'VAT@325-342/293:302 | 17%@348-365/293:302 | 251.26@514-548/293:302',
    'TOTAL@325-359/310:321 | USD@366-386/310:321 | $@480-487/310:321 | 1,729.26@494-548/310:321',
    'For VAT reporting: Bank of Israel representative rate of 1 Jan 2022: 3.322 ILS/USD · Total ILS 5,744.60 · of which VAT ILS 834.69@51-543/342:350',
    'Payment in USD by wire transfer to our dollar account, or in shekels at the rate of the payment day. Please quote the invoice number.@45-550/364:373',
    'Dayah Aero Maintenance Ltd. · VAT No. 551349830 · Hangar 6, Herzliya Airfield · +972-9-9527473 · ops@dayah-aero.example@78-518/410:418',
  ];

  it("takes the footer's labelled id for the vendor's: a business with an Israeli phone is no foreign vendor", () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.currency).toBe('USD');
    expect(parsed.fields.vendorTaxId).toBe('551349830');
  });

  it('still leaves a foreign-currency footer id out when nothing there says Israel', () => {
    const abroad = rows.map((row) => row.replace(' · +972-9-9527473', ' · +30-21-09527473'));
    expect(parseReceiptDocument(textLayer(abroad)).fields.vendorTaxId).toBeUndefined();
  });
});

describe('a bilingual till slip whose "מס\'" stands over its number and ".No" after it', () => {
  // h109-mixed-letaa-reptile-shop-till-1: "מס'" alone, then "LT4684284 .No" (the English label's stop given before it, as right-to-left text places it).
  const rows = mixedLetaaReptileShopTill1;

  it('takes the code the row closes with ".No" for the slip\'s number', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('LT4684284');
  });
});
