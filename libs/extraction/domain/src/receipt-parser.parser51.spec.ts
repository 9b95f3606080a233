import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 51: a registration's label alone ("PDV" of "PDV/VAT No. …", "CUI" of "CUI / VAT No.: RO…") is no name; Romania's fiscal code
 * "CUI RO…" labels a footer's registered name; a legal form read right keeps its capitals ("S.R.L."). Made on held-out set 49 after its
 * reading; no set has read it blind; text layers as the reader gave them (written as `textLayer` reads them).
 */
describe('a Bosnian rafting camp\'s invoice: "<company> d.o.o." in small print over "PDV/VAT No. …" beside the brand', () => {
  const rows = [
    'Una Rafting Centar d.o.o.@444-537/43:52',
    'UNA WILD@45-150/41:62 | PDV/VAT No. 404733404869@444-550/41:62',
    'Bihać 77000@444-490/63:71',
    'Rafting camp on the Una river · Bihać, Bosnia and Herzegovina@45-277/69:77',
    'INVOICE / FAKTURA@45-187/96:110',
    'Invoice No.@45-94/126:136 | 570/25@104-134/126:136 | Invoice date@164-216/126:136 | 11.06.2025@224-273/126:136',
    'Booking ref.@45-97/139:149 | BK-565599@104-154/139:149 | Stay@164-183/139:149 | 09.06.2025 – 11.06.2025@224-332/139:149',
    'Guests@45-76/153:163 | 2@104-110/153:163 | Lead guest@164-212/153:163 | Eitan Mor@224-268/153:163',
    'Service@48-80/175:184 | Qty@394-409/175:184 | Price@426-447/175:184 | Amount@485-518/175:184',
    'Rafting day trip, guide and equipment (per person)@48-266/190:199 | 2@394-399/190:199 | € 55,00@426-458/190:199 | € 110,00@485-523/190:199',
    'Camp bungalow, half board (per person/night)@48-246/207:217 | 4@394-399/207:217 | € 32,00@426-458/207:217 | € 128,00@485-523/207:217',
    'Canyoning add-on (per person)@48-183/224:234 | 2@394-399/224:234 | € 35,00@426-458/224:234 | € 70,00@485-518/224:234',
    'Transfer from Sarajevo airport@48-177/241:251 | 1@394-399/241:251 | € 90,00@426-458/241:251 | € 90,00@485-518/241:251',
    'Subtotal@308-343/262:272 | € 398,00@512-550/262:272',
    'Tax base@308-347/274:284 | € 398,00@512-550/274:284',
    'VAT (PDV) 17%@308-376/286:296 | € 67,66@518-550/286:296',
    'TOTAL@308-345/298:310 | € 465,66@505-550/298:310',
    'Deposit of € 93,13 received with the booking; balance paid on departure by card. IBAN BA39 7299 3381 5399 2611, SWIFT RZBABA2S.@45-545/313:321',
    'ID No. 6466004445941@45-131/322:331',
  ];

  it('is the company, not the label "PDV"', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Una Rafting Centar d.o.o.');
  });
});

