import { datesIn } from './dates';
import { heKombuchaBreweryTill2Png, heKombuchaBreweryTill2Scan, heMonasteryGuesthouseFolio4Png, heUzbekPlovRestaurantBill2Png } from './ocr-output-46.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 48: Norway's legal forms closing a name (AS, ASA, ENK, ANS), Iceland's "Kennitala" and the Nordic "Org.nr" as a registration
 * under a registered name, a registered name printed over its own brand in small print; from OCR, a till's items on two lines each
 * summed where its total was illegible, a date whose points were read as commas, and a bill's total illegible above a tip outside it and
 * the card's charge with the tip. Made on held-out set 46 after its reading (no set has read it blind yet); text layers as the reader
 * gave them (written as `textLayer` reads them) and recognition output captured from its images (ocr-output-46.fixtures.ts).
 */
describe('an Icelandic workshop\'s invoice: the brand "Eldfjall Studio" in large print over "Eldfjallasmiðjan hf. · <address>", "Kennitala …" on the next line', () => {
  const rows = [
    'Eldfjall Studio@34-192/30:49',
    'Eldfjallasmiðjan hf. · Austurvegur 9, 800 Selfoss, Iceland@34-234/56:64',
    'Kennitala 407322-9275 · VSK nr. 121682@34-179/66:73',
    'INVOICE · REIKNINGUR@34-211/83:97',
    'Invoice no.@34-78/111:120 | 3-4854@86-115/111:120 | Date of issue@210-263/111:120 | 25 Aug 2023@279-334/111:120',
    'Order ref.@34-75/123:132 | WEB-642579@86-143/123:132 | Workshop held@210-272/123:132 | 24 Aug 2023@279-334/123:132',
    'Customer@34-75/135:144 | Yael Ben-David, Tel Aviv@86-200/135:144 | Payment@210-247/135:144 | Visa@279-299/135:144',
    'Item@37-57/155:163 | Qty@265-280/155:163 | Price@290-312/155:163 | Line total@334-375/155:163',
    'Obsidian ring, sterling silver@37-156/169:178 | 3@265-270/169:178 | €149.00@290-322/169:178 | €447.00@334-367/169:178',
    'Lava bead bracelet workshop, 2 h (per person)@37-228/185:194 | 1@265-270/185:194 | €69.00@290-317/185:194 | €69.00@334-362/185:194',
    'Insured shipping to Israel@37-145/201:210 | 3@265-270/201:210 | €42.00@290-317/201:210 | €126.00@334-367/201:210',
    'Lava stone earrings@37-120/217:226 | 3@265-270/217:226 | €58.00@290-317/217:226 | €174.00@334-367/217:226',
    'Gift box and certificate@37-132/232:241 | 3@265-270/232:241 | €9.00@290-312/232:241 | €27.00@334-362/232:241',
    'Amount excl. VAT@252-327/253:262 | €843.00@334-368/253:262',
    'VAT (VSK) 24%@252-318/265:274 | €202.32@334-368/265:274',
    'Total paid@252-294/277:286 | €1,045.32@334-375/277:286',
    "Card auth. 868727 · Prices in euros at the customer's request · Tax-free refund forms available for@34-378/289:296",
    'goods over ISK 6,000.@34-110/298:306',
  ];

  it('is the company registered under the Kennitala, not its brand', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Eldfjallasmiðjan hf.');
  });

  it("keeps the brand where no registration follows the company's line (the two tie, the first standing)", () => {
    const unregistered = rows.filter((r) => !r.startsWith('Kennitala'));
    expect(parseReceiptDocument(textLayer(unregistered)).fields.vendorName).toBe('Eldfjall Studio');
  });
});

