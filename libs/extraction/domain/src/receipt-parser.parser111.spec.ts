import { OcrWord, withWords } from './ocr-document.fixtures';
import { enSaoTomeRocaFolio1Png, heDaltonFolio1Png, heFireworksTwoPageInvoice2Png, hePtitimFactoryInvoice1Png, mixedBursaRestaurantBill1Scan } from './ocr-output-92.fixtures';
import { portugueseLettersRepaired } from './portuguese-letters';
import { parseReceiptDocument } from './receipt-parser';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 111, made on held-out set 92 after parser 110: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */

/** Each word read `from` (its direction marks aside) read `to` instead. */
const retext = (from: string, to: string) => (w: OcrWord) => (w[0].replace(/[\u200e\u200f]/g, '') === from ? ([to, ...w.slice(1)] as OcrWord) : w);

describe('a bilingual telecom bill titled "חשבונית מס חודשית | AL89246368 Monthly Tax Invoice", its account\'s number labelled below', () => {
  const rows = [
    'אנגלו-ליין תקשורת בע"מ@405-553/35:50',
    'ח.פ.@541-553/56:64 | ·@537-539/56:64 | No.@522-534/56:64 | Company@485-519/56:64 | 558963328@449-482/56:64 | AngloLine@42-155/56:64',
    'ת.ד.@542-553/67:75 | 3486, כפר סבא@494-539/67:75 | ·@489-491/67:75 | שירות:@467-486/67:75 | *4040@446-464/67:75',
    'חשבונית מס חודשית@455-553/95:107 | |@444-451/95:107 | Invoice@396-440/95:107 | Tax@371-391/95:107 | Monthly@317-367/95:107 | AL89246368@236-297/95:107',
    'תאריך הפקה@503-546/118:127 | 1/2/2025@403-433/118:127 | Issued@49-75/118:127',
    'תקופת החיוב@500-546/133:142 | ינואר@415-433/133:142 | 2025@395-412/133:142 | ·@389-392/133:142 | 2025@370-386/133:142 | January@331-366/133:142 | (01/01/2025 - 31/01/2025)@238-328/133:142 | Billing period@49-101/133:142',
    'מועד החיוב בכרטיס@476-546/148:157 | 10/02/2025@394-433/148:157 | Card charge date@49-116/148:157',
    'מספר חשבון@503-546/163:172 | 660841557@396-433/163:172 | Account no.@49-95/163:172',
    'שם הלקוח@510-546/178:187 | Stein@410-433/178:187 | Rebecca@369-406/178:187 | Customer@49-87/178:187',
    'ת.ז.@534-546/193:202 | 277960803@395-433/193:202 | ID no.@49-72/193:202',
    'פירוט@530-550/218:227 | ·@524-527/218:227 | Description@469-521/218:227 | תקופה@264-286/218:227 | ·@258-260/218:227 | Period@226-255/218:227 | סכום@157-174/218:227 | ·@151-153/218:227 | Amount@111-147/218:227 | ₪@100-108/218:227',
    'חבילת אנגלו פלוס@486-550/234:243',
    '59.90@45-64/239:248 | 01/01-31/01@248-286/239:248',
    'Anglo Plus plan@493-550/246:254',
    'שיחות לחו"ל מעבר לחבילה@452-550/260:269 | 32)@438-449/260:269 | דק\'(@421-434/260:269',
    '6.08@45-60/265:274 | 01/01-31/01@248-286/265:274',
    'Calls abroad beyond plan (32 min × 0.19)@400-550/273:280',
    'הנחת לקוח ותיק@493-550/286:295',
    '-15.00@45-66/292:301 | 01/01-31/01@248-286/292:301',
    'Loyalty discount@490-550/299:307',
    'סה"כ לפני מע"מ@262-319/321:330 | ·@256-259/321:330 | Subtotal@218-253/321:330 | 50.98@47-65/321:330',
    'מע"מ@300-319/338:347 | 18%@285-297/338:347 | ·@279-281/338:347 | 18%@264-276/338:347 | VAT@245-260/338:347 | 9.18@47-60/338:347',
    'סה"כ לחיוב@268-319/357:368 | ·@261-264/357:368 | charged@213-257/357:368 | be@196-209/357:368 | to@181-192/357:368 | Total@151-177/357:368 | ₪60.16@47-79/357:368',
    'יתרה קודמת@276-319/379:388 | ·@270-273/379:388 | balance@234-267/379:388 | Previous@195-231/379:388 | 0.00@47-61/379:388',
  ];

  it("takes the value between the title's two languages as the document's number, over the account's", () => {
    const parsed = parseReceiptDocument(textLayer(rows));
    expect(parsed.fields.documentNumber).toBe('AL89246368');
    expect(parsed.confidence.documentNumber).toBeLessThan(0.9);
  });

  it("leaves the account's number when the title has no value between its languages", () => {
    const other = rows.map((r) => r.replace(' | AL89246368@236-297/95:107', ''));
    expect(parseReceiptDocument(textLayer(other)).fields.documentNumber).toBe('660841557');
  });

  it('takes no date for the number', () => {
    const other = rows.map((r) => r.replace('AL89246368@236-297/95:107', '01/02/2025@236-297/95:107'));
    expect(parseReceiptDocument(textLayer(other)).fields.documentNumber).toBe('660841557');
  });
});

