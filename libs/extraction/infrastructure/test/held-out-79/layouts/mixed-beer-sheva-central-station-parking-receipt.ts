import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-beer-sheva-central-station-parking-receipt';

/**
 * A car park at Beer Sheva's central bus station, 80 mm (FreeSans): "חניון התחנה המרכזית" over "CENTRAL STATION PARKING",
 * the company's name and "ח.פ." with its id, "קבלה / חשבונית מס" over "RECEIPT / TAX INVOICE" with "מס׳ / No." and six
 * digits, two-column rows with a Hebrew label at the right and an English one at the left over each value (plate, ticket,
 * entry, exit, duration), the tariff of the year (first hour, each further quarter hour, the day's maximum), "לתשלום /
 * TOTAL" with "₪", VAT contained, card or cash, and the pay station's number.
 */
export const mixedBeerShevaCentralStationParkingReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const y = Number(date.slice(0, 4)) - 2022;
    const first = 1200 + y * 100;
    const quarter = 300;
    const cap = 4800 + y * 200;
    const entry = rng.int(6 * 60, 16 * 60);
    const minutes = rng.int(20, 7 * 60);
    const quarters = Math.max(0, Math.ceil((minutes - 60) / 15));
    const pay = Math.min(cap, first + quarters * quarter);
    const vat = vatIn(pay, rate);
    const vendorName = 'חניוני הנגב תפעול בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(300000, 699999));
    const cell = (he: string, en: string, v: string) => `<div class="cell"><div class="lb"><span>${he}</span><span>${en}</span></div><div class="v">${v}</div></div>`;
    const body = `<div class="c hd">חניון התחנה המרכזית<br><span>CENTRAL STATION PARKING</span></div>
<div class="c sm">באר שבע · BEER SHEVA<br>${vendorName} · ח.פ. ${ltr(taxId)}</div>
<div class="rule"></div>
<div class="c b">קבלה / חשבונית מס<br>RECEIPT / TAX INVOICE</div>
<div class="row b"><span>מס׳ / ${ltr('No.')}</span><span>${ltr(doc)}</span></div>
<div class="rule"></div>
${cell('רכב', 'Plate', ltr(plate(rng)))}${cell('כרטיס', 'Ticket', ltr(rng.digits(10)))}${cell('כניסה', 'Entry', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(entry)}`))}${cell('יציאה', 'Exit', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(entry + minutes)}`))}${cell('משך', 'Duration', ltr(`${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`))}
<div class="tariff sm">תעריף / ${ltr('Tariff')}: שעה ראשונה ${ltr(`₪${amount(first)}`)} · כל ${ltr('15')} דק׳ נוספות ${ltr(`₪${amount(quarter)}`)} · מקסימום יומי ${ltr(`₪${amount(cap)}`)}</div>
<div class="row tot"><span>לתשלום / TOTAL</span><span>${ltr(`₪ ${amount(pay)}`)}</span></div>
<div class="row sm"><span>כולל מע"מ ${ltr(`${rate}%`)} / ${ltr('incl. VAT')}</span><span>${ltr(amount(vat))}</span></div>
<div class="row sm"><span>${rng.chance(0.75) ? `אשראי / ${ltr(`Card ****${rng.digits(4)}`)}` : `מזומן / ${ltr('Cash')}`}</span><span>${ltr(amount(pay))}</span></div>
<div class="c sm">עמדת תשלום / ${ltr(`Pay station P${rng.int(1, 6)}`)} · נסיעה טובה!</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','DejaVu Sans';font-size:12.5px;width:70mm;padding:4mm 5mm}.hd{font-size:17px;font-weight:bold}.hd span{font-size:13px;letter-spacing:1px}
.cell{border-bottom:1px dotted #777;padding:2px 0}.lb{display:flex;justify-content:space-between;font-size:10px;color:#444}.v{font-weight:bold;text-align:left}.tariff{border:1px solid #333;padding:3px;margin:5px 0}.tot{font-size:16px;font-weight:bold;margin:4px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
