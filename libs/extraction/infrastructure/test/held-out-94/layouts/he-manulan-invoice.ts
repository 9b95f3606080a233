import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, total, vatOn } from './extra';

const ID = 'he-manulan-invoice';

/** Work and parts: name, agorot before VAT in 2022, quantity range. */
const WORK: [string, number, [number, number]][] = [
  ['פתיחת דלת נעולה ללא נזק', 35000, [1, 1]],
  ['החלפת צילינדר מוגן העתקה', 32000, [1, 2]],
  ['החלפת מנעול רב-בריחי בדלת פלדה', 68000, [1, 1]],
  ['שכפול מפתח רגיל', 1500, [2, 6]],
  ['שכפול מפתח מוגן (כולל כרטיס)', 6500, [1, 4]],
  ['התקנת מחזיר שמן לדלת', 29000, [1, 1]],
  ['פריצת כספת ביתית והחלפת קוד', 85000, [1, 1]],
  ['תיקון ידית וכוונון לשונית', 18000, [1, 2]],
  ['התקנת עינית דיגיטלית', 42000, [1, 1]],
];
const CITIES = ['כפר יונה', 'כפר סבא', 'אבן יהודה', 'תל מונד'];
const STREETS = ['הדקל', 'השקד', 'הגפן', 'התאנה', 'הרימון', 'הצבר'];

/**
 * A locksmith invoicing under his own name as a licensed dealer (עוסק מורשה), A5 (Shofar for his name, Noto Sans Hebrew
 * with DejaVu Sans): his name large at the top right, under it his trade ("מנעולן מוסמך · פריצות · כספות · שכפול
 * מפתחות"), at the left a box with "עוסק מורשה" and his number spaced in threes and a mobile; "חשבונית מס" with "מס'
 * nnnn" and the date in Hebrew words and dd/mm/yyyy; the customer, address and the call's time; a call-out fee (at night
 * dearer), work and parts "q × price", "סה"כ", "מע"מ n%" added, "סה"כ לתשלום" "₪ …", paid by a transfer app or cash; not
 * Saturday.
 */
export const heManulanInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const at = rng.int(6 * 60, 23 * 60 + 30);
    const night = at < 7 * 60 || at >= 21 * 60;
    const callout = Math.round(((night ? 25000 : 15000) * rise) / 100) * 100;
    const work = rng.some(WORK, rng.int(1, 3)).map(([name, p, qty]) => ({ name, p: Math.round((p * rise) / 100) * 100, q: rng.int(...qty) }));
    const lines = [{ name: night ? 'קריאת שירות - שעות לילה' : 'קריאת שירות', p: callout, q: 1 }, ...work];
    const net = total(lines.map((l) => l.p * l.q));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'עמנואל בן שושן';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(300, 2400)).padStart(4, '0');
    const rows = lines.map((l, i) => [ltr(String(i + 1)), l.name, ltr(String(l.q)), ltr(amount(l.p)), ltr(amount(l.p * l.q))]);
    const pay = rng.pick(['bit', 'PayBox', 'מזומן', 'העברה בנקאית']);
    const body = `<div class="hd"><div><div class="nm">${vendorName}</div><div class="trade">מנעולן מוסמך · פריצות · כספות · שכפול מפתחות</div></div>
<div class="id"><div>עוסק מורשה</div><div class="b">${ltr(spacedId(taxId))}</div><div>${ltr(cellular(rng))}</div></div></div>
<div class="ttl"><span class="b">חשבונית מס</span> &nbsp; מס' ${ltr(doc)}</div>
<div class="meta"><div>תאריך: ${dt(date, 'he')} (${ltr(dt(date, 'dd/mm/yyyy'))})</div><div>לכבוד: ${rng.pick(['אורית כהן', 'משה ויסמן', 'דנה אבוטבול', 'ועד הבית', 'יעל ושחר ברק', 'סמיר חאג׳'])}</div>
<div>כתובת העבודה: רח' ${rng.pick(STREETS)} ${ltr(String(rng.int(1, 60)))}, ${rng.pick(CITIES)} · שעת הקריאה ${ltr(hhmm(at))}</div></div>
${items(['#', 'תיאור', 'כמות', 'מחיר', 'סה"כ'], rows)}
<table class="tot"><tr><th>סה"כ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="sm">אופן התשלום: ${ltr(pay)} · אחריות שנה על חלקים ועבודה.</div><div class="sig">חתימה: ____________</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:11px;padding:9mm 10mm}.hd{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-family:'Shofar';font-size:34px;line-height:1}
.trade{color:#333;margin-top:3px}.id{border:1.5px solid #222;padding:4px 8px;text-align:center;line-height:1.5}.ttl{margin:12px 0 6px;font-size:15px;border-top:2px solid #222;border-bottom:2px solid #222;padding:4px 0}
.meta{line-height:1.7}.items th:nth-child(n+3),.items td:nth-child(n+3){text-align:end}.tot{width:50%;margin-inline-start:auto}.tot th{text-align:start;font-weight:normal;padding:2px 6px}
.tot td{text-align:end;font-weight:bold;padding:2px 6px}.tot tr.g{font-size:14px;border-top:1.5px solid #222}.tot tr.g th{font-weight:bold}.sig{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
