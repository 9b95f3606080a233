import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 44: a weekday's name between a date label and its date; a brand "operated by" a company;
 * Andorra's and Montenegro's registrations and Montenegro's "DOO"; a Latin brand before a dealer's
 * name at the foot. Made on held-out set 42 after its reading; text layers as the reader gave them
 * (written as `textLayer` reads them).
 */
describe('an Andorran ski boot fitter\'s invoice: "Data / Date" beside "Tuesday, 15 February 2022", the brand operated by a company named in the footer', () => {
  const rows = [
    'Grandvalira Boot Lab@40-238/36:55',
    'Ski boot@40-69/61:70 | fitting · Pas de la Casa · Soldeu@72-187/61:70',
    'FAC T U R A / I N VO I C E@40-194/88:101',
    'Factura núm. / Invoice no.@41-136/112:121 | 25374@143-166/112:121',
    'Data / Date@41-82/127:135 | Tuesday, 15 February 2022@143-243/127:135',
    'Fitting session / Sessió@41-126/141:149 | 11 February 2022@143-209/141:149',
    'Ticket@41-63/155:163 | BF-69924@143-179/155:163',
    'Client:@44-70/180:188 | Mr Yoav Katz, Israel · Passport 31980277 · Hotel Font Argent@72-295/180:188',
    'Description@43-88/205:213 | Qty@326-340/205:213 | Unit@357-374/205:213 | IGI@438-449/205:213 | Amount@478-509/205:213',
    'Heated boot system / Escalfador de botes@43-195/222:230 | 1@326-331/222:230 | EUR 310.00@357-402/222:230 | 4,5%@438-457/222:230 | EUR 310.00@478-523/222:230',
    'Shell punch & grind / Ampliació de carcassa@43-204/238:247 | 1@326-331/238:247 | EUR 58.00@357-398/238:247 | 4,5%@438-457/238:247 | EUR 58.00@478-518/238:247',
    'Ski boots, performance 120@43-144/255:263 | flex / Botes d’esquí@146-215/255:263 | 1@326-331/255:263 | EUR 510.00@357-402/255:263 | 4,5%@438-457/255:263 | EUR 510.00@478-523/255:263',
    'Canting adjustment / Ajust de cantejat@43-181/271:280 | 1@326-331/271:280 | EUR 62.00@357-398/271:280 | 4,5%@438-457/271:280 | EUR 62.00@478-518/271:280',
    'Base imposable / Net total@248-344/295:303 | EUR 940.00@508-553/295:303',
    'IGI 4,5% / Andorran GST 4.5%@248-361/307:316 | EUR 42.30@513-553/307:316',
    'Total factura / Invoice total@248-380/321:331 | EUR 982.30@496-553/321:331',
    'Paga i senyal / Deposit (11 February 2022)@248-405/337:346 | EUR 200.00@508-553/337:346',
    'Pagat amb targeta / Paid by card@248-368/350:358 | EUR 782.30@508-553/350:358',
    'Adjustments free of charge for the season on presentation of this invoice. IBAN AD68 8282 5640 9651 7234 8647@40-415/374:382',
    'Grandvalira Boot Lab is operated by Soldeu Esports de Neu, S.A. · Carretera General 2, AD100 Soldeu, Andorra · NRT A-808559-J · Tel. +376 834290@48-547/803:811',
  ];

  it('is dated by its date label, past the weekday, not by the fitting session or the deposit', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2022-02-15');
  });

  it("is the operator's, its registration (NRT) beside it", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Soldeu Esports de Neu, S.A.');
  });
});

