import { amount, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, mul, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, e, grid, idOf, ltr, next, pairs, plus, vatOn } from './extra';

const ID = 'he-district-cooling-bill';

const VENDORS = [
  {
    brand: 'קור-נט',
    legal: 'קור-נט קירור מחוזי בע"מ',
    company: true,
    color: '#0b5e8a',
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    num: (rng: Rng, iso: string) => `CN${iso.slice(2, 4)}${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'צינה',
    legal: 'אלון מזרחי',
    company: false,
    color: '#4a6b2a',
    font: "'Frank Ruehl CLM','David CLM',serif",
    num: (rng: Rng) => String(rng.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const heDistrictCoolingBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const d = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = avoid(d.date, [5, 6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, rng.pick([15, 21, 30]));
    const prev = rng.int(100000, 900000);
    const use = rng.int(80, 600);
    const price = rng.int(38, 71) * 10 + rng.int(0, 9);
    const energy = mul(use, price);
    const capacity = rng.int(60, 400);
    const capFee = capacity * rng.int(900, 1400);
    const maint = rng.int(30, 90) * 1000;
    const net = energy + capFee + maint;
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const cust = rng.pick([
      `מגדלי הים בע"מ ח.פ. ${taxId(rng, true)}`,
      `קניון הנגב ניהול בע"מ ח.פ. ${taxId(rng, true)}`,
      `בית ספר אורט · מלכ"ר ${taxId(rng, true)}`,
      `משרדי ${rng.pick(['גולן', 'פרץ', 'שמעוני'])} ושות׳ ח.פ. ${taxId(rng, true)}`,
    ]);
    const body = `<div class="pg">
<div class="head"><div><div class="brand">${v.brand}</div><div>אספקת מים קרים למיזוג מבנים</div>${v.company ? `<div>${e(v.legal)} · ח.פ. ${ltr(hyphenId(id))}</div>` : ''}</div><div class="sm">מוקד תקלות 24/7: ${ltr(`*${rng.int(2000, 9999)}`)}<br/>שירות לקוחות: ${ltr(`08-${rng.int(6000000, 6999999)}`)}</div></div>
<h2>חשבונית מס · קירור מחוזי · ${heMonth(from)}</h2>
${grid([
  ['מס׳ חשבונית', ltr(number)],
  ['תאריך הפקה', ltr(v.date(date))],
  ['תקופת חיוב', ltr(`${v.date(from)} - ${v.date(to)}`)],
  ['מועד תשלום אחרון', ltr(v.date(due))],
  ['מס׳ מנוי', ltr(notAnId(rng))],
])}
<div class="cust"><b>לכבוד:</b> ${e(cust)}<br/>מבנה ${ltr(`B-${rng.int(10, 99)}`)} · מונה אנרגיה ${ltr(`TH-${rng.digits(6)}`)}</div>
${pairs([
  ['קריאה קודמת (טון-שעה)', ltr(String(prev))],
  ['קריאה נוכחית', ltr(String(prev + use))],
  [`צריכה ${ltr(String(use))} × ${ltr(amount(price))} ₪`, ltr(amount(energy))],
  [`דמי הספק ${ltr(String(capacity))} טון קירור`, ltr(amount(capFee))],
  ['תחזוקת מחליף חום', ltr(amount(maint))],
  ['סה"כ לפני מע"מ', ltr(amount(net))],
  [`מע"מ ${rate}%`, ltr(amount(tax))],
  ['סה"כ לתשלום', ltr(`${amount(sum)} ₪`)],
])}
<div class="sm">תשלום קודם: ${ltr(amount(Math.round(sum * (0.7 + rng.next() * 0.5))))} ₪ התקבל ב-${ltr(v.date(plus(from, rng.int(3, 20))))}. טמפרטורת אספקה ממוצעת ${ltr(`${rng.int(5, 7)}.${rng.int(0, 9)}°C`)}.</div>
${v.company ? '' : `<div class="foot">${e(v.legal)} · עוסק מורשה ${ltr(id)} · ${ltr(`05${rng.int(0, 4)}-${rng.digits(7)}`)}</div>`}
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:14mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:${v.color}}h2{color:${v.color};font-size:18px}.grid th{background:${v.color};color:#fff}.cust{margin:10px 0}.pairs{margin:10px 0}.foot{margin-top:30px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
