import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, mul } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-carob-products-shop-till';

/** Goods: name, price in agorot (2022), sold by weight (price per kg) or by unit. */
const GOODS: [string, number, boolean][] = [
  ['אבקת חרובים אורגנית', 4800, true],
  ['תרמילי חרוב מיובשים', 2600, true],
  ['סילאן חרובים 500 גרם', 2900, false],
  ['דבש חרובים כהה 350 גרם', 3400, false],
  ['עוגיות חרובים ושקדים', 5600, true],
  ['חטיף חרובים וטחינה', 900, false],
  ['ממרח חרובים ואגוזי לוז', 3200, false],
  ['שתיל עץ חרוב בעציץ', 4500, false],
  ['סל מתנה "טעמי החרוב"', 14900, false],
];

/**
 * A carob products shop in the Galilee, 80 mm (Miriam CLM): a company's shop, the company's name and "ח"פ" with the id
 * under a framed title, "קבלה - חשבונית מס" over "מס' מסמך" and the date (dd.mm.yyyy) and time on two rows, goods by
 * weight ("0.750 ק"ג × 48.00") or by unit, "לתשלום" in a black band with "₪" before it, the VAT contained ("כולל מע"מ")
 * and a cash or card line. Closed on Saturdays.
 */
export const heCarobProductsShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([name, price, weighed]) => {
      const each = Math.round((price * up) / 10) * 10;
      if (weighed) {
        const grams = rng.int(3, 30) * 50;
        return { name, label: `${(grams / 1000).toFixed(3)} ק"ג × ${amount(each)}`, sum: mul(grams / 1000, each) };
      }
      const qty = rng.int(1, 3);
      return { name, label: `${qty} יח' × ${amount(each)}`, sum: qty * each };
    });
    const pay = total(lines.map((l) => l.sum));
    const vat = vatIn(pay, rate);
    const vendorName = 'חרובי הגליל העליון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 289999));
    const card = rng.chance(0.65);
    const body = `<div class="frame c"><div class="brand">בית החרוב</div><div class="sm">מוצרי חרובים מהגליל</div></div>
<div class="c sm">${vendorName} · ח"פ ${ltr(taxId)}<br>דרך הכפר 4, ראש פינה · ${ltr(`04-69${rng.digits(5)}`)}</div>
<div class="dbl"></div>
<div class="c b">קבלה - חשבונית מס</div>
<div class="row"><span>מס' מסמך</span><span>${ltr(doc)}</span></div>
<div class="row"><span>תאריך</span><span>${ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(rng.int(9 * 60, 19 * 60))}`)}</span></div>
<div class="row"><span>קופה</span><span>${ltr(`0${rng.int(1, 3)}`)}</span></div>
<div class="rule"></div>
${lines.map((l) => `<div>${l.name.replace(/\d+/g, (m) => ltr(m))}</div><div class="row sm"><span>${l.label.replace(/[\d.]+/g, (m) => ltr(m))}</span><span>${ltr(amount(l.sum))}</span></div>`).join('')}
<div class="rule"></div>
<div class="row band"><span>לתשלום</span><span>${ltr(`₪${amount(pay)}`)}</span></div>
<div class="row sm"><span>כולל מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="row sm"><span>${card ? `כרטיס אשראי ${ltr(`xxxx-${rng.digits(4)}`)}` : 'מזומן'}</span><span>${ltr(amount(pay))}</span></div>
<div class="rule"></div>
<div class="c sm">מוצרים במשקל אינם ניתנים להחזרה<br>תודה ולהתראות!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:12.5px;width:70mm;padding:4mm 5mm}.frame{border:2px solid #000;padding:3px;margin-bottom:4px}.brand{font-size:22px;font-weight:bold}.band{background:#000;color:#fff;font-size:16px;font-weight:bold;padding:2px 4px;margin:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 190mm', css, body }),
      page: '80mm 190mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
