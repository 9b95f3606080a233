import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-mevaseret-parking';

/**
 * A covered car park in Mevaseret, the pay-station receipt, 80 mm (Liberation Sans Narrow, Miriam Mono CLM for the
 * Hebrew figures): a frame with "חניון מבשרת" and "MEVASERET PARKING", the company and "ח.פ." plain under it; each
 * line the Hebrew label with the English under it on the right and the value on the left: "חשבונית מס קבלה / Tax
 * invoice receipt" "PM nnnnnn", "תאריך / Date" dd/mm/yyyy, entry and exit times, "משך / Duration" h:mm, ticket number,
 * plate; the tariff (first hour, each started quarter hour, the day's maximum, by year), "לתשלום / Amount due" "₪ …",
 * "כולל מע"מ n% / VAT incl."; card or cash; any day.
 */
export const mixedMevaseretParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const y = Number(date.slice(0, 4)) - 2022;
    const first = 1200 + y * 100;
    const quarter = 300;
    const cap = 6000 + y * 500;
    const dur = rng.int(15, 11 * 60);
    const entry = rng.int(7 * 60, 23 * 60 + 50 - dur);
    const gross = Math.min(cap, dur <= 60 ? first : first + Math.ceil((dur - 60) / 15) * quarter);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ש.א. חניוני מבשרת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `PM ${rng.int(100000, 999999)}`;
    const line = (he: string, en: string, v: string, cls = '') =>
      `<div class="l ${cls}"><div><div>${he}</div><div class="en">${ltr(en)}</div></div><div class="v">${v}</div></div>`;
    const body = `<div class="fr"><div class="t">חניון מבשרת</div><div class="te">MEVASERET PARKING</div></div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)} · דרך החוצבים, מבשרת</div>
${line('חשבונית מס קבלה', 'Tax invoice receipt', ltr(doc), 'b')}${line('תאריך', 'Date', ltr(dt(date, 'dd/mm/yyyy')))}${line('כניסה', 'Entry', ltr(hhmm(entry)))}${line('יציאה', 'Exit', ltr(hhmm(entry + dur)))}
${line('משך', 'Duration', ltr(`${Math.floor(dur / 60)}:${String(dur % 60).padStart(2, '0')}`))}${line('כרטיס', 'Ticket', ltr(rng.digits(10)))}${line('רכב', 'Plate', ltr(plate(rng)))}
<div class="tar">תעריף: שעה ראשונה ${ltr(amount(first))}, כל רבע שעה נוספת ${ltr(amount(quarter))}, מקסימום יומי ${ltr(amount(cap))}<div class="en">${ltr(`First hour ${amount(first)}, each extra 15 min ${amount(quarter)}, daily max ${amount(cap)}`)}</div></div>
${line('לתשלום', 'Amount due', ltr(`₪ ${amount(gross)}`), 'big')}${line(`כולל מע"מ ${ltr(`${rate}%`)}`, `VAT ${rate}% incl.`, ltr(amount(vat)))}
${rng.chance(0.6) ? line('אשראי', 'Card', ltr(`****${rng.digits(4)}`)) : line('מזומן', 'Cash', ltr(amount(Math.ceil(gross / 1000) * 1000)))}<div class="c sm">שמרו קבלה זו · Thank you</div>`;
    const css = `body{font-family:'Liberation Sans Narrow';font-size:12.5px;width:72mm;padding:4mm}.fr{border:3px solid #000;text-align:center;padding:4px;margin-bottom:4px}.t{font-size:22px;font-weight:bold}.te{font-size:15px;letter-spacing:3px}
.c{text-align:center}.sm{font-size:10.5px;margin-top:6px}.l{display:flex;justify-content:space-between;align-items:center;border-bottom:1px dotted #000;padding:2px 0}.en{font-size:10px;color:#333}.v{font-family:'Miriam Mono CLM','Liberation Sans Narrow';font-size:13px}
.b{font-weight:bold}.big{font-size:16px;font-weight:bold;border-top:2px solid #000;border-bottom:2px solid #000}.big .v{font-size:18px}.tar{font-size:10.5px;margin:5px 0}`;
    const page = '80mm 165mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
