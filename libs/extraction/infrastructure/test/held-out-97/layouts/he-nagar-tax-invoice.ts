import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-nagar-tax-invoice';

/** Work, unit, agorot a unit before VAT in 2022, quantity range. */
const WORK: [string, string, number, [number, number]][] = [
  ['ארונות מטבח תחתונים, סנדוויץ׳ אלון', 'מ"א', 210000, [2, 6]],
  ['ארונות מטבח עליונים', 'מ"א', 160000, [2, 5]],
  ['ארון קיר בהזזה, 3 דלתות', "יח'", 980000, [1, 2]],
  ['מגירות עם טריקה שקטה', "יח'", 38000, [2, 10]],
  ['ספריה תלויה מעץ מלא', 'מ"א', 95000, [1, 4]],
  ['שולחן עבודה בהתאמה', "יח'", 320000, [1, 1]],
  ['מדפי אמבטיה עמידים למים', "יח'", 45000, [1, 4]],
  ['חיפוי קיר פורניר', 'מ"ר', 68000, [2, 9]],
  ['פירוק ארונות ישנים', 'קומפלט', 90000, [1, 1]],
  ['הובלה והתקנה', 'יום', 140000, [1, 3]],
];
const CLIENTS = ['משפחת לוינסון', 'דנה ואיתי ברק', 'רונית אלמוג', 'שמעון חדד', 'משפחת גבאי'];
const STREETS = ['רח׳ הזית', 'רח׳ האלה', 'רח׳ הגפן', 'רח׳ הרקפת', 'רח׳ הדקל'];

/**
 * A carpenter in Shlomi invoicing under his own name as a licensed dealer (עוסק מורשה), A4 (Shofar for his name, David
 * CLM with Liberation Serif): his name very large on the right with "נגרות בהתאמה אישית" and his mobile under it, on the
 * left a bordered box "עוסק מורשה" with his number plain; a full-width grey line "חשבונית מס מס' yy-nnn"
 * (year, hyphen, three digits) and "תאריך: dd/mm/yyyy"; the customer with a personal id (a valid ת"ז, a distractor) and
 * the work address, "מועד ביצוע" two dates earlier; work lines (description, unit, quantity, price, sum);
 * "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום" "… ₪" boxed; cheque or transfer, signature; Sunday to Thursday.
 */
export const heNagarTaxInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const chosen = rng.some(WORK, rng.int(3, 6)).sort((a, b) => WORK.indexOf(a) - WORK.indexOf(b));
    const rows = chosen.map(([name, unit, p, [lo, hi]]) => {
      const q = rng.int(lo, hi);
      const price = Math.round((p * rise) / 1000) * 1000;
      return { name, unit, q, price, sum: q * price };
    });
    const net = total(rows.map((r) => r.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נתנאל שגיא';
    const taxId = idOf(vendorName, false);
    const doc = `${date.slice(2, 4)}-${rng.int(101, 480)}`;
    const from = plus(date, -rng.int(8, 25));
    const to = plus(from, rng.int(2, 6));
    const table = `<table class="t"><thead><tr><th>תיאור העבודה</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${rows
      .map(
        (r) =>
          `<tr><td>${r.name.replace(/\d+/g, (m) => ltr(m))}</td><td>${r.unit}</td><td>${ltr(String(r.q))}</td><td>${ltr(amount(r.price))}</td><td>${ltr(amount(r.sum))}</td></tr>`,
      )
      .join('')}</tbody></table>`;
    const body = `<div class="head"><div><div class="nm">${vendorName}</div><div class="tr">נגרות בהתאמה אישית</div><div>נייד ${ltr(cellular(rng))} · אזור התעשייה שלומי</div></div>
<div class="om"><div>עוסק מורשה</div><div class="num">${ltr(taxId)}</div></div></div>
<div class="bar"><span>חשבונית מס מס' ${ltr(doc)}</span><span>תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}</span><span>מקור</span></div>
<table class="cl"><tr><th>לכבוד</th><td>${rng.pick(CLIENTS)}, ת"ז ${ltr(personalId(rng))}</td></tr><tr><th>כתובת העבודה</th><td>${rng.pick(STREETS)} ${ltr(String(rng.int(1, 60)))}, ${rng.pick(['שלומי', 'נהריה', 'כפר ורדים', 'מעלות-תרשיחא'])}</td></tr>
<tr><th>מועד ביצוע</th><td>${ltr(dt(from, 'dd/mm/yyyy'))} – ${ltr(dt(to, 'dd/mm/yyyy'))}</td></tr></table>${table}
<div class="sums"><div class="r"><span>סה"כ לפני מע"מ</span><span>${ltr(amount(net))}</span></div><div class="r"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="r g"><span>סה"כ לתשלום</span><span>${ltr(amount(gross))} ₪</span></div></div>
<div class="foot">תנאי תשלום: ${rng.pick(['המחאה', 'העברה בנקאית', 'מזומן'])} עם סיום העבודה. אחריות לשנה על פרזול ועבודה.<br><br>חתימה: ____________________</div>`;
    const css = `body{font-family:'David CLM','Liberation Serif';font-size:14px;padding:18mm 18mm}.head{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-family:'Shofar','Liberation Serif';font-size:44px;font-weight:bold;line-height:1}.tr{font-size:18px;margin:4px 0}
.om{border:2px solid #000;padding:8px 14px;text-align:center;font-size:15px}.om .num{font-size:20px;font-weight:bold;margin-top:4px}.bar{display:flex;justify-content:space-between;background:#ddd;padding:7px 10px;margin:18px 0 10px;font-size:17px;font-weight:bold}
.cl th{text-align:start;padding:3px 0 3px 16px;font-weight:normal;color:#333}.cl td{padding:3px;font-weight:bold}.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{border-top:2px solid #000;border-bottom:2px solid #000;padding:5px;text-align:start}.t td{padding:5px;border-bottom:1px dotted #777}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:end}
.sums{width:75mm;margin-top:12px;margin-inline-start:auto}.r{display:flex;justify-content:space-between;padding:3px 5px}.g{border:2px solid #000;font-weight:bold;font-size:17px}.foot{margin-top:30px;font-size:13px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
