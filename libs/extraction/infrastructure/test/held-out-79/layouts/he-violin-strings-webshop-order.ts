import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-violin-strings-webshop-order';

/** Products: SKU, Hebrew name with a Latin brand, price in agorot incl. VAT (2022). */
const PRODUCTS: [string, string, number][] = [
  ['TH-DOM-44', 'סט מיתרים לכינור Thomastik Dominant 4/4', 23900],
  ['PI-EVP-44', 'סט מיתרים לכינור Pirastro Evah Pirazzi', 38900],
  ['LA-VLA-CL', 'מיתר A לוויולה Larsen', 12900],
  ['JA-CEL-44', 'סט מיתרים לצ׳לו Jargar Classic', 59000],
  ['HI-ROS-DK', 'רוזין כהה Hidersine', 4900],
  ['KU-SR-44', 'משענת כתף Kun Original', 17900],
  ['WI-MUT-01', 'עמעם גומי Wittner', 2500],
  ['CL-HUM-01', 'לחלחן לתיבה Dampit', 8900],
  ['BO-REH-44', 'החלפת שיער לקשת (שובר)', 28000],
];

/**
 * A web shop of strings and accessories for bowed instruments, A4 (Simple CLM): the shop's name "מיתר" in a wide band,
 * the company name and "ע.מ." id under it, "חשבונית מס / קבלה" and six digits with the invoice date (dd/mm/yyyy) in a
 * box at the left, a strip with the order number "#MT…", the order's date and time and the delivery (registered mail,
 * courier, pickup), a table with SKU, product, quantity, unit price and sum, a 10% "STRINGS10" coupon on some, delivery
 * free from ₪300, prices including VAT and the totals "סה"כ לפני מע"מ", "מע"מ" and "סה"כ כולל מע"מ". Orders Sunday to
 * Thursday, invoiced that day or the next working day, within the year.
 */
export const heViolinStringsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 26]);
    const ordered = avoid(raw, [5, 6]);
    let date = ordered;
    if (rng.chance(0.5)) {
      date = plus(ordered, 1);
      while ([5, 6].includes(weekdayOf(date))) date = plus(date, 1);
    }
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([sku, name, p]) => {
      const qty = rng.int(1, 3);
      const each = Math.round((p * up) / 100) * 100;
      return { sku, name, qty, each, sum: qty * each };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.35) ? share(goods, 10) : 0;
    const afterCoupon = goods - coupon;
    const delivery = rng.pick(['דואר רשום', 'שליח עד הבית', 'איסוף עצמי - רחובות']);
    const ship = delivery === 'איסוף עצמי - רחובות' || afterCoupon >= 30000 ? 0 : delivery === 'דואר רשום' ? 1900 : 3500;
    const gross = afterCoupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = 'מיתר כלי קשת ואביזרים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 189999));
    const lat = (s: string) => s.replace(/[A-Za-z0-9/][A-Za-z0-9/ ]*[A-Za-z0-9/]|[A-Za-z0-9]/g, (m) => ltr(m));
    const body = `<div class="band"><span class="logo">מיתר</span><span>מיתרים ואביזרים לכלי קשת · ${ltr('www.meitar-strings.co.il')}</span></div>
<div class="hd"><div>${vendorName}<br>ע.מ. ${ltr(taxId)}<br>רח׳ הרצל 112, רחובות</div><div class="docbox"><div class="b">חשבונית מס / קבלה</div><div class="big">${ltr(doc)}</div><div>תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}</div></div></div>
<div class="strip">הזמנה ${ltr(`#MT${rng.digits(6)}`)} · ${ltr(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(8 * 60, 23 * 60))}`)} · משלוח: ${delivery}</div>
<table class="items"><thead><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר ליח׳</th><th>סה"כ</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${ltr(l.sku)}</td><td>${lat(l.name)}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('')}
${coupon ? `<tr><td></td><td>קופון ${ltr('STRINGS10')} (${ltr('10%')})</td><td></td><td></td><td>${ltr(`-${amount(coupon)}`)}</td></tr>` : ''}<tr><td></td><td>משלוח - ${delivery}</td><td></td><td></td><td>${ltr(amount(ship))}</td></tr></tbody></table>
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(gross - vat))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td>${ltr(`₪${amount(gross)}`)}</td></tr></table>
<div class="sm">שולם בכרטיס אשראי בעת ההזמנה. משלוח חינם בהזמנה מעל ${ltr('₪300')}. ניתן להחזיר מוצרים באריזתם המקורית תוך ${ltr('14')} יום.</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:13px;padding:12mm 14mm}.band{background:#5a1f1f;color:#fff;padding:8px 12px;display:flex;justify-content:space-between;align-items:center}.logo{font-size:28px;font-weight:bold}
.hd{display:flex;justify-content:space-between;margin:10px 0}.docbox{border:1.5px solid #5a1f1f;padding:6px 12px;text-align:center}.big{font-size:20px;font-weight:bold}.strip{background:#f1e6e6;padding:5px 8px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tt{width:42%;margin:10px auto 14px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #000}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
