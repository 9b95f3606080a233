import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-beanbag-webshop-order';

/** Products: name, SKU, lowest and highest price in agorot (VAT included, 2023). */
const PRODUCTS: [string, string, number, number][] = [
  [`פוף ענק ${ltr('XL')} קטיפה`, 'BB-XL-VEL', 64900, 79900],
  ['פוף כורסה עם משענת', 'BB-CH-LIN', 49900, 59900],
  ['פוף ילדים', 'BB-KID-CTN', 24900, 29900],
  ['פוף חוץ עמיד למים', 'BB-OUT-PVC', 54900, 69900],
  ['הדום תואם', 'BB-FOOT', 17900, 21900],
  ['מילוי כדוריות 100 ליטר', 'FILL-100', 8900, 11900],
  [`כיסוי חלופי ${ltr('XL')}`, 'CV-XL', 19900, 25900],
  [`כרית נוי ${ltr('45x45')}`, 'PIL-45', 7900, 9900],
];
const COLOURS = ['אפור פחם', 'חרדל', 'כחול נייבי', 'ירוק זית', 'ורוד עתיק', 'שמנת'];
const BUYERS: [string, string][] = [
  ['שירה אלון', 'רח׳ הגפן 12, בנימינה'],
  ['אלעד פרץ', 'רח׳ הנרקיס 4, להבים'],
  ['רותם שמעוני', 'רח׳ הדקל 5, בת חפר'],
  ['נדב כהן', 'רח׳ הזית 7, קציר'],
  ['מעיין דהן', 'רח׳ הברוש 19, קריית טבעון'],
];

/**
 * A bean bag web shop's invoice from Or Akiva, A4 (Noto Sans Hebrew): Latin brand, company name and id, "חשבונית מס
 * / קבלה" with its number and date, the order's number and time, Latin SKUs, colours, a 15% coupon on some, courier
 * (free from ₪600) or pickup from the warehouse, VAT contained, card in instalments on some.
 */
export const heBeanbagWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date: ordered } = next(ID, rng, undefined, [1, 27]);
    const date = plus(ordered, rng.int(0, 1));
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.03;
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([name, sku, lo, hi]) => {
      const unit = Math.round((rng.int(lo, hi) * up) / 1000) * 1000 - 100;
      const qty = rng.chance(0.2) ? 2 : 1;
      const colour = sku.startsWith('FILL') ? '' : rng.pick(COLOURS);
      return { name: colour ? `${name} - ${colour}` : name, sku, qty, unit, sum: qty * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.35) ? share(goods, 15) : 0;
    const pickup = rng.chance(0.2);
    const shipping = pickup || goods - coupon >= 60000 ? 0 : 4900;
    const gross = goods - coupon + shipping;
    const vat = vatIn(gross, rate);
    const vendorName = 'פופי בית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(40000, 49999));
    const order = `PF-${rng.digits(5)}`;
    const [buyer, address] = rng.pick(BUYERS);
    const instalments = gross > 60000 && rng.chance(0.6) ? rng.pick([2, 3, 4, 6]) : 1;
    const body = `<div class="head"><div><div class="brand">${ltr('POOFI')}</div><div class="sm">פופים ושקי ישיבה · ${ltr('www.poofi.co.il')}</div></div><div class="sm vend">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>אזור התעשייה אור עקיבא<br>${ltr(`04-62${rng.digits(5)}`)}</div></div>
<h1>חשבונית מס / קבלה ${ltr(doc)}</h1>
<div class="meta"><div><b>תאריך:</b> ${ltr(dt(date, 'dd/mm/yyyy'))}<br><b>מס׳ הזמנה:</b> ${ltr(order)}<br><b>מועד ההזמנה:</b> ${ltr(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(7 * 60, 23 * 60 + 50))}`)}</div><div><b>לקוח/ה:</b> ${buyer}<br>${address}<br><b>משלוח:</b> ${pickup ? 'איסוף עצמי מהמחסן באור עקיבא' : 'שליח עד הבית'}</div></div>
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, ltr(String(l.qty)), ltr(`₪${amount(l.unit)}`), ltr(`₪${amount(l.sum)}`)]),
)}
<div class="tot">${row('סה"כ מוצרים', ltr(`₪${amount(goods)}`))}${coupon ? row(`קופון ${ltr('POOF15')} (${ltr('15%')})`, ltr(`-₪${amount(coupon)}`)) : ''}${row('משלוח', shipping ? ltr(`₪${amount(shipping)}`) : 'חינם')}${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}${row(`המחיר כולל מע"מ ${ltr(`${rate}%`)}`, ltr(`₪${amount(vat)}`))}</div>
<div class="pay">שולם בכרטיס אשראי ${ltr(`**** ${rng.digits(4)}`)}${instalments > 1 ? ` ב-${ltr(String(instalments))} תשלומים` : ''}</div>
<div class="foot">משלוחים חינם בהזמנה מעל ${ltr('₪600')}. ניתן להחזיר מוצר שלא נעשה בו שימוש תוך ${ltr('14')} יום. שאלות? ${ltr('hello@poofi.co.il')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12.5px;padding:14mm 16mm}.head{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #f9a825;padding-bottom:6px}.brand{font-size:34px;font-weight:900;color:#f57f17;letter-spacing:2px}.vend{text-align:left}
h1{font-size:19px;margin:12px 0 6px}.meta{display:flex;justify-content:space-between;line-height:1.6}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tot{width:45%;margin:8px auto 0 0}.big{font-size:1.2em;border-top:2px solid #000}.pay{margin-top:14px}.foot{margin-top:16px;font-size:11px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
