import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { D, dt, heDay } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, shift, taxIn, vid } from './extra';

const ID = 'he-field-school-lodging-folio';

const VENDORS = [
  {
    brand: 'בית שדה רמון',
    sub: 'לינה קבוצתית · הדרכת שטח · שפת המכתש',
    legal: 'בית שדה רמון אירוח ולימוד בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [70000, 79999],
    color: '#9a3412',
    font: "'Noto Serif Hebrew','David CLM',serif",
  },
  {
    brand: 'אכסניית נחל צין',
    sub: 'בקתות וחדרי קבוצות בלב הנגב',
    legal: 'רונית שגב',
    company: false,
    label: 'עוסק מורשה',
    style: 'd.m.yy' as D,
    num: (k: number) => `NZ-${k}`,
    digits: [100, 899],
    color: '#4d7c0f',
    font: "'Nachlieli CLM','Noto Sans Hebrew',sans-serif",
  },
];

const GROUPS = ["תיכון אורט מעלות – שכבת י'", 'תנועת הצופים – שבט גלבוע', 'ישיבת בני עקיבא נתניה', 'מכינה קדם-צבאית "עוז"', 'עמותת הורים בית ספר הדר', 'חברת נ.ש.ר. הנדסה בע"מ'];

export const heFieldSchoolLodgingFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const nights = rng.int(1, 3);
    const arrive = shift(date, -nights);
    const people = rng.int(14, 68);
    const staff = Math.ceil(people / 12);
    const group = rng.pick(GROUPS);
    const groupId = group.includes('בע"מ') ? taxId(rng, true) : '';
    type R = { d: string; what: string; q: number; p: number };
    const rows: R[] = [];
    for (let i = 0; i < nights; i++) {
      const night = shift(arrive, i);
      rows.push({ d: night, what: 'לינה בחדר קבוצתי (6 מיטות) לאדם', q: people, p: v.company ? 16500 : 14900 });
      rows.push({ d: night, what: 'ארוחת ערב', q: people + staff, p: 5500 });
      rows.push({ d: shift(night, 1), what: 'ארוחת בוקר', q: people + staff, p: 4200 });
    }
    rows.push({ d: arrive, what: 'לינת מלווים/מדריכים בחדר זוגי', q: staff * nights, p: 0 });
    if (rng.chance(0.7)) rows.push({ d: shift(arrive, 1), what: 'יום הדרכה במכתש (מדריך לקבוצה)', q: Math.ceil(people / 30), p: 145000 });
    if (rng.chance(0.5)) rows.push({ d: arrive, what: 'תצפית כוכבים לילית עם טלסקופ', q: 1, p: 90000 });
    if (rng.chance(0.4)) rows.push({ d: shift(date, 0), what: 'ארוחת צהריים ארוזה לדרך', q: people, p: 3500 });
    const total = add(rows.map((r) => r.q * r.p));
    const tax = taxIn(total, rate);
    const deposit = Math.round((total * 0.3) / 10000) * 10000;
    const depDate = shift(arrive, -rng.int(20, 60));
    const vendorBlock = `<div class="b">${esc(v.legal)}</div><div>${v.label}: ${id}</div>`;
    const top = v.company
      ? `<header><div><div class="brand">${esc(v.brand)}</div><div class="sm">${esc(v.sub)}</div></div><div class="tt">חשבון אורח / חשבונית מס<br><span>מס' ${lr(number)}</span></div></header>`
      : `<header><div><div class="brand">${esc(v.brand)}</div><div class="sm">${esc(v.sub)}</div></div><div class="box">${vendorBlock}<div>${lr('050-6624107')}</div></div></header><div class="tt2">חשבונית מס / קבלה מס' ${lr(number)}</div>`;
    const facts = `<table class="facts"><tr><td>תאריך</td><td><b>${dt(date, v.style)}</b></td><td>קבוצה</td><td>${esc(group)}${groupId ? ` (ח.פ. ${groupId})` : ''}</td></tr>
<tr><td>הגעה</td><td>${heDay(arrive)} ${dt(arrive, v.style)}</td><td>עזיבה</td><td>${heDay(date)} ${dt(date, v.style)}</td></tr>
<tr><td>משתתפים</td><td>${people} + ${staff} מלווים</td><td>אישור הזמנה</td><td>${lr(`R${rng.int(20000, 99999)}`)}</td></tr>
<tr><td>איש קשר</td><td colspan="3">${rng.pick(['אלון', 'נטע', 'יובל', 'שירה'])} ${rng.pick(['מור', 'אשכנזי', 'ברגר', 'טל'])} · ${lr(`05${rng.int(0, 8)}-${rng.digits(7)}`)}</td></tr></table>`;
    const items = `<table class="items"><tr><th>תאריך</th><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>${rows
      .map((r) => `<tr><td>${dt(r.d, 'dd/mm')}</td><td>${esc(r.what)}</td><td>${r.q}</td><td>${r.p ? amount(r.p) : 'ללא חיוב'}</td><td>${amount(r.q * r.p)}</td></tr>`)
      .join('')}</table>`;
    const tot = `<table class="tot"><tr class="big"><td>סה"כ לחשבון (כולל מע"מ)</td><td>${amount(total)} ₪</td></tr><tr><td>מתוכו מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr><td>מקדמה שהתקבלה ${dt(depDate, v.style)}</td><td>${amount(deposit)}</td></tr><tr><td>שולם בהעברה בנקאית בעזיבה</td><td>${amount(total - deposit)}</td></tr><tr><td>יתרה</td><td>0.00</td></tr></table>`;
    const foot = v.company ? `<footer>${esc(v.legal)} · ${v.label} ${id} · ד.נ. הר הנגב · ${lr('08-6588615')}</footer>` : '';
    const body = `<div class="page">${top}${facts}${items}${tot}<div class="sm note">ההזמנה כוללת מצעים ומגבות. יציאה מהחדרים עד 10:00. שמירה על שקט מ-23:00.</div>${foot}</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#292524}.page{width:210mm;height:296mm;box-sizing:border-box;padding:11mm 13mm;position:relative;border:${v.company ? `6px double ${v.color}` : 'none'}}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid ${v.color};padding-bottom:6px;margin-bottom:8px}.brand{font-size:28px;font-weight:bold;color:${v.color}}.sm{font-size:9.5px;color:#57534e}.tt{text-align:left;font-size:16px;font-weight:bold}.tt span{font-size:13px;color:${v.color}}.tt2{font-size:16px;font-weight:bold;margin:4px 0 8px}.box{border:1.5px solid ${v.color};padding:4px 8px;text-align:left;line-height:1.5}.b{font-weight:bold}.facts{width:100%;border-collapse:collapse;margin-bottom:8px}.facts td{border:1px solid #d6d3d1;padding:3px 5px}.facts td:nth-child(odd){background:#f5f5f4;width:14%}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;text-align:right;padding:3px}.items td{border-bottom:1px solid #e7e5e4;padding:3px}.items td:nth-child(n+3){text-align:left}.tot{width:52%;margin:10px auto 0 0;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color};border-bottom:1px solid ${v.color}}.note{margin-top:12px}footer{position:absolute;bottom:9mm;left:13mm;right:13mm;text-align:center;font-size:10px;border-top:1px solid ${v.color};padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
