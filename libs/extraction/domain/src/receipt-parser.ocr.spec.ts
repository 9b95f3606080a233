import {
  enParkingTicket1Scan,
  enTelecomStatement2Photo,
  heCreditNote4Png,
  heRestaurantBill1Png,
  heRestaurantBill2Scan,
  heTaxInvoiceA41Png,
  mixedBilingualInvoice1Png,
} from './ocr-output.fixtures';
import { parseReceiptDocument } from './receipt-parser';

/** The rules on real recognition output (ocr-output.fixtures.ts), noise and all. */
describe('parsing real OCR output', () => {
  it('joins a table row whose cells came out as separate lines, and makes a credit note negative', () => {
    // "435.59-" and "סה"כ זיכוי ₪" were recognised a few pixels apart, as two lines; ח/פ. is a tax-id label too.
    expect(parseReceiptDocument(heCreditNote4Png).fields).toEqual({
      vendorName: 'ריהוט משרדי אלמוג בע"מ',
      vendorTaxId: '519385322',
      documentNumber: '2873',
      date: '2024-06-29',
      currency: 'ILS',
      total: '-435.59',
      tax: '-63.29',
    });
  });

  it('reads a total whose ₪ sign OCR glued to it as letters, and checks it against the VAT', () => {
    // "PAID TM36.00": the sign read as "TM".
    expect(parseReceiptDocument(enParkingTicket1Scan).fields).toMatchObject({ total: '36.00', tax: '5.23', currency: 'ILS', documentNumber: '468394' });
  });

  it('derives the VAT from net and total when its amount is illegible, at the rate in force on the date', () => {
    // "מע"מ 17% 2 ש"ח": the amount lost; 5,194.92 - 4,440.10 = 754.82 is 17% of the net in July 2023.
    const parsed = parseReceiptDocument(heTaxInvoiceA41Png);
    expect(parsed.fields).toMatchObject({ total: '5194.92', tax: '754.82', date: '2023-07-16', vendorTaxId: '030654115' });
    expect(parsed.confidence.tax).toBeLessThan(0.9);
  });

  it('pairs a bare invoice title with the number printed under it, and takes the total over the tip', () => {
    expect(parseReceiptDocument(heRestaurantBill1Png).fields).toMatchObject({ documentNumber: '12306', total: '54.43', tax: '7.06' });
    expect(parseReceiptDocument(heRestaurantBill2Scan).fields).toMatchObject({ total: '159.28', tax: '21.04', vendorTaxId: '518589643' });
  });

  it("takes the statement date over the billing period and due date, and never the vendor's id as the document number", () => {
    const fields = parseReceiptDocument(enTelecomStatement2Photo).fields;
    expect(fields).toMatchObject({ date: '2025-07-06', vendorTaxId: '518288782', total: '266.37', tax: '40.63' });
    expect(fields.documentNumber).not.toBe('518288782');
  });

  it("skips the customer's id in a bilingual invoice and reads a garbled number label", () => {
    expect(parseReceiptDocument(mixedBilingualInvoice1Png).fields).toMatchObject({ vendorTaxId: '513482679', documentNumber: '97480', vendorName: 'CyberShield Technologies Ltd' });
  });

  it('reports every field it gives with a confidence, and no recognised name as fully sure', () => {
    for (const doc of [heCreditNote4Png, enParkingTicket1Scan, heTaxInvoiceA41Png, mixedBilingualInvoice1Png]) {
      const parsed = parseReceiptDocument(doc);
      expect(Object.keys(parsed.confidence).sort()).toEqual(Object.keys(parsed.fields).sort());
      expect(parsed.confidence.vendorName ?? 0).toBeLessThan(0.9);
    }
  });
});
