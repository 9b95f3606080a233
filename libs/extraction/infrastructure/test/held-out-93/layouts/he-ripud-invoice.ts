import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, mul, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-ripud-invoice';

const CUSTOMERS = ['משפחת גבאי, גן יבנה', 'בית קפה "הפינה של מיכל"', 'ד"ר אורית לנדאו', 'משפחת חדד, קריית מלאכי', 'מספרת "סטייל"', 'משרד עו"ד ברק ושות\''];
/** Work, unit, agorot per unit before VAT in 2022, quantity range (tenths for metres). */
const WORK: [string, string, number, [number, number], boolean][] = [
  ['ריפוד מחדש - ספה תלת מושבית', "יח'", 180000, [1, 1], false],
  ['ריפוד מחדש - כורסה', "יח'", 85000, [1, 2], false],
  ['ריפוד מושב כיסא פינת אוכל', "יח'", 16000, [4, 10], false],
  ['בד ריפוד קטיפה עמיד כתמים', "מ'", 9800, [40, 140], true],
  ['בד ריפוד פשתן', "מ'", 11200, [30, 90], true],
  ['ספוג ריפוד בצפיפות גבוהה', "יח'", 6500, [2, 8], false],
  ['החלפת קפיצים ורצועות', 'עבודה', 32000, [1, 1], false],
  ['ריפוד ספסל / פוף', "יח'", 42000, [1, 3], false],
  ['איסוף והחזרה', 'נסיעה', 25000, [1, 1], false],
];

/**
 * An upholsterer invoicing under his own name as a licensed dealer (עוסק מורשה), A4 (Keter YG for his name, DejaVu
 * Sans): his name large (the vendor), "ריפוד רהיטים · תיקונים · בדים" under it, "עוסק מורשה" with his number spaced in
 * threes and a mobile number; "חשבונית מס" "מס' 0nnn" with date d/m/yy, the customer, the date the work was collected;
 * lines of work, fabric by the metre to a tenth, foam and transport; "סה"כ", VAT added with rate, "סה"כ לתשלום"
 * "… ₪"; payment by bank transfer to his account or a cheque; Sunday to Friday.
 */
export const heRipudInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.06;
    const chosen = rng.some(WORK, rng.int(3, 6));
    const lines = chosen.map(([name, unit, p, [a, b], metres]) => {
      const qty = metres ? rng.int(a, b) / 10 : rng.int(a, b);
      const price = Math.round((p * up) / 100) * 100;
      return { name, unit, qty, price, sum: mul(qty, price) };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'יוסף בן שושן';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(40, 980)).padStart(4, '0');
    const collected = plus(date, -rng.int(5, 20));
    const rows = lines.map((l, i) => [ltr(String(i + 1)), l.name, l.unit, ltr(l.unit === "מ'" ? l.qty.toFixed(1) : String(l.qty)), ltr(amount(l.price)), ltr(amount(l.sum))]);
    const body = `<div class="hd"><div class="nm">${vendorName}</div><div class="sub">ריפוד רהיטים · תיקונים · בדים</div>
<div>עוסק מורשה ${ltr(spacedId(taxId))} · נייד ${ltr(cellular(rng))} · אזור התעשייה גן יבנה</div></div>
<div class="title"><span>חשבונית מס</span><span>מס' ${ltr(doc)}</span></div>
<div class="meta"><div><b>לכבוד:</b> ${rng.pick(CUSTOMERS)}</div><div><b>תאריך:</b> ${ltr(dt(date, 'd.m.yy').replace(/\./g, '/'))}</div><div><b>הרהיטים נאספו ביום:</b> ${ltr(dt(collected, 'dd/mm/yy'))}</div></div>
${items(['#', 'תיאור העבודה', 'יחידה', 'כמות', "מחיר ליח'", 'סכום'], rows)}
<table class="tot"><tr><th>סה"כ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(amount(gross))} ₪</td></tr></table>
<div class="pay">${rng.chance(0.6) ? `תשלום בהעברה בנקאית לחשבון ע"ש ${vendorName}, בנק ${ltr(String(rng.pick([10, 11, 12, 20])))} סניף ${ltr(String(rng.int(100, 899)))} חשבון ${ltr(rng.digits(6))}` : `התקבל צ'ק מס' ${ltr(rng.digits(7))} לתאריך ${ltr(dt(plus(date, 30), 'dd/mm/yy'))}`}</div>
<div class="sm">אחריות לשנה על התפרים והקפיצים. בדים בהזמנה מיוחדת אינם ניתנים להחזרה.</div><div class="sig">חתימה: ____________</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:11px;padding:16mm 18mm}.hd{text-align:center;border-bottom:1px solid #555;padding-bottom:8px}.nm{font-family:'Keter YG';font-size:36px;font-weight:bold}
.sub{font-size:14px;margin-bottom:3px}.title{display:flex;justify-content:space-between;font-size:18px;font-weight:bold;margin:14px 0 8px;border:1px solid #555;padding:5px 12px;background:#f1f1f1}
.meta{line-height:1.7}.items td:nth-child(n+4),.items th:nth-child(n+4){text-align:end}.tot{width:45%;margin-inline-start:auto;margin-top:8px}
.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}.tot tr.g{border-top:2px solid #222;font-weight:bold;font-size:13px}.tot tr.g th{font-weight:bold}
.pay{margin-top:14px;padding:6px;border:1px dashed #777}.sig{margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
