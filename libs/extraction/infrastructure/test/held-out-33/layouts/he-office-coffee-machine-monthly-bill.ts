import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-office-coffee-machine-monthly-bill';

const VENDORS = [
  {
    brand: 'CAFEDESK',
    lines: ['דסק קפה שירותי משרד בע"מ'],
    legal: 'דסק קפה שירותי משרד בע"מ',
    company: true,
    label: 'ח"פ',
    style: 'dd/mm/yyyy' as D,
    num: (y: string, k: number) => `CD-${y}-${k}`,
    digits: [10000, 99999],
    color: '#4e342e',
    font: "'Nachlieli CLM','Noto Sans Hebrew',sans-serif",
  },
  {
    brand: 'אספרסו פלוס',
    lines: ['גיל רוזנטל', 'השכרה ותחזוקת מכונות קפה למשרדים'],
    legal: 'גיל רוזנטל',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd.mm.yyyy' as D,
    num: (_y: string, k: number) => `${k}`,
    digits: [3000, 8999],
    color: '#00695c',
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
  },
];

const CUSTOMERS = ['סטודיו גרפי קו ישר בע"מ', 'משרד רו"ח לנדאו ושות\'', 'אופק תוכנה בע"מ', 'מרכז רפואי נווה בע"מ'];
const SUPPLIES: [string, number][] = [
  ['פולי קפה 1 ק"ג (ברזיל/קולומביה)', 8900],
  ['קפסולות אספרסו (מארז 100)', 14500],
  ['חלב אורגני 1 ליטר', 790],
  ['כוסות נייר 8oz (50)', 1890],
  ['סוכר מקלות (1000)', 6400],
  ['טבליות ניקוי למכונה', 4500],
];

export const heOfficeCoffeeMachineMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(`${d0.slice(0, 8)}0${rng.int(1, 6)}`);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(date.slice(0, 4), rng.int(v.digits[0], v.digits[1]));
    const periodStart = firstOfMonth(date, -1);
    const periodEnd = lastOfMonth(periodStart);
    const due = shift(date, rng.pick([14, 20, 30]));
    const customer = rng.pick(CUSTOMERS);
    const custId = vid(customer, true);
    const account = notAnId(rng);
    const serial = `${rng.pick(['JX', 'SM', 'EQ'])}${rng.digits(7)}`;
    const before = rng.int(10000, 90000);
    const cups = rng.int(600, 2400);
    const freeCups = 500;
    const perCup = rng.pick([45, 55, 60]);
    const rent = rng.pick([24900, 29900, 34900]);
    const rows: [string, string, number][] = [
      [`דמי שכירות מכונה ${serial}`, '1', rent],
      [`כוסות מעבר למכסה (${cups} - ${freeCups})`, `${cups - freeCups} × ${amount(perCup)}`, (cups - freeCups) * perCup],
    ];
    for (const [name, unit] of rng.some(SUPPLIES, rng.int(2, 4))) {
      const q = rng.int(1, 6);
      rows.push([name, `${q} × ${amount(unit)}`, q * unit]);
    }
    if (rng.chance(0.4)) rows.push(['ביקור טכנאי — ניקוי אבנית', '1', 18000]);
    const net = add(rows.map((r) => r[2]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const prev = rng.int(30000, 120000);
    const box = (a: string, b: string) => `<div class="box"><div class="k">${a}</div><div class="v">${b}</div></div>`;
    const body = `<div class="page">
<div class="hd"><div><div class="brand">${esc(v.brand)}</div>${v.lines.map((l) => `<div>${esc(l)}</div>`).join('')}<div class="sm">${v.label} ${id} · טל' ${lr(`1-700-${rng.digits(3)}-${rng.digits(3)}`)}</div></div>
<div class="title">חשבונית מס<br><span>מס' ${lr(number)}</span></div></div>
<div class="boxes">${box('תאריך הפקה', dt(date, v.style))}${box('מספר לקוח', account)}${box('תקופת החיוב', `${heMonth(periodStart)}<br><span class="sm">${dt(periodStart, 'dd/mm/yy')} – ${dt(periodEnd, 'dd/mm/yy')}</span>`)}${box('לתשלום עד', dt(due, v.style))}</div>
<div class="cust">לכבוד: <b>${esc(customer)}</b> · ח.פ. ${custId}<br>כתובת התקנה: ${esc(rng.pick(['מגדל אלון, קומה 12', 'בית הטכנולוגיה, קומה 3', "רח' הברזל 24, קומה 5"]))}</div>
<h3>קריאת מונה</h3>
<table><tr><th>מכונה</th><th>קריאה קודמת</th><th>קריאה נוכחית</th><th>כוסות בתקופה</th><th>מכסה כלולה</th></tr>
<tr><td>${serial}</td><td>${before}</td><td>${before + cups}</td><td>${cups}</td><td>${freeCups}</td></tr></table>
<h3>פירוט החיובים</h3>
<table><tr><th>תיאור</th><th>כמות × מחיר</th><th>סכום ₪</th></tr>
${rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${lr(r[1])}</td><td class="n">${amount(r[2])}</td></tr>`).join('')}</table>
<div class="sum">
<div class="rw"><span>סה"כ חיובים לפני מע"מ</span><span>${amount(net)}</span></div>
<div class="rw"><span>מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="rw big"><span>סה"כ לתשלום לחשבונית זו</span><span>₪${amount(total)}</span></div>
</div>
<div class="info">יתרה מחשבונית קודמת: ${amount(prev)} ₪ — שולמה בהוראת קבע ב-${dt(shift(date, -rng.int(18, 26)), 'dd/mm/yyyy')}. תודה!<br>החיוב הבא בהוראת קבע: ${dt(due, 'dd/mm/yyyy')}.</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:12px}.page{padding:14mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.title{font-size:20px;font-weight:bold;text-align:left}.title span{font-size:14px}.sm{font-size:10px}.boxes{display:flex;gap:6px;margin:10px 0}.box{flex:1;border:1.5px solid ${v.color};border-radius:6px;padding:5px}.k{font-size:10px;color:#555}.v{font-weight:bold;font-size:13px}.cust{margin:8px 0;background:#f4f1ee;padding:6px}h3{color:${v.color};font-size:14px;margin:10px 0 4px}table{width:100%;border-collapse:collapse}th{background:${v.color};color:#fff;text-align:right;padding:4px}td{border-bottom:1px solid #ccc;padding:3px 4px}.n{text-align:left}.sum{width:50%;margin:12px auto 0 0}.rw{display:flex;justify-content:space-between;padding:2px 0}.big{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.info{margin-top:14px;font-size:11px;border:1px dashed #999;padding:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
