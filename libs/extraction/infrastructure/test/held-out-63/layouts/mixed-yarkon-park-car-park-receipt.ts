import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, plate, sh } from '../../generalisation/notation';
import { baseCss, grid, idOf, ltr, next, row, vatIn, weekdayOf } from './extra';

const ID = 'mixed-yarkon-park-car-park-receipt';

/** A car park receipt at Tel Aviv's Yarkon Park with English labels under the Hebrew, prices including VAT. */
export const mixedYarkonParkCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const weekend = [5, 6].includes(weekdayOf(date));
    const inAt = rng.int(6 * 60, 20 * 60);
    const stay = rng.int(25, 9 * 60);
    const outAt = inAt + stay;
    let fee: number;
    let tariff: string;
    if (co) {
      // ₪12 the first hour, ₪6 each further started hour, at most ₪60 a day; Friday and Saturday a flat ₪30.
      fee = weekend ? 3000 : Math.min(6000, 1200 + Math.max(0, Math.ceil((stay - 60) / 60)) * 600);
      tariff = weekend
        ? `שישי-שבת: ₪30 ליום<br>${ltr('Fri-Sat: ₪30 a day')}`
        : `שעה ראשונה ₪12, כל שעה נוספת ₪6, עד ₪60 ליום<br>${ltr('First hour ₪12, each further hour ₪6, max ₪60 a day')}`;
    } else {
      // A flat ₪20 an entry, ₪35 on event evenings (entry after 17:00 on a weekday with a show at the park).
      const event = !weekend && inAt >= 17 * 60 && rng.chance(0.5);
      fee = event ? 3500 : 2000;
      tariff = event ? `ערב אירוע: ₪35 לכניסה<br>${ltr('Event evening: ₪35 an entry')}` : `כניסה ₪20 ללא הגבלת זמן<br>${ltr('₪20 an entry, no time limit')}`;
    }
    const vendorName = co ? 'חניוני הירקון תפעול בע"מ' : 'מוטי גרינשפן';
    const taxId = idOf(vendorName, co);
    const paid = fee;
    const vat = vatIn(paid, rate);
    const doc = co ? `YP${rng.int(1000000, 9999999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, 'ILS x') : sh(c, '₪ x'));
    const f = co ? dt(date, 'd.m.yy') : dt(date, 'dd/mm/yy');
    const L = (he: string, en: string) => `${he}<br><span class="en">${ltr(en)}</span>`;
    const pay = rng.pick(['card', 'app', 'cash']);
    const cash = Math.ceil(paid / 2000) * 2000 + (rng.chance(0.5) ? 2000 : 0);
    const payment =
      pay === 'card'
        ? `${row(L('אשראי', 'Card'), ltr(`•••• ${rng.digits(4)}`))}${row(L('מס׳ אישור', 'Approval no.'), ltr(rng.digits(6)))}`
        : pay === 'app'
          ? `${row(L('תשלום באפליקציה', 'Paid by app'), ltr(rng.pick(['Pango', 'Cellopark', 'EasyPark'])))}${row(L('אסמכתא', 'Reference'), ltr(`${rng.digits(4)}-${rng.digits(5)}`))}`
          : `${row(L('מזומן', 'Cash'), ltr(money(cash)))}${row(L('עודף', 'Change'), ltr(money(cash - paid)))}`;
    const head = co
      ? `<div class="band">חניון גני יהושע<br><span class="en">GANEI YEHOSHUA PARKING</span></div><div class="c sm">שד׳ רוקח, פארק הירקון, תל אביב · Rokach Blvd, Yarkon Park<br>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div>`
      : `<div class="band2">חניון הספורטק<br><span class="en">SPORTEK LOT</span></div><div class="c sm">שד׳ רוקח פינת הירקון, תל אביב · ${ltr(cellular(rng))}</div>`;
    const lines = `${row(L('דמי חניה', 'Parking fee'), ltr(money(paid)))}`;
    const body = `${head}
<div class="c b">${L('קבלה / חשבונית מס', 'Receipt / Tax invoice')}</div>
${row(L('מספר', 'Number'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(f))}${row(L('רכב', 'Vehicle'), ltr(plate(rng)))}${row(L('כרטיס', 'Ticket'), ltr(rng.digits(12)))}
${grid([
  [L('כניסה', 'Entry'), ltr(hhmm(inAt))],
  [L('יציאה', 'Exit'), ltr(hhmm(outAt))],
  [L('זמן חניה', 'Duration'), ltr(`${Math.floor(stay / 60)}h ${String(stay % 60).padStart(2, '0')}m`)],
])}
<div class="sm">${tariff}</div><div class="rule"></div>
${lines}
${row(L('סה"כ לתשלום', 'Total to pay'), ltr(money(paid)), 'b big')}${row(L(`מתוכו מע"מ ${rate}%`, `of which VAT ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>${payment}
${co ? '' : `<div class="rule"></div><div class="c sm">מוטי גרינשפן · ${L('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}
<div class="c sm">${L('אין החניון אחראי לחפצים שהושארו ברכב', 'The car park is not liable for items left in vehicles')}</div>`;
    const width = co ? 80 : 70;
    const page = `${width}mm ${co ? 210 : 220}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Simple CLM'"};font-size:${co ? 10.5 : 10}px;width:${width - 8}mm;padding:4mm}
.en{font-size:0.82em;color:#444}.band{background:#2e7d32;color:#fff;text-align:center;font-weight:bold;font-size:14px;padding:4px}.band .en,.band2 .en{color:#fff}
.band2{background:#1a237e;color:#fff;text-align:center;font-weight:bold;font-size:12px;padding:3px}.big{font-size:1.15em}.row{align-items:flex-end}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(paid), tax: truthAmount(vat) },
    };
  },
};
