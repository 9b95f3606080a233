import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-avgas-pump-receipt';

/**
 * The fuel pump of a small general-aviation airstrip by the Sorek stream, 80 mm (Nachlieli CLM for Hebrew, Liberation Sans
 * Narrow for English and figures): the airstrip's name in both languages, the company and "ח.פ.", "קבלה - חשבונית מס / RECEIPT -
 * TAX INVOICE" with a serial "Ser." of six digits, each field "Hebrew / English" at the right and its value at the left (date
 * dd/mm/yyyy and time, aircraft registration 4X-…, pilot, fuel 100LL or Jet A-1, litres to two decimals, price per litre), the
 * meter's start and end totals, "סה"כ / TOTAL ILS" boxed, "מע"מ כלול / VAT incl." with the VAT, the card, a fuel sample check box.
 * Any day.
 */
export const mixedAvgasPumpReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const y = Number(date.slice(0, 4));
    const jet = rng.chance(0.25);
    const perL = (jet ? [742, 815, 768, 781, 799] : [1236, 1318, 1284, 1342, 1371])[y - 2022] + rng.int(-15, 15);
    const cl = rng.int(jet ? 15000 : 3500, jet ? 90000 : 26000);
    const gross = Math.round((cl * perL) / 100);
    const vat = vatIn(gross, rate);
    const vendorName = 'שורק אוויר שירותי תעופה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 6)}${rng.digits(5)}`;
    const meter = rng.int(1000000, 9000000);
    const L = (he: string, en: string) => `${he} <span class="en">/ ${en}</span>`;
    const reg = `4X-${rng.pick(['C', 'A', 'D'])}${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`;
    const body = `<div class="c b big">מנחת גדות השורק</div><div class="c en b">SOREK BANKS AIRSTRIP</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}</div>
<div class="ln"></div><div class="c b">קבלה - חשבונית מס</div><div class="c en b">RECEIPT - TAX INVOICE</div>${row(L('מס׳', 'Ser.'), ltr(doc))}<div class="ln"></div>
${row(L('תאריך', 'Date'), ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(6 * 60, 17 * 60))}`))}${row(L('כלי טיס', 'Aircraft'), ltr(reg))}${row(L('טייס', 'Pilot'), rng.pick(['ר. אלמוג', 'Y. Cohen', 'ד. שפירא', 'M. Katz']))}
${row(L('דלק', 'Fuel'), ltr(jet ? 'JET A-1' : 'AVGAS 100LL'))}${row(L('ליטרים', 'Litres'), ltr((cl / 100).toFixed(2)))}${row(L('מחיר לליטר', 'Price/L'), ltr((perL / 100).toFixed(2)))}
${row(L('מונה התחלה', 'Meter start'), ltr((meter / 100).toFixed(2)))}${row(L('מונה סוף', 'Meter end'), ltr(((meter + cl) / 100).toFixed(2)))}
<div class="box">${row(L('סה"כ', 'TOTAL ILS'), ltr(amount(gross)))}</div>${row(L(`מע"מ כלול ${ltr(`${rate}%`)}`, 'VAT incl.'), ltr(amount(vat)))}
${row(L('תשלום', 'Payment'), ltr(`${rng.pick(['VISA', 'MC', 'AMEX', 'DINERS'])} ****${rng.digits(4)}`))}<div class="ln"></div>
<div class="sm">☐ ${L('בדיקת דגימת דלק בוצעה', 'Fuel sample checked')}</div><div class="c sm">טיסה בטוחה / Safe flight</div>`;
    const css = `body{font-family:'Nachlieli CLM','FreeSans';font-size:12.5px;width:70mm;padding:5mm}.en{font-family:'Liberation Sans Narrow';font-size:11px}.c{text-align:center}.b{font-weight:bold}
.big{font-size:17px}.sm{font-size:10px}.row{display:flex;justify-content:space-between;gap:4px;align-items:baseline}.row span:last-child{font-family:'Liberation Sans Narrow'}
.ln{border-top:1px solid #000;margin:4px 0}.box{border:2px solid #000;padding:3px 5px;margin:4px 0;font-size:16px;font-weight:bold}`;
    const page = '80mm 170mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