describe('a São Tomé guesthouse\'s folio, "Roça Água Doce Turismo, Lda." read "Roca Agua Doce Turismo, Lda." from its clean image', () => {
  it('reads the Portuguese letters back in a name with a Portuguese legal form', () => {
    expect(parseReceiptDocument(enSaoTomeRocaFolio1Png).fields.vendorName).toBe('Roça Água Doce Turismo, Lda.');
  });

  it('leaves the words bare without the legal form', () => {
    const other = withWords(enSaoTomeRocaFolio1Png, retext('Lda.', 'Ltd.'));
    expect(parseReceiptDocument(other).fields.vendorName).toBe('Roca Agua Doce Turismo, Ltd.');
  });
});

describe('portugueseLettersRepaired', () => {
  it('puts back a lost accent, a tilde and a cedilla read as a c or a g', () => {
    expect(portugueseLettersRepaired('Roga Agua Doce, Lda.')).toBe('Roça Água Doce, Lda.');
    expect(portugueseLettersRepaired('Servigos de Construcao Sao Tome Unipessoal Lda')).toBe('Serviços de Construção São Tomé Unipessoal Lda');
    expect(portugueseLettersRepaired('AGUA VIVA LTDA.')).toBe('ÁGUA VIVA LTDA.');
  });

  it('leaves a name without a Portuguese legal form, and words the list does not hold', () => {
    expect(portugueseLettersRepaired('Roca Agua Fresca S.L.')).toBe('Roca Agua Fresca S.L.');
    expect(portugueseLettersRepaired('Padaria Central, Lda.')).toBe('Padaria Central, Lda.');
  });
});

describe('a Dalton folio, "סוויטות כרם דלתון בע"מ" read "סוויטות כרס דלתון בע"מ" from its clean image under the brand\'s "סוויטות בכרם"', () => {
  it('gives the word its final mem as the brand prints it', () => {
    expect(parseReceiptDocument(heDaltonFolio1Png).fields.vendorName).toBe('סוויטות כרם דלתון בע"מ');
  });

  it('keeps the samekh when the brand does not print the word with a mem', () => {
    const other = withWords(heDaltonFolio1Png, retext('בכרם', 'בגפן'));
    expect(parseReceiptDocument(other).fields.vendorName).toBe('סוויטות כרס דלתון בע"מ');
  });
});

describe('a bilingual restaurant bill, its company\'s "ח.פ. 512 975 046" read "חם. 046 975 $12" from its scan under the registered name', () => {
  it("reads the dollar sign as a 5 in the id's groups, and the id in the order printed", () => {
    expect(parseReceiptDocument(mixedBursaRestaurantBill1Scan).fields.vendorTaxId).toBe('512975046');
  });

  it('takes the registered name over the line that "חם." and the id open, over the café\'s large brand', () => {
    expect(parseReceiptDocument(mixedBursaRestaurantBill1Scan).fields.vendorName).toBe('מטבחי הבורסה רמת גן בע"מ');
  });

  it('reads no id from another sign, and keeps the brand when the line under the name opens otherwise', () => {
    expect(parseReceiptDocument(withWords(mixedBursaRestaurantBill1Scan, retext('$12', '#12'))).fields.vendorTaxId).toBeUndefined();
    expect(parseReceiptDocument(withWords(mixedBursaRestaurantBill1Scan, retext('חם.', 'חום'))).fields.vendorName).toBe('קפה יהלוס');
  });
});

describe('a pasta factory\'s invoice, its name\'s בע"מ read "n\'y" from its clean image, its industrial zone beside its id in the letterhead', () => {
  it('reads the suffix back and takes the registered name, not the industrial zone', () => {
    expect(parseReceiptDocument(hePtitimFactoryInvoice1Png).fields.vendorName).toBe('פתיתי חצור תעשיות מזון בע"מ');
  });

  it('takes a name beside the id that is not an industrial zone', () => {
    const other = withWords(hePtitimFactoryInvoice1Png, retext('אזור', 'אוצר'));
    expect(parseReceiptDocument(other).fields.vendorName).toBe('אוצר התעשייה חצור הגלילי');
  });

  it('reads no suffix from Latin letters without a quote mark', () => {
    const other = withWords(withWords(hePtitimFactoryInvoice1Png, retext("n'y", 'ny')), retext('אזור', 'אוצר'));
    expect(parseReceiptDocument(other).fields.vendorName).toBe('אוצר התעשייה חצור הגלילי');
  });
});

describe('a fireworks company\'s invoice, "אורות השמיים זיקוקין והפקות בע"מ" read "… והפקות ב 0" from its clean image under the brand "אורות השמיים"', () => {
  it('reads the suffix cut short after its ב back, and keeps the brand\'s "אורות" a word', () => {
    expect(parseReceiptDocument(heFireworksTwoPageInvoice2Png).fields.vendorName).toBe('אורות השמיים זיקוקין והפקות בע"מ');
  });

  it('reads no suffix from another lone letter', () => {
    const other = withWords(heFireworksTwoPageInvoice2Png, retext('ב', 'ג'));
    expect(parseReceiptDocument(other).fields.vendorName).toBe('אורות השמיים זיקוקין והפקות ג 0');
  });
});
