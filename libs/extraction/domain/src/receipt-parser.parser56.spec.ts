import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 56: "Invoice" a cell of its own in a header row ("Invoice | Date | Commission | Picked up") labels the invoice's number under it, though
 * the cell beside it says "Date". Made on held-out set 54 after its reading; no set has read it blind; text layers as the reader gave them
 * (written as `textLayer` reads them).
 */
describe('a Pennsylvania hex sign painter\'s invoice: "Invoice | Date | Commission | Picked up" over "390/187 | May 16, 2025 | HX-8468 | …"', () => {
  const rows = [
    'BLUE BARN HEX@45-217/41:62',
    '(717) 180-7353 · bluebarnhex.com@45-159/67:75',
    'INVOICE@45-109/88:103',
    'Invoice@52-74/120:127 | Date@184-198/120:127 | Commission@315-353/120:127 | Picked up@446-477/120:127',
    '390/187@52-84/127:137 | May 16, 2025@184-239/127:137 | HX-8468@315-352/127:137 | May 16, 2025@446-501/127:137',
    'Sold to: David Brenneman, Elizabethtown, PA 17022@45-250/145:155',
    'Item@48-66/164:173 | Qty@301-315/164:173 | Each@364-383/164:173 | Amount@453-484/164:173',
    'Mini hex ornament@48-122/178:188 | 2@301-306/178:188 | 14.00@364-386/178:188 | 28.00@453-475/178:188',
    'Merchandise@332-381/198:208 | $28.00@540-567/198:208',
    'Taxable amount@332-393/208:218 | $28.00@540-567/208:218',
    'PA sales tax 6%@332-394/219:229 | $1.68@545-567/219:229',
    'Total@332-358/230:241 | $29.68@534-567/230:241',
    'Picked up at the studio · Visa ending 8084, auth 093959@45-228/243:251',
    'Blue Barn Hex Works LLC · 21 Furnace Hill Rd., Stevens, PA 17578 · PA Sales Tax License 63152107@45-444/279:289',
  ];

  it('is numbered by the value under "Invoice", not the commission\'s', () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.documentNumber).toBe('390/187');
    expect(parsed.fields.date).toBe('2025-05-16');
  });

  it('takes no number under "Invoice Date" in one cell', () => {
    const joined = rows.map((r) => r.replace('Invoice@52-74/120:127 | Date@184-198/120:127 | ', 'Invoice Date@52-110/120:127 | '));
    expect(parseReceiptDocument(textLayer(joined)).fields.documentNumber).not.toBe('390/187');
  });
});
