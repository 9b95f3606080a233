import { amount, checkDigit, htmlPage, israeliRate, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { dt, plate } from '../../generalisation/notation';
import { ltr, next, row, vatIn } from './extra';

const ID = 'mixed-moshav-co-op-fuel-pump-till';

/**
 * A moshav's co-operative fuel pump by the packing house, 80 mm (Miriam CLM for Hebrew, DejaVu Sans Condensed for English
 * and figures): the co-op's name with "אגודה שיתופית" and "מס׳ אגודה" (57…), "חשבונית מס קבלה / TAX INVOICE RECEIPT" with
 * "No.", each field "Hebrew / English" (pump, product, litres, price per litre, vehicle), diesel or 95 in litres to two
 * decimals, a member's account number on some, "סה"כ / TOTAL ₪", VAT contained, the date (dd/mm/yy) and time. Any day but
 * Saturday.
 */
export const mixedMoshavCoOpFuelPumpTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const day = new Date(`${date}T12:00:00Z`).getUTCDay();
    const d = day === 6 ? `${date.slice(0, 8)}${String(Math.max(1, Number(date.slice(8)) - 1)).padStart(2, '0')}` : date;
    const rate = israeliRate(d);
    const diesel = rng.chance(0.6);
    const y = Number(d.slice(0, 4));
    const perL = (diesel ? [756, 742, 718, 705] : [689, 702, 731, 744])[Math.min(3, y - 2022)] + rng.int(-12, 12);
    const cl = rng.int(1500, 18000);
    const gross = Math.round((cl * perL) / 100);
    const vat = vatIn(gross, rate);
    const vendorName = 'מושב עין הבשור - אגודה שיתופית חקלאית בע"מ';
    const base = `57${new Rng(seedOf(`h81~${vendorName}`)).digits(6)}`;
    const taxId = base + checkDigit(base);
    const doc = `${rng.int(10, 99)}${rng.digits(4)}`;
    const tm = `${String(rng.int(5, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const L = (he: string, en: string) => `${he} <span class="en">/ ${en}</span>`;
    const body = `<div class="c b">${vendorName}</div><div class="c">מס׳ אגודה ${ltr(taxId)}</div><div class="c en">Moshav Co-op Fuel Pump · Packing House Road</div>
<div class="ln"></div><div class="c b">חשבונית מס קבלה</div><div class="c en b">TAX INVOICE RECEIPT</div>${row(L('מספר', 'No.'), ltr(doc))}<div class="ln"></div>
${row(L('משאבה', 'Pump'), ltr(String(rng.int(1, 4))))}${row(L('מוצר', 'Product'), diesel ? 'סולר / Diesel' : 'בנזין 95 / Unleaded 95')}${row(L('ליטרים', 'Litres'), ltr((cl / 100).toFixed(2)))}${row(L('מחיר לליטר', 'Price/L'), ltr((perL / 100).toFixed(2)))}
${row(L('רכב', 'Vehicle'), ltr(rng.chance(0.5) ? plate(rng) : `TRACTOR ${rng.int(1, 12)}`))}${rng.chance(0.5) ? row(L('חשבון חבר', 'Member acct'), ltr(`M-${rng.digits(4)}`)) : ''}
<div class="ln"></div>${row(L('סה"כ', 'TOTAL ₪'), ltr(amount(gross)), 'big')}${row(L(`מע"מ כלול ${ltr(`${rate}%`)}`, 'VAT incl.'), ltr(amount(vat)))}${row(L('אמצעי תשלום', 'Paid by'), rng.pick(['אשראי / Card', 'כרטיס חבר / Member card', 'מזומן / Cash']))}
<div class="ln"></div>${row(L('תאריך', 'Date'), ltr(dt(d, 'dd/mm/yy')))}${row(L('שעה', 'Time'), ltr(tm))}<div class="c sm">תודה / Thank you</div>`;
    const css = `body{font-family:'Miriam CLM','FreeSans';font-size:12.5px;width:70mm;padding:5mm}.en{font-family:'DejaVu Sans Condensed';font-size:10.5px}.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px}.row{display:flex;justify-content:space-between;gap:4px;align-items:baseline}.ln{border-top:1px solid #000;margin:4px 0}.big{font-size:17px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 160mm', css, body }),
      page: '80mm 160mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date: d, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
