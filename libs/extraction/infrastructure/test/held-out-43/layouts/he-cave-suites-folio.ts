import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId } from '../../generalisation/notation';
import { add, dated, lr, rw, shift, taxIn, vid } from './extra';

const ID = 'he-cave-suites-folio';

const GUESTS = ['יעל ואיתי שמואלי', 'משפחת אלמוג', 'נועה ברקוביץ', 'רועי ומאיה טל', 'שלומית חזן'];

const VENDORS = [
  {
    brand: 'מערת הסהר',
    legal: 'מערות הגליל אירוח בע"מ',
    company: true,
    site: 'רמות נפתלי, גליל עליון · 04-6940115',
    suites: ['סוויטת הנטיפים', 'סוויטת המעיין', 'מערת הבזלת'],
    font: "'Noto Serif Hebrew','Noto Serif',serif",
    color: '#78350f',
    title: 'חשבון אירוח - חשבונית מס/קבלה',
    num: (r: { int(a: number, b: number): number }) => `CV${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'בית במערה',
    legal: 'שמעון אבוטבול',
    company: false,
    site: 'בית גוברין',
    suites: ['מערת הפעמון', 'מערת הקולומבריום'],
    font: "'Ellinia CLM','DejaVu Sans',sans-serif",
    color: '#4d7c0f',
    title: 'חשבונית מס קבלה',
    num: (r: { int(a: number, b: number): number }) => String(r.int(100, 2999)),
    date: (iso: string) => dt(iso, 'he'),
  },
];

export const heCaveSuitesFolio: Layout = {
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
    const booked = shift(arrival, -rng.int(10, 70));
    const guests = rng.int(2, 4);
    const suite = rng.pick(v.suites);
    const perNight = rng.pick([89000, 115000, 139000]);
    const lines: [string, number][] = [
      [`${suite} - ${nights} לילות × ${amount(perNight)}`, nights * perNight],
      [`ארוחת בוקר כפרית - ${guests} × ${nights}`, guests * nights * 9500],
    ];
    if (rng.chance(0.6)) lines.push(['ג׳קוזי חם בנקיק', 18000]);
    if (rng.chance(0.5)) lines.push(['עזיבה מאוחרת', 15000]);
    if (rng.chance(0.5)) lines.push(['סיור נרות במערות', guests * 6000]);
    const total = add(lines.map((l) => l[1]));
    const tax = taxIn(total, rate);
    const deposit = Math.round((total * 0.25) / 1000) * 1000;
    const dd = (iso: string) => `${heDay(iso)} ${lr(dt(iso, 'dd/mm'))}`;
    const idText = v.company ? `ח.פ. ${lr(hyphenId(id))}` : `עוסק מורשה ${lr(id)}`;
    const left: [string, string][] = [
      ['מספר', lr(number)],
      ['תאריך', lr(v.date(date))],
      ['אורח/ת', esc(rng.pick(GUESTS))],
      ['טלפון', lr(cellular(rng))],
    ];
    const right: [string, string][] = [
      ['הזמנה', lr(`BK-${rng.digits(6)}`)],
      ['הגעה', dd(arrival)],
      ['עזיבה', dd(date)],
      ['לילות / אורחים', lr(`${nights} / ${guests}`)],
    ];
    const body = `<div class="p">
<div class="brand">${v.brand}</div>
${v.company ? `<div class="c">${esc(v.legal)} · ${idText}</div>` : ''}
<div class="c sm">${v.site}</div>
<h2>${v.title}</h2>
<div class="cols"><div>${left.map((f) => rw(f[0], f[1])).join('')}</div><div>${right.map((f) => rw(f[0], f[1])).join('')}</div></div>
<table class="t">${lines.map((l) => `<tr><td>${lr(esc(l[0]))}</td><td>${lr(amount(l[1]))}</td></tr>`).join('')}
<tr class="big"><td>סה"כ לשהייה כולל מע"מ</td><td>${lr(`₪${amount(total)}`)}</td></tr>
<tr><td>מע"מ ${rate}% כלול בסכום</td><td>${lr(amount(tax))}</td></tr>
<tr><td>מקדמה בהזמנה (${lr(dt(booked, 'dd/mm/yy'))})</td><td>${lr(amount(deposit))}</td></tr>
<tr><td>חיוב בעזיבה</td><td>${lr(amount(total - deposit))}</td></tr>
<tr><td>יתרה</td><td>${lr('0.00')}</td></tr></table>
<div class="c sm">תודה שהתארחתם במערה · נשמח לראותכם שוב</div>
${v.company ? '' : `<div class="foot">${esc(v.legal)} · ${idText} · ${lr(cellular(rng))}</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.p{padding:10mm}.brand{font-size:26px;text-align:center;color:${v.color};font-weight:bold}.c{text-align:center}.sm{font-size:9px}h2{text-align:center;font-size:14px;border-top:1px solid ${v.color};border-bottom:1px solid ${v.color};padding:3px}.cols{display:grid;grid-template-columns:1fr 1fr;gap:12px}.rw{display:flex;justify-content:space-between;gap:4px}.t{width:100%;border-collapse:collapse;margin:10px 0}.t td{padding:3px;border-bottom:1px dotted #999}.t td:last-child{text-align:left}.big td{font-weight:bold;font-size:13px}.foot{margin-top:18px;text-align:center;font-size:9.5px;color:${v.color}}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
