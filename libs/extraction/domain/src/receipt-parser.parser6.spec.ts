import { datesIn } from './dates';
import { amountsOf } from './field-amounts';
import { moneyIn } from './money';
import {
  enBoutiqueHotelFolio1Png,
  enSwissInvoice1Png,
  heAfterschoolReceipt4Png,
  heDryCleanerSlip1Png,
  heEvCharging2Png,
  heEventCatering2Scan,
  heLawOfficeInvoice3Png,
  mixedParkingPass1Png,
} from './ocr-output.fixtures';
import { DocumentLine, documentFromText, ReceiptDocument } from './receipt-document';
import { linesOf } from './layout-lines';
import { parseReceipt, parseReceiptDocument } from './receipt-parser';

/** A line of words placed left to right at the given x positions, on row `y`. */
function row(y: number, ...cells: [number, string][]): DocumentLine {
  return { words: cells.map(([x, text]) => ({ text, x0: x, x1: x + text.length * 6, y0: y, y1: y + 10 })) };
}

/** Parser 6: rules made with held-out set 4 as development data, each about a kind of receipt, not one layout. */
describe('number notations', () => {
  it('reads Swiss apostrophe thousands and whole amounts with a dash for cents, without taking a tail of the number alone', () => {
    expect(moneyIn("Total amount CHF 3'256.40").map((m) => m.value.toScale(2))).toEqual(['3256.40']);
    expect(moneyIn('סה"כ ש"ח 1,240.-').map((m) => [m.value.toScale(2), m.cents])).toEqual([['1240.00', true]]);
    expect(moneyIn('120,-').map((m) => m.value.toScale(2))).toEqual(['120.00']);
    // A trailing minus after cents is still a sign.
    expect(moneyIn('הנחת מנוי 10% 27.00-').map((m) => m.value.toScale(2))).toEqual(['-27.00']);
  });

  it('reads a Swiss invoice in CHF: apostrophe amounts, the net, the VAT at its stated rate, no Israeli id for the Swiss vendor, no logo sign in its name', () => {
    const parsed = parseReceiptDocument(enSwissInvoice1Png);
    expect(parsed.fields).toMatchObject({ vendorName: 'Alpine Summit Events GmbH', currency: 'CHF', total: '9248.95', tax: '693.03', date: '2025-12-28' });
    // The Israeli customer's company number is printed under "Attn." with a seven-digit postcode between: not the vendor's.
    expect(parsed.fields.vendorTaxId).toBeUndefined();
  });

  it("never takes a buyer's customs id for the vendor's", () => {
    expect(parseReceipt('Commercial Invoice\nInvoice No.: INV2025\nCustoms ID: 310129044\nOrder total US $117.92').vendorTaxId).toBeUndefined();
  });

  it('knows currencies by their ISO code in capitals only (a recognised "sek" is noise)', () => {
    expect(parseReceipt('Invoice 12\nTotal SEK 1,200.00')).toMatchObject({ currency: 'SEK', total: '1200.00' });
    expect(parseReceipt('חשבונית מס 12\n130 הזירוי sek\nסה"כ ₪ 130.00').currency).toBe('ILS');
  });

  it("reads a receipt book's whole amounts written 1,200.-", () => {
    expect(parseReceiptDocument(heAfterschoolReceipt4Png).fields).toMatchObject({ total: '1200.00', documentNumber: '0247', vendorTaxId: '217326065' });
  });
});

