import { withWord } from './ocr-document.fixtures';
import { enHelixaInvoice1Png, enVilankuloFolio2Scan } from './ocr-output-95.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 114, made on held-out set 95 after its blind reading: what the OCR reader returned for its images, and a text layer as the reader gave
 * it (written as `textLayer` reads it, coordinates rounded).
 */

/** A Vilankulo lodge's folio (held-out set 95), as its text PDF gives it. */
const folio = [
  'Flamingo Bay Lodge@178-418/44:70',
  'Baía dos Flamingos, Lda.@243-353/78:87',
  'Avenida Marginal, Vilankulo, Inhambane, Moçambique · NUIT 483510139 · +258 29 383969@127-469/90:98',
  'GUEST FOLIO / FACTURA@51-169/115:124 | Factura n.º FT 2026/01015@426-544/115:124',
  'Guest@91-113/139:147 | Room@178-200/139:147 | Arrival@246-273/139:147 | Departure@319-358/139:147 | Nights@389-413/139:147 | Adults@435-460/139:147 | Issued@498-522/139:147',
  'Ms Aiko Tanabe@67-138/155:164 | Casita 3@172-206/155:164 | 09/10/2026@235-283/155:164 | 14/10/2026@315-362/155:164 | 5@398-404/155:164 | 2@445-450/155:164 | 14/10/2026@487-534/155:164',
  'Date@48-68/179:187 | Description@128-178/179:187 | Qty@381-396/179:187 | Unit US$@423-459/179:187 | Amount US$@494-547/179:187',
  '09/10/2026@48-96/195:205 | Casita 3, sea view - bed & breakfast@128-284/195:205 | 1@391-396/195:205 | 215.00@431-459/195:205 | 215.00@519-547/195:205',
  '09/10/2026@48-96/213:223 | Laundry service@128-201/213:223 | 1@391-396/213:223 | 12.00@436-459/213:223 | 12.00@524-547/213:223',
  '09/10/2026@48-96/231:241 | Bazaruto archipelago day trip@128-261/231:241 | 2@391-396/231:241 | 110.00@431-459/231:241 | 220.00@519-547/231:241',
  '10/10/2026@48-96/249:259 | Casita 3, sea view - bed & breakfast@128-284/249:259 | 1@391-396/249:259 | 215.00@431-459/249:259 | 215.00@519-547/249:259',
  '10/10/2026@48-96/267:277 | Dinner - Restaurante Coqueiro@128-264/267:277 | 1@391-396/267:277 | 42.50@436-459/267:277 | 42.50@524-547/267:277',
  '10/10/2026@48-96/285:295 | Bar@128-144/285:295 | 1@391-396/285:295 | 11.50@436-459/285:295 | 11.50@524-547/285:295',
  '11/10/2026@48-96/303:313 | Casita 3, sea view - bed & breakfast@128-284/303:313 | 1@391-396/303:313 | 215.00@431-459/303:313 | 215.00@519-547/303:313',
  '11/10/2026@48-96/321:331 | Bar@128-144/321:331 | 1@391-396/321:331 | 24.50@436-459/321:331 | 24.50@524-547/321:331',
  '12/10/2026@48-96/339:349 | Casita 3, sea view - bed & breakfast@128-284/339:349 | 1@391-396/339:349 | 215.00@431-459/339:349 | 215.00@519-547/339:349',
  '12/10/2026@48-96/357:367 | Dinner - Restaurante Coqueiro@128-264/357:367 | 1@391-396/357:367 | 46.50@436-459/357:367 | 46.50@524-547/357:367',
  '12/10/2026@48-96/375:385 | Bar@128-144/375:385 | 1@391-396/375:385 | 30.00@436-459/375:385 | 30.00@524-547/375:385',
  '13/10/2026@48-96/393:403 | Casita 3, sea view - bed & breakfast@128-284/393:403 | 1@391-396/393:403 | 215.00@431-459/393:403 | 215.00@519-547/393:403',
  '13/10/2026@48-96/411:421 | Dinner - Restaurante Coqueiro@128-264/411:421 | 1@391-396/411:421 | 60.00@436-459/411:421 | 60.00@524-547/411:421',
  '13/10/2026@48-96/429:439 | Bar@128-144/429:439 | 1@391-396/429:439 | 46.50@436-459/429:439 | 46.50@524-547/429:439',
  'Sub-total@292-332/453:463 | 1,568.50@510-546/453:463',
  'Service charge 10% (food & beverage)@292-460/471:480 | 26.15@522-546/471:480',
  'IVA 16%@292-329/488:497 | 255.14@517-546/488:497',
  'TOTAL USD@292-353/507:517 | US$ 1,849.79@482-546/507:517',
  'Paid - Visa **** 3236@292-383/525:535 | -1,849.79@507-546/525:535',
  'Balance@292-327/543:552 | 0.00@528-546/543:552',
  'Prices in United States dollars. Obrigado pela sua visita - we hope to welcome you back to Vilankulo.@45-482/573:582',
];

describe('a Portuguese invoice\'s number after "Factura n.º"', () => {
  it('takes it from the text layer, the ordinal sign normalised to an "o"', () => {
    expect(parseReceiptDocument(textLayer(folio)).fields.documentNumber).toBe('FT 2026/01015');
  });

  it('takes it from a scan, the ordinal sign recognised as a degree sign ("n.°")', () => {
    expect(parseReceiptDocument(enVilankuloFolio2Scan).fields.documentNumber).toBe('FT 2023/00646');
  });

  it('takes no number after another word', () => {
    const other = folio.map((r) => r.replace('Factura n.º FT', 'Factura Lodge FT'));
    expect(parseReceiptDocument(textLayer(other)).fields.documentNumber).toBeUndefined();
  });
});

describe('a Portuguese company\'s "Baía" recognised without its accent', () => {
  it('reads it back in a name with its legal form: "Baia dos Flamingos, Lda."', () => {
    expect(parseReceiptDocument(enVilankuloFolio2Scan).fields.vendorName).toBe('Baía dos Flamingos, Lda.');
  });

  it('leaves it bare without the legal form', () => {
    expect(parseReceiptDocument(withWord(enVilankuloFolio2Scan, 'Lda.', 'Lodge')).fields.vendorName ?? '').not.toContain('Baía');
  });
});

describe('an abbreviated legal suffix whose stop was recognised as a colon: "Helixa Genomics Ltd: No. HX-18860"', () => {
  it('reads the stop back', () => {
    expect(parseReceiptDocument(enHelixaInvoice1Png).fields.vendorName).toBe('Helixa Genomics Ltd.');
  });

  it('leaves a suffix read without any sign as it is', () => {
    expect(parseReceiptDocument(withWord(enHelixaInvoice1Png, 'Ltd:', 'Ltd')).fields.vendorName).toBe('Helixa Genomics Ltd');
  });
});
