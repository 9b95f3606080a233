import { heBeershebaBusinessHotelFolio4Png } from './ocr-output-59.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 67: the Dominican Republic's ITBIS a VAT by its own name ("ITBIS 18% included", "Value before ITBIS" the net); "propietario" a sole trader's word and
 * the Dominican "Cédula / RNC" a registration he holds in his own name; a page with no currency written that charges an American state's sales tax ("SD State
 * Sales Tax 4.2%") billed in dollars; a Hebrew arrival date, "תאריך הגעה", another date than the document's, as "arrival" is. Made on held-out set 59 after its
 * reading; text layers as the reader gave them (written as `textLayer` reads them), OCR output captured as the reader gave it (ocr-output-59.fixtures.ts).
 */
const larimar = (footer: string) => [
  'TALLER LARIMAR DEL BAHORUCO@26-236/23:37',
  'Los Patos, Paraíso, Barahona · +1 829-811-4439@26-173/41:48',
  'Factura / Invoice@26-105/61:71',
  'Invoice No.@26-68/81:88 | LC-6589@96-126/81:88 | Date@177-196/81:88 | 31 Mar 2022@230-276/81:88',
  'Qty@29-41/133:140 | Description@51-90/133:140 | Unit price (ITBIS incl.)@220-290/133:140 | Amount@315-342/133:140',
  '1@29-33/150:157 | Larimar pendant, silver@51-150/150:157 | USD 1,161.00@220-290/150:157 | USD 1,161.00@318-370/150:157',
  'Total (ITBIS incluido / included)@95-223/240:249 | USD 1,161.00@318-370/240:249',
  'ITBIS 18% included@95-163/251:259 | USD 177.10@329-370/251:259',
  'Value before ITBIS@95-161/261:268 | USD 983.90@329-370/261:268',
  'Total in pesos (reference)@95-189/270:278 | RD$65,422.35@320-370/270:278',
  footer,
];

describe('a Dominican larimar workshop\'s invoice in dollars: "ITBIS 18% included USD 177.10", "Ramón Féliz Cuevas, propietario · Cédula / RNC 066-3519345-4"', () => {
  const parsed = parseReceiptDocument(textLayer(larimar('Ramón Féliz Cuevas, propietario · Cédula / RNC 066-3519345-4@26-240/579:586')));

  it('is taxed by the ITBIS the total contains', () => {
    expect(parsed.fields.total).toBe('1161.00');
    expect(parsed.fields.tax).toBe('177.10');
  });

  it("is the craftsman's own name, not the workshop's brand", () => {
    expect(parsed.fields.vendorName).toBe('Ramón Féliz Cuevas');
  });

  it('is the brand where no registration follows the name', () => {
    expect(parseReceiptDocument(textLayer(larimar('Ramón Féliz Cuevas, propietario · Los Patos@26-240/579:586'))).fields.vendorName).toBe('TALLER LARIMAR DEL BAHORUCO');
  });
});

describe('a South Dakota smith\'s invoice with no currency written: "SD State Sales Tax 4.2% 41.27"', () => {
  const rows = (taxLine: string) => [
    'Elk Creek Brand Shop@26-188/22:35',
    '22750 Elk Creek Rd, rural Haakon County, SD (no city tax)@26-244/40:46',
    'Invoice@26-57/81:88 | EC26-638@88-124/81:88 | Date@176-194/81:88 | Jul 28, 2026@255-309/81:88',
    'Qty@29-41/120:127 | Description@54-99/120:127 | Unit@280-296/120:127 | Amount@327-351/120:127',
    '1@29-33/140:147 | Custom branding iron@54-140/140:147 | 982.50@280-310/140:147 | 982.50@343-370/140:147',
    'Subtotal@77-113/180:187 | 982.50@343-370/180:187',
    taxLine,
    'Total@77-102/198:206 | 1,023.77@330-370/198:206',
    'Dale Kessler, proprietor · SD Sales Tax License 8217-6950-ST@26-282/578:585',
  ];

  it('is billed in US dollars, less surely', () => {
    const parsed = parseReceiptDocument(textLayer(rows('SD State Sales Tax 4.2%@77-181/189:196 | 41.27@348-370/189:196')));
    expect(parsed.fields.currency).toBe('USD');
    expect(parsed.confidence.currency).toBeLessThan(0.9);
  });

  it('is left without a currency where the tax names no state', () => {
    expect(parseReceiptDocument(textLayer(rows('Tax 4.2%@77-181/189:196 | 41.27@348-370/189:196').filter((r) => !r.startsWith('Dale')))).fields.currency).toBeUndefined();
  });
});

describe('a guest house\'s folio as recognised: "22 במאי 2024" under the title, "תאריך הגעה 18 במאי2024 תאריך עזיבה …" under it', () => {
  it("is dated by the folio's own date, the arrival another date", () => {
    expect(parseReceiptDocument(heBeershebaBusinessHotelFolio4Png).fields.date).toBe('2024-05-22');
  });
});
