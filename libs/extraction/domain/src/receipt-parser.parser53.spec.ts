import { withFinalMemRepaired } from './given-names';
import { heBeadShopTill1Png, heEinKeremGuesthouseFolio3Png } from './ocr-output-51.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 53: Chile's legal form "SpA" (a spa's name stays a name); a dollar page whose letterhead names a country that writes the day first is dated
 * day first; a title before a dealer's name in Latin letters in the footer ("Dr. Hadas Klein · Licensed Dealer …") is cut there too; a recognised
 * person's name closing with a samekh read for a final mem ("אבי נחוס", as set 50's clean images and scans read "אבי נחום") put back; the geresh
 * of "מס'" recognised as a yod ("מסי מסמך:", "מסי EK-12781") still labels the document's number. Made on held-out
 * set 51 after its reading; no set has read it blind; text layers as the reader gave them (written as `textLayer` reads them), and recognised pages as the OCR reader gave them
 * (ocr-output-51.fixtures.ts).
 */
describe('a Chilean lapis lazuli workshop\'s invoice in US$: "<name> SpA" over "RUT 76.962.192-7" beside the brand, dated "08/06/2024" in Santiago', () => {
  const rows = [
    'Lapislázuli Andino SpA@462-553/42:51',
    'ANDES BLUE STONE@43-237/40:60 | RUT 76.962.192-7@482-553/40:60',
    'Av. Providencia 1208, Santiago, Chile@43-164/64:72',
    'INVOICE · FACTURA ELECTRÓNICA@43-290/86:100',
    'Invoice No.@49-85/118:125 | Invoice date@178-215/118:125 | Order@307-324/118:125 | Delivered@435-465/118:125',
    'LA-135101@49-94/126:135 | 08/06/2024@178-221/126:135 | WEB-46235@307-355/126:135 | 10/06/2024@435-478/126:135',
    'Sold to: Lior Ben-Ami, Tel Aviv, Israel · passport 73655577 · delivered to hotel in Santiago@43-384/144:154',
    'Item@46-62/164:172 | Qty@284-298/164:172 | Unit@328-344/164:172 | Amount@442-471/164:172',
    'Polished lapis sphere 6 cm@46-146/178:187 | 3@284-289/178:187 | US$ 118.00@328-372/178:187 | US$ 354.00@442-487/178:187',
    'Lapis and copper cufflinks@46-146/195:204 | 3@284-289/195:204 | US$ 62.00@328-368/195:204 | US$ 186.00@442-487/195:204',
    'Carved lapis condor figure@46-146/211:220 | 2@284-289/211:220 | US$ 145.00@328-373/211:220 | US$ 290.00@442-487/211:220',
    'Goods@298-322/231:241 | US$ 830.00@508-553/231:241',
    'Hotel delivery@298-352/243:252 | US$ 25.00@513-553/243:252',
    'Taxable base@298-346/254:263 | US$ 855.00@508-553/254:263',
    'IVA 19%@298-332/265:274 | US$ 162.45@508-553/265:274',
    'TOTAL@298-339/276:288 | US$ 1,017.45@486-553/276:288',
    'Card ending 9613, authorisation 060120 · SII folio 820544436@43-241/291:298',
  ];

  it('is the company, its legal form given back as printed', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Lapislázuli Andino SpA');
  });

  it('is dated the 8th of June: Chile writes the day first, dollars or not', () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.currency).toBe('USD');
    expect(parsed.fields.date).toBe('2024-06-08');
  });

  it('is the brand where the small print ends with a spa ("… Spa"), no legal form', () => {
    const spa = rows.map((r, i) => (i === 0 ? 'Lapislázuli Andino Spa@462-553/42:51' : r));
    expect(parseReceiptDocument(textLayer(spa)).fields.vendorName).toBe('ANDES BLUE STONE');
  });

  it('stays month first on an American dollar page with the same dates', () => {
    const american = rows.map((r, i) => (i === 2 ? 'Av. Providencia 1208, Santa Fe, NM 87501@43-164/64:72' : r));
    expect(parseReceiptDocument(textLayer(american)).fields.date).toBe('2024-08-06');
  });
});

