import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, sh } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-city-hall-car-park-receipt';

/** City hall car park receipt with "Hebrew · English" labels, the fee including VAT (never on a Saturday). */
export const mixedCityHallCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const stay = rng.int(20, 330);
    const entry = rng.int(7 * 60, 15 * 60 + 30);
    const exit = entry + stay;
    let fee: number;
    let tariff: string;
    if (co) {
      const extra = Math.max(0, Math.ceil((stay - 60) / 15));
      fee = Math.min(1200 + extra * 300, 5500);
      tariff = 'שעה ראשונה ₪12 · כל 15 דק׳ נוספות ₪3 · מקסימום יומי ₪55<br>First hour ₪12 · each extra 15 min ₪3 · daily max ₪55';
    } else {
      fee = Math.min(Math.ceil(stay / 60) * 800, 3200);
      tariff = '₪8 לשעה או חלק ממנה · עד ₪32 ליום<br>₪8 per hour or part · up to ₪32 a day';
    }
    const validation = co && rng.chance(0.4) ? 1000 : 0;
    const gross = fee - validation;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני המרכז תפעול בע"מ' : 'משה דהן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CH${date.slice(2, 4)}-${rng.digits(6)}` : String(rng.int(100000, 999999));
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'NIS x'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd.m.yy'));
    const bi = (he: string, en: string) => `${he} · <span class="en">${en}</span>`;
    const pay = rng.pick(['card', 'card', 'app', 'cash']);
    const head = co
      ? `<div class="band c"><div class="brand">חניון כיכר העירייה</div><div class="en">CITY HALL SQUARE PARKING</div></div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)}</div><div class="c sm">רח׳ חיים עוזר, פתח תקווה</div>`
      : `<div class="band c"><div class="brand">חניית בית העירייה</div><div class="en">TOWN HALL PARKING</div></div><div class="c sm">שד׳ לכיש, קריית גת</div>`;
    const body = `${head}
<div class="c b">${bi('קבלה / חשבונית מס', 'Receipt / Tax Invoice')}</div>
${row(bi('מס׳', 'No.'), ltr(doc), 'b')}
${row(bi('תאריך', 'Date'), ltr(f(date)))}
${row(bi('כרטיס', 'Ticket'), ltr(rng.digits(10)))}
${row(bi('רכב', 'Plate'), ltr(plate(rng)))}
${grid([
  [bi('כניסה', 'In'), ltr(hhmm(entry))],
  [bi('יציאה', 'Out'), ltr(hhmm(exit))],
  [bi('משך', 'Stay'), ltr(`${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`)],
])}
<div class="sm c">${tariff}</div>
<div class="rule"></div>
${validation ? `${row(bi('תעריף', 'Fee'), ltr(money(fee)))}${row(bi('אישור ביקור בעירייה', 'City hall visit validation'), ltr(money(-validation)))}` : ''}
${row(bi('לתשלום', 'Amount due'), ltr(money(gross)), 'b big')}
${row(bi(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>
${
  pay === 'card'
    ? `${row(bi('אשראי', 'Card'), ltr('****' + rng.digits(4)))}${row(bi('אישור', 'Approval'), ltr(rng.digits(6)))}`
    : pay === 'app'
      ? `${row(bi('אפליקציה', 'App'), ltr('Pango ' + rng.digits(8)))}`
      : `${row(bi('מזומן', 'Cash'), ltr(money(Math.ceil(gross / 2000) * 2000)))}${row(bi('עודף', 'Change'), ltr(money(Math.ceil(gross / 2000) * 2000 - gross)))}`
}
${row(bi('מסוף', 'Terminal'), ltr(`PT-${rng.int(1, 6)}`))}
<div class="c sm">${co ? 'החניון אינו אחראי לנזק או גניבה · Not liable for damage or theft' : 'תודה · Thank you'}</div>
${co ? '' : `<div class="c sm foot">משה דהן · עוסק מורשה · Licensed Dealer ${ltr(taxId)}</div>`}`;
    const width = co ? 70 : 60;
    const page = `${width}mm ${co ? 205 : 200}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Shofar'" : "'FreeSerif'"};font-size:${co ? 11.5 : 10.5}px;padding:4mm 3mm}.band{background:${co ? '#1565c0' : '#6a1b9a'};color:#fff;padding:4px 2px;margin-bottom:4px}.brand{font-size:${co ? 17 : 15}px;font-weight:bold}.en{font-size:0.85em}.big{font-size:1.15em}.grid th,.grid td{padding:2px}.foot{margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
