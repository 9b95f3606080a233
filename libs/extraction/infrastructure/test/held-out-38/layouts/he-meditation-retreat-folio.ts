import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-meditation-retreat-folio';

const VENDORS = [
  {
    brand: 'דממה',
    sub: 'מרכז ריטריטים במדבר · מצפה רמון',
    legal: 'דממה מרחבי שקט בע"מ',
    company: true,
    label: 'ח.פ.',
    contact: 'רובע הספירלה 4, מצפה רמון · 08-6595512',
    title: 'חשבון אורח / חשבונית מס-קבלה',
    num: (rng: { int(a: number, b: number): number }) => `${rng.int(410000, 449999)}`,
    date: (iso: string) => dt(iso, 'he'),
    rooms: ['חדר זוגי נוף למכתש', 'סוויטת מדבר', 'חדר יחיד שקט'],
    font: "'Noto Serif Hebrew','Frank Ruehl CLM',serif",
    color: '#8a5a2b',
    program: ['ריטריט "שקט פנימי"', 'ריטריט ויפאסנה שקט', 'סדנת נשימה ומדיטציה'],
  },
  {
    brand: 'בית הבוסתן',
    sub: 'ריטריט יוגה ומדיטציה · מושב עמירים',
    legal: 'תמר אלמוג',
    company: false,
    label: 'עוסק מורשה',
    contact: 'מושב עמירים, ד.נ. מרום הגליל · 052-6614093',
    title: 'חשבונית מס קבלה',
    num: (rng: { int(a: number, b: number): number }) => `${rng.int(100, 399)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    rooms: ['בקתת עץ בבוסתן', 'חדר זוגי בבית האבן', 'אוהל ספארי'],
    font: "'Shofar','Noto Sans Hebrew',sans-serif",
    color: '#4f6b2f',
    program: ['ריטריט יוגה סוף שבוע', 'ריטריט מדיטציה ושתיקה', 'ימי חסד – יוגה ותזונה'],
  },
];
const GUESTS = ['מיכל ואבי רוזן', 'שירה גבאי', 'נועם ודנה לוי', 'עינת ברגר', 'הילה וגיל שרעבי', 'אורית כץ'];

export const heMeditationRetreatFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const nights = rng.int(2, 5);
    const arrival = shift(date, -nights);
    const guests = rng.int(1, 2);
    const booking = `RT-${rng.int(10000, 99999)}`;
    const bookedOn = shift(arrival, -rng.int(20, 70));
    const lines: { name: string; qty: number; unit: number }[] = [
      { name: `${rng.pick(v.program)} – ${nights + 1} ימים, למשתתף`, qty: guests, unit: rng.int(145, 290) * 1000 },
      { name: `לינה – ${rng.pick(v.rooms)}, ללילה`, qty: nights, unit: rng.int(65, 95) * 1000 },
      { name: 'פנסיון מלא צמחוני, לאדם ליום', qty: guests * (nights + 1), unit: rng.int(18, 24) * 1000 },
    ];
    const extras: [string, number, number][] = [
      ["עיסוי שוודי 60 דק'", 320, 380],
      ['מפגש אמבט צלילים', 140, 180],
      ['שיעור יוגה פרטי', 260, 320],
      ['הסעה מתחנת הרכבת, לאדם', 120, 160],
      ['ספר "לנשום" ומחברת תרגול', 89, 119],
    ];
    for (const [name, lo, hi] of rng.some(extras, rng.int(1, 3))) lines.push({ name, qty: 1, unit: rng.int(lo, hi) * 100 });
    const total = add(lines.map((l) => l.qty * l.unit));
    const tax = taxIn(total, rate);
    const deposit = Math.round((total * 0.3) / 10000) * 10000;
    const rest = total - deposit;
    const foot = v.company ? '' : `<div class="foot"><b>${esc(v.legal)}</b> · ${v.label} ${id} · ${esc(v.contact)}</div>`;
    const body = `<div class="page">
<div class="head"><div class="brand">${esc(v.brand)}</div><div class="sub">${esc(v.sub)}</div>${v.company ? `<div class="legal">${esc(v.legal)} · ${v.label} ${id}</div><div class="sub">${esc(v.contact)}</div>` : ''}</div>
<div class="tt">${v.title} <span>מס' ${lr(number)}</span></div>
<table class="facts"><tr><th>תאריך</th><th>מס' הזמנה</th><th>הגעה</th><th>עזיבה</th><th>לילות</th><th>אורחים</th></tr>
<tr><td>${v.company ? v.date(date) : lr(v.date(date))}</td><td>${lr(booking)}</td><td>${lr(dt(arrival, 'dd/mm'))}<br><small>${heDay(arrival)}</small></td><td>${lr(dt(date, 'dd/mm'))}<br><small>${heDay(date)}</small></td><td>${nights}</td><td>${guests}</td></tr></table>
<div class="guest">אורח/ת: <b>${esc(rng.pick(GUESTS))}</b> · נייד ${cellular(rng)}</div>
<table class="items"><tr><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`)
      .join('')}</table>
<table class="tot">
<tr class="big"><td>סה"כ חשבון (כולל מע"מ)</td><td>${amount(total)}</td></tr>
<tr><td>מזה מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr><td>מקדמה ששולמה בהזמנה (${lr(dt(bookedOn, 'dd/mm/yy'))})</td><td>${amount(deposit)}</td></tr>
<tr><td>חיוב בעזיבה – אשראי ${lr(`****${rng.digits(4)}`)}</td><td>${amount(rest)}</td></tr>
<tr><td>יתרה לתשלום</td><td>0.00</td></tr>
</table>
<div class="note">המחירים בשקלים חדשים. תודה שבאתם לנוח אצלנו – נשמח לראותכם שוב.</div>
${foot}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#2a2118}.page{width:148mm;height:209mm;box-sizing:border-box;padding:10mm;position:relative}.head{text-align:center;border-bottom:1px solid ${v.color};padding-bottom:5px}.brand{font-size:30px;color:${v.color};letter-spacing:3px}.sub{font-size:9.5px;color:#6b5a48}.legal{font-size:10px;margin-top:2px}.tt{font-size:14px;font-weight:bold;margin:8px 0;text-align:center}.tt span{font-weight:normal}.facts{width:100%;border-collapse:collapse;margin-bottom:6px}.facts th{font-size:9px;font-weight:normal;color:#fff;background:${v.color};padding:3px}.facts td{text-align:center;border:1px solid ${v.color};padding:3px;font-weight:bold}.facts small{font-weight:normal;font-size:8.5px}.guest{margin:5px 0}.items{width:100%;border-collapse:collapse}.items th{text-align:right;border-bottom:1px solid ${v.color};padding:2px;font-size:9.5px}.items td{padding:2px;border-bottom:1px dotted #bbb}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tot{width:75%;margin:8px auto 0 0;border-collapse:collapse}.tot td{padding:2px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:12.5px;border-top:2px solid ${v.color}}.note{margin-top:10px;font-size:9.5px;text-align:center}.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;text-align:center;border-top:1px solid ${v.color};padding-top:3px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
