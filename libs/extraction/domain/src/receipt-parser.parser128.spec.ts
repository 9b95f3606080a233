import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

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
  const rows = [
    'לטאה@83-144/40:65',
    'LETAA · reptiles & exotic pets@65-162/69:76',
    'קריית אונו ·@119-159/78:86 | 03-5338819@67-117/78:86',
    'חשבונית מס קבלה@75-152/95:104',
    'Tax invoice receipt@79-148/106:114',
    "מס'@203-215/116:125",
    'LT4684284@11-56/127:135 | .No@204-215/127:135',
    'תאריך@192-215/137:146',
    '25.9.25@11-46/148:156 | 10:38@51-76/148:156 | Date@200-215/148:156',
    'קופאי/ת@187-215/158:167',
    'Or@11-21/169:177 | Cashier@190-215/169:177',
    'דרקון מזוקן צעיר@156-215/186:195',
    '660.90@11-41/197:205 | Bearded dragon juvenile · 1 x 660.90@96-215/197:205',
    'תוסף סידן@180-215/207:216 | D3@166-178/207:216',
    '65.90@11-36/218:226 | Repashy Calcium Plus · 1 x 65.90@106-215/218:226',
    'צרצרים חיים@170-215/228:237 | )קופסה(@139-168/228:237',
    '79.60@11-36/239:247 | Live crickets box · 4 x 19.90@125-215/239:247',
    'מחצלת חימום@165-215/249:258 | 8W@149-162/249:258',
    '99.90@11-36/260:268 | Heat mat · 1 x 99.90@150-215/260:268',
    'הנחת מועדון@170-215/270:279 | 7%@155-168/270:279',
    '-63.44@11-41/281:289 | Club 7% · #734815@153-215/281:289',
    'סה"כ@190-215/297:307',
    '842.86@11-41/311:319 | TOTAL@190-215/311:319',
    'כולל מע"מ@176-215/322:331 | 18%@156-174/322:331',
    '128.57@11-41/333:340 | .VAT incl@186-215/333:340',
    'ללא מע"מ@177-215/343:352',
    '714.29@11-41/354:361 | Net@204-215/354:361',
    'אשראי@190-215/370:379',
    '****6639@11-51/382:389 | Card@199-215/382:389',
    'אחריות בריאות לבעל החיים עד@121-215/393:400 | 9.10.25@84-119/393:400 | ·@80-82/393:400 | Health guarantee@23-79/393:400',
    'בדיקה חוזרת מומלצת:@147-215/402:410 | 25.10.25@105-145/402:410',
    'לטאה חיות אקזוטיות בע"מ@74-153/419:427',
    'ח.פ. /@146-163/428:436 | .Co. No@120-145/428:436 | 51-642025-4@64-118/428:436',
    'אין החזרה של מזון חי ·@117-184/437:445 | No returns on live food@42-116/437:445',
  ];

  it('takes the code the row closes with ".No" for the slip\'s number', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.documentNumber).toBe('LT4684284');
  });
});
