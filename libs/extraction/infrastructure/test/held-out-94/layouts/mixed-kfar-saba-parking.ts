import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-kfar-saba-parking';

/**
 * A town-centre multi-storey car park in Kfar Saba, the exit pay station's slip, 62 mm (DejaVu Sans Condensed with
 * FreeSans for the English): "חניון הכיכר" and "Square Car Park", the company "חניון הכיכר כפר סבא בע"מ" with "ע.מ. / VAT
 * No." plain; "קבלה - חשבונית מס" and "Receipt - Tax Invoice" over "P3-nnnnnnn" (station and serial); rows of three
 * cells, Hebrew label, value, English label: ticket, plate, entry and exit as "dd.mm.yyyy hh:mm", duration in hours and
 * minutes, the first hour, each further quarter hour, capped at the day's maximum; "לתשלום" "To pay" "… ₪", "כולל מע"מ n%
 * / incl. VAT n%" (contained), card or cash; any day.
 */
export const mixedKfarSabaParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const first = year >= 2024 ? 1400 : 1200;
    const quarter = year >= 2024 ? 350 : 300;
    const cap = year >= 2024 ? 6500 : 5500;
    const entry = rng.int(7 * 60, 20 * 60);
    const stay = rng.int(20, Math.min(600, 23 * 60 + 50 - entry));
    const out = entry + stay;
    const extra = Math.max(0, Math.ceil((stay - 60) / 15));
    const fee = Math.min(cap, first + extra * quarter);
    const rate = israeliRate(date);
    const vat = vatIn(fee, rate);
    const vendorName = 'חניון הכיכר כפר סבא בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `P3-${rng.digits(7)}`;
    const r = (he: string, v: string, en: string, cls = '') => `<tr class="${cls}"><td class="he">${he}</td><td class="v">${ltr(v)}</td><td class="en">${ltr(en)}</td></tr>`;
    const body = `<div class="c b big">חניון הכיכר</div><div class="c en">${ltr('Square Car Park')}</div><div class="c sm">${vendorName}</div><div class="c sm">ע.מ. / ${ltr('VAT No.')}</div><div class="c">${ltr(taxId)}</div>
<div class="c sm">רח' ויצמן, כפר סבא · ${ltr('Weizmann St, Kfar Saba')}</div><div class="line"></div>
<div class="c b">קבלה - חשבונית מס</div><div class="c en">${ltr('Receipt - Tax Invoice')}</div><div class="c b">${ltr(doc)}</div><div class="line"></div>
<table>${r('כרטיס', rng.digits(10), 'Ticket')}${r('רכב', plate(rng), 'Plate')}${r('כניסה', `${dt(date, 'dd.mm.yyyy')} ${hhmm(entry)}`, 'Entry')}${r('יציאה', `${dt(date, 'dd.mm.yyyy')} ${hhmm(out)}`, 'Exit')}
${r('משך', `${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`, 'Duration')}${r('שעה ראשונה', amount(first), 'First hour')}${r(`${ltr(String(extra))} × רבע שעה`, amount(extra * quarter), 'Quarter hours')}
${fee === cap ? r('מקסימום יומי', amount(cap), 'Daily max') : ''}</table><div class="line"></div>
<table>${r('<b>לתשלום</b>', `<b>${amount(fee)} ₪</b>`, '<b>To pay</b>', 'big')}${r(`כולל מע"מ ${ltr(`${rate}%`)}`, amount(vat), `incl. VAT ${rate}%`)}</table><div class="line"></div>
<div class="c">${rng.chance(0.7) ? `אשראי / ${ltr(`Card ****${rng.digits(4)}`)}` : `מזומן / ${ltr('Cash')}`}</div><div class="c sm">נסיעה טובה · ${ltr('Drive safely')}</div>`;
    const css = `body{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-size:10.5px;width:56mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:9px}.big{font-size:14px}
.en{font-family:'FreeSans';color:#222}table{width:100%;border-collapse:collapse}td{padding:1px 0}.he{text-align:right}.v{text-align:center;white-space:nowrap}td.en{text-align:left;font-size:9.5px}.line{border-top:1px dashed #000;margin:4px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '62mm 150mm', css, body }),
      page: '62mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(fee), tax: truthAmount(vat) },
    };
  },
};
