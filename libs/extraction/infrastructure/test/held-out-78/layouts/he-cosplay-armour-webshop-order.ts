import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-cosplay-armour-webshop-order';

/** Products: Hebrew name, Latin SKU, price in agorot (2022). */
const PRODUCTS: [string, string, number][] = [
  ['יריעת קצף EVA בעובי 10 מ"מ', 'EVA-10-HD', 8900],
  ['יריעת קצף EVA בעובי 5 מ"מ', 'EVA-05-HD', 5900],
  ['יריעת Worbla תרמופלסטית 50x75', 'WRB-5075', 14900],
  ['דבק מגע Barge (ליטר)', 'GLU-BRG-1L', 7900],
  ['פריימר Plasti Dip שחור', 'PRM-PD-BK', 5400],
  ['אקדח חום 2000W', 'HTG-2000', 21900],
  ['ערכת צבעי מתכת (6)', 'PNT-MET-6', 9900],
  ['רצועות עור ואבזמים (10)', 'STR-LTH-10', 6900],
  ['תבנית קסדה מודפסת PLA', '3DP-HLM-01', 32900],
  ['נורות LED לעיניים (זוג)', 'LED-EYE-2', 3900],
];

/**
 * A cosplay armour materials web shop's invoice, A4 (Noto Sans Hebrew): a purple header with the shop's Latin name
 * "FORGE & FOAM", the company name and its id spaced "515 123 456" at the left, "חשבונית מס קבלה" with "מס׳" and six digits
 * on the right, the order number "#FF" and five digits with the order's date and time, the invoice date (the order's day
 * or the next, within its year; orders from Sunday to Thursday, so never a Saturday), shipping to a pickup point or by courier (free from ₪350), products with
 * Latin SKUs, "₪" after every amount, a 10% coupon "CON10" on some, VAT contained, and the payment (card in up to three
 * payments, Bit, PayPal).
 */
export const heCosplayArmourWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const ordered = avoid(raw, [5, 6]);
    const after = plus(ordered, 1);
    const date = rng.chance(0.5) && after.slice(0, 4) === ordered.slice(0, 4) ? after : ordered;
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(PRODUCTS, rng.int(2, 6)).map(([name, sku, price]) => {
      const qty = name.startsWith('יריעת') ? rng.int(1, 4) : 1;
      const each = Math.round((price * up) / 100) * 100 - 10;
      return { name, sku, qty, each, sum: qty * each };
    });
    const goods = total(lines.map((l) => l.sum));
    const coupon = rng.chance(0.3) ? Math.round(goods * 0.1) : 0;
    const courier = rng.chance(0.6);
    const ship = courier ? (goods - coupon >= 35000 ? 0 : 3500) : 1900;
    const gross = goods - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = 'פורג׳ אנד פום בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 399999));
    const nis = (c: number) => `${ltr(amount(c))} ₪`;
    const body = `<div class="hd"><div><div class="logo">${ltr('FORGE &amp; FOAM')}</div><div class="sm">חומרים לבניית שריון וקוספליי</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>${ltr('www.forgefoam.co.il')}</div></div>
<div class="doc"><h1>חשבונית מס קבלה מס׳ ${ltr(doc)}</h1><div>תאריך החשבונית: ${ltr(dt(date, 'dd/mm/yyyy'))}</div></div>
<div class="strip">הזמנה ${ltr(`#FF${rng.int(10000, 99999)}`)} · התקבלה ${ltr(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}`)} · ${courier ? 'משלוח עם שליח עד הבית' : 'איסוף מנקודת חלוקה'}</div>
<table class="items"><thead><tr><th>מוצר</th><th>מק"ט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${lines
      .map(
        (l) =>
          `<tr><td>${l.name.replace(/[A-Za-z0-9][A-Za-z0-9.x-]*(?: [A-Za-z0-9][A-Za-z0-9.x-]*)*/g, (m) => ltr(m))}</td><td>${ltr(l.sku)}</td><td>${ltr(String(l.qty))}</td><td>${nis(l.each)}</td><td>${nis(l.sum)}</td></tr>`,
      )
      .join('')}</tbody></table>
<table class="tt"><tr><td>סכום המוצרים</td><td>${nis(goods)}</td></tr>${coupon ? `<tr><td>קופון ${ltr('CON10')} (${ltr('10%')})</td><td>${ltr(`-${amount(coupon)}`)} ₪</td></tr>` : ''}<tr><td>משלוח</td><td>${ship ? nis(ship) : 'חינם'}</td></tr><tr class="g"><td>סה"כ שולם</td><td>${nis(gross)}</td></tr><tr><td>מתוכו מע"מ ${ltr(`${rate}%`)}</td><td>${nis(vat)}</td></tr></table>
<div class="pay">אמצעי תשלום: ${rng.pick(['כרטיס אשראי - תשלום אחד', 'כרטיס אשראי - 3 תשלומים', 'Bit', 'PayPal']).replace(/[A-Za-z0-9]+/g, (m) => ltr(m))}</div>
<div class="sm ft">החזרת מוצרים שלא נפתחו תוך ${ltr('14')} יום · מסמך ממוחשב</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:12mm 15mm}.hd{display:flex;justify-content:space-between;align-items:center;background:#4a2a6b;color:#fff;padding:10px 14px;border-radius:6px}.logo{font-size:24px;font-weight:bold}.co{text-align:left;font-size:11px}
.doc{display:flex;justify-content:space-between;align-items:baseline;margin:12px 0 4px}.doc h1{font-size:18px;margin:0}.strip{background:#eee6f3;padding:5px 8px;margin:4px 0}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tt{width:45%;margin-inline-start:auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #4a2a6b}.pay{margin-top:10px}.ft{margin-top:24px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
