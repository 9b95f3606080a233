import { htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, plate, sh } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-zevulun-valley-fuel-slip';

const SHOP: [string, string, number, number][] = [
  ['אסימון שטיפה', 'Car wash token', 25, 45],
  ['מגבים קדמיים', 'Wiper blades', 49, 89],
  ['קפה שחור', 'Black coffee', 8, 12],
  ['כריך טונה', 'Tuna sandwich', 18, 26],
  ['נוזל קירור 1 ל׳', 'Coolant 1 L', 29, 45],
  ['מטהר אוויר לרכב', 'Air freshener', 12, 22],
];

/** Zevulun valley fuel slip with Hebrew labels over English ones, prices including VAT. */
export const mixedZevulunValleyFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const grade = rng.pick([
      ['בנזין 95', 'Petrol 95', 0],
      ['בנזין 98', 'Petrol 98', 60],
      ['סולר', 'Diesel', -20],
    ] as [string, string, number][]);
    const ppl = rng.int(610, 760) + grade[2];
    const cl = rng.int(1100, 6800);
    const fuel = Math.round((cl * ppl) / 100);
    const shop = rng.chance(0.55) ? rng.some(SHOP, rng.int(1, 2)).map(([he, en, lo, hi]) => ({ he, en, unit: rng.int(lo, hi) * 100 + rng.pick([0, 90]) })) : [];
    const gross = fuel + total(shop.map((s) => s.unit));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'זבולון אנרגיה בע"מ' : "סלים ח'ורי";
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZV${rng.digits(7)}` : String(rng.int(100000, 999999));
    const money = (c: number) => (co ? sh(c, 'ILS x') : sh(c, 'x ₪'));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yy') : dt(d, 'yyyy-mm-dd'));
    const line = (he: string, en: string, value: string, cls = '') => `<div class="ln ${cls}"><span>${he}<small>${en}</small></span><span class="v">${ltr(value)}</span></div>`;
    const pay = rng.pick(['fleet', 'card', 'card', 'cash']);
    const tendered = Math.ceil(gross / 2000) * 2000;
    const head = co
      ? `<div class="c brand">דלק עמק זבולון</div><div class="c en">ZEVULUN VALLEY FUEL</div><div class="c">${vendorName}</div><div class="c">ח.פ. / Company ID ${ltr(hyphenId(taxId))}</div><div class="c sm">צומת כפר חסידים · Kfar Hasidim junction</div>`
      : `<div class="c brand">תחנת אושה</div><div class="c en">USHA STATION</div><div class="c sm">כביש 70 · Road 70 · ${ltr('04-8' + rng.digits(6))}</div>`;
    const body = `${head}
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה<br>TAX INVOICE / RECEIPT</div>
${line('מס׳ חשבונית', 'Invoice no.', doc, 'b')}
${line('תאריך', 'Date', f(date))}
${line('שעה', 'Time', time(rng))}
${line('משאבה / אקדח', 'Pump / nozzle', `${rng.int(1, 10)} / ${rng.int(1, 4)}`)}
${line('רכב', 'Vehicle', plate(rng))}
${line('מד מרחק (ק"מ)', 'Odometer (km)', `${rng.int(5, 340)}${rng.digits(3)}`)}
<div class="rule"></div>
${line(grade[0], grade[1], '', 'b')}
${line('כמות (ליטר)', 'Quantity (L)', (cl / 100).toFixed(2))}
${line('מחיר לליטר', 'Price per litre', money(ppl))}
${line('סכום דלק', 'Fuel amount', money(fuel))}
${shop.map((s) => line(s.he, s.en, money(s.unit))).join('')}
<div class="rule"></div>
${line('סה"כ', 'Total', money(gross), 'b big')}
${line(`מע"מ ${rate}% (כלול)`, `VAT ${rate}% (included)`, money(vat))}
<div class="rule"></div>
${
  pay === 'fleet'
    ? `${line('כרטיס צי', 'Fleet card', '**** ' + rng.digits(4))}${line('מס׳ נהג', 'Driver no.', rng.digits(4))}${line('אישור', 'Approval', rng.digits(6))}`
    : pay === 'card'
      ? `${line('אשראי', 'Credit card', '**** ' + rng.digits(4))}${line('אישור', 'Approval', rng.digits(7))}`
      : `${line('מזומן', 'Cash', money(tendered))}${line('עודף', 'Change', money(tendered - gross))}`
}
<div class="c sm">תודה ונסיעה בטוחה · Thank you, drive safely</div>
${co ? '' : `<div class="c sm foot">סלים ח'ורי · עוסק מורשה · Licensed Dealer ${ltr(taxId)}</div>`}`;
    const width = co ? 79 : 58;
    const page = `${width}mm ${(co ? 250 : 265) + shop.length * 10}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Mono'" : "'DejaVu Sans Mono'"};font-size:${co ? 11 : 9.5}px;padding:4mm 3mm}.brand{font-size:${co ? 18 : 15}px;font-weight:bold}.en{font-size:${co ? 12 : 10}px;letter-spacing:1px}
.ln{display:flex;justify-content:space-between;align-items:flex-end;gap:4px;margin:1px 0}.ln small{display:block;font-size:0.8em;color:#444}.ln .v{text-align:left}.big{font-size:1.15em}.foot{margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
