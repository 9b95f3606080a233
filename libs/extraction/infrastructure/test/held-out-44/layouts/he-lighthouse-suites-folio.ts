import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-lighthouse-suites-folio';

const VENDORS = [
  {
    brand: 'סוויטות המגדלור',
    legal: 'המגדלור אירוח חופי בע"מ',
    company: true,
    place: 'טיילת הנמל, עכו',
    font: "'Noto Serif Hebrew','Frank Ruehl CLM',serif",
    color: '#1b3a5c',
    title: 'חשבון אורח - חשבונית מס/קבלה',
    num: (rng: { int(a: number, b: number): number }) => `LH${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'אור ים',
    legal: 'מיכל פרנקל',
    company: false,
    place: 'חוף דור',
    font: "'Ellinia CLM','DejaVu Sans',sans-serif",
    color: '#7a5c1e',
    title: 'חשבונית מס קבלה',
    num: (rng: { int(a: number, b: number): number }) => String(rng.int(100, 1999)),
    date: (iso: string) => dt(iso, 'he'),
  },
];

const GUESTS = ['יעל ואורי גבאי', 'משפחת קורן', 'Daniel Weiss', 'טל מזרחי', 'שירה ונועם לב'];
const SUITES = ['סוויטת הפנס', 'סוויטת הגלים', 'חדר הספן', 'סוויטת המרפסת'];

export const heLighthouseSuitesFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const nights = rng.int(1, 4);
    const guests = rng.int(2, 4);
    const arrival = plus(date, -nights);
    const perNight = rng.pick([89000, 112000, 135000, 76000]);
    const lines = [
      { name: `${rng.pick(SUITES)} · ${nights} לילות × ${amount(perNight)}`, amt: nights * perNight },
      { name: `ארוחת בוקר ${guests} × ${nights}`, amt: rng.chance(0.7) ? guests * nights * 9500 : 0 },
      { name: 'שייט שקיעה', amt: rng.chance(0.5) ? guests * 12000 : 0 },
      { name: 'בקבוק יין בחדר', amt: rng.chance(0.4) ? 16000 : 0 },
      { name: 'עזיבה מאוחרת', amt: rng.chance(0.4) ? 25000 : 0 },
    ].filter((l) => l.amt > 0);
    const sum = total(lines.map((l) => l.amt));
    const tax = vatIn(sum, rate);
    const deposit = Math.round((sum * 0.3) / 100) * 100;
    const booked = plus(arrival, -rng.int(10, 60));
    const body = `<div class="p">
<div class="brand">${v.brand}</div><div class="c sm">${v.place}</div>
${v.company ? `<div class="c">${esc(v.legal)} · ח.פ. ${ltr(hyphenId(id))}</div>` : ''}
<h1>${v.title}</h1>
<div class="two">
${row('מספר', ltr(number))}${row('תאריך', ltr(v.date(date)))}
${row('אורח/ת', esc(rng.pick(GUESTS)))}${row('הזמנה', ltr(`RSV-${rng.int(100000, 999999)}`))}
${row('הגעה', ltr(dt(arrival, 'dd/mm')))}${row('עזיבה', ltr(dt(date, 'dd/mm')))}
${row('לילות / אורחים', ltr(`${nights} / ${guests}`))}${row('טלפון', ltr(cellular(rng)))}
</div>
<table>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td class="n">${ltr(amount(l.amt))}</td></tr>`).join('')}</table>
${row('סה"כ לתשלום (כולל מע"מ)', ltr(`${amount(sum)} ₪`), 'big')}
${row(`מע"מ ${rate}% כלול בסכום`, ltr(amount(tax)))}
${row(`מקדמה ששולמה ${ltr(dt(booked, 'dd/mm/yy'))}`, ltr(amount(deposit)))}
${row('נגבה בעזיבה', ltr(amount(sum - deposit)))}
${row('יתרה', ltr('0.00'))}
${v.company ? '' : `<div class="foot">${esc(v.legal)} · עוסק מורשה ${ltr(id)} · ${ltr(cellular(rng))}</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.p{padding:12mm}.brand{text-align:center;font-size:26px;color:${v.color};font-weight:bold}.c{text-align:center}.sm{font-size:10px;color:#555}h1{font-size:15px;text-align:center;border-top:1px solid ${v.color};border-bottom:1px solid ${v.color};padding:4px;margin:10px 0}.two{display:grid;grid-template-columns:1fr 1fr;gap:3px 24px;margin-bottom:10px}.row{display:flex;justify-content:space-between;gap:6px}table{width:100%;border-collapse:collapse;margin-bottom:8px}td{border-bottom:1px dotted #999;padding:4px}.n{text-align:left}.big{font-weight:bold;font-size:14px;margin:6px 0;color:${v.color}}.foot{margin-top:24px;text-align:center;font-size:10px;border-top:1px solid #aaa;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
