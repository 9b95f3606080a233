import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, share } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-wicker-basket-shop-till';

const GOODS: [string, number, number][] = [
  ['סל כביסה נצרים', 8900, 16900],
  ['סלסלת לחם קש', 2900, 5900],
  ['סל פיקניק עם מכסה', 14900, 27900],
  ['ארגז אחסון במבוק', 6900, 12900],
  ['סל קניות ראפיה', 4900, 8900],
  ['תחתית סיר קש', 1500, 3500],
  ['סל אופניים נצרים', 11900, 19900],
  ['סלסלת פירות קלועה', 3900, 7900],
  ['כורסת ראטן קטנה', 39900, 69900],
  ['מחצלת חבל ים', 9900, 18900],
];

/** Wicker basket shop's till slip: VAT contained in the prices. */
export const heWickerBasketShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo / 100, hi / 100) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const club = rng.chance(0.5);
    const disc = club ? share(sub, 7) : 0;
    const gross = sub - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'קש ונצרים יבוא ושיווק בע"מ' : 'רחל בן חמו';
    const taxId = idOf(vendorName, co);
    const doc = co ? `WB-${rng.digits(5)}` : rng.digits(6);
    const a = (c: number) => (co ? `${amount(c)} ₪` : amount(c));
    const cash = rng.chance(0.4);
    const paid = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const body = `<div class="c brand">${co ? 'סל וקש' : 'הסלסלה של רחל'}</div>
<div class="c sm">${co ? `${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>מתחם הנמל, הרצליה · ${ltr(landline(rng))}` : `שוק האיכרים, פרדס חנה · ${ltr(cellular(rng))}`}</div>
<div class="rule"></div><div class="c b">חשבונית מס / קבלה</div>
${row('מספר:', ltr(doc))}${row('תאריך:', ltr(co ? dt(date, 'dd.mm.yyyy') : dt(date, 'dd/mm/yy')))}${row('שעה:', ltr(time(rng)))}${row('קופה:', ltr(String(rng.int(1, 4))))}
<div class="rule"></div>
${lines.map((l) => `<div>${e(l.name)}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(a(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${club ? `${row('סכום ביניים', ltr(a(sub)))}${row('הנחת מועדון 7%', ltr(`-${amount(disc)}`))}<div class="sm">חבר מועדון ${ltr(rng.digits(6))}</div>` : ''}
${row('סה"כ לתשלום', ltr(a(gross)), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(a(vat)))}
<div class="rule"></div>
${cash ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}` : `${row('אשראי', ltr(`****${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(7)))}`}
<div class="c sm">החלפה תוך 14 יום עם חשבונית</div>
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 300mm' : '58mm 330mm';
    const css = `${baseCss}
body{font-family:${co ? "'Aharoni CLM'" : "'Miriam Mono CLM'"};font-size:${co ? 12.5 : 10.5}px;padding:4mm}.brand{font-size:${co ? 22 : 17}px;font-weight:bold}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
