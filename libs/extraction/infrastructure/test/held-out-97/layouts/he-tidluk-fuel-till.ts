import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, plate } from '../../generalisation/notation';
import { idOf, ltr, next, vatIn } from './extra';

const ID = 'he-tidluk-fuel-till';

/** Agorot a litre with VAT, by year, for petrol 95 and diesel. */
const PRICE: Record<number, [number, number]> = { 2022: [698, 741], 2023: [712, 722], 2024: [731, 704], 2025: [729, 711], 2026: [744, 718] };

/**
 * A self-service fuel station at the Yavne'el junction, 58 mm (FreeSans bold for the heading, DejaVu Sans Mono for the
 * rest): "תחנת תדלוק יבנאל" and the company with "ח.פ" spaced, "כביש 767, צומת יבנאל"; "חשבונית מס קבלה" and
 * "מספר: 7n-nnnnn" on two lines; date dd/mm/yy and time hh:mm:ss; pump and product, litres to two decimals, the price a
 * litre, the fuel sum (centilitres times agorot over 100); sometimes a bottle of windscreen fluid or oil; "סה"כ לתשלום",
 * "כולל מע"מ n%" (contained); card with its last digits and approval, the plate when typed in; any day.
 */
export const heTidlukFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const diesel = rng.chance(0.35);
    const perLitre = PRICE[Number(date.slice(0, 4))][diesel ? 1 : 0];
    const cl = rng.int(1200, diesel ? 9500 : 6200);
    const fuel = Math.round((cl * perLitre) / 100);
    const extra = rng.chance(0.3)
      ? rng.pick([
          ['נוזל לשמשות 4 ל׳', 2490],
          ['שמן מנוע 1 ל׳', 4590],
        ] as [string, number][])
      : null;
    const gross = fuel + (extra ? extra[1] : 0);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ש.ד. תדלוק יבנאל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `7${rng.int(1, 9)}-${rng.int(10000, 99999)}`;
    const t = `${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const body = `<div class="h">תחנת תדלוק יבנאל</div><div class="c">${vendorName}</div><div class="c">ח.פ ${ltr(`${taxId.slice(0, 3)} ${taxId.slice(3, 6)} ${taxId.slice(6)}`)}</div><div class="c">כביש ${ltr('767')}, צומת יבנאל</div>
<div class="eq"></div><div class="c b">חשבונית מס קבלה</div><div class="c b">מספר: ${ltr(doc)}</div><div class="r"><span>${ltr(dt(date, 'dd/mm/yy'))}</span><span>${ltr(t)}</span></div><div class="eq"></div>
<div class="r"><span>משאבה</span><span>${ltr(String(rng.int(1, 8)))}</span></div><div class="r"><span>מוצר</span><span>${diesel ? 'סולר' : `בנזין ${ltr('95')}`}</span></div><div class="r"><span>ליטרים</span><span>${ltr((cl / 100).toFixed(2))}</span></div>
<div class="r"><span>מחיר לליטר</span><span>${ltr((perLitre / 100).toFixed(2))}</span></div><div class="r"><span>סכום דלק</span><span>${ltr(amount(fuel))}</span></div>
${extra ? `<div class="r"><span>${extra[0].replace(/\d+/, (m) => ltr(m))}</span><span>${ltr(amount(extra[1]))}</span></div>` : ''}<div class="eq"></div>
<div class="r big"><span>סה"כ לתשלום</span><span>${ltr(amount(gross))}</span></div><div class="r"><span>כולל מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="eq"></div>
<div class="r"><span>${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])}</span><span>${ltr(`XXXX${rng.digits(4)}`)}</span></div><div class="r"><span>אישור</span><span>${ltr(rng.digits(6))}</span></div>
${rng.chance(0.5) ? `<div class="r"><span>רכב</span><span>${ltr(plate(rng))}</span></div>` : ''}<div class="c">נסיעה טובה</div>`;
    const css = `body{font-family:'DejaVu Sans Mono';font-size:10.5px;width:52mm;padding:3mm}.h{font-family:'FreeSans';font-weight:bold;font-size:17px;text-align:center}.c{text-align:center}.b{font-weight:bold}
.r{display:flex;justify-content:space-between}.eq{border-top:2px solid #000;margin:4px 0}.big{font-size:13px;font-weight:bold}`;
    const page = '58mm 150mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
