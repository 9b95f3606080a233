import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { hhmm } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-glida-shop-till';

/** Hebrew, English, agorot with VAT in 2022. */
const MENU: [string, string, number][] = [
  ['גביע קטן', 'Small serving', 1800],
  ['גביע בינוני', 'Medium serving', 2400],
  ['גביע גדול', 'Large serving', 3000],
  ['קונוס', 'Cone', 1900],
  ['סאנדיי בראוניז', 'Brownie sundae', 3400],
  ['מילקשייק', 'Milkshake', 2600],
  ['תוספת קצפת', 'Whipped topping', 400],
  ['תוספת רוטב פיסטוק', 'Pistachio drizzle', 600],
  ['קרטון 500 גרם', 'Carton 500 g', 6900],
  ['ריסטרטו', 'Ristretto', 1100],
];

/**
 * An ice-cream parlour's till in Kfar Vradim, 76 mm (Simple CLM for the Hebrew, DejaVu Sans for the English and the
 * figures): "כפור" very large with "KFOR · GELATERIA", the company and "ח.פ." plain; "חשבונית מס-קבלה" on the right
 * and "Tax invoice" on the left over the number "K/nnnnn" and "d.m.yy hh:mm"; a three-column list (the Hebrew name,
 * quantity and sum, the English name) of servings, cones, sundaes and toppings; "סה"כ TOTAL" "₪ …", "מע"מ n% כלול / VAT
 * included"; card or cash; any day.
 */
export const mixedGlidaShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(MENU, rng.int(2, 6)).map(([he, en, p]) => ({ he, en, q: rng.int(1, 4), p: Math.round((p * rise) / 100) * 100 }));
    const gross = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'כפור גלידה טבעית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `K/${rng.int(10000, 99999)}`;
    const [Y, m, d] = date.split('-');
    const body = `<div class="br">כפור</div><div class="en c">KFOR · GELATERIA</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="c sm">מרכז מסחרי, כפר ורדים</div>
<div class="hd"><span>חשבונית מס-קבלה</span><span class="en">Tax invoice</span></div><div class="c b">${ltr(doc)}</div><div class="c">${ltr(`${Number(d)}.${Number(m)}.${Y.slice(2)} ${hhmm(rng.int(11 * 60, 23 * 60 + 30))}`)}</div>
<table class="it">${lines.map((l) => `<tr><td>${l.he}</td><td class="n">${ltr(`${l.q} × ${amount(l.p)}`)}<br>${ltr(amount(l.q * l.p))}</td><td class="en">${ltr(l.en)}</td></tr>`).join('')}</table>
<div class="tot"><span>סה"כ</span><span>${ltr(`₪ ${amount(gross)}`)}</span><span class="en">TOTAL</span></div><div class="r sm"><span>מע"מ ${ltr(`${rate}%`)} כלול / ${ltr('VAT included')}</span><span>${ltr(amount(vat))}</span></div>
<div class="r sm"><span>${rng.chance(0.7) ? `כרטיס / ${ltr('Card')} ${ltr(rng.digits(4))}` : `מזומן / ${ltr('Cash')}`}</span><span>${ltr(amount(gross))}</span></div><div class="c sm">${ltr('Enjoy!')} · להתראות</div>`;
    const css = `body{font-family:'Simple CLM','DejaVu Sans';font-size:12.5px;width:68mm;padding:4mm}.br{font-size:46px;font-weight:bold;text-align:center;line-height:1}.en{font-family:'DejaVu Sans';font-size:10px}.c{text-align:center}.sm{font-size:10.5px}.b{font-weight:bold}
.hd{display:flex;justify-content:space-between;align-items:baseline;border-top:2px solid #000;margin-top:6px;padding-top:4px;font-weight:bold}.it{width:100%;border-collapse:collapse;margin:6px 0;border-top:1px solid #000;border-bottom:1px solid #000}.it td{padding:3px 1px;vertical-align:top}.n{font-family:'DejaVu Sans';font-size:10.5px;text-align:center}
.it td.en{text-align:left}.tot{display:flex;justify-content:space-between;font-size:16px;font-weight:bold;margin:4px 0}.tot .en{font-size:13px;align-self:center}.r{display:flex;justify-content:space-between}`;
    const page = '76mm 170mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
