import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-bat-yam-beach-hotel-folio';

/** Bat Yam beach hotel's folio dated on departure, prices including VAT, a row per night. */
export const heBatYamBeachHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const nights = rng.int(1, 5);
    const arrival = plus(date, -nights);
    const night = rng.int(55, 120) * 1000;
    const lines: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) lines.push([ltr(dt(plus(arrival, i), 'dd/mm')), co ? 'לינה - חדר זוגי נוף לים' : 'לינה - סטודיו', night]);
    const guests = rng.int(1, 3);
    if (co && rng.chance(0.7)) lines.push([ltr(dt(plus(arrival, 1), 'dd/mm')), `ארוחת ערב × ${guests}`, guests * rng.int(120, 180) * 100]);
    if (rng.chance(0.5)) lines.push([ltr(dt(arrival, 'dd/mm')), 'חניה בחניון המלון', nights * 4500]);
    if (rng.chance(0.4)) lines.push([ltr(dt(date, 'dd/mm')), co ? 'ספא - עיסוי 50 דק׳' : 'כביסה', co ? 32000 : 6000]);
    if (rng.chance(0.3)) lines.push([ltr(dt(date, 'dd/mm')), 'יציאה מאוחרת', 15000]);
    const gross = total(lines.map((l) => l[2]));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חוף הסלע בת ים מלונאות בע"מ' : 'רונן אלמוג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `F${rng.digits(7)}` : `${date.slice(2, 4)}${rng.digits(3)}`;
    const f = (d: string) => (co ? dt(d, 'dd.mm.yy') : dt(d, 'he'));
    const money = (c: number) => (co ? `${amount(c)} ₪` : `ש"ח ${amount(c)}`);
    const guest = rng.pick(['משפ׳ אוחיון', 'Sarah Klein', 'דניאל קורן', 'Marc Dubois', 'רות ויסמן']);
    const body = `<div class="head"><div class="brand">${co ? 'מלון חוף הסלע' : 'דירות נופש הטיילת'}</div><div class="sm">${co ? `${vendorName} · ח.פ. ${ltr(taxId)}<br>רח׳ בן גוריון 101, בת ים · ${ltr(landline(rng))}` : `טיילת בת ים · ${ltr(cellular(rng))}`}</div></div>
<h2>${co ? 'חשבונית מס / קבלה - חשבון אורח' : 'חשבון שהייה - חשבונית מס קבלה'}</h2>
${pairs(
  [
    ['מס׳ חשבונית', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['שם האורח', guest],
    ['חדר', String(rng.int(101, 918))],
    ['תאריך הגעה', ltr(f(arrival))],
    ['תאריך עזיבה', ltr(f(date))],
    ['מס׳ הזמנה', ltr(`${rng.pick(['BKG', 'WEB'])}${rng.digits(8)}`)],
    ['מס׳ אורחים', String(guests)],
  ],
  2,
)}
${items(
  ['תאריך', 'תיאור', 'חיוב'],
  lines.map(([d, t, c]) => [d, t, ltr(money(c))]),
)}
<div class="sum">${row('סה"כ חיובים', ltr(money(gross)), 'b')}${row(`מתוכם מע"מ ${rate}%`, ltr(money(vat)))}${row(`שולם ב${rng.pick(['כרטיס אשראי', 'העברה בנקאית'])}`, ltr(money(gross)))}${row('יתרה לתשלום', ltr(money(0)))}</div>
<div class="sm">תודה שהתארחתם אצלנו${co ? '' : ` · ${vendorName}, עוסק מורשה ${ltr(taxId)}`}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Simple CLM', 'David CLM'" : "'Ellinia CLM'"};font-size:${co ? 14 : 12}px;padding:${co ? 16 : 10}mm}.head{text-align:center;border-bottom:2px solid #0277bd;padding-bottom:6px}.brand{font-size:${co ? 30 : 22}px;color:#0277bd;font-weight:bold}h2{font-size:17px}.sum{width:55%;margin-right:auto}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
