import { htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { dt, plate, sh, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-hefer-valley-fuel-slip';

const SHOP: [string, string, number, number][] = [
  ['שמן מנוע 1 ל׳', 'Engine oil 1 L', 45, 75],
  ['נוזל לשמשות', 'Washer fluid', 12, 20],
  ['קפה הפוך', 'Coffee', 9, 14],
  ['מים מינרליים', 'Water', 6, 9],
  ['מגבונים לרכב', 'Car wipes', 15, 25],
];

/** Hefer valley fuel slip, each line's Hebrew label and English label on either side of its value, prices including VAT. */
export const mixedHeferValleyFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const ppl = rng.int(590, 790);
    const ml = rng.int(12000, 65000);
    const fuel = Math.round((ml * ppl) / 1000);
    const shop = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)).map(([he, en, lo, hi]) => ({ he, en, qty: 1, unit: rng.int(lo, hi) * 100 + rng.pick([0, 90]) })) : [];
    if (diesel && rng.chance(0.5)) shop.push({ he: 'אדבלו 10 ל׳', en: 'AdBlue 10 L', qty: 1, unit: rng.int(45, 60) * 100 });
    const gross = fuel + total(shop.map((s) => s.qty * s.unit));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חפר אנרגיה ודלקים בע"מ' : 'ניסים עמר';
    const taxId = idOf(vendorName, co);
    const doc = co ? `HV${date.slice(2, 4)}${rng.digits(6)}` : rng.digits(7);
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'NIS x'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yy') : `${Number(d.slice(8))}.${Number(d.slice(5, 7))}.${d.slice(0, 4)}`);
    const tri = (he: string, value: string, en: string, cls = '') =>
      `<div class="tri ${cls}"><span>${he}</span><span class="v">${ltr(value)}</span><span class="en">${en}</span></div>`;
    const head = co
      ? `<div class="c brand">דלק עמק חפר</div><div class="c brand en">HEFER VALLEY FUEL</div><div class="c">${vendorName}</div><div class="c">ח.פ. / Co. No. ${ltr(spacedId(taxId))}</div><div class="c sm">צומת עולש · Olesh junction</div>`
      : `<div class="c brand">תחנת כפר ויתקין</div><div class="c brand en">KFAR VITKIN STATION</div><div class="c sm">דרך הים, כפר ויתקין · ${ltr('09-8' + rng.digits(6))}</div>`;
    const card = rng.chance(0.7);
    const body = `${head}
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה · TAX INVOICE / RECEIPT</div>
${tri('מספר', doc, 'No.', 'b')}
${tri('תאריך', f(date), 'Date')}
${tri('שעה', time(rng), 'Time')}
${tri('משאבה', String(rng.int(1, 12)), 'Pump')}
${tri('מס׳ רכב', plate(rng), 'Plate')}
${tri('קילומטראז׳', `${rng.int(8, 290)},${rng.digits(3)} km`, 'Odometer')}
<div class="rule"></div>
${tri(diesel ? 'סולר' : 'בנזין 95', '', diesel ? 'Diesel' : 'Unleaded 95', 'b')}
${tri('ליטרים', (ml / 1000).toFixed(3), 'Litres')}
${tri('מחיר לליטר', money(ppl), 'Price / L')}
${tri('סכום דלק', money(fuel), 'Fuel amount')}
${shop.map((s) => tri(s.he, money(s.qty * s.unit), s.en)).join('')}
<div class="rule"></div>
${tri('סה"כ לתשלום', money(gross), 'TOTAL', 'b big')}
${tri(`מע"מ ${rate}% כלול`, money(vat), `VAT ${rate}% incl.`)}
<div class="rule"></div>
${card ? `${tri('כרטיס', '****' + rng.digits(4), 'Card')}${tri('אישור', rng.digits(6), 'Auth.')}` : `${tri('מזומן', money(Math.ceil(gross / 5000) * 5000), 'Cash')}${tri('עודף', money(Math.ceil(gross / 5000) * 5000 - gross), 'Change')}`}
${tri('נקודות מועדון', String(rng.int(10, 900)), 'Club points')}
<div class="c sm">שמרו את החשבונית · Keep this receipt</div>
${co ? '' : `<div class="c sm foot">ניסים עמר · עוסק מורשה / Licensed Dealer ${ltr(taxId)}</div>`}`;
    const width = co ? 80 : 62;
    const page = `${width}mm ${230 + shop.length * 8}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Miriam Mono CLM'" : "'FreeSerif'"};font-size:${co ? 11.5 : 10.5}px;padding:4mm 3mm}.brand{font-size:${co ? 19 : 16}px;font-weight:bold}.brand.en{font-size:${co ? 13 : 11}px}.tri{display:flex;justify-content:space-between;gap:4px}.tri span{flex:1}.tri .v{text-align:center}.tri .en{text-align:left;font-size:0.85em;color:#333}.big{font-size:1.15em}.foot{margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
