import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, sh, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-portuguese-restaurant-bill';

/** Dish and lowest and highest price in whole shekels (including VAT). */
const DISHES: [string, number, number][] = [
  ['בקליאו א-בראש', 68, 84],
  ['פרגו - כריך סטייק', 56, 72],
  ['ביפנה', 48, 62],
  ['מרק קלדו ורדה', 32, 42],
  ['סרדינים על הגריל', 54, 69],
  ['אורז פירות ים', 98, 128],
  ['קטאפלנה לשניים', 168, 210],
  ['תמנון א-לגרגירה', 96, 124],
  ['פרנססינה', 74, 88],
  ['עוף פירי-פירי', 72, 86],
  ['פשטל דה נאטה', 14, 18],
  ['פאו דה לו', 34, 42],
  ['ווינו ורדה - כוס', 36, 44],
  ['פורט טאוני - כוס', 38, 48],
  ['אספרסו ביקה', 10, 13],
  ['סופר בוק - בירה', 28, 34],
];

const WAITERS = ['ז׳ואאו', 'מאיה', 'רועי', 'אינס', 'טל', 'דניאלה'];

/** A Portuguese restaurant's bill, prices including VAT: a service charge for groups or a tip outside the bill. */
export const hePortugueseRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const covers = co ? rng.int(8, 14) : rng.int(2, 4);
    const lines = rng.some(DISHES, co ? rng.int(7, 11) : rng.int(3, 6)).map(([name, lo, hi]) => ({
      name,
      qty: co ? rng.int(1, Math.min(6, covers)) : rng.int(1, 2),
      unit: rng.int(lo, hi) * 100,
    }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = co ? share(food, 12) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tipRate = co ? 0 : rng.pick([10, 12, 15]);
    const tip = co ? 0 : Math.round((food * tipRate) / 10000) * 100;
    const vendorName = co ? 'ליסבון בנמל מסעדות בע"מ' : 'פנחס סילבה';
    const taxId = idOf(vendorName, co);
    const doc = co ? `LX${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ש"ח'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yy'));
    const open = rng.int(12 * 60, 21 * 60);
    const hm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const table = rng.int(1, 40);
    const waiter = rng.pick(WAITERS);
    const card = rng.digits(4);
    const body = co
      ? `<div class="c"><div class="brand">ליסבון בנמל</div><div class="sm">מטבח פורטוגלי · נמל תל אביב, האנגר 12</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · ${ltr(landline(rng))}</div></div>
<div class="dbl"></div><div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
${row('תאריך', ltr(f(date)))}${row('שולחן', String(table))}${row('סועדים', String(covers))}${row('מלצר/ית', waiter)}${row('נפתח / הודפס', ltr(`${hm(open)} / ${hm(open + rng.int(70, 150))}`))}
<div class="rule"></div>
${lines.map((l) => row(`${l.qty} × ${l.name}`, ltr(money(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${row('סכום ביניים', ltr(money(food)))}${row('תוספת שירות 12% (קבוצות מ-8 סועדים)', ltr(money(service)))}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(money(vat)))}
<div class="rule"></div>${row(`ויזה ${ltr(`****${card}`)}`, ltr(money(gross)))}${row('אישור', ltr(rng.digits(6)))}
<div class="sm c">תודה! אובריגדו!</div>`
      : `<div class="c"><div class="brand">בקליאו</div><div class="sm">בית אוכל פורטוגלי · רח׳ הרצל 27, נתניה · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">חשבונית מס קבלה</div>
${row('מס׳', ltr(doc))}${row('תאריך', ltr(f(date)))}${row('שולחן / סועדים', `${table} / ${covers}`)}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`<span class="sm">${ltr(`${l.qty} × ${amount(l.unit)}`)}</span>`, ltr(money(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>
${row(`טיפ ${tipRate}% (אינו חלק מהחשבונית)`, ltr(money(tip)))}${row(`חיוב באשראי ${ltr(`****${card}`)}`, ltr(money(gross + tip)))}
<div class="sm c">הטיפ מועבר במלואו לצוות</div>
<div class="rule"></div><div class="sm c">פנחס סילבה · עוסק מורשה ${ltr(taxId)}</div>`;
    const width = co ? 80 : 76;
    const page = `${width}mm ${co ? 210 : 190}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Serif'" : "'Ellinia CLM'"};font-size:${co ? 11 : 12}px;padding:4mm 3.5mm;width:${width}mm;box-sizing:border-box}.brand{font-size:21px;font-weight:bold;color:${co ? '#0d47a1' : '#222'}}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
