import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, share } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-orchid-webshop-order';

const GOODS: [string, number, number][] = [
  ['סחלב פלנופסיס לבן 2 ענפים', 8900, 14900],
  ['סחלב דנדרוביום', 7900, 12900],
  ['סחלב ונדה בזכוכית', 14900, 24900],
  ['סחלב מיני ורוד', 4900, 7900],
  ['מצע קליפות אורן 5 ל׳', 2900, 4500],
  ['דשן סחלבים 250 מ"ל', 2400, 3900],
  ['עציץ שקוף עם חורים', 1200, 2500],
  ['מרסס ערפל', 1900, 3400],
  ['תומכי פרחים (10 יח׳)', 1500, 2500],
  ['מנורת גידול LED', 9900, 17900],
];

/** Orchid web shop's A4 order invoice: VAT contained, shipping free above a threshold, a coupon on some. */
export const heOrchidWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([name, lo, hi]) => ({ sku: `OR-${rng.digits(4)}`, name, qty: rng.int(1, 3), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.4) ? share(sub, 15) : 0;
    const ship = sub - coupon >= 35000 ? 0 : co ? 3900 : 2900;
    const gross = sub - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'אורכידאה אונליין בע"מ' : 'ליאת שמעוני';
    const taxId = idOf(vendorName, co);
    const doc = co ? `OD-${date.slice(2, 4)}${rng.digits(5)}` : rng.digits(5);
    const f = (d: string) => dt(d, co ? 'yyyy-mm-dd' : 'dd/mm/yyyy');
    const a = (c: number) => (co ? `₪${amount(c)}` : `${amount(c)} ש"ח`);
    const body = `<div class="head"><div><div class="brand">${co ? ltr('ORCHIDEA') : 'סחלב בבית'}</div><div class="sm">${ltr(co ? 'www.orchidea.co.il' : 'www.sachlav-babayit.co.il')}</div></div><div class="sm">${co ? `${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>רחוב הצורן 6, נתניה` : ''}</div></div>
<h2>חשבונית מס / קבלה</h2>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['מס׳ הזמנה', ltr(`#${rng.digits(7)}`)],
  ['תאריך הזמנה', ltr(f(plus(date, -rng.int(0, 3))))],
  ['משלוח', rng.pick(['שליח עד הבית', 'איסוף מנקודת חלוקה'])],
])}
<div>לקוח/ה: ${rng.pick(['נועה ברק', 'עידו לנדאו', 'שירן אוחיון', 'גלית רוזן'])} · ${ltr(cellular(rng))} · ${rng.pick(['חולון', 'רחובות', 'קריית אונו', 'עפולה'])}</div>
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]),
)}
<div class="sum">${row('סכום ביניים', ltr(a(sub)))}${coupon ? row(`קופון ${ltr('BLOOM15')} (15%)`, ltr(`-${amount(coupon)}`)) : ''}${row('משלוח', ship ? ltr(a(ship)) : 'חינם')}${row('סה"כ שולם', ltr(a(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(a(vat)))}</div>
<div class="sm">שולם בכרטיס ${ltr(`**** ${rng.digits(4)}`)} · ${rng.int(1, 3)} תשלומים · אישור ${ltr(rng.digits(7))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · ת.ד. ${ltr(rng.digits(4))}, פתח תקווה</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Simple CLM'"};font-size:13px;padding:15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid ${co ? '#ad1457' : '#6a1b9a'}}.brand{font-size:30px;font-weight:bold;color:${co ? '#ad1457' : '#6a1b9a'};font-family:${co ? "'URW Gothic','Noto Sans Hebrew'" : "'Simple CLM'"}}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:30px;border-top:1px solid #999;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
