import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 64: a sole trader abroad saying so in parentheses, "Helena Shikongo (sole trader) · VAT Reg. No. …", or by a label before the name,
 * "Proprietor: Ram Bahadur Shakya · PAN/VAT …" (Nepal's PAN a registration); thousands grouped by a space right after a currency's code,
 * "EUR 1 728.00", read whole. Made on held-out set 57 after its reading; text layers as the reader gave them (written as `textLayer` reads them).
 */
const weavers = (footer: string, total = 'EUR 1 728.00', vat = 'EUR 225.39') => [
  'OMBA HANDWOVEN@51-309/45:73',
  'TAX INVOICE@51-160/90:105',
  'Invoice No.@51-100/120:130 | TI746281@143-200/120:130 | Date@300-320/120:130 | 19 December 2024@350-440/120:130',
  'Description@54-102/227:236 | Qty@301-317/227:236 | Unit price (VAT incl.)@331-415/227:236 | Amount@459-493/227:236',
  'Hand-woven karakul rug@54-222/263:273 | 2@301-307/263:273 | EUR 864.00@331-380/263:273 | EUR 1 728.00@459-515/263:273',
  `Total (VAT inclusive)@298-404/323:334 | ${total}@479-544/323:334`,
  `VAT 15% included@298-373/338:348 | ${vat}@496-544/338:348`,
  `${footer}@51-323/340:349`,
];

describe('a Namibian weaver\'s invoice: "Helena Shikongo (sole trader) · VAT Reg. No. 9125274-01-5" under the brand, "EUR 1 728.00"', () => {
  it("is the weaver's own name", () => {
    const parsed = parseReceiptDocument(textLayer(weavers('Helena Shikongo (sole trader) · VAT Reg. No. 9125274-01-5 · +264 64 378963')));
    expect(parsed.fields.vendorName).toBe('Helena Shikongo');
  });

  it('is totalled by the amount whose thousands a space groups after "EUR", and taxed by the VAT it contains', () => {
    const parsed = parseReceiptDocument(textLayer(weavers('Karakul Weavers of the Namib (Pty) Ltd · VAT Reg. No. 9125274-01-5')));
    expect(parsed.fields.total).toBe('1728.00');
    expect(parsed.fields.tax).toBe('225.39');
  });
});

describe('a Nepalese foundry\'s invoice: "Proprietor: Ram Bahadur Shakya · PAN/VAT 692891368 · Registered at IRD, Lalitpur"', () => {
  const rows = [
    'SHAKYA SINGING BOWLS@45-261/39:57 | TAX INVOICE@442-541/39:57',
    'Invoice No.@45-100/90:100 | 259@110-130/90:100 | Date@300-320/90:100 | 20 Nov 2023@330-400/90:100',
    'Singing bowl, hand-hammered@45-200/150:160 | 1@300-305/150:160 | 200.00@400-430/150:160 | 200.00@480-510/150:160',
    'Subtotal@350-390/200:210 | USD 200.00@480-530/200:210',
    'VAT 13%@350-390/212:222 | USD 26.00@485-530/212:222',
    'Total@350-375/224:234 | USD 226.00@480-530/224:234',
    'Proprietor: Ram Bahadur Shakya · PAN/VAT 692891368 · Registered at IRD, Lalitpur@45-441/313:321',
  ];

  it('is the proprietor named by the label before his name', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Ram Bahadur Shakya');
  });
});
