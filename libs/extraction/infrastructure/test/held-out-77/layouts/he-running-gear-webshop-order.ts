import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-running-gear-webshop-order';

/** Products: Hebrew name, Latin model, SKU, price in agorot (2022). */
const PRODUCTS: [string, string, string, number][] = [
  ['נעלי ריצת כביש', 'AeroGlide 4', 'STR-SH-AG4', 54900],
  ['נעלי ריצת שטח', 'TrailGrip X', 'STR-SH-TGX', 62900],
  ['גרבי ריצה (3 זוגות)', 'DryStep', 'STR-SK-DS3', 8900],
  ['חגורת ריצה לטלפון', 'FlatBelt', 'STR-AC-FB', 11900],
  ['וסט שתייה 5 ליטר', 'HydraVest 5', 'STR-HV-5', 34900],
  ['בקבוק רך 500 מ"ל', 'SoftFlask', 'STR-AC-SF5', 5900],
  ['ג׳ל אנרגיה (קופסה 12)', 'Gel+ Citrus', 'STR-NU-G12', 10800],
  ['כובע ריצה מנדף', 'AirCap', 'STR-AP-AC', 9900],
  ['טייץ ריצה קצר', 'Split 7"', 'STR-AP-S7', 17900],
  ['פנס ראש נטען', 'NightRun 400', 'STR-AC-NR4', 19900],
];

/**
 * A running gear web shop's invoice, A4 (Simple CLM): a thin top rule, the Latin brand "STRIDE" at the right and
 * "חשבונית מס / קבלה" with its number at the left, the company's name and id under the brand, a line of the order number
 * "#" and six digits, the order's date and time and the invoice date (the order's or the next day), shipping address,
 * products with Latin model names and SKUs, quantity, price and sum with "₪" before every amount, a coupon "RUN50" taking
 * ₪50 off orders of ₪400 or more on some, courier (₪29.90, free from ₪300) or pickup, the total with the VAT contained,
 * card (in up to three instalments), Bit or PayPal. Invoiced any day but Saturday.
 */
export const heRunningGearWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date: ordered } = next(ID, rng);
    let date = rng.chance(0.5) ? plus(ordered, 1) : ordered;
    if (weekdayOf(date) === 6) date = plus(date, 1);
    // The invoice stays in the order's year (each layout keeps to its four years).
    if (date.slice(0, 4) !== ordered.slice(0, 4)) date = ordered;
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([he, model, sku, p]) => {
      const qty = he.startsWith('נעלי') ? 1 : rng.int(1, 3);
      const each = Math.round((p * up) / 1000) * 1000 - 100;
      return { he, model, sku, qty, each, sum: qty * each };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = goods >= 40000 && rng.chance(0.45) ? 5000 : 0;
    const pickup = rng.chance(0.25);
    const ship = pickup || goods - coupon >= 30000 ? 0 : 2990;
    const gross = goods - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = 'סטרייד ציוד ריצה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(2, 4)}${rng.digits(4)}`;
    const order = `#${rng.int(100000, 199999)}`;
    const pay = rng.pick(['card', 'card', 'bit', 'paypal']);
    const payText =
      pay === 'card'
        ? `כרטיס אשראי ${ltr(`****${rng.digits(4)}`)}${gross > 30000 && rng.chance(0.5) ? ` · ${ltr('3')} תשלומים` : ''}`
        : pay === 'bit'
          ? `העברה ב-${ltr('Bit')}`
          : ltr('PayPal');
    const sh = (c: number) => ltr(`₪${amount(c)}`);
    const body = `<div class="rule"></div>
<div class="top"><div><div class="brand">${ltr('STRIDE')}</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>${ltr('stride-run.example')} · ${ltr(`*${rng.int(3000, 9999)}`)}</div></div><div class="doc"><div>חשבונית מס / קבלה</div><div class="no">${ltr(doc)}</div><div class="sm">תאריך החשבונית: ${ltr(dt(date, 'dd/mm/yyyy'))}</div></div></div>
<div class="strip">הזמנה ${ltr(order)} · בוצעה ב-${ltr(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`)} · ${payText}</div>
<div class="addr"><b>משלוח אל:</b> ${rng.pick(['ענבל כהן', 'תומר לוי', 'שירה אברהם', 'אסף מזרחי', 'דנה גולן'])}, ${rng.pick(['רח׳ האורנים 12, זכרון יעקב', 'רח׳ הנביאים 5, מודיעין', 'רח׳ הגפן 30, קריית אונו', 'רח׳ הדקל 8, באר שבע'])}${pickup ? ' · <b>איסוף עצמי מהחנות בהרצליה</b>' : ''}</div>
<table class="items"><thead><tr><th>מוצר</th><th>מק"ט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>
${lines.map((l) => `<tr><td>${l.he} ${ltr(l.model)}</td><td>${ltr(l.sku)}</td><td>${ltr(String(l.qty))}</td><td>${sh(l.each)}</td><td>${sh(l.sum)}</td></tr>`).join('')}
</tbody></table>
<table class="tot"><tr><td>סכום ביניים</td><td>${sh(goods)}</td></tr>${coupon ? `<tr><td>קופון ${ltr('RUN50')}</td><td>${ltr(`-₪${amount(coupon)}`)}</td></tr>` : ''}<tr><td>${pickup ? 'איסוף עצמי' : 'משלוח עד הבית'}</td><td>${ship ? sh(ship) : 'חינם'}</td></tr>
<tr class="g"><td>סה"כ שולם</td><td>${sh(gross)}</td></tr><tr class="v"><td>המחיר כולל מע"מ ${ltr(`${rate}%`)} בסך</td><td>${sh(vat)}</td></tr></table>
<div class="note">החזרות תוך ${ltr('14')} יום בהצגת החשבונית. הנעליים נבדקות במעבדת הריצה שלנו - נשמח לראותכם בחנות!</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:13px;padding:12mm 15mm}.rule{border-top:6px solid #ff6f00;margin-bottom:10px}.top{display:flex;justify-content:space-between}.brand{font-size:30px;font-weight:bold;font-style:italic}
.doc{text-align:left;font-size:16px}.doc .no{font-size:24px;font-weight:bold}.strip{background:#fff3e0;padding:6px 10px;margin:14px 0 8px;font-size:12.5px}.addr{margin-bottom:8px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tot{width:45%;margin-top:10px;margin-inline-start:auto}.tot td{padding:3px}.tot td:last-child{text-align:left}.tot .g td{font-weight:bold;font-size:16px;border-top:2px solid #ff6f00}.tot .v td{font-size:11.5px;color:#444}
.note{margin-top:24px;font-size:11px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
