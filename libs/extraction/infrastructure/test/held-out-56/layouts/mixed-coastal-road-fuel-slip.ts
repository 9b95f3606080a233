import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, notAnId, plate, sh } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-coastal-road-fuel-slip';

const SHOP: [string, number, number][] = [
  ['מים מינרליים / Mineral water', 8, 12],
  ['קפה הפוך / Latte', 12, 17],
  ['נוזל שמשות / Screen wash', 18, 29],
  ['מגבונים לרכב / Car wipes', 15, 25],
  ['קרח / Ice bag', 10, 15],
];

/** Coastal road fuel slip with Hebrew label | value | English label on every line, prices including VAT. */
export const mixedCoastalRoadFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.4);
    const perLitre = rng.int(diesel ? 680 : 650, diesel ? 850 : 820);
    const cl = rng.int(1500, 6599);
    const fuel = Math.round((cl * perLitre) / 100);
    const extras = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)).map(([name, lo, hi]) => ({ name, unit: rng.int(lo, hi) * 100 })) : [];
    const gross = fuel + total(extras.map((x) => x.unit));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חוף הכרמל אנרגיה בע"מ' : "ג'מיל עודה";
    const taxId = idOf(vendorName, co);
    const doc = co ? `${rng.digits(4)}-${rng.digits(6)}` : `T${rng.digits(5)}`;
    const f = (d: string) => dt(d, co ? 'yyyy-mm-dd' : 'dd.mm.yy');
    const m = (c: number) => (co ? amount(c) : sh(c, '₪ x'));
    const tr = (he: string, v: string, en: string, cls = '') => `<tr class="${cls}"><td class="he">${he}</td><td class="v">${ltr(v)}</td><td class="en">${en}</td></tr>`;
    const body = `<div class="c brand">${co ? 'דלק החוף · COAST FUEL' : 'תחנת עתלית · ATLIT STATION'}</div>
<div class="c sm">${co ? `כביש 2, צומת עתלית / Road 2, Atlit Jct.<br>${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))} Co. Reg.` : 'כביש 4, מחלף עתלית / Road 4, Atlit interchange'}</div>
<div class="c b t">חשבונית מס-קבלה · TAX INVOICE-RECEIPT</div>
<table class="tr">
${tr('מס׳ חשבונית', doc, 'Invoice No.')}${tr('תאריך', f(date), 'Date')}${tr('שעה', time(rng), 'Time')}${tr('משאבה', String(rng.int(1, 12)), 'Pump')}${tr('רכב', plate(rng), 'Vehicle')}
${tr(diesel ? 'סולר' : 'בנזין 95', diesel ? 'DIESEL' : 'UNLEADED 95', 'Product')}${tr('ליטרים', (cl / 100).toFixed(2), 'Litres')}${tr('מחיר לליטר', amount(perLitre), 'Price/L')}${tr('סכום דלק', m(fuel), 'Fuel')}
${extras.map((x) => `<tr><td colspan="2">${x.name}</td><td class="v">${ltr(m(x.unit))}</td></tr>`).join('')}
${tr('סה"כ לתשלום', m(gross), 'TOTAL', 'b big')}${tr(`מע"מ ${rate}% כלול`, m(vat), `VAT ${rate}% incl.`)}
${tr('אשראי', `****${rng.digits(4)}`, 'Card')}${tr('אישור', rng.digits(6), 'Auth.')}
${rng.chance(0.5) ? tr('מועדון', notAnId(rng), 'Club') : ''}
</table>
<div class="c sm">נסיעה טובה · Drive safely</div>
${co ? '' : `<div class="c foot">${vendorName} · עוסק מורשה / Licensed Dealer ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 250mm' : '62mm 280mm';
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans Mono'" : "'Liberation Mono'"};font-size:${co ? 10.5 : 9}px;padding:3mm}.brand{font-size:${co ? 16 : 13}px;font-weight:bold}.t{margin:5px 0;border-top:1px dashed #000;border-bottom:1px dashed #000}.tr{width:100%}.tr td{padding:1px 2px}.he{text-align:right}.en{text-align:left;direction:ltr}.v{text-align:center}.big td{font-size:1.15em;border-top:1px dashed #000}.foot{margin-top:6px;border-top:1px dashed #000;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
