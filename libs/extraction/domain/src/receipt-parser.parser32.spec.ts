import { enUxResearchLabInvoice4Png } from './ocr-output-30.fixtures';
import { enPodcastStudioInvoice1Png, enUkMillinerInvoice4Scan } from './ocr-output-32.fixtures';
import { documentFromText } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 32: "SRL" (a Belgian, Italian or Romanian limited company, written without full stops) is
 * a legal form after a name; Latin American given names in Hebrew letters ("דייגו") name a licensed
 * dealer; a Latin line the recogniser broke in two at the same height is one line again; a recognised
 * code's I read as a 1 ("1C/279581") is an I. Made on
 * held-out set 31 after its blind reading; text layers as the reader gave them (written as
 * `textLayer` reads them) and recognised pages as captured.
 */
describe('a Belgian lace shop\'s web order: its script wordmark "Dentelles du Sablon" beside the company "Dentelles du Sablon SRL"', () => {
  const rows = [
    'Dentelles du Sablon SRL@450-550/43:52',
    'Dentelles du Sablon@45-225/39:64 | Rue de Rollebeek 9, 1000 Bruxelles@407-550/39:64',
    'VAT BE 0689.204.117@461-550/63:71',
    'Handmade Belgian lace since 1952@45-174/74:82',
    'I N V O I C E@45-131/97:112',
    'Invoice number@47-115/130:139 | 281924@124-157/130:139 | Order@210-235/130:139 | WEB-784962@275-335/130:139',
    'Invoice date@47-99/145:154 | 3 November 2023@124-201/145:154 | Order placed@210-266/145:154 | 2 November 2023@275-352/145:154',
    'Billing address@45-114/167:176 | Delivery address@213-291/167:176',
    'Hila Cohen@45-94/178:187 | c/o Hotel Navarra, Brugge, Belgium@213-370/178:187',
    'Item@46-68/208:217 | Qty@340-357/208:217 | Unit price@375-422/208:217 | Amount@469-506/208:217',
    'Bobbin lace starter kit@47-146/223:232 | 3@340-346/223:232 | € 49,00@376-410/223:232 | € 147,00@470-509/223:232',
    'Shipping (bpost, tracked)@47-157/275:284 | 1@340-346/275:284 | € 8,95@376-404/275:284 | € 8,95@470-498/275:284',
    'Total (EUR, VAT included)@308-449/298:308 | € 155,95@501-550/298:308',
  ];

  it('is named by its company, "SRL" and all', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('Dentelles du Sablon SRL');
  });

  it.each(['Pasticceria Rossi Srl', 'Tipografia Dacia SRL'])('keeps "%s" whole over a wordmark', (name) => {
    expect(parseReceiptDocument(textLayer([`${name}@450-550/43:52`, ...rows.slice(1)])).fields.vendorName).toBe(name);
  });
});

describe('a Peruvian restaurant\'s bill: its brand "אינקה" over the licensed dealer\'s own name, "דייגו רמירס"', () => {
  const rows = [
    'אינקה@122-155/17:34',
    'דייגו רמירס@121-157/37:46',
    'מטבח פרואני@122-156/48:55',
    'עוסק מורשה@140-174/57:64 | 045314416@104-138/57:64',
    "שד' בן גוריון@135-170/66:73 | 12, חיפה@108-133/66:73",
    'חשבונית מס / קבלה@103-174/84:94',
    "מס'@148-158/97:106 | 649682@120-145/97:106",
    'תאריך:@239-259/107:115 | 20/08/2024@201-236/107:115 | נפתח:@177-193/107:115 | 14:16@156-174/107:115 | שולחן@132-149/107:115',
    'סה"כ לתשלום ₪@140-174/130:138 | 904.00@100-125/130:138',
  ];

  it('is named by its owner, a given name from Latin America', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.vendorName).toBe('דייגו רמירס');
  });
});

describe("a letterhead's name the recogniser broke into two lines at the same height", () => {
  it('reads "Soundwell Podcast" beside a tall logo and "Studios Ltd." as one name', () => {
    expect(parseReceiptDocument(enPodcastStudioInvoice1Png).fields.vendorName).toBe('Soundwell Podcast Studios Ltd.');
  });

  it('reads a small-capitals name given as "COTSWOLD" and "LIMITED Works Hat" left to right', () => {
    expect(parseReceiptDocument(enUkMillinerInvoice4Scan).fields.vendorName).toBe('COTSWOLD Hat Works LIMITED');
  });

  it('gives a suffix its full stop read apart on the joined line ("Ltd ." before "Company No.")', () => {
    expect(parseReceiptDocument(enUxResearchLabInvoice4Png).fields.vendorName).toBe('Usable Insight Labs Ltd.');
  });
});

describe('an ice maker\'s invoice whose series "IC/" the recogniser read as "1C/"', () => {
  const page = (number: string) =>
    ['אייסברג מוצרי קרח בע"מ', 'ח.פ. 511237877', `חשבונית מס מס' ${number}`, 'תאריך: 28/02/2023', 'סה"כ כולל מע"מ 29,188.58', 'מע"מ 4,241.08'].join('\n');

  it('gives the code its I back when recognised', () => {
    expect(parseReceiptDocument(documentFromText(page('1C/279581'), 'ocr')).fields.documentNumber).toBe('IC/279581');
  });

  it("keeps a text layer's code as printed", () => {
    expect(parseReceiptDocument(documentFromText(page('1C/279581'))).fields.documentNumber).toBe('1C/279581');
  });
});
