import { OcrWord, withWords } from './ocr-document.fixtures';
import { enBentotaAyurvedaInvoice4Png, enHavdalahOnlineOrder1Png, enRoatanBaleadaTill2Png, heMaqlubaRestaurantBill2Png, mixedBokekParking2Png } from './ocr-output-91.fixtures';
import { parseReceiptDocument } from './receipt-parser';
import { spanishLettersRepaired } from './spanish-letters';
import { textLayer } from './text-layer.fixtures';

/**
 * Parser 109, made on held-out set 91 after its blind reading: text layers as the reader gave them (written as `textLayer` reads them, coordinates
 * rounded), and what the OCR reader returned for its images.
 */

/** Each word read `from` (its direction marks aside) read `to` instead. */
const retext = (from: string, to: string) => (w: OcrWord) => (w[0].replace(/[\u200e\u200f]/g, '') === from ? ([to, ...w.slice(1)] as OcrWord) : w);

describe('a tanker ticket titled "חשבונית מס / תעודת משלוח", its "משלוח" over the date\'s value', () => {
  const rows = [
    'מכליות@104-147/12:24 | הנגב@68-97/12:24',
    'מכליות@151-183/25:34 | הנגב@124-146/25:34 | אספקת@92-119/25:34 | דלקים@59-86/25:34 | בע"מ@32-54/25:34',
    'ח.פ.@124-146/34:43 | 510066848@70-119/34:43',
    'אזה"ת עידן הנגב, רהט@62-154/43:50',
    'חשבונית@135-173/61:70 | מס@119-129/61:70 | /@108-113/61:70 | תעודת@75-102/61:70 | משלוח@43-70/61:70',
    "מס'@121-137/70:79 | 1533285@78-116/70:79",
    'תאריך@177-204/79:88 | 24/3/2026@11-60/79:88',
    'שעת@188-204/88:97 | התחלה@155-182/88:97 | 07:18@11-38/88:97',
    'מכלית@180-204/97:106 | 80-780-83@11-60/97:106',
    'סולר - סה"כ ליטרים@120-204/229:238 | 755.7@11-38/229:238',
    'סכום לפני מע"מ@140-204/247:256 | 4,482.81@11-50/247:256',
    'מע"מ 18%@170-204/256:265 | 806.91@11-42/256:265',
    'סה"כ לתשלום@150-204/265:277 | 5,289.72 ש"ח@11-70/265:277',
  ];

  it('takes the labelled date: the title is no column header', () => {
    expect(parseReceiptDocument(textLayer(rows)).fields.date).toBe('2026-03-24');
  });

  it('still lowers a date under a header that says it is the delivery\'s, "משלוח" alone over it', () => {
    const other = rows.map((r) => (r.startsWith('חשבונית@') ? 'משלוח@43-70/61:70' : r.replace('תאריך@177-204/79:88 | ', '')));
    expect(parseReceiptDocument(textLayer(other)).fields.date).toBeUndefined();
  });
});

describe('a Honduran till\'s "Baleadas Dofia Chepa S. de R.L.", its ñ read as "fi"', () => {
  it('reads the name back with its ñ', () => {
    expect(parseReceiptDocument(enRoatanBaleadaTill2Png).fields.vendorName).toBe('Baleadas Doña Chepa S. de R.L.');
  });

  it('leaves a word that is one alone: "Sofia"', () => {
    expect(parseReceiptDocument(withWords(enRoatanBaleadaTill2Png, retext('Dofia', 'Sofia'))).fields.vendorName).toBe('Baleadas Sofia Chepa S. de R.L.');
  });
});

describe('spanishLettersRepaired', () => {
  it('puts back an ñ read as "fi", in the word\'s case', () => {
    expect(spanishLettersRepaired('Cabafias La Montafia')).toBe('Cabañas La Montaña');
    expect(spanishLettersRepaired('DOFIA CHEPA')).toBe('DOÑA CHEPA');
  });

  it("puts back a trade's lost accent only in a name with a Spanish legal form", () => {
    expect(spanishLettersRepaired('Peluqueria Estrella del Estrecho S.L.')).toBe('Peluquería Estrella del Estrecho S.L.');
    expect(spanishLettersRepaired('Panaderia Santa Cruz S.A. de C.V.')).toBe('Panadería Santa Cruz S.A. de C.V.');
    expect(spanishLettersRepaired('Panaderia La Esperanza LLC')).toBe('Panaderia La Esperanza LLC');
  });

  it('leaves Hebrew names and words it does not know', () => {
    expect(spanishLettersRepaired('אחוזת ציפורי בע"מ')).toBe('אחוזת ציפורי בע"מ');
    expect(spanishLettersRepaired('Sofia Fine Foods Ltd')).toBe('Sofia Fine Foods Ltd');
  });
});

describe('a bilingual car park\'s "חניוני ים המלח בע"5מ · Dead Sea Parking Ltd.", a digit read inside בע"מ', () => {
  it('takes the Hebrew registered name', () => {
    expect(parseReceiptDocument(mixedBokekParking2Png).fields.vendorName).toBe('חניוני ים המלח בע"מ');
  });

  it('takes the English one when the Hebrew has no legal form', () => {
    expect(parseReceiptDocument(withWords(mixedBokekParking2Png, retext('בע"5מ', 'בעבר'))).fields.vendorName).toBe('Dead Sea Parking Ltd.');
  });
});

describe('a restaurant\'s card slip under the bill: "טיפ לצוות 101.00", "סה"כ arn 1,364.36" (חיוב), the tip said to be outside the invoice', () => {
  it("takes the bill's total, not the charge with the tip", () => {
    expect(parseReceiptDocument(heMaqlubaRestaurantBill2Png).fields).toMatchObject({ total: '1263.36', tax: '183.57' });
  });

  it('takes the bill\'s total under "סה"כ שולם" too, what was paid with the tip', () => {
    expect(parseReceiptDocument(withWords(heMaqlubaRestaurantBill2Png, retext('arn', 'שולם'))).fields.total).toBe('1263.36');
  });
});

describe('an online order\'s "Order #W25765" under the title\'s "RECEIPT", the number\'s label "No. HV-832846" beside it', () => {
  it("takes the invoice's number, not the order's", () => {
    expect(parseReceiptDocument(enHavdalahOnlineOrder1Png).fields.documentNumber).toBe('HV-832846');
  });

  it('takes the value under the title when no label of its own comes before it', () => {
    const bare = withWords(enHavdalahOnlineOrder1Png, (w) => (w[0] === 'Order' ? ['Ref', ...w.slice(1)] : w[0] === '#W25765' ? ['W25765', ...w.slice(1)] : w) as OcrWord);
    expect(parseReceiptDocument(bare).fields.documentNumber).toBe('W25765');
  });
});

describe('a Sri Lankan retreat\'s invoice in pounds, "TIN 860081401" in its letterhead', () => {
  it('repairs no foreign number into an Israeli id', () => {
    expect(parseReceiptDocument(enBentotaAyurvedaInvoice4Png).fields.vendorTaxId).toBeUndefined();
  });

  it('repairs one after an Israeli label', () => {
    expect(parseReceiptDocument(withWords(enBentotaAyurvedaInvoice4Png, retext('TIN', 'ח.פ.'))).fields.vendorTaxId).toBe('880081401');
  });
});
