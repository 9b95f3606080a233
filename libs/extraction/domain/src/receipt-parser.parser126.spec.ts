import { withWord, withWords } from './ocr-document.fixtures';
import { enKishonFreightInvoice1Png, heKapitEuroInvoice3Scan, heMarvaRestaurantBill2Png, heMetegThreePageInvoice1Png } from './ocr-output-106.fixtures';
import { linesOf } from './layout-lines';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 126, made on held-out sets 105 and 106 after their blind readings: text layers as the reader gave them (written as `textLayer` reads them,
 * coordinates rounded), and recognised pages (`ocr-output-106.fixtures.ts`).
 */

/** The line holding all these words, in whatever order the recogniser gave them. */
const lineWith = (doc: typeof enKishonFreightInvoice1Png, ...words: string[]) => doc.lines.find((l) => words.every((w) => l.words.some((o) => o.text === w)));

describe('a Bruges hotel\'s folio whose VAT analysis heads its columns "BTW / VAT  Excl. BTW / Base  BTW / VAT", too close together to part by their gaps', () => {
  // h105-en-reien-hotel-folio-3: a room at 6% and breakfasts at 12%, the analysis's header run into one cell (12 points apart in an 8-point font).
  const rows = [
    'H O T E L@178-263/37:58 | D E@281-314/37:58 | R E I E N@332-412/37:58',
    'Groenerei 33 · 8000 Brugge · België · +32 50 44 93 19@202-394/90:98',
    'De Reien Logies BV · BTW / VAT BE 0213.747.685@208-387/103:111',
    'Gast / Guest@47-97/136:145 | Ms Priya Raman@142-212/136:145',
    'Factuur / Invoice@429-539/139:153',
    'Kamer / Room@47-108/153:162 | 278@142-157/153:162',
    'Nr. / No.@429-463/163:172 | 2022/5895@465-508/163:172',
    'Aankomst / Arrival@47-128/170:179 | 25.06.2022@142-186/170:179',
    'Datum / Date@429-485/178:187 | 27.06.2022@487-533/178:187',
    'Vertrek / Departure@47-130/187:196 | 27.06.2022@142-186/187:196',
    'Nachten / Nights@47-118/205:214 | 2@142-147/205:214',
    'Personen / Persons@47-128/222:231 | 1@142-147/222:231',
    'Datum@48-76/249:257 | Omschrijving / Description@92-196/249:257 | Aantal / Qty@286-336/249:257 | Prijs / Price@359-401/249:257 | BTW@422-439/249:257 | Bedrag / Amount@454-523/249:257',
    '25/06@48-71/268:277 | Eenpersoonskamer / Single room@92-234/268:277 | 1@348-353/268:277 | 131,00@389-416/268:277 | 6%@435-448/268:277 | 131,00@520-547/268:277',
    '26/06@48-71/287:296 | Ontbijtbuffet / Breakfast@92-196/287:296 | 1@348-353/287:296 | 18,00@394-416/287:296 | 12%@430-448/287:296 | 18,00@525-547/287:296',
    '26/06@48-71/307:316 | Eenpersoonskamer / Single room@92-234/307:316 | 1@348-353/307:316 | 131,00@389-416/307:316 | 6%@435-448/307:316 | 131,00@520-547/307:316',
    '27/06@48-71/326:335 | Ontbijtbuffet / Breakfast@92-196/326:335 | 1@348-353/326:335 | 18,00@394-416/326:335 | 12%@430-448/326:335 | 18,00@525-547/326:335',
    'BTW / VAT@102-144/355:363 | Excl. BTW / Base@156-224/355:363 | BTW / VAT@236-278/355:363',
    'Totaal / Total EUR@375-482/358:370 | € 298,00@496-543/358:370',
    '6%@132-144/371:379 | 247,17@199-224/371:379 | 14,83@258-278/371:379',
    '12%@127-144/387:395 | 32,14@203-224/387:395 | 3,86@263-278/387:395 | Betaald / Paid (Maestro)@375-477/387:395 | € 298,00@508-543/387:395',
    'Totaal BTW / VAT total@51-144/403:412 | 18,69@258-278/403:412 | Saldo / Balance@375-439/403:412 | 0,00@525-543/403:412',
    'Prijzen inclusief BTW · Prices include VAT. Dank u voor uw verblijf / Thank you for staying with us.@45-415/432:440',
  ];

  it('reads each column of the analysis by the header words over it, the VAT of both rates summed', () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.total).toBe('298.00');
    expect(parsed.fields.tax).toBe('18.69');
    expect(parsed.confidence.tax).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps a header run whose words are a space apart whole ("Net / VAT / Gross" over "279.17 / 55.83 / 335.00" on a Lerwick till)', () => {
    // h87-en-lerwick-fairisle-till-2: one run of the text layer over one run of figures, the VAT analysis's row read by its sums.
    const rows = [
      'SIMMER@44-81/9:20 | DIM@87-105/9:20 | KNITWEAR@111-159/9:20',
      'Simmer Dim Knitwear Ltd@48-155/23:30',
      'Commercial Street, Lerwick@41-162/32:40',
      'Shetland ZE1 0AN@65-139/41:49',
      'VAT Reg No: GB 750 8543 76@41-162/51:59',
      'VAT RECEIPT@76-127/66:74',
      'Receipt@10-43/76:84 | LW972439@156-193/76:84',
      'Till 2@10-38/85:93 | Op: MAGGIE@147-193/85:93',
      '15/06/2024@10-57/95:102 | 09:38@170-193/95:102',
      'PATTERN BOOKLET@10-80/110:118 | 13.00@170-193/110:118',
      'FINGERLESS MITTS@10-85/120:127 | 26.50@170-193/120:127',
      'TRADITIONAL GANSEY@10-94/129:137 | 203.50@166-193/129:137',
      'WOOLLEN SCARF@10-71/138:146 | 92.00@170-193/138:146',
      '2 @ £46.00@18-58/148:155',
      'TOTAL@10-40/161:171 | £335.00@151-193/161:171',
      'MASTERCARD@10-57/174:182 | £335.00@161-193/174:182',
      'VAT SUMMARY@10-61/190:197',
      'Rate@10-29/199:207 | Net / VAT / Gross@114-193/199:207',
      'VAT @ 20%@10-52/208:216 | 279.17 / 55.83 / 335.00@87-193/208:216',
      'Goods may be returned within 28 days with this receipt.@10-227/224:231',
      'Knitted in Shetland. Thank you!@41-163/233:239',
    ];
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.total).toBe('335.00');
    expect(parsed.fields.tax).toBe('55.83');
    expect(parsed.confidence.tax).toBeGreaterThanOrEqual(0.9);
  });

  it('reads the analysis\'s rows under the grand total as each rate\'s gross, no later total that puts the grand total in doubt ("VAT rate  Net  VAT  Gross")', () => {
    // h33-en-riga-hotel-folio-1: "TOTAL EUR 653.00" beside the header, "12% 532.14 63.86 596.00" and "21% 47.11 9.89 57.00" under it.
    const rows = [
      'SIA Dzintara Gaisma@476-550/44:52',
      'H O T E L A M B E R L I G H T@45-265/41:59 | Reg. No. 40103572864@473-550/41:59',
      'Mārstaļu iela 19, Rīga, LV-1050, Latvia@45-181/65:73 | VAT No. LV40103572864@465-550/65:73',
      'G U E S T F O L I O · I N V O I C E@45-211/91:102',
      'Invoice No.@50-96/113:121 | RK-2022/06519@130-191/113:121 | Invoice date@317-368/113:121 | 21.08.2022@398-442/113:121',
      'Guest@50-73/129:138 | Mr Avi Levin@130-184/129:138 | Room@317-341/129:138 | 158@398-413/129:138',
      'Arrival@50-79/146:154 | 17.08.2022 Wednesday@130-223/146:154 | Departure@317-360/146:154 | 21.08.2022 Sunday@398-474/146:154',
      'Booking ref.@50-100/162:171 | EXP-792986471@130-193/162:171 | Nights@317-344/162:171 | 4@398-403/162:171',
      'Date@48-69/187:196 | Description@108-159/187:196 | VAT@423-440/187:196 | Amount EUR@459-514/187:196',
      '17.08.22@48-82/204:212 | Accommodation incl. breakfast, Double Superior@108-308/204:212 | 12%@423-440/204:212 | 149.00@521-547/204:212',
      '17.08.22@48-82/220:229 | Underground parking / night@108-227/220:229 | 21%@423-440/220:229 | 18.00@526-547/220:229',
      '18.08.22@48-82/237:245 | Accommodation incl. breakfast, Double Superior@108-308/237:245 | 12%@423-440/237:245 | 149.00@521-547/237:245',
      '18.08.22@48-82/253:262 | Airport transfer@108-174/253:262 | 21%@423-440/253:262 | 39.00@526-547/253:262',
      '19.08.22@48-82/270:278 | Accommodation incl. breakfast, Double Superior@108-308/270:278 | 12%@423-440/270:278 | 149.00@521-547/270:278',
      '20.08.22@48-82/286:295 | Accommodation incl. breakfast, Double Superior@108-308/286:295 | 12%@423-440/286:295 | 149.00@521-547/286:295',
      'VAT rate@52-89/312:321 | Net@110-125/312:321 | VAT@140-157/312:321 | Gross@168-193/312:321 | TOTAL EUR@411-476/312:321 | 653.00@511-546/312:321',
      '12%@72-89/329:337 | 532.14@99-125/329:337 | 63.86@135-157/329:337 | 596.00@167-193/329:337 | Paid by VISA ****0021@411-502/329:337 | -653.00@517-546/329:337',
      '21%@72-89/345:354 | 47.11@104-125/345:354 | 9.89@140-157/345:354 | 57.00@171-193/345:354 | Balance@411-443/345:354 | 0.00@529-546/345:354',
      'Total VAT@51-89/362:370 | 73.75@135-157/362:370',
      'Paldies! Thank you for staying with us. · SIA Dzintara Gaisma · IBAN LV65HABA4529679485213@137-458/393:400',
    ];
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.total).toBe('653.00');
    expect(parsed.fields.tax).toBe('73.75');
    expect(parsed.confidence.tax).toBeGreaterThanOrEqual(0.9);
  });
});

