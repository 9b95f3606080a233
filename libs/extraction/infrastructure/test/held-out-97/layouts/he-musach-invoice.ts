import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, plate } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'he-musach-invoice';

/** Part, catalogue, agorot before VAT in 2022, quantity range. */
const PARTS: [string, string, number, [number, number]][] = [
  ['שמן מנוע 5W-30 (ליטר)', 'LB-530', 4800, [4, 5]],
  ['מסנן שמן', 'OF-1120', 4500, [1, 1]],
  ['מסנן אוויר', 'AF-3341', 8900, [1, 1]],
  ['מסנן מזגן', 'CF-2210', 7900, [1, 1]],
  ['רפידות בלם קדמיות', 'BP-F207', 38000, [1, 1]],
  ['דיסקים קדמיים', 'BD-F207', 52000, [2, 2]],
  ['מגבים', 'WB-600', 6900, [2, 2]],
  ['נורת פנס H7', 'H7-12V', 2900, [1, 2]],
  ['מצבר 70 אמפר', 'BAT-70', 59000, [1, 1]],
  ['נוזל בלמים DOT4', 'DOT4-1', 3900, [1, 1]],
];
/** Work, hours range. */
const WORK: [string, [number, number]][] = [
  ['טיפול תקופתי', [2, 4]],
  ['החלפת רפידות ודיסקים', [2, 4]],
  ['אבחון ממוחשב', [1, 2]],
  ['כיוון פרונט', [1, 2]],
  ['החלפת מצבר ובדיקת טעינה', [1, 1]],
];
const CARS = ['טויוטה קורולה', 'יונדאי i30', 'קיה ספורטאז׳', 'סקודה אוקטביה', 'מאזדה 3', 'רנו מגאן'];

/**
 * A garage in Nes Ziona, A4 (Yehuda CLM for the trade name, Liberation Sans): "מוסך גלגל" over "גלגל שירותי רכב נס
 * ציונה בע"מ" and "ח.פ." plain on the right, a grey panel on the left with the vehicle (plate, model, km, a work card
 * number and the customer); "חשבונית מס" with "מס' 0nnnnn" (six digits, a leading zero) and "תאריך: dd-mm-yyyy" on one
 * line; a work table (hours by the half hour times the hourly rate) and a parts table (catalogue, part, quantity,
 * price); "סה"כ עבודה", "סה"כ חלפים", "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום" "₪ …"; Sunday to Friday.
 */
export const heMusachInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const y = Number(date.slice(0, 4)) - 2022;
    const hourly = 28000 + y * 1600;
    const work = rng.some(WORK, rng.int(1, 3)).map(([name, [lo, hi]]) => {
      const halves = rng.int(lo * 2, hi * 2);
      return { name, hours: halves / 2, sum: (halves * hourly) / 2 };
    });
    const parts = rng.some(PARTS, rng.int(2, 6)).map(([name, cat, p, [lo, hi]]) => {
      const q = rng.int(lo, hi);
      const price = Math.round((p * (1 + y * 0.04)) / 10) * 10;
      return { name, cat, q, price, sum: q * price };
    });
    const labour = total(work.map((w) => w.sum));
    const spares = total(parts.map((p) => p.sum));
    const net = labour + spares;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'גלגל שירותי רכב נס ציונה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `0${rng.int(10000, 99999)}`;
    const body = `<div class="top"><div><div class="tn">מוסך גלגל</div><div class="b">${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div>רח' המדע ${ltr(String(rng.int(3, 40)))}, נס ציונה · ${ltr(`08-94${rng.digits(5)}`)}</div><div>מוסך מורשה משרד התחבורה מס' ${ltr(String(rng.int(1000, 9999)))}</div></div>
<div class="car"><div>רכב: <b>${ltr(plate(rng))}</b></div><div>דגם: ${rng.pick(CARS).replace(/[A-Za-z0-9]+/g, (m) => ltr(m))}</div><div>ק"מ: ${ltr(String(rng.int(15000, 240000)))}</div><div>כרטיס עבודה: ${ltr(String(rng.int(40000, 49999)))}</div><div>לקוח: ${rng.pick(['יעל אשכנזי', 'משה דהן', 'ליאור ברגר', 'ענבל טל'])}</div></div></div>
<div class="title"><span>חשבונית מס מס' ${ltr(doc)}</span><span>תאריך: ${ltr(dt(date, 'dd.mm.yyyy').replace(/\./g, '-'))}</span></div>
<h3>עבודה</h3><table class="t"><tr><th>תיאור</th><th>שעות</th><th>תעריף לשעה</th><th>סכום</th></tr>${work.map((w) => `<tr><td>${w.name}</td><td>${ltr(w.hours.toFixed(1))}</td><td>${ltr(amount(hourly))}</td><td>${ltr(amount(w.sum))}</td></tr>`).join('')}</table>
<h3>חלפים</h3><table class="t"><tr><th>מק"ט</th><th>פריט</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>${parts
      .map(
        (p) =>
          `<tr><td>${ltr(p.cat)}</td><td>${p.name.replace(/[A-Z0-9][A-Z0-9-]*/g, (m) => ltr(m))}</td><td>${ltr(String(p.q))}</td><td>${ltr(amount(p.price))}</td><td>${ltr(amount(p.sum))}</td></tr>`,
      )
      .join('')}</table>
<table class="sum"><tr><td>סה"כ עבודה</td><td>${ltr(amount(labour))}</td></tr><tr><td>סה"כ חלפים</td><td>${ltr(amount(spares))}</td></tr><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="ft">אחריות על העבודה ${ltr('3')} חודשים או ${ltr('5,000')} ק"מ. חלפים מקוריים או תחליפיים באישור הלקוח.</div>`;
    const css = `body{font-family:'Liberation Sans';font-size:12px;padding:14mm}.top{display:flex;justify-content:space-between;line-height:1.6}.tn{font-family:'Yehuda CLM';font-size:38px;font-weight:bold;line-height:1.1}.b{font-weight:bold}
.car{background:#eee;padding:8px 14px;width:70mm;line-height:1.7}.title{display:flex;justify-content:space-between;border-top:2px solid #000;border-bottom:2px solid #000;margin:14px 0 6px;padding:6px 2px;font-size:16px;font-weight:bold}
h3{margin:12px 0 4px;font-size:13px}.t{width:100%;border-collapse:collapse}.t th{background:#444;color:#fff;padding:4px;text-align:start}.t td{padding:4px;border-bottom:1px solid #ccc}.t td:nth-last-child(-n+3){text-align:end}
.sum{width:80mm;margin:14px 0 0;margin-inline-start:auto;border-collapse:collapse}.sum td{padding:4px}.sum td:last-child{text-align:end}.sum .g td{border-top:2px solid #000;font-weight:bold;font-size:15px}.ft{margin-top:24px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
