import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-home-weather-stations-webshop-order';

/** Products: Hebrew, Latin model / SKU, price in agorot with VAT (2022). */
const PRODUCTS: [string, string, number][] = [
  ['תחנת מזג אוויר ביתית עם מסך צבעוני', 'SKY-WS2 Pro', 89900],
  ['תחנת מזג אוויר Wi-Fi עם חיישן 5 ב-1', 'SKY-5IN1', 129900],
  ['מד גשם דיגיטלי אלחוטי', 'RG-110W', 24900],
  ['מד רוח (אנמומטר) עם שבשבת', 'AN-CUP3', 32900],
  ['חיישן טמפרטורה ולחות נוסף', 'TH-SENS', 9900],
  ['מגן קרינה לחיישן (Stevenson)', 'RS-12P', 14900],
  ['תורן הרכבה אלומיניום 1.5 מ׳', 'MP-150', 17900],
  ['שער Wi-Fi לשידור נתונים', 'GW-1100', 21900],
  ['חיישן קרינת UV ושמש', 'UV-SOL', 18900],
  ['ברומטר קיר אנלוגי', 'BR-AN8', 12900],
];
const CITIES = ['באר יעקב', 'נס ציונה', 'גן יבנה', 'קריית עקרון', 'מזכרת בתיה', 'רמלה'];
const NAMES = ['אלון קרמר', 'טליה רוזן', 'עידו שפירא', 'יעל דהן', 'בני אזולאי', 'מאיה לוי-נחום'];

/**
 * A home weather stations web shop's invoice in Be'er Ya'akov, A4 (Miriam CLM): a sky-blue header with the Latin
 * brand, "חשבונית מס / קבלה" with its own number beside the order number ("SKY-" and six digits) and the order's date
 * and time, payment and delivery method, the shipping address, products by Hebrew name and Latin model with quantity,
 * unit price and sum ("₪" after), a 10% coupon on some, courier (free from ₪499), a pickup point or collection at the
 * warehouse, the VAT contained. Invoiced on the day of the order or the day after.
 */
export const heHomeWeatherStationsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date: ordered } = next(ID, rng, undefined, [1, 27]);
    const date = rng.chance(0.5) ? ordered : plus(ordered, 1);
    const rate = israeliRate(date);
    const up = 1 + (Number(ordered.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([he, sku, p]) => ({ he, sku, unit: Math.round((p * up) / 100) * 100 - 100, qty: p < 15000 ? rng.int(1, 3) : 1 }));
    const goods = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.3) ? share(goods, 10) : 0;
    const delivery = rng.pick(['courier', 'courier', 'point', 'pickup'] as const);
    const ship = delivery === 'courier' ? (goods - coupon >= 49900 ? 0 : 3900) : delivery === 'point' ? 1900 : 0;
    const gross = goods - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = 'סקיילוג מוצרי מטאורולוגיה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(40000, 79999));
    const order = `SKY-${rng.digits(6)}`;
    const name = rng.pick(NAMES);
    const city = rng.pick(CITIES);
    const shipLabel = delivery === 'courier' ? 'שליח עד הבית' : delivery === 'point' ? 'איסוף מנקודת חלוקה' : 'איסוף עצמי מהמחסן';
    const money = (c: number) => ltr(`${amount(c)} ₪`);
    const body = `<div class="hdr"><div class="logo">${ltr('SKYLOG')}<span>מכשור מזג אוויר לבית ולחווה</span></div><div class="vend">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רח׳ התעשייה ${ltr(String(rng.int(2, 25)))}, באר יעקב<br>${ltr('www.skylog.example')}</div></div>
<div class="tt"><h1>חשבונית מס / קבלה</h1><div class="num">מס׳ ${ltr(doc)}</div><div class="sm">תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}</div></div>
<div class="cols"><div class="card"><h3>פרטי ההזמנה</h3>מספר הזמנה: ${ltr(order)}<br>בוצעה: ${ltr(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(420, 1400))}`)}<br>תשלום: כרטיס אשראי ${ltr(`****${rng.digits(4)}`)}${rng.chance(0.4) ? ` ב-${ltr(String(rng.int(2, 6)))} תשלומים` : ''}<br>משלוח: ${shipLabel}</div>
<div class="card"><h3>${delivery === 'pickup' ? 'פרטי הלקוח' : 'כתובת למשלוח'}</h3>${name}<br>${rng.pick(['רח׳ הדקל', 'רח׳ הגפן', 'רח׳ השקד', 'רח׳ הרימון'])} ${ltr(String(rng.int(1, 60)))}, ${city}<br>${ltr(cellular(rng))}</div></div>
<table class="prod"><thead><tr><th>מוצר</th><th>דגם</th><th>כמות</th><th>מחיר ליח׳</th><th>סה"כ</th></tr></thead><tbody>
${lines.map((l) => `<tr><td>${l.he.replace(/[A-Za-z][A-Za-z0-9 .-]*[A-Za-z0-9]/g, (m) => ltr(m))}</td><td>${ltr(l.sku)}</td><td>${ltr(String(l.qty))}</td><td>${money(l.unit)}</td><td>${money(l.qty * l.unit)}</td></tr>`).join('')}
</tbody></table>
<div class="sum"><div class="row"><span>סכום ביניים</span><span>${money(goods)}</span></div>${coupon ? `<div class="row"><span>קופון ${ltr('WIND10')} (${ltr('10%')})</span><span>${ltr(`-${amount(coupon)} ₪`)}</span></div>` : ''}<div class="row"><span>${shipLabel}</span><span>${ship ? money(ship) : 'חינם'}</span></div><div class="row gt"><span>סה"כ שולם</span><span>${money(gross)}</span></div><div class="row sm"><span>כולל מע"מ ${ltr(`${rate}%`)}</span><span>${money(vat)}</span></div></div>
<div class="foot">ניתן להחזיר מוצר שלא נפתח תוך 14 יום. אחריות יבואן רשמי לשנתיים על תחנות מזג האוויר.</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:13px;padding:12mm 14mm}.hdr{display:flex;justify-content:space-between;align-items:center;background:#e1f5fe;border-bottom:4px solid #0288d1;padding:10px 14px}.logo{font-size:30px;font-weight:bold;color:#01579b;letter-spacing:2px}.logo span{display:block;font-size:12px;letter-spacing:0;color:#333;font-weight:normal}.vend{font-size:11px;text-align:left;line-height:1.5}
.tt{text-align:center;margin:14px 0}.tt h1{font-size:22px;margin:0}.num{font-size:16px;font-weight:bold}.cols{display:flex;gap:12px}.card{flex:1;border:1px solid #b3e5fc;border-radius:6px;padding:8px 10px;line-height:1.6}.card h3{margin:0 0 4px;font-size:14px;color:#0277bd}
.prod{width:100%;margin-top:14px}.prod th{background:#0288d1;color:#fff;padding:5px;text-align:start;font-weight:normal}.prod td{padding:5px;border-bottom:1px solid #e0e0e0}.prod td:nth-child(n+3),.prod th:nth-child(n+3){text-align:left;white-space:nowrap}
.sum{width:46%;margin:12px auto 0 0}.sum .row{padding:3px 0}.gt{font-weight:bold;font-size:16px;border-top:2px solid #0288d1}.foot{margin-top:30px;font-size:11px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
