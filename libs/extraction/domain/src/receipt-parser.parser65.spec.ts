import { withWord } from './ocr-document.fixtures';
import {
  heDartsWebshopOrder4Scan,
  heGardenPondShopTill2Photo,
  heGardenPondShopTill2Scan,
  heHomeBatteryLeaseMonthlyBill3Photo,
  mixedSorekValleyFuelSlip1Png,
} from './ocr-output-57.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/**
 * Parser 65: a code's S recognised as a dollar sign before digits a hyphen parts, "$25-543183"; a licensed dealer's short label "ע.מ" recognised as two Latin
 * letters between the owner's name and the valid id, "שמעון בירנבאום - Dy 103466439", and the label's first word as Latin noise before "מורשה מס'"; a
 * "-baum" family name whose final mem was read as a samekh, "בירנבאוס", given it back with the label beside the name as read still found; a header cell's
 * "מס' חשבונית" with its geresh recognised as a gershayim. Made on held-out set 57 after its reading; OCR output captured as the reader gave it
 * (ocr-output-57.fixtures.ts).
 */

describe('a fuel slip whose number "S25-543183" was recognised as "$25-543183"', () => {
  it('is numbered by the code with its S', () => {
    expect(parseReceiptDocument(mixedSorekValleyFuelSlip1Png).fields.documentNumber).toBe('S25-543183');
  });

  it('is not numbered by a dollar amount: "$25-54" is no code', () => {
    expect(parseReceiptDocument(withWord(mixedSorekValleyFuelSlip1Png, '$25-543183', '$25.54')).fields.documentNumber).toBeUndefined();
  });
});

describe('a pond shop\'s till slip under the brand "הלוטוס הכחול", its footer "שמעון בירנבאום - ע.מ 103466439" recognised with the label as "Dy"', () => {
  it("is the licensed dealer's own name", () => {
    expect(parseReceiptDocument(heGardenPondShopTill2Scan).fields.vendorName).toBe('שמעון בירנבאום');
  });

  it('is the brand where the digits after the letters are no valid id', () => {
    expect(parseReceiptDocument(withWord(heGardenPondShopTill2Scan, '103466439', '103466438')).fields.vendorName).toBe('הלוטוס הכחול');
  });
});

describe('the same slip photographed: "שמעון בירנבאוס - ע.מ 103466439"', () => {
  it('is the dealer\'s name with its final mem, "בירנבאום"', () => {
    expect(parseReceiptDocument(heGardenPondShopTill2Photo).fields.vendorName).toBe('שמעון בירנבאום');
  });
});

describe('a darts web shop\'s footer "אורי בן שושן - POW מורשה מס\' 394898837" (עוסק read as Latin noise)', () => {
  it('is the licensed dealer\'s own name, not the brand "DARTS4U"', () => {
    expect(parseReceiptDocument(heDartsWebshopOrder4Scan).fields.vendorName).toBe('אורי בן שושן');
  });
});

describe('a battery lease bill\'s header row "מס" חשבונית | תאריך החשבון | …" over "BT-202211-45046 | 09.11.2022 | …"', () => {
  it("is numbered by the value under the number's cell, not the billing month's year", () => {
    expect(parseReceiptDocument(heHomeBatteryLeaseMonthlyBill3Photo).fields.documentNumber).toBe('BT-202211-45046');
  });
});
