import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, personalId, share } from '../../generalisation/notation';
import { dated, officeDay, taxOn, vid } from './extra';

const ID = 'he-school-transport-monthly-bill';

const VENDORS = [
  {
    brand: 'קו לבית ספר',
    legal: 'קווי עמק הסעות תלמידים בע"מ',
    company: true,
    label: 'ח.פ.',
    trade: '',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `ST-${k}`,
    color: '#e0a100',
    font: "'Nachlieli CLM','Noto Sans Hebrew',sans-serif",
  },
  {
    brand: 'הסעות ביטון',
    legal: 'עמרם ביטון',
    company: false,
    label: 'עוסק מורשה',
    trade: 'הסעות מאורגנות לגני ילדים ולבתי ספר',
    style: 'dd.mm.yyyy' as D,
    num: (k: number) => `${k}`,
    color: '#1f6f8b',
    font: "'Noto Sans Hebrew',sans-serif",
  },
];

const SCHOOLS = ['בית ספר "הדקל"', 'אולפנת נווה צור', 'תיכון אזורי עמק', 'בית ספר "אורנים"', 'בית ספר לאמנויות'];
const PARENTS = ['רונית גבאי', 'משה אלמוג', 'לימור קדוש', 'אהרון שלו', 'נטע פרידמן'];

export const heSchoolTransportMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [1, 2, 3, 4, 5, 6, 7, 10, 11, 12]);
    const date = officeDay(`${d0.slice(0, 8)}0${rng.int(1, 5)}`);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.company ? 100000 : 1000, v.company ? 999999 : 9999));
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = `${date.slice(0, 8)}15`;
    const days = rng.int(15, 22);
    const daily = rng.int(24, 46) * 100;
    const children = rng.int(1, 3);
    const rows: [string, string, number][] = [];
    for (let c = 0; c < children; c++) rows.push([`הסעה הלוך-חזור · ילד/ה ${c + 1} · ${rng.pick(SCHOOLS)}`, `${days} ימים × ${amount(daily)}`, days * daily]);
    if (rng.chance(0.5)) rows.push(['ליווי מלווה בהסעה', `${days} ימים × ${amount(600)}`, days * 600]);
    if (rng.chance(0.4)) {
      const trips = rng.int(3, 5);
      rows.push(['הסעת חוג אחר הצהריים', `${trips} נסיעות × ${amount(2200)}`, trips * 2200]);
    }
    const gross = rows.reduce((s, r) => s + r[2], 0);
    const sib = children >= 2 ? share(gross, 10) : 0;
    const net = gross - sib;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const prev = rng.int(30000, 250000);
    const parent = rng.pick(PARENTS);
    const box = (label: string, value: string) => `<div class="box"><div class="bl">${label}</div><div class="bv">${value}</div></div>`;
    const body = `<div class="top"><div><div class="brand">${esc(v.brand)}</div><div>${esc(v.legal)}</div>${v.trade ? `<div>${esc(v.trade)}</div>` : ''}<div class="sm">${v.label} ${n === 3 ? hyphenId(id) : id} · טל' 04-${rng.int(6000000, 6999999)}</div></div><div class="doc">חשבונית מס<br>מס' ${number}</div></div>
<div class="boxes">${box('תאריך', dt(date, v.style))}${box('מספר מנוי', notAnId(rng))}${box('תקופת החיוב', `${heMonth(from)}<br><span class="sm">${dt(from, v.style)} - ${dt(to, v.style)}</span>`)}${box('לתשלום עד', dt(due, v.style))}</div>
<div class="to">לכבוד: ${esc(parent)} · ת.ז. ${personalId(rng)}<br>קו ${rng.int(100, 480)} · תחנת איסוף: ${rng.pick(['כיכר הזית', "רח' הגפן 12", 'שער המושב', 'מרכז מסחרי'])}</div>
<table><tr><th>פירוט</th><th>כמות</th><th>סכום</th></tr>${rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${r[1]}</td><td class="n">${amount(r[2])}</td></tr>`).join('')}
${sib ? `<tr><td>הנחת אחים 10%</td><td></td><td class="n">-${amount(sib)}</td></tr>` : ''}</table>
<div class="sum">
<div class="pr"><span>סה"כ לפני מע"מ</span><span>${amount(net)}</span></div>
<div class="pr"><span>מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="pr big"><span>סה"כ לתשלום</span><span>₪ ${amount(total)}</span></div>
</div>
<div class="note">מצב חשבון: יתרה מחשבון קודם ${amount(prev)} ₪ — שולמה בהוראת קבע ב-${dt(`${from.slice(0, 8)}15`, v.style)}. תודה!</div>
<div class="note">החיוב הבא יבוצע בהוראת קבע ב-${dt(due, v.style)}. שינויים במסלול יש להודיע עד ה-20 בחודש.</div>`;
    const css = `body{font-family:${v.font};font-size:12px;padding:14mm}.top{display:flex;justify-content:space-between;border-bottom:5px solid ${v.color};padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.doc{font-size:18px;font-weight:bold;text-align:left}.sm{font-size:10px}.boxes{display:flex;gap:6px;margin:10px 0}.box{flex:1;border:1px solid ${v.color};border-radius:6px;padding:5px}.bl{font-size:10px;color:#555}.bv{font-weight:bold;font-size:13px}.to{margin:8px 0 12px}table{width:100%;border-collapse:collapse}th{background:${v.color};color:#fff;text-align:right;padding:4px}td{border-bottom:1px solid #ccc;padding:4px}.n{text-align:left}.sum{width:45%;margin:12px auto 12px 0}.pr{display:flex;justify-content:space-between;padding:2px 0}.big{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.note{font-size:10.5px;color:#333;margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