describe('a Montenegrin sailmaker\'s invoice under a brand, its company "Sail Loft Budva DOO" with its PIB in the footer', () => {
  const rows = [
    'Sails · Covers · Repairs@477-556/40:48',
    'Budva Sail Loft@40-214/37:60',
    'RAČUN / INVOICE@40-149/74:87',
    'Bill to@40-63/101:109 | Invoice no. / Broj računa@367-456/101:109 | INV30072@465-502/101:109',
    'Mr Ronen Peretz@40-102/113:121',
    'Invoice date / Datum@367-443/118:127 | 31 Jul 2023@465-508/118:127',
    'S/Y Yam Tichon, berth B58@40-138/126:134',
    'Customer ref. C-4210@40-119/138:146 | Order / Narudžba@367-431/138:146 | ORD-6086 of 3 Jul 2023@465-554/138:146',
    'Due / Valuta@367-412/149:157 | 8 Aug 2023@465-507/149:157',
    'Description@43-88/175:183 | Unit@311-327/175:183 | Qty@358-372/175:183 | Price@401-421/175:183 | Amount@478-510/175:183',
    'Delivery and fitting at the marina@43-161/190:198 | job@311-322/190:198 | 1@358-363/190:198 | €120.00@401-431/190:198 | €120.00@478-508/190:198',
    'Luff tape and slides@43-114/205:214 | set@311-322/205:214 | 1@358-363/205:214 | €129.00@401-431/205:214 | €129.00@478-508/205:214',
    'Net amount / Osnovica@274-358/228:236 | €249.00@524-553/228:236',
    'PDV / VAT 21%@274-331/240:248 | €52.29@528-553/240:248',
    'Total / Ukupno@274-346/253:264 | €301.29@515-553/253:264',
    'Advance received 3 Jul 2023@274-380/268:277 | (€100.00)@518-553/268:277',
    'Balance due / Za uplatu@274-361/280:289 | €201.29@524-553/280:289',
    'Payment to Sail Loft Budva, IBAN ME25 9471 1981 4600 3129 13. Sails stored free of charge until 30 days after the due date.@40-458/304:311',
    'Sail Loft Budva DOO · Marina Dukley, 85310 Budva, Montenegro · PIB 01862566 · PDV reg. 41/67-18610-9@119-476/805:812',
  ];

  it('is the company\'s, "DOO" being its legal form', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Sail Loft Budva DOO');
  });
});

describe('a chair web shop\'s footer "SITWELL - עידו קרמר, עוסק מורשה …" given by the text layer as "- SITWELL עידו קרמר, …"', () => {
  const rows = [
    'SITWELL@465-556/29:55',
    'sitwell.shop@517-556/63:71',
    'חשבונית מס / קבלה@447-556/82:96',
    'מס׳ חשבונית@500-539/108:115 | תאריך@436-455/108:115 | מס׳ הזמנה@360-391/108:115 | תאריך הזמנה@268-308/108:115 | משלוח@161-181/108:115 | תשלום@64-85/108:115',
    '46313@509-530/124:132 | 2025-04-16@425-466/124:132 | #7684261@359-392/124:132 | 2025-04-16 10:40@257-319/124:132 | איסוף מנקודת חלוקה@136-206/124:132 | 3@89-93/124:132 | תשלומים@57-86/124:132',
    'פרטי לקוח:@518-556/145:153 | הדס כהן@488-515/145:153 | ·@482-485/145:153 | 058-392-5289@430-479/145:153 | ·@425-427/145:153 | מודיעין@401-422/145:153',
    'מק"ט@534-553/165:173 | מוצר@445-461/165:173 | כמות@232-248/165:173 | מחיר@175-192/165:173 | סה"כ@102-119/165:173',
    'EC-9523@522-553/182:190 | גלגלי סיליקון לפרקט@393-461/182:190 | (5)@381-390/182:190 | 1@244-248/182:190 | 98.00@173-192/182:190 | 98.00@100-119/182:190',
    'EC-6280@522-553/199:207 | כיסא ברך@430-461/199:207 | (Kneeling)@392-427/199:207 | 2@244-248/199:207 | 589.00@169-192/199:207 | 1,178.00@92-119/199:207',
    'EC-8558@522-553/215:223 | כרית גב מזיכרון צורה@392-461/215:223 | 1@244-248/215:223 | 138.00@169-192/215:223 | 138.00@97-119/215:223',
    'סכום ביניים@259-295/238:247 | 1,414.00@42-70/238:247',
    'קופון@280-295/251:259 | BACK15 (15%)@225-277/251:259 | -212.10@42-67/251:259',
    'משלוח@273-295/264:272 | חינם@87-102/264:272 | )מעל@67-84/264:272 | (₪500@42-64/264:272',
    'סה"כ שולם@245-295/277:289 | ₪1,201.90@42-93/277:289',
    'כולל מע"מ@260-295/294:302 | 18%@242-257/294:302 | 183.34@42-65/294:302',
    'אחריות@533-556/318:326 | 5@525-529/318:326 | שנים על שלד ומנגנון. ניתן להחזיר תוך@396-522/318:326 | 14@385-393/318:326 | יום באריזה המקורית.@314-382/318:326',
    'SITWELL@401-431/806:814 | - עידו קרמר, עוסק מורשה@320-399/806:814 | 092155282@283-317/806:814 | ·@278-280/806:814 | ת.ד.@263-276/806:814 | 6974, פתח תקווה@207-260/806:814 | ·@202-204/806:814 | sitwell.shop@164-200/806:814',
  ];

  it("is the dealer's own name, not the Latin brand", () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('עידו קרמר');
  });
});
