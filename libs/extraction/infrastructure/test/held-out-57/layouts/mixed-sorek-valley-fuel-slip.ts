import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, notAnId, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-sorek-valley-fuel-slip';

const SHOP: [string, string, number][] = [
  ['מים מינרליים', 'Mineral water', 700],
  ['קפה הפוך', 'Latte', 1400],
  ['שמן מנוע 1 ל׳', 'Engine oil 1L', 4900],
  ['מגבונים לרכב', 'Car wipes', 1900],
  ['מטהר אוויר', 'Air freshener', 1500],
];

/** Sorek valley fuel slip: an English label over each Hebrew one, the value beside them. */
export const mixedSorekValleyFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.4);
    const ppl = diesel ? rng.int(640, 760) : rng.int(620, 790);
    const litres = rng.int(15000, 65000) / 1000;
    const fuel = mul(litres, ppl);
    const extra = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = fuel + total(extra.map((x) => x[2]));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'שורק אנרגיה ותחנות בע"מ' : 'אבי דהן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `S${date.slice(2, 4)}-${rng.digits(6)}` : rng.digits(8);
    const dd = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'yyyy-mm-dd').replace(/-/g, '.');
    const money = (c: number) => (co ? `₪${amount(c)}` : `${amount(c)} NIS`);
    const l = (en: string, he: string, v: string, cls = '') => `<div class="ln ${cls}"><div><div class="en">${en}</div><div>${he}</div></div><div class="v">${ltr(v)}</div></div>`;
    const body = `<div class="c b big">${co ? 'דלק שורק · SOREK FUEL' : 'תחנת נחל שורק · NAHAL SOREK STATION'}</div>
<div class="c sm">${co ? `${vendorName}<br>ח.פ. / Reg. No. ${ltr(hyphenId(taxId))}<br>כביש 3, צומת נחשון · Road 3, Nahshon Jct.` : 'כביש 44 ליד יסודות · Road 44 near Yesodot'}</div>
<div class="rule"></div>
<div class="c b">TAX INVOICE / RECEIPT<br>חשבונית מס / קבלה</div>
${l('Doc no.', 'מספר', doc)}${l('Date', 'תאריך', dd)}${l('Time', 'שעה', time(rng))}${l('Pump', 'משאבה', String(rng.int(1, 12)))}${l('Vehicle', 'רכב', plate(rng))}
<div class="rule"></div>
${l(diesel ? 'Diesel' : 'Unleaded 95', diesel ? 'סולר' : 'בנזין 95', '')}
${l('Litres', 'ליטרים', litres.toFixed(3))}${l('Price/L', 'מחיר לליטר', (ppl / 100).toFixed(2))}${l('Fuel amount', 'סכום דלק', money(fuel))}
${extra.map(([he, en, c]) => l(en, he, money(c))).join('')}
<div class="rule"></div>
${l('TOTAL', 'סה"כ לתשלום', money(gross), 'b big')}
${l(`VAT ${rate}% incl.`, `מע"מ ${rate}% כלול`, money(vat))}
<div class="rule"></div>
${l('Card', 'כרטיס', `**** ${rng.digits(4)}`)}${l('Auth.', 'אישור', rng.digits(6))}
${rng.chance(0.5) ? l('Fleet acct.', 'חשבון צי', notAnId(rng)) : ''}
${co ? '' : `<div class="c sm foot">${vendorName} · עוסק מורשה / Licensed Dealer ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 200mm' : '58mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'FreeMono'" : "'Miriam Mono CLM'"};font-size:${co ? 11 : 10}px;padding:3mm}.big{font-size:1.2em}.ln{display:flex;justify-content:space-between;align-items:flex-end;margin:2px 0}.en{font-size:0.8em;color:#333}.v{font-weight:bold}.foot{margin-top:8px;border-top:1px dashed #000;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