describe('a Romanian rug weaver\'s invoices: "CUI / VAT No.: RO…" beside the brand, or "<name> S.R.L. · CUI RO… · J…" in the footer', () => {
  const labelled = [
    'Covorul Maramureșean SRL@431-550/44:52',
    'MARAMUREȘ LOOMS@45-306/43:64 | CUI / VAT No.: RO46503611@431-550/43:64',
    'Trade Reg.: J33/749/2015@431-539/64:72',
    'Str. Morii 14, Sighetu Marmației, Romania@45-225/69:77',
    'INVOICE · FACTURĂ@45-214/96:111',
    'Invoice No. / Nr.@52-117/129:137 | Invoice date / Data@179-254/129:137 | Order@307-330/129:137 | Dispatch date@434-489/129:137',
    'MM 5656@52-104/138:148 | 11.11.2022@179-240/138:148 | WEB562295@307-374/138:148 | 15.11.2022@434-495/138:148',
    'Buyer:@45-78/157:166 | Studio Nof Interiors, Haifa, Israel · Passport 22980507@81-364/157:166',
    'Item@48-71/176:185 | Qty@339-355/176:185 | Unit price@370-420/176:185 | Value@462-489/176:185',
    'Wool cushion cover, traditional motif@48-230/192:202 | 3@339-345/192:202 | 45,00 EUR@370-424/192:202 | 135,00 EUR@462-522/192:202',
    'Table runner, hemp and wool@48-192/208:218 | 2@339-345/208:218 | 59,00 EUR@370-424/208:218 | 118,00 EUR@462-522/208:218',
    'Hand-woven wool rug 120x180 cm@48-220/225:235 | 1@339-345/225:235 | 340,00 EUR@370-430/225:235 | 340,00 EUR@462-522/225:235',
    'Weaving workshop, half day (per person)@48-252/241:251 | 2@339-345/241:251 | 75,00 EUR@370-424/241:251 | 150,00 EUR@462-522/241:251',
    'Natural-dye sampler set@48-168/258:268 | 1@339-345/258:268 | 38,00 EUR@370-424/258:268 | 38,00 EUR@462-515/258:268',
    'Goods@298-329/278:288 | 781,00 EUR@490-550/278:288',
    'Shipping to Israel (courier)@298-433/289:299 | 69,00 EUR@496-550/289:299',
    'Taxable base@298-362/301:310 | 850,00 EUR@490-550/301:310',
    'VAT (TVA) 19%@298-373/312:322 | 161,50 EUR@490-550/312:322',
    'TOTAL@298-342/324:335 | 1.011,50 EUR@460-550/324:335',
    'Paid by card, authorisation 118253. Tracking CP722522491RO. IBAN RO40 BTRL 7623 0258 7559 6871@45-485/337:346',
  ];
  const footer = [
    'Bucovina Weavers@26-160/23:38',
    'Câmpulung Moldovenesc · Romania@26-130/41:47',
    'INVOICE · FACTURĂ@26-142/63:75',
    'Invoice No. / Nr.@32-76/90:96 | Invoice date / Data@126-177/90:96 | Order@219-235/90:96 | Dispatch date@312-350/90:96',
    'TB-2024-009@32-79/96:104 | 18 Oct 2024@126-169/96:104 | WEB535212@219-264/96:104 | 20 Oct 2024@312-356/96:104',
    'Buyer:@26-48/112:120 | Dror Levi, Haifa, Israel · Passport 21491436@49-203/112:120',
    'Item@29-44/129:136 | Qty@255-267/129:136 | Unit price@283-316/129:136 | Value@343-362/129:136',
    'Table runner, hemp and wool@29-128/142:150 | 1@255-259/142:150 | €59.00@283-307/142:150 | €59.00@343-368/142:150',
    'Weaving workshop, half day (per person)@29-169/156:163 | 1@255-259/156:163 | €75.00@283-307/156:163 | €75.00@343-368/156:163',
    'Kilim runner 70x250 cm@29-109/169:177 | 1@255-259/169:177 | €265.00@283-312/169:177 | €265.00@343-372/169:177',
    'Wool cushion cover, traditional motif@29-152/183:190 | 1@255-259/183:190 | €45.00@283-307/183:190 | €45.00@343-368/183:190',
    'Maramureș wall hanging (scoarță)@29-145/196:204 | 1@255-259/196:204 | €189.00@283-312/196:204 | €189.00@343-372/196:204',
    'Goods@118-140/213:221 | €633.00@365-394/213:221',
    'Shipping to Israel (courier)@118-208/222:229 | €45.00@370-394/222:229',
    'Taxable base@118-164/230:238 | €678.00@365-394/230:238',
    'VAT (TVA) 19%@118-173/238:246 | €128.82@365-394/238:246',
    'TOTAL@118-150/246:256 | €806.82@360-394/246:256',
    'Paid by card, authorisation 377613. Tracking CP391160231RO. IBAN RO01 BTRL 7725 0448 3015 8601@26-333/257:264',
    'Țesătoria Bucovina S.R.L. · CUI RO46675182 · J34/2026/2014@124-296/300:306',
  ];

  it('is the company, not the label "CUI"', () => {
    expect(parseReceiptDocument(textLayer(labelled)).fields.vendorName).toBe('Covorul Maramureșean SRL');
  });

  it('takes the footer\'s registered name beside its CUI over the brand, its "S.R.L." as printed', () => {
    expect(parseReceiptDocument(textLayer(footer)).fields.vendorName).toBe('Țesătoria Bucovina S.R.L.');
  });
});
