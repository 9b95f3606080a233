import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { avoid, grid, idOf, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-fax-to-email-monthly-bill';

const VENDORS = [
  {
    brand: 'פקס-מייל',
    legal: 'פקס מייל תקשורת בע"מ',
    company: true,
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    color: '#1f4e79',
    num: (rng: { int(a: number, b: number): number }, iso: string) => `FM${iso.slice(2, 4)}${iso.slice(5, 7)}${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'פקסנט',
    legal: 'גלעד ברקוביץ',
    company: false,
    font: "'Drugulin CLM','Liberation Serif',serif",
    color: '#5a5a5a',
    num: (rng: { int(a: number, b: number): number }) => String(rng.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

const CUSTOMERS = ['משרד עו"ד לוינסון ושות׳', 'מרפאת שיניים גבעתיים', 'נחום יבוא ושיווק בע"מ', 'סוכנות ביטוח אופק', 'רונית הלפרין'];

export const heFaxToEmailMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const d = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 4]);
    const date = avoid(d.date, [5, 6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, rng.pick([10, 15]));
    const customer = rng.pick(CUSTOMERS);
    const custId = customer.includes('בע"מ') ? `ח.פ. ${taxId(rng, true)}` : `ת.ז. ${personalId(rng)}`;
    const pages = rng.int(120, 1400);
    const perPage = rng.pick([9, 12, 15]);
    const lines = [
      { name: `מנוי חודשי - מסלול ${rng.pick(['עסקי', 'בסיסי', 'פרו'])}`, amt: rng.pick([3900, 4900, 6900]) },
      { name: `דפים נכנסים מעבר לחבילה: ${pages} × ${amount(perPage)}`, amt: pages * perPage },
      { name: 'מספר פקס וירטואלי נוסף', amt: rng.chance(0.5) ? 1500 : 0 },
      { name: 'ארכיון מסמכים בענן', amt: rng.chance(0.5) ? 2500 : 0 },
    ].filter((l) => l.amt > 0);
    const net = total(lines.map((l) => l.amt));
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const head = `<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">פקס לאימייל · ${ltr('www.faxmail.co.il')}</div>${
      v.company ? `<div>${esc(v.legal)} · ח.פ. ${ltr(hyphenId(id))}</div>` : ''
    }</div><div class="sm">רח׳ המלאכה 3, ראש העין<br>${ltr(`03-${rng.int(5000000, 9999999)}`)}</div></div>`;
    const meta = v.company
      ? grid([
          ['מס׳ חשבונית', ltr(number)],
          ['תאריך הפקה', ltr(v.date(date))],
          ['תקופת חיוב', ltr(`${v.date(from)} - ${v.date(to)}`)],
          ['לתשלום עד', ltr(v.date(due))],
          ['מס׳ מנוי', ltr(notAnId(rng))],
        ])
      : `<div class="two">${row('חשבונית מס מס׳', ltr(number))}${row('תאריך', ltr(v.date(date)))}${row('תקופה', ltr(`${v.date(from)} עד ${v.date(to)}`))}${row('מועד תשלום', ltr(v.date(due)))}${row('מנוי', ltr(notAnId(rng)))}${row('קו פקס', ltr(`077-${rng.int(1000000, 9999999)}`))}</div>`;
    const body = `<div class="p">${head}
<h1>חשבונית מס - חיוב חודשי ${heMonth(from)}</h1>
${meta}
<div class="cust">לכבוד: ${esc(customer)} · ${custId.split(' ')[0]} ${ltr(custId.split(' ')[1])}</div>
<table class="items"><tr><th>פירוט</th><th>סכום ₪</th></tr>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${ltr(amount(l.amt))}</td></tr>`).join('')}</table>
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(tax)))}${row('סה"כ לתשלום', ltr(`${amount(sum)} ₪`), 'big')}</div>
<div class="sm">התשלום הקודם בסך ${ltr(amount(sum - rng.int(0, 900)))} ₪ נגבה בהוראת קבע ב-${ltr(v.date(plus(from, rng.int(8, 14))))}. תודה!</div>
${v.company ? '' : `<div class="foot">${esc(v.legal)} · עוסק מורשה ${ltr(id)} · פקסנט שירותי פקס</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#111}.p{padding:16mm 15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.sm{font-size:10px;color:#444}h1{font-size:17px;margin:14px 0 8px}.grid{width:100%;border-collapse:collapse}.grid th{background:${v.color};color:#fff;font-weight:normal;padding:4px}.grid td{border:1px solid #999;padding:4px;text-align:center}.two{display:grid;grid-template-columns:1fr 1fr;gap:4px 30px;border:1px solid #888;padding:6px}.row{display:flex;justify-content:space-between;gap:8px}.cust{margin:12px 0}.items{width:100%;border-collapse:collapse;margin-top:8px}.items th,.items td{border-bottom:1px solid #bbb;padding:5px;text-align:right}.items td:last-child,.items th:last-child{text-align:left;width:30mm}.tot{width:75mm;margin:12px 0 12px auto}.big{font-weight:bold;font-size:14px;border-top:1px solid #333;padding-top:3px}.foot{margin-top:30px;border-top:1px solid #999;padding-top:5px;font-size:10px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
