import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { baseCss, e, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-monastery-guesthouse-folio';

const VENDORS = [
  {
    brand: 'בית ההארחה שער הגן',
    legal: 'שער הגן אירוח עין כרם בע"מ',
    company: true,
    place: 'עין כרם, ירושלים',
    color: '#6d4c2f',
    font: "'Noto Serif Hebrew','Frank Ruehl CLM',serif",
    page: 'A5',
    num: (rng: Rng) => `SG-${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    title: 'חשבון אורח - חשבונית מס/קבלה',
  },
  {
    brand: 'אכסניית הצלבנים',
    legal: 'ג׳ורג׳ חדאד',
    company: false,
    place: 'אבו גוש',
    color: '#2f4f6d',
    font: "'Stam Sefarad CLM','David CLM',serif",
    page: 'A5',
    num: (rng: Rng) => String(rng.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    title: 'חשבונית מס קבלה',
  },
];

export const heMonasteryGuesthouseFolio: Layout = {
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
    const arrive = plus(date, -nights);
    const guests = rng.int(1, 4);
    const room = rng.int(42, 78) * 1000;
    const lines: [string, number][] = [[`לינה ${nights} לילות × ${amount(room)}`, nights * room]];
    if (rng.chance(0.7)) lines.push([`ארוחת ערב בחדר האוכל ${guests} × ${amount(9500)}`, guests * 9500]);
    if (rng.chance(0.6)) lines.push(['סיור מודרך בגני המנזר', guests * 4500]);
    if (rng.chance(0.5)) lines.push(['קונצרט עוגב בכנסייה', guests * 6000]);
    if (rng.chance(0.4)) lines.push(['כביסה', 3500]);
    const sum = total(lines.map((l) => l[1]));
    const tax = vatIn(sum, rate);
    const deposit = Math.round(sum / 4 / 100) * 100;
    const body = `<div class="pg">
<div class="c brand">${v.brand}</div>
<div class="c sm">${v.place} · ${ltr(`02-${rng.int(5000000, 6999999)}`)}</div>
${v.company ? `<div class="c sm">${e(v.legal)} ח.פ. ${ltr(hyphenId(id))}</div>` : ''}
<div class="c b title">${v.title}</div>
${pairs(
  [
    ['מס׳', ltr(number)],
    ['תאריך', ltr(v.date(date))],
    ['אורח', rng.pick(['משפ׳ אבוטבול', 'Ms. Claire Dupont', 'נתן וגלית רוזן', 'Fr. Paolo Ricci'])],
    ['מס׳ הזמנה', ltr(`R${rng.digits(7)}`)],
    ['הגעה', ltr(dt(arrive, 'dd/mm'))],
    ['עזיבה', ltr(dt(date, 'dd/mm'))],
    ['חדר', ltr(String(rng.int(1, 28)))],
    ['אורחים', ltr(String(guests))],
  ],
  2,
)}
${items(
  ['פירוט', 'סכום'],
  lines.map(([n, a]) => [ltr(e(n)), ltr(amount(a))]),
)}
${row('סה"כ לתשלום (כולל מע"מ)', ltr(`${amount(sum)} ₪`), 'b')}
${row(`מע"מ ${rate}% כלול`, ltr(amount(tax)))}
${row(`מקדמה ששולמה ${ltr(dt(plus(arrive, -rng.int(5, 40)), 'dd/mm/yy'))}`, ltr(amount(deposit)))}
${row('שולם בעזיבה', ltr(amount(sum - deposit)))}
${row('יתרה', ltr('0.00'))}
${v.company ? '' : `<div class="foot">${e(v.legal)} · עוסק מורשה ${ltr(id)}</div>`}
<div class="c sm">שעות שקט 22:00-07:00 · תודה שהתארחתם</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:11px;color:#111}.pg{padding:11mm}.brand{font-size:22px;font-weight:bold;color:${v.color}}.title{margin:8px 0;font-size:14px;border-bottom:1px solid ${v.color}}.foot{margin-top:16px;border-top:1px solid #888}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
