import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-conference-call-service-bill';

const CUSTOMERS = ['אדריכלים ש.ל. בע"מ', 'מרכז הגישור הצפוני בע"מ', 'נתיב יעוץ פיננסי בע"מ', 'עמותת קול השכונה'];
const PEOPLE = ['מיכל דרורי', 'אסף בן חיים', 'ליאת קורן'];

const VENDORS = [
  {
    brand: 'גשר קולי',
    legal: 'גשר קולי שירותי ועידה בע"מ',
    company: true,
    addr: 'מגדל אלון, יגאל אלון 94, תל אביב · 03-7640012',
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    color: '#1e3a8a',
    num: (r: { int(a: number, b: number): number }, iso: string) => `CC${iso.slice(2, 4)}${iso.slice(5, 7)}-${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    grid: true,
  },
  {
    brand: 'ועידה פלוס',
    legal: 'אורי שטרן',
    company: false,
    addr: 'ת.ד. 2291, כפר סבא · 09-7719003',
    font: "'David CLM','DejaVu Serif',serif",
    color: '#3f3f46',
    num: (r: { int(a: number, b: number): number }) => String(r.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    grid: false,
  },
];

export const heConferenceCallServiceBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const d = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 5]);
    const date = officeDay(d.date);
    const v = VENDORS[d.n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = shift(date, rng.pick([10, 14, 20]));
    const subscriber = notAnId(rng);
    const firm = rng.chance(0.6);
    const customer = firm ? rng.pick(CUSTOMERS) : rng.pick(PEOPLE);
    const custId = firm ? taxId(rng) : personalId(rng);
    const minutes = rng.int(300, 4200);
    const perMinute = rng.pick([9, 12, 14]);
    const lines: [string, string, string, number][] = [
      [`מנוי חודשי - חבילת ${rng.pick(['עסקית 25', 'צוות 50', 'פרו 100'])} משתתפים`, '1', amount(rng.pick([8900, 14900, 24900])), 0],
      ['דקות משתתפים בחיוג', String(minutes), amount(perMinute), minutes * perMinute],
      ['מספר חיוג חינם 1-800', '1', amount(3900), 3900],
      ['הקלטת שיחות (שעות)', String(rng.int(1, 12)), amount(1200), 0],
      ['תמלול אוטומטי', String(rng.int(0, 6)), amount(2500), 0],
    ];
    lines[0][3] = Number(lines[0][2].replace(/[,.]/g, ''));
    lines[3][3] = Number(lines[3][1]) * 1200;
    lines[4][3] = Number(lines[4][1]) * 2500;
    const net = add(lines.map((l) => l[3]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const lastPaid = rng.int(15000, 60000);
    const idText = v.company ? `ח.פ. ${lr(hyphenId(id))}` : `עוסק מורשה ${lr(id)}`;
    const head = `<div class="head"><div><div class="brand">${v.brand}</div>${v.company ? `<div>${esc(v.legal)}</div><div>${idText}</div>` : '<div>שירותי שיחות ועידה לעסקים</div>'}</div><div class="addr">${v.addr}</div></div>`;
    const fields: [string, string][] = [
      ['מספר חשבונית', lr(number)],
      ['תאריך הפקה', lr(v.date(date))],
      ['תקופת החיוב', lr(`${v.date(from)} - ${v.date(to)}`)],
      ['לתשלום עד', lr(v.date(due))],
      ['מס׳ מנוי', lr(subscriber)],
    ];
    const info = v.grid
      ? `<table class="g"><tr>${fields.map((f) => `<th>${f[0]}</th>`).join('')}</tr><tr>${fields.map((f) => `<td>${f[1]}</td>`).join('')}</tr></table>`
      : `<div class="two">${fields.map((f) => `<div><b>${f[0]}:</b> ${f[1]}</div>`).join('')}</div>`;
    const body = `<div class="p">
${head}
<h1>חשבונית מס - חיוב חודשי ${heMonth(from)}</h1>
${info}
<div class="cust"><b>לכבוד:</b> ${esc(customer)} · ${firm ? 'ח.פ.' : 'ת.ז.'} ${lr(custId)}</div>
<table class="t"><tr><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>
${lines.map((l) => `<tr><td>${esc(l[0])}</td><td>${lr(l[1])}</td><td>${lr(l[2])}</td><td>${lr(amount(l[3]))}</td></tr>`).join('')}
<tr class="s"><td colspan="3">סה"כ חיובים לפני מע"מ</td><td>${lr(amount(net))}</td></tr>
<tr><td colspan="3">מע"מ ${rate}%</td><td>${lr(amount(tax))}</td></tr>
<tr class="big"><td colspan="3">סה"כ לתשלום</td><td>${lr(`₪ ${amount(total)}`)}</td></tr></table>
<div class="note">תשלום קודם: ${lr(amount(lastPaid))} ש"ח התקבל ב-${lr(v.date(shift(from, rng.int(3, 12))))} · החיוב יבוצע בהוראת קבע בבנק ${rng.pick(['לאומי', 'הפועלים', 'מזרחי'])}</div>
<div class="note">לבירורים: מוקד שירות · מחיר לדקה כולל כל משתתף בשיחה</div>
${v.company ? '' : `<div class="foot">${esc(v.legal)} · ${idText}</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.p{padding:14mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.addr{text-align:left;font-size:10px}h1{font-size:16px;color:${v.color}}.g{width:100%;border-collapse:collapse}.g th{background:${v.color};color:#fff;font-weight:normal;padding:3px}.g td{border:1px solid #999;padding:3px;text-align:center}.two{display:grid;grid-template-columns:1fr 1fr;gap:3px 20px;border:1px solid ${v.color};padding:6px}.cust{margin:10px 0}.t{width:100%;border-collapse:collapse;margin-top:8px}.t th{border-bottom:2px solid ${v.color};text-align:right}.t td{padding:3px;border-bottom:1px solid #ddd}.s td{font-weight:bold}.big td{font-size:14px;font-weight:bold;border-top:2px solid ${v.color}}.foot{margin-top:30px;border-top:1px solid #999;padding-top:4px;text-align:center}.note{font-size:9.5px;margin-top:10px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
