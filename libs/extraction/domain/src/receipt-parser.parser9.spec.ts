import { moneyIn } from './money';
import { documentFromText } from './receipt-document';
import { parseReceiptDocument } from './receipt-parser';

/** Parser 9: notation every document in it would hit, and classes of miss seen on layouts of more than one set. */
const text = (lines: string[]) => parseReceiptDocument(documentFromText(lines.join('\n')));

describe('amounts with thousands grouped by a space and a decimal comma', () => {
  it('reads "3 136,00" whole, with a plain or a no-break space', () => {
    expect(moneyIn('K úhradě / Total to pay 3 136,00 CZK').map((m) => m.value.toScale(2))).toEqual(['3136.00']);
    expect(moneyIn('Total TTC 12\u00a0480,50 €').map((m) => m.value.toScale(2))).toEqual(['12480.50']);
    expect(moneyIn('Celkem 1\u202f234\u202f567,89').map((m) => m.value.toScale(2))).toEqual(['1234567.89']);
  });

  it('leaves a space before a decimal point as it was (a quantity before a price, "2 136.00")', () => {
    expect(moneyIn('Widget 2 136.00').map((m) => m.value.toScale(2))).toEqual(['2.00', '136.00']);
  });

  it('takes the whole amount as the total, below the sure band', () => {
    const parsed = text(['Staroměstský Sklep a.s.', 'Celkem / Total        2 936,00 Kč', 'Spropitné / Tip        200,00 Kč', 'K úhradě / Total to pay        3 136,00 CZK']);
    expect(parsed.fields.total).toBe('3136.00');
    expect(parsed.confidence.total).toBeLessThan(0.9);
  });
});

describe("a country's legal suffix", () => {
  it('takes a Czech a.s. as a legal suffix, over the brand in large print', () => {
    const parsed = text(['STAROMĚSTSKÝ SKLEP', 'Staroměstský Sklep a.s.', 'Týnská 7, 110 00 Praha 1', 'Účet / Bill No. 733339', 'Celkem / Total        2 936,00 Kč']);
    expect(parsed.fields.vendorName).toBe('Staroměstský Sklep a.s.');
  });
});

describe('the date the payment was made', () => {
  it('is the date of a booking receipt whose later date is the performance', () => {
    const parsed = text([
      'Cavendish Theatres',
      'Booking confirmation & VAT receipt',
      'Booked on        13 August 2023',
      'Kings of the Strand',
      'Sunday 29 October 2023 at 14:30 · doors open 45 minutes before',
      'Total paid        £123.95',
      'Includes VAT at 20%        £20.66',
      'Paid by Mastercard ending 5070 on 13/08/2023. Tickets are non-refundable.',
    ]);
    expect(parsed.fields.date).toBe('2023-08-13');
    expect(parsed.confidence.date).toBeLessThan(0.9);
  });

  it('does not outweigh an invoice date', () => {
    const parsed = text(['Kraftwerk GmbH', 'Invoice date: 01.03.2025', 'Total 1.190,00 €', 'Paid on 05.03.2025 (Visa •••• 4242) 1.190,00 €']);
    expect(parsed.fields.date).toBe('2025-03-01');
  });
});

describe('the date of a visit to come', () => {
  it('is not the date of the invoice for the visit made (a return visit recommended)', () => {
    const parsed = text([
      'דבורה הדברה ירוקה בע"מ        חשבונית מס קבלה',
      '26.07.23',
      'ח.פ. 517289369',
      'הדברת פרעושים – בית וחצר        410.00',
      'סה"כ כולל מע"מ        410.00 ש"ח',
      'מתוכו מע"מ 17%        59.57',
      'אחריות לטיפול עד 24/10/2023 · ביקור חוזר מומלץ ב-25/08/2023',
    ]);
    expect(parsed.fields.date).toBe('2023-07-26');
  });

  it('is not the date of an order confirmation (a visit date)', () => {
    const parsed = text(['SUMMIT SKI', 'Order confirmation & invoice', '01/02/2024', 'Visit date 09/02/2024', 'Total ₪1,424.00']);
    expect(parsed.fields.date).toBe('2024-02-01');
  });

  it('leaves the labelled order date as the date when the only other date is the visit (an order confirmation)', () => {
    const parsed = text(['SUMMIT SKI', 'Order confirmation & invoice', 'Order date 16:39 01/02/2024', 'Visit date 09/02/2024', 'Total ₪1,424.00']);
    expect(parsed.fields.date).toBe('2024-02-01');
    expect(parsed.confidence.date).toBeLessThan(0.9);
  });
});

describe("a Hebrew page's Latin wordmark over its Hebrew name", () => {
  it('gives way to the Hebrew name the tax-id label stands beside', () => {
    const parsed = text([
      'UZI & SONS TYRES',
      'צמיגי עוזי ובניו',
      'עוסק מורשה / Dealer No. 015443864',
      'חשבונית מס קבלה / 26288 Tax Invoice Receipt',
      'תאריך / Date 14/06/2025',
      'צמיג 205/55R16        450.00',
      'סה"כ לתשלום        531.00',
      'מע"מ 18%        81.00',
    ]);
    expect(parsed.fields.vendorName).toBe('צמיגי עוזי ובניו');
    expect(parsed.confidence.vendorName).toBeLessThan(0.9);
  });

  it('stays when the Hebrew under it is a place (a comma before the town)', () => {
    const parsed = text(['Espresso Lab TLV', 'שוק הפשפשים, יפו', '. / Co. Reg. 552235699ח.פ', 'Tel 03-8782591', 'חשבון 81987', 'סה"כ 58.00']);
    expect(parsed.fields.vendorName).not.toBe('שוק הפשפשים, יפו');
  });
});