describe("a Norwegian studio's invoice: its company in small print at the top right over the brand in large print", () => {
  const company = [
    'Rosevegg Kunsthandverk AS@441-553/42:49',
    'ROSEVEGG ATELIER@43-272/41:61 | Storgata 18, 3850 Kviteseid, Norway@409-553/41:61',
    'Org.nr 965 224 680 MVA@455-553/58:66',
    'Traditional Norwegian decorative painting@43-208/64:72 | +47 959 97 170@491-553/64:72',
    'INVOICE / FAKTURA@43-217/86:101',
    'Invoice No. / Fakturanr.@49-141/117:124 | Invoice date / Fakturadato@152-254/117:124 | Due date / Forfallsdato@266-355/117:124 | Course dates / Kursdato@367-460/117:124 | Booking / Bestilling@471-547/117:124',
    'RV-2025-4049@63-127/130:139 | 28.10.2025@178-229/130:139 | 11.11.2025@285-336/130:139 | 22.10.2025@387-439/130:139 | B28941@492-527/130:139',
    'Customer:@43-95/151:160 | Arts Centre "Bait Lamanot", Kfar Saba, Israel · Participants: 4@98-381/151:160',
    'Description / Beskrivelse@46-159/172:180 | Qty@405-421/172:180 | Unit@432-452/172:180 | Amount@489-524/172:180',
    'Varnishing and shipping of@46-168/187:196 | finished piece@171-234/187:196 | 2@405-411/187:196 | € 49,00@432-466/187:196 | € 98,00@489-523/187:196',
    'Oil paint set, 12 colours@46-155/202:211 | 2@405-411/202:211 | € 54,00@432-466/202:211 | € 108,00@489-529/202:211',
    'Rosemaling weekend course, Hallingdal style (per participant)@46-332/218:227 | 4@405-411/218:227 | € 395,00@432-472/218:227 | € 1 580,00@489-537/218:227',
    'Net amount / Netto@393-482/238:247 | € 1 786,00@489-542/238:247',
    'VAT / MVA 25%@393-464/250:259 | € 446,50@489-533/250:259',
    'Total due / Å betale@393-482/262:271 | € 2 232,50@489-542/262:271',
    'IBAN NO29 5300 4254 406 · BIC DNBANOKK · KID 86963017061@43-300/274:281',
    'Thank you / Takk for handelen!@43-163/282:289',
  ];
  const soleProprietor = [
    'Hallingmåling Tove Rud ENK@455-553/41:49',
    'Hallingmåling@43-170/39:58 | Gamlevegen 4, 3570 Ål, Norway@444-553/39:58',
    'Org.nr 999 845 240 MVA@469-553/59:67',
    'Traditional Norwegian decorative painting@43-182/64:72 | +47 701 86 266@500-553/64:72',
    'INVOICE / FAKTURA@43-188/88:103',
    'Invoice No. / Fakturanr.@55-133/119:127 | Invoice date / Fakturadato@158-246/119:127 | Due date / Forfallsdato@271-348/119:127 | Course dates / Kursdato@372-454/119:127 | Booking / Bestilling@477-542/119:127',
    '27060@82-107/133:142 | 30 December 2024@164-240/133:142 | 13 January 2025@276-343/133:142 | 23 December 2024@375-451/133:142 | B40775@494-525/133:142',
    'Customer:@43-87/154:163 | Eitan and Noa Shalev, Haifa, Israel · Participants: 3@90-293/154:163',
    'Description / Beskrivelse@46-142/175:183 | Qty@375-389/175:183 | Unit@401-417/175:183 | Amount@473-504/175:183',
    'Brush set, squirrel hair@46-135/190:199 | 3@375-380/190:199 | EUR 41.00@401-445/190:199 | EUR 123.00@473-522/190:199',
    'Rosemaling weekend course, Telemark style (per participant)@46-289/205:214 | 3@375-380/205:214 | EUR 395.00@401-450/205:214 | EUR 1,185.00@473-530/205:214',
    'Wooden bowl blank, birch@46-148/221:230 | 1@375-380/221:230 | EUR 32.00@401-445/221:230 | EUR 32.00@473-517/221:230',
    'Oil paint set, 12 colours@46-139/237:246 | 2@375-380/237:246 | EUR 54.00@401-445/237:246 | EUR 108.00@473-522/237:246',
    'Lunch platter (per participant)@46-163/253:262 | 3@375-380/253:262 | EUR 22.00@401-445/253:262 | EUR 66.00@473-517/253:262',
    'Net amount / Netto@401-477/273:282 | EUR 1,514.00@486-542/273:282',
    'VAT / MVA 25%@401-464/285:294 | EUR 378.50@486-535/285:294',
    'Total due / Å betale@401-478/297:306 | EUR 1,892.50@486-542/297:306',
    'IBAN NO43 6039 7640 417 · BIC SPTRNO22 · KID 42109540050@43-264/308:316',
    'Thank you / Takk for handelen!@43-147/317:325',
  ];

  it('reads "AS" closing the name as the legal form of a Norwegian company', () => {
    expect(parseReceiptDocument(textLayer(company)).fields.vendorName).toBe('Rosevegg Kunsthandverk AS');
  });

  it('reads "ENK" (a sole proprietorship) closing the owner\'s name likewise, over the trade name it opens with', () => {
    expect(parseReceiptDocument(textLayer(soleProprietor)).fields.vendorName).toBe('Hallingmåling Tove Rud ENK');
  });

  it('does not take "as" inside a phrase for a legal form', () => {
    const phrase = company.map((r) => r.replace('Rosevegg Kunsthandverk AS@', 'Painted as before@'));
    expect(parseReceiptDocument(textLayer(phrase)).fields.vendorName).toBe('ROSEVEGG ATELIER');
  });
});