describe('a company\'s number grouped as the registrar prints it ("51-104156-8") in the letterhead, its label illegible', () => {
  it('takes it on a Haifa forwarder\'s English invoice in dollars, its "Company ID" read "Company א 0", over the customer\'s labelled id below', () => {
    expect(lineWith(enKishonFreightInvoice1Png, '51-104156-8', 'Company')).toBeDefined();
    const parsed = parseReceiptDocument(enKishonFreightInvoice1Png);
    expect(parsed.fields.currency).toBe('USD');
    expect(parsed.fields.vendorTaxId).toBe('511041568');
    // By its form, not its label: not sure.
    expect(parsed.confidence.vendorTaxId).toBeLessThan(0.9);
  });

  it('takes it on a Hebrew invoice, its "ח.פ." read as Latin after it ("51-671763-4.9.n"), over the customer\'s id under "לכבוד"', () => {
    // One word, the label's letters run into the number's check digit.
    expect(heMetegThreePageInvoice1Png.lines.slice(0, 3).some((l) => l.words.some((w) => w.text.startsWith('51-671763-4.9.n')))).toBe(true);
    const parsed = parseReceiptDocument(heMetegThreePageInvoice1Png);
    expect(parsed.fields.vendorTaxId).toBe('516717634');
    expect(parsed.confidence.vendorTaxId).toBeLessThan(0.9);
  });

  it('leaves it to a label when grouped otherwise ("511-041-568" is no company number by its form)', () => {
    const regrouped = withWords(enKishonFreightInvoice1Png, (w) => (w[0] === '51-104156-8' ? ['511-041-568', ...w.slice(1)] : w) as typeof w);
    expect(parseReceiptDocument(regrouped).fields.vendorTaxId).toBeUndefined();
  });
});