describe('amounts that are not the total', () => {
  it('reads the gershayim OCR makes a doubled yod in the usual abbreviations (מעיימ, סהייכ)', () => {
    const text = [
      'חשבונית מס 12',
      'סה"כ לפני מע"מ 22,859.10',
      'מעיימ 18% 4,114.64',
      'DTD כולל מעיימ 26,973.74 ₪',
      'שולמה מקדמה (קבלה 737) 8,000.00-',
      'יתרה לתשלום 18,973.74 ₪',
    ].join('\n');
    expect(parseReceiptDocument(documentFromText(text, 'ocr')).fields).toMatchObject({ total: '26973.74', tax: '4114.64' });
  });

  it('takes the VAT a total sentence states with its rate ("Ride total includes VAT 17%: ₪8.02") as the VAT, and the ride total without the tip', () => {
    const text = [
      'GoCab',
      'Meter fare (tariff 1) ₪47.70',
      'Booking fee ₪7.50',
      'Ride total ₪55.20',
      'Tip for Dudi ₪5.00',
      'Total charged ₪60.20',
      'Ride total includes VAT 17%: ₪8.02.',
    ].join('\n');
    const vat = amountsOf({ lines: linesOf(documentFromText(text)), ocr: false, hebrew: false }).find((a) => a.value.toScale(2) === '8.02');
    expect(vat?.role).toBe('vat');
    expect(parseReceipt(text)).toMatchObject({ total: '55.20', tax: '8.02' });
  });

  it('reads a VAT analysis row whose header is illegible by its own arithmetic: rate, net, VAT, gross', () => {
    const text = ['KENSINGTON ROW HOTEL', 'Invoice No. 86783', 'Totals £482.50 £482.50', 'arene [net] var| roe Balance due: £0.00', 'Standard 20% 402.08 80.42 482.50'].join('\n');
    const roles = amountsOf({ lines: linesOf(documentFromText(text, 'ocr')), ocr: true, hebrew: false })
      .filter((a) => a.line.index === 4)
      .map((a) => a.role);
    expect(roles).toEqual(['net', 'vat', 'weak-total']);
    expect(parseReceiptDocument(documentFromText(text, 'ocr')).fields).toMatchObject({ total: '482.50', tax: '80.42', currency: 'GBP' });
  });

  it("never takes an amount given for information in another currency, and takes the folio's total in both columns", () => {
    // "Total charges include VAT 17%: ₪ 348.43 · For information: USD 643.76 at 3.725".
    const parsed = parseReceiptDocument(enBoutiqueHotelFolio1Png);
    expect(parsed.fields).toMatchObject({ total: '2398.00', tax: '348.43', currency: 'ILS', date: '2024-11-28', vendorName: 'The Olive Courtyard Hotel Ltd.' });
  });

  it('takes the whole bill, not the balance left after a payment on account', () => {
    const parsed = parseReceiptDocument(heLawOfficeInvoice3Png);
    expect(parsed.fields).toMatchObject({ total: '51821.25', tax: '7450.25', date: '2024-04-21' });
    const text = [
      'חשבונית מס 77',
      'שכר טרחה לפני מע"מ 1,000.00',
      'מע"מ 18% 180.00',
      'אגרה 20.00',
      'סה"כ חשבון 1,200.00',
      'בניכוי תשלום על חשבון (500.00)',
      'יתרה לתשלום 700.00',
    ].join('\n');
    expect(parseReceipt(text).total).toBe('1200.00');
  });
});

describe("the vendor's name as registered", () => {
  it('prefers the name with its legal suffix beside the tax id (a footer) to a brand at the top', () => {
    expect(parseReceiptDocument(heEvCharging2Png).fields.vendorName).toBe('טעינה ירוקה ישראל בע"מ');
    expect(parseReceiptDocument(mixedParkingPass1Png).fields.vendorName).toBe('מגדלי הים חניונים בע"מ');
    const text = ['GoCab', 'Thanks for riding', 'Ride total ₪55.20', 'Tax invoice / receipt GO-23-4989 - Nesia Go Mobility Ltd, Company No. 513197525'].join('\n');
    expect(parseReceiptDocument(documentFromText(text, 'ocr')).fields.vendorName).toBe('Nesia Go Mobility Ltd');
  });

  it('keeps a dash that is part of the name, and reads European company forms (S.L., ApS) but not a capitalised APS after Hebrew', () => {
    expect(parseReceipt('Brisa INVOICE\nBrisa Cloud, S.L. Invoice number BR-2025-00851\nVAT No. ESB25359872').vendorName).toBe('Brisa Cloud, S.L.');
    expect(parseReceipt('Nordlys Software ApS\nInvoice 7').vendorName).toBe('Nordlys Software ApS');
    expect(parseReceipt('חניוני הנמל\nמסופון APS\nקבלה 12').vendorName).not.toBe('מסופון APS');
    const footer = 'חשבונית מס 12\nסה"כ 100.00\nעט ונייר - ציוד משרדי בע"מ - ח.פ. 514123454';
    expect(parseReceiptDocument(documentFromText(footer, 'ocr')).fields.vendorName).toBe('עט ונייר - ציוד משרדי בע"מ');
  });

  it("never takes the name under a Company or Guest label cell (a folio's guest company)", () => {
    const doc: ReceiptDocument = {
      source: 'text',
      lines: [
        row(0, [0, 'KENSINGTON'], [70, 'ROW'], [100, 'HOTEL']),
        row(20, [0, 'Company'], [120, 'Bluefin'], [170, 'Software'], [225, 'Ltd']),
        row(40, [0, 'Invoice'], [50, 'No.'], [80, '86783']),
      ],
    };
    expect(parseReceiptDocument(doc).fields.vendorName).toBe('KENSINGTON ROW HOTEL');
  });

  it('joins a legal suffix wrapped to the next line of its column ("Co.," over "Ltd.")', () => {
    const doc: ReceiptDocument = {
      source: 'text',
      lines: [
        row(0, [0, 'SELLER'], [300, 'INVOICE']),
        row(20, [0, 'Shenzhen'], [60, 'Sunrise'], [110, 'E-Commerce'], [180, 'Co.,'], [300, 'Invoice'], [350, 'No.:'], [380, 'INV2025071112']),
        row(40, [0, 'Ltd.'], [300, 'Invoice'], [350, 'date:'], [385, '11.07.2025']),
      ],
    };
    expect(parseReceiptDocument(doc).fields.vendorName).toBe('Shenzhen Sunrise E-Commerce Co., Ltd.');
  });

  it("reads an ampersand recognised as a 6 in a Latin name, and never takes the Israeli customer's name over its address on a page from abroad", () => {
    expect(parseReceiptDocument(documentFromText('Weber 6 Sohne GmbH\nRechnung / Invoice 12', 'ocr')).fields.vendorName).toBe('Weber & Sohne GmbH');
    const doc: ReceiptDocument = {
      source: 'ocr',
      lines: [
        row(0, [0, 'Studio'], [50, 'Rinaldi'], [300, 'Invoice']),
        row(20, [0, 'Via'], [30, 'Roma'], [70, '88,'], [100, 'Bologna,'], [160, 'Italy']),
        row(40, [0, 'Kinneret'], [60, 'Optics'], [110, 'Ltd'], [300, 'Invoice'], [350, 'date'], [380, '29/08/2023']),
        row(60, [0, '13'], [20, "HaTa'asiya"], [90, 'St,'], [115, 'Rehovot,'], [170, 'Israel']),
      ],
    };
    expect(parseReceiptDocument(doc).fields.vendorName).not.toBe('Kinneret Optics Ltd');
  });

  it('restores the geresh OCR drops from ושות׳', () => {
    expect(parseReceiptDocument(documentFromText('גולדברג, שחר ושות\nחשבונית מס 12', 'ocr')).fields.vendorName).toBe("גולדברג, שחר ושות'");
  });
});

