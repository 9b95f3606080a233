import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hyphenId, personalId } from '../../generalisation/notation';
import { add, dated, officeDay, taxOn, vid } from './extra';

const ID = 'he-luggage-store-credit-note';

const VENDORS = [
  { brand: 'מזוודות הנמל', legal: 'מזוודות הנמל בע"מ', label: 'ח.פ.', company: true, trade: '', style: 'dd/mm/yyyy' as D, num: (k: number) => `ZC-${k}` },
  { brand: 'טרוולייט', legal: 'גלית פרץ', label: 'עוסק מורשה', company: false, trade: 'מזוודות, תיקים ואביזרי נסיעה', style: 'dd.mm.yyyy' as D, num: (k: number) => `${k}` },
];

const GOODS: [string, number][] = [
  ['מזוודה קשיחה 28"', 54900],
  ['טרולי עלייה למטוס 20"', 38900],
  ['תיק גב למחשב נייד', 27400],
  ['סט קוביות אריזה', 8900],
  ['מנעול TSA', 6400],
  ['כרית צוואר ממורי', 7900],
  ['משקל מזוודות דיגיטלי', 5900],
  ['תיק נסיעות מתקפל', 14900],
];

export const heLuggageStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(1000, 9999));
    let orig = addDays(date, -rng.int(3, 20));
    if (orig.slice(0, 4) !== date.slice(0, 4)) orig = `${date.slice(0, 4)}-01-02`;
    const rows = rng.some(GOODS, rng.int(1, 3)).map(([name, gross]) => ({ name, qty: rng.int(1, 2), unit: Math.round((gross * 100) / (100 + rate)) }));
    const net = add(rows.map((r) => r.qty * r.unit));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const minus = n % 2 === 0;
    const m = (c: number) => (minus ? `-${amount(c)}` : amount(c));
    const body = `<div class="p">
<div class="band"><div class="brand">${esc(v.brand)}</div><div class="who">${v.brand !== v.legal ? `<b>${esc(v.legal)}</b><br>` : ''}${v.trade ? `${esc(v.trade)}<br>` : ''}${v.label} ${n === 2 ? hyphenId(id) : id}<br>קניון ${rng.pick(['הזהב', 'עזריאלי', 'הגבעה', 'סביונים'])}, חנות ${rng.int(10, 250)}</div></div>
<h1>חשבונית מס זיכוי</h1>
<table class="g">
<tr><td>מספר</td><td><b>${number}</b></td><td>תאריך</td><td>${dt(date, v.style)}</td></tr>
<tr><td>לקוח/ה</td><td>${esc(rng.pick(['שרית לנדאו', 'אמיר חביב', 'ליה פישר', 'בועז שטרן']))}</td><td>ת.ז.</td><td>${personalId(rng)}</td></tr>
<tr><td>בגין חשבונית</td><td>${rng.int(10000, 99999)}</td><td>מיום</td><td>${dt(orig, v.style)}</td></tr>
<tr><td>סיבה</td><td colspan="3">${rng.pick(['החזרת מוצר בתוך 14 יום', 'פגם בגלגלים', 'ידית טלסקופית תקולה', 'ביטול עסקה'])}</td></tr>
</table>
<table class="l"><tr><th>פריט</th><th>כמות</th><th>מחיר ליח' לפני מע"מ</th><th>סה"כ</th></tr>
${rows.map((r) => `<tr><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${m(r.qty * r.unit)}</td></tr>`).join('')}
</table>
<div class="s">
<div class="pr"><span>סה"כ לפני מע"מ</span><span>${m(net)}</span></div>
<div class="pr"><span>מע"מ ${rate}%</span><span>${m(tax)}</span></div>
<div class="pr big"><span>סה"כ זיכוי</span><span>${m(total)} ₪</span></div>
</div>
<div class="f">${rng.pick(['הזיכוי הוחזר לכרטיס האשראי', 'הזיכוי יועבר בהעברה בנקאית', 'ניתן שובר זיכוי לרכישה הבאה'])}.</div>
</div>`;
    const css = `body{font-family:'Nachlieli CLM','Noto Sans Hebrew',sans-serif;font-size:12px}.p{padding:10mm}.band{display:flex;justify-content:space-between;background:#4b2c5e;color:#fff;padding:8px 12px}.brand{font-size:26px;font-weight:bold}.who{text-align:left;font-size:10.5px}h1{font-size:20px;margin:10px 0}table{width:100%;border-collapse:collapse}.g td{border:1px solid #999;padding:3px}.g td:nth-child(odd){background:#eee6f2;width:20%}.l{margin-top:10px}.l th{border-bottom:2px solid #4b2c5e;text-align:right}.l td{padding:3px;border-bottom:1px solid #ddd}.s{width:50%;margin:10px auto 0 0}.pr{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:15px;border-top:2px solid #4b2c5e}.f{margin-top:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-tax) },
    };
  },
};
