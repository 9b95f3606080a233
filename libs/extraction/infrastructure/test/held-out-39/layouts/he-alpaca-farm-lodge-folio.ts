import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-alpaca-farm-lodge-folio';

const VENDORS = [
  {
    brand: 'חוות האלפקות',
    sub: 'לינה בבקתות עץ · מצפה רמון',
    legal: 'אלפקה במדבר תיירות בע"מ',
    company: true,
    label: 'ח.פ.',
    contact: 'דרך הבשמים 1, מצפה רמון · 08-6588047',
    title: 'חשבון אורח – חשבונית מס/קבלה',
    num: (r: { int(a: number, b: number): number }) => `AL-${r.int(10000, 39999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    font: "'David CLM',serif",
    brandFont: "'Drugulin CLM','David CLM',serif",
    color: '#8b4513',
    room: ['בקתת מדבר זוגית', 'סוויטת אוהל משפחתית', 'בקתת עץ עם ג׳קוזי'],
  },
  {
    brand: 'לאמה בגליל',
    sub: 'חוות לאמות ואלפקות · צימרים · מושב כליל',
    legal: 'אורית שחר',
    company: false,
    label: 'עוסק מורשה',
    contact: `נייד 052-4419307`,
    title: 'חשבונית מס קבלה',
    num: (r: { int(a: number, b: number): number }) => `${r.int(1200, 2999)}`,
    date: (iso: string) => dt(iso, 'he'),
    font: "'Noto Sans Hebrew','Simple CLM',sans-serif",
    brandFont: "'Keter YG','Noto Sans Hebrew',serif",
    color: '#4d7c0f',
    room: ['צימר "צמר"', 'צימר "פונצ׳ו"', 'בית העץ המשפחתי'],
  },
];

export const heAlpacaFarmLodgeFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const nights = rng.int(1, 4);
    const arrival = shift(date, -nights);
    const adults = 2;
    const kids = rng.int(0, 3);
    const booked = shift(arrival, -rng.int(10, 70));
    const room = rng.pick(v.room);
    const night = rng.int(78, 160) * 1000;
    const lines: [string, string, number][] = [[`לינה – ${room}`, `${nights} × ${amount(night)}`, nights * night]];
    const bf = rng.int(65, 95) * 100;
    lines.push(['ארוחת בוקר כפרית (לאדם ליום)', `${(adults + kids) * nights} × ${amount(bf)}`, (adults + kids) * nights * bf]);
    const tour = rng.int(45, 70) * 100;
    lines.push(['סיור האכלה בעדר האלפקות', `${adults + kids} × ${amount(tour)}`, (adults + kids) * tour]);
    if (rng.chance(0.5)) lines.push(['סדנת טוויית צמר', `${adults} × ${amount(12000)}`, adults * 12000]);
    if (rng.chance(0.5)) lines.push(['גרבי צמר אלפקה (זוג)', `2 × ${amount(8900)}`, 17800]);
    if (rng.chance(0.4)) lines.push(['יציאה מאוחרת עד 15:00', `1 × ${amount(15000)}`, 15000]);
    if (rng.chance(0.4)) lines.push(['ארוחת ערב בבקתה (זוגית)', `1 × ${amount(32000)}`, 32000]);
    const total = add(lines.map((l) => l[2]));
    const tax = taxIn(total, rate);
    const deposit = Math.round(nights * night * 0.3);
    const r = (a: string, b: string) => `<tr><th>${a}</th><td>${b}</td></tr>`;
    const guest = rng.pick(['משפחת לוי', 'ענבל ושחר גל', 'משפחת אבוטבול', 'יונתן פרץ', 'משפחת זילברמן']);
    const vendorLine = `<div class="vend"><b>${esc(v.legal)}</b> · ${v.label} ${id} · ${lr(v.contact)}</div>`;
    const body = `<div class="page">
<div class="top"><div class="brand">${v.brand}</div><div class="sub">${v.sub}</div>${v.company ? vendorLine : ''}</div>
<h1>${v.title} <span class="no">מס׳ ${lr(number)}</span></h1>
<div class="two"><table class="kv">
${r('תאריך', lr(v.date(date)))}
${r('שם האורח', esc(guest))}
${r('טלפון', lr(cellular(rng)))}
${r('הזמנה', lr(`BK${rng.digits(9)}`))}
</table><table class="kv">
${r('הגעה', `${heDay(arrival)} ${lr(dt(arrival, 'dd/mm'))}`)}
${r('עזיבה', `${heDay(date)} ${lr(dt(date, 'dd/mm'))}`)}
${r('לילות', String(nights))}
${r('אורחים', `${adults} מבוגרים${kids ? `, ${kids} ילדים` : ''}`)}
</table></div>
<table class="items"><tr><th>פירוט</th><th>כמות × מחיר</th><th>סכום</th></tr>${lines.map(([a, b, c]) => `<tr><td>${esc(a)}</td><td>${lr(b)}</td><td>${amount(c)}</td></tr>`).join('')}</table>
<table class="tot">
<tr class="big"><td>סה"כ חשבון (כולל מע"מ)</td><td>${lr(`₪${amount(total)}`)}</td></tr>
<tr><td>מזה מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr><td>מקדמה בהזמנה (${lr(v.date(booked))})</td><td>${amount(deposit)}</td></tr>
<tr><td>חויב בעזיבה – אשראי ${lr(`****${rng.digits(4)}`)}</td><td>${amount(total - deposit)}</td></tr>
<tr><td>יתרה</td><td>0.00</td></tr>
</table>
<div class="foot">שעת עזיבה 11:00 · תודה שהתארחתם, נשמח לראותכם שוב${v.company ? '' : vendorLine}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#222}.page{width:148mm;height:209mm;box-sizing:border-box;padding:10mm;position:relative}.top{text-align:center;border-bottom:2px solid ${v.color};padding-bottom:5px}.brand{font-family:${v.brandFont};font-size:24px;color:${v.color};font-weight:bold}.sub{font-size:9.5px}.vend{font-size:9px;margin-top:3px}h1{font-size:13px;margin:8px 0}.no{font-weight:normal}.two{display:flex;gap:6mm}.kv{flex:1;border-collapse:collapse;font-size:9.5px}.kv th{text-align:right;color:${v.color};width:40%;padding:2px}.kv td{padding:2px}.items{width:100%;border-collapse:collapse;margin-top:8px}.items th{border-bottom:1.5px solid ${v.color};text-align:right;padding:3px}.items td{border-bottom:1px dotted #aaa;padding:3px}.items td:nth-child(n+2){text-align:left}.tot{width:70%;margin:8px auto 0 0;border-collapse:collapse}.tot td{padding:2px 3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:12px;border-bottom:1px solid #333}.foot{position:absolute;bottom:8mm;left:10mm;right:10mm;text-align:center;font-size:8.5px;border-top:1px solid #ccc;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
