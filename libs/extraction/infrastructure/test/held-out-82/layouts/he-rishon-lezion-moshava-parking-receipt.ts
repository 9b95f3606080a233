import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, row, vatIn } from './extra';

const ID = 'he-rishon-lezion-moshava-parking-receipt';

/**
 * A car park by the old Moshava quarter of Rishon LeZion, its pay machine's slip, 58 mm (Miriam Mono CLM, the figures in DejaVu
 * Sans Mono): "חניון המושבה" in reverse print, the operating company and "ח.פ.", "קבלה - חשבונית מס" with seven digits, the
 * machine, the plate, entry and exit (dd.mm.yy hh:mm) and the time parked, the tariff (first hour, each further 15 minutes,
 * a daily ceiling; a flat evening rate after 19:00 on some), "לתשלום" large, "כולל מע"מ" with the VAT, a card's last digits.
 * Any day.
 */
export const heRishonLezionMoshavaParkingReceipt: Layout = {
  id: ID,
  lang: 'he',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const y = Number(date.slice(0, 4));
    const first = [1000, 1100, 1200, 1200, 1300][y - 2022];
    const quarter = [300, 300, 350, 350, 400][y - 2022];
    const ceiling = [6000, 6500, 7000, 7000, 7500][y - 2022];
    const evening = rng.chance(0.3);
    const inAt = evening ? rng.int(19 * 60, 21 * 60) : rng.int(7 * 60, 17 * 60);
    const mins = evening ? rng.int(60, 170) : rng.int(20, 6 * 60);
    const outAt = inAt + mins;
    const flat = 2500 + (y - 2022) * 200;
    const gross = evening ? flat : Math.min(ceiling, first + Math.max(0, Math.ceil((mins - 60) / 15)) * quarter);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני מרכז ראשון ניהול ואחזקה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}${rng.digits(6)}`;
    const stamp = (m: number) => `${dt(date, 'dd.mm.yy')} ${hhmm(m)}`;
    const body = `<div class="inv">חניון המושבה</div><div class="c sm">רח׳ רוטשילד, ראשון לציון</div><div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${ltr(taxId)}</div>
<div class="ln"></div><div class="c b">קבלה - חשבונית מס</div><div class="c n">${ltr(doc)}</div><div class="ln"></div>
${row('מכונה', ltr(`PM-0${rng.int(1, 6)}`))}${row('רכב', ltr(plate(rng)))}${row('כניסה', ltr(stamp(inAt)))}${row('יציאה', ltr(stamp(outAt)))}${row('משך', ltr(`${Math.floor(mins / 60)}:${String(mins % 60).padStart(2, '0')}`))}
<div class="ln"></div><div class="sm">${evening ? `תעריף ערב (כניסה אחרי ${ltr('19:00')}): ${ltr(amount(flat))}` : `שעה ראשונה ${ltr(amount(first))}, כל ${ltr('15')} דק׳ נוספות ${ltr(amount(quarter))}, מקסימום יומי ${ltr(amount(ceiling))}`}</div>
<div class="ln"></div><div class="big">${row('לתשלום', `₪${ltr(amount(gross))}`)}</div>${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${row('אשראי', ltr(`XXXX-${rng.digits(4)}`))}<div class="ln"></div><div class="c sm">נסיעה טובה · לשירות: ${ltr(`03-9${rng.digits(6)}`)}</div>`;
    const css = `body{font-family:'Miriam Mono CLM','FreeMono';font-size:11.5px;width:50mm;padding:3mm 4mm}.inv{background:#000;color:#fff;text-align:center;font-size:17px;font-weight:bold;padding:2px 0}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px}.n{font-family:'DejaVu Sans Mono';font-size:14px}.row{display:flex;justify-content:space-between;gap:3px}
.row span:last-child{font-family:'DejaVu Sans Mono';font-size:10.5px}.ln{border-top:1px solid #000;margin:3px 0}.big .row{font-size:16px;font-weight:bold}.big .row span:last-child{font-size:15px}`;
    const page = '58mm 150mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
