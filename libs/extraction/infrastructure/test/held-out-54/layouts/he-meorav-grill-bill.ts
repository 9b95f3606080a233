import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, share, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-meorav-grill-bill';

const DISHES: [string, number, number][] = [
  ['מעורב ירושלמי בפיתה', 3800, 5200],
  ['מעורב ירושלמי בצלחת', 6200, 7900],
  ['מעורב בלאפה', 4400, 5800],
  ['שיפודי פרגית', 6900, 8400],
  ["צ'יפס ביתי", 1800, 2600],
  ['סלט ירקות קצוץ', 1900, 2900],
  ['חומוס קטן', 1600, 2400],
  ['מרק שעועית', 2200, 3200],
  ['קולה', 1000, 1400],
  ['לימונענע', 1400, 1900],
  ['בירה מהחבית', 2600, 3400],
];

/** Jerusalem mixed grill's bill: a service charge added (company) or a tip outside the bill (dealer). */
export const heMeoravGrillBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(DISHES, rng.int(3, 7)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 4), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? share(food, 10) : 0;
    const bill = food + service;
    const vat = vatIn(bill, rate);
    const tipPct = rng.pick([10, 12, 15]);
    const tip = co ? 0 : share(bill, tipPct);
    const vendorName = co ? 'אגריפס גריל מסעדות בע"מ' : 'ששון אלמליח';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MG/${rng.digits(6)}` : rng.digits(5);
    const a = (c: number) => (co ? `₪ ${amount(c)}` : `${amount(c)} ש"ח`);
    const body = `<div class="c brand">${co ? 'מעורב בשוק' : 'המעורב של ששון'}</div>
<div class="c sm">${co ? `${vendorName} · ח.פ. ${ltr(spacedId(taxId))}<br>רחוב אגריפס 71, ירושלים · ${ltr(landline(rng))}` : `רחוב יפו 200, ירושלים · ${ltr(cellular(rng))}`}</div>
<div class="c b ttl">חשבונית מס קבלה</div>
${pairs(
  [
    ['חשבונית', ltr(doc)],
    ['תאריך', ltr(co ? dt(date, 'dd/mm/yyyy') : dt(date, 'd.m.yy'))],
    ['שולחן', ltr(String(rng.int(1, 24)))],
    ['סועדים', ltr(String(rng.int(1, 6)))],
    ['הזמנה', ltr(`#${rng.digits(4)}`)],
    ['שעה', ltr(time(rng))],
  ],
  2,
)}
<div class="rule"></div>
${lines.map((l) => row(`${ltr(String(l.qty))} ${e(l.name)} <span class="sm">(${ltr(amount(l.unit))})</span>`, ltr(amount(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${co ? `${row('סה"כ מנות', ltr(a(food)))}${row('שירות 10%', ltr(a(service)))}` : ''}
${row('סה"כ לתשלום', ltr(a(bill)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(a(vat)))}
${co ? '' : `<div class="rule"></div>${row(`טיפ ${tipPct}% (לא כלול בחשבונית)`, ltr(a(tip)))}${row('סה"כ חיוב בכרטיס', ltr(a(bill + tip)))}`}
${row('כרטיס', ltr(`XXXX-${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(6)))}
<div class="c sm">בתיאבון!</div>
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ע.מ. ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 320mm' : '72mm 340mm';
    const css = `${baseCss}
body{font-family:${co ? "'Yehuda CLM'" : "'Noto Sans Hebrew'"};font-size:${co ? 13 : 11}px;padding:4mm}.brand{font-size:22px;font-weight:bold}.ttl{margin:4px 0}.big{font-size:1.2em}.pairs{width:100%}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(bill), tax: truthAmount(vat) },
    };
  },
};
