import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-toll-free-line-monthly-bill';

const CUSTOMERS = ['רשת מרפאות שן-טוב בע"מ', 'אופק ביטוח סוכנות בע"מ', 'מוקד הזמנות פיצה עוז בע"מ', 'גל מיזוג אוויר ושירות בע"מ', 'בית ספר לנהיגה הדרך בע"מ'];

const VENDORS = [
  {
    brand: 'קו ירוק',
    tag: 'מספרי 1-800 ו-1-700 לעסקים',
    legal: 'קו ירוק תקשורת עסקית בע"מ',
    company: true,
    idText: (id: string) => `ח.פ. ${lr(hyphenId(id))}`,
    addr: 'רח׳ הברזל 3, תל אביב',
    num: (date: string, r: { int(a: number, b: number): number }) => `KY${date.slice(2, 4)}${date.slice(5, 7)}-${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Liberation Sans','Nachlieli CLM',sans-serif",
    color: '#15803d',
    side: false,
  },
  {
    brand: 'קווי חינם פלוס',
    tag: 'מרכזיות ענן · קווי 1-800 · הקלטת שיחות',
    legal: 'נועם שטרן',
    company: false,
    idText: (id: string) => `עוסק מורשה<br>${lr(id)}`,
    addr: 'רח׳ הנשיא 40, ראשון לציון',
    num: (_date: string, r: { int(a: number, b: number): number }) => `${r.int(2000, 8999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    font: "'Nachlieli CLM','Noto Sans Hebrew',sans-serif",
    color: '#1d4ed8',
    side: true,
  },
];

export const heTollFreeLineMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(date, rng);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = shift(date, rng.pick([10, 15, 20]));
    const customer = rng.pick(CUSTOMERS);
    const custId = taxId(rng, true);
    const lines = rng.int(1, 3);
    const fixedMin = rng.int(1800, 9500);
    const mobileMin = rng.int(900, 6400);
    const perFixed = rng.pick([9, 11, 12]);
    const perMobile = rng.pick([18, 21, 24]);
    const fee = rng.pick([4900, 5900, 6900]);
    const rows: [string, string, number][] = [
      [`דמי מנוי חודשיים – קו 1-800 (${lines} מספרים)`, `${lines} × ${amount(fee)}`, lines * fee],
      ['דקות נכנסות מקווים נייחים (דק׳)', `${fixedMin} × ${amount(perFixed)}`, fixedMin * perFixed],
      ['דקות נכנסות מטלפונים ניידים (דק׳)', `${mobileMin} × ${amount(perMobile)}`, mobileMin * perMobile],
    ];
    if (rng.chance(0.6)) rows.push(['תפריט קולי (IVR) – 3 שלוחות', '1', rng.pick([7900, 9900])]);
    if (rng.chance(0.5)) rows.push(['הקלטת שיחות ואחסון 90 יום', '1', rng.pick([4500, 6000])]);
    if (rng.chance(0.4)) rows.push(['דוח שיחות שלא נענו במייל', '1', 1500]);
    const net = add(rows.map((r) => r[2]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const last = shift(from, rng.int(8, 20));
    const vendorBox = `<div class="vb"><div class="b">${esc(v.legal)}</div><div>${v.idText(id)}</div><div>${v.addr}</div><div>${lr('03-' + rng.int(5000000, 9999999))}</div></div>`;
    const cells = [
      ['מס׳ חשבונית', lr(number)],
      ['תאריך', lr(v.date(date))],
      ['תקופת חיוב', lr(`${v.date(from)} - ${v.date(to)}`)],
      ['לתשלום עד', lr(v.date(due))],
      ['מס׳ מנוי', lr(notAnId(rng))],
    ];
    const main = `<div class="main">
<header><div><div class="brand">${v.brand}</div><div class="tag">${v.tag}</div></div>${v.side ? '' : vendorBox}</header>
<h1>חשבונית מס – חיוב חודשי ${heMonth(from)}</h1>
<table class="grid"><tr>${cells.map((c) => `<th>${c[0]}</th>`).join('')}</tr><tr>${cells.map((c) => `<td>${c[1]}</td>`).join('')}</tr></table>
<div class="cust"><b>לכבוד:</b> ${esc(customer)} · ח.פ. ${lr(String(custId))}<br>מספרי השירות: ${lr(`1-800-${rng.int(100, 999)}-${rng.int(100, 999)}`)}${lines > 1 ? ` ועוד ${lines - 1}` : ''}</div>
<table class="items"><tr><th>פירוט</th><th>כמות × מחיר</th><th>סכום ₪</th></tr>${rows.map((r) => `<tr><td>${r[0]}</td><td>${lr(r[1])}</td><td>${amount(r[2])}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>${lr(`${amount(total)} ₪`)}</td></tr></table>
<div class="acct"><b>מצב חשבון:</b> יתרה קודמת: 0.00 · תשלום אחרון ${amount(rng.int(20000, 90000))} ₪ בתאריך ${lr(v.date(last))} · החיוב יבוצע בהוראת קבע</div>
<footer>${v.side ? esc(v.legal) + ' · ' + v.addr : `${esc(v.legal)} · ${v.idText(id)} · ${v.addr}`}</footer>
</div>`;
    const body = v.side ? `<div class="wrap"><aside>${vendorBox}<div class="sm">שירות לקוחות א׳-ה׳ 9:00-17:00</div></aside>${main}</div>` : main;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.wrap{display:flex;min-height:296mm}aside{width:42mm;background:${v.color};color:#fff;padding:14mm 4mm;line-height:1.6;font-size:10.5px}.main{flex:1;padding:14mm 13mm;position:relative;box-sizing:border-box;min-height:296mm}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:${v.color}}.tag{font-size:10px}.vb{line-height:1.5;text-align:left}aside .vb{text-align:right}.b{font-weight:bold}h1{font-size:16px;margin:10px 0}.grid{width:100%;border-collapse:collapse;margin-bottom:8px}.grid th{background:#eee;font-size:9.5px;padding:3px;border:1px solid #bbb}.grid td{text-align:center;padding:4px;border:1px solid #bbb}.cust{margin:8px 0;line-height:1.6}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:3px}.items td{padding:4px 3px;border-bottom:1px solid #ddd}.items td:last-child,.items th:last-child{text-align:left}.tot{width:45%;margin:10px auto 0 0;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid #111}.acct{margin-top:16px;padding:6px;border:1px dashed #999}.sm{font-size:9px;margin-top:10px}footer{position:absolute;bottom:8mm;left:13mm;right:13mm;border-top:1px solid #999;font-size:9px;padding-top:3px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
