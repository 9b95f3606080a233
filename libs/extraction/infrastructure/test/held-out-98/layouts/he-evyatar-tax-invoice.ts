import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'he-evyatar-tax-invoice';

/** Work, unit, agorot a unit before VAT in 2022, quantity range. */
const WORK: [string, string, number, [number, number]][] = [
  ['התקנת נקודת חשמל כפולה', 'נק׳', 22000, [2, 14]],
  ['החלפת לוח חשמל ביתי 3 פאזות', 'קומפ׳', 380000, [1, 1]],
  ['התקנת מפסק פחת 40A', "יח'", 45000, [1, 2]],
  ['הנחת צינור מריכף 20 מ"מ', 'מ"א', 1800, [10, 80]],
  ['משיכת כבל 5X6 ממ"ר', 'מ"א', 4200, [8, 45]],
  ['התקנת גוף תאורה שקוע', "יח'", 9500, [4, 20]],
  ['נקודת מזגן כולל מפסק', 'נק׳', 42000, [1, 4]],
  ['הכנה לעמדת טעינה לרכב', 'קומפ׳', 210000, [1, 1]],
  ['בדיקת מתקן ומדידת הארקה', 'קומפ׳', 65000, [1, 1]],
  ['שעות עבודה נוספות', "ש'", 18000, [1, 6]],
];
const CUSTOMERS = ['נוף מדבר אחזקות בע"מ', 'גל וצור השקעות בע"מ', 'סטודיו חול ורוח בע"מ', 'א.ש. מבני נגב בע"מ'];

/**
 * An electrician in Meitar invoicing under his own name as a licensed dealer (עוסק מורשה), A4 (Ellinia CLM for his
 * name, Noto Sans Hebrew): a right column with his name "אביתר מלכיאל" large (the vendor), "חשמלאי מוסמך · רישיון
 * מס' n", the mobile and e-mail, and on the left "עוסק מורשה" over his number in a rounded box; a thin double rule,
 * then "חשבונית מס" with "מס' 0nnnn" and "תאריך" dd.mm.yyyy in a two-line band; the customer a company with its ח.פ. (a
 * valid id, a distractor) and the work site; a table (פירוט, יחידה, כמות, מחיר, סה"כ); right-aligned totals "סה"כ",
 * "מע"מ n%" added, "סה"כ כולל מע"מ" "… ₪"; bank details and a signature line; not Saturday.
 */
export const heEvyatarTaxInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(WORK, rng.int(3, 7)).map(([name, unit, p, [lo, hi]]) => ({ name, unit, q: rng.int(lo, hi), p: Math.round((p * rise) / 500) * 500 }));
    const net = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אביתר מלכיאל';
    const taxId = idOf(vendorName, false);
    const doc = `0${rng.int(1000, 4999)}`;
    const customer = rng.pick(CUSTOMERS);
    const body = `<div class="hd"><div><div class="nm">${vendorName}</div><div>חשמלאי מוסמך · רישיון מס' ${ltr(String(rng.int(100000, 999999)))}</div><div>נייד ${ltr(cellular(rng))} · ${ltr('evyatar.malkiel@gmail.com')}</div><div>רח' הצבעוני ${ltr(String(rng.int(2, 40)))}, מיתר</div></div>
<div class="om"><div>עוסק מורשה</div><div class="num">${ltr(taxId)}</div></div></div><div class="dr"></div>
<div class="band"><span class="t">חשבונית מס</span><span>מס' <b>${ltr(doc)}</b></span><span>תאריך <b>${ltr(dt(date, 'dd.mm.yyyy'))}</b></span><span>מקור</span></div>
<div class="cu"><div>לכבוד: <b>${customer}</b></div><div>ח.פ. ${ltr(companyId(rng, true))}</div><div>אתר העבודה: ${rng.pick(['באר שבע', 'עומר', 'להבים', 'מיתר'])}, ${rng.pick(['מבנה משרדים', 'מחסן', 'בית פרטי', 'חנות'])}</div></div>
<table class="t"><thead><tr><th>פירוט</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${lines
      .map(
        (l) =>
          `<tr><td>${l.name.replace(/[0-9][0-9X]*A?/g, (m) => ltr(m))}</td><td>${l.unit}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.p))}</td><td>${ltr(amount(l.q * l.p))}</td></tr>`,
      )
      .join('')}</tbody></table>
<table class="tot"><tr><th>סה"כ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ כולל מע"מ</th><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table>
<div class="ft">לתשלום בהעברה: בנק ${rng.pick(['לאומי', 'הפועלים', 'מזרחי טפחות'])}, סניף ${ltr(String(rng.int(100, 999)))}, חשבון ${ltr(rng.digits(6))}<br>אחריות לעבודה 12 חודשים.</div><div class="sig">חתימה: ______________</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12px;padding:16mm 17mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;line-height:1.6}.nm{font-family:'Ellinia CLM';font-size:38px;font-weight:bold;line-height:1.2}
.om{border:1.5px solid #000;border-radius:10px;padding:8px 14px;text-align:center}.om .num{font-size:17px;font-weight:bold;letter-spacing:1px}.dr{border-top:4px double #000;margin:10px 0}
.band{display:flex;gap:28px;align-items:baseline;background:#eee;padding:8px 10px}.band .t{font-size:20px;font-weight:bold}.cu{margin:12px 0;line-height:1.7}
.t{width:100%;border-collapse:collapse}.t th{background:#333;color:#fff;padding:5px;text-align:start}.t td{padding:5px;border-bottom:1px solid #bbb}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:end}
.tot{margin-top:12px;margin-inline-end:auto;margin-inline-start:0;border-collapse:collapse;width:80mm}.tot th{text-align:start;font-weight:normal;padding:4px}.tot td{text-align:end;padding:4px}.tot .g{border-top:2px solid #000;font-weight:bold;font-size:15px}
.ft{margin-top:26px;font-size:11px;line-height:1.7}.sig{margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
