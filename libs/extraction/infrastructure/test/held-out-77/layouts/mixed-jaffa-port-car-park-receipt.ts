import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-jaffa-port-car-park-receipt';

/** Tariff in agorot by year: first hour, each further quarter hour, daily cap. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1200, 300, 6000],
  2023: [1400, 350, 7000],
  2024: [1400, 350, 7500],
  2025: [1600, 400, 8000],
  2026: [1600, 400, 8500],
};

/**
 * A car park receipt at the Jaffa port, 80 mm (Miriam Mono CLM): the operator's Hebrew name with "JAFFA PORT PARKING",
 * company id, "קבלה - חשבונית מס" over "RECEIPT - TAX INVOICE" and an eight-digit number, then rows of three cells: the
 * Hebrew label at the right, the value in the middle and the English label at the left (ticket, plate, entry and exit
 * with date and time, duration, pay station), the year's tariff in a box (first hour, each further quarter hour, daily
 * cap), the amount paid with "₪" before it and the VAT contained, card. Open every day; exits before midnight.
 */
export const mixedJaffaPortCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [first, quarter, cap] = TARIFF[Number(date.slice(0, 4))];
    const stay = rng.int(20, 9 * 60);
    const entry = rng.int(7 * 60, 23 * 60 + 50 - stay);
    const fee = Math.min(cap, first + Math.ceil(Math.max(0, stay - 60) / 15) * quarter);
    const vat = vatIn(fee, rate);
    const vendorName = 'נמל יפו חניונים וניהול בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}${rng.digits(7)}`;
    const cell = (he: string, v: string, en: string, cls = '') => `<tr class="${cls}"><td class="he">${he}</td><td class="v">${ltr(v)}</td><td class="en">${ltr(en)}</td></tr>`;
    const body = `<div class="c b big">חניון נמל יפו</div><div class="c lat">${ltr('JAFFA PORT PARKING')}</div>
<div class="c sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · רציף העלייה השנייה, יפו</div>
<div class="ln"></div>
<div class="c b">קבלה - חשבונית מס</div><div class="c lat">${ltr('RECEIPT - TAX INVOICE')}</div><div class="c b">${ltr(doc)}</div>
<div class="ln"></div>
<table class="t">
${cell('כרטיס', rng.digits(9), 'Ticket')}
${cell('רכב', plate(rng), 'Plate')}
${cell('כניסה', `${dt(date, 'dd/mm/yy')} ${hhmm(entry)}`, 'Entry')}
${cell('יציאה', `${dt(date, 'dd/mm/yy')} ${hhmm(entry + stay)}`, 'Exit')}
${cell('משך', `${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`, 'Duration')}
${cell('עמדה', String(rng.int(1, 4)), 'Pay station')}
</table>
<div class="tar"><div class="c sm">תעריף · ${ltr('Tariff')}</div>
<div class="row sm"><span>שעה ראשונה ${ltr('/ 1st hour')}</span><span>${ltr(amount(first))}</span></div>
<div class="row sm"><span>כל רבע שעה נוספת ${ltr('/ each 15 min')}</span><span>${ltr(amount(quarter))}</span></div>
<div class="row sm"><span>מקסימום יומי ${ltr('/ daily max')}</span><span>${ltr(amount(cap))}</span></div></div>
<table class="t">
${cell('שולם', `₪ ${amount(fee)}`, 'PAID', 'tot')}
${cell(`מע"מ ${rate}%`, amount(vat), 'VAT incl.')}
${cell('אשראי', `****${rng.digits(4)}`, 'Card')}
</table>
<div class="ln"></div>
<div class="c sm">יש לצאת תוך ${ltr('15')} דקות מהתשלום<br>${ltr('Please exit within 15 minutes')}</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','FreeMono';font-size:12px;width:72mm;padding:4mm}.big{font-size:17px}.lat{font-size:10.5px;letter-spacing:1px}.ln{border-top:2px solid #000;margin:5px 0}
.t{width:100%}.t td{padding:2px 0}.t .he{width:26%}.t .v{text-align:center;font-weight:bold;white-space:nowrap}.t .en{width:26%;text-align:left;font-size:10px}.t .tot td{font-size:15px;border-top:1px dashed #000;border-bottom:1px dashed #000;padding:3px 0}
.tar{border:1px solid #000;padding:3px 5px;margin:6px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(fee), tax: truthAmount(vat) },
    };
  },
};
