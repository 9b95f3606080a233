import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 50: Albania's "SHPK" written without its points and its tax number's label "NIPT" (the number perhaps on the next line), North
 * Macedonia's "DOOEL". Made on held-out set 48 after its reading (no set has read it blind yet); text layers as
 * the reader gave them (written as `textLayer` reads them).
 */
describe('an Albanian felt hat maker\'s invoice: a brand in large print over "<place> · Plisi i Krujës SHPK · NIPT K…"', () => {
  const rows = [
    'KRUJA FELT · PLISI@132-288/27:43',
    'Old Bazaar of Krujë, Albania · Plisi i Krujës SHPK · NIPT K51814236A@103-317/47:55',
    'INVOICE · FATURË@159-261/67:79',
    'Invoice No.@28-69/91:100 | 614/2024@87-119/91:100 | Date of issue@177-223/91:100 | 23.11.2024@252-290/91:100',
    'Date of supply@28-79/102:110 | 21.11.2024@87-125/102:110 | Order@177-198/102:110 | WEB-9053054@252-305/102:110',
    'Customer@28-62/112:121 | Shira Dahan, Tel Aviv@87-167/112:121 | Fiscal code (NIVF)@177-245/112:121 | 54629090-6210@252-307/112:121',
    'Item@31-47/130:138 | Qty@251-264/130:138 | Unit@282-297/130:138 | Amount@335-362/130:138',
    'Qeleshe, embroidered band@31-126/144:152 | 1@251-256/144:152 | 52,00 €@282-308/144:152 | 52,00 €@335-361/144:152',
    'Felted wool shoulder bag@31-119/158:166 | 2@251-256/158:166 | 69,00 €@282-308/158:166 | 138,00 €@335-365/158:166',
    'Qeleshe white felt cap, hand-pressed@31-158/172:181 | 1@251-256/172:181 | 38,00 €@282-308/172:181 | 38,00 €@335-361/172:181',
    'Goods@174-196/190:199 | 228,00 €@361-392/190:199',
    'Shipping to Israel@174-235/199:208 | 36,00 €@366-392/199:208',
    'Taxable amount@174-229/208:217 | 264,00 €@361-392/208:217',
    'VAT (TVSH) 20%@174-238/217:226 | 52,80 €@366-392/217:226',
    'Total paid@174-217/226:236 | 316,80 €@357-392/226:236',
    'Paid by card, authorisation 297430 · Tracking RR875581865AL@28-217/245:253',
  ];

  it('reads "SHPK" without its points as the legal form: the company as registered, not the brand', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Plisi i Krujës SHPK');
  });
});

