import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn, weekdayOf } from './extra';

const ID = 'mixed-nazareth-basilica-car-park-receipt';

/**
 * A Nazareth car park's receipt by the Basilica of the Annunciation, each label "Hebrew | English":
 * the company's multi-storey car park charges ₪12 the first hour and ₪6 each further started hour, at
 * most ₪60; the licensed dealer's lot by Casa Nova Street charges ₪20 an entry, ₪30 on Saturdays and
 * Sundays.
 */
export const mixedNazarethBasilicaCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const entry = rng.int(7 * 60, 17 * 60);
    const minutes = rng.int(20, 6 * 60);
    const exit = Math.min(entry + minutes, 23 * 60 + 50);
    const stay = exit - entry;
    const hours = Math.max(1, Math.ceil(stay / 60));
    const weekend = weekdayOf(date) === 6 || weekdayOf(date) === 0;
    const gross = co ? Math.min(1200 + (hours - 1) * 600, 6000) : weekend ? 3000 : 2000;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'הבשורה חניונים וניהול בע"מ' : 'ג׳ורג׳ חדאד';
    const taxId = idOf(vendorName, co);
    const doc = co ? `NZ${date.slice(2, 4)}-${rng.int(100000, 999999)}` : String(rng.int(1000, 9999));
    const L = (he: string, en: string) => `${he} <span class="en">| ${ltr(en)}</span>`;
    const money = (c: number) => (co ? `₪ ${amount(c)}` : `${amount(c)} ש"ח`);
    const dur = `${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`;
    const pay = rng.pick(['card', 'card', 'cash', 'app']);
    const payRows =
      pay === 'card'
        ? `${row(L('אשראי', 'Card'), ltr(`XXXX${rng.digits(4)}`))}${row(L('אישור', 'Approval'), ltr(rng.digits(7)))}`
        : pay === 'app'
          ? row(L('תשלום באפליקציה', 'App payment'), ltr(`#${rng.digits(10)}`))
          : (() => {
              const given = gross <= 2000 ? rng.pick([2000, 5000]) : rng.pick([5000, 10000]);
              return `${row(L('מזומן', 'Cash'), ltr(money(given)))}${row(L('עודף', 'Change'), ltr(money(given - gross)))}`;
            })();
    const tariff = co
      ? L('₪12 לשעה הראשונה, ₪6 לכל שעה נוספת, עד ₪60 ליום', '₪12 first hour, ₪6 each further hour, max ₪60/day')
      : L('₪20 לכניסה, ₪30 בשבת וראשון', '₪20 per entry, ₪30 Sat & Sun');
    const head = co
      ? `<div class="c"><div class="brand">חניון הבשורה</div><div class="en b">${ltr('ANNUNCIATION PARKING')}</div><div class="sm">רח׳ פאולוס השישי, נצרת | ${ltr('Paulus VI St, Nazareth')}</div><div class="sm">${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>`
      : `<div class="c"><div class="brand">חניון קאזה נובה</div><div class="en b">${ltr('CASA NOVA LOT')}</div><div class="sm">${ltr(cellular(rng))}</div></div>`;
    const body = `${head}<div class="rule"></div><div class="c b">${L('קבלה / חשבונית מס', 'Receipt / Tax invoice')}</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(dt(date, co ? 'dd/mm/yyyy' : 'd.m.yy')))}${row(L('רכב', 'Plate'), ltr(plate(rng)))}${row(L('כרטיס', 'Ticket'), ltr(co ? rng.digits(12) : rng.digits(6)))}
${row(L('כניסה', 'Entry'), ltr(hhmm(entry)))}${row(L('יציאה', 'Exit'), ltr(hhmm(exit)))}${row(L('משך', 'Duration'), ltr(dur))}
<div class="sm">${tariff}</div><div class="rule"></div>
${row(L('דמי חניה', 'Parking fee'), ltr(money(gross)))}${row(L('סה"כ לתשלום', 'Total'), ltr(money(gross)), 'b big')}${row(L(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>${payRows}<div class="rule"></div>
<div class="c sm">${L('החניון אינו אחראי לנזק או גניבה', 'No liability for damage or theft')}</div>${co ? '' : `<div class="c sm">ג׳ורג׳ חדאד · ${L('עוסק מורשה', 'Licensed dealer')} ${ltr(taxId)}</div>`}`;
    const width = co ? 80 : 76;
    const page = `${width}mm ${co ? 175 : 165}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Shofar'"};font-size:${co ? 10 : 10.5}px;width:${width - 8}mm;padding:4mm}
.row>span:last-child{white-space:nowrap}.en{font-size:0.85em;color:#333}.brand{font-size:17px;font-weight:bold}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