describe('dates', () => {
  it('lowers ready-by, warranty, next-charge and "until" dates, and raises a date printed beside a time', () => {
    expect(parseReceiptDocument(heDryCleanerSlip1Png).fields.date).toBe('2026-01-22');
    expect(parseReceipt("קבלה 5\n18:21 22/1/26\nמוכן לאיסוף: יום ד' 28/1/26").date).toBe('2026-01-22');
    expect(parseReceipt('Invoice 5\n14/05/2025\nWarranty until 12/08/2025').date).toBe('2025-05-14');
    expect(parseReceipt('חשבונית 5\n17/08/2025\nהתשלום יבוצע תוך 14 יום, עד 31.08.2025').date).toBe('2025-08-17');
  });

  it("reads a date label in its own cell, not a neighbouring column's words (Accounts Payable)", () => {
    const doc: ReceiptDocument = { source: 'text', lines: [row(0, [0, 'Attn.'], [40, 'Accounts'], [95, 'Payable'], [300, 'Date'], [340, '15.05.2024'])] };
    expect(parseReceiptDocument(doc).fields.date).toBe('2024-05-15');
    expect(datesIn('Date 15.05.2024')[0].iso).toBe('2024-05-15');
  });

  it('is not sure of a recognised date whose year the recogniser doubted', () => {
    // "7 בנובמבר 2026" with the year at 68%: the event three days before it is in 2024.
    const parsed = parseReceiptDocument(heEventCatering2Scan);
    expect(parsed.confidence.date ?? 0).toBeLessThan(0.9);
  });
});

describe('the sure band', () => {
  it('is not sure of a total or VAT read right after a short number and a space (thousands grouped by a space, or a quantity)', () => {
    // "3 256.40" read as 256.40, and a net read short (12.40) that still adds up with the VAT.
    expect(parseReceiptDocument(documentFromText('Invoice 12\nNet 12.40\nVAT 244.00\nAmount due EUR 3 256.40')).confidence.total).toBeLessThan(0.9);
    expect(parseReceiptDocument(documentFromText('Invoice 12\nNet 12.40\nVAT 244.00\nAmount due EUR 256.40')).confidence.total).toBeGreaterThanOrEqual(0.9);
  });

  it("is not sure of a labelled vendor id when another business's valid id is on the page, nor of one a few lines under a customer's heading", () => {
    const alone = parseReceiptDocument(documentFromText('אלמוג בע"מ ח.פ. 514123454\nחשבונית מס 12\nסה"כ לתשלום ₪ 118.00'));
    expect(alone.confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
    const two = parseReceiptDocument(documentFromText('אלמוג בע"מ ח.פ. 514123454\nחשבונית מס 12\nעבור פרויקט של חברת גל 528001092\nסה"כ לתשלום ₪ 118.00'));
    expect(two.fields.vendorTaxId).toBe('514123454');
    expect(two.confidence.vendorTaxId).toBeLessThan(0.9);
    const under = parseReceiptDocument(documentFromText('Invoice 12\nAttn. Accounts Payable\nAtir Yeda St 15, Kfar Saba 4464312\nISRAEL\nCompany No. 517042750\nTotal ILS 118.00'));
    expect(under.confidence.vendorTaxId ?? 0).toBeLessThan(0.9);
  });
});