describe('a sauna cabin shop\'s credit note: "נורדיק הום סאונות בע"מ" in small print over the brand "נורדיק הום" with "ח.פ." beside it', () => {
  const rows = [
    'נורדיק הום סאונות בע"מ@370-448/39:47',
    'נורדיק הום@455-558/33:55 | ח.פ.554 779 934@393-448/33:55',
    'רח׳ הסדנאות@407-448/59:67 | 12, יקנעם@374-404/59:67 | ·@369-371/59:67 | 058-149-2229@322-366/59:67',
    'חשבונית מס זיכוי@458-558/83:97',
    'מספר@535-554/113:122 | ZK-7594@421-456/113:122 | תאריך@327-349/113:122 | 04/12/2022@248-292/113:122',
    'לקוח@537-554/126:135 | מאיה דהן ת.ז.@403-456/126:135 | 336298880@357-401/126:135 | בגין חשבונית@303-349/126:135 | 62927@268-292/126:135 | מיום@248-266/126:135 | 11/11/2022@203-245/126:135',
    'סכום החשבונית המקורית@466-554/139:148 | 12,924.50@419-456/139:148 | סיבה@332-349/139:148 | החזרה בתוך@247-292/139:148 | 14@235-244/139:148 | יום@220-232/139:148',
    'פריט@539-555/158:166 | סכום לפני מע"מ@177-233/158:166',
    'התקנה וחיבור חשמל@483-555/173:182 | -950.00@206-233/173:182',
    'סאונת אינפרא-אדום ביתית@462-555/189:198 | -8,900.00@200-233/189:198',
    'סה"כ זיכוי לפני מע"מ@483-558/208:217 | -9,850.00@37-69/208:217',
    'מע"מ@540-558/219:228 | 17%@523-537/219:228 | -1,674.50@37-68/219:228',
    'סה"כ זיכוי כולל מע"מ@476-558/229:238 | ₪ -11,524.50@37-85/229:238',
    'אופן ההחזר: זיכוי לכרטיס האשראי@456-558/241:248',
    'חתימת הלקוח: __________@455-558/272:281 | חתימת המוכר: __________@37-140/272:281',
  ];

  it('is the registered name the brand is part of', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('נורדיק הום סאונות בע"מ');
  });

  it('keeps the brand where the name over it has no legal form (a tagline, not a registered name)', () => {
    const tagline = rows.map((r) => r.replace('נורדיק הום סאונות בע"מ@', 'נורדיק הום סאונות ועוד@'));
    expect(parseReceiptDocument(textLayer(tagline)).fields.vendorName).toBe('נורדיק הום');
  });
});

describe('from OCR: a kombucha till whose total was read as "0, ₪11", each item its name over "720.00 4 x 180.00"', () => {
  it("sums the items' rows, each by its sum, to the total the contained VAT is the share of", () => {
    const { fields } = parseReceiptDocument(heKombuchaBreweryTill2Png);
    expect(fields.total).toBe('1023.00');
    expect(fields.tax).toBe('148.64');
  });

  it('reads a quantity whose space was read as a point ("2.x 89.00") on a scan of the same slip', () => {
    const { fields } = parseReceiptDocument(heKombuchaBreweryTill2Scan);
    expect(fields.total).toBe('1023.00');
    expect(fields.tax).toBe('148.64');
  });
});

describe('from OCR: an Uzbek restaurant\'s bill, "לתשלום 0 ש"ח", then "תשר (לא כלול בחשבונית) 85.32" and "סה"כ חיוב אשראי 796.32"', () => {
  it("takes the card's charge less the tip outside the invoice for the total, the VAT agreeing with it", () => {
    const { fields, confidence } = parseReceiptDocument(heUzbekPlovRestaurantBill2Png);
    expect(fields.total).toBe('711.00');
    expect(fields.tax).toBe('108.46');
    expect(confidence.total).toBeLessThan(0.9);
  });
});

describe('from OCR: a guesthouse folio\'s date read with commas, "תאריך 09,10,2022"', () => {
  it("is the folio's date", () => {
    expect(parseReceiptDocument(heMonasteryGuesthouseFolio4Png).fields.date).toBe('2022-10-09');
  });

  it("reads a date's points read as commas, one or both, with a four-digit year, and no amount as one", () => {
    expect(datesIn('22.04,2024').map((d) => d.iso)).toEqual(['2024-04-22']);
    expect(datesIn('09,10,2022').map((d) => d.iso)).toEqual(['2022-10-09']);
    expect(datesIn('1.234,2022')).toEqual([]);
    expect(datesIn('12,50,2024')).toEqual([]);
  });
});