describe('an Albanian company\'s invoice: a brand at the top, the registered name in the footer before "NIPT" and its number on the next line', () => {
  const rows = [
    'Dardha Felt House@131-289/25:42',
    'Dardhë village, Korçë County, Albania@142-278/47:54',
    'INVOICE · FATURË@155-265/67:79',
    'Invoice No.@28-74/92:100 | DF-18806@93-137/92:100 | Date of issue@238-293/92:100 | 2 Dec 2025@313-365/92:100',
    'Date of@28-58/103:112',
    '1 Dec 2025@93-144/108:116 | Order@238-263/108:116 | WEB-8968705@313-377/108:116',
    'supply@28-57/113:121',
    'Folklore Dance Ensemble@93-207/124:133 | Fiscal code@238-285/124:133 | 48915821-@313-362/124:133',
    'Customer@28-69/129:137',
    'Karmiel@93-129/134:142 | (NIVF)@238-265/134:142 | 5309@313-336/134:142',
    'Item@31-50/153:160 | Qty@232-247/153:160 | Unit@258-275/153:160 | Amount@323-355/153:160',
    'Felt slippers, natural wool@31-141/167:175 | 3@232-237/167:175 | EUR 44.00@258-304/167:175 | EUR 132.00@323-374/167:175',
    'Qeleshe white felt cap, hand-pressed@31-186/182:190 | 2@232-237/182:190 | EUR 38.00@258-304/182:190 | EUR 76.00@323-369/182:190',
    'Qeleshe, embroidered band@31-146/197:205 | 3@232-237/197:205 | EUR 52.00@258-304/197:205 | EUR 156.00@323-374/197:205',
    'Felt-making workshop, per person@31-175/212:220 | 1@232-237/212:220 | EUR 45.00@258-304/212:220 | EUR 45.00@323-369/212:220',
    'Goods@174-200/231:239 | EUR 409.00@340-392/231:239',
    'Shipping to Israel@174-248/240:249 | EUR 36.00@346-392/240:249',
    'Taxable amount@174-242/250:259 | EUR 445.00@340-392/250:259',
    'VAT (TVSH) 20%@174-244/260:268 | EUR 89.00@346-392/260:268',
    'Total paid@174-225/270:280 | EUR 534.00@330-392/270:280',
    'Paid by card, authorisation 441117 · Tracking RR684911496AL · Dardha Artisan Felt SH.A., NIPT@28-380/290:297',
    'M42862929B@28-77/299:306',
  ];

  it('takes the registered name beside the NIPT label over the brand', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Dardha Artisan Felt SH.A.');
  });

  it("keeps the brand where no registration labels the footer's name", () => {
    const unlabelled = rows.map((r) => r.replace('Dardha Artisan Felt SH.A., NIPT', 'with thanks from the Dardha workshop'));
    expect(parseReceiptDocument(textLayer(unlabelled)).fields.vendorName).toBe('Dardha Felt House');
  });
});

describe('a North Macedonian jeweller\'s invoice: "Biser Ohrid DOOEL" in small print over the brand "BISER OHRID"', () => {
  const rows = [
    'Biser Ohrid DOOEL@412-495/44:52',
    'BISER OHRID@45-212/43:64 | Sveti Kliment Ohridski 21, Ohrid@412-550/43:64',
    'VAT No. MK40693357504@412-521/64:72',
    'EMBS 1445282@412-478/73:82',
    'INVOICE / ФАКТУРА@45-215/97:111',
    'Invoice No.@52-97/126:134 | Invoice date@154-202/126:134 | Delivery date@256-309/126:134 | Due@358-374/126:134 | Customer No.@460-514/126:134',
    '24-90112@52-104/135:145 | 03.07.2024@154-215/135:145 | 02.07.2024@256-317/135:145 | 10.07.2024@358-419/135:145 | C04789@460-501/135:145',
    'Customer: Tamar Cohen, Israel · passport 86462114@45-305/159:169',
    'Description@48-105/182:191 | Qty@361-378/182:191 | Unit price@396-445/182:191 | Amount@479-518/182:191',
    'Ohrid pearl earrings,@48-153/198:208 | filigree@156-191/198:208 | 2@361-367/198:208 | € 58,00@396-433/198:208 | € 116,00@479-522/198:208',
    'Ohrid pearl necklace, 45 cm, silver clasp@48-251/214:224 | 3@361-367/214:224 | € 145,00@396-439/214:224 | € 435,00@479-522/214:224',
    'Subtotal@323-365/235:244 | € 551,00@507-550/235:244',
    'Tourist discount 10%@323-428/246:256 | -€ 55,10@510-550/246:256',
    'Tax base@323-366/257:267 | € 495,90@507-550/257:267',
    'VAT (ДДВ) 18%@323-401/268:278 | € 89,26@513-550/268:278',
    'TOTAL@323-365/280:291 | € 585,16@496-550/280:291',
    'IBAN MK07 0191 4752 7651 155 · SWIFT STOBMK2X · Register no. 636385158@45-384/301:310',
  ];

  it('reads "DOOEL" as the legal form: the registered name the brand is part of', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Biser Ohrid DOOEL');
  });
});
