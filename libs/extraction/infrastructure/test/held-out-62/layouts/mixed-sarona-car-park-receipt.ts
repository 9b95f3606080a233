import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, plate, sh } from '../../generalisation/notation';
import { baseCss, grid, idOf, ltr, next, row, vatIn, weekdayOf } from './extra';

const ID = 'mixed-sarona-car-park-receipt';

/** A Tel Aviv car park receipt by the Sarona compound with bilingual labels (Hebrew / English), prices including VAT. */
export const mixedSaronaCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const inAt = rng.int(7 * 60, 21 * 60);
    const stay = rng.int(20, 7 * 60);
    const outAt = inAt + stay;
    let fee: number;
    let tariff: string;
    if (co) {
      // ₪18 the first hour, ₪5 each further started 20 minutes, at most ₪90; evenings after 18:00 a flat ₪35.
      const evening = inAt >= 18 * 60;
      fee = evening ? 3500 : Math.min(9000, 1800 + Math.max(0, Math.ceil((stay - 60) / 20)) * 500);
      tariff = evening
        ? 'כניסה אחרי 18:00 - ₪35 קבוע / Evening flat rate ₪35'
        : 'שעה ראשונה ₪18, כל 20 דק׳ נוספות ₪5, מקסימום ₪90 / First hour ₪18, each further 20 min ₪5, max ₪90';
    } else {
      const weekend = [5, 6].includes(weekdayOf(date));
      fee = weekend ? 4000 : 2500 + (stay > 180 ? 1500 : 0);
      tariff = weekend ? 'שישי-שבת ₪40 ליום / Fri-Sat ₪40 a day' : 'עד 3 שעות ₪25, מעל ₪40 / Up to 3 h ₪25, over ₪40';
    }
    const validation = co && rng.chance(0.3) ? 1000 : 0;
    const gross = fee - validation;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני הקריה המרכזית בע"מ' : 'רועי אשכנזי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SP-${date.slice(2, 4)}-${rng.int(100000, 999999)}` : `${rng.int(10000, 99999)}`;
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x ILS'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd/m/yyyy'));
    const L = (he: string, en: string) => `${he} / ${ltr(en)}`;
    const pay = rng.pick(['card', 'app', 'cash']);
    const cash = Math.ceil(gross / 2000) * 2000;
    const payment =
      pay === 'card'
        ? `${row(L('אשראי', 'Card'), ltr(`****${rng.digits(4)}`))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}`
        : pay === 'app'
          ? `${row(L('אפליקציה', 'App'), ltr(rng.pick(['Pango', 'Cellopark'])))}${row(L('אסמכתא', 'Ref.'), ltr(rng.digits(9)))}`
          : `${row(L('מזומן', 'Cash'), ltr(money(cash)))}${row(L('עודף', 'Change'), ltr(money(cash - gross)))}`;
    const head = co
      ? `<div class="band">חניון שרונה · SARONA PARKING</div><div class="c sm">רח׳ קפלן פינת אבן גבירול, תל אביב · Kaplan / Ibn Gabirol, Tel Aviv<br>${vendorName} · ח.פ. / Co. No. ${ltr(taxId)}</div>`
      : `<div class="band2">חניון הארבעה · HAARBA'A LOT</div><div class="c sm">רח׳ הארבעה 9, תל אביב · ${ltr(cellular(rng))}</div>`;
    const body = `${head}
<div class="c b">${L('קבלה / חשבונית מס', 'Receipt / Tax Invoice')}</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(f(date)))}${row(L('כרטיס', 'Ticket'), ltr(rng.digits(10)))}${row(L('רכב', 'Plate'), ltr(plate(rng)))}
${grid([
  [L('כניסה', 'In'), ltr(hhmm(inAt))],
  [L('יציאה', 'Out'), ltr(hhmm(outAt))],
  [L('משך', 'Stay'), ltr(`${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`)],
])}
<div class="sm">${tariff}</div><div class="rule"></div>
${validation ? `${row(L('דמי חניה', 'Parking fee'), ltr(money(fee)))}${row(L('אישור חניה - מתחם שרונה', 'Sarona validation'), ltr(money(-validation)))}` : ''}
${row(L('לתשלום', 'Amount due'), ltr(money(gross)), 'b big')}${row(L(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>${payment}
<div class="c sm">${L('מסוף יציאה', 'Exit terminal')} ${ltr(`EX-${rng.int(1, 6)}`)}</div>
${co ? '' : `<div class="rule"></div><div class="c sm">רועי אשכנזי · ${L('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}
<div class="c sm">${L('החניון אינו אחראי לנזק או גניבה', 'The operator is not liable for damage or theft')}</div>`;
    const width = co ? 80 : 62;
    const page = `${width}mm ${co ? 175 : 195}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Liberation Mono'"};font-size:${co ? 11 : 9}px;width:${width - 8}mm;padding:4mm}
.band{background:#ef6c00;color:#fff;text-align:center;font-weight:bold;font-size:14px;padding:4px}.band2{background:#455a64;color:#fff;text-align:center;font-weight:bold;font-size:12px;padding:3px}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
