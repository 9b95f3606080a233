import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, heMonth, hhmm, hyphenId, lastOfMonth, mul } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-manpower-agency-two-page';

const VENDORS = [
  {
    brand: 'כוח עזר',
    legal: 'כוח עזר השמה וגיוס בע"מ',
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [1000000, 9999999],
    color: '#7a1f5c',
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
  },
  {
    brand: 'TAGBOR STAFFING',
    legal: 'תגבור כוח אדם בע"מ',
    label: 'ח"פ',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `TG-${k}`,
    digits: [10000, 99999],
    color: '#33691e',
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
  },
];

const WORKERS = ['אברהם כ.', 'ויקטוריה ש.', 'חוסאם ע.', 'יוליה מ.', 'דוד ט.', 'סהר פ.', 'אלכסיי ר.', 'נגה ב.', 'מוחמד ח.', 'שני א.'];
const ROLES: [string, number][] = [
  ['מלקט/ת מחסן', 6400],
  ['מלגזן/ית', 7600],
  ['עובד/ת אריזה', 6100],
  ['סדרן/ית מלאי', 6600],
  ['מלצר/ית אירועים', 7000],
];
const CUSTOMERS = ['לוגיסטיקה מרכז בע"מ', 'מרלו"ג השרון בע"מ', 'אולמי גן השושנים בע"מ', 'מפעלי אריזה הגליל בע"מ'];

export const heManpowerAgencyTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(lastOfMonth(d0));
    const v = VENDORS[n % 2];
    const id = vid(v.legal, true);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const customer = rng.pick(CUSTOMERS);
    const custId = vid(customer, true);
    const first = `${date.slice(0, 8)}01`;
    const team = rng.some(WORKERS, rng.int(4, 7)).map((w) => ({ w, no: rng.digits(6), role: rng.pick(ROLES) }));
    const count = rng.int(36, 44);
    const rows = Array.from({ length: count }, () => {
      const t = rng.pick(team);
      const start = rng.pick([6 * 60, 7 * 60, 14 * 60, 15 * 60 + 30]);
      const quarters = rng.int(24, 40);
      const hours = quarters / 4;
      return { day: addDays(first, rng.int(0, Number(lastOfMonth(date).slice(8)) - 1)), t, start, hours, sum: mul(hours, t.role[1]) };
    }).sort((a, b) => a.day.localeCompare(b.day));
    const split = 24;
    const p1 = rows.slice(0, split);
    const p2 = rows.slice(split);
    const sum1 = add(p1.map((r) => r.sum));
    const lines = add(rows.map((r) => r.sum));
    const hoursAll = add(rows.map((r) => r.hours));
    const disc = rng.chance(0.5) ? Math.round(lines * 0.03) : 0;
    const net = lines - disc;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const table = (rs: typeof rows) =>
      `<table><tr><th>תאריך</th><th>עובד/ת</th><th>מס' עובד</th><th>תפקיד</th><th>משמרת</th><th>שעות</th><th>תעריף</th><th>סכום</th></tr>${rs
        .map(
          (r) =>
            `<tr><td>${dt(r.day, 'dd/mm')}</td><td>${esc(r.t.w)}</td><td>${r.t.no}</td><td>${esc(r.t.role[0])}</td><td>${lr(`${hhmm(r.start)}-${hhmm(r.start + r.hours * 60)}`)}</td><td>${r.hours.toFixed(2)}</td><td>${amount(r.t.role[1])}</td><td class="n">${amount(r.sum)}</td></tr>`,
        )
        .join('')}</table>`;
    const licence = rng.int(1000, 9999);
    const header = (page: number) =>
      `<div class="hd"><div><div class="brand">${esc(v.brand)}</div><div>${esc(v.legal)}</div><div class="sm">${v.label} ${n === 3 ? hyphenId(id) : id} · רישיון קבלן כוח אדם מס' ${licence}</div></div><div class="doc">חשבונית מס<br>מספר ${lr(number)}<br>תאריך ${dt(date, v.style)}<div class="sm">עמוד ${page} מתוך 2</div></div></div>`;
    const body = `<div class="page">${header(1)}
<div class="cust">לכבוד: ${esc(customer)} · ח.פ. ${custId}<br>דו"ח שעות לחודש ${heMonth(date)} · ${team.length} עובדים · הזמנת רכש ${rng.int(4500000, 4599999)}</div>
${table(p1)}
<div class="carry">סה"כ עמוד 1, מועבר: ${amount(sum1)}</div></div>
<div class="page">${header(2)}
<div class="carry">הועבר מעמוד 1: ${amount(sum1)}</div>
${table(p2)}
<div class="sum">
<div class="pr"><span>סה"כ שעות</span><span>${hoursAll.toFixed(2)}</span></div>
<div class="pr"><span>סכום השורות</span><span>${amount(lines)}</span></div>
${disc ? `<div class="pr"><span>הנחת היקף 3%</span><span>-${amount(disc)}</span></div>` : ''}
<div class="pr"><span>סה"כ לפני מע"מ</span><span>${amount(net)}</span></div>
<div class="pr"><span>מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="pr big"><span>סה"כ לתשלום</span><span>₪ ${amount(total)}</span></div>
</div>
${alloc ? `<div class="sm">מספר הקצאה: ${alloc}</div>` : ''}
<div class="sm">תנאי תשלום: שוטף + ${rng.pick([30, 60])}. השכר לעובדים שולם על ידינו כדין; אין לשלם לעובדים ישירות.</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px}.page{height:297mm;box-sizing:border-box;padding:11mm 12mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}.hd{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:4px}.brand{font-size:22px;font-weight:bold;color:${v.color}}.doc{text-align:left;font-weight:bold;font-size:13px}.sm{font-size:9.5px;font-weight:normal}.cust{margin:8px 0}table{width:100%;border-collapse:collapse}th{background:${v.color};color:#fff;text-align:right;padding:3px}td{padding:2px 3px;border-bottom:1px solid #ddd}.n{text-align:left}.carry{font-weight:bold;margin:6px 0;text-align:left}.sum{width:42%;margin:10px auto 10px 0}.pr{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:13px;border-top:2px solid ${v.color}}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
