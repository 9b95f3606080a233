import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-lechem-shop-till';

/** Name, agorot with VAT in 2022 (a unit, or a kilogram when sold by weight), sold by weight. */
const GOODS: [string, number, boolean][] = [
  ['לחם שאור כפרי', 2800, false],
  ['לחם שיפון מלא', 3200, false],
  ['באגט', 1200, false],
  ['חלה קלועה מתוקה', 2200, false],
  ['בורקס גבינה', 6900, true],
  ['רוגלך שוקולד', 7900, true],
  ['עוגיות חמאה', 8900, true],
  ['קרואסון חמאה', 900, false],
  ['פוקאצ׳ה עגבניות', 2400, false],
  ['עוגת שמרים קינמון', 4200, false],
  ['לחמניות כוסמין 6 יח׳', 1800, false],
  ['מקלות מלוחים', 5900, true],
];
const CASHIERS = ['מיכל', 'אורית', 'דניאל', 'שירה', 'רועי'];

/**
 * A neighbourhood bakery's till in Kiryat Tivon, 72 mm (David CLM for the trade name, FreeMono for the rest): "לחם ושאור"
 * large over "מאפה שכונתי", the company and "ח.פ." plain on one line, the street; "קופה n" and the cashier, then the date
 * dd.mm.yy with the time; "חשבונית מס/קבלה" with "מס' 00t-nnnnn" beside it; each loaf "q × price", pastries by weight
 * "0.436 ק"ג × 79.00 לק"ג"; "פריטים: n", "לתשלום" "₪ …", "מזה מע"מ n%" (contained); cash with change or a card; not Saturday.
 */
export const heLechemShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.06;
    const chosen = rng.some(GOODS, rng.int(3, 7));
    const lines = chosen.map(([name, p, weighed]) => {
      const price = Math.round((p * rise) / 10) * 10;
      if (weighed) {
        const grams = rng.int(180, 1150);
        return { name, text: `${ltr((grams / 1000).toFixed(3))} ק"ג × ${ltr(amount(price))} לק"ג`, sum: Math.round((grams * price) / 1000), count: 1 };
      }
      const q = rng.int(1, 4);
      return { name, text: `${ltr(String(q))} × ${ltr(amount(price))}`, sum: q * price, count: q };
    });
    const gross = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'א.ד. לחם ושאור בע"מ';
    const taxId = idOf(vendorName, true);
    const till = rng.int(1, 3);
    const doc = `00${till}-${rng.int(10000, 99999)}`;
    const cash = rng.chance(0.45);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 + (rng.chance(0.3) ? 5000 : 0) : gross;
    const pay = cash
      ? `<div class="r"><span>מזומן</span><span>${ltr(amount(paid))}</span></div><div class="r"><span>עודף</span><span>${ltr(amount(paid - gross))}</span></div>`
      : `<div class="r"><span>אשראי ${ltr(`**${rng.digits(4)}`)}</span><span>${ltr(amount(gross))}</span></div><div class="r sm"><span>אישור</span><span>${ltr(rng.digits(7))}</span></div>`;
    const body = `<div class="tn">לחם ושאור</div><div class="c">מאפה שכונתי · מ-${ltr('1998')}</div><div class="c sm">${vendorName} ח.פ. ${ltr(taxId)}</div><div class="c sm">רח' החורש ${ltr(String(rng.int(2, 40)))}, קריית טבעון · ${ltr(`04-98${rng.digits(5)}`)}</div>
<div class="dash"></div><div class="r sm"><span>קופה ${ltr(String(till))}</span><span>קופאי/ת: ${rng.pick(CASHIERS)}</span></div><div class="r sm"><span>${ltr(dt(date, 'dd.mm.yy'))}</span><span>${ltr(hhmm(rng.int(6 * 60 + 30, 19 * 60)))}</span></div>
<div class="r b"><span>חשבונית מס/קבלה</span><span>מס' ${ltr(doc)}</span></div><div class="dash"></div>
${lines.map((l) => `<div>${l.name}</div><div class="r"><span class="sm">${l.text}</span><span>${ltr(amount(l.sum))}</span></div>`).join('')}
<div class="dash"></div><div class="r sm"><span>פריטים:</span><span>${ltr(String(total(lines.map((l) => l.count))))}</span></div><div class="r big"><span>לתשלום</span><span>${ltr(`₪ ${amount(gross)}`)}</span></div>
<div class="r sm"><span>מזה מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="dash"></div>${pay}<div class="c sm">החלפה עם חשבונית בלבד · תודה ולהתראות</div>`;
    const css = `body{font-family:'FreeMono';font-size:12px;width:64mm;padding:4mm}.tn{font-family:'David CLM';font-size:30px;font-weight:bold;text-align:center}.c{text-align:center}.sm{font-size:10.5px}.b{font-weight:bold}
.r{display:flex;justify-content:space-between}.dash{border-top:1px dashed #000;margin:5px 0}.big{font-size:16px;font-weight:bold;margin:3px 0}`;
    const page = '72mm 190mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
