import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-sri-lankan-restaurant-bill';

/** Dishes and drinks: name, lowest and highest price in whole shekels, VAT included. */
const MENU: [string, number, number][] = [
  ['הופרס אורז עם ביצה', 38, 46],
  ['קוטו רוטי ירקות', 56, 68],
  ['קארי עוף בחלב קוקוס', 74, 88],
  ['קארי דג חמוץ-חריף', 82, 96],
  ['דאל קארי עם פפאדם', 42, 52],
  ['ביריאני כבש', 92, 108],
  ['למפרייס עטוף בעלה בננה', 86, 98],
  ['סמבול קוקוס', 16, 22],
  ['סלט גוטוקולה', 32, 40],
  ['תה ציילון (קנקן)', 24, 30],
  ['לימונדה ליים וג׳ינג׳ר', 18, 24],
  ['ואטאלפאן - פודינג קוקוס', 34, 42],
];

const SERVICE_PERCENT = 12;

/**
 * A Sri Lankan restaurant's bill in Jaffa (closed on Mondays): 76 mm, Shofar, the licensed
 * dealer's own name and id at the foot, dd.mm.yy, a 12% service charge on the bill for 8 diners or
 * more, otherwise a tip written apart with the card charge including it; VAT contained in the bill.
 */
export const heSriLankanRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const first = next(ID, rng);
    const date = avoid(first.date, [1]);
    const rate = israeliRate(date);
    const diners = rng.chance(0.4) ? rng.int(8, 12) : rng.int(2, 6);
    const lines = rng.some(MENU, Math.min(MENU.length, rng.int(3, 5) + Math.floor(diners / 3))).map(([name, lo, hi]) => ({
      name,
      qty: rng.int(1, Math.max(1, Math.ceil(diners / 3))),
      unit: rng.int(lo, hi) * 100,
    }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = diners >= 8 ? Math.floor((food * SERVICE_PERCENT + 50) / 100) : 0;
    const bill = food + service;
    const vat = vatIn(bill, rate);
    const tip = service ? 0 : rng.chance(0.75) ? Math.round((food * rng.pick([10, 12, 15])) / 100 / 100) * 100 : 0;
    const vendorName = 'דילאני פרירה';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(3000, 9999));
    const table = rng.int(1, 24);
    const opened = rng.int(12 * 60, 21 * 60);
    const rows = lines.map((l) => row(`${ltr(String(l.qty))} ${l.name}`, ltr(amount(l.qty * l.unit)))).join('');
    const after = service ? `${row(`שירות ${ltr(`${SERVICE_PERCENT}%`)} (${ltr('8')} סועדים ומעלה)`, ltr(amount(service)))}` : '';
    const tipBlock = tip
      ? `<div class="dash"></div>${row('טיפ (אינו חלק מהחשבונית)', ltr(amount(tip)))}${row('חויב באשראי', ltr(amount(bill + tip)))}`
      : `<div class="sm c">${service ? 'השירות כלול בחשבון' : 'השירות אינו כלול'} · תודה!</div>`;
    const body = `<div class="c"><div class="brand">ציילון</div><div>מטבח סרי לנקי ביתי</div><div class="sm">רחוב יפת, יפו</div></div>
<div class="dash"></div>
${row(`שולחן ${ltr(String(table))}`, `סועדים ${ltr(String(diners))}`)}
${row(`${ltr(dt(date, 'dd.mm.yy'))}`, `פתיחה ${ltr(hhmm(opened))} · סגירה ${ltr(hhmm(opened + rng.int(55, 140)))}`)}
<div class="c b">חשבונית מס קבלה מס׳ ${ltr(doc)}</div>
<div class="dash"></div>
${rows}
<div class="dash"></div>
${row('סה"כ מנות', ltr(amount(food)))}
${after}
${row('לתשלום', ltr(`${amount(bill)} ₪`), 'b big')}
${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${tipBlock}
<div class="dash"></div>
<div class="c sm">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>
<div class="c sm">איסטוטי! (תודה בסינהלית)</div>`;
    const css = `${baseCss}
body{font-family:'Shofar','DejaVu Sans';font-size:13px;width:68mm;padding:4mm}.brand{font-size:24px;font-weight:bold}.dash{border-top:1px dashed #000;margin:5px 0}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 230mm', css, body }),
      page: '76mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(bill), tax: truthAmount(vat) },
    };
  },
};
