import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, personalId, spacedId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-chimney-sweep-invoice';

const VENDORS = [
  {
    brand: 'ארובה נקייה',
    lines: ['אריה גולדברג', 'ניקוי ארובות ותחזוקת קמינים'],
    legal: 'אריה גולדברג',
    company: false,
    label: 'עוסק מורשה',
    style: 'd/m/yyyy' as D,
    num: (k: number) => `1-${String(k).padStart(4, '0')}`,
    digits: [100, 2999],
    color: '#bf360c',
    head: "'Frank Ruehl CLM','Noto Serif Hebrew',serif",
  },
  {
    brand: 'אש וחום קמינים בע"מ',
    lines: ['התקנה, שירות וניקוי קמינים ותנורי עצים'],
    legal: 'אש וחום קמינים בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd.mm.yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [40000, 49999],
    color: '#37474f',
    head: "'Aharoni CLM','Noto Sans Hebrew',sans-serif",
  },
];

const JOBS: [string, number][] = [
  ["ניקוי ארובה מלא (עד 6 מ')", 45000],
  ['צילום ארובה במצלמה ודו"ח', 35000],
  ['החלפת אטם דלת קמין', 16000],
  ['התקנת כובע ארובה נגד ניצוצות', 52000],
  ['ניקוי תא בעירה והסרת פיח', 22000],
  ['החלפת זכוכית קרמית', 68000],
  ['שק עצי הדר מבוקעים (15 ק"ג)', 4500],
];

export const heChimneySweepInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [1, 2, 3, 10, 11, 12]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const visit = shift(date, -rng.int(0, 4));
    const jobs = [JOBS[0], ...rng.some(JOBS.slice(1), rng.int(1, 3))].map(([name, price]) => ({ name, q: name.startsWith('שק') ? rng.int(2, 8) : 1, price }));
    const net = add(jobs.map((j) => j.q * j.price));
    const discount = rng.chance(0.4) ? Math.round(net * 0.05) : 0;
    const afterDiscount = net - discount;
    const tax = taxOn(afterDiscount, rate);
    const total = afterDiscount + tax;
    const customer = rng.pick(['משפחת אדלר', 'רוני וטל פרידמן', 'יוסף עבאדי', 'מיכל ברגר']);
    const body = `<div class="page">
<div class="top"><div class="brand">${esc(v.brand)}</div>${v.lines.map((l) => `<div class="ln">${esc(l)}</div>`).join('')}
<div class="sm">${v.label}: ${lr(n === 1 ? spacedId(id) : id)} · ${cellular(rng)} · ${esc(rng.pick(['מושב בית זית', 'קיבוץ עין השופט', 'צפת', 'גבעת עדה']))}</div></div>
<div class="doc"><div class="tt">חשבונית מס</div><div>מס' ${lr(number)}</div><div>תאריך: ${dt(date, v.style)}</div><div class="orig">מקור</div></div>
<div class="cust"><b>לכבוד:</b> ${esc(customer)} · ת.ז. ${personalId(rng)}<br><b>כתובת העבודה:</b> ${esc(rng.pick(["רח' הזית 4", 'משק 112', "רח' האלונים 17", 'שביל הגפן 9']))}<br><b>מועד הביקור:</b> ${dt(visit, 'dd/mm/yyyy')} · סוג קמין: ${esc(rng.pick(['קמין עצים פתוח', 'תנור עצים פלדה', 'קמין פלטים']))}</div>
<table><tr><th>#</th><th>תיאור העבודה</th><th>כמות</th><th>מחיר יח'</th><th>סה"כ</th></tr>
${jobs.map((j, i) => `<tr><td>${i + 1}</td><td>${esc(j.name)}</td><td>${j.q}</td><td>${amount(j.price)}</td><td>${amount(j.q * j.price)}</td></tr>`).join('')}</table>
<table class="tot">
${discount ? `<tr><td>סה"כ עבודות</td><td>${amount(net)}</td></tr><tr><td>הנחת לקוח חוזר 5%</td><td>-${amount(discount)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${amount(afterDiscount)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr class="g"><td>סה"כ כולל מע"מ</td><td>${amount(total)} ש"ח</td></tr></table>
<div class="foot">תשלום: ${esc(rng.pick(['העברה בנקאית תוך 10 ימים', 'מזומן במעמד העבודה', 'ביט למספר הנייד']))} · אחריות לעבודה: 12 חודשים · מומלץ ניקוי הבא לפני ${dt(shift(date, 330), 'he-short')}</div>
</div>`;
    const css = `body{font-family:'David CLM','Noto Serif Hebrew',serif;font-size:13px}.page{padding:16mm 18mm;border-top:12px solid ${v.color}}.top{text-align:center}.brand{font-family:${v.head};font-size:30px;color:${v.color};font-weight:bold}.ln{font-size:14px}.sm{font-size:11px;color:#444;margin-top:3px}.doc{margin:12px 0;border:2px solid ${v.color};padding:6px;width:55mm}.tt{font-size:18px;font-weight:bold}.orig{font-size:10px;color:#777}.cust{margin:10px 0;line-height:1.6}table{width:100%;border-collapse:collapse;margin-top:8px}th{border-bottom:2px solid ${v.color};text-align:right;padding:4px}td{padding:4px;border-bottom:1px dotted #aaa}.tot{width:45%;margin-right:auto}.tot td:last-child{text-align:left}.g{font-weight:bold;font-size:15px;background:#eee}.foot{margin-top:18px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