describe('a clinical trial monitor\'s English invoice: the brand "Klein Monitoring", and "Dr. Hadas Klein · Licensed Dealer (Osek Murshe) No. …" in the footer', () => {
  const rows = [
    'clinical monitoring · GCP@438-553/41:50',
    'Klein Monitoring@43-229/39:60',
    'TAX INVOICE No. 3515@43-212/80:94',
    'Date@43-63/110:119 | 24.09.2026@104-160/110:119 | Protocol@170-207/110:119 | CT-040-25@237-288/110:119',
    'Sponsor PO@43-97/123:133 | 11807737@104-154/123:133 | Payment due@170-230/123:133 | 08.11.2026@237-293/123:133',
    'Site@43-60/137:146 | Rambam@104-147/137:146',
    'Bill to: BioNova Therapeutics Ltd. · Company No. 529614737@43-322/150:159',
    'Description@46-97/170:178 | Qty@328-343/170:178 | Rate@369-389/170:178 | Amount@457-492/170:178',
    'Site monitoring visit (per visit)@46-184/185:194 | 6@328-333/185:194 | 3,200.00@369-410/185:194 | 19,200.00@457-504/185:194',
    'Helsinki committee submission@46-189/202:211 | 1@328-333/202:211 | 2,500.00@369-410/202:211 | 2,500.00@457-498/202:211',
    'Source data verification (hours)@46-190/219:229 | 6@328-333/219:229 | 420.00@369-401/219:229 | 2,520.00@457-498/219:229',
    'Site initiation visit@46-130/237:246 | 1@328-333/237:246 | 4,800.00@369-410/237:246 | 4,800.00@457-498/237:246',
    'Total before VAT@298-372/258:267 | ₪29,020.00@499-553/258:267',
    'VAT 18%@298-339/272:281 | ₪5,223.60@505-553/272:281',
    'Total due@298-357/286:298 | ₪34,243.60@479-553/286:298',
    'Bank Leumi, branch 880, account 14769482 · net 45@43-250/304:312',
    "Dr. Hadas Klein · Licensed Dealer (Osek Murshe) No. 030232094 · Ha-Rimon 7, Modi'in@43-395/793:802",
  ];

  it('is the dealer by her own name, the title cut', () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.vendorName).toBe('Hadas Klein');
    expect(parsed.fields.vendorTaxId).toBe('030232094');
  });
});

describe("a recognised dealer's name closing with a samekh where a final mem was printed", () => {
  it('is put back where the mem makes a listed name and the samekh none ("אבי נחוס", recognised on set 50\'s paper wholesale invoices)', () => {
    expect(withFinalMemRepaired('אבי נחוס')).toBe('אבי נחום');
    expect(withFinalMemRepaired('דנה אברהס')).toBe('דנה אברהם');
  });

  it('is left as read when the first word is no given name, or the word is a name as read', () => {
    expect(withFinalMemRepaired('חנות נחוס')).toBe('חנות נחוס');
    expect(withFinalMemRepaired('אבי פרס')).toBe('אבי פרס');
    expect(withFinalMemRepaired('אבי נחום')).toBe('אבי נחום');
  });
});

describe('the label "מס\'" recognised as "מסי" before the document\'s number', () => {
  it('labels a till\'s number as "מסי מסמך:" (a bead shop\'s "CH25-03497", its clean image)', () => {
    expect(parseReceiptDocument(heBeadShopTill1Png).fields.documentNumber).toBe('CH25-03497');
  });

  it('labels a folio\'s number with its series as "מסי EK-48008" under the title (a guesthouse\'s clean image)', () => {
    expect(parseReceiptDocument(heEinKeremGuesthouseFolio3Png).fields.documentNumber).toBe('EK-48008');
  });
});