describe('a Rosh Pina restaurant\'s bill whose total to pay was read short ("סה"כ לתשלום 166.00" for ₪1,166.00), a card slip under it', () => {
  // The slip: "סכום החשבון 1,166.00", "טיפ 140.00", "סה"כ לחיוב 1,306.00"; the VAT contained, "מע"מ 18% 177.86", is 1,166.00's.
  it("takes the slip's repeat of the bill, that with the tip makes the card's charge, for the bill's total", () => {
    expect(lineWith(heMarvaRestaurantBill2Png, '166.00')).toBeDefined();
    const parsed = parseReceiptDocument(heMarvaRestaurantBill2Png);
    expect(parsed.fields.total).toBe('1166.00');
    expect(parsed.fields.tax).toBe('177.86');
    expect(parsed.confidence.total).toBeLessThan(0.9);
  });

  it("keeps the card's charge when the repeat is no sum the VAT agrees with", () => {
    // The VAT read as another amount: nothing says the repeat is the bill's.
    const parsed = parseReceiptDocument(withWord(heMarvaRestaurantBill2Png, '177.86', '199.22'));
    expect(parsed.fields.total).toBe('1306.00');
  });
});

describe('a Holon importer\'s invoice whose "מס\' K60705" the recogniser read from the left as Latin ("| K60705 \'on") beside the customer\'s name', () => {
  it('puts the label given back in Hebrew before its code, right to left, the speck before it a separator, and takes the number', () => {
    const line = linesOf(heKapitEuroInvoice3Scan).find((l) => l.text.includes('K60705'));
    expect(line?.text).toMatch(/ומשקאות · מס' K60705$/);
    expect(parseReceiptDocument(heKapitEuroInvoice3Scan).fields.documentNumber).toBe('K60705');
  });

  it('leaves a run of Latin words as read, from the left, when it is more than a label given back and codes', () => {
    // "'on" beside a word of English ("Tel"): a phrase of its own, not a Hebrew label's piece.
    const line = linesOf(withWord(heKapitEuroInvoice3Scan, '|', 'Tel')).find((l) => l.text.includes('K60705'));
    expect(line?.text).toMatch(/Tel K60705 מס'$/);
  });
});
