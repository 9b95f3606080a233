import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 76: "trading as" (t/a) a sole trader's words, Tanzania's "TIN 130-781-958" in groups and its VAT number "VRN 40-096378-M" registrations; the
 * addressee's "To" run into its value's cell ("To Tarangire Baobab Safaris Ltd") the customer's, not a name of the letterhead. Made on held-out set 65
 * after its blind reading; text layers as the reader gave them (written as `textLayer` reads them).
 */
describe('a Tanzanian safari vehicle converter\'s dollar invoice: "To Tarangire Baobab Safaris Ltd" under the title, "Emmanuel Mollel, trading as Mollel Safari Fit-Out · TIN 130-781-958 · VRN …" at its foot', () => {
  const rows = (footer: string) => [
    'Mollel Safari Fit-Out@141-279/23:37',
    'Mawenzi Road, Moshi, Kilimanjaro · +255 754 342 990@134-286/42:48',
    'Tax Invoice MC-4194@146-274/55:69',
    '23 June 2025@189-231/77:85',
    'To@28-36/87:94 | Tarangire Baobab Safaris Ltd@44-143/87:94 | Vehicle@154-178/87:94 | T 565 DXM@185-224/87:94',
    '#@31-35/105:112 | Description@44-80/105:112 | Qty@283-295/105:112 | Unit@312-326/105:112 | Amount@354-379/105:112',
    '1@31-35/118:126 | Workshop labour@44-102/118:126 | 35 hr@283-300/118:126 | 39.00@312-329/118:126 | 1,365.00@354-380/118:126',
    '2@31-35/133:140 | Bull bar with recovery points@44-140/133:140 | 1 pc@283-297/133:140 | 771.00@312-333/133:140 | 771.00@354-374/133:140',
    '3@31-35/147:154 | 7-seat game-viewing conversion (seats, grab rails, floor)@44-226/147:154 | 1 pc@283-297/147:154 | 5,007.00@312-339/147:154 | 5,007.00@354-380/147:154',
    '4@31-35/161:169 | 40 L compressor fridge, fitted with second battery@44-208/161:169 | 1 pc@283-297/161:169 | 1,059.00@312-339/161:169 | 1,059.00@354-380/161:169',
    '5@31-35/175:183 | Long-range fuel tank 90 L@44-129/175:183 | 1 pc@283-297/175:183 | 1,044.00@312-339/175:183 | 1,044.00@354-380/175:183',
    'Subtotal@217-245/193:201 | 9,246.00@365-392/193:201',
    'VAT 18%@217-247/202:210 | 1,664.28@365-392/202:210',
    'TOTAL@217-247/211:220 | $10,910.28@353-392/211:220',
    'For information: rate TZS 2,336 per USD · VAT TZS 3,887,758 · Total TZS 25,486,414@28-260/222:228',
    'EFD · Receipt No. 46190 · Z No. 629 · Verification code 78655A120@34-217/240:247',
    footer,
  ];

  it("is the sole trader's own name, not the customer's company", () => {
    const footer = 'Emmanuel Mollel, trading as Mollel Safari Fit-Out · TIN 130-781-958 · VRN 40-096378-M@86-334/581:587';
    expect(parseReceiptDocument(textLayer(rows(footer))).fields.vendorName).toBe('Emmanuel Mollel');
  });

  it('is his name beside his VAT number alone, "trading as" without a comma', () => {
    const footer = 'Emmanuel Mollel trading as Mollel Safari Fit-Out · VRN 40-096378-M@86-334/581:587';
    expect(parseReceiptDocument(textLayer(rows(footer))).fields.vendorName).toBe('Emmanuel Mollel');
  });

  it('is the brand, still not the customer, where the footer says nothing of whose the business is', () => {
    expect(parseReceiptDocument(textLayer(rows('Mollel Safari Fit-Out · Mawenzi Road, Moshi@86-334/581:587'))).fields.vendorName).toBe('Mollel Safari Fit-Out');
  });
});
