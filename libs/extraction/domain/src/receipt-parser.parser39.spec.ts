import { customerBlock, inBlock } from './field-tax-id';
import { linesOf } from './layout-lines';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 39: the customer's "לכבוד" recognised with a yod after its ל ("ליכבוד:", held-out set 39's
 * generator maintenance bill, its customer's company id taken surely for the vendor's where the
 * vendor's own was not read) is the customer's label still.
 */
describe('a customer\'s "לכבוד:" read as "ליכבוד:"', () => {
  const rows = [
    'כוח רציף@1200-1440/120:170',
    'חשבונית מס - חיוב חודשי@1000-1440/400:430',
    'ליכבוד: קניון הלב ניהול נכסים בע"מ - ח.פ. 553877119@814-1438/515:538',
    'סה"כ לתשלום@1200-1440/1100:1130 | 4,906.80@136-260/1100:1130',
  ];

  it("heads the customer's block: the company id on its line is the customer's", () => {
    const lines = linesOf(textLayer(rows));
    const line = lines.find((l) => l.text.includes('553877119'));
    expect(line).toBeDefined();
    if (!line) return;
    const at = line.text.indexOf('553877119');
    expect(inBlock(customerBlock(lines), line, at, at + 9)).toBe(true);
    // Never sure of it as the vendor's.
    expect(parseReceiptDocument(textLayer(rows)).confidence.vendorTaxId ?? 0).toBeLessThan(0.9);
  });
});
