import { withWord } from './ocr-document.fixtures';
import {
  enCloudGpuRentalMonthlyBill3Png,
  enSamoaFaleBuilderInvoice1Png,
  enSamoaFaleBuilderInvoice2Photo,
  heFourSpeciesStallTill3Scan,
  heInvitationCardsWebshopOrder1Photo,
  heRehovotOrchardHotelFolio1Png,
  heTibetanMomoRestaurantBill1Photo,
  mixedHabimaSquareCarParkReceipt3Photo,
} from './ocr-output-69.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 82: Samoa's VAGST (and other VATs by their own names) is the tax; as recognised, "מתוכס מע"מ" is "מתוכם מע"מ"; a "Total" line under the VAT's
 * whose amount was read as scraps of digits gives net + VAT; a name opening with a stray single quote loses it; Hebrew vowel points read from specks are
 * dropped ("לָא" is לא); "מתוכו", a garbled word and a rate name the VAT; "לתשלום / Total 00" and "סה"כ 77D מע"מ 20" (a total with its amount illegible)
 * take the items over them, a sum of the items included, when the VAT agrees. Made on held-out set 69's images after its blind reading; OCR output
 * captured as the reader gave it (ocr-output-69.fixtures.ts).
 */
describe('an Apia fale builder\'s invoice as recognised: "VAGST @ 15%"', () => {
  it('is the tax', () => {
    expect(parseReceiptDocument(enSamoaFaleBuilderInvoice1Png).fields.tax).toBe('2018.70');
  });

  it("is no tax where the word is not a tax's name", () => {
    expect(parseReceiptDocument(withWord(enSamoaFaleBuilderInvoice1Png, 'VAGST', 'VAGRANT')).fields.tax).toBeUndefined();
  });

  it('has no stray quote before its name on the photo ("‘Tufuga Fale Builders Limited")', () => {
    expect(parseReceiptDocument(enSamoaFaleBuilderInvoice2Photo).fields.vendorName).toBe('Tufuga Fale Builders Limited');
  });
});

describe('a Rehovot hotel\'s folio as recognised: "סה"כ חיובים 1,817.00" over "מתוכס מע"מ 17% 264.01"', () => {
  it('is the total, the VAT included in it', () => {
    expect(parseReceiptDocument(heRehovotOrchardHotelFolio1Png).fields.total).toBe('1817.00');
  });

  it('is no total where the word is not "of which"', () => {
    expect(parseReceiptDocument(withWord(heRehovotOrchardHotelFolio1Png, 'מתוכס', 'מתוכת')).fields.total).toBeUndefined();
  });
});

describe('a GPU cloud\'s bill as recognised: "Total (ILS) ₪7 ,7" under "Subtotal 48,814.50" and "VAT 17% 8,298.47"', () => {
  it('is the net with its VAT', () => {
    expect(parseReceiptDocument(enCloudGpuRentalMonthlyBill3Png).fields.total).toBe('57112.97');
  });

  it('is no total where the line is not labelled a total', () => {
    expect(parseReceiptDocument(withWord(enCloudGpuRentalMonthlyBill3Png, 'Total', 'Notal')).fields.total).toBeUndefined();
  });
});

describe('a Tibetan restaurant\'s bill as recognised: a tip "(לָא חלק מהחשבונית)" and the card\'s charge with it', () => {
  it("is the bill's total without the tip", () => {
    expect(parseReceiptDocument(heTibetanMomoRestaurantBill1Photo).fields.total).toBe('246.00');
  });

  it("is the bill's total where the tip is not said to be outside the bill too, the card's charge after it being the card's", () => {
    expect(parseReceiptDocument(withWord(heTibetanMomoRestaurantBill1Photo, '(לָא', '(כן')).fields.total).toBe('246.00');
  });
});

describe('a four species stall\'s till slip as recognised: "מתוכו n*un 18% 79.17"', () => {
  it('is the VAT', () => {
    expect(parseReceiptDocument(heFourSpeciesStallTill3Scan).fields.tax).toBe('79.17');
  });

  it('is no VAT without "of which"', () => {
    expect(parseReceiptDocument(withWord(heFourSpeciesStallTill3Scan, 'מתוכו', 'מתוקי')).fields.tax).toBeUndefined();
  });
});

describe('a car park\'s receipt as recognised: "לתשלום Total 00" under "מקסימום יומי 104.00", "מע"מ 18% כלול 15.86"', () => {
  it('is the amount over the total line, the VAT agreeing', () => {
    expect(parseReceiptDocument(mixedHabimaSquareCarParkReceipt3Photo).fields.total).toBe('104.00');
  });

  it("is no total where the line is no total's", () => {
    expect(parseReceiptDocument(withWord(mixedHabimaSquareCarParkReceipt3Photo, 'לתשלום', 'לתשלוח')).fields.total).toBeUndefined();
  });
});

describe('an invitation card shop\'s order as recognised: "סה"כ 77D מע"מ 20" under "סכום פריטים 2,325.00" and a pickup fee, over "מע"מ 17% כלול 340.00"', () => {
  it("is the items' sum with the fee, and the VAT", () => {
    const { fields } = parseReceiptDocument(heInvitationCardsWebshopOrder1Photo);
    expect([fields.total, fields.tax]).toEqual(['2340.00', '340.00']);
  });

  it("is no total where no total's word opens the line", () => {
    expect(parseReceiptDocument(withWord(heInvitationCardsWebshopOrder1Photo, 'סה"כ', 'סעיף')).fields.total).toBeUndefined();
  });
});
