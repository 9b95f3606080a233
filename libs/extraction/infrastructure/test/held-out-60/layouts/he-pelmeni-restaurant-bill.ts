import { amount, formatDate, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, landline, sh, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-pelmeni-restaurant-bill';

/** Dish, lowest and highest price in agorot (VAT included). */
const MENU: [string, number, number][] = [
  ['פלמני סיבירי (15 יח׳)', 4800, 5600],
  ['וארניקי תפוחי אדמה', 4200, 4900],
  ['וארניקי דובדבנים', 4400, 5200],
  ['בורשט עם שמנת', 3600, 4200],
  ['סוליאנקה', 3900, 4600],
  ['סלט אוליבייה', 3200, 3800],
  ['הרינג עם תפוחי אדמה', 3800, 4500],
  ['בליני עם סלמון', 5200, 6200],
  ['פירוז׳קי כרוב (3 יח׳)', 2800, 3400],
  ['שאשליק פרגיות', 6800, 7800],
  ['סירניקי', 3600, 4200],
  ['עוגת נפוליאון', 3200, 3800],
  ['עוגת דבש', 3200, 3800],
  ['קומפוט פירות', 1400, 1800],
  ['קוואס', 1600, 2000],
  ['צ׳ייסר וודקה', 2200, 2800],
  ['תה מסמובר (קנקן)', 2400, 2900],
];

const WAITERS = ['אנה', 'מקסים', 'יוליה', 'דימה', 'קטיה', 'סשה'];

/** Russian dumpling restaurant's bill, prices including VAT: a service charge added for groups, or a tip outside the bill. */
export const hePelmeniRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const covers = co ? rng.int(6, 11) : rng.int(2, 4);
    const lines = rng.some(MENU, rng.int(co ? 7 : 4, co ? 11 : 7)).map(([name, lo, hi]) => ({
      name,
      qty: rng.int(1, co ? Math.ceil(covers / 2) : 2),
      unit: rng.int(lo / 10, hi / 10) * 10,
    }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const service = co ? share(sub, 10) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'דאצ׳ה מטבח רוסי בע"מ' : 'גליה קוזלובה';
    const taxId = idOf(vendorName, co);
    const doc = co ? `D${rng.int(100000, 999999)}` : String(rng.int(1000, 9999));
    const table = rng.int(1, 32);
    const opened = rng.int(12 * 60, 21 * 60);
    const printed = opened + rng.int(45, 130);
    const waiter = rng.pick(WAITERS);
    let body: string;
    let width: number;
    if (co) {
      const money = (c: number) => amount(c);
      const split = rng.chance(0.5);
      const first = split ? Math.round(gross / 2 / 100) * 100 : gross;
      body = `<div class="c brand">דאצ׳ה</div>
<div class="c">${vendorName} · ח.פ. ${ltr(taxId)}</div>
<div class="c sm">רח׳ הרצל 41, הדר, חיפה · ${ltr(landline(rng))}</div>
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
${row('תאריך', ltr(formatDate(date, 'd-m-Y')))}${row('שולחן / סועדים', `${table} / ${covers}`)}${row('מלצר/ית', waiter)}${row('נפתח / הודפס', ltr(`${hhmm(opened)} / ${hhmm(printed)}`))}
<div class="rule"></div>
${lines.map((l) => row(`${l.qty} × ${l.name}`, ltr(money(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${row('סכום ביניים', ltr(money(sub)))}
${row('תוספת שירות 10% (קבוצות מ-6 סועדים)', ltr(money(service)))}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}
${row(`מע"מ ${rate}% כלול`, ltr(money(vat)))}
<div class="rule"></div>
${
  split
    ? `${row(`כרטיס ${ltr('****' + rng.digits(4))}`, ltr(money(first)))}${row(`כרטיס ${ltr('****' + rng.digits(4))}`, ltr(money(gross - first)))}`
    : row(`כרטיס ${ltr('****' + rng.digits(4))} · אישור ${ltr(rng.digits(6))}`, ltr(money(gross)))
}
<div class="c sm">תוספת השירות מועברת במלואה לצוות. תודה ולהתראות!</div>`;
      width = 80;
    } else {
      const money = (c: number) => sh(c, '₪ x');
      const tipRate = rng.pick([10, 12, 15]);
      const tip = Math.round(share(gross, tipRate) / 100) * 100;
      body = `<div class="c brand">הפלמניה של גליה</div>
<div class="c sm">שד׳ הרצל 12, אשדוד · ${ltr(cellular(rng))}</div>
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה</div>
<div class="c">מס׳ ${ltr(doc)} · ${ltr(dt(date, 'dd/mm/yyyy'))}</div>
${row(`שולחן ${table}`, `${covers} סועדים`)}${row(`מלצר/ית: ${waiter}`, ltr(hhmm(printed)))}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} × ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}
${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>
${row(`טיפ ${tipRate}% (אינו חלק מהחשבונית)`, ltr(money(tip)))}
${row('חיוב בכרטיס כולל טיפ', ltr(money(gross + tip)))}
<div class="sm">${ltr('****' + rng.digits(4))} · אישור ${ltr(rng.digits(6))}</div>
<div class="rule"></div>
<div class="c sm">גליה קוזלובה · עוסק מורשה ${ltr(taxId)}</div>`;
      width = 76;
    }
    const page = `${width}mm ${170 + lines.length * (co ? 6 : 10)}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans'" : "'Simple CLM'"};font-size:${co ? 10.5 : 12}px;padding:3mm 4mm}.brand{font-size:${co ? 24 : 19}px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
