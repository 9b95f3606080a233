import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 33: a number after a business register's label abroad ("Business ID (Y-tunnus)") is that
 * register's, never an Israeli id with its leading zero left out; more traditional given names
 * ("עמרם") name a licensed dealer under a brand that repeats the family name. Made on held-out set 32
 * after its blind reading; text layers as the reader gave them (written as `textLayer` reads them).
 */
describe('a Finnish sauna stove maker\'s invoice: "Business ID (Y-tunnus) 2846193-7 · VAT FI28461937" in its letterhead', () => {
  const rows = [
    'Kiuaspaja Oy@43-159/44:62 | INVOICE@483-553/44:62',
    'Hatanpään valtatie 48, 33900 Tampere, Finland@43-199/68:75',
    'Business ID (Y-tunnus) 2846193-7 · VAT FI28461937@43-213/78:85 | LASKU@531-553/78:85',
    'Customer@43-85/106:115 | Invoice number@401-465/106:115 | 23478@488-513/106:115',
    'Noa Kaplan-Virtanen@43-126/117:126',
    'Invoice date@401-450/123:131 | 22.10.2024@488-533/123:131',
    'Total excl. VAT@300-380/200:208 | 2 456,00@500-540/200:208',
    'VAT 25,5 % (ALV)@300-380/212:220 | 626,28@500-540/212:220',
    'Total EUR@300-380/224:232 | 3 082,28@500-540/224:232',
  ];

  it("has no Israeli tax id: the business id is Finland's, eight digits a zero would make valid here", () => {
    const { fields } = parseReceiptDocument(textLayer(rows));
    expect(fields.vendorTaxId).toBeUndefined();
    expect(fields.vendorName).toBe('Kiuaspaja Oy');
  });

  it.each([['Business identity code']])('nor after "%s"', (label) => {
    const other = rows.map((r, i) => (i === 2 ? `${label} 2846193-7@43-213/78:85` : r));
    expect(parseReceiptDocument(textLayer(other)).fields.vendorTaxId).toBeUndefined();
  });
});

describe('a school transport operator\'s bill: the brand "הסעות ביטון" over the licensed dealer\'s own name, "עמרם ביטון"', () => {
  const rows = [
    'הסעות ביטון@447-556/41:61 | חשבונית מס@39-113/41:61',
    "עמרם ביטון@512-556/67:76 | מס'@73-95/67:76 | 6731@39-69/67:76",
    'הסעות מאורגנות לגני ילדים ולבתי ספר@412-556/80:89',
    "עוסק מורשה@516-556/93:100 | 007070774@477-514/93:100 | ·@472-475/93:100 | טל'@460-470/93:100 | 04-6429290@418-458/93:100",
    'תאריך@531-551/124:131 | מספר מנוי@389-421/124:131 | תקופת החיוב@249-291/124:131 | לתשלום עד@125-161/124:131',
    '01.01.2026@502-551/134:144 | 745048562@372-421/134:144 | דצמבר@262-291/134:144 | 2025@237-259/134:144 | 15.01.2026@112-161/134:144',
  ];

  it('is named by its owner', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('עמרם ביטון');
  });
});
